"""A fast Word Challenge index: per word length, bitsets of words by letter count, combined with big-integer logic.

For every word length L and letter c the index keeps ``at_least[c][k - 1]``: a Python int
with bit i set when the i-th L-letter word (alphabetically) has at least k copies of c.
Without blanks a word is writable exactly when, for every letter, it does not have more
copies than the rack: OR together ``at_least[c][rack[c]]`` over the alphabet's letters and keep the
words outside. With b blanks a word may lack up to b letters in all, so the shortfalls are
added up per word in saturating unary counters (bitsets "short by at least 1, 2, ... b+1").
Letters that must be used AND in ``at_least[c][need - 1]``. Every step is one big-integer
operation over all words of a length at once, done in C; the surviving bits are turned back
into words a byte (eight words) at a time, still in alphabetical order, so the result needs
no sorting. A length of more than ``SPLIT_ABOVE`` words is split in groups by each word's rarest
letter (``split``): a rack without blanks visits only the groups of its letters, each as wide as its
words and checking only the letters its words use, and a length's answers from several groups are
sorted together. Results are identical to the reference search (`search.solve`). The counting runs
over the words' code texts (``Alphabet.code_text``: a byte a letter), so every alphabet costs
what English's a-z does.
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import accumulate, chain, compress
from operator import call, itemgetter

from ..alphabet import CODE_CHARS, ENGLISH, MAX_LETTERS, Alphabet
from ..lengths import MAX_LENGTH, MIN_LENGTH
from ..lexicon import Lexicon, Word
from .search import Rack, Solution


def _picker(byte: int) -> Callable:
    """A function taking an eight-word chunk to the tuple of its words whose bits are set in ``byte``."""
    bits = [i for i in range(8) if byte >> i & 1]
    if len(bits) == 1:  # itemgetter of one index would return the word itself, not a tuple
        return itemgetter(slice(bits[0], bits[0] + 1))
    return itemgetter(*bits) if bits else itemgetter(slice(0, 0))


WordsOfLength = Callable[[int], Sequence[Word]]
_PICK = [_picker(byte) for byte in range(256)]
_NONZERO = bytes([0] + [1] * 255)  # translate table: 1 for a byte with any bit set
_ZERO = b"\x00"
_PAIR = [
    bytes(
        1 if v == ord(CODE_CHARS[c]) else 16 if c + 1 < MAX_LETTERS and v == ord(CODE_CHARS[c + 1]) else 0
        for v in range(256)
    )
    for c in range(MAX_LETTERS)
]  # codes c and c + 1 -> 1 and 16 (a byte's two halves)
_LOW_HALF, _HIGH_HALF = bytes(v & 15 for v in range(256)), bytes(v >> 4 for v in range(256))
_NONZERO_FF = bytes([0] + [255] * 255)  # translate table: 0xFF for a byte with any bit set
_LOWEST = [bytes([0] + [8 * block + (v & -v).bit_length() - 1 for v in range(1, 256)]) for block in range(8)]
_BLOCK = [bytes(1 if v // 8 == b else 0 for v in range(256)) for b in range(32)]  # parts 8b .. 8b + 7 -> 1
PART_FLAGS = [bytes(1 if v == p else 0 for v in range(256)) for p in range(256)]  # p's byte -> 1, others 0
PART_WORDS = 4096  # words a part of a split length gathers (measured: journals 31, 32)
SPLIT_ABOVE = 20_000  # a length of more words is split in parts (measured: journal 32)
_SPARSE = 16  # fewer than one word per this many chunks: find the non-zero bytes one by one (measured)
# Translate tables for building: letter code c's byte -> 1, others 0; a count -> "1" if >= k else "0".
_MARK = [bytes(1 if v == ord(CODE_CHARS[c]) else 0 for v in range(256)) for c in range(MAX_LETTERS)]
_AT_LEAST = [bytes(0x31 if v >= k else 0x30 for v in range(256)) for k in range(MAX_LENGTH + 2)]


@dataclass(frozen=True)
class LengthGroup:
    """The bitsets of some words of one length (bit i = the i-th of them alphabetically): the words whose
    rarest letter is one of ``keys`` (a bit per letter code), or every word of the length (``keys`` -1)."""

    length: int
    everything: int  # all words of the group
    at_least: tuple[tuple[int, ...], ...]  # per letter code: words with >= 1, >= 2, ... copies
    chunks: tuple[tuple[Word, ...], ...]  # the words, eight at a time (one byte of a bitset)
    keys: int = -1  # the letter codes (bits) one of which is each word's rarest letter
    part_of: bytes | None = None  # each word of the length's group number, a byte a word (None: every word)
    part: int = 0  # this group's number
    codes: tuple[int, ...] = ()  # the letter codes the group's words use (the others need no step)

    @classmethod
    def build(cls, length: int, words: tuple[Word, ...], alphabet: Alphabet = ENGLISH) -> LengthGroup:
        """Letter counts of every word at once, via byte columns summed as big integers."""
        text = alphabet.code_text("".join(words)).encode("latin-1")
        return cls.of_sets(length, words, count_parts(text, length, [len(words)], len(alphabet))[0])

    @classmethod
    def of_sets(
        cls,
        length: int,
        words: Sequence[Word],
        at_least: tuple[tuple[int, ...], ...],
        keys: int = -1,
        part_of: bytes | None = None,
        part: int = 0,
    ) -> LengthGroup:
        """The group of ``words`` (alphabetically) whose letter counts ``at_least`` holds already (kept bitsets)."""
        words = tuple(words)
        whole = len(words) - len(words) % 8
        chunks = tuple(zip(*[iter(words)] * 8))  # eight at a time, in C (a slice each: 1.5x the build, journal 32)
        chunks += (words[whole:],) if whole < len(words) else ()
        codes = tuple(c for c, sets in enumerate(at_least) if sets)
        return cls(length, (1 << len(words)) - 1, at_least, chunks, keys, part_of, part, codes)

    def members(self) -> bytes:
        """A byte a word of the length, 1 for the words of this group (for ``compress``)."""
        return self.part_of.translate(PART_FLAGS[self.part]) if self.part_of is not None else b""

    def writable(
        self,
        counts: tuple[int, ...],
        blanks: int,
        need: dict[int, int],
        tight: Sequence[tuple[int, int]] = (),
        spare: int = 0,
    ) -> int:
        """The bitset of words writable with ``counts`` letters and ``blanks`` blanks, using ``need``. ``tight``:
        the rack's (letter code, count) pairs, rarest first, when it has no blanks and ``spare`` (0 or 1) letters
        more than the length (``within``)."""
        at_least = self.at_least
        if blanks >= self.length:
            good = self.everything
        elif tight:
            good = self.within(tight, spare)
        elif blanks == 0:
            bad = 0
            for c in self.codes:
                sets = at_least[c]
                if counts[c] < len(sets):
                    bad |= sets[counts[c]]
            good = self.everything & ~bad
        else:
            # short[j] = words lacking at least j + 1 letters so far (j = 0 .. blanks), saturating.
            short = [0] * (blanks + 1)
            for c in self.codes:
                sets = at_least[c]
                for k in range(counts[c], min(len(sets), counts[c] + blanks + 1)):
                    extra = sets[k]
                    for j in range(blanks, 0, -1):
                        if short[j - 1]:
                            short[j] |= short[j - 1] & extra
                    short[0] |= extra
            good = self.everything & ~short[blanks]
        for c, k in need.items():
            sets = at_least[c]
            if k > len(sets):
                return 0
            good &= sets[k - 1]
        return good

    def within(self, tiles: Sequence[tuple[int, int]], spare: int) -> int:
        """The words that leave at most ``spare`` (0 or 1) of ``tiles`` (letter code, count; rarest first) unused.
        A word of the rack's size less ``spare`` that does is writable, whatever letters the rack lacks: its
        letters add up to the tiles it uses. So only the rack's own letters take a step (about 10, not the 20-30
        letters a group uses), each an AND that soon leaves nothing (journal 37)."""
        at_least = self.at_least
        fits = self.everything  # words using every tile so far
        spared = fits  # words leaving at most one tile so far unused (with ``spare``)
        for c, count in tiles:
            sets = at_least[c]
            full = sets[count - 1] if count <= len(sets) else 0  # words using every c
            if spare:
                if not fits:
                    one_less = 0
                elif count == 1:
                    one_less = fits
                else:
                    one_less = fits & sets[count - 2] if count - 1 <= len(sets) else 0
                spared = spared & full | one_less
                if not spared:
                    return 0
            fits &= full
            if not spare and not fits:
                return 0
        return spared if spare else fits

    def words(self, bits: int) -> list[Word]:
        """The words whose bits are set, alphabetically (a byte of the bitset at a time).

        Few words: jump from one non-zero byte to the next with ``find``. Many: let
        ``compress`` run over every chunk in C, which costs less than a Python step per hit.
        """
        chunks = self.chunks
        data = bits.to_bytes(len(chunks), "little")
        if bits.bit_count() * _SPARSE < len(chunks):
            found: list[Word] = []
            find = data.translate(_NONZERO).find
            i = find(1)
            while i >= 0:
                found += _PICK[data[i]](chunks[i])
                i = find(1, i + 1)
            return found
        hit_chunks = compress(chunks, data.translate(_NONZERO))
        return list(chain.from_iterable(map(call, map(_PICK.__getitem__, data.translate(None, _ZERO)), hit_chunks)))


def letter_counts(text: bytes, length: int, n: int, letters: int) -> Iterator[bytes]:
    """Each letter code's count in each word of ``text`` (their code texts, one after another), a byte a word.
    Column i holds the marks of every word's i-th letter; as little-endian integers the columns add up byte by
    byte (at most 20 a byte, so no carries). Up to 15 letters a word, two letters are counted at once, one in
    each half of a byte (a count fits in 4 bits): half the columns to add (journal 32)."""
    step = 2 if length <= 15 else 1
    for code in range(0, letters, step):
        marks = text.translate(_MARK[code] if step == 1 or code + 1 == letters else _PAIR[code])
        total = sum(int.from_bytes(marks[i::length], "little") for i in range(length))
        counts = total.to_bytes(n, "little")
        if step == 1:
            yield counts
        else:
            yield counts.translate(_LOW_HALF)
            if code + 1 < letters:
                yield counts.translate(_HIGH_HALF)


def count_parts(text: bytes, length: int, ends: list[int], letters: int) -> list[tuple[tuple[int, ...], ...]]:
    """Each part's ``at_least`` (per letter code: words with >= 1, >= 2, ... copies) of the words of ``text`` (their
    code texts, one after another), the parts being the words up to each of ``ends``: one count of the whole text,
    each part's bitsets cut out of its "0"/"1" marks (so parts cost no second count)."""
    n, starts = ends[-1], [0, *ends[:-1]]
    parts: list[list[tuple[int, ...]]] = [[] for _ in ends]
    for counts in letter_counts(text, length, n, letters):
        sets: list[list[int]] = [[] for _ in ends]
        alive = list(range(len(ends)))  # the parts some word of which has k copies so far
        for k in range(1, length + 1):
            marks = counts.translate(_AT_LEAST[k])  # "1" where the word has at least k copies
            if b"1" not in marks:
                break
            alive = [p for p in alive if b"1" in marks[starts[p] : ends[p]]]
            for p in alive:
                sets[p].append(int(marks[starts[p] : ends[p]][::-1], 2))  # reversed: the part's first word is bit 0
        for part, found in zip(parts, sets, strict=True):
            part.append(tuple(found))
    return [tuple(part) for part in parts]


