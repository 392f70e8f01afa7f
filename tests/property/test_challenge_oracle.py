"""Word Challenge against a slow oracle: check every dictionary word's letter counts against the rack."""

from __future__ import annotations

import string
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordgames.challenge import Rack, solve
from wordgames.challenge.index import ChallengeIndex, challenge_index, fast_solve

FIXTURES = [HealthCheck.function_scoped_fixture, HealthCheck.too_slow]


def oracle(words: list[tuple[str, Counter]], letters: str, min_length: int, must: str) -> tuple[str, ...]:
    """Every word, in (length, word) order, whose missing letters the blanks can cover."""
    tiles = Counter(letters.replace("?", ""))
    blanks = letters.count("?")
    need = Counter(must)
    found = []
    for word, counts in words:
        if len(word) < min_length or any(counts[ch] < n for ch, n in need.items()):
            continue
        if sum(max(0, n - tiles[ch]) for ch, n in counts.items()) <= blanks:
            found.append(word)
    return tuple(found)


@pytest.fixture(scope="module")
def plural(small_lexicon) -> list[tuple[str, Counter]]:
    return [(w, Counter(w)) for w in small_lexicon]


@pytest.fixture(scope="module")
def long_small_words(small_lexicon) -> list[str]:
    return [w for w in small_lexicon if len(w) >= 7]


@st.composite
def rack_text(draw, words: list[str], max_blanks: int = 20) -> str:
    """Letters of a dictionary word and/or random letters, some blanks, shuffled; at most 20 tiles."""
    tiles = list(draw(st.sampled_from(words))) if draw(st.booleans()) else []
    tiles += draw(st.lists(st.sampled_from(string.ascii_lowercase), max_size=8))
    tiles += "?" * draw(st.integers(0, max_blanks) | st.integers(0, 2))
    tiles = draw(st.permutations(tiles[:20])) if tiles else ["?"]
    return "".join(tiles).upper() if draw(st.booleans()) else "".join(tiles)


@settings(max_examples=150, deadline=None, suppress_health_check=FIXTURES)
@given(data=st.data())
def test_solve_matches_the_oracle(small_lexicon, plural, long_small_words, data):
    letters = data.draw(rack_text(long_small_words))
    min_length = data.draw(st.integers(3, 8) | st.integers(1, 21))
    must = data.draw(st.text(alphabet="aeinrstz", max_size=3) | st.just(""))
    rack = Rack.parse(letters)
    expected = oracle(plural, letters.lower(), min_length, must)
    assert solve(small_lexicon, rack, min_length, must).words == expected
    assert fast_solve(small_lexicon, rack, min_length, must).words == expected
    tiles = Counter(letters.lower().replace("?", ""))
    for word in expected:
        places = rack.blank_places(word)
        assert len(places) == sum(max(0, n - tiles[ch]) for ch, n in Counter(word).items()) <= rack.blanks
        assert Counter(ch for i, ch in enumerate(word) if i not in places) <= tiles  # the rest are the rack's own


def test_every_word_from_blanks_alone(small_lexicon):
    everything = tuple(small_lexicon)
    rack = Rack.parse("?" * 20)
    assert fast_solve(small_lexicon, rack).words == everything
    assert solve(small_lexicon, rack, 3).words == everything


@pytest.fixture(scope="module")
def full_index(lexicon) -> ChallengeIndex:
    return challenge_index(lexicon)


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=FIXTURES)
@given(data=st.data())
def test_index_equals_reference_on_the_full_dictionary(lexicon, full_index, data):
    length = data.draw(st.integers(3, 20))
    word = data.draw(st.sampled_from(lexicon.words_of_length(length)))
    blanks = data.draw(st.integers(0, 2 if length <= 12 else 1))
    letters = "".join(data.draw(st.permutations(word[blanks:] + "?" * blanks)))
    min_length = data.draw(st.integers(3, 6))
    must = data.draw(st.sampled_from(["", word[0], word[-2:]]))
    rack = Rack.parse(letters)
    assert full_index.solve(rack, min_length, must).words == solve(lexicon, rack, min_length, must).words
