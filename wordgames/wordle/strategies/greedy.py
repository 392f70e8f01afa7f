"""One-step partition strategies: expected reduction, minimax, entropy, and the clique opener.

Each scores the guesses of a pool (see ``guesses``) by the sizes of the classes a guess
splits the open candidates into, and plays the best; ties go to a word that can still be
the secret, then alphabetically. With at most two candidates left, any of them is best.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ...lexicon import Word
from .base import Situation, StrategyError
from .clique import disjoint_words
from .guesses import guess_pool, is_allowed, pool_size
from .partition import CandidateIndex

_last_index: list[CandidateIndex] = []


def open_index(situation: Situation) -> CandidateIndex:
    """The open candidates as an index; StrategyError when none is left.

    The last index built is reused when the candidates are the same (several strategies, or
    the analysis, looking at one situation share its partitions).
    """
    words = tuple(situation.open_candidates())
    if not words:
        raise StrategyError("no word fits the feedback so far")
    if _last_index and _last_index[0].words == words:
        return _last_index[0]
    index = CandidateIndex(words)
    _last_index[:] = [index]
    return index


def best_by(measure, pool: Sequence[Word], candidates: CandidateIndex) -> Word:
    """The pool word with the lowest ``measure(sizes, n)``; ties to candidates, then alphabetical."""
    n = len(candidates)
    best_key, best_word = None, None
    for word in pool:
        key = (measure(list(candidates.sizes_by_code(word).values()), n), word not in candidates, word)
        if best_key is None or key < best_key:
            best_key, best_word = key, word
    return best_word


def sum_of_squares(sizes: list[int], n: int) -> int:
    """n × the expected number of candidates left."""
    return sum(s * s for s in sizes)


def largest_class(sizes: list[int], n: int) -> int:
    return max(sizes)


def negative_entropy(sizes: list[int], n: int) -> float:
    """Minus the information (bits) of the pattern distribution (so lower is better).

    Summed exactly (``math.fsum``), so the value does not depend on the order of the classes:
    guesses whose class sizes are the same numbers tie, and sizes computed elsewhere (the
    build's numpy) give the same value.
    """
    return math.fsum(s * math.log2(s) for s in sizes) / n - math.log2(n)


class GreedyPartition:
    """Play the pool guess that minimises ``measure`` over its pattern classes."""

    name = "greedy"
    measure = staticmethod(sum_of_squares)

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        candidates = open_index(situation)
        if len(candidates) <= 2:
            return candidates.words[0]
        return best_by(self.measure, self.pool(situation, candidates), candidates)

    def pool(self, situation: Situation, candidates: CandidateIndex) -> Sequence[Word]:
        """The guesses scored: the pruned pool of candidates and other words (see ``guesses``)."""
        return guess_pool(situation, candidates, pool_size(situation, len(candidates)))


class ExpectedReduction(GreedyPartition):
    """Minimise the expected number of candidates left (maximise the total eliminated)."""

    name = "expected-reduction"
    measure = staticmethod(sum_of_squares)


class Entropy(GreedyPartition):
    """Maximise the information (entropy) of the colour-pattern distribution."""

    name = "entropy"
    measure = staticmethod(negative_entropy)


# The published greedy minimax runs opened with these words (on their own vocabulary).
MINIMAX_OPENERS = {3: "iao", 4: "eoan", 5: "nares", 6: "tanier", 7: "latrine", 8: "corsaint", 9: "columnist"}


class Minimax(GreedyPartition):
    """Minimise the largest colour-pattern class (greedy), opening with the published words."""

    name = "minimax"
    measure = staticmethod(largest_class)

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        opener = MINIMAX_OPENERS.get(situation.length)
        if not situation.knowledge.history and is_allowed(situation, opener):
            return opener
        return super().next_guess(situation, rng)


class CandidatesMinimax(GreedyPartition):
    """Greedy minimax as the paper plays it: the guess is a word still possible, its opener computed too.

    Every open candidate is scored (no pruned pool, no other words), so the first move weighs
    every word of the length against every other: seconds at 5 letters, a minute at 8.
    """

    name = "minimax-candidates"
    measure = staticmethod(largest_class)

    def pool(self, situation: Situation, candidates: CandidateIndex) -> Sequence[Word]:
        return candidates.words


class Clique(Minimax):
    """Open with words of pairwise disjoint letters covering most of the alphabet, then minimax.

    The clique words are played in order while more than two candidates are open and the
    next one still splits them (and, in hard mode, is legal); after that, minimax decides.
    """

    name = "clique"

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        history = situation.knowledge.history
        opening = disjoint_words(situation.allowed)
        played = tuple(guess for guess, _ in history)
        if played == opening[: len(played)] and len(played) < len(opening):
            word = opening[len(played)]
            candidates = open_index(situation)
            if len(candidates) > 2 and situation.legal(word) and len(candidates.partition(word)) > 1:
                return word
        return GreedyPartition.next_guess(self, situation, rng)
