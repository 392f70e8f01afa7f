"""The adversary's challenge: the keeper's answers as ever, a target that must stay possible and be guessed last."""

from __future__ import annotations

import random

import pytest

from wordgames.lexicon import Lexicon
from wordgames.plain import DataError
from wordgames.wordle.adversary import AdversaryGame
from wordgames.wordle.adversary_challenge import AdversaryChallengeGame
from wordgames.wordle.rules import LOST, PLAYING, WON, GameError, Rules

WORDS = ["crane", "slate", "trace", "crate", "react", "caret", "plant", "light", "might", "sight"]


@pytest.fixture(scope="module")
def five_lexicon() -> Lexicon:
    return Lexicon.from_words(WORDS)


def play(game: AdversaryGame, *guesses: str) -> list[str]:
    return [game.guess(word).digits for word in guesses]


def test_the_target_reached_when_it_is_guessed_as_the_one_word_left(five_lexicon):
    game = AdversaryChallengeGame(five_lexicon, Rules(5, None), "trace")
    plain = AdversaryGame(five_lexicon, Rules(5, None))
    # The keeper answers exactly as the plain adversary does: the challenge only judges the answers.
    assert play(game, "light", "crate") == play(plain, "light", "crate") == ["00001", "12212"]
    assert game.candidates == ["trace"] and game.status == PLAYING and game.missed is None
    assert game.guess("trace").is_win and game.status == WON


def test_guessing_the_target_while_other_words_remain_loses_it(five_lexicon):
    game = AdversaryChallengeGame(five_lexicon, Rules(5, None), "crate")
    game.guess("light")
    assert game.status == PLAYING
    pattern = game.guess("crate")  # CRATE and TRACE were left: the keeper keeps TRACE
    assert pattern.digits == "12212" and game.status == LOST
    assert game.missed == ("crate", pattern)
    with pytest.raises(GameError, match="over"):
        game.guess("trace")


def test_an_answer_that_rules_the_target_out_loses_at_once(five_lexicon):
    game = AdversaryChallengeGame(five_lexicon, Rules(5, None), "plant")
    pattern = game.guess("light")  # the keeper keeps CRATE and TRACE, not PLANT
    assert game.status == LOST and game.missed == ("light", pattern)


def test_the_target_is_one_the_keeper_may_end_on(five_lexicon):
    for target in ("zzzzz", "ligh", "mighty", ""):
        with pytest.raises(GameError, match="target"):
            AdversaryChallengeGame(five_lexicon, Rules(5, None), target)
    drawn = {AdversaryChallengeGame.new(five_lexicon, Rules(5, None), random.Random(seed)).target for seed in range(40)}
    assert drawn <= set(WORDS) and len(drawn) > 3


def test_guesses_run_out_as_in_the_plain_game(five_lexicon):
    game = AdversaryChallengeGame(five_lexicon, Rules(5, 1), "trace")
    game.guess("light")
    assert game.status == LOST and game.missed is None  # still possible, but no guess left


def test_a_saved_challenge_replays_with_its_target(five_lexicon):
    game = AdversaryChallengeGame(five_lexicon, Rules(5, None, True), "trace")
    game.guess("light")
    data = game.to_data()
    assert data["kind"] == "wordle-adversary-challenge" and data["target"] == "trace"
    again = AdversaryChallengeGame.from_data(five_lexicon, data)
    assert (again.target, again.history, again.candidates) == ("trace", game.history, game.candidates)
    lost = AdversaryChallengeGame.from_data(five_lexicon, data | {"target": "plant"})  # ruled out by LIGHT
    assert lost.status == LOST
    game.guess("crate")
    with pytest.raises(DataError, match="over"):  # a move after the target was ruled out
        AdversaryChallengeGame.from_data(five_lexicon, game.to_data() | {"target": "plant"})
    with pytest.raises(DataError, match="target"):
        AdversaryChallengeGame.from_data(five_lexicon, {k: v for k, v in data.items() if k != "target"})
    with pytest.raises(DataError):
        AdversaryGame.from_data(five_lexicon, data)  # another kind
