"""The fast Word Challenge index: same answers as the reference search on edge cases, built once per lexicon."""

from __future__ import annotations

import time

import pytest

from wordgames.challenge import Rack, solve
from wordgames.challenge.index import ChallengeIndex, challenge_index, fast_solve
from wordgames.lexicon import Lexicon

WORDS = [
    "aaa",
    "aab",
    "abb",
    "bbb",
    "abc",
    "cab",
    "cabs",
    "scab",
    "aback",
    "abacus",
    "zzz",
    "quiz",
    "quizzes",
    "mississippi",
    "abcdefghijklmnopqrst",
]


@pytest.fixture(scope="module")
def small() -> Lexicon:
    return Lexicon.from_words(WORDS)


CASES = [
    ("aab", 3, ""),
    ("ab?", 3, ""),
    ("abc", 3, "c"),
    ("abc", 3, "cc"),
    ("abc?", 3, "s"),
    ("???", 3, ""),
    ("????", 4, ""),
    ("aaaa", 3, ""),
    ("abcs", 4, ""),
    ("abcs", 5, ""),
    ("bacus?k", 3, "k"),
    ("q?iz?es", 3, "zz"),
    ("mississippi", 3, ""),
    ("m?ss?ss?pp?", 11, "s"),
    ("abcdefghijklmnopqrst", 3, ""),
    ("?" * 20, 3, ""),
    ("?" * 20, 20, ""),
    ("zz", 3, ""),
    ("z?", 3, ""),
    ("zz?", 3, "zzz"),
    ("a", 3, ""),
    ("abc", 1, ""),
]


@pytest.mark.parametrize("letters, min_length, must", CASES)
def test_same_as_reference(small, letters, min_length, must):
    rack = Rack.parse(letters)
    assert fast_solve(small, rack, min_length, must).words == solve(small, rack, min_length, must).words


def test_results_are_by_length_then_alphabetical(small):
    words = fast_solve(small, Rack.parse("?" * 20)).words
    assert list(words) == sorted(WORDS, key=lambda w: (len(w), w))


def elapsed_ms(started: float) -> float:
    return (time.perf_counter() - started) * 1000


def test_index_is_built_once_per_lexicon():
    lexicon = Lexicon.from_words(WORDS)
    started = time.perf_counter()
    first = challenge_index(lexicon)
    outside = elapsed_ms(started)
    assert challenge_index(lexicon) is first
    assert challenge_index(Lexicon.from_words(WORDS)) is not first
    assert 0 < first.build_ms <= outside  # its own build's time, within the time around it


def test_index_reports_no_nodes_and_a_time(small):
    index = ChallengeIndex.build(small)
    started = time.perf_counter()
    solution = index.solve(Rack.parse("cabs"))
    outside = elapsed_ms(started)
    assert solution.words == ("abc", "cab", "cabs", "scab") and solution.nodes_visited == 0
    assert 0 < solution.milliseconds <= outside


@pytest.mark.slow
def test_full_dictionary_examples(lexicon):
    for letters in ("abracadabra", "retainsglob??", "zyzzyva", "abcdefghijklmnopqrst", "qu?ck"):
        rack = Rack.parse(letters)
        assert fast_solve(lexicon, rack).words == solve(lexicon, rack).words


def test_a_length_of_many_words_is_split_by_each_words_rarest_letter():
    words = ["cab", "abc", "bad", "dab", "cad", "ace", "bee", "dee", "ebb", "add", "zed", "adz"]
    lexicon = Lexicon.from_words(words)
    index = ChallengeIndex.build(lexicon, part_words=2, split_above=3)
    groups = index.groups[3]
    assert len(groups) > 1
    assert sum(map(int.from_bytes, (g.members() for g in groups))) == int.from_bytes(b"\x01" * len(words))  # one each
    assert not any(a.keys & b.keys for a in groups for b in groups if a is not b)
    rarest = [g for g in groups if g.keys & 1 << lexicon.alphabet.codes["z"]][0]
    assert {word for chunk in rarest.chunks for word in chunk} == {"zed", "adz"}
    for letters in ("abcde", "dab", "zeda", "e?", "??", "abcdz"):
        rack = Rack.parse(letters)
        assert index.solve(rack).words == solve(lexicon, rack).words
    # without a blank, a group is visited only when the rack holds one of its keys
    visited = {id(group) for group, _ in index.writable(Rack.parse("abde"))}
    assert id(rarest) not in visited


def test_a_length_of_few_words_stays_one_group(small):
    assert all(len(groups) == 1 and groups[0].part_of is None for groups in ChallengeIndex.build(small).groups.values())
