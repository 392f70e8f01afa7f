"""The dictionary: words kept and graded in a minimal DAWG (``dawg``), serialized to bytes and searched."""

from __future__ import annotations

import hashlib
from array import array
from bisect import bisect_left
from collections.abc import Generator, Iterable, Iterator, Mapping
from dataclasses import dataclass
from itertools import accumulate, islice

from . import asset
from .alphabet import ENGLISH, Alphabet
from .asset import AssetError
from .dawg import STEP_WORDS, DawgError, dawg_steps
from .known import KNOWLEDGE_BYTES, OFFENSIVE, KnownWords
from .lengths import MAX_LENGTH, MIN_LENGTH
from .suffixes import TrieError, suffix_fact_steps, suffix_mask_steps
from .text import is_letters, letters_named, normalize

Word = str

TYPE_CHECKING = False  # typing is not imported at run time: a one-shot command would pay for it (journal 22)
if TYPE_CHECKING:
    from typing import TypeVar

    T = TypeVar("T")


# Commonness grade: half-steps of the Zipf scale (a word used once per billion words has
# Zipf 0, "the" about 7.7); words rarer than Zipf 2 all get grade 0, which keeps the asset
# small. Grade 6 (Zipf >= 3.0) is the "common" pool.
COMMON_GRADE = 6
_COMMONNESS = bytes(b & ~OFFENSIVE for b in range(256))  # translate table: a grade byte without the flag


def grade_for_zipf(zipf: float) -> int:
    """The stored commonness grade (0, or 4–16) for a Zipf frequency."""
    return 0 if zipf < 2.0 else min(16, int(zipf * 2))


class LexiconError(ValueError):
    """The dictionary bytes or word list cannot be used (truncated, corrupted, empty, not words)."""


def is_plain_word(
    word: str, min_length: int = MIN_LENGTH, max_length: int = MAX_LENGTH, alphabet: Alphabet = ENGLISH
) -> bool:
    """True for a word of ``alphabet``'s letters (lowercase a–z in English) of an allowed length."""
    return min_length <= len(word) <= max_length and is_letters(word, alphabet)


@dataclass(frozen=True)
class LexiconStats:
    """Sizes worth reporting about a lexicon."""

    words: int
    states: int
    edges: int
    words_per_length: dict[int, int]


