"""Exact values of guesses: the guesses a strategy then needs, summed over every secret still possible.

Playing a guess and then letting a deterministic strategy decide every later move defines
one game per candidate secret; the total of their guess counts is the guess's exact value
under that strategy (no estimate, no sampling). Comparing a few guesses this way and
keeping the cheapest is one step of policy improvement: the result is never worse than
the strategy's own choice when that choice is among those compared.
"""

from __future__ import annotations

import random
from typing import Sequence

from ...lexicon import Word
from ..feedback import Pattern
from ..knowledge import Knowledge
from .base import Situation, Strategy
from .partition import CandidateIndex


class Rollout:
    """A deterministic strategy playing on from positions, its decisions remembered by history."""

    def __init__(self, strategy: Strategy, allowed: Sequence[Word], hard_mode: bool = False):
        self.strategy = strategy
        self.allowed = allowed
        self.hard_mode = hard_mode
        self.decisions: dict[tuple, Word] = {}

    def decide(self, knowledge: Knowledge, candidates: Sequence[Word]) -> Word:
        """The strategy's guess with ``candidates`` open after ``knowledge``'s history."""
        key = tuple((guess, pattern.code) for guess, pattern in knowledge.history)
        if key not in self.decisions:
            situation = Situation(knowledge, self.allowed, candidates, self.hard_mode)
            self.decisions[key] = self.strategy.next_guess(situation, random.Random(0))
        return self.decisions[key]

    def total(self, knowledge: Knowledge, candidates: Sequence[Word], guess: Word | None = None) -> int:
        """Guesses summed over every candidate as the secret: ``guess`` (default: the strategy's) now, then the strategy's."""
        guess = guess or self.decide(knowledge, candidates)
        index = CandidateIndex(candidates)
        total = len(candidates)
        for code, bits in index.partition(guess).items():
            if code != index.win_code:
                total += self.total(knowledge.add(guess, Pattern.from_code(code, index.length)), index.words_of(bits))
        return total

    def cheapest(self, knowledge: Knowledge, candidates: Sequence[Word], guesses: Sequence[Word]) -> Word:
        """The guess of ``guesses`` with the lowest total (the earliest among equals)."""
        return min(guesses, key=lambda guess: self.total(knowledge, candidates, guess))
