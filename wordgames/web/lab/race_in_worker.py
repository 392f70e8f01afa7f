"""The Lab's race inside static/race-worker.js: the engine's race a move at a time, its results as plain data."""

from __future__ import annotations

import json
from typing import Any

from ...lexicon import Lexicon, LexiconError
from ...wordle.race import Race, RaceRecord, RaceSettings
from ...wordle.strategies import OpeningBook, make_strategy
from ...wordle.strategies.book import BookError
from ...wordle.tally import SimulationError


class WorkerRace:
    """One race: ``step`` plays a move; ``record`` is its results so far as JSON (the page adds the time)."""

    def __init__(self, race: Race, settings: RaceSettings) -> None:
        self.race = race
        self.settings = settings
        self.steps = race.steps()

    @property
    def done(self) -> int:
        return self.race.done

    @property
    def total(self) -> int:
        return self.race.total

    def step(self) -> bool:
        """Play one move; False when the race has ended."""
        return next(self.steps, None) is not None

    def record(self) -> str:
        complete = self.race.done == self.race.total
        return json.dumps(RaceRecord(self.settings, tuple(self.race.results()), complete, 0.0).to_data())


_KEPT: dict[str, Any] = {}  # the start-up's dictionary and opening book, parsed once: every race reuses them


def read_book(book: Any) -> OpeningBook | None:
    """The opening book from its bytes; None without one (the slower strategies compute their first guesses)."""
    if not hasattr(book, "to_bytes"):  # JS null (no book: a 404, a stall) is pyodide's JsNull, not None
        return None
    try:
        return OpeningBook.from_bytes(book.to_bytes())
    except BookError:
        return None  # the page has said so already


def prepare(lexicon: Any, book: Any) -> bool:
    """Parse the start-up's dictionary and book once, while the player reads the form, for ``open_race`` to
    reuse with their caches (a race parsed them again, and filled every cache anew); False if they do not parse."""
    try:
        _KEPT.update(lexicon=Lexicon.from_bytes(lexicon.to_bytes()), book=read_book(book))
    except LexiconError:
        return False
    return True


def open_race(settings: str, lexicon: Any, book: Any) -> WorkerRace | str:
    """The race ``settings`` (RaceSettings as JSON) describes on the dictionary's bytes (None or JS null: the
    dictionary ``prepare`` kept, with its book), or why it cannot run."""
    try:
        if not hasattr(lexicon, "to_bytes") and "lexicon" in _KEPT:  # None or JS null: the kept one
            words, opening = _KEPT["lexicon"], _KEPT["book"]
        else:
            words, opening = Lexicon.from_bytes(lexicon.to_bytes()), read_book(book)
        race_settings = RaceSettings.from_data(json.loads(settings))
        race = Race(words, race_settings, lambda name: make_strategy(name, book=opening, remember=True))
    except (LexiconError, SimulationError, ValueError) as reason:
        return str(reason)
    return WorkerRace(race, race_settings)
