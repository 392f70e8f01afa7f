"""The seed's two strategies: a random candidate, and letter frequency over the candidates."""

from __future__ import annotations

import random

from ...lexicon import Word
from .base import Situation, StrategyError
from .guesses import allowed_index, legal_indices
from .letters import presence_counts

# Below this many candidates, letter frequency guesses one of them at random (as in the seed).
RANDOM_BELOW = 10


def random_candidate(situation: Situation, rng: random.Random) -> Word:
    """A uniformly random candidate that is a legal guess."""
    choices = [w for w in situation.open_candidates() if situation.legal(w)]
    if not choices:
        raise StrategyError("no word fits the feedback so far")
    return rng.choice(choices)


class RandomCandidate:
    """Guess any word that could still be the secret."""

    name = "random-candidate"

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        return random_candidate(situation, rng)


class LetterFrequency:
    """Guess the word whose not-yet-tried letters occur in the most candidates.

    A word scores the sum, over its distinct letters not in any earlier guess, of the share
    of candidates containing that letter; every allowed word of the length may be guessed.
    Ties go to the alphabetically last word (as in the published runs: 5 letters open with
    SERAI). Below ten candidates, or when no word scores, guess a random candidate.
    """

    name = "letter-frequency"

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        candidates = situation.open_candidates()
        if len(candidates) < RANDOM_BELOW:
            return random_candidate(situation, rng)
        tried = {ch for guess in situation.guessed for ch in guess}
        # Shares are compared as whole counts (all over the same number of candidates), so
        # ties are exact rather than an accident of floating-point summation order.
        containing = presence_counts(candidates)
        for ch in tried:
            containing[ch] = 0
        count = containing.__getitem__
        allowed, (_, letter_sets) = situation.allowed, allowed_index(situation.allowed)
        best_word, best_score = None, 0
        for j in legal_indices(situation):
            score = sum(map(count, letter_sets[j]))
            if score >= best_score and score > 0:
                best_word, best_score = allowed[j], score
        if best_word is None:
            return random_candidate(situation, rng)
        return best_word
