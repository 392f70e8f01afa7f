"""Every word of a secret pool is a dictionary word a person knows, and has a definition."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.definitions import Definitions
from wordgames.wordle.rules import secret_pool
from wordgames_build.definitions import DEFINITIONS_ASSET

DEFINITIONS = Definitions.from_bytes(DEFINITIONS_ASSET.read_bytes()) if DEFINITIONS_ASSET.exists() else None


@settings(max_examples=60, deadline=None)
@given(length=st.integers(3, 20), pool=st.sampled_from(("common", "all")), pick=st.randoms(use_true_random=False))
def test_a_pool_word_is_a_dictionary_word(lexicon, length, pool, pick):
    words = secret_pool(lexicon, length, pool)
    word = pick.choice(words)
    assert word in lexicon and len(word) == length and not lexicon.is_offensive(word)
    if pool == "common":
        assert lexicon.is_known(word) or lexicon.size(word) > 50
        assert not lexicon.is_inflected(word) and DEFINITIONS is not None and word in DEFINITIONS
