"""The player's statistics, shared by the tabs: one set per dictionary, stored again after each finished game."""

from __future__ import annotations

from ..stats import ChallengeResult, Stats, WordleResult, record
from .dictionary import InUse
from .storage import Memory


class Records:
    """The statistics of every game on this device (``Stats``), kept in ``memory`` apart per dictionary.

    The built-in list's are the memory kind "stats", as they were before a person could add
    dictionaries; those of a dictionary of one's own are "stats:" and its name, so that its
    games never mix into the English list's.
    """

    def __init__(self, memory: Memory, words: InUse) -> None:
        self.memory = memory
        self.words = words
        self._kept: dict[str, Stats] = {}

    @property
    def kind(self) -> str:
        """The memory kind of the dictionary in use's statistics."""
        return self.kind_of(self.words.name)

    @staticmethod
    def kind_of(name: str) -> str:
        """The memory kind of the statistics of the dictionary ``name`` ('': the built-in list)."""
        return f"stats:{name}" if name else "stats"

    def forget(self, name: str) -> None:
        """Drop the statistics of a removed dictionary of one's own."""
        kind = self.kind_of(name)
        self._kept.pop(kind, None)
        self.memory.forget(kind)

    @property
    def stats(self) -> Stats:
        """The statistics of the dictionary in use (read from memory on first use)."""
        kind = self.kind
        if kind not in self._kept:
            self._kept[kind] = self.memory.load(kind, Stats.from_data) or Stats()
        return self._kept[kind]

    def add(self, result: WordleResult | ChallengeResult) -> Stats:
        """Count one finished game in the dictionary in use's statistics and store them; the new statistics."""
        kind, stats = self.kind, record(self.stats, result)
        self._kept[kind] = stats
        self.memory.save(kind, stats.to_data())
        return stats
