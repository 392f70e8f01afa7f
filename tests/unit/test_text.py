"""One rule for typed text: ASCII letters a-z (A-Z folded), ASCII whole numbers, long input quoted short."""

from __future__ import annotations

import random

import pytest

from wordgames.challenge import ChallengeGame
from wordgames.challenge.request import SolveRequest
from wordgames.challenge.search import Rack, RackError
from wordgames.finder import FinderError, Query
from wordgames.lexicon import Lexicon
from wordgames.text import is_letters, normalize, plural, quoted, whole_number
from wordgames.web.params import parse_query
from wordgames.wordle.game import GuesserGame
from wordgames.wordle.notation import NotationError, parse_moves
from wordgames.wordle.rules import GameError, Rules, check_guess

KELVIN = "\u212a"  # KELVIN SIGN; str.lower() makes it a plain k
LOOK_ALIKES = [
    KELVIN + "ey",
    "ｋｅｙ",
    "ke\u0443",
    "\ufb01sh",
    "caf\u00e9",
    "KEY\u0307",
]  # Kelvin, fullwidth, Cyrillic у, ﬁ
WORDS = ["key", "keys", "fish", "cafe", "crane", "slate", "table", "monkey"]


@pytest.fixture(scope="module")
def small() -> Lexicon:
    return Lexicon.from_words(WORDS)


def test_the_rule():
    assert normalize("  CrAnE\t\n") == "crane" and is_letters("crane")
    assert normalize(KELVIN + "EY") == KELVIN + "ey"  # only A-Z fold; nothing turns into a letter
    for text in LOOK_ALIKES + ["", "ab c", "ab1", "AB", "a-b"]:
        assert not is_letters(normalize(text)) or text == "AB", text


def test_look_alikes_are_not_letters_in_a_rack():
    assert Rack.parse(" QU?ck ").letters() == "ckqu?"
    for text in LOOK_ALIKES:
        with pytest.raises(RackError, match="only letters a-z"):
            Rack.parse(text)


def test_look_alikes_are_not_must_use_letters():
    with pytest.raises(RackError, match="a-z only"):
        SolveRequest.parse("keys", 3, KELVIN)
    assert SolveRequest.parse("keys", 3, " K ").must == "k"


def test_look_alikes_are_not_guesses(small):
    game = GuesserGame.new(small, Rules(3, pool="all"), random.Random(1))
    assert check_guess(small, game.knowledge, " KEY ") == "key"
    for text in LOOK_ALIKES[:3]:
        with pytest.raises(GameError, match="letters a-z"):
            check_guess(small, game.knowledge, text)


def test_look_alikes_are_refused_in_the_challenge_game(small):
    game = ChallengeGame.new(small, 6, random.Random(0))  # monkey
    assert not game.attempt(KELVIN + "ey").accepted and not game.attempt("ｋｅｙ").accepted
    assert game.attempt(" KEY ").accepted


def test_look_alikes_are_not_moves():
    assert parse_moves([" CRANE:00120 "])[0][0] == "crane"
    with pytest.raises(NotationError):
        parse_moves([KELVIN + "ey:000"])


def test_look_alikes_are_not_finder_letters():
    assert Query.parse(" K?Y ", must="E", min_length=" 3 ").pattern == "k?y"
    for fields in ({"pattern": KELVIN + "?y"}, {"pattern": "*", "must": KELVIN}, {"pattern": "*", "exclude": "ｋ"}):
        with pytest.raises(FinderError, match="only letters a-z"):
            Query.parse(**fields)
    for length in ("²", "٣"):
        with pytest.raises(FinderError, match="must be a number"):
            Query.parse("*", min_length=length)


def test_whole_numbers_are_ascii_digits():
    assert whole_number(" 42 ") == 42 and whole_number("-1") == -1 and whole_number("007") == 7
    for text in ("²", "٣", "1_000", "4.0", "", "-", " ", "1e3", "+-1", "12a", "9" * 10_000 + "x"):
        with pytest.raises(ValueError, match="^not a whole number$"):
            whole_number(text)
    assert whole_number("9" * 18) == 10**18 - 1
    for text in ("9" * 19, "-" + "1" * 10_000):
        with pytest.raises(ValueError, match="^a whole number of more than 18 digits$"):
            whole_number(text)


def test_url_parameters_follow_the_same_rule():
    options = parse_query("length=²&seed=٣&mode=" + KELVIN + "eeper&tab=WORDLE", ["best"])
    assert (options.length, options.seed, options.mode, options.tab) == (5, None, "guesser", "wordle")
    text = " ".join(options.notices)
    assert "invalid literal" not in text and "int()" not in text
    assert text.count("not a whole number") == 2 and "mode=" in text


def test_the_minimum_length_is_a_whole_number():
    assert SolveRequest.parse("keys", " 4 ").min_length == 4
    for text in ("²", "٤", "4_0"):
        with pytest.raises(RackError, match="whole number"):
            SolveRequest.parse("keys", text)


def test_long_input_is_quoted_short():
    assert quoted("a" * 1000) == repr("a" * 40 + "…") and quoted("abc") == "'abc'"
    long = "x" * 1_000_000
    for attempt in (
        lambda: SolveRequest.parse("keys", long),
        lambda: parse_moves([long + ":0"]),
        lambda: parse_moves(["abc:" + long]),
    ):
        with pytest.raises(ValueError) as caught:
            attempt()
        assert len(str(caught.value)) < 200


def test_a_count_says_its_noun_in_the_singular_for_one_only():
    assert [plural(n, "word") for n in (0, 1, 2, 1671)] == ["0 words", "1 word", "2 words", "1,671 words"]
    assert [plural(n, "guess") for n in (1, 3)] == ["1 guess", "3 guesses"]
    assert plural(1, "box") == "1 box" and plural(2, "box") == "2 boxes"
