"""The adversary's challenge against brute force: lost exactly when an answer rules the target out or the guesses
run out, won exactly when the target is guessed as the one word left."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from wordgames.lexicon import Lexicon
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


@settings(max_examples=200, deadline=None, suppress_health_check=FIXTURES)
@given(data=st.data())
def test_the_challenge_ends_as_brute_force_says(small_words, data):
    length = data.draw(st.integers(3, 6), "length")
    of_length = sorted(w for w in small_words if len(w) == length)
    words = sorted(data.draw(st.lists(st.sampled_from(of_length), min_size=2, max_size=40, unique=True), "words"))
    lexicon = Lexicon.from_words(words)  # a small list: every word is in the pool the keeper may end on
    limit = data.draw(st.none() | st.integers(1, 8), "limit")
    plain = AdversaryGame(lexicon, Rules(length, limit))
    assert plain.candidates == words
    target = data.draw(st.sampled_from(words), "target")
    game = AdversaryChallengeGame(lexicon, Rules(length, limit), target)
    possible = list(game.candidates)
    while game.status == PLAYING and len(game.history) < 10:
        # Mostly a word whose answer (by brute force) keeps the target, so that games reach it; else any word.
        fresh = [word for word in words if word not in {g for g, _ in game.history}]
        if not fresh:
            break
        keeping = [word for word in fresh if oracle_answer(word, possible) == score(word, target)]
        anyway = st.sampled_from(fresh)
        guess = data.draw(st.sampled_from(keeping) | anyway if keeping else anyway, "guess")
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
    event(game.status + (" (target ruled out)" if game.missed else ""))  # see --hypothesis-show-statistics
    again = AdversaryChallengeGame.from_data(lexicon, game.to_data())
    assert (again.target, again.history, again.status) == (target, game.history, game.status)
