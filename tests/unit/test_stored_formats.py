"""What a visit stored before issue 27 (tests/data/stored-f9d2001.json) still reads back as it did:
saved games, preferences, statistics, a kept race, and links."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import pytest

from wordgames.stats import Stats
from wordgames.web.params import parse_query
from wordgames.web.prefs import Prefs
from wordgames.web.wordle.modes import MODES
from wordgames.web.wordle.saved_game import read_saved, saved_data
from wordgames.wordle.race import RaceRecord
from wordgames.wordle.strategies import strategy_names

STORED = json.loads((Path(__file__).parents[1] / "data" / "stored-f9d2001.json").read_text())


@pytest.mark.parametrize("name", sorted(STORED["saved_games"]))
def test_a_saved_game_plays_on_and_is_stored_again_as_it_was(lexicon, name):
    stored = STORED["saved_games"][name]
    settings, game, seed = read_saved(stored["data"])
    mode = MODES[settings.mode].restore(settings, lexicon, game, random.Random(1), None)
    assert mode.name == name and not mode.finished()
    if stored["moves"] is not None:  # several boards keep their guesses, checked with the whole data below
        assert [[guess, pattern.digits] for guess, pattern in mode.game.history] == stored["moves"]
    assert saved_data(mode, seed) == stored["data"]


def test_preferences_read_back_as_they_were():
    assert Prefs.from_data(STORED["prefs"]).to_data() == STORED["prefs"]


def test_statistics_read_back_as_they_were():
    assert Stats.from_data(STORED["stats"]).to_data() == STORED["stats"]


def test_a_kept_race_reads_back_as_it_was():
    assert RaceRecord.from_data(STORED["race"]).to_data() == STORED["race"]


def plain(options) -> dict:
    """The page's options as the fixture holds them."""
    fields = dataclasses.asdict(options)
    given = sorted(fields.pop("given"))
    return {k: list(v) if isinstance(v, tuple | frozenset) else v for k, v in fields.items()} | {"given": given}


THEN_MODES = "guesser, keeper, assistant, adversary, dordle, quordle, octordle"
NEWER_OPTIONS = ("daily", "score", "lang", "target")  # links gained them later (issues 30, 39, 42): old links set none


@pytest.mark.parametrize("query", sorted(STORED["links"]))
def test_a_link_asks_for_what_it_did(query):
    options = plain(parse_query(query, strategy_names()))
    assert all(options.pop(name) is None for name in NEWER_OPTIONS)
    then = json.dumps(STORED["links"][query])  # a refused mode's notice lists the modes: today's, more than then
    assert options == json.loads(then.replace(THEN_MODES, ", ".join(MODES)))
