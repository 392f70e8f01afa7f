"""Every Wordle strategy proposes only legal guesses, never repeats, and always finishes (small dictionaries)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordgames.wordle.feedback import Pattern, pattern_code
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.rules import Rules
from wordgames.wordle.simulate import play_every_secret
from wordgames.wordle.strategies import STRATEGIES, Situation, make_strategy
from wordgames.wordle.strategies.partition import CandidateIndex


def play(strategy, secret: str, allowed: tuple[str, ...], hard_mode: bool) -> list[str]:
    """An unlimited game, checking every rule on every guess; the guesses played."""
    knowledge = Knowledge.empty(len(secret))
    candidates = list(allowed)
    guesses: list[str] = []
    rng = random.Random(7)
    while True:
        situation = Situation(knowledge, allowed, candidates, Rules(knowledge.length, None, hard_mode))
        guess = strategy.next_guess(situation, rng)
        assert guess in allowed, f"{strategy.name} guessed {guess!r}, not an allowed word"
        assert guess not in guesses, f"{strategy.name} repeated {guess!r}"
        if hard_mode:
            assert knowledge.hard_mode_problem(guess) is None, f"{strategy.name}: {guess!r} breaks hard mode"
        guesses.append(guess)
        assert len(guesses) <= len(allowed), f"{strategy.name} does not finish"
        code = pattern_code(guess, secret)
        if guess == secret:
            return guesses
        knowledge = knowledge.add(guess, Pattern.from_code(code, len(secret)))
        candidates = [w for w in candidates if pattern_code(guess, w) == code]
        assert secret in candidates


@pytest.mark.slow
@pytest.mark.parametrize("name", list(STRATEGIES))
@pytest.mark.parametrize("hard_mode", [False, True])
def test_strategy_plays_by_the_rules_on_small_words(name, hard_mode, small_lexicon):
    rng = random.Random(f"{name} {hard_mode}")  # str seeds are stable; hash() of a str is not
    for length in (3, 4, 5, 7, 11):
        allowed = small_lexicon.words_of_length(length)
        for secret in rng.sample(allowed, 3):
            guesses = play(make_strategy(name), secret, allowed, hard_mode)
            assert guesses[-1] == secret


words_of = st.lists(st.text(alphabet="abcde", min_size=4, max_size=4), min_size=1, max_size=40, unique=True)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=words_of, pick=st.integers(min_value=0), hard_mode=st.booleans(), name=st.sampled_from(sorted(STRATEGIES)))
def test_strategy_finishes_on_random_small_dictionaries(words, pick, hard_mode, name):
    allowed = tuple(sorted(words))
    secret = allowed[pick % len(allowed)]
    assert play(make_strategy(name), secret, allowed, hard_mode)[-1] == secret


@settings(max_examples=200, deadline=None)
@given(
    words=st.lists(st.text(alphabet="aabcd", min_size=5, max_size=5), min_size=1, max_size=30, unique=True),
    guess=st.text(alphabet="abcdx", min_size=5, max_size=5),
    subset=st.integers(min_value=0),
)
def test_partition_matches_pattern_code(words, guess, subset):
    index = CandidateIndex(words)
    within = subset & index.full or None
    classes = index.partition(guess, within)
    seen = 0
    for code, bits in classes.items():
        assert bits and not bits & seen
        seen |= bits
        for word in index.words_of(bits):
            assert pattern_code(guess, word) == code
    assert seen == (index.full if within is None else within)
    row = index.row(guess, within)
    assert all(
        row[j] == (pattern_code(guess, w) if (within is None or within >> j & 1) else -1) for j, w in enumerate(words)
    )


RANDOMISED = {"random-candidate", "letter-frequency"}  # draw from the rng; every other strategy is deterministic


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=words_of, hard_mode=st.booleans(), name=st.sampled_from(sorted(set(STRATEGIES) - RANDOMISED)))
def test_every_secret_at_once_plays_the_games_one_by_one(words, hard_mode, name):
    """play_every_secret (one decision per position) against the checked game loop, secret by secret."""
    allowed = tuple(sorted(words))
    records = play_every_secret(
        make_strategy(name), allowed, allowed, random.Random(0), Rules(len(allowed[0]), None, hard_mode)
    )
    assert [r.secret for r in records] == list(allowed)
    for record in records:
        assert list(record.guesses) == play(make_strategy(name), record.secret, allowed, hard_mode)
        assert record.solved and record.candidates_after[-1] == 1
