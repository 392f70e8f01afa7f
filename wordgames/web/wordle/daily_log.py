"""The dailies a player finished (wordle/archive.py's DailyLog), kept in the page's memory per dictionary."""

from __future__ import annotations

from ...wordle.archive import DailyGame, DailyKey, DailyLog, Played
from ..dictionary import InUse
from ..storage import Memory


class DailyLogs:
    """The log of the dictionary in use: memory kind "dailies" (the built-in list's) or "dailies:" and its name."""

    def __init__(self, memory: Memory, words: InUse) -> None:
        self.memory = memory
        self.words = words
        self._kept: dict[str, DailyLog] = {}
        self.log  # noqa: B018 - read now: a damaged log is said with the other stored values, not on a later click

    @property
    def kind(self) -> str:
        return f"dailies:{self.words.name}" if self.words.name else "dailies"

    @property
    def log(self) -> DailyLog:
        kind = self.kind
        if kind not in self._kept:
            self._kept[kind] = self.memory.load(kind, DailyLog.from_data) or DailyLog()
        return self._kept[kind]

    def played(self, key: DailyKey) -> Played | None:
        return self.log.played(key)

    def add(self, game: DailyGame, archive: bool) -> None:
        """Keep a finished daily (and store the log)."""
        kind, log = self.kind, self.log.add(game, archive)
        self._kept[kind] = log
        self.memory.save(kind, log.to_data())
