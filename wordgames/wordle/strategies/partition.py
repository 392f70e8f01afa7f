"""Fast partitions of candidate sets by the colour pattern a guess would earn, with Python ints as bitsets.

A ``CandidateIndex`` numbers its words 0..n-1 and keeps, as bitsets (bit j = word j):
- ``at[i][letter]``: the words with ``letter`` at position i;
- ``at_least[letter][k]``: the words with at least k copies of ``letter``.
Scoring a guess against every candidate then needs a few big-int ANDs per letter of the
guess instead of a Python loop per (guess, candidate) pair: the candidates are split letter
group by letter group (greens first, then yellows by the number of copies in the secret),
which reproduces ``feedback.pattern_code`` exactly, duplicate letters included.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from ...alphabet import ENGLISH
from ...lexicon import Word

Bits = int


def bit_indices(bits: Bits) -> Iterator[int]:
    """The positions of the set bits, lowest first."""
    text = bin(bits)[:1:-1]  # least significant bit first
    i = text.find("1")
    while i >= 0:
        yield i
        i = text.find("1", i + 1)


def letter_groups(guess: Word) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Each distinct letter of ``guess`` with the positions where it stands."""
    groups: dict[str, list[int]] = {}
    for i, letter in enumerate(guess):
        groups.setdefault(letter, []).append(i)
    return tuple((letter, tuple(positions)) for letter, positions in groups.items())


