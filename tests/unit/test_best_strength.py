"""``best`` on the original Wordle lists, whose optima are proven: its game tree (the book's, at 3–5 letters),
and its live moves in six-guess games."""

from __future__ import annotations

import random

import pytest

from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.rules import Rules
from wordgames.wordle.simulate import play_every_secret
from wordgames.wordle.strategies import make_strategy
from wordgames.wordle.strategies.lookahead import TREE
from wordgames_build.numpy_twin import BookTree
from wordgames_build.wordle_lists import PROVEN, original_lists


@pytest.mark.slow
@pytest.mark.parametrize("hard_mode", [False, True])
def test_tree_plays_the_original_lists_optimally(hard_mode):
    """Normal mode: every answer in 7,920 guesses, the proven optimum (3.4212). Hard mode: at
    most the optimum of games capped at six guesses (8,122), since ours are not capped."""
    most = PROVEN[hard_mode]
    answers, guesses = original_lists()
    tree = BookTree(list(guesses), list(answers), *TREE[5], hard_mode)
    total, _ = tree.value(tree.every_candidate(), True, Knowledge.empty(5))
    assert total <= most
    if not hard_mode:
        assert total == most  # below a proven optimum would mean the tree miscounts


@pytest.mark.slow
@pytest.mark.parametrize("hard_mode, most", [(False, 7_931), (True, 8_172)])
def test_live_best_wins_every_six_guess_game(hard_mode, most):
    """Told the limit, ``best`` finds every answer within six guesses in both modes (unlimited, it
    needs seven or eight for ten answers in hard mode), in at most 3.4259 and 3.53 guesses a game."""
    answers, guesses = original_lists()
    games = play_every_secret(make_strategy("best"), guesses, answers, random.Random(0), Rules(5, 6, hard_mode))
    assert all(game.solved for game in games)
    assert sum(game.guess_count for game in games) <= most