def rarest_letters(text: bytes, length: int, n: int, letters: int) -> tuple[bytes, list[int]]:
    """Each word's rarest letter as a rarity rank (0: the rarest of the length's letters; a byte a word), and the
    letter codes by rank: the words' letter sets ORed a column at a time, eight letters (a byte) at once, as big
    integers, so a length costs an eighth of a count (journal 32)."""
    sample = text[:: 4 * length + 1] if n > 4096 else text  # frequencies from a sample (any order is correct)
    order = sorted(range(letters), key=lambda code: sample.count(ord(CODE_CHARS[code])))
    key = 0
    for block in reversed(range(0, letters, 8)):  # the rarest block last: its letters win
        table = bytearray(256)
        for bit, code in enumerate(order[block : block + 8]):
            table[ord(CODE_CHARS[code])] = 1 << bit
        marks = text.translate(table)
        seen = 0
        for i in range(length):
            seen |= int.from_bytes(marks[i::length], "little")
        held = seen.to_bytes(n, "little")
        mask = int.from_bytes(held.translate(_NONZERO_FF), "little")
        key = key & ~mask | int.from_bytes(held.translate(_LOWEST[block // 8]), "little")
    return key.to_bytes(n, "little"), order


def bucket(words: Sequence[Word], of_word: bytes, parts: int) -> list[list[Word]]:
    """``words`` by part (``of_word``: a byte a word, its part), alphabetical in each: a ``compress`` a part over
    the words of its block of eight parts, after a ``compress`` a block over all (a third of a pass a part over all)."""
    found = []
    for block in range(0, parts, 8):
        mine, of_mine = words, of_word
        if parts > 8:
            flags = of_word.translate(_BLOCK[block // 8])
            mine, of_mine = list(compress(words, flags)), bytes(compress(of_word, flags))
        found += [list(compress(mine, of_mine.translate(PART_FLAGS[p]))) for p in range(block, min(block + 8, parts))]
    return found


def split(length: int, words: tuple[Word, ...], alphabet: Alphabet, part_words: int) -> tuple[LengthGroup, ...]:
    """The words of ``length`` in parts by each word's rarest letter, neighbouring letters' words together until
    a part holds ``part_words``: a rack without blanks visits only the parts of its letters, each as wide as its
    words (Russian's 1.3 million words cost a rack 3x English's whole-length bitsets, journal 26). The words are
    bucketed by part (in C) and counted once in that order (journal 31's split counted twice: its build doubled)."""
    n, letters = len(words), len(alphabet)
    text = alphabet.code_text("".join(words)).encode("latin-1")
    ranks, order = rarest_letters(text, length, n, letters)
    table, keys, part, size = bytearray(256), [0], 0, 0
    for rank, code in enumerate(order):
        if size >= part_words:
            keys.append(0)
            part, size = part + 1, 0
        table[rank], keys[part] = part, keys[part] | 1 << code
        size += ranks.count(rank)
    if size == 0 and part:  # the last letters' words are in the parts before: no empty part
        keys[part - 1] |= keys.pop()
        table, part = table.replace(bytes([part]), bytes([part - 1])), part - 1
    if part == 0:
        return (LengthGroup.build(length, words, alphabet),)
    of_word = bytes(ranks.translate(table))
    parts = bucket(words, of_word, part + 1)
    ends = list(accumulate(map(len, parts)))
    text = alphabet.code_text("".join(map("".join, parts))).encode("latin-1")  # a join a part: 1.5x faster
    found = []
    for p, at_least in enumerate(count_parts(text, length, ends, letters)):
        found.append(LengthGroup.of_sets(length, parts[p], at_least, keys[p], of_word, p))
    return tuple(found)


class ChallengeIndex:
    """Word Challenge answers for one lexicon from per-length bitsets (see the module docstring), each length's
    words in parts by their rarest letter (``split``)."""

    def __init__(self, groups: dict[int, tuple[LengthGroup, ...]], build_ms: float, alphabet: Alphabet = ENGLISH):
        self.groups = groups
        self.build_ms = build_ms
        self.alphabet = alphabet
        words_with = [0] * len(alphabet)  # words with each letter code, over every length
        for group in chain.from_iterable(groups.values()):
            for c, sets in enumerate(group.at_least):
                words_with[c] += sets[0].bit_count() if sets else 0
        self.rarest_first = sorted(range(len(alphabet)), key=words_with.__getitem__)  # ``within``'s ANDs end soon

    @classmethod
    def build(
        cls,
        lexicon: Lexicon,
        words_of_length: WordsOfLength | None = None,
        part_words: int = PART_WORDS,
        split_above: int = SPLIT_ABOVE,
    ) -> ChallengeIndex:
        """The index of ``lexicon``, whose words of a length ``words_of_length`` gives, alphabetically
        (by default the lexicon spells them; a command line reads them from its kept texts instead)."""
        start = time.perf_counter()
        words_of_length, alphabet = words_of_length or lexicon.words_of_length, lexicon.alphabet
        groups = {}
        for n in lexicon.lengths():
            words = tuple(words_of_length(n))
            if len(words) > split_above:
                groups[n] = split(n, words, alphabet, part_words)
            else:
                groups[n] = (LengthGroup.build(n, words, alphabet),)
        return cls(groups, (time.perf_counter() - start) * 1000, alphabet)

    def writable(self, rack: Rack, min_length: int = MIN_LENGTH, must: str = "") -> list[tuple[LengthGroup, int]]:
        """The groups of each length, shortest first, with the bitset of their words the rack writes (none empty);
        without blanks, only the groups of words whose rarest letter the rack holds."""
        need: dict[int, int] = {}
        for ch in must:
            code = self.alphabet.codes[ch]
            need[code] = need.get(code, 0) + 1
        held = -1 if rack.blanks else sum(1 << c for c, n in enumerate(rack.counts) if n)
        counts, tiles = rack.counts, ()
        if not rack.blanks and rack.size - 1 >= min_length:
            tiles = tuple((c, counts[c]) for c in self.rarest_first if counts[c])
        found = []
        for length in range(max(min_length, 1), rack.size + 1):
            spare = rack.size - length
            tight = tiles if spare <= 1 else ()
            for group in self.groups.get(length, ()):
                if group.keys & held:
                    bits = group.writable(counts, rack.blanks, need, tight, spare)
                    if bits:
                        found.append((group, bits))
        return found

    def solve(self, rack: Rack, min_length: int = MIN_LENGTH, must: str = "") -> Solution:
        """The same words as ``search.solve`` (by length, then alphabetically); it visits no trie
        nodes, so ``nodes_visited`` is 0."""
        start = time.perf_counter()
        return Solution(tuple(in_order(self.writable(rack, min_length, must))), 0, (time.perf_counter() - start) * 1000)


def in_order(
    writable: list[tuple[LengthGroup, int]], pick: Callable[[LengthGroup, int], int] | None = None
) -> list[Word]:
    """The words of ``writable`` (groups by length, each with a bitset; ``pick`` narrows it), by length
    then alphabetically: a length's parts sorted together when more than one of them lists any."""
    found: list[Word] = []
    length, run, parts = 0, 0, 0  # the length being gathered, where its words start in ``found``, its parts
    for group, bits in writable:
        if group.length != length:
            if parts > 1:
                found[run:] = sorted(found[run:])
            length, run, parts = group.length, len(found), 0
        found += group.words(pick(group, bits) if pick else bits)
        parts += 1
    if parts > 1:
        found[run:] = sorted(found[run:])
    return found


_INDEXES: weakref.WeakKeyDictionary[Lexicon, ChallengeIndex] = weakref.WeakKeyDictionary()


def challenge_index(lexicon: Lexicon, words_of_length: WordsOfLength | None = None) -> ChallengeIndex:
    """The index of ``lexicon``, built on first use (``ChallengeIndex.build``) and kept as long as the lexicon lives."""
    index = _INDEXES.get(lexicon)
    if index is None:
        index = _INDEXES[lexicon] = ChallengeIndex.build(lexicon, words_of_length)
    return index


def adopt_index(lexicon: Lexicon, index: ChallengeIndex) -> None:
    """Make ``index`` (read back where a command line kept it) the one ``challenge_index`` gives for ``lexicon``."""
    _INDEXES[lexicon] = index


def fast_solve(lexicon: Lexicon, rack: Rack, min_length: int = MIN_LENGTH, must: str = "") -> Solution:
    """``search.solve`` through the lexicon's index (built on the first call)."""
    return challenge_index(lexicon).solve(rack, min_length, must)


__all__ = ["ChallengeIndex", "LengthGroup", "adopt_index", "challenge_index", "fast_solve"]
