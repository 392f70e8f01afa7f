"""The build's numpy twins against the engine: partition sizes (the book's biggest pools) and
``best``'s game tree at short lengths, in both modes (``BookTree`` against ``rollout.Improved``)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.wordle.feedback import pattern_code
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.rules import Rules
from wordgames.wordle.simulate import play_every_secret
from wordgames.wordle.strategies import Situation
from wordgames.wordle.strategies.rollout import Improved
from wordgames_build.numpy_twin import BookTree, pattern_sizes


def words_and_guesses(alphabet: str):
    """Candidates and guesses of one length; a small alphabet makes repeated letters common."""
    return st.integers(3, 20).flatmap(
        lambda n: st.tuples(
            st.lists(st.text(alphabet, min_size=n, max_size=n), min_size=1, max_size=30, unique=True),
            st.lists(st.text(alphabet + "xz", min_size=n, max_size=n), min_size=1, max_size=5),
        )
    )


@settings(max_examples=300, deadline=None)
@given(words_and_guesses("aabc") | words_and_guesses("abcdefghijklmnopqrstuvwy"))
def test_numpy_sizes_match_pattern_code(case):
    candidates, guesses = case
    sizes = pattern_sizes(candidates, guesses)
    for guess in guesses:
        assert sizes[guess] == dict(Counter(pattern_code(guess, secret) for secret in candidates))


def dictionaries(alphabet: str):
    """Allowed words of one length (3-5) and a pool of secrets among them (at least half)."""
    return (
        st.integers(3, 5)
        .flatmap(lambda n: st.lists(st.text(alphabet, min_size=n, max_size=n), min_size=10, max_size=80, unique=True))
        .flatmap(
            lambda words: st.tuples(st.just(sorted(words)), st.sets(st.sampled_from(words), min_size=len(words) // 2))
        )
    )


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(
    dictionaries("aabcde") | dictionaries("abcdefghijklmnopqrstuvwy"),
    st.integers(1, 3),
    st.integers(0, 2),
    st.booleans(),
)
def test_numpy_tree_is_the_engine_tree(dictionary, top, most_classes, hard_mode):
    allowed, pool = dictionary
    candidates = sorted(pool)
    tree = BookTree(allowed, candidates, top, most_classes, hard_mode)
    improved = Improved(top, most_classes)
    for knowledge, left, guess in tree.decisions():
        assert left == [word for word in candidates if knowledge.allows(word)]
        assert guess == improved.next_guess(
            Situation(knowledge, allowed, left, Rules(knowledge.length, None, hard_mode)), random.Random(0)
        )
    # the tree's value is the exact total of the engine's games, every secret once
    records = play_every_secret(
        improved, allowed, candidates, random.Random(0), Rules(len(allowed[0]), None, hard_mode)
    )
    start = Knowledge.empty(len(allowed[0]))
    assert tree.value(tree.every_candidate(), True, start)[0] == sum(record.guess_count for record in records)


@pytest.mark.parametrize(
    "seed", [pytest.param(seed, marks=[pytest.mark.slow] if seed >= 8 else []) for seed in range(40)]
)
def test_numpy_tree_keeps_hard_modes_rule_like_the_engine(lexicon, seed):
    """Samples of real words, where the best splitter often breaks hard mode's rule (the random
    dictionaries above rarely make it matter): the twin must leave out exactly those guesses."""
    rng = random.Random(seed)
    allowed = sorted(rng.sample(lexicon.words_of_length(3 + seed % 3), 200))
    candidates = allowed[::2]
    improved = Improved(2, 1)
    for knowledge, left, guess in BookTree(allowed, candidates, 2, 1, hard_mode=True).decisions():
        assert knowledge.hard_mode_problem(guess) is None
        assert guess == improved.next_guess(
            Situation(knowledge, allowed, left, Rules(knowledge.length, None, True)), random.Random(0)
        )
