"""What a person knows of the dictionary's words: SCOWL levels, known and rare words, the pools' grading."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import accumulate, compress, count
from operator import add

TYPE_CHECKING = False  # typing is not imported at run time: a one-shot command would pay for it (journal 22)
if TYPE_CHECKING:
    from typing import Protocol

    class _Ranked(Protocol):
        def ranks_of(self, words: list[Word]) -> bytes: ...


Word = str

# The high bit of a word's grade byte flags it offensive (a pinned registry list, read by the
# build): a valid guess, but never a word a game asks of a person (``words_to_ask``).
OFFENSIVE = 0x80

# What a person knows of a word (a knowledge byte per word, asset format 3; read by the build
# from SCOWL and WordNet, wordgames_build/knowledge.py): the low four bits are the smallest
# SCOWL size listing the word (its index in SCOWL_SIZES plus one; 0: unlisted), then two flags.
SCOWL_SIZES = (10, 20, 35, 40, 50, 55, 60, 70)
KNOWN_SIZE = 50  # SCOWL's size 50 (a large desk dictionary): the words a person knows
# The commonness floor of the secret pools (``words_known(floor=True)``): a word of SCOWL's size 35 (a small
# desk dictionary) or one seen at least 3 times in 10 million words (wordfreq Zipf 2.5, grade 5). Measured
# on 2026-11-28 (bench/README.md): at Zipf 2.5 a random 6-12-letter pool word is one an adult knows
# (dankly, styptic, minuend, catarrh fall under it), at 3.0 the 11-15-letter pools fall under 1,000 words.
EVERYDAY_SIZE = 35
FLOOR_GRADE = 5
_SIZE = 0x0F
INFLECTED = 0x10  # a regular -s, -ed or -ing form of another word (crews, baked), not a lemma of its own (news)
ABBREVIATION = 0x20  # an abbreviation, acronym, roman numeral or proper noun only (cwt, xviii, ins)
KNOWN_RANK = 0x20  # added to a known word's grade in its rank: lists show known words before rare ones
UNDEFINED = 0x40  # no definition in the definitions asset (their, whose): never a secret, which the page defines
PLAYED_POOL = 0x80  # in the common pool of 2026-11-27, whose order gave every daily before the pools changed
NO_RANK = 0xFF  # above every rank (a grade is at most 127): a place that holds no word to show (``shown_order``)
_KNOWN_RANKS = bytes(KNOWN_RANK <= rank < NO_RANK for rank in range(256))  # translate tables: 1 for a known word's
_RARE_RANKS = bytes(rank < KNOWN_RANK for rank in range(256))  # rank, 1 for a rare word's
KNOWLEDGE_BYTES = bytes(k | flags for k in range(len(SCOWL_SIZES) + 1) for flags in range(0, 0x100, 0x10))


def knowledge_byte(
    size: int = 0, inflected: bool = False, abbreviation: bool = False, defined: bool = True, played: bool = False
) -> int:
    """The knowledge byte of a word SCOWL lists at ``size`` (0: unlisted), with its flags."""
    index = SCOWL_SIZES.index(size) + 1 if size else 0
    flags = (INFLECTED if inflected else 0) | (ABBREVIATION if abbreviation else 0) | (0 if defined else UNDEFINED)
    return index | flags | (PLAYED_POOL if played else 0)


def is_known(knowledge: int) -> bool:
    """A word a person knows, by its knowledge byte: listed by SCOWL up to KNOWN_SIZE, no abbreviation."""
    return 0 < knowledge & _SIZE <= SCOWL_SIZES.index(KNOWN_SIZE) + 1 and not knowledge & ABBREVIATION


_KNOWN_LIFTS = bytes(KNOWN_RANK if is_known(k) else 0 for k in range(256))  # translate table: what a
# knowledge byte adds to its word's rank


class KnownWords:
    """The knowledge queries of a ``Lexicon`` (which holds a knowledge byte per word, ordered as its grades)."""

    knowledge: bytes
    length_counts: tuple[int, ...]
    has_knowledge: bool  # False for a person's own list: none of its words is rare then
    _grade_offsets: list[int]
    _asked: dict[tuple, tuple[Word, ...]]
    _ranks: dict[tuple, bytes]

    def words_known(
        self, length: int, largest: int = KNOWN_SIZE, base: bool = False, floor: bool = False
    ) -> tuple[Word, ...]:
        """The words of ``length`` a person knows, alphabetically: listed by SCOWL up to size ``largest``,
        no abbreviation, none offensive; with ``base``, no inflected form nor word without a
        definition either (a secret's, computed once); with ``floor``, above the commonness floor
        (listed at EVERYDAY_SIZE or graded at least FLOOR_GRADE)."""
        key = ("known", length, largest, base, floor)
        if key not in self._asked:
            index, everyday = SCOWL_SIZES.index(largest) + 1, SCOWL_SIZES.index(EVERYDAY_SIZE) + 1
            lowest = FLOOR_GRADE if floor else 0
            refused = ABBREVIATION | (INFLECTED | UNDEFINED if base else 0)
            words, start = self.words_of_length(length), self._grade_offsets[length]
            kinds, grades = self.knowledge[start : start + len(words)], self._grade_bytes(length)
            self._asked[key] = tuple(
                w
                for w, k, g in zip(words, kinds, grades)
                if 0 < k & _SIZE <= index
                and not k & refused
                and g < OFFENSIVE
                and (g >= lowest or k & _SIZE <= everyday)
            )
        return self._asked[key]

    def played_pool(self, length: int) -> tuple[Word, ...]:
        """The common pool of ``length`` letters on 2026-11-27 (PLAYED_POOL), alphabetically: () in a
        dictionary that does not mark it (computed once)."""
        key = ("played", length)
        if key not in self._asked:
            kinds = self.knowledge_of_length(length)
            self._asked[key] = tuple(compress(self.words_of_length(length), (k & PLAYED_POOL for k in kinds)))
        return self._asked[key]

    def size(self, word: Word) -> int:
        """The smallest SCOWL size listing ``word`` (10: everyone knows it ... 70), 0 if none does."""
        index = self._knowledge_byte(word) & _SIZE
        return SCOWL_SIZES[index - 1] if index else 0

    def is_known(self, word: Word) -> bool:
        """Listed by SCOWL up to KNOWN_SIZE and no abbreviation."""
        return is_known(self._knowledge_byte(word))

    def is_rare(self, word: Word) -> bool:
        """A word a person does not know, which lists leave out unless asked: none in a dictionary without knowledge."""
        return self.has_knowledge and not self.is_known(word)

    def is_inflected(self, word: Word) -> bool:
        """A regular -s, -ed or -ing form of another word (crews, baked), not a lemma of its own (news)."""
        return bool(self._knowledge_byte(word) & INFLECTED)

    def is_abbreviation(self, word: Word) -> bool:
        """An abbreviation, acronym, roman numeral or proper noun only."""
        return bool(self._knowledge_byte(word) & ABBREVIATION)

    def is_defined(self, word: Word) -> bool:
        """A word with a definition in the definitions asset (or a word of a list without knowledge)."""
        return not self._knowledge_byte(word) & UNDEFINED

    def ranks_of_length(self, length: int) -> bytes:
        """Each word's rank, in alphabetical order of the words: its grade, plus KNOWN_RANK for a word that
        is not rare, so that a list by rank shows known words first (commonest first) and rare ones
        after; in a dictionary without knowledge no word is rare (computed once per length)."""
        key = ("ranks", length)
        if key not in self._ranks:
            grades, kinds = self.grades_of_length(length), self.knowledge_of_length(length)
            lifts = kinds.translate(_KNOWN_LIFTS) if self.has_knowledge else bytes([KNOWN_RANK]) * len(kinds)
            # added byte by byte as one integer (in C): a grade (at most 127) plus KNOWN_RANK never carries
            total = int.from_bytes(grades, "little") + int.from_bytes(lifts, "little")
            self._ranks[key] = total.to_bytes(len(grades), "little")
        return self._ranks[key]

    def rank(self, word: Word) -> int:
        """The word's rank (``ranks_of_length``): higher lists first."""
        i = self._index(word)
        if i < 0:  # not a word of the dictionary
            return 0 if self.has_knowledge else KNOWN_RANK
        offset = self._grade_offsets[len(word)]
        return self.ranks_of_length(len(word))[i - offset]

    def ranks_of(self, words: list[Word]) -> bytes:
        """The rank of each of ``words`` (distinct dictionary words): a look-up a word, or at once (in C)
        when they are every word of a length, alphabetically."""
        length = len(words[0]) if words else 0
        if words and len(words) == self.length_counts[length] and {len(words[0]), len(words[-1])} == {length}:
            if min(map(len, words)) == max(map(len, words)) and words == sorted(words):
                return self.ranks_of_length(length)
        return bytes(map(self.rank, words))

    def knowledge_of_length(self, length: int) -> bytes:
        """The knowledge byte of every word of ``length`` letters, in alphabetical order of the words."""
        return self.knowledge[self._grade_offsets[length] : self._grade_offsets[length + 1]]

    def _knowledge_byte(self, word: Word) -> int:
        i = self._index(word)
        return self.knowledge[i] if i >= 0 else 0


@dataclass(frozen=True)
class Listing:
    """Words as a list shows them: the ``known`` ones first, then the rare ones, or these left out."""

    words: tuple[Word, ...]
    known: int  # the first ``known`` words are known; any after them are rare
    rare: int  # how many rare words there are, shown or left out

    @property
    def left_out(self) -> int:
        """How many rare words the list leaves out."""
        return self.known + self.rare - len(self.words)


def known_first(
    lexicon: _Ranked, words: Iterable[Word], by_commonness: bool = False, rare: bool = False, ranks: bytes = b""
) -> Listing:
    """``words`` (distinct dictionary words) as a list shows them: known words first, then with ``rare``
    the rare ones (left out without it); each part in the order given, or with ``by_commonness``
    commonest first (then in the order given). ``ranks``: the words' ranks, if known already."""
    words = list(words)
    ranks = ranks or lexicon.ranks_of(words)
    order = shown_order(ranks, by_commonness, rare)
    known = known_count(ranks)
    return Listing(tuple(map(words.__getitem__, order)), known, len(words) - known)


def shown_order(ranks: bytes, by_commonness: bool = False, rare: bool = False) -> list[int]:
    """The order in which a list shows words whose ranks (``KnownWords.ranks_of_length``), in alphabetical
    order of the words, are ``ranks``: their indexes, known words first, then with ``rare`` the rare ones;
    each part alphabetically, or with ``by_commonness`` commonest first (then alphabetically). A place
    ranked NO_RANK is in neither part (a line of a scan's text that does not match: ``finder.scan``)."""
    parts = [places(ranks.translate(_KNOWN_RANKS))]
    if rare:
        parts.append(places(ranks.translate(_RARE_RANKS)))
    if by_commonness:
        for part in parts:
            part.sort(key=ranks.__getitem__, reverse=True)  # a stable sort, reversed: ties stay alphabetical
    return [index for part in parts for index in part]


def places(selector: bytes) -> list[int]:
    """The places of the 1s in ``selector`` (bytes 0 and 1), in order. Where they are under a sixth, from the
    lengths of the runs of 0s between them (a step a 1, in C), else by ``compress`` (a step a place): the
    known words among a scan's 369,351 lines for ``*e*`` in 2.9 ms instead of 5.2 (journal 24)."""
    if selector.count(1) * 6 >= len(selector):
        return list(compress(range(len(selector)), selector))
    runs = selector.split(b"\x01")
    runs.pop()  # the 0s after the last 1
    return list(map(add, accumulate(map(len, runs)), count()))


def known_count(ranks: bytes) -> int:
    """How many of the words whose ranks are ``ranks`` are known (not rare)."""
    return len(ranks.translate(None, bytes(range(KNOWN_RANK))))


# ----- the knowledge bytes in the dictionary asset (format 4) -----------------------------------------
#
# A word's knowledge byte depends much on its commonness grade (most rare words are unlisted, most
# common ones known), which zlib alone does not see. So the asset stores, per word, the byte's rank
# among the knowledge bytes of its grade's words (0: the grade's most frequent byte), and a small
# table of each grade's bytes in rank order; zlib's Huffman codes then make rank 0 cheap. Decoding is
# three C loops: a grade's first place in the table is added to every rank as one integer (no byte
# carries, since every sum is below 256), and one translation turns those places into knowledge bytes.
# Grades share a table's part in groups of 2**shift when there would be over 256 places (never for
# the English dictionary: 222).
_GRADES = 128  # grades are 0..127 (the grade byte's high bit is OFFENSIVE)
_PLACES = 256
_NOT_A_PLACE = 0xFF  # the table beyond its places: not a knowledge byte, so a rank past its part is refused


def pack_knowledge(grades: bytes, knowledge: bytes) -> bytes:
    """The knowledge bytes as the asset stores them: a shift, 128 part sizes, the table, a rank per word."""
    for shift in range(8):
        contexts = grades.translate(bytes((g & ~OFFENSIVE) >> shift for g in range(256)))
        pairs: dict[tuple[int, int], int] = {}
        for pair in zip(contexts, knowledge):
            pairs[pair] = pairs.get(pair, 0) + 1
        if len(pairs) <= _PLACES:
            break
    parts: list[list[int]] = [[] for _ in range(_GRADES)]
    for (context, kind), _ in sorted(pairs.items(), key=lambda item: (item[0][0], -item[1], item[0][1])):
        parts[context].append(kind)  # each grade's bytes, the most frequent first
    rank = {(context, kind): r for context, part in enumerate(parts) for r, kind in enumerate(part)}
    ranks = bytes(rank[pair] for pair in zip(contexts, knowledge))
    return bytes([shift, *map(len, parts)]) + bytes(kind for part in parts for kind in part) + ranks


def packed_knowledge_size(words: int) -> int:
    """The most bytes ``pack_knowledge`` writes for ``words`` words."""
    return 1 + _GRADES + _PLACES + words


def unpack_knowledge(data: bytes, grades: bytes) -> bytes:
    """The knowledge bytes ``pack_knowledge`` stored for words with these grade bytes; ValueError if
    ``data`` is not such a record (a rank outside its grade's part gives a byte the loader refuses)."""
    if len(data) < 1 + _GRADES or data[0] > 7:
        raise ValueError("the knowledge table is cut short")
    shift, sizes = data[0], data[1 : 1 + _GRADES]
    places = sum(sizes)
    table, ranks = data[1 + _GRADES : 1 + _GRADES + places], data[1 + _GRADES + places :]
    if places > _PLACES or len(ranks) != len(grades):
        raise ValueError("the knowledge table does not match the words")
    starts = [0, *accumulate(sizes)]
    firsts = grades.translate(bytes(min(starts[(g & ~OFFENSIVE) >> shift], 255) for g in range(256)))
    total = int.from_bytes(ranks, "little") + int.from_bytes(firsts, "little")
    try:
        placed = total.to_bytes(len(ranks), "little")
    except OverflowError:
        raise ValueError("a knowledge rank is past the table") from None
    return placed.translate(table + bytes([_NOT_A_PLACE]) * (_PLACES - places))