class Lexicon(KnownWords):
    """A set of words stored as a minimal DAWG in flat arrays.

    State 0 is the root. The edges leaving state s are ``first[s]`` up to ``first[s + 1]``,
    sorted by letter: ``labels[e]`` is the letter code (its place in ``alphabet.letters``, 0 = 'a' in
    English) and ``targets[e]`` the state
    reached. ``final[s]`` is 1 where a word ends. Every state also knows, as a bit mask, the
    lengths of the suffixes that lead from it to a word end (``suffix_lengths``), which lets
    searches skip branches that cannot produce a word of the wanted length; how many suffixes
    of each length (``suffix_counts``) and which letters they use (``suffix_letters``) are
    computed on first use too (by the passes of ``suffixes``).
    """

    def __init__(
        self,
        final: bytes,
        first: array,
        labels: bytes,
        targets: array,
        grades: bytes,
        length_counts: tuple[int, ...],
        knowledge: bytes | None = None,
        alphabet: Alphabet = ENGLISH,
        spellings: dict[int, str] | None = None,
    ):
        self.final = final
        self.first = first
        self.labels = labels
        self.targets = targets
        self.grades = grades  # grade byte per word (commonness | OFFENSIVE), ordered by (length, word)
        self.length_counts = length_counts  # number of words of each length 0..MAX_LENGTH
        self.word_count = sum(length_counts)
        self.knowledge = bytes(self.word_count) if knowledge is None else knowledge  # per word, as ``grades``
        self.has_knowledge = self.knowledge.count(0) < self.word_count
        self.alphabet = alphabet
        self.spellings = spellings or {}  # word index (as ``grades``) → its usual spelling, where it has one
        self._grade_offsets = [0, *accumulate(length_counts)]
        self._suffix_lengths: array | None = None
        self._suffix_facts: tuple[list[int], array] | None = None  # suffix_counts, suffix_letters
        self.count_bits = self.word_count.bit_length()  # a field of suffix_counts: wide enough for any count
        self._by_length: dict[int, tuple[Word, ...]] = {}
        self._asked: dict[tuple, tuple[Word, ...]] = {}
        self._ranks: dict[tuple, bytes] = {}

    # ----- building --------------------------------------------------------------------

    @classmethod
    def from_words(
        cls,
        words: Iterable[str],
        grades: Mapping[Word, int] | None = None,
        offensive: Iterable[Word] = (),
        knowledge: Mapping[Word, int] | None = None,
        alphabet: Alphabet = ENGLISH,
        spellings: Mapping[Word, str] | None = None,
    ) -> Lexicon:
        """Build from any words; keeps the words of 3–20 of ``alphabet``'s letters (folded by it: lowercase
        a–z in English), drops the rest.

        ``grades``: commonness grades (0–127); ``offensive``: words to flag (others are ignored);
        ``knowledge``: knowledge bytes (``knowledge_byte``; 0, unlisted, where missing); ``spellings``:
        a word's usual spelling (élève for eleve), shown where the word is (others are ignored)."""
        return finish(cls.building(words, grades, offensive, knowledge, alphabet, spellings))

    @classmethod
    def building(
        cls,
        words: Iterable[str],
        grades: Mapping[Word, int] | None = None,
        offensive: Iterable[Word] = (),
        knowledge: Mapping[Word, int] | None = None,
        alphabet: Alphabet = ENGLISH,
        spellings: Mapping[Word, str] | None = None,
    ) -> Generator[float, None, Lexicon]:
        """``from_words`` in small steps: yields the share done (0 to 1) every few thousand words,
        so that a page can build a large list between its paints; returns the Lexicon."""
        letters = alphabet.letters
        kept: dict[str, set[Word]] = {letter: set() for letter in letters}  # by first letter: sorted a part at a time
        for count, word in enumerate(words, 1):
            word = normalize(word, alphabet)
            if is_plain_word(word, alphabet=alphabet):
                kept[word[0]].add(word)
            if count % STEP_WORDS == 0:
                yield 0.0
        unique: list[Word] = []
        for letter in letters:
            unique.extend(sorted(kept.pop(letter)))  # each set freed once sorted, not all at the end
            yield 0.0
        if not unique:
            raise LexiconError(f"the word list has no words of 3-20 {letters_named(alphabet)}")
        try:
            final, edges = yield from dawg_steps(unique, alphabet.codes)
        except DawgError as reason:
            raise LexiconError(str(reason)) from None
        by_length: list[list[Word]] = [[] for _ in range(MAX_LENGTH + 1)]  # each alphabetical, as ``unique``
        for count, word in enumerate(unique, 1):
            by_length[len(word)].append(word)
            if count % STEP_WORDS == 0:
                yield 0.96
        del unique
        grade_of, flagged, known_of = grades or {}, set(offensive), knowledge or {}
        grade_bytes, knowledge_bytes = bytearray(), bytearray()
        usual_of, usual = spellings or {}, {}
        for count, word in enumerate((word for group in by_length for word in group), 1):
            if usual_of and usual_of.get(word, word) != word:
                usual[count - 1] = usual_of[word]
            grade_bytes.append(
                min(OFFENSIVE - 1, max(0, int(grade_of.get(word, 0)))) | (OFFENSIVE if word in flagged else 0)
            )
            knowledge_bytes.append(known_of.get(word, 0) if known_of else 0)
            if count % STEP_WORDS == 0:
                yield 0.96
        first, labels, targets = array("I", [0]), bytearray(), array("I")
        for start in range(0, len(edges), STEP_WORDS):  # a part at a time: all at once takes a tenth of a second
            part = edges[start : start + STEP_WORDS]
            edges[start : start + len(part)] = [None] * len(part)  # freed with ``part``, a part at a time
            first.extend(islice(accumulate((len(e) for e in part), initial=first[-1]), 1, None))
            labels += bytes(letter for state_edges in part for letter, _ in state_edges)
            targets.extend(target for state_edges in part for _, target in state_edges)
            yield 0.98
        length_counts = tuple(map(len, by_length))
        for group in by_length:  # the words freed a part at a time too: the Lexicon keeps none of them
            while group:
                del group[-STEP_WORDS:]
                yield 0.99
        yield 1.0
        if knowledge_bytes.translate(None, KNOWLEDGE_BYTES):
            raise LexiconError("a knowledge byte is not one of knowledge_byte's")
        return cls(
            bytes(final),
            first,
            bytes(labels),
            targets,
            bytes(grade_bytes),
            length_counts,
            bytes(knowledge_bytes),
            alphabet,
            usual,
        )

    # ----- bytes -----------------------------------------------------------------------

    def to_bytes(self) -> bytes:
        """Serialize: the asset's bytes (``asset``: a fixed header, then a zlib stream per array)."""
        return finish(self.packing())

    def packing(self) -> Generator[float, None, bytes]:
        """``to_bytes`` in steps, each yielding the share compressed (``asset.packing``)."""
        arrays = (
            *(self.final, self.first, self.labels, self.targets, self.grades, self.length_counts, self.knowledge),
            *(self.alphabet, self.spellings),
        )
        try:
            return (yield from asset.packing(arrays))
        except AssetError as reason:
            raise LexiconError(str(reason)) from None

    @classmethod
    def from_bytes(cls, data: bytes, checked: str = "") -> Lexicon:
        """Load serialized bytes; raise LexiconError for anything but an intact asset.

        Beyond what ``asset.read`` checks of the bytes (their checksum, and sizes that cost no more
        than the header states), the arrays must form a trie whose edges all point forward, whose
        words are 3-20 letters long and as many, with the lengths, as the header says.

        ``checked`` is the SHA-256 (hex) of an asset known to pass all that (the build checks the
        dictionary it makes and records its digest): those bytes skip the pass over the trie,
        and its suffix masks are computed on first need instead (most of the page's parse).
        """
        data = bytes(data)
        try:
            lexicon = cls(*asset.read(data))
        except AssetError as reason:
            raise LexiconError(str(reason)) from None
        if checked and hashlib.sha256(data).hexdigest() == checked:
            return lexicon
        lexicon._suffix_lengths, counted = finish(lexicon._mask_steps())
        if counted != lexicon.word_count:
            raise LexiconError(
                f"dictionary asset is corrupted (the trie holds {counted:,} words, not {lexicon.word_count:,})"
            )
        if lexicon._suffix_lengths[0] != sum(1 << k for k, n in enumerate(lexicon.length_counts) if n):
            raise LexiconError("dictionary asset is corrupted (the trie's word lengths are not the header's)")
        return lexicon

    # ----- queries ---------------------------------------------------------------------

    def __len__(self) -> int:
        return self.word_count

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        state, codes = 0, self.alphabet.codes
        for ch in word:
            state = self.child(state, codes.get(ch, -1))
            if state < 0:
                return False
        return bool(self.final[state])

    def child(self, state: int, letter: int) -> int:
        """The state reached from ``state`` by letter code ``letter``, or -1."""
        labels, first = self.labels, self.first
        for e in range(first[state], first[state + 1]):
            if labels[e] == letter:
                return self.targets[e]
        return -1

    def edges(self, state: int) -> Iterator[tuple[int, int]]:
        """(letter code, target state) for every edge leaving ``state``, in letter order."""
        labels, targets = self.labels, self.targets
        for e in range(self.first[state], self.first[state + 1]):
            yield labels[e], targets[e]

    @property
    def suffix_lengths(self) -> array:
        """Per state, bit k set when a word ends exactly k letters below (computed once)."""
        if self._suffix_lengths is None:
            self._suffix_lengths = finish(self._mask_steps())[0]
        return self._suffix_lengths

    def computing_suffix_lengths(self) -> Generator[float, None, array]:
        """``suffix_lengths`` computed in steps (each yields the share done): for the page, which runs
        long work in slices; at once when they are known already."""
        if self._suffix_lengths is None:
            masks = (yield from self._mask_steps())[0]
            if self._suffix_lengths is None:  # (a search may have needed them meanwhile)
                self._suffix_lengths = masks
        return self._suffix_lengths

    def _mask_steps(self) -> Generator[float, None, tuple[array, int]]:
        """``suffix_mask_steps`` over this trie (the masks and the number of words), a fault a LexiconError."""
        try:
            return (yield from suffix_mask_steps(self.final, self.first, self.targets))
        except TrieError as reason:
            raise LexiconError(str(reason)) from None

    @property
    def suffix_counts(self) -> list[int]:
        """Per state, how many words end exactly k letters below, for every k (computed once).

        The counts are packed into one integer, ``count_bits`` bits per k: field k of
        ``suffix_counts[s]`` is ``suffix_counts[s] >> (k * count_bits) & ((1 << count_bits) - 1)``.
        No count exceeds the number of words, so fields never carry into each other, and a
        state's counts are its children's summed as plain integers and shifted one field.
        """
        return self._count_suffixes()[0]

    @property
    def suffix_letters(self) -> array:
        """Per state, bit c set when letter c lies on some path from it to a word end (computed once)."""
        return self._count_suffixes()[1]

    def _count_suffixes(self) -> tuple[list[int], array]:
        if self._suffix_facts is None:
            finish(self.counting_suffixes())
        return self._suffix_facts

    def counting_suffixes(self) -> Generator[float, None, None]:
        """``suffix_counts`` and ``suffix_letters`` computed in steps (``suffix_fact_steps``), each yielding
        the share done (the page runs them in slices); nothing when they are known."""
        if self._suffix_facts is not None:
            return
        facts = yield from suffix_fact_steps(self.final, self.first, self.labels, self.targets, self.count_bits)
        if self._suffix_facts is None:  # (a search may have needed them meanwhile)
            self._suffix_facts = facts

    def words_of_length(self, length: int) -> tuple[Word, ...]:
        """Every word of exactly ``length`` letters, alphabetically (computed once per length)."""
        if length not in self._by_length:
            in_range = 0 <= length <= MAX_LENGTH and self.length_counts[length]
            self._by_length[length] = tuple(self.suffixes(0, length)) if in_range else ()
        return self._by_length[length]

    def listed_words(self, length: int) -> tuple[Word, ...] | None:
        """The words of ``length`` letters if ``words_of_length`` has listed them already, else None."""
        return self._by_length.get(length)

    def suffixes(self, state: int, length: int, prefix: str = "") -> Iterator[Word]:
        """``prefix`` plus each path of exactly ``length`` letters from ``state`` to a word end, alphabetically."""
        first, labels, targets, final, masks = self.first, self.labels, self.targets, self.final, self.suffix_lengths
        letter_of = self.alphabet.letters
        if length < 0 or not masks[state] >> length & 1:
            return
        if length == 0:
            yield prefix
            return
        # Depth-first with an explicit stack (recursive generators would pass each word up every
        # level); the last letter is added to a stem joined once per state.
        letters = [prefix, *[""] * length]  # letters[d + 1] is the letter taken at depth d
        edge, stop = [0] * length, [0] * length  # per depth: the next edge to try, the end of the state's edges
        edge[0], stop[0] = first[state], first[state + 1]
        depth = 0
        while depth >= 0:
            if depth == length - 1:
                stem = "".join(letters[:length])
                for e in range(edge[depth], stop[depth]):
                    if final[targets[e]]:
                        yield stem + letter_of[labels[e]]
                depth -= 1
                continue
            e = edge[depth]
            if e == stop[depth]:
                depth -= 1
                continue
            edge[depth] = e + 1
            t = targets[e]
            if masks[t] >> (length - depth - 1) & 1:
                letters[depth + 1] = letter_of[labels[e]]
                depth += 1
                edge[depth], stop[depth] = first[t], first[t + 1]

    def __iter__(self) -> Iterator[Word]:
        """Every word, by length then alphabetically."""
        for length in self.lengths():
            yield from self.words_of_length(length)

    def lengths(self) -> list[int]:
        """The word lengths present, ascending."""
        return [k for k, n in enumerate(self.length_counts) if n]

    def grades_of_length(self, length: int) -> bytes:
        """The commonness grade of every word of ``length`` letters, in alphabetical order of the words."""
        return self._grade_bytes(length).translate(_COMMONNESS)

    def _grade_bytes(self, length: int) -> bytes:
        return self.grades[self._grade_offsets[length] : self._grade_offsets[length + 1]]

    def words_to_ask(self, length: int, min_grade: int = 0) -> tuple[Word, ...]:
        """The words of ``length`` a game may ask of a person: graded at least ``min_grade``,
        none offensive; alphabetically.

        Computed once per length and grade: strategies cache their work per word-list object,
        so every game must get the same one (``words_of_length``'s where nothing is left out).
        """
        key = (length, min_grade)
        if key not in self._asked:
            words = self.words_of_length(length)
            asked = tuple(w for w, g in zip(words, self._grade_bytes(length)) if min_grade <= g < OFFENSIVE)
            self._asked[key] = words if len(asked) == len(words) else asked
        return self._asked[key]

    def _index(self, word: Word) -> int:
        """The word's place among all words (by length, then alphabetically), or -1."""
        if not MIN_LENGTH <= len(word) <= MAX_LENGTH:
            return -1
        if self._suffix_facts is not None and len(word) not in self._by_length:
            return self._trie_index(word)  # the length's words need not be spelled (a second on the page)
        words = self.words_of_length(len(word))
        i = bisect_left(words, word)
        return self._grade_offsets[len(word)] + i if i < len(words) and words[i] == word else -1

    def _trie_index(self, word: Word) -> int:
        """``_index`` by a walk down the trie: the words of the same length below the edges before the
        word's, at each letter (``suffix_counts``)."""
        counts, bits = self._suffix_facts[0], self.count_bits
        field = (1 << bits) - 1
        first, labels, targets, codes = self.first, self.labels, self.targets, self.alphabet.codes
        state = before = 0
        for depth, ch in enumerate(word):
            letter, left = codes.get(ch, -1), len(word) - depth - 1
            e, end = first[state], first[state + 1]
            while e < end and labels[e] != letter:
                before += counts[targets[e]] >> bits * left & field
                e += 1
            if e == end:
                return -1
            state = targets[e]
        return self._grade_offsets[len(word)] + before if self.final[state] else -1

    def usual(self, word: Word) -> str:
        """How ``word`` is usually spelt (élève for the played eleve): its stored spelling, else the word."""
        if not self.spellings:
            return word
        i = self._index(word)
        return self.spellings.get(i, word) if i >= 0 else word

    def grade(self, word: Word) -> int:
        """The commonness grade of ``word`` (0 for rare or unknown words)."""
        return self._grade_byte(word) & ~OFFENSIVE

    def is_offensive(self, word: Word) -> bool:
        """True for a word flagged offensive (still a dictionary word)."""
        return bool(self._grade_byte(word) & OFFENSIVE)

    def _grade_byte(self, word: Word) -> int:
        i = self._index(word)
        return self.grades[i] if i >= 0 else 0

    def stats(self) -> LexiconStats:
        """Word, state and edge counts, and words per length."""
        return LexiconStats(
            self.word_count, len(self.final), len(self.labels), {k: self.length_counts[k] for k in self.lengths()}
        )


def finish(steps: Generator[object, None, T]) -> T:
    """Run a stepwise computation (like ``Lexicon.building``) to its end, at once; its value."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
