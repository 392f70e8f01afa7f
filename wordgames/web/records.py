"""The player's records, shared by the tabs: per dictionary, the statistics and the log of dailies played,
stored again after each finished game, with those imported from other devices kept apart per device
(``travel.py``) and added up for display."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from ..i18n import _
from ..plain import DataError, check_header, entry, header
from ..stats import ChallengeResult, Stats, WordleResult, record
from ..travel import DEVICE, Bundle, DeviceRecord, every_daily, games, merge_shelves, total
from ..wordle.archive import DailyGame, DailyLog
from .dictionary import InUse
from .engine_messages import retold
from .storage import Memory, check_stored

DEVICE_LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789"
PER_DICTIONARY = ("stats", "dailies", "devices")  # the memory kinds kept per dictionary (and only these)


class Records:
    """The statistics (``Stats``) and the log of dailies (``DailyLog``) of every game on this device, kept
    in ``memory`` apart per dictionary, and those of other devices, imported.

    The built-in list's are the memory kinds "stats", "dailies" and "devices" (other devices' records:
    a bundle of one dictionary, per device), as they were before a person could add dictionaries;
    those of a dictionary of one's own are the kind, ":" and its name, so that its games never mix
    into the English list's.
    """

    def __init__(self, memory: Memory, words: InUse) -> None:
        self.memory = memory
        self.words = words
        self._stats: dict[str, Stats] = {}  # dictionary name -> this device's statistics
        self._logs: dict[str, DailyLog] = {}  # dictionary name -> this device's log of dailies
        self._others: dict[str, dict[str, DeviceRecord]] = {}  # dictionary name -> other device -> its record
        self.changed: list[Callable[[], None]] = []  # called after an import (the views redraw)
        self._device: str | None = None

    @staticmethod
    def kind_of(name: str, first: str = "stats") -> str:
        """The memory kind of the dictionary ``name``'s ``first`` ('': the built-in list's: ``first`` alone)."""
        return f"{first}:{name}" if name else first

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
        """Drop the records of a removed dictionary of one's own: every memory kind kept by its name."""
        for kept in (self._stats, self._logs, self._others):
            kept.pop(name, None)
        for first in PER_DICTIONARY:
            self.memory.forget(self.kind_of(name, first))

    def own(self, name: str) -> Stats:
        """This device's statistics of the dictionary ``name`` (read from memory on first use)."""
        if name not in self._stats:
            self._stats[name] = self.memory.load(self.kind_of(name), Stats.from_data) or Stats()
        return self._stats[name]

    def own_log(self, name: str) -> DailyLog:
        """This device's log of dailies of the dictionary ``name`` (read from memory on first use)."""
        if name not in self._logs:
            self._logs[name] = self.memory.load(self.kind_of(name, "dailies"), DailyLog.from_data) or DailyLog()
        return self._logs[name]

    def others(self, name: str) -> dict[str, DeviceRecord]:
        """Other devices' records of the dictionary ``name``, imported."""
        if name not in self._others:
            bundle = self.memory.load(self.kind_of(name, "devices"), Bundle.from_data)
            self._others[name] = dict(bundle.shelves.get("", {})) if bundle is not None else {}
        return self._others[name]

    @property
    def stats(self) -> Stats:
        """The statistics of the dictionary in use: this device's and every imported device's added up."""
        name = self.words.name
        others = self.others(name)
        return total([self.own(name), *(r.stats for r in others.values())]) if others else self.own(name)

    @property
    def dailies(self) -> DailyLog:
        """The dailies played on the dictionary in use: this device's log and every imported device's, each
        daily once (as this device played it, else as the first device by id did)."""
        name = self.words.name
        return every_daily(self.own_log(name), self.others(name))

    def add(self, result: WordleResult | ChallengeResult, name: str | None = None) -> Stats:
        """Count one finished game in the statistics of the dictionary ``name`` (by default the one in use)
        and store them; the new statistics of the one in use."""
        name = self.words.name if name is None else name
        stats = self._stats[name] = record(self.own(name), result)
        self.memory.save(self.kind_of(name), stats.to_data())
        return self.stats

    def add_daily(self, game: DailyGame, archive: bool, left: bool = False, name: str | None = None) -> None:
        """Keep a daily played (finished, or ``left`` under way) in the log of the dictionary ``name`` (by
        default the one in use), and store it."""
        name = self.words.name if name is None else name
        log = self._logs[name] = self.own_log(name).add(game, archive, left)
        self.memory.save(self.kind_of(name, "dailies"), log.to_data())

    def export(self, settings: Mapping[str, Any] | None) -> Bundle:
        """Every dictionary's records this device knows (its own and those imported), and ``settings``."""
        device, shelves = self.device, {}
        names = {kind.partition(":")[2] for first in PER_DICTIONARY for kind in self.memory.kinds(first)}
        for name in sorted(names):
            shelf = {device: DeviceRecord(self.own(name), self.own_log(name))} | self.others(name)
            if any(games(r.stats) or r.stats.daily.played or r.dailies.games for r in shelf.values()):
                shelves[name] = shelf
        return Bundle(device, shelves, settings)

    def take(self, bundle: Bundle) -> tuple[int, int]:
        """Merge another device's export into the records (per device, the newer: nothing counts twice);
        the number of games the totals gained, and of dailies the log gained. DataError, with nothing
        changed, when a dictionary's records so merged are more than the memory reads back."""
        device = self.device
        merged = {  # our own games are ours to count
            name: merge_shelves(self.others(name), {d: r for d, r in shelf.items() if d != device})
            for name, shelf in bundle.shelves.items()
        }
        kept = {name: Bundle(device, {"": shelf}).to_data() for name, shelf in merged.items()}
        for name, data in kept.items():
            try:
                check_stored(data, Bundle.from_data)
            except DataError as reason:
                if name:
                    said = _(
                        "the statistics of the list {name} from other devices, with those kept here, would be too "
                        "large to keep: {reason}"
                    ).format(name=repr(name), reason=retold(str(reason)))
                else:
                    said = _(
                        "the statistics of the {language} list from other devices, with those kept here, would be "
                        "too large to keep: {reason}"
                    ).format(language=self.words.language, reason=retold(str(reason)))
                raise DataError(said) from None
        games_before, games_after, dailies_before, dailies_after = 0, 0, 0, 0
        for name, shelf in merged.items():
            mine = self.others(name)
            games_before += sum(games(r.stats) for r in mine.values())
            games_after += sum(games(r.stats) for r in shelf.values())
            dailies_before += len(every_daily(self.own_log(name), mine).games)
            dailies_after += len(every_daily(self.own_log(name), shelf).games)
            self._others[name] = shelf
            self.memory.save(self.kind_of(name, "devices"), kept[name])
        for redraw in self.changed:
            redraw()
        return games_after - games_before, dailies_after - dailies_before


def read_device(data: object) -> str:
    device = entry(check_header(data, "device", 1), "id", str)
    if not DEVICE.fullmatch(device):
        raise DataError("the device id is not one")
    return device
