"""``best``'s game tree (the book's, at 3–5 letters) on the original Wordle lists, whose optima are proven."""

from __future__ import annotations

import pytest

from wordgames.wordle.knowledge import Knowledge
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
