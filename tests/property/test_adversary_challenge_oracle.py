"""The adversary's challenge against brute force: lost exactly when an answer rules the target out or the guesses
run out, won exactly when the target is guessed as the one word left."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordgames.wordle.adversary import AdversaryGame
from wordgames.wordle.adversary_challenge import AdversaryChallengeGame
from wordgames.wordle.feedback import score
from wordgames.wordle.rules import LOST, PLAYING, WON, Rules

FIXTURES = [HealthCheck.function_scoped_fixture, HealthCheck.too_slow]


def oracle_answer(guess: str, words: list[str]):
    """The keeper's answer by brute force: the biggest group, ties to fewer greens, fewer yellows, smaller digits."""
    sizes = Counter(score(guess, word) for word in words)
    most = max(sizes.values())
    return min((p for p, n in sizes.items() if n == most), key=lambda p: (p.marks.count(2), p.marks.count(1), p.digits))


@settings(max_examples=150, deadline=None, suppress_health_check=FIXTURES)
@given(data=st.data())
def test_the_challenge_ends_as_brute_force_says(small_lexicon, data):
    length = data.draw(st.integers(3, 6), "length")
    words = list(small_lexicon.words_of_length(length))
    limit = data.draw(st.none() | st.integers(1, 8), "limit")
    plain = AdversaryGame(small_lexicon, Rules(length, limit))
    target = data.draw(st.sampled_from(plain.candidates), "target")
    game = AdversaryChallengeGame(small_lexicon, Rules(length, limit), target)
    possible = list(game.candidates)
    while game.status == PLAYING and len(game.history) < 10:
        # Mostly the words still possible (the target among them), sometimes any word.
        guess = data.draw(st.sampled_from(possible) | st.sampled_from(words), "guess")
        if guess in {g for g, _ in game.history}:
            continue
        pattern = game.guess(guess)
        assert pattern == plain.guess(guess) == oracle_answer(guess, possible)  # the adversary's answer, unchanged
        possible = [word for word in possible if score(guess, word) == pattern]
        assert game.candidates == possible
        if target not in possible:
            expected = LOST  # ruled out, at once: guessing the target early earns another answer and rules it out
            assert game.missed == (guess, pattern)
        elif pattern.is_win:
            expected = WON
            assert guess == target and possible == [target]
        else:
            expected = LOST if limit is not None and len(game.history) >= limit else PLAYING
        assert game.status == expected
    again = AdversaryChallengeGame.from_data(small_lexicon, game.to_data())
    assert (again.target, again.history, again.status) == (target, game.history, game.status)
