"""Exact values of guesses, and the policy that keeps the cheapest: one step of rollout at every position.

Playing a guess and then letting a deterministic strategy decide every later move defines
one game per candidate secret; the total of their guess counts is the guess's exact value
under that strategy (no estimate, no sampling). Comparing a few guesses this way and
keeping the cheapest is one step of policy improvement: the result is never worse than
the strategy's own choice when that choice is among those compared.

``Improved`` does that at every position, over ``OneStep``, a base simple enough to be
computed with numpy arrays too: ``build.py`` computes ``best``'s whole game tree at short
lengths that way for the opening book (normal and hard mode), and property tests hold the
two to the same tree.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Sequence
from dataclasses import replace

from ...lexicon import Word
from ..feedback import Pattern
from ..knowledge import Knowledge
from ..rules import Rules
from .base import Situation, Strategy
from .estimate import constants_for, member_weight
from .greedy import open_index
from .partition import CandidateIndex


class Rollout:
    """A deterministic strategy playing on from positions, its decisions remembered by history."""

    def __init__(self, strategy: Strategy, allowed: Sequence[Word], rules: Rules | None = None):
        self.strategy = strategy
        self.allowed = allowed
        self.rules = rules  # played without a guess limit (None: nor hard mode)
        self.decisions: dict[tuple, Word] = {}

    def decide(self, knowledge: Knowledge, candidates: Sequence[Word]) -> Word:
        """The strategy's guess with ``candidates`` open after ``knowledge``'s history."""
        key = tuple((guess, pattern.code) for guess, pattern in knowledge.history)
        if key not in self.decisions:
            situation = Situation(knowledge, self.allowed, candidates, self.rules)
            self.decisions[key] = self.strategy.next_guess(situation, random.Random(0))
        return self.decisions[key]

    def total(self, knowledge: Knowledge, candidates: Sequence[Word], guess: Word | None = None) -> int:
        """Guesses summed over every candidate as the secret: ``guess`` (default: the strategy's), then its own."""
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


Ranked = tuple[int, int, bool, Word]  # (score, −classes, not a candidate, word): ``OneStep.ranking``


def by_score(r: Ranked) -> tuple[int, bool, Word]:
    """``OneStep``'s order: the least score, then a candidate, then alphabetically."""
    return r[0], r[2], r[3]


def by_classes(r: Ranked) -> tuple[int, bool, Word]:
    """The most classes, then a candidate, then alphabetically."""
    return r[1], r[2], r[3]


class OneStep:
    """The rollouts' base: the least estimated expected guesses one step ahead, over every legal guess.

    A guess's score is Σ m·F(m) over its classes of m candidates other than the win (F:
    ``estimate``), in integer units; ties go to a candidate, then alphabetically. Only legal
    guesses (hard mode's rule, when on) that split the candidates count.
    """

    name = "one-step"

    def ranking(self, situation: Situation, index: CandidateIndex) -> list[Ranked]:
        """(score, −classes, not a candidate, word) of every legal guess that splits the candidates."""
        constants = constants_for(index.length)
        win = index.win_code
        ranking = []
        for guess in situation.legal_guesses():
            sizes = index.sizes_by_code(guess)
            if len(sizes) > 1:
                score = sum(size * member_weight(size, constants) for code, size in sizes.items() if code != win)
                ranking.append((score, -len(sizes), guess not in index, guess))
        return ranking

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        index = open_index(situation)
        if len(index) <= 2:
            return index.words[0]
        return min(self.ranking(situation, index), key=by_score)[3]


class Improved:
    """One step of rollout over ``OneStep`` at every position: of the ``top`` guesses it ranks
    first and the ``most_classes`` that split the candidates into most classes, the one whose
    exact value (``OneStep`` playing on) is lowest; the earliest in ``OneStep``'s order among equals."""

    name = "one-step-rollout"

    def __init__(self, top: int, most_classes: int):
        self.top = top
        self.most_classes = most_classes
        self.base = OneStep()

    def choices(self, situation: Situation, index: CandidateIndex) -> list[Word]:
        """The guesses compared, in ``OneStep``'s order (its own choice first)."""
        ranking = self.base.ranking(situation, index)
        chosen = heapq.nsmallest(self.top, ranking, key=by_score)
        chosen += heapq.nsmallest(self.most_classes, ranking, key=by_classes)
        return [r[3] for r in sorted(set(chosen), key=by_score)]

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        index = open_index(situation)
        if len(index) <= 2:
            return index.words[0]
        rollout = Rollout(self.base, situation.allowed, replace(situation.rules, max_guesses=None))
        return rollout.cheapest(situation.knowledge, index.words, self.choices(situation, index))
