"""Guessing on several boards at once: a guess scored by the information it gives summed over the boards.

A board with one word left is solved by guessing that word. Otherwise every board's pool
(``guess_pool``: its open candidates while few, and the guesses a cheap letter score ranks
highest) joins one pool, and each guess is scored by the entropy of the pattern it earns on
each board, summed; ties go to the guess most likely to solve a board (the sum over the
boards where it is a candidate of one over their candidates), then alphabetically. On the
first guess every board is the same, so the one-board ``entropy`` strategy decides (from the
opening book when one is loaded).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from ...lexicon import Word
from .base import Situation, Strategy, StrategyError
from .greedy import Entropy, negative_entropy
from .guesses import WORK_BUDGET, guess_pool, pool_size
from .partition import CandidateIndex


class BoardsStrategy(Protocol):
    """A guesser for several boards: one guess for every unsolved board's situation."""

    name: str

    def next_guess(self, situations: Sequence[Situation], rng: random.Random) -> Word:
        """A legal guess; StrategyError when a board has no candidate left."""
        ...


class SummedEntropy:
    """Maximise the entropy summed over the unsolved boards, tie-broken toward solving one."""

    name = "summed-entropy"

    def __init__(self, opener: Strategy | None = None) -> None:
        self.opener = opener or Entropy()

    def next_guess(self, situations: Sequence[Situation], rng: random.Random) -> Word:
        boards = [situation.open_candidates() for situation in situations]
        if not situations or not all(boards):
            raise StrategyError("no word fits the feedback so far on some board")
        smallest = min(boards, key=len)
        if len(smallest) == 1:
            return smallest[0]
        if not situations[0].knowledge.history:
            return self.opener.next_guess(situations[0], rng)
        indexes = [CandidateIndex(words) for words in boards]
        total = sum(map(len, boards))
        pool: dict[Word, None] = {}
        for situation, index in zip(situations, indexes):
            size = max(1, pool_size(situation, total, WORK_BUDGET) // len(situations))
            pool.update(dict.fromkeys(guess_pool(situation, index, size)))
        best_key, best_word = None, None
        for word in sorted(pool):
            information = sum(-negative_entropy(index.sizes(word), len(index)) for index in indexes)
            solving = sum(1 / len(index) for index in indexes if word in index)
            key = (-information, -solving)
            if best_key is None or key < best_key:
                best_key, best_word = key, word
        return best_word


# name -> factory taking the one-board opener (e.g. a booked ``entropy``) or None.
BOARD_STRATEGIES: dict[str, Callable[[Strategy | None], BoardsStrategy]] = {SummedEntropy.name: SummedEntropy}
