"""The build's numpy partition sizes (which fill the opening book's biggest pools) against pattern_code."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.wordle.feedback import pattern_code

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))
from build import pattern_sizes  # noqa: E402 - build-time code (numpy), not part of the engine


def words_and_guesses(alphabet: str):
    """Candidates and guesses of one length; a small alphabet makes repeated letters common."""
    return st.integers(3, 20).flatmap(lambda n: st.tuples(
        st.lists(st.text(alphabet, min_size=n, max_size=n), min_size=1, max_size=30, unique=True),
        st.lists(st.text(alphabet + "xz", min_size=n, max_size=n), min_size=1, max_size=5)))


@settings(max_examples=300, deadline=None)
@given(words_and_guesses("aabc") | words_and_guesses("abcdefghijklmnopqrstuvwy"))
def test_numpy_sizes_match_pattern_code(case):
    candidates, guesses = case
    sizes = pattern_sizes(candidates, guesses)
    for guess in guesses:
        assert sizes[guess] == dict(Counter(pattern_code(guess, secret) for secret in candidates))
