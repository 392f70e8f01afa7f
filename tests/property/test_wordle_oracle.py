"""Wordle feedback, knowledge and candidates against slow independent oracles, duplicate letters included."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from wordgames.wordle.candidates import candidates, filter_candidates
from wordgames.wordle.feedback import Pattern, pattern_code, score
from wordgames.wordle.knowledge import Knowledge

FIXTURES = [HealthCheck.function_scoped_fixture, HealthCheck.too_slow]


def two_pass(guess: str, secret: str) -> str:
    """Feedback the textbook way: mark greens and strike them from the secret, then yellows left to right."""
    marks = ["0"] * len(guess)
    unclaimed = list(secret)
    for i, (g, s) in enumerate(zip(guess, secret)):
        if g == s:
            marks[i] = "2"
            unclaimed[i] = None
    for i, g in enumerate(guess):
        if marks[i] == "0" and g in unclaimed:
            marks[i] = "1"
            unclaimed[unclaimed.index(g)] = None
    return "".join(marks)


def same_length_pair(alphabet: str, low: int = 3, high: int = 20):
    return st.integers(low, high).flatmap(
        lambda n: st.tuples(st.text(alphabet, min_size=n, max_size=n), st.text(alphabet, min_size=n, max_size=n))
    )


@settings(max_examples=500)
@given(same_length_pair("abc") | same_length_pair("abcdefghijklmnopqrstuvwxyz"))
def test_feedback_matches_two_pass(pair):
    guess, secret = pair
    digits = two_pass(guess, secret)
    pattern = score(guess, secret)
    assert pattern.digits == digits
    assert pattern_code(guess, secret) == pattern.code == Pattern.from_digits(digits).code
    assert Pattern.from_code(pattern.code, len(guess)) == pattern
    assert pattern.is_win == (guess == secret)


def reproduces(history, word: str) -> bool:
    return all(score(guess, word) == pattern for guess, pattern in history)


@st.composite
def histories(draw, alphabet: str, length: int, words: list[str] | None = None):
    """1-4 guesses with patterns that are real (from a secret), or random digits (maybe impossible)."""
    pick = st.sampled_from(words) if words else st.text(alphabet, min_size=length, max_size=length)
    secret = draw(pick)
    history = []
    for _ in range(draw(st.integers(1, 4))):
        guess = draw(pick)
        if draw(st.integers(0, 3)) == 0:
            pattern = Pattern(tuple(draw(st.lists(st.integers(0, 2), min_size=length, max_size=length))))
        else:
            pattern = score(guess, secret)
        history.append((guess, pattern))
    return history


@settings(max_examples=300, deadline=None)
@given(st.integers(3, 5).flatmap(lambda n: st.tuples(st.just(n), histories("abcd", n))))
def test_knowledge_is_exact_over_every_string(case):
    """Over all strings of the length on a small alphabet, allows() is exactly 'reproduces every pattern'."""
    length, history = case
    knowledge = Knowledge.from_history(length, history)
    fits = [w for w in map("".join, itertools.product("abcd", repeat=length)) if reproduces(history, w)]
    assert [w for w in map("".join, itertools.product("abcd", repeat=length)) if knowledge.allows(w)] == fits
    if knowledge.problems:
        assert not fits
    # Undo gives back the knowledge of the shorter history.
    assert knowledge.without_last() == Knowledge.from_history(length, history[:-1])


@settings(max_examples=200, deadline=None)
@given(st.integers(3, 5).flatmap(lambda n: st.tuples(st.just(n), histories("abcdefghijklmnopqrstuvwxyz", n))))
def test_knowledge_is_exact_on_random_words(case):
    length, history = case
    knowledge = Knowledge.from_history(length, history)
    for guess, _ in history:
        assert knowledge.allows(guess) == reproduces(history, guess)


@pytest.fixture(scope="module")
def small_by_length(small_lexicon) -> dict[int, list[str]]:
    return {n: list(small_lexicon.words_of_length(n)) for n in range(3, 9)}


@settings(max_examples=150, deadline=None, suppress_health_check=FIXTURES)
@given(data=st.data())
def test_candidates_match_recomputing_every_pattern(small_lexicon, small_by_length, data):
    length = data.draw(st.integers(3, 8))
    words = small_by_length[length]
    history = data.draw(histories("", length, words))
    knowledge = Knowledge.from_history(length, history)
    expected = [w for w in words if reproduces(history, w)]
    assert candidates(small_lexicon, knowledge) == expected


@settings(max_examples=100, deadline=None, suppress_health_check=FIXTURES)
@given(data=st.data())
def test_filter_candidates_keeps_exactly_the_matching_words(small_by_length, data):
    words = small_by_length[data.draw(st.integers(3, 8))]
    guess, secret = data.draw(st.sampled_from(words)), data.draw(st.sampled_from(words))
    code = pattern_code(guess, secret)
    kept = filter_candidates(words, guess, code)
    assert secret in kept
    assert kept == [w for w in words if score(guess, w).code == code]


@settings(max_examples=100, deadline=None, suppress_health_check=FIXTURES)
@given(data=st.data())
def test_candidates_with_impossible_patterns(small_lexicon, small_by_length, data):
    length = data.draw(st.integers(3, 6))
    guess = data.draw(st.sampled_from(small_by_length[length]))
    digits = data.draw(st.text("012", min_size=length, max_size=length))
    assume(digits != "2" * length)
    history = [(guess, Pattern.from_digits(digits))]
    knowledge = Knowledge.from_history(length, history)
    assert candidates(small_lexicon, knowledge) == [w for w in small_by_length[length] if reproduces(history, w)]
