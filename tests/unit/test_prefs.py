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


CODES = ("es", "fr", "de", "it", "pt", "nl", "sv", "pl", "ru", "el")


@pytest.mark.parametrize("code", CODES)
def test_every_reason_stored_preferences_are_reset_for_is_said_in_the_players_language(code):
    """The notice "Your saved settings could not be read ({reason}); it was reset." showed its reason in English."""
    from wordgames.i18n import use_catalog
    from wordgames.web.engine_messages import retold
    from wordgames_build.catalogs import mo_bytes, po_path, read_po

    good = Prefs().to_data()
    bad = [
        [],
        good | {"kind": "stats"},
        good | {"version": 2},
        {k: v for k, v in good.items() if k != "tab"},
        good | {"digits": 1},
        good | {"theme": 3},
        good | {"tab": "chess"},
        good | {"theme": "pink"},
        good | {"palette": "neon"},
        good | {"settings": dict(Settings().__dict__, mode="chess")},
        good | {"settings": dict(Settings().__dict__, pool="some")},
        good | {"settings": dict(Settings().__dict__, length=25)},
        good | {"settings": dict(Settings().__dict__, guesses=0)},
        good | {"settings": dict(Settings().__dict__, guesses="6")},
        good | {"settings": dict(Settings().__dict__, hard="yes")},
    ]
    reasons = []
    for data in bad:
        with pytest.raises(DataError) as caught:
            Prefs.from_data(data)
        reasons.append(str(caught.value))
    use_catalog(code, mo_bytes(code, read_po(po_path(code).read_text(encoding="utf-8"))))
    try:
        untold = [reason for reason in reasons if retold(reason) == reason]
        english = [
            told
            for reason in reasons
            if (told := retold(reason))
            and any(
                word in told
                for word in (" must be ", " is missing", " not one", "a saved", " or null", "true or false")
            )
        ]
    finally:
        use_catalog("en", None)
    assert not untold and not english, (untold, english)
