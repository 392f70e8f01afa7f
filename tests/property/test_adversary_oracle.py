"""The adversarial keeper against brute force: it never contradicts an earlier answer, and keeps the most words."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordgames.wordle.adversary import AdversaryGame
from wordgames.wordle.feedback import score
from wordgames.wordle.rules import PLAYING, WON, Rules

FIXTURES = [HealthCheck.function_scoped_fixture, HealthCheck.too_slow]


def fits(history, word: str) -> bool:
    return all(score(guess, word) == pattern for guess, pattern in history)


@settings(max_examples=120, deadline=None, suppress_health_check=FIXTURES)
@given(data=st.data())
def test_the_keeper_never_contradicts_itself(small_lexicon, data):
    length = data.draw(st.integers(3, 7), "length")
    words = list(small_lexicon.words_of_length(length))
    game = AdversaryGame(small_lexicon, Rules(length, None, data.draw(st.booleans(), "hard")))
    for _ in range(data.draw(st.integers(1, 8), "guesses")):
        if game.status != PLAYING:
            break
        before = list(game.candidates)
        # Mostly words still possible (the keeper must then split them), sometimes any word.
        guess = data.draw(st.sampled_from(before) | st.sampled_from(words), "guess")
        if game.rules.hard_mode and game.knowledge.hard_mode_problem(guess) or guess in {g for g, _ in game.history}:
            continue
        pattern = game.guess(guess)
        # Every answer so far is consistent with the words kept, and they are exactly the ones it allows.
        assert game.candidates, "an answer no word fits"
        assert game.candidates == [w for w in words if fits(game.history, w)]
        # The answer keeps a biggest group, by the documented tie rule.
        sizes = Counter(score(guess, w) for w in before)
        most = max(sizes.values())
        assert sizes[pattern] == most
        tied = [p for p, n in sizes.items() if n == most]
        assert pattern == min(tied, key=lambda p: (p.marks.count(2), p.marks.count(1), p.digits))
        assert (game.status == WON) == (game.candidates == [guess])
    again = AdversaryGame.from_data(small_lexicon, game.to_data())
    assert again.history == game.history and again.candidates == game.candidates
