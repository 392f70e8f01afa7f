"""Statistics that travel between devices: each device's statistics and log of dailies kept apart, totalled
without loss, and written as a file or a short code that another device reads back (checked, versioned).

A device counts its own games (``stats.Stats``) and logs the dailies it played (``wordle.archive.DailyLog``),
and keeps what it imported per device id: importing the same device again keeps the newer of its two
records (the one with more games), so importing a code twice, or a code that holds this device's own
games, counts nothing twice. What the page shows is ``total`` of every device's statistics: counts and
distributions add up, best streaks take the best, a current streak the longest (devices keep no clock),
and the daily streaks join where their days touch; and the dailies of every device's log, each once
(``every_daily``).
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .plain import DataError, check_header, entry, header, items, parse_json
from .stats import KEPT_GAMES, ChallengeRecord, DailyRecord, Stats, WordleRecord
from .wordle.archive import DailyLog

CODE_PREFIX = "WG1-"  # a code's version: another prefix is refused by name
MAX_CODE = 200_000  # characters of a code read at most (1,000 dailies take about 30,000)
# Characters (or bytes) of a file's text read at most (1,000 dailies take about 200,000). A file holds every
# dictionary's records; the page keeps each one's only if its memory reads them back (web/records.py, take).
MAX_FILE = 2_000_000
MAX_DATA = MAX_FILE  # bytes a code may inflate to (a small code that inflates to gigabytes is refused)
MAX_DEVICES = 64  # devices a bundle may list per dictionary
MAX_DICTIONARIES = 32
DEVICE = re.compile(r"[a-z0-9]{4,32}")


@dataclass(frozen=True)
class DeviceRecord:
    """What one device kept of one dictionary: its statistics and its log of dailies."""

    stats: Stats = field(default_factory=Stats)
    dailies: DailyLog = field(default_factory=DailyLog)

    def to_data(self) -> dict:
        return {"stats": self.stats.to_data(), "dailies": self.dailies.to_data()}


Shelf = Mapping[str, DeviceRecord]  # device id -> that device's record


def games(stats: Stats) -> int:
    """Every game a record counts (Wordle and Word Challenge)."""
    return sum(r.played for r in stats.wordle.values()) + sum(r.played for r in stats.challenge.values())


def _canonical(data: object) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def newer(a: DeviceRecord, b: DeviceRecord) -> DeviceRecord:
    """The later of two records of one device: statistics and logs only grow, so the one with more games,
    then more dailies (ties broken by their text, so that the choice never depends on the order asked)."""
    return max(a, b, key=_growth)


def _growth(record: DeviceRecord) -> tuple[int, int, int, str]:
    stats = record.stats
    return games(stats), stats.daily.played, len(record.dailies.games), _canonical(record.to_data())


def merge_shelves(a: Shelf, b: Shelf) -> dict[str, DeviceRecord]:
    """Two devices' views of the devices they know, merged: per device, the newer record."""
    devices = sorted(a.keys() | b.keys())
    return {d: newer(a[d], b[d]) if d in a and d in b else a.get(d) or b[d] for d in devices}


def every_daily(own: DailyLog, others: Shelf) -> DailyLog:
    """This device's log of dailies joined with every other device's: each daily once, as this device
    played it, else as the first device (by id) that has it did."""
    for _, record in sorted(others.items()):
        own = own.joined(record.dailies)
    return own


# ----- the total of several devices' statistics -----


def total(records: Iterable[Stats]) -> Stats:
    """What several devices' statistics add up to; the same whatever their order."""
    records = sorted(records, key=lambda s: _canonical(s.to_data()))
    wordle_keys = sorted({key for s in records for key in s.wordle})
    challenge_keys = sorted({key for s in records for key in s.challenge})
    return Stats(
        {key: total_wordle([s.wordle[key] for s in records if key in s.wordle]) for key in wordle_keys},
        {key: _total_challenge([s.challenge[key] for s in records if key in s.challenge]) for key in challenge_keys},
        _total_daily([s.daily for s in records]),
    )


def total_wordle(records: Iterable[WordleRecord]) -> WordleRecord:
    """Wordle records added up: played, wins and the distribution summed, the best of the best streaks, and
    the longest current streak with its latest game (nothing says which device played last)."""
    records = list(records)
    distribution: dict[int, int] = {}
    for record in records:
        for guesses, count in record.distribution.items():
            distribution[guesses] = distribution.get(guesses, 0) + count
    latest = max(records, key=lambda r: (r.streak, r.last is not None, r.last or (False, 0)), default=WordleRecord())
    return WordleRecord(
        sum(r.played for r in records),
        sum(r.wins for r in records),
        latest.streak,
        max((r.best_streak for r in records), default=0),
        dict(sorted(distribution.items())),
        latest.last,
    )


def _total_challenge(records: list[ChallengeRecord]) -> ChallengeRecord:
    kept = tuple(game for r in records for game in r.games)[-KEPT_GAMES:]
    return ChallengeRecord(sum(r.played for r in records), max(r.best_score for r in records), kept)


