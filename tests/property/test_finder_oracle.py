"""The word finder against a brute-force oracle: a regular expression tried on every word of the list."""

from __future__ import annotations

import re
import zlib
from collections import Counter
from unittest.mock import patch

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from wordgames.finder import Query, find, scan, walk
from wordgames.known import KNOWN_RANK
from wordgames.lexicon import Lexicon

FIXTURES = [HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
LETTERS = "aeinrstlox"  # common letters, so that random patterns match something; x for the rare


def oracle(words: list[str], query: Query) -> list[str]:
    """Every word, by length then alphabetically, that the pattern's regular expression and the letters allow."""
    expression = re.compile(query.pattern.replace("?", "[a-z]").replace("*", "[a-z]*"))
    need = Counter(query.must)
    return [
        word
        for word in words
        if query.min_length <= len(word) <= query.max_length
        and expression.fullmatch(word)
        and not set(word) & set(query.exclude)
        and all(word.count(letter) >= n for letter, n in need.items())
    ]


@st.composite
def queries(draw, words: list[str]) -> Query:
    """A random pattern (some letters of a dictionary word kept, others turned into ? or *), letters, lengths."""
    if draw(st.booleans()):
        word = draw(st.sampled_from(words))
        symbols = [draw(st.sampled_from([ch, ch, "?", "*"])) for ch in word]
    else:
        symbols = draw(st.lists(st.sampled_from([*LETTERS, "?", "?", "*", "*"]), min_size=1, max_size=8))
    pattern = "".join(symbols)
    must = draw(st.text(alphabet=LETTERS, max_size=3))
    exclude = "".join(ch for ch in draw(st.text(alphabet=LETTERS + "qzj", max_size=3)) if ch not in must + pattern)
    low = draw(st.integers(3, 20))
    high = draw(st.integers(low, 20) | st.just(20))
    return Query.parse(pattern, must, exclude, low, high)


def check(lexicon: Lexicon, words: list[str], grades: dict[str, int], query: Query) -> None:
    expected = oracle(words, query)
    by_commonness = sorted(expected, key=lambda w: (len(w), -grades[w], w))
    shown_first = find(lexicon, query)  # the lists shown before any word is asked for, as the command line does
    assert list(shown_first.shown(by_commonness=True, rare=True)) == by_commonness
    known_only = find(lexicon, query)  # the known words alone, as the page and the command line show them
    assert known_only.known_counts() == dict(Counter(len(w) for w in expected if grades[w] >= KNOWN_RANK))
    assert list(known_only.shown()) == [w for w in expected if grades[w] >= KNOWN_RANK]
    assert list(find(lexicon, query).shown(by_commonness=True)) == [w for w in by_commonness if grades[w] >= KNOWN_RANK]
    alone = find(lexicon, query)  # each length asked for by itself first, as the page does
    for length in alone.counts:
        assert list(alone.words(length)) == [w for w in expected if len(w) == length]
    matches = find(lexicon, query)
    assert list(matches.words()) == expected
    assert matches.counts == dict(sorted(Counter(map(len, expected)).items()))
    assert matches.total == len(expected)
    for length in matches.counts:
        assert list(matches.words(length)) == [w for w in expected if len(w) == length]
    common = list(matches.words(by_commonness=True))
    assert common == by_commonness


def graded(lexicon: Lexicon) -> tuple[list[str], dict[str, int]]:
    """Every word, and its grade, read from a copy: the lexicon searched keeps no word lists
    (the finder then spells its words by walking the trie, not by slicing kept lists)."""
    copy = Lexicon.from_bytes(lexicon.to_bytes())
    words = list(copy)
    return words, {word: copy.rank(word) for word in words}


@pytest.fixture(scope="module")
def small(small_words) -> tuple[Lexicon, Lexicon, list[str], dict[str, int]]:
    """The small dictionary with made-up grades (0-16, from a checksum), twice: searched with and
    without kept word lists; its words; their grades."""
    graded_small = Lexicon.from_words(small_words, {word: zlib.crc32(word.encode()) % 17 for word in small_words})
    bare = Lexicon.from_bytes(graded_small.to_bytes())
    words, grades = graded(bare)
    assert any(grades.values())
    listed = Lexicon.from_bytes(graded_small.to_bytes())
    assert list(listed) == words
    return bare, listed, words, grades


@pytest.fixture(scope="module")
def textual(small) -> Lexicon:
    """The small dictionary with every length's scan text built: a plain walk places its words in them."""
    lexicon = Lexicon.from_bytes(small[0].to_bytes())
    texts = scan.word_texts(lexicon)
    for length in lexicon.lengths():
        texts.text(length)
    return lexicon


@settings(max_examples=150, deadline=None, suppress_health_check=FIXTURES)
@given(data=st.data())
def test_finder_matches_the_oracle_on_the_small_dictionary(small, textual, data):
    bare, listed, words, grades = small
    query = data.draw(queries(words))
    check(bare, words, grades, query)
    check(textual, words, grades, query)
    check(listed, words, grades, query)
    with patch.object(walk, "SPELL_AT_ONCE", 0):  # an answer too large to spell whole: a run at a time
        check(bare, words, grades, query)
    for plain_ones in (-1, 20):  # a pattern without * walked with the per-state facts, and plainly whatever its ?s
        with patch.object(walk, "PLAIN_ONES", plain_ones):
            check(bare, words, grades, query)
    for scanning in (False, True):  # every pattern not plain walked, and scanned (finder.scan)
        with patch.object(walk, "worth_scanning", lambda lexicon, query, scanning=scanning: scanning):
            check(bare, words, grades, query)
            check(listed, words, grades, query)


@settings(max_examples=100, deadline=None, suppress_health_check=FIXTURES)
@given(data=st.data())
@pytest.mark.parametrize("shape", ["*{}", "*{}*"])
def test_a_fixed_ending_or_inner_letters_match_the_oracle(small, data, shape):
    """``*`` then letters, or letters between two ``*``, nothing else asked (``*ing``, ``*x*``): the scan
    splits the texts at the ending (scan.ending_words) or finds the letters' lines (scan.inside_words)."""
    bare, listed, words, grades = small
    word = data.draw(st.sampled_from(words))
    ending = (
        word[data.draw(st.integers(0, len(word) - 1)) :]
        if data.draw(st.booleans())
        else data.draw(st.text(LETTERS, min_size=1, max_size=3))
    )
    low = data.draw(st.integers(3, 20))
    query = Query.parse(shape.format(ending), "", "", low, data.draw(st.integers(low, 20)))
    check(bare, words, grades, query)
    check(listed, words, grades, query)


@pytest.fixture(scope="module")
def full(asset_bytes) -> tuple[Lexicon, list[str], dict[str, int]]:
    bare = Lexicon.from_bytes(asset_bytes)
    return bare, *graded(bare)


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=FIXTURES)
@given(data=st.data())
def test_finder_matches_the_oracle_on_the_full_dictionary(full, data):
    bare, words, grades = full
    query = data.draw(queries([w for w in words[::97] if len(w) >= 6]))
    assume(len(oracle(words, query)) <= 30_000)  # larger answers take long to compare; the unit tests try some
    check(bare, words, grades, query)


@pytest.mark.slow
@pytest.mark.parametrize(
    "pattern", ["c?t", "s??r*", "*x*", "?????", "*q*u", "a*b*c", "*ing", "*s", "*qu*", "????????????"]
)
@pytest.mark.parametrize("at_once", [walk.SPELL_AT_ONCE, 0])
def test_typical_patterns_on_the_full_dictionary(full, pattern, at_once):
    with patch.object(walk, "SPELL_AT_ONCE", at_once):
        check(*full, Query.parse(pattern))
