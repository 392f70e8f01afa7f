"""Lists show the words a person knows first; rare words are left out (counted) unless asked for (issue 28, item 4)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordgames.finder import Query, find
from wordgames.known import KNOWN_RANK, NO_RANK, known_count, known_first, places, shown_order
from wordgames.lexicon import Lexicon


def test_c_t_shows_the_known_words_and_counts_the_rare_ones(lexicon):
    listing = known_first(lexicon, ["cat", "cit", "cot", "cpt", "cst", "cut", "cwt"])
    assert listing.words == ("cat", "cot", "cut") and listing.known == 3 and listing.left_out == 4
    every = known_first(lexicon, ["cat", "cit", "cot", "cpt", "cst", "cut", "cwt"], rare=True)
    assert every.words[:3] == ("cat", "cot", "cut") and sorted(every.words[3:]) == ["cit", "cpt", "cst", "cwt"]
    assert every.left_out == 0 and every.rare == 4


def test_commonest_first_within_the_known_words_then_the_rare(lexicon):
    words = ["cwt", "cot", "cat", "cut", "cst"]
    listing = known_first(lexicon, words, by_commonness=True, rare=True)
    assert listing.words[:3] == ("cut", "cat", "cot") and set(listing.words[3:]) == {"cwt", "cst"}
    grades = [lexicon.grade(w) for w in listing.words[:3]]
    assert grades == sorted(grades, reverse=True)


def test_a_rare_word_stays_a_dictionary_word(lexicon):
    assert lexicon.is_rare("cwt") and "cwt" in lexicon and not lexicon.is_rare("cat")


def test_a_dictionary_without_knowledge_has_no_rare_word():
    own = Lexicon.from_words(["cwt", "cat", "xyst"], grades={"cat": 9})
    assert not own.has_knowledge and not own.is_rare("cwt")
    assert known_first(own, ["cwt", "cat"]).words == ("cwt", "cat")
    assert known_first(own, ["cwt", "cat"], by_commonness=True).words == ("cat", "cwt")


def oracle(ranks: bytes, by_commonness: bool, rare: bool) -> list[int]:
    key = (lambda i: (ranks[i] < KNOWN_RANK, -ranks[i], i)) if by_commonness else (lambda i: (ranks[i] < KNOWN_RANK, i))
    places = (i for i in range(len(ranks)) if ranks[i] != NO_RANK and (rare or ranks[i] >= KNOWN_RANK))
    return sorted(places, key=key)


@given(st.binary(max_size=60).map(lambda b: bytes(x % 50 for x in b)), st.booleans(), st.booleans())
def test_shown_order_is_known_first_then_rare_each_in_its_order(ranks, by_commonness, rare):
    assert shown_order(ranks, by_commonness, rare) == oracle(ranks, by_commonness, rare)
    assert known_count(ranks) == sum(r >= KNOWN_RANK for r in ranks)


@given(st.binary(max_size=60).map(lambda b: bytes(NO_RANK if x % 5 == 0 else x % 50 for x in b)), st.booleans())
def test_a_place_without_a_word_is_in_neither_part(ranks, by_commonness):
    assert shown_order(ranks, by_commonness, rare=True) == oracle(ranks, by_commonness, rare=True)


@pytest.mark.parametrize(
    "pattern, must, low, high",
    [("c?t", "", 3, 3), ("*ing", "", 3, 20), ("s??r*", "", 3, 8), ("q*", "u", 4, 6), ("?????", "", 5, 5)],
)
@pytest.mark.parametrize("by_commonness", [False, True])
def test_the_finder_shows_what_known_first_lists(lexicon, pattern, must, low, high, by_commonness):
    """Walked or scanned, the finder's list equals ``known_first`` over its whole answer, a length at a time."""
    matches = find(lexicon, Query.parse(pattern, must, "", low, high))
    for rare in (False, True):
        expected = []
        for length in matches.counts:
            expected += known_first(lexicon, matches.words(length), by_commonness, rare).words
        assert list(matches.shown(by_commonness=by_commonness, rare=rare)) == expected
    known = {n: len(known_first(lexicon, matches.words(n)).words) for n in matches.counts}
    assert matches.known_counts() == {n: k for n, k in known.items() if k}


def test_c_t_in_the_finder(lexicon):
    matches = find(lexicon, Query.parse("c?t", "", "", 3, 20))
    assert list(matches.shown()) == ["cat", "cot", "cut"] and matches.known_counts() == {3: 3}
    assert list(matches.shown(rare=True))[3:] == ["cit", "cpt", "cst", "cwt"]


def test_a_word_is_placed_by_the_trie_as_by_its_lengths_list(asset_bytes):
    """Once the per-state facts exist, a word's place (its rank's) comes from a walk down the trie, not
    from spelling every word of its length (a second on the page): the same place."""
    walked, listed = Lexicon.from_bytes(asset_bytes), Lexicon.from_bytes(asset_bytes)
    assert walked.suffix_counts  # the per-state facts, computed
    words = ["cat", "cwt", "crane", "zzzzz", "abracadabra", "xylophones", "cats", "aa", "counterrevolutionary"]
    assert [walked.rank(w) for w in words] == [listed.rank(w) for w in words]
    assert walked.listed_words(5) is None  # nothing was spelled
    assert walked.ranks_of(list(listed.words_of_length(4))) == listed.ranks_of_length(4)


@given(st.lists(st.booleans(), max_size=200), st.integers(0, 7))
def test_places_are_where_the_ones_are(bits, spread):
    selector = bytes(b and i % (spread + 1) == 0 for i, b in enumerate(bits))  # dense and sparse selectors
    assert places(selector) == [i for i, b in enumerate(selector) if b]
