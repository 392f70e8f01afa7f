"""The page's remembered preferences: round trip, refusal of anything else, and the URL before memory."""

import json

import pytest

from wordgames.plain import DataError
from wordgames.web.params import parse_query
from wordgames.web.prefs import Prefs, with_prefs
from wordgames.web.wordle.mode import Settings
from wordgames.wordle.strategies import strategy_names


def test_preferences_round_trip_through_json():
    prefs = Prefs(Settings("keeper", 7, None, "all", True, "entropy"), "wordle", "dark", "colour-blind", True)
    assert Prefs.from_data(json.loads(json.dumps(prefs.to_data()))) == prefs


@pytest.mark.parametrize(
    "change",
    [
        {"version": 2},
        {"kind": "stats"},
        {"theme": "pink"},
        {"tab": "chess"},
        {"digits": 1},
        {"settings": {"mode": "keeper"}},
        {"settings": dict(Settings().__dict__, length=25)},
        {"settings": dict(Settings().__dict__, strategy="oracle")},
        {"settings": dict(Settings().__dict__, guesses=0)},
    ],
)
def test_anything_else_is_refused(change):
    data = Prefs().to_data() | change
    with pytest.raises(DataError):
        Prefs.from_data(data)


def test_the_url_wins_over_memory_for_what_it_says():
    prefs = Prefs(Settings("assistant", 8, 10, "all", True, "entropy"), "wordle")
    options = with_prefs(parse_query("?length=4&seed=3", strategy_names()), prefs)
    assert (options.length, options.mode, options.guesses, options.tab, options.seed) == (
        4,
        "assistant",
        10,
        "wordle",
        3,
    )


def test_a_guess_limit_remembered_for_another_mode_gives_way_to_the_url_modes_usual_one():
    names = strategy_names()
    remembered = Prefs(Settings("guesser", 5, 6), "wordle")
    assert with_prefs(parse_query("?mode=quordle", names), remembered).guesses == 9
    four = Prefs(Settings("quordle", 5, 12), "wordle")
    assert with_prefs(parse_query("?mode=quordle", names), four).guesses == 12  # the same mode: its own limit
    assert with_prefs(parse_query("?seed=3", names), four).guesses == 12
