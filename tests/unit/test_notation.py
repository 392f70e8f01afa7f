"""How moves and guess limits are written: one reading for the command line and the page's URL."""

import pytest

from wordgames.web.params import parse_query
from wordgames.wordle.feedback import Pattern
from wordgames.wordle.notation import MAX_GUESS_LIMIT, NotationError, parse_guess_limit, parse_move, parse_moves


def test_a_move_is_guess_colon_digits_case_folded():
    assert parse_move(" Crane:00120 ") == ("crane", Pattern.from_digits("00120"))
    assert parse_moves(["crane:00120", "light:00002"])[1] == ("light", Pattern.from_digits("00002"))


@pytest.mark.parametrize(
    "text",
    ["crane", "crane:", ":00120", "crane:0012", "crane:00300", "cr4ne:00120", "ab:00", "é" * 5 + ":00000"],
)
def test_malformed_moves_say_what_is_wrong(text):
    with pytest.raises(NotationError, match="move"):
        parse_move(text)


def test_the_moves_of_a_game_are_some_and_of_one_length():
    with pytest.raises(NotationError, match="at least one"):
        parse_moves([])
    with pytest.raises(NotationError, match="same length"):
        parse_moves(["crane:00000", "slates:000000"])


@pytest.mark.parametrize("text", ["unlimited", "UNLIMITED", "none", "0", " unlimited "])
def test_unlimited_guesses(text):
    assert parse_guess_limit(text) is None


@pytest.mark.parametrize("text, limit", [("1", 1), ("6", 6), (" 12", 12), (str(MAX_GUESS_LIMIT), MAX_GUESS_LIMIT)])
def test_a_guess_limit_is_a_whole_number(text, limit):
    assert parse_guess_limit(text) == limit


@pytest.mark.parametrize("text", ["", "zero", "-3", "1.5", "100", "9" * 5000, "٣"])
def test_other_guess_limits_are_refused(text):
    with pytest.raises(NotationError, match="unlimited"):
        parse_guess_limit(text)


def test_the_page_reads_guess_limits_the_same_way():
    for text in ["unlimited", "none", "0", "1", "12", str(MAX_GUESS_LIMIT)]:
        assert parse_query(f"guesses={text}", []).guesses == parse_guess_limit(text)
    options = parse_query("guesses=100", [])
    assert options.guesses == 6 and "guesses" in options.notices[0]