class CandidateIndex:
    """Bitset view of a word list (all one length) for partitioning by feedback pattern."""

    def __init__(self, words: Sequence[Word]):
        if not words:
            raise ValueError("a candidate index needs at least one word")
        self.words: tuple[Word, ...] = tuple(words)
        self.length = length = len(self.words[0])
        n = len(self.words)
        self.full: Bits = (1 << n) - 1
        self.weights = tuple(3 ** (length - 1 - i) for i in range(length))
        self.win_code = 3**length - 1
        self.at: list[dict[str, Bits]] = []
        for i in range(length):
            column = "".join(word[i] for word in self.words)[::-1]  # word 0 is the lowest bit
            masks, used = {}, set(column)
            tables = _ONE_LETTER if used <= _ONE_LETTER.keys() else _one_letter_tables(used)
            for letter in used:
                masks[letter] = int(column.translate(tables[letter]), 2)
            self.at.append(masks)
        self.at_least: dict[str, list[Bits]] = {}
        for letter in sorted(set().union(*self.at)):
            columns = [masks.get(letter, 0) for masks in self.at]
            if not any(columns):
                continue
            levels = [self.full] + [0] * length  # levels[k]: words with at least k copies
            for done, column in enumerate(columns):  # count one more position
                for k in range(done + 1, 0, -1):
                    levels[k] |= levels[k - 1] & column
            while len(levels) > 2 and not levels[-1]:
                levels.pop()
            self.at_least[letter] = levels
        self._position = {word: j for j, word in enumerate(self.words)}
        self._sizes: dict[Word, dict[int, int]] = {}  # sizes_by_code of the whole index, per guess

    def __len__(self) -> int:
        return len(self.words)

    def index_of(self, word: Word) -> int | None:
        """The word's bit position, or None if it is not in the index."""
        return self._position.get(word)

    def __contains__(self, word: object) -> bool:
        return word in self._position

    def bits_of(self, words: Iterable[Word]) -> Bits:
        """The bitset of those ``words`` that are in the index."""
        bits = 0
        position = self._position
        for word in words:
            j = position.get(word)
            if j is not None:
                bits |= 1 << j
        return bits

    def words_of(self, bits: Bits) -> list[Word]:
        """The words of a bitset, in index order."""
        words = self.words
        return [words[j] for j in bit_indices(bits)]

    def partition(self, guess: Word, within: Bits | None = None) -> dict[int, Bits]:
        """Pattern code -> bitset of the words (of ``within``, default all) that earn it."""
        classes: list[tuple[int, Bits]] = [(0, self.full if within is None else within)]
        weights = self.weights
        for letter, positions in letter_groups(guess):
            levels = self.at_least.get(letter)
            if levels is None:  # no word has this letter: every mark is grey
                continue
            split: list[tuple[int, Bits]] = []
            add = split.append
            if len(positions) == 1:
                i = positions[0]
                green_mask = self.at[i].get(letter, 0)
                present = levels[1]
                green_code, yellow_code = 2 * weights[i], weights[i]
                for code, bits in classes:
                    green = bits & green_mask
                    rest = bits ^ green
                    yellow = rest & present
                    if green:
                        add((code + green_code, green))
                    if yellow:
                        add((code + yellow_code, yellow))
                    if rest ^ yellow:
                        add((code, rest ^ yellow))
            else:
                for code, bits in classes:
                    self._split_repeated(letter, positions, levels, code, bits, add)
            classes = split
        return dict(classes)

    def _split_repeated(
        self, letter: str, positions: tuple[int, ...], levels: list[Bits], code: int, bits: Bits, add
    ) -> None:
        """Split ``bits`` by the marks of a letter the guess holds more than once."""
        weights = self.weights
        # First by which of these positions are green: (code, bits, greens, non-green positions).
        parts = [(code, bits, 0, ())]
        for i in positions:
            mask = self.at[i].get(letter, 0)
            grown = []
            for part_code, part_bits, greens, others in parts:
                green = part_bits & mask
                if green:
                    grown.append((part_code + 2 * weights[i], green, greens + 1, others))
                if part_bits ^ green:
                    grown.append((part_code, part_bits ^ green, greens, others + (i,)))
            parts = grown
        # Then by copies in the secret: the first (copies - greens) non-green positions are yellow.
        for part_code, rest, greens, others in parts:
            yellow_code = part_code
            for t, i in enumerate(others):
                k = greens + t + 1
                more = rest & levels[k] if k < len(levels) else 0
                if rest ^ more:
                    add((yellow_code, rest ^ more))
                rest = more
                if not rest:
                    break
                yellow_code += weights[i]
            if rest:
                add((yellow_code, rest))

    def sizes(self, guess: Word, within: Bits | None = None) -> list[int]:
        """The class sizes of ``partition``, in no particular order."""
        return list(self.sizes_by_code(guess, within).values())

    def sizes_by_code(self, guess: Word, within: Bits | None = None) -> dict[int, int]:
        """Pattern code -> number of words (of ``within``) that earn it (remembered for the whole index)."""
        if within is None and guess in self._sizes:
            return self._sizes[guess]
        sizes = {code: bits.bit_count() for code, bits in self.partition(guess, within).items()}
        if within is None:
            self._sizes[guess] = sizes
        return sizes

    def preload(self, sizes: dict[Word, dict[int, int]]) -> None:
        """Take the ``sizes_by_code`` of some guesses against the whole index from elsewhere
        (``build.py`` computes the opening book's biggest pools with numpy)."""
        self._sizes.update(sizes)

    def row(self, guess: Word, within: Bits | None = None) -> list[int]:
        """Pattern code per word index (-1 for words outside ``within``)."""
        row = [-1] * len(self.words)
        for code, bits in self.partition(guess, within).items():
            for j in bit_indices(bits):
                row[j] = code
        return row


_ONE_LETTER = {  # translate tables for English's letters: the letter to "1", the others "0"
    letter: str.maketrans({ch: ("1" if ch == letter else "0") for ch in ENGLISH.letters}) for letter in ENGLISH.letters
}


def _one_letter_tables(used: set[str]) -> dict[str, dict[int, str]]:
    """``_ONE_LETTER`` for a column of another alphabet's letters: per letter used, "1" for it, "0" for the rest."""
    return {letter: str.maketrans({ch: ("1" if ch == letter else "0") for ch in used}) for letter in used}
