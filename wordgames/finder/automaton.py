"""The finder's query as a small automaton over letters, carried down the trie by the walk (``finder.walk``)."""

from __future__ import annotations

from ..lengths import MAX_LENGTH
from .query import ONE, RUN, Query

ANY_LENGTH = (1 << MAX_LENGTH + 1) - 1  # bit k for every length k = 0..MAX_LENGTH


class Automaton:
    """The query as a small automaton over letters, its states numbered as they are reached.

    Position i of the pattern means its first i symbols are matched. A state is the set of
    positions some reading of the letters so far may be at (a bit mask; a ``*`` may match
    nothing, so reaching it reaches the next position too), with the must-have letters not
    seen yet. Moves are computed on first use: patterns with many stars or must-have
    letters have many states in principle but reach few.
    """

    def __init__(self, query: Query, bits: int):
        pattern = self.pattern = query.pattern
        self.bits = bits  # the width of a field of the lexicon's packed counts
        self.letters, codes = query.alphabet.letters, query.alphabet.codes
        n = len(pattern)
        self.excluded = frozenset(codes[ch] for ch in query.exclude)
        self.reach = [0] * (n + 1)  # the positions reached on arriving at position i
        self.reach[n] = 1 << n
        self.letters_after = [0] * (n + 1)  # letters the pattern still names after position i (bits)
        self.fixed_after = [0] * (n + 1)  # symbols other than * after position i
        for i in range(n - 1, -1, -1):
            symbol = pattern[i]
            self.reach[i] = 1 << i | (self.reach[i + 1] if symbol == RUN else 0)
            self.letters_after[i] = self.letters_after[i + 1] | (1 << codes[symbol] if symbol in codes else 0)
            self.fixed_after[i] = self.fixed_after[i + 1] + (symbol != RUN)
        self.numbers: dict[tuple[int, str], int] = {}
        self.keys: list[tuple[int, str]] = []
        self.moves: list[list[int | None]] = []  # per state and letter: the next state, -1 for none
        self.accepting: list[bool] = []  # a word may end here
        self.free: list[int] = []  # fields of the lengths at which every continuation matches (packed like counts)
        self.needs: list[int] = []  # letters (bits) every completion contains
        self.lengths: list[int] = []  # the lengths a completion may have (bit k: k letters)
        self.start = self.state(self.reach[0], query.must)

    def state(self, positions: int, owed: str) -> int:
        """The number of the state (positions, owed letters), made on first use."""
        number = self.numbers.get((positions, owed))
        if number is None:
            number = self.numbers[positions, owed] = len(self.keys)
            at = [i for i in range(len(self.pattern) + 1) if positions >> i & 1]
            end = len(self.pattern)
            needs = ~0
            for i in at:
                needs &= self.letters_after[i]
            for ch in owed:
                needs |= 1 << self.letters.index(ch)
            self.keys.append((positions, owed))
            self.moves.append([None] * len(self.letters))
            self.accepting.append(bool(positions >> end & 1) and not owed)
            self.needs.append(needs)
            lengths = wild = 0
            for i in at:  # exactly the symbols left, or at least that many after a *
                fixed = self.fixed_after[i]
                here = (ANY_LENGTH >> fixed << fixed) if RUN in self.pattern[i:] else 1 << fixed
                lengths |= here
                if not self.letters_after[i]:
                    wild |= here
            self.lengths.append(lengths >> len(owed) << len(owed))
            # Where only ? and * are left, any suffix of a length that fits matches; if those
            # lengths are all the state allows, the lexicon's counts answer for it.
            free = not owed and not self.excluded and lengths == wild
            field = (1 << self.bits) - 1
            self.free.append(sum(field << self.bits * k for k in range(MAX_LENGTH + 1) if wild >> k & 1) if free else 0)
        return number

    def move(self, number: int, letter: int) -> int:
        """The state after ``letter`` (a code, 0 = the alphabet's first), or -1 when no word can match any more."""
        row = self.moves[number]
        after = row[letter]
        if after is None:
            after = row[letter] = self._advance(number, letter)
        return after

    def _advance(self, number: int, letter: int) -> int:
        if letter in self.excluded:
            return -1
        positions, owed = self.keys[number]
        ch = self.letters[letter]
        reached = 0
        for i, symbol in enumerate(self.pattern):
            if positions >> i & 1:
                if symbol == RUN:
                    reached |= self.reach[i]
                elif symbol == ONE or symbol == ch:
                    reached |= self.reach[i + 1]
        return self.state(reached, owed.replace(ch, "", 1)) if reached else -1
