"""The adversarial keeper: its answers, its end, its saved games, and strategies against it."""

from __future__ import annotations

import random

import pytest

from wordgames.lexicon import Lexicon
from wordgames.plain import DataError
from wordgames.wordle.adversary import AdversaryGame, keeper_answer, play_adversary
from wordgames.wordle.feedback import Pattern
from wordgames.wordle.rules import LOST, PLAYING, WON, GameError, Rules
from wordgames.wordle.strategies import make_strategy

WORDS = ["crane", "slate", "trace", "crate", "react", "caret", "plant", "light", "might", "sight"]


@pytest.fixture(scope="module")
def five_lexicon() -> Lexicon:
    return Lexicon.from_words(WORDS)


def test_the_keeper_keeps_the_biggest_group_and_breaks_ties_by_the_rule():
    # LIGHT splits these into -IGHT (3 words) and three groups of one.
    pattern, kept = keeper_answer("light", ["might", "sight", "fight", "crane", "slate"])
    assert (pattern.digits, kept) == ("02222", ["might", "sight", "fight"])
    # Two groups of one: fewer greens wins, then fewer yellows, then the smaller digits.
    assert keeper_answer("crane", ["crate", "slate"])[0].digits == "00202"
    assert keeper_answer("abc", ["bxx", "xxx"])[0].digits == "000"
    assert keeper_answer("abc", ["xax", "bxx"])[0].digits == "010"


def test_a_game_ends_only_when_the_guess_is_the_one_word_left(five_lexicon):
    game = AdversaryGame(five_lexicon, Rules(5, None))
    assert len(game.candidates) == len(WORDS) and game.status == PLAYING
    # Three groups of two: -IGHT (4 greens), REACT/CARET (a green T), CRATE/TRACE (a yellow T).
    assert game.guess("light").digits == "00001"
    assert game.candidates == ["crate", "trace"]
    assert game.guess("crate").digits == "12212" and game.candidates == ["trace"]  # not the all-green of one
    assert game.status == PLAYING
    assert game.guess("trace").is_win and game.status == WON
    with pytest.raises(GameError, match="over"):
        game.guess("crane")


def test_guesses_run_out_and_bad_guesses_cost_nothing(five_lexicon):
    game = AdversaryGame(five_lexicon, Rules(5, 1))
    with pytest.raises(GameError, match="not in the dictionary"):
        game.guess("zzzzz")
    game.guess("might")
    assert game.status == LOST and game.guesses_left == 0
    with pytest.raises(GameError):
        AdversaryGame(five_lexicon, Rules(4, None))


def test_saved_games_replay_and_refuse_other_colours(five_lexicon):
    game = AdversaryGame(five_lexicon, Rules(5, None, True))
    game.guess("light")
    data = game.to_data()
    again = AdversaryGame.from_data(five_lexicon, data)
    assert again.history == game.history and again.rules.hard_mode
    data["moves"][0][1] = "22222"
    with pytest.raises(DataError, match="not the keeper's answer"):
        AdversaryGame.from_data(five_lexicon, data)
    with pytest.raises(DataError):
        AdversaryGame.from_data(five_lexicon, {"kind": "wordle-adversary", "version": 1, "length": 5})


@pytest.mark.parametrize("name", ["best", "letter-frequency", "random-candidate"])
def test_strategies_corner_the_keeper(small_lexicon, name):
    game = play_adversary(make_strategy(name), AdversaryGame(small_lexicon, Rules(5, None)), random.Random(1))
    assert game.status == WON and len(game.history) <= 12
    assert game.history[-1][1] == Pattern.all_correct(5)
