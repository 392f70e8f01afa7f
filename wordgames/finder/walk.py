"""The finder's walk: the words of a lexicon that match a query, found by a walk of the DAWG.

The query's pattern becomes a small automaton that the walk carries down the trie. A branch
is entered only if the trie state below still has every letter the match needs and paths of
a length that fits (``Lexicon.suffix_letters``, ``Lexicon.suffix_lengths``), and a (trie
state, automaton state) pair found to hold no match is remembered as such: the trie shares
suffixes. Where only ``?`` and ``*`` are left in the pattern, every suffix of a fitting
length matches, so the walk stops and the lexicon's counts (``Lexicon.suffix_counts``) say
how many words lie below: ``*`` takes one step. A pattern without ``*`` and with at most
``PLAIN_ONES`` ``?`` is walked plainly instead, each word its own run: it needs none of those
per-state facts (half a second to compute on CPython, more in a browser), which a one-shot
query would pay for a few dozen steps (journal 20). Words are spelled only when asked for: an
answer of up to ``SPELL_AT_ONCE`` words whole, from per-state suffix lists that spell each
shared suffix once; a larger one a run at a time. A run's index among the words of its
length (which finds commonness grades and slices kept word lists) is computed only when
needed, from its prefix.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from itertools import chain, repeat
from os.path import commonprefix

from ..lengths import MAX_LENGTH
from ..lexicon import Lexicon, Word
from .automaton import Automaton
from .coding import text_letters
from .query import ONE, RUN, FinderError, Query
from .scan import ScanMatches, lengths, word_place, word_texts, worth_scanning
from .shown import KnownFirst

MAX_STEPS = 500_000  # trie nodes a search may enter (about a second on CPython; * with an exclusion needs 1,008,392)
PLAIN_ONES = 3  # a pattern without * and with at most this many ? is walked without per-state facts
SPELL_AT_ONCE = 20_000  # answers of up to this many words are spelled whole on first use; larger ones a run at a time
SMALL_PART = 8  # a length with less than this share of the answer is spelled alone until the whole is


class Matches(KnownFirst):
    """The words of a lexicon that match a query: how many of each length, and the words lazily."""

    def __init__(self, lexicon: Lexicon, query: Query):
        self.lexicon = lexicon
        self.query = query
        self._matched: dict[int, bytes] = {}
        self._bits = lexicon.count_bits
        self._field = (1 << self._bits) - 1
        self.steps = 0  # trie nodes the search entered
        self.plain = is_plain(query)  # every run one word, found plainly
        self._runs = self._walk_plainly() if self.plain else self._find_runs()
        self._by_length: dict[int, list[tuple[int, str, int]]] | None = None
        self._ranks: list[int] | None = None  # per run, packed like its sizes (computed on first need)
        self._words: dict[int, list[Word]] | None = None  # every word by length, once spelled at once
        self._at_once: bool | None = None
        packed = sum(sizes for _, _, sizes in self._runs)
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
        if by_commonness:  # every word, the known ones first
            return self.shown(length, by_commonness=True, rare=True)
        return chain.from_iterable(map(self._alphabetical, lengths, repeat(length is not None)))

    def _find_runs(self) -> list[tuple[str, int, int]]:
        """Every match, as runs of words that are consecutive in the lexicon, alphabetically by prefix.

        A run is (prefix, state, sizes): ``prefix`` followed by some suffixes of trie
        ``state``: every suffix of the lengths at which the rest of the pattern is only ``?``
        and ``*`` (the lexicon's counts tell how many); or none, the word ``prefix`` alone.
        ``sizes`` is packed by word length like ``Lexicon.suffix_counts``: field k is how many
        k-letter words the run holds.

        The walk goes down the trie with the automaton, along edges into states that still
        have every letter the match needs and paths of a length that fits: at least ``low``
        letters (what the minimum length still asks for) and at most ``room``, which never
        exceeds the longest path below the state, so that a (trie state, automaton state,
        low, room) key found to hold no match is remembered as such whatever the prefix it
        is met under: the trie shares suffixes.
        """
        lexicon, automaton, bits = self.lexicon, Automaton(self.query, self._bits), self._bits
        first, labels, targets, final = lexicon.first, lexicon.labels, lexicon.targets, lexicon.final
        lengths, counts, letters = lexicon.suffix_lengths, lexicon.suffix_counts, lexicon.suffix_letters
        moves, move, accepting, free = automaton.moves, automaton.move, automaton.accepting, automaton.free
        needs, allowed, states = automaton.needs, automaton.lengths, len(final)
        letter_of = lexicon.alphabet.letters
        dead: set[int] = set()
        runs: list[tuple[str, int, int]] = []
        steps = 0

        def walk(prefix: str, state: int, at: int, low: int, room: int) -> bool:
            nonlocal steps
            steps += 1
            if steps > MAX_STEPS:
                raise FinderError(
                    f"too many words to spell out one by one (the search stopped after {MAX_STEPS:,} steps): "
                    "add letters to the pattern, or narrow the lengths"
                )
            if free[at]:
                sizes = counts[state] & free[at] & (1 << bits * (room + 1)) - (1 << bits * low)
                if sizes:
                    runs.append((prefix, state, sizes << bits * len(prefix)))
                return bool(sizes)
            found = bool(accepting[at] and final[state]) and not low
            if found:
                runs.append((prefix, state, 1 << bits * len(prefix)))
            if room:
                row, low = moves[at], max(low - 1, 0)
                for e in range(first[state], first[state + 1]):
                    target, label = targets[e], labels[e]
                    after = row[label]
                    if after is None:
                        after = move(at, label)
                    if after >= 0 and not needs[after] & ~letters[target]:
                        below = lengths[target]
                        fits = below.bit_length() - 1
                        if fits >= room:
                            fits = room - 1
                        if below & allowed[after] & (2 << fits) - (1 << low):
                            key = ((after * (MAX_LENGTH + 1) + low) * (MAX_LENGTH + 1) + fits) * states + target
                            if key not in dead:
                                if walk(prefix + letter_of[label], target, after, low, fits):
                                    found = True
                                else:
                                    dead.add(key)
            return found

        walk("", 0, automaton.start, self.query.min_length, min(self.query.max_length, lengths[0].bit_length() - 1))
        self.steps = steps
        walk = None  # it calls itself through its closure, a cycle that would keep `runs` until a garbage collection
        return runs

    def _walk_plainly(self) -> list[tuple[str, int, int]]:
        """The matches of a pattern without ``*``, each its own run, by a depth-first walk that goes
        only where the automaton goes: no deeper than the pattern, along its letters; alphabetically."""
        query, bits = self.query, self._bits
        size = len(query.pattern)
        if not query.min_length <= size <= query.max_length:
            return []
        lexicon, automaton = self.lexicon, Automaton(query, bits)
        first, labels, targets, final = lexicon.first, lexicon.labels, lexicon.targets, lexicon.final
        moves, move, accepting = automaton.moves, automaton.move, automaton.accepting
        letter_of = lexicon.alphabet.letters
        runs: list[tuple[str, int, int]] = []
        stack = [("", 0, automaton.start)]
        while stack:
            prefix, state, at = stack.pop()
            self.steps += 1
            if len(prefix) == size:
                if accepting[at] and final[state]:
                    runs.append((prefix, state, 1 << bits * size))
                continue
            row = moves[at]
            for e in range(first[state + 1] - 1, first[state] - 1, -1):  # pushed backwards: popped alphabetically
                label = labels[e]
                after = row[label]
                if after is None:
                    after = move(at, label)
                if after >= 0:
                    stack.append((prefix + letter_of[label], targets[e], after))
        return runs

    def _run_ranks(self) -> list[int]:
        """Per run, the index of its first word among all the lexicon's words of each length, alphabetically
        (packed like its sizes), which indexes their grades and kept lists (computed once).

        A prefix's index is the sum of the words below the edges before it at each level. The
        runs come in order, so each goes on from the part of the previous prefix it shares, and
        where it leaves it, from the edge the previous one took: every edge is passed once.
        """
        if self._ranks is not None:
            return self._ranks
        lexicon, bits = self.lexicon, self._bits
        first, labels, targets, counts = lexicon.first, lexicon.labels, lexicon.targets, lexicon.suffix_counts
        path_states, path_ranks, previous, codes = [0], [0], "", lexicon.alphabet.codes
        taken: list[tuple[int, int]] = []  # per depth of the previous prefix: (its edge, the words before it)
        ranks = []
        for prefix, _, _ in self._runs:
            shared = len(commonprefix((previous, prefix)))
            del path_states[shared + 1 :], path_ranks[shared + 1 :]
            resume = taken[shared] if shared < len(previous) else None
            del taken[shared:]
            for depth in range(shared, len(prefix)):
                state, letter = path_states[depth], codes[prefix[depth]]
                e, before = resume if depth == shared and resume else (first[state], 0)
                while labels[e] != letter:
                    before += counts[targets[e]]
                    e += 1
                taken.append((e, before))
                path_states.append(targets[e])
                path_ranks.append(path_ranks[depth] + (before << bits * (depth + 1)))
            ranks.append(path_ranks[len(prefix)])
            previous = prefix
        self._ranks = ranks
        return ranks

    def _runs_of(self, length: int) -> list[tuple[int, str, int]]:
        """The runs holding words of ``length``: (run number, prefix, state)."""
        bits, field = self._bits, self._field
        if self._by_length is None:  # sorted into lengths once: a run holds one length or a few
            self._by_length = {}
            for number, (prefix, state, sizes) in enumerate(self._runs):
                for size in range(((sizes & -sizes).bit_length() - 1) // bits, (sizes.bit_length() - 1) // bits + 1):
                    if sizes >> bits * size & field:
                        self._by_length.setdefault(size, []).append((number, prefix, state))
        return self._by_length.get(length, [])

    def _slices(self, length: int) -> Iterator[tuple[int, int]]:
        """(rank of the first, how many) of each run holding words of ``length``."""
        shift, field, ranks = self._bits * length, self._field, self._run_ranks()
        for number, _, _ in self._runs_of(length):
            yield ranks[number] >> shift & field, self._runs[number][2] >> shift & field

    def _alphabetical(self, length: int, alone: bool = False) -> Iterator[Word]:
        """The words of ``length``, alphabetically; ``alone``: asked for by themselves (a group of the page)."""
        if self.plain:  # each run is its word
            return (prefix for _, prefix, _ in self._runs_of(length))
        listed = self.lexicon.listed_words(length)
        # Slicing kept lists needs the runs' ranks: not worth computing when each run is one word, its prefix.
        if listed is not None and (self._ranks is not None or len(self._runs) < self.total):
            return chain.from_iterable(listed[rank : rank + count] for rank, count in self._slices(length))
        # A length holding a small part of the answer, asked for alone before the whole is spelled (the
        # page draws a group at a time, the shortest first), is spelled a run at a time: its first words
        # need not wait for the whole answer.
        small = alone and self._words is None and self.counts[length] * SMALL_PART < self.total
        if not small and self._spell_at_once():
            return iter(self._spelled()[length])
        shift, field = self._bits * length, self._field
        return chain.from_iterable(
            self._spell_run(prefix, state, length, self._runs[number][2] >> shift & field)
            for number, prefix, state in self._runs_of(length)
        )

    def _spell_run(self, prefix: str, state: int, length: int, count: int) -> Iterator[Word]:
        """The ``count`` words of ``length`` letters of a run, spelled by walking the trie."""
        if count == 1:  # most runs of patterns that end in letters
            return iter((self._word_at(state, length - len(prefix), 0, prefix),))
        return self.lexicon.suffixes(state, length - len(prefix), prefix)

    def _find_ranks(self, length: int) -> bytes:
        if self.plain:  # a few words, each a run: looked up (the runs' places need the per-state facts)
            words = [prefix for _, prefix, _ in self._runs_of(length)]
            texts = word_texts(self.lexicon)
            if texts.has(length):  # placed by bisecting the scan's text: the lexicon would list the length
                every, text = self.lexicon.ranks_of_length(length), texts.text(length)
                code = text_letters(self.lexicon.alphabet).encode
                return bytes(every[word_place(text, length, code(word))] for word in words)
            return bytes(map(self.lexicon.rank, words))
        every = self.lexicon.ranks_of_length(length)
        return b"".join(every[rank : rank + count] for rank, count in self._slices(length))

    def _in_order(self, length: int, order: list[int]) -> Iterator[Word]:
        if self.plain or self._spell_at_once() or self.lexicon.listed_words(length) is not None:
            return map(list(self._alphabetical(length)).__getitem__, order)
        # too many to hold: each word spelled alone from its rank, as the list is drawn
        ranks = list(chain.from_iterable(range(rank, rank + count) for rank, count in self._slices(length)))
        return (self._word_at(0, length, ranks[i]) for i in order)

    def _spell_at_once(self) -> bool:
        """Whether to spell every word on first use: when there are few enough and a run takes every
        suffix of its state, which ``_spelled`` spells far faster than a length at a time."""
        if self._at_once is None:
            bits, counts = self._bits, self.lexicon.suffix_counts
            self._at_once = self.total <= SPELL_AT_ONCE and any(
                sizes == counts[state] << bits * len(prefix) and counts[state] > 1
                for prefix, state, sizes in self._runs
            )
        return self._at_once

    def _spelled(self) -> dict[int, list[Word]]:
        """Every matching word, by length then alphabetically, spelled at once (computed once).

        A run that takes every suffix of its state gets them from ``tails``, which spells a
        suffix the trie shares (-ing, -ness) once and puts a letter before a whole list in C;
        a run of some lengths only walks the trie for each of them.
        """
        if self._words is not None:
            return self._words
        lexicon, bits, field = self.lexicon, self._bits, self._field
        first, labels, targets, final, counts = (
            lexicon.first,
            lexicon.labels,
            lexicon.targets,
            lexicon.final,
            lexicon.suffix_counts,
        )
        known: dict[int, list[str]] = {}
        prepend = [letter.__add__ for letter in lexicon.alphabet.letters]  # per letter code: put it before a string

        def tails(state: int) -> list[str]:
            """Every suffix below ``state``, alphabetically (kept in ``known``)."""
            found = [""] if final[state] else []
            for e in range(first[state], first[state + 1]):
                target = targets[e]
                below = known.get(target)
                if below is None:
                    below = tails(target)
                found += map(prepend[labels[e]], below)
            known[state] = found
            return found

        spelled: list[Word] = []
        for prefix, state, sizes in self._runs:
            depth = len(prefix)
            if sizes == 1 << bits * depth:  # the prefix alone
                spelled.append(prefix)
            elif sizes == counts[state] << bits * depth:  # every suffix
                below = known.get(state)
                spelled += map(prefix.__add__, tails(state) if below is None else below)
            else:
                for length in range(depth, MAX_LENGTH + 1):
                    if sizes >> bits * length & field:
                        spelled += lexicon.suffixes(state, length - depth, prefix)
        tails = None  # it calls itself through its closure: a cycle that would keep ``known`` until a collection
        spelled.sort(key=len)  # stable: alphabetical within each length
        self._words, start = {}, 0
        for length, count in self.counts.items():
            self._words[length] = spelled[start : start + count]
            start += count
        return self._words

    def _word_at(self, state: int, size: int, rank: int, prefix: str = "") -> Word:
        """``prefix`` and the ``rank``-th suffix of ``size`` letters below ``state``, alphabetically (from 0)."""
        lexicon, bits, field = self.lexicon, self._bits, self._field
        letters = [prefix]
        for left in range(size - 1, -1, -1):
            for e in range(lexicon.first[state], lexicon.first[state + 1]):
                below = lexicon.suffix_counts[lexicon.targets[e]] >> bits * left & field
                if rank < below:
                    letters.append(lexicon.alphabet.letters[lexicon.labels[e]])
                    state = lexicon.targets[e]
                    break
                rank -= below
        return "".join(letters)


def find(lexicon: Lexicon, query: Query) -> Matches | ScanMatches:
    """The matches of ``query`` in ``lexicon``: counts per length now, words on demand.

    The plan is the pattern's: a plain walk without ``*`` and with few ``?``, a scan of the
    words' texts where it opens with ``?`` or ``*`` (``finder.scan``), else the walk."""
    if not is_plain(query) and worth_scanning(lexicon, query):
        return ScanMatches(lexicon, query)
    return Matches(lexicon, query)


def preparing(lexicon: Lexicon, query: Query) -> Generator[float, None, bool]:
    """The work ``find(lexicon, query)`` would do first, in steps of a few milliseconds each (the
    page runs them in slices, so that a first search does not hold its only thread for seconds):
    the per-state facts a walk or a spelling needs, then the texts a scan reads. Returns True: ready."""
    if not is_plain(query):
        yield from lexicon.computing_suffix_lengths()
        if worth_scanning(lexicon, query):
            yield from word_texts(lexicon).building(lengths(lexicon, query))
    return True


def is_plain(query: Query) -> bool:
    """Whether the walk takes no per-state facts: a pattern without ``*`` and with at most PLAIN_ONES ``?``."""
    return RUN not in query.pattern and query.pattern.count(ONE) <= PLAIN_ONES
