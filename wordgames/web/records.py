"""The player's statistics, shared by the tabs: one set per dictionary, stored again after each finished game,
with those imported from other devices kept apart per device (``travel.py``) and added up for display."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from ..plain import DataError, check_header, entry, header
from ..stats import ChallengeResult, Stats, WordleResult, record
from ..travel import DEVICE, Bundle, games, merge_shelves, total
from .dictionary import InUse
from .storage import Memory

DEVICE_LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789"


class Records:
    """The statistics of every game on this device (``Stats``), kept in ``memory`` apart per dictionary.

    The built-in list's are the memory kind "stats", as they were before a person could add
    dictionaries; those of a dictionary of one's own are "stats:" and its name, so that its
    games never mix into the English list's. Other devices' statistics, imported, are the kind
    "devices" (and ":" and the dictionary's name): a bundle of one dictionary, per device.
    """

    def __init__(self, memory: Memory, words: InUse) -> None:
        self.memory = memory
        self.words = words
        self._kept: dict[str, Stats] = {}  # kind -> this device's statistics
        self._others: dict[str, dict[str, Stats]] = {}  # kind -> other device -> its statistics
        self.changed: list[Callable[[], None]] = []  # called after an import (the views redraw)
        self._device: str | None = None

    @property
    def kind(self) -> str:
        """The memory kind of the dictionary in use's statistics."""
        return self.kind_of(self.words.name)

    @staticmethod
    def kind_of(name: str) -> str:
        """The memory kind of the statistics of the dictionary ``name`` ('': the built-in list)."""
        return f"stats:{name}" if name else "stats"

    @property
    def device(self) -> str:
        """This device's id in exports: made once, at random, and remembered."""
        if self._device is None:
            self._device = self.memory.load("device", read_device)
        if self._device is None:
            self._device = "".join(random.SystemRandom().choices(DEVICE_LETTERS, k=12))
            self.memory.save("device", header("device", 1) | {"id": self._device})
        return self._device

    def forget(self, name: str) -> None:
        """Drop the statistics of a removed dictionary of one's own."""
        kind = self.kind_of(name)
        self._kept.pop(kind, None)
        self._others.pop(kind, None)
        self.memory.forget(kind)
        self.memory.forget(_devices_kind(kind))

    def own(self, kind: str) -> Stats:
        """This device's statistics of a memory kind (read from memory on first use)."""
        if kind not in self._kept:
            self._kept[kind] = self.memory.load(kind, Stats.from_data) or Stats()
        return self._kept[kind]

    def others(self, kind: str) -> dict[str, Stats]:
        """Other devices' statistics of a memory kind, imported."""
        if kind not in self._others:
            bundle = self.memory.load(_devices_kind(kind), Bundle.from_data)
            self._others[kind] = dict(bundle.shelves.get("", {})) if bundle is not None else {}
        return self._others[kind]

    @property
    def stats(self) -> Stats:
        """The statistics of the dictionary in use: this device's and every imported device's added up."""
        kind = self.kind
        others = self.others(kind)
        return total([self.own(kind), *others.values()]) if others else self.own(kind)

    def add(self, result: WordleResult | ChallengeResult) -> Stats:
        """Count one finished game in the dictionary in use's statistics and store them; the new statistics."""
        kind, stats = self.kind, record(self.own(self.kind), result)
        self._kept[kind] = stats
        self.memory.save(kind, stats.to_data())
        return self.stats

    def export(self, settings: Mapping[str, Any] | None) -> Bundle:
        """Every dictionary's statistics this device knows (its own and those imported), and ``settings``."""
        device, shelves = self.device, {}
        for kind in self.memory.kinds("stats"):
            name = kind.partition(":")[2]
            shelf = {device: self.own(kind)} | self.others(kind)
            if any(games(s) or s.daily.played for s in shelf.values()):
                shelves[name] = shelf
        return Bundle(device, shelves, settings)

    def take(self, bundle: Bundle) -> int:
        """Merge another device's export into the records (per device, the newer: nothing counts twice);
        the number of games the totals gained."""
        device, before, after = self.device, 0, 0
        for name, shelf in bundle.shelves.items():
            kind = self.kind_of(name)
            theirs = {d: s for d, s in shelf.items() if d != device}  # our own games are ours to count
            mine = self.others(kind)
            merged = merge_shelves(mine, theirs)
            before += sum(map(games, mine.values()))
            after += sum(map(games, merged.values()))
            self._others[kind] = merged
            self.memory.save(_devices_kind(kind), Bundle(device, {"": merged}).to_data())
            if kind not in self._kept:  # so that an export lists this dictionary even before a game of its own
                self.memory.save(kind, self.own(kind).to_data())
        for redraw in self.changed:
            redraw()
        return after - before


def _devices_kind(kind: str) -> str:
    return "devices" + kind.removeprefix("stats")


def read_device(data: object) -> str:
    device = entry(check_header(data, "device", 1), "id", str)
    if not DEVICE.fullmatch(device):
        raise DataError("the device id is not one")
    return device
