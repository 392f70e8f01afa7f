"""Guesser and keeper games: legal moves, refusals that cost nothing, wins, losses, undo."""

import gc
import random

import pytest

from wordgames.wordle.feedback import score
from wordgames.wordle.game import GuesserGame, KeeperGame
from wordgames.wordle.rules import LOST, PLAYING, WON, GameError, Rules, secret_pool
from wordgames.wordle.strategies import make_strategy


def test_guesser_refuses_bad_guesses_without_cost(small_lexicon):
    game = GuesserGame(small_lexicon, "words", Rules(5, 6))
    for bad, reason in [
        ("wordz", "not in the dictionary"),
        ("word", "has 4 letters"),
        ("w0rds", "letters a-z"),
        ("", "type a word"),
    ]:
        with pytest.raises(GameError, match=reason):
            game.guess(bad)
    assert game.history == () and game.guesses_left == 6


def test_guesser_wins_and_loses(small_lexicon):
    won = GuesserGame(small_lexicon, "words", Rules(5, 2))
    assert won.guess("WHERE").digits == "20010"
    won.guess("words")
    assert won.status == WON
    with pytest.raises(GameError, match="over"):
        won.guess("sword")
    lost = GuesserGame(small_lexicon, "words", Rules(5, 1))
    lost.guess("where")
    assert lost.status == LOST


def test_guesser_repeat_and_hard_mode(small_lexicon):
    game = GuesserGame(small_lexicon, "words", Rules(5, None, True))
    game.guess("where")
    with pytest.raises(GameError, match="already guessed"):
        game.guess("where")
    with pytest.raises(GameError, match="hard mode"):
        game.guess("apple")
    assert game.status == PLAYING and game.keyboard()["w"] == 2


def test_new_game_draws_from_pool_with_the_seed(lexicon):
    a = GuesserGame.new(lexicon, Rules(7), random.Random(42))
    b = GuesserGame.new(lexicon, Rules(7), random.Random(42))
    assert a.secret == b.secret and a.secret in secret_pool(lexicon, 7, "common") and a.rules.pool == "common"
    whole = GuesserGame.new(lexicon, Rules(7, pool="all"), random.Random(42))
    assert whole.rules.pool == "all" and whole.secret in secret_pool(lexicon, 7, "all")
    with pytest.raises(GameError, match="3-20"):
        GuesserGame.new(lexicon, Rules(21), random.Random(1))


@pytest.mark.parametrize("secret", ["words", "puppy", "yield"])
def test_keeper_game_is_won_by_the_computer(small_lexicon, secret):
    game = KeeperGame(
        small_lexicon, Rules(len(secret), None, pool="all"), make_strategy("letter-frequency"), random.Random(0)
    )
    while game.status == PLAYING:
        game.answer(score(game.proposal, secret))
    assert game.status == WON and game.history[-1][0] == secret


def test_keeper_detects_contradictions_and_undo_restores(small_lexicon):
    game = KeeperGame(small_lexicon, Rules(5, None, pool="all"), make_strategy("letter-frequency"), random.Random(0))
    first = game.proposal
    game.answer("22220")
    assert game.proposal is not None or game.impossible
    while not game.impossible:
        game.answer("00000" if game.proposal else "")
    assert "No" in game.explain()
    with pytest.raises(GameError):
        game.answer("00000")
    while game.history:
        game.undo()
    assert game.proposal == first and len(game.candidates) == len(small_lexicon.words_of_length(5))


def test_keeper_rejects_malformed_feedback(small_lexicon):
    game = KeeperGame(small_lexicon, Rules(5, None, pool="all"), make_strategy("random-candidate"), random.Random(0))
    for bad in ["2001", "20013", "abcde"]:
        with pytest.raises(GameError):
            game.answer(bad)
    assert game.history == ()


def test_keeper_games_in_a_row_keep_nothing_new(lexicon):
    """Game after game, the computer's word lists are the same objects, so its caches hold.

    A fresh common pool per game made every keeper game index it again and fill the strategies'
    caches with copies (issue 16: Python objects kept growing over a page's games).
    """

    def play(seed: int) -> None:
        game = KeeperGame(lexicon, Rules(5, None), make_strategy("letter-frequency"), random.Random(seed))
        while game.status == PLAYING:
            game.answer(score(game.proposal, "crane"))

    assert secret_pool(lexicon, 5, "common") is secret_pool(lexicon, 5, "common")
    for seed in range(3):
        play(seed)  # the caches fill to what they keep
    gc.collect()
    before = len(gc.get_objects())
    for seed in range(3, 9):
        play(seed)
    gc.collect()
    assert len(gc.get_objects()) - before < 20
