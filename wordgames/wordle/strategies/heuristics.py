"""Letter-counting heuristics of the published work: cheap scores, no partitioning of candidates.

All but ``unattempted-letters`` guess an open candidate (so they are always legal in hard
mode and always finish: every guess removes at least itself). Ties go alphabetically.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ...lexicon import Word
from .base import Situation, StrategyError, per_word_list
from .guesses import allowed_index, legal_indices
from .letters import LetterCounts, presence_counts
from .partition import CandidateIndex


def open_words(situation: Situation) -> list[Word]:
    words = situation.open_candidates()
    if not words:
        raise StrategyError("no word fits the feedback so far")
    return words


def best_of(words: Sequence[Word], score: Callable[[Word], float]) -> Word:
    """The highest-scoring word; the alphabetically first among equals."""
    return max(words, key=lambda word: (score(word), _reverse(word)))


def _reverse(word: Word) -> tuple[int, ...]:
    """A key that sorts alphabetically *first* words highest."""
    return tuple(-ord(ch) for ch in word)


_presence_table = per_word_list(presence_counts, size=6)  # presence counts of a whole word list, once per list


class NonDuplicate:
    """Guess the candidate with distinct letters whose letters occur in the most candidates."""

    name = "non-duplicate"

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        words = open_words(situation)
        counts = presence_counts(words)
        distinct = [w for w in words if len(set(w)) == len(w)] or words
        return best_of(distinct, lambda w: sum(counts[c] for c in set(w)))


class PositionalFrequency:
    """Guess the candidate whose letters are commonest at their own positions."""

    name = "positional-frequency"

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        words = open_words(situation)
        letters = situation.knowledge.alphabet.letters
        at = [dict.fromkeys(letters, 0) for _ in range(situation.length)]
        for word in words:
            for i, letter in enumerate(word):
                at[i][letter] += 1
        return best_of(words, lambda w: sum(at[i][c] for i, c in enumerate(w)))


class CrossFrequency:
    """Guess the candidate whose distinct letters are commonest across all positions of the candidates."""

    name = "cross-frequency"

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        words = open_words(situation)
        total = dict.fromkeys(situation.knowledge.alphabet.letters, 0)
        for word in words:
            for letter in word:
                total[letter] += 1
        return best_of(words, lambda w: sum(total[c] for c in set(w)))


class TieBreakChain:
    """Guess the candidate first by a chain of the scores above, each breaking the ties of the one before.

    The published bot's Strategy 2: no repeated letters, then the letters commonest at their own
    positions, then across all positions (each distinct letter's occurrences in the candidates),
    then the most letters not yet tried; then alphabetically.
    """

    name = "tie-break-chain"

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        words = open_words(situation)
        letters = situation.knowledge.alphabet.letters
        at = [dict.fromkeys(letters, 0) for _ in range(situation.length)]
        total = dict.fromkeys(letters, 0)
        for word in words:
            for i, letter in enumerate(word):
                at[i][letter] += 1
                total[letter] += 1
        tried = {letter for guess in situation.guessed for letter in guess}

        def chain(word: Word) -> tuple[int, int, int, int]:
            letters = set(word)
            return (
                len(letters) == len(word),
                sum(at[i][c] for i, c in enumerate(word)),
                sum(total[c] for c in letters),
                len(letters - tried),
            )

        return best_of(words, chain)


class UnattemptedLetters:
    """Guess any word rich in letters not yet tried that split the candidates evenly.

    A letter c not in any earlier guess scores min(f, n − f) where f of the n candidates
    contain it; a word scores its distinct letters. Once no word scores (or two candidates
    are left) it guesses the candidate best by positional frequency.
    """

    name = "unattempted-letters"

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        words = open_words(situation)
        n = len(words)
        if n > 2:
            tried = {letter for guess in situation.guessed for letter in guess}
            counts = presence_counts(words)
            weight = LetterCounts((c, 0 if c in tried else min(f, n - f)) for c, f in counts.items()).__getitem__
            allowed, (_, letter_sets) = situation.allowed, allowed_index(situation.allowed)
            best_key, best_word = 0, None
            for j in legal_indices(situation):
                key = sum(map(weight, letter_sets[j]))
                if key > best_key:
                    best_key, best_word = key, allowed[j]
            if best_word is not None:
                return best_word
        return PositionalFrequency().next_guess(situation, rng)


class FrequencyTable:
    """Guess the candidate with the commonest distinct letters by a fixed table of the word list.

    The table counts, per letter, the words of the length containing it (computed once per
    word list); repeated letters score once, which prefers words with distinct letters.
    """

    name = "frequency-table"

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        words = open_words(situation)
        table = _presence_table(situation.allowed)
        return best_of(words, lambda w: sum(table[c] for c in set(w)))


class Rank:
    """Guess the candidate that shares at least one letter with the most candidates."""

    name = "rank"

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        words = open_words(situation)
        index = CandidateIndex(words)
        having = {letter: levels[1] for letter, levels in index.at_least.items()}
        shared: dict[frozenset, int] = {}

        def score(word: Word) -> int:
            letters = frozenset(word)
            if letters not in shared:
                bits = 0
                for letter in letters:
                    bits |= having[letter]
                shared[letters] = bits.bit_count()
            return shared[letters]

        return best_of(words, score)
