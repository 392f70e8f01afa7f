"""The trie's suffix masks computed in steps (for the page's slices) equal the ones computed at once."""

from __future__ import annotations

from wordgames.lexicon import Lexicon
from wordgames.suffixes import MASK_STEP_STATES


def test_masks_in_steps_equal_the_masks_at_once(small_lexicon):
    checked = Lexicon.from_bytes(small_lexicon.to_bytes())  # a fresh copy, its masks computed at load
    fresh = Lexicon.from_words(small_lexicon.words_of_length(5))
    fresh._suffix_lengths = None  # as a checked asset's load leaves them
    steps = fresh.computing_suffix_lengths()
    shares = []
    while True:
        try:
            shares.append(next(steps))
        except StopIteration as done:
            masks = done.value
            break
    assert len(shares) == -(-len(fresh.final) // MASK_STEP_STATES) and shares == sorted(shares) and shares[-1] == 1
    assert masks == fresh.suffix_lengths
    assert list(checked.computing_suffix_lengths()) == []  # known already: no step
