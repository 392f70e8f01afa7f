"""The player's statistics, shared by the tabs: read once, and stored again after each finished game."""

from __future__ import annotations

from ..stats import ChallengeResult, Stats, WordleResult, record
from .storage import Memory


class Records:
    """The statistics of every game on this device (``Stats``), kept in ``memory``."""

    def __init__(self, memory: Memory) -> None:
        self.memory = memory
        self.stats = memory.load("stats", Stats.from_data) or Stats()

    def add(self, result: WordleResult | ChallengeResult) -> Stats:
        """Count one finished game and store the statistics; the new statistics."""
        self.stats = record(self.stats, result)
        self.memory.save("stats", self.stats.to_data())
        return self.stats
