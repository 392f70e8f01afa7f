"""The word finder: every word matching a pattern (``?`` one letter, ``*`` any run of letters), by a walk of the DAWG.

A query is a pattern plus letters every word must have, letters none may have and a length
range. The pattern becomes a small automaton that the walk carries down the trie. A branch
is entered only if the trie state below still has every letter the match needs and paths of
a length that fits (``Lexicon.suffix_letters``, ``Lexicon.suffix_lengths``), and a (trie
state, automaton state) pair found to hold no match is remembered as such: the trie shares
suffixes. Where only ``?`` and ``*`` are left in the pattern, every suffix of a fitting
length matches, so the walk stops and the lexicon's counts (``Lexicon.suffix_counts``) say
how many words lie below: ``*`` takes one step. Words are spelled only when asked for, a
length at a time.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import chain, compress

from .lexicon import ALPHABET, MAX_LENGTH, MIN_LENGTH, Lexicon, Word
from .text import normalize, quoted, whole_number

ONE = "?"  # any one letter
RUN = "*"  # any run of letters, the empty run included
MAX_TYPED = 100  # characters of a typed field; more is a paste gone wrong, not a query
MAX_STEPS = 500_000  # trie nodes a search may enter (about a second on CPython; * with an exclusion needs 1,008,392)
_ANY_LENGTH = (1 << MAX_LENGTH + 1) - 1  # bit k for every length k = 0..MAX_LENGTH
_IS_ZERO = bytes([1] + [0] * 255)  # translate table: 1 for a grade of 0


class FinderError(ValueError):
    """A query that cannot be searched, with the reason (bad characters, too long, contradictory letters)."""


def _typed(text: str, what: str, allowed: str = ALPHABET) -> str:
    """A typed field by ``text.normalize``; raise FinderError unless it is short and of ``allowed`` characters."""
    folded = normalize(str(text))
    if len(folded) > MAX_TYPED:
        raise FinderError(f"{what} may have at most {MAX_TYPED} characters, not {len(folded):,}")
    bad = sorted({ch for ch in folded if ch not in allowed})
    if bad:
        shown = " ".join(repr(ch) for ch in bad[:5])
        kinds = "letters a-z" if allowed == ALPHABET else "letters a-z, ? (one letter) and * (any letters)"
        raise FinderError(f"{what} may have only {kinds}, not {shown}")
    return folded


def _length(value: int | str, what: str) -> int:
    try:
        length = whole_number(str(value))
    except ValueError:
        raise FinderError(f"{what} must be a number, not {quoted(str(value))}") from None
    if not MIN_LENGTH <= length <= MAX_LENGTH:
        raise FinderError(f"{what} must be {MIN_LENGTH}-{MAX_LENGTH}, not {length}")
    return length


@dataclass(frozen=True)
class Query:
    """A checked query: the pattern (runs of ``*`` folded into one), the letters every word has
    (with repeats, sorted), the letters none has (sorted, once each) and the length range."""

    pattern: str
    must: str = ""
    exclude: str = ""
    min_length: int = MIN_LENGTH
    max_length: int = MAX_LENGTH

    @classmethod
    def parse(
        cls,
        pattern: str,
        must: str = "",
        exclude: str = "",
        min_length: int | str = MIN_LENGTH,
        max_length: int | str = MAX_LENGTH,
    ) -> Query:
        """Check typed text; raise FinderError with a reason a person can act on."""
        text = _typed(pattern, "a pattern", ALPHABET + ONE + RUN)
        if not text:
            raise FinderError("type a pattern, e.g. c?t, s??r* or *ing (? is one letter, * any letters)")
        folded = re.sub(r"\*+", RUN, text)
        fixed = len(folded) - folded.count(RUN)
        if fixed > MAX_LENGTH:
            raise FinderError(f"the pattern asks for {fixed} letters or more, but words have at most {MAX_LENGTH}")
        required = "".join(sorted(_typed(must, "must-have letters")))
        if len(required) > MAX_LENGTH:
            raise FinderError(f"at most {MAX_LENGTH} must-have letters, not {len(required)}")
        excluded = "".join(sorted(set(_typed(exclude, "excluded letters"))))
        for letters, where in ((required, "a must-have letter"), (folded, "in the pattern")):
            clash = sorted(set(letters) & set(excluded))
            if clash:
                raise FinderError(f"{', '.join(clash).upper()}: both {where} and excluded")
        low, high = _length(min_length, "the minimum length"), _length(max_length, "the maximum length")
        if low > high:
            raise FinderError(f"the minimum length ({low}) is more than the maximum length ({high})")
        return cls(folded, required, excluded, low, high)

    def describe(self) -> str:
        """The query in words, e.g. 'c?t with E, without XZ, 3-20 letters'."""
        parts = [self.pattern + (f" with {self.must.upper()}" if self.must else "")]
        if self.exclude:
            parts.append(f"without {self.exclude.upper()}")
        lengths = f"{self.min_length}" if self.min_length == self.max_length else f"{self.min_length}-{self.max_length}"
        return ", ".join([*parts, f"{lengths} letters"])


class _Automaton:
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
        n = len(pattern)
        self.excluded = frozenset(ord(ch) - 97 for ch in query.exclude)
        self.reach = [0] * (n + 1)  # the positions reached on arriving at position i
        self.reach[n] = 1 << n
        self.letters_after = [0] * (n + 1)  # letters the pattern still names after position i (bits)
        self.fixed_after = [0] * (n + 1)  # symbols other than * after position i
        for i in range(n - 1, -1, -1):
            symbol = pattern[i]
            self.reach[i] = 1 << i | (self.reach[i + 1] if symbol == RUN else 0)
            self.letters_after[i] = self.letters_after[i + 1] | (1 << ord(symbol) - 97 if symbol in ALPHABET else 0)
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
                needs |= 1 << ord(ch) - 97
            self.keys.append((positions, owed))
            self.moves.append([None] * 26)
            self.accepting.append(bool(positions >> end & 1) and not owed)
            self.needs.append(needs)
            lengths = wild = 0
            for i in at:  # exactly the symbols left, or at least that many after a *
                fixed = self.fixed_after[i]
                here = (_ANY_LENGTH >> fixed << fixed) if RUN in self.pattern[i:] else 1 << fixed
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
        """The state after ``letter`` (a code, 0 = 'a'), or -1 when no word can match any more."""
        row = self.moves[number]
        after = row[letter]
        if after is None:
            after = row[letter] = self._advance(number, letter)
        return after

    def _advance(self, number: int, letter: int) -> int:
        if letter in self.excluded:
            return -1
        positions, owed = self.keys[number]
        ch = ALPHABET[letter]
        reached = 0
        for i, symbol in enumerate(self.pattern):
            if positions >> i & 1:
                if symbol == RUN:
                    reached |= self.reach[i]
                elif symbol == ONE or symbol == ch:
                    reached |= self.reach[i + 1]
        return self.state(reached, owed.replace(ch, "", 1)) if reached else -1


class Matches:
    """The words of a lexicon that match a query: how many of each length, and the words lazily."""

    def __init__(self, lexicon: Lexicon, query: Query):
        self.lexicon = lexicon
        self.query = query
        self._bits = lexicon.count_bits
        self._field = (1 << self._bits) - 1
        self.steps = 0  # trie nodes the search entered
        self._runs = self._find_runs()
        self._by_length: dict[int, list[tuple[str, int, int, int]]] | None = None
        packed = sum(sizes for _, _, sizes, _ in self._runs)
        self.counts = {
            length: n
            for length in range(query.min_length, query.max_length + 1)
            if (n := packed >> self._bits * length & self._field)
        }
        self.total = sum(self.counts.values())

    def words(self, length: int | None = None, by_commonness: bool = False) -> Iterator[Word]:
        """The matching words (of ``length`` only, if given), by length, then alphabetically or most common first."""
        lengths = sorted(self.counts) if length is None else [length] if length in self.counts else []
        # Chained in C: a word passes through no Python frame but the one that spells it.
        return chain.from_iterable(map(self._most_common_first if by_commonness else self._alphabetical, lengths))

    def _find_runs(self) -> list[tuple[str, int, int, int]]:
        """Every match, as runs of words that are consecutive in the lexicon, alphabetically by prefix.

        A run is (prefix, state, sizes, ranks): ``prefix`` followed by some suffixes of trie
        ``state``: every suffix of the lengths at which the rest of the pattern is only ``?``
        and ``*`` (the lexicon's counts tell how many); or none, the word ``prefix`` alone.
        Both numbers are packed by word length like ``Lexicon.suffix_counts``: field k of
        ``sizes`` is how many k-letter words the run holds, field k of ``ranks`` the index
        of its first among all the lexicon's k-letter words, alphabetically (which indexes
        their grades).

        The walk goes down the trie with the automaton, along edges into states that still
        have every letter the match needs and paths of a length that fits: at least ``low``
        letters (what the minimum length still asks for) and at most ``room``, which never
        exceeds the longest path below the state, so that a (trie state, automaton state,
        low, room) key found to hold no match is remembered as such whatever the prefix it
        is met under: the trie shares suffixes.
        """
        lexicon, automaton, bits = self.lexicon, _Automaton(self.query, self._bits), self._bits
        first, labels, targets, final = lexicon.first, lexicon.labels, lexicon.targets, lexicon.final
        lengths, counts, letters = lexicon.suffix_lengths, lexicon.suffix_counts, lexicon.suffix_letters
        moves, move, accepting, free = automaton.moves, automaton.move, automaton.accepting, automaton.free
        needs, allowed, states = automaton.needs, automaton.lengths, len(final)
        dead: set[int] = set()
        runs: list[tuple[str, int, int, int]] = []

        def walk(prefix: str, state: int, at: int, low: int, room: int, ranks: int) -> bool:
            self.steps += 1
            if self.steps > MAX_STEPS:
                raise FinderError(
                    f"too many words to spell out one by one (the search stopped after {MAX_STEPS:,} steps): "
                    "add letters to the pattern, or narrow the lengths"
                )
            shift = bits * len(prefix)
            if free[at]:
                sizes = counts[state] & free[at] & (1 << bits * (room + 1)) - (1 << bits * low)
                if sizes:
                    runs.append((prefix, state, sizes << shift, ranks))
                return bool(sizes)
            found = bool(accepting[at] and final[state]) and not low
            if found:
                runs.append((prefix, state, 1 << shift, ranks))
            if room:
                row, before, shift, low = moves[at], 0, shift + bits, max(low - 1, 0)
                for e in range(first[state], first[state + 1]):
                    target = targets[e]
                    after = row[labels[e]]
                    if after is None:
                        after = move(at, labels[e])
                    if after >= 0 and not needs[after] & ~letters[target]:
                        below = lengths[target]
                        fits = below.bit_length() - 1
                        if fits >= room:
                            fits = room - 1
                        if below & allowed[after] & (2 << fits) - (1 << low):
                            key = ((after * (MAX_LENGTH + 1) + low) * (MAX_LENGTH + 1) + fits) * states + target
                            if key not in dead:
                                if walk(
                                    prefix + ALPHABET[labels[e]], target, after, low, fits, ranks + (before << shift)
                                ):
                                    found = True
                                else:
                                    dead.add(key)
                    before += counts[target]
            return found

        walk("", 0, automaton.start, self.query.min_length, min(self.query.max_length, lengths[0].bit_length() - 1), 0)
        walk = None  # it calls itself through its closure, a cycle that would keep `runs` until a garbage collection
        return runs

    def _runs_of(self, length: int) -> Iterator[tuple[str, int, int, int]]:
        """The runs holding words of ``length``: (prefix, state, rank of the first, how many)."""
        bits, field = self._bits, self._field
        if self._by_length is None:  # sorted into lengths once: a run holds one length or a few
            self._by_length = {}
            for run in self._runs:
                sizes = run[2]
                for size in range(((sizes & -sizes).bit_length() - 1) // bits, (sizes.bit_length() - 1) // bits + 1):
                    if sizes >> bits * size & field:
                        self._by_length.setdefault(size, []).append(run)
        shift = bits * length
        for prefix, state, sizes, ranks in self._by_length.get(length, ()):
            yield prefix, state, ranks >> shift & field, sizes >> shift & field

    def _run_words(self, length: int, prefix: str, state: int, rank: int, count: int) -> Iterator[Word]:
        """The words of a run: a slice of the lexicon's list of words of ``length`` if it keeps one, else spelled."""
        listed = self.lexicon.listed_words(length)
        if listed is not None:
            return iter(listed[rank : rank + count])
        if count == 1:  # most runs of patterns that end in letters
            return iter((self._word_at(state, length - len(prefix), 0, prefix),))
        return self.lexicon.suffixes(state, length - len(prefix), prefix)

    def _alphabetical(self, length: int) -> Iterator[Word]:
        return chain.from_iterable(self._run_words(length, *run) for run in self._runs_of(length))

    def _most_common_first(self, length: int) -> Iterator[Word]:
        """Graded words by grade (highest first), then alphabetically; then the words of grade 0, alphabetically."""
        grades = self.lexicon.grades_of_length(length)
        runs = list(self._runs_of(length))
        graded = []
        for _, _, rank, count in runs:
            graded += ((-grades[i], i) for i in compress(range(rank, rank + count), grades[rank : rank + count]))
        graded.sort()
        listed = self.lexicon.listed_words(length)
        for _, rank in graded:
            yield listed[rank] if listed is not None else self._word_at(0, length, rank)
        for run in runs:
            _, _, rank, count = run
            yield from compress(self._run_words(length, *run), grades[rank : rank + count].translate(_IS_ZERO))

    def _word_at(self, state: int, size: int, rank: int, prefix: str = "") -> Word:
        """``prefix`` and the ``rank``-th suffix of ``size`` letters below ``state``, alphabetically (from 0)."""
        lexicon, bits, field = self.lexicon, self._bits, self._field
        letters = [prefix]
        for left in range(size - 1, -1, -1):
            for e in range(lexicon.first[state], lexicon.first[state + 1]):
                below = lexicon.suffix_counts[lexicon.targets[e]] >> bits * left & field
                if rank < below:
                    letters.append(ALPHABET[lexicon.labels[e]])
                    state = lexicon.targets[e]
                    break
                rank -= below
        return "".join(letters)


def find(lexicon: Lexicon, query: Query) -> Matches:
    """The matches of ``query`` in ``lexicon``: counts per length now, words on demand."""
    return Matches(lexicon, query)
