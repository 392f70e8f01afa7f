"""Word Challenge search: racks of tiles, and the reference depth-first search of the trie."""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..lexicon import ALPHABET, MAX_LENGTH, MIN_LENGTH, Lexicon, Word
from ..text import normalize

BLANK = "?"
MAX_TILES = MAX_LENGTH


class RackError(ValueError):
    """Letters that do not make a rack (wrong characters, too many tiles)."""


@dataclass(frozen=True)
class Rack:
    """A multiset of tiles: letter counts a–z plus a number of blanks (``?``, any letter)."""

    counts: tuple[int, ...]
    blanks: int = 0

    @classmethod
    def parse(cls, text: str, max_tiles: int = MAX_TILES) -> Rack:
        """Read 'abracadabra' or 'qu?ck' (by ``text.normalize``); raise RackError with the reason."""
        tiles = normalize(text)
        bad = sorted({ch for ch in tiles if ch != BLANK and not ("a" <= ch <= "z")})
        if bad:
            shown = " ".join(repr(ch) for ch in bad[:5])
            raise RackError(f"only letters a-z and ? (a blank) are allowed, not {shown}")
        if not tiles:
            raise RackError("type some letters")
        if len(tiles) > max_tiles:
            raise RackError(f"at most {max_tiles} tiles, not {len(tiles)}")
        counts = [0] * 26
        for ch in tiles:
            if ch != BLANK:
                counts[ord(ch) - 97] += 1
        return cls(tuple(counts), tiles.count(BLANK))

    @property
    def size(self) -> int:
        return sum(self.counts) + self.blanks

    def letters(self) -> str:
        """The tiles as text, letters alphabetically then blanks."""
        return "".join(ch * n for ch, n in zip(ALPHABET, self.counts)) + BLANK * self.blanks


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


def solve(lexicon: Lexicon, rack: Rack, min_length: int = MIN_LENGTH, must: str = "") -> Solution:
    """Every word writable from ``rack``: the reference depth-first search of the trie.

    The search carries the rack's letter counts down the trie, taking a tile of the edge's
    letter if one is left, else a blank; it counts every trie node it enters. Words shorter
    than ``min_length`` or not containing every letter of ``must`` (with multiplicity) are
    left out.
    """
    start = time.perf_counter()
    first, labels, targets, final = lexicon.first, lexicon.labels, lexicon.targets, lexicon.final
    counts = list(rack.counts)
    blanks = rack.blanks
    need = [0] * 26
    for ch in must:
        need[ord(ch) - 97] += 1
    used = [0] * 26
    letters = ALPHABET
    prefix: list[str] = []
    found: list[Word] = []
    visited = 0

    def walk(state: int) -> None:
        nonlocal blanks, visited
        for e in range(first[state], first[state + 1]):
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
            if final[target] and len(prefix) >= min_length and (not must or all(map(int.__ge__, used, need))):
                found.append("".join(prefix))
            walk(target)
            used[c] -= 1
            prefix.pop()
            if from_blank:
                blanks += 1
            else:
                counts[c] += 1

    walk(0)
    walk = None  # it calls itself through its closure, a cycle that would keep `found` until a garbage collection
    found.sort(key=lambda w: (len(w), w))
    return Solution(tuple(found), visited, (time.perf_counter() - start) * 1000)
