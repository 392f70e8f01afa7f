"""The generalised-Wordle paper's clique study: the graph of words with distinct letters and its k-cliques.

Words of length L whose letters are all different are the vertices; two are joined when they
share no letter. A clique of k = ⌊26/L⌋ such words covers k·L letters, so 26 − k·L letters
go unused. Words with the same letters (anagrams) make one letter set; a clique of letter
sets stands for the product of their anagram counts in cliques of words.

The search runs on letter sets as 26-bit masks, through the letters from rarest to commonest:
the rarest letter not yet covered is either covered by a set whose rarest letter it is, or
skipped for good (at most 26 − k·L skips). The number of cliques below a state depends only
on the letters covered and the skips left, so it is counted once per state: every clique at 4
letters (tens of millions) is counted without being visited one by one, and a listing only
enters states that lead to some clique.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ..lexicon import Word

LETTERS = 26


def letter_mask(word: Word) -> int:
    """The letters of ``word`` as a bitmask: bit 0 for a, ..., bit 25 for z."""
    mask = 0
    for letter in word:
        mask |= 1 << (ord(letter) - 97)
    return mask


def letter_sets(words: Sequence[Word]) -> dict[int, tuple[Word, ...]]:
    """The words with distinct letters, grouped by their letter set (mask -> anagrams, in the words' order)."""
    groups: dict[int, list[Word]] = {}
    for word in words:
        mask = letter_mask(word)
        if mask.bit_count() == len(word):
            groups.setdefault(mask, []).append(word)
    return {mask: tuple(group) for mask, group in groups.items()}


def _submasks(mask: int) -> Iterator[int]:
    """Every subset of ``mask``, itself and 0 included."""
    sub = mask
    while True:
        yield sub
        if not sub:
            return
        sub = (sub - 1) & mask


@dataclass(frozen=True)
class WordGraph:
    """The paper's graph at one length: vertices (words with distinct letters), their letter sets, and edges."""

    length: int
    vertices: int
    letter_sets: int
    edges: int


def word_graph(length: int, words: Sequence[Word]) -> WordGraph:
    """The graph of ``words`` of ``length`` letters, its edges counted by inclusion and exclusion.

    The words disjoint from a set S are all words less those sharing a letter with S: by
    inclusion and exclusion, the sum over subsets T of S of (−1)^|T| times the number of words
    containing T. Each word has 2^L subsets, so this costs 2^L steps a word instead of a pass
    over every pair (50 million at 5 letters).
    """
    groups = letter_sets([w for w in words if len(w) == length])
    containing: dict[int, int] = {}  # letter set T -> words whose letters include T
    for mask, group in groups.items():
        for sub in _submasks(mask):
            containing[sub] = containing.get(sub, 0) + len(group)
    ends = 0  # each edge counted from both ends
    for mask, group in groups.items():
        disjoint = sum(-containing[sub] if sub.bit_count() & 1 else containing[sub] for sub in _submasks(mask))
        ends += len(group) * disjoint
    vertices = sum(len(group) for group in groups.values())
    return WordGraph(length, vertices, len(groups), ends // 2)


@dataclass(frozen=True)
class CliqueCount:
    """How many cliques of ``size`` words with pairwise disjoint letters: as letter sets, and as words."""

    length: int
    size: int
    letter_sets: int
    words: int
    states: int  # search states counted (the work done)


class CliqueSearch:
    """The k-cliques, k = ⌊26/L⌋, among the words of one length with distinct letters (see the module's doc)."""

    def __init__(self, length: int, words: Sequence[Word]) -> None:
        self.length = length
        self.size = LETTERS // length
        self.skips = LETTERS - self.size * length
        self.groups = letter_sets([w for w in words if len(w) == length])
        frequency = [0] * LETTERS
        for mask in self.groups:
            for letter in range(LETTERS):
                frequency[letter] += mask >> letter & 1
        order = sorted(range(LETTERS), key=lambda letter: (frequency[letter], letter))  # rarest first
        self.bits = [1 << letter for letter in order]
        rank = {letter: r for r, letter in enumerate(order)}
        self.starting: list[list[tuple[int, int]]] = [[] for _ in range(LETTERS)]  # (mask, anagrams) by rarest letter
        for mask, group in self.groups.items():
            rarest = min(rank[letter] for letter in range(LETTERS) if mask >> letter & 1)
            self.starting[rarest].append((mask, len(group)))
        self.counts: dict[int, tuple[int, int]] = {}  # state -> (letter-set cliques, word cliques) below it

    def _next(self, covered: int, position: int) -> int:
        while position < LETTERS and covered & self.bits[position]:
            position += 1
        return position

    def _below(self, covered: int, position: int, skips: int) -> tuple[int, int]:
        """Cliques completing a partial one (its letters ``covered``), the letters before ``position`` decided."""
        position = self._next(covered, position)
        if position == LETTERS:  # every letter covered or skipped: k sets chosen (the skips allow no fewer)
            return 1, 1
        state = covered | skips << LETTERS  # the position follows from these
        found = self.counts.get(state)
        if found is None:
            sets = words = 0
            for mask, anagrams in self.starting[position]:
                if not mask & covered:
                    below_sets, below_words = self._below(covered | mask, position + 1, skips)
                    sets += below_sets
                    words += anagrams * below_words
            if skips:
                below_sets, below_words = self._below(covered, position + 1, skips - 1)
                sets += below_sets
                words += below_words
            found = self.counts[state] = (sets, words)
        return found

    def count(self) -> CliqueCount:
        """Every clique counted (letter sets and words), without listing them."""
        sets, words = self._below(0, 0, self.skips) if self.groups else (0, 0)
        return CliqueCount(self.length, self.size, sets, words, len(self.counts))

    def cliques(self) -> Iterator[tuple[tuple[Word, ...], ...]]:
        """Every clique of letter sets, each as its sets' anagrams (rarest letter first); the count first."""
        if not self.groups:
            return
        self.count()
        chosen: list[int] = []

        def walk(covered: int, position: int, skips: int) -> Iterator[tuple[tuple[Word, ...], ...]]:
            position = self._next(covered, position)
            if position == LETTERS:
                yield tuple(self.groups[mask] for mask in chosen)
                return
            if self._below(covered, position, skips)[0] == 0:
                return
            for mask, _ in self.starting[position]:
                if not mask & covered:
                    chosen.append(mask)
                    yield from walk(covered | mask, position + 1, skips)
                    chosen.pop()
            if skips:
                yield from walk(covered, position + 1, skips - 1)

        yield from walk(0, 0, self.skips)
