"""Word Challenge automatic mode: seeded scrambled racks from dictionary words, averaged."""

from __future__ import annotations

import random
import tracemalloc
from collections import Counter

import pytest

from wordgames.challenge import RackError, Solution
from wordgames.challenge.auto import (
    auto_challenge,
    auto_challenge_lengths,
    challenge_steps,
    run_racks,
    scrambled_racks,
)
from wordgames.challenge.index import fast_solve


def test_racks_are_scrambled_dictionary_words(small_lexicon):
    words = small_lexicon.words_of_length(7)
    racks = list(scrambled_racks(words, 20, random.Random(1)))
    assert len(racks) == 20
    by_letters = {tuple(sorted(w)) for w in words}
    assert all(tuple(sorted(rack)) in by_letters for rack in racks)
    assert racks == list(scrambled_racks(words, 20, random.Random(1)))


def test_report_averages(small_lexicon):
    report = auto_challenge(small_lexicon, 8, 12, random.Random(3))
    assert report.length == 8 and report.games == 12
    assert report.avg_words >= 1  # the word itself is always found
    assert report.avg_nodes >= 8 and report.avg_ms > 0 and report.median_ms > 0
    racks = list(scrambled_racks(small_lexicon.words_of_length(8), 12, random.Random(3)))
    again = run_racks(small_lexicon, 8, racks)
    assert again.avg_words == report.avg_words and again.avg_nodes == report.avg_nodes


def test_fast_index_finds_the_same_words(small_lexicon):
    slow = auto_challenge(small_lexicon, 9, 10, random.Random(5))
    fast = auto_challenge(small_lexicon, 9, 10, random.Random(5), fast_solve)
    assert fast.avg_words == slow.avg_words and fast.avg_nodes == 0


def test_per_length_table_and_progress(small_lexicon):
    seen = []
    reports = auto_challenge_lengths(
        small_lexicon, range(3, 25), 3, random.Random(0), progress=lambda done, total: seen.append((done, total))
    )
    lengths = [r.length for r in reports]
    assert lengths == [k for k in small_lexicon.lengths()]
    assert seen[-1] == (3 * len(lengths), 3 * len(lengths)) and len(seen) == 3 * len(lengths)
    assert Counter(total for _, total in seen) == {3 * len(lengths): 3 * len(lengths)}


def test_bad_requests(small_lexicon):
    with pytest.raises(RackError):
        auto_challenge(small_lexicon, 20, 5, random.Random(0))  # the small dictionary stops at 17 letters
    with pytest.raises(RackError):
        scrambled_racks(["abc"], 0, random.Random(0))
    with pytest.raises(RackError):
        auto_challenge_lengths(small_lexicon, [19, 20], 5, random.Random(0))


def test_memory_does_not_grow_with_the_games(small_lexicon):
    """Only running sums and one time per rack are kept, never the words found."""

    def solver(lexicon, rack, min_length, must):  # a fresh 500-word answer for every rack
        return Solution(tuple(f"{i:08d}" for i in range(500)), 0, 0.1)

    def peak(games: int) -> int:
        tracemalloc.start()
        auto_challenge(small_lexicon, 8, games, random.Random(0), solver)
        high = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        return high

    small_lexicon.words_of_length(8)  # computed once, before measuring
    assert peak(100) < peak(10) + 50_000


def test_the_steps_yield_after_each_rack_and_a_report_per_length(small_lexicon):
    steps = list(challenge_steps(small_lexicon, [3, 5, 7], 4, random.Random(9)))
    reports = [step for step in steps if step is not None]
    assert len(steps) == 3 * 4 + 3 and [r.length for r in reports] == [3, 5, 7]
    expected = auto_challenge_lengths(small_lexicon, [3, 5, 7], 4, random.Random(9))
    assert [(r.avg_words, r.avg_nodes) for r in reports] == [(r.avg_words, r.avg_nodes) for r in expected]
