"""Word Challenge search: racks of tiles, and the reference depth-first search of the trie."""

from __future__ import annotations

import time
from collections.abc import Generator
from dataclasses import dataclass, field
from itertools import chain

from ..alphabet import ENGLISH, Alphabet
from ..characters import refused
from ..lengths import MAX_LENGTH, MIN_LENGTH
from ..lexicon import Lexicon, Word
from ..text import letters_named, normalize

BLANK = "?"
MAX_TILES = MAX_LENGTH


class RackError(ValueError):
    """Letters that do not make a rack (wrong characters, too many tiles)."""


@dataclass(frozen=True)
class Rack:
    """A multiset of tiles: a count per letter of its alphabet (a–z in English) plus a number of blanks
    (``?``, any letter)."""

    counts: tuple[int, ...]
    blanks: int = 0
    alphabet: Alphabet = field(default=ENGLISH, repr=False)

    @classmethod
    def parse(cls, text: str, max_tiles: int = MAX_TILES, alphabet: Alphabet = ENGLISH) -> Rack:
        """Read 'abracadabra' or 'qu?ck' (by ``text.normalize``); raise RackError with the reason."""
        tiles = normalize(text, alphabet)
        codes = alphabet.codes
        bad = refused(tiles, alphabet, BLANK)
        if bad:
            raise RackError(f"only {letters_named(alphabet)} and ? (a blank) are allowed, not {bad}")
        if not tiles:
            raise RackError("type some letters")
        if len(tiles) > max_tiles:
            raise RackError(f"at most {max_tiles} tiles, not {len(tiles)}")
        counts = [0] * len(alphabet)
        for ch in tiles:
            if ch != BLANK:
                counts[codes[ch]] += 1
        return cls(tuple(counts), tiles.count(BLANK), alphabet)

    @property
    def size(self) -> int:
        return sum(self.counts) + self.blanks

    def letters(self) -> str:
        """The tiles as text, letters alphabetically then blanks."""
        return "".join(ch * n for ch, n in zip(self.alphabet.letters, self.counts)) + BLANK * self.blanks

    def blank_places(self, word: Word) -> tuple[int, ...]:
        """The places in ``word`` (which the rack makes) that blanks fill: each letter beyond the rack's own tiles
        of it, the later occurrences first to a blank."""
        have, codes = list(self.counts), self.alphabet.codes
        places = []
        for i, ch in enumerate(word):
            if have[codes[ch]]:
                have[codes[ch]] -= 1
            else:
                places.append(i)
        return tuple(places)


@dataclass(frozen=True)
class Solution:
    """The words a rack makes (by length, then alphabetically), with the search's cost."""

    words: tuple[Word, ...]
    nodes_visited: int
    milliseconds: float

    def by_length(self) -> dict[int, tuple[Word, ...]]:
        groups: dict[int, list[Word]] = {}
        for word in self.words:
            groups.setdefault(len(word), []).append(word)
        return {length: tuple(words) for length, words in groups.items()}


@dataclass(frozen=True)
class ListedAnswer:
    """A rack's words as a list shows them: by length, shortest first, each length's known words, then (if asked)
    its rare ones, alphabetically; how many rare ones were left out, the time taken, the nodes (a trie search)."""

    words: tuple[Word, ...]
    left_out: int
    milliseconds: float
    nodes_visited: int | None = None


STEP = 4096  # nodes `search` visits between two reports of its progress (a few ms in a browser)


@dataclass(frozen=True)
class Progress:
    """How far a search has got: the trie nodes it entered, the words it found, the prefix it is on."""

    nodes_visited: int
    words_found: int
    prefix: str


def search(
    lexicon: Lexicon, rack: Rack, min_length: int = MIN_LENGTH, must: str = ""
) -> Generator[Progress, None, Solution]:
    """The reference depth-first search of the trie, resumable: yields Progress every STEP nodes, returns the Solution.

    The search carries the rack's letter counts down the trie, taking a tile of the edge's
    letter if one is left, else a blank; it counts every trie node it enters. Words shorter
    than ``min_length`` or not containing every letter of ``must`` (with multiplicity) are
    left out. It keeps its path on an explicit stack rather than recursing, so that a caller
    (the page) can pause it at any step; ``milliseconds`` counts only the time it ran.
    """
    elapsed = 0.0
    resumed = time.perf_counter()
    first, labels, targets, final = lexicon.first, lexicon.labels, lexicon.targets, lexicon.final
    counts = list(rack.counts)
    blanks = rack.blanks
    letters = lexicon.alphabet.letters
    need = [0] * len(letters)
    for ch in must:
        need[lexicon.alphabet.codes[ch]] += 1
    used = [0] * len(letters)
    prefix: list[str] = []
    found: list[list[Word]] = [[] for _ in range(rack.size + 1)]  # by length: the walk meets each alphabetically
    visited = 0
    # Per depth d: the next edge to try and the end of the state's edges; per depth d > 0, the
    # letter taken to get there and whether a blank stood in for it (to give the tile back).
    depth = 0
    next_edge, end_edge = [0] * (rack.size + 1), [0] * (rack.size + 1)
    taken, by_blank = [0] * (rack.size + 1), [False] * (rack.size + 1)
    next_edge[0], end_edge[0] = first[0], first[1]
    while True:
        e = next_edge[depth]
        if e < end_edge[depth]:
            next_edge[depth] = e + 1
            c = labels[e]
            if counts[c]:
                counts[c] -= 1
                from_blank = False
            elif blanks:
                blanks -= 1
                from_blank = True
            else:
                continue
            visited += 1
            target = targets[e]
            prefix.append(letters[c])
            used[c] += 1
            depth += 1
            if final[target] and depth >= min_length and (not must or all(map(int.__ge__, used, need))):
                found[depth].append("".join(prefix))
            taken[depth], by_blank[depth] = c, from_blank
            next_edge[depth], end_edge[depth] = first[target], first[target + 1]
            if not visited % STEP:
                elapsed += time.perf_counter() - resumed
                yield Progress(visited, sum(map(len, found)), "".join(prefix))
                resumed = time.perf_counter()
        elif depth:  # every edge of this state is done: give back the tile that led here
            c = taken[depth]
            used[c] -= 1
            prefix.pop()
            if by_blank[depth]:
                blanks += 1
            else:
                counts[c] += 1
            depth -= 1
        else:
            break
    return Solution(tuple(chain.from_iterable(found)), visited, (elapsed + time.perf_counter() - resumed) * 1000)


def solve(lexicon: Lexicon, rack: Rack, min_length: int = MIN_LENGTH, must: str = "") -> Solution:
    """Every word writable from ``rack`` (see `search`), by length then alphabetically."""
    steps = search(lexicon, rack, min_length, must)
    while True:
        try:
            next(steps)
        except StopIteration as finished:
            return finished.value