def _total_daily(records: list[DailyRecord]) -> DailyRecord:
    """Daily records added up; the streak is the run of days, each won on some device, that ends on the
    latest day won: the devices' runs joined where they touch."""
    runs = sorted((r.last_win - r.streak + 1, r.last_win) for r in records if r.last_win is not None and r.streak > 0)
    joined: list[tuple[int, int]] = []  # the runs joined where they overlap or touch, by first day
    for first, last in runs:
        if joined and first <= joined[-1][1] + 1:
            joined[-1] = (joined[-1][0], max(last, joined[-1][1]))
        else:
            joined.append((first, last))
    last_win = max((r.last_win for r in records if r.last_win is not None), default=None)
    streak = joined[-1][1] - joined[-1][0] + 1 if joined and joined[-1][1] == last_win else 0
    longest = max((last - first + 1 for first, last in joined), default=0)
    latest: dict[int, tuple[int, bool, int]] = {}
    for record in records:
        for length, game in record.latest.items():
            latest[length] = max(latest.get(length, game), game)
    return DailyRecord(
        sum(r.played for r in records),
        sum(r.wins for r in records),
        streak,
        max([longest, *(r.best_streak for r in records)]),
        last_win,
        dict(sorted(latest.items())),
    )


# ----- the bundle a device exports -----


@dataclass(frozen=True)
class Bundle:
    """What one device exports: the records it knows per dictionary ('' the built-in list) and per
    device, and its preferences as plain data (the page checks them, ``web/prefs.py``)."""

    device: str
    shelves: Mapping[str, Shelf] = field(default_factory=dict)
    settings: Mapping[str, Any] | None = None

    KIND = "wordgames-export"
    VERSION = 2  # 2 added each device's log of dailies
    READS = (1, 2)  # the versions read: a version 1 export's devices have an empty log

    def to_data(self) -> dict:
        return header(self.KIND, self.VERSION) | {
            "device": self.device,
            "dictionaries": [
                {"name": name, "devices": [{"device": d} | r.to_data() for d, r in sorted(shelf.items())]}
                for name, shelf in sorted(self.shelves.items())
            ],
            "settings": dict(self.settings) if self.settings is not None else None,
        }

    @classmethod
    def from_data(cls, data: object) -> Bundle:
        """The bundle ``to_data`` described (in any version read); DataError for anything else."""
        version = data.get("version") if isinstance(data, Mapping) else None
        if isinstance(data, Mapping) and data.get("kind") == cls.KIND and (version not in cls.READS or version is True):
            raise DataError(
                f"it is version {str(version)[:10]} of the export; this page reads versions 1 to {cls.VERSION}"
            )
        data = check_header(data, cls.KIND, version if version in cls.READS else cls.VERSION)
        shelves: dict[str, dict[str, DeviceRecord]] = {}
        for item in items(data, "dictionaries", MAX_DICTIONARIES):
            if not isinstance(item, Mapping):
                raise DataError("a dictionary's statistics must be an object")
            name = entry(item, "name", str)
            if len(name) > 100 or name in shelves:
                raise DataError("a dictionary's name is too long or listed twice")
            shelf: dict[str, DeviceRecord] = {}
            for one in items(item, "devices", MAX_DEVICES):
                if not isinstance(one, Mapping):
                    raise DataError("a device's statistics must be an object")
                device = _device(entry(one, "device", str))
                if device in shelf:
                    raise DataError("a device is listed twice")
                stats = Stats.from_data(entry(one, "stats", dict))
                dailies = DailyLog.from_data(entry(one, "dailies", dict)) if version > 1 else DailyLog()
                shelf[device] = DeviceRecord(stats, dailies)
            shelves[name] = shelf
        settings = entry(data, "settings", (dict, type(None)))
        return cls(_device(entry(data, "device", str)), shelves, settings)


def _device(text: str) -> str:
    if not DEVICE.fullmatch(text):
        raise DataError(f"{text[:40]!r} is not a device id")
    return text


def file_text(bundle: Bundle) -> str:
    """The bundle as the text of a file (JSON, readable)."""
    return json.dumps(bundle.to_data(), indent=1) + "\n"


def encode(bundle: Bundle) -> str:
    """The bundle as a short code to copy: the version's prefix and the compressed JSON in URL-safe base64."""
    text = json.dumps(bundle.to_data(), separators=(",", ":")).encode()
    return CODE_PREFIX + base64.urlsafe_b64encode(zlib.compress(text, 9)).decode("ascii").rstrip("=")


def read_export(text: str) -> Bundle:
    """A bundle from a code or a file's text; DataError saying what is wrong with anything else."""
    if len(text) > MAX_FILE:
        raise DataError(f"it is {len(text):,} characters long; an export is at most {MAX_FILE:,}")
    text = text.strip()
    if text.startswith("{"):
        return Bundle.from_data(parse_json(text, MAX_DATA))
    code = "".join(text.split())  # a code broken over lines by a mail or chat program
    if len(code) > MAX_CODE:
        raise DataError(f"it is {len(code):,} characters long; a code is at most {MAX_CODE:,}")
    prefix = re.match(r"WG(\d+)-", code)
    if prefix is None:
        raise DataError("it is neither a code (WG1-…) nor an exported file")
    if prefix.group(0) != CODE_PREFIX:
        raise DataError(f"it is a version {prefix.group(1)[:6]} code; this page reads version 1 codes")
    try:
        packed = base64.urlsafe_b64decode(code[len(CODE_PREFIX) :] + "=" * (-len(code) % 4))
        inflater = zlib.decompressobj()
        data = inflater.decompress(packed, MAX_DATA)
        if inflater.unconsumed_tail:
            raise DataError(f"the code expands to over {MAX_DATA:,} bytes; an export is smaller")
        if not inflater.eof:
            raise DataError("the code is cut short: copy all of it")
        return Bundle.from_data(parse_json(data.decode("utf-8"), MAX_DATA))
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError) as reason:
        if isinstance(reason, DataError):
            raise
        raise DataError("the code is damaged (a character changed, added or left out)") from None
