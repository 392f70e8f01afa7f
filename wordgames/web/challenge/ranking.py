"""A solver answer's ranks by array look-ups: a table of known words a length, or marks in the finder's texts."""

from __future__ import annotations

import weakref
from collections.abc import Generator, Iterable, Iterator
from itertools import compress, repeat

from ...finder.coding import text_letters
from ...finder.scan import word_texts
from ...known import KNOWN_RANK
from ...lexicon import Lexicon, Word

LINES_STEP = 12_000  # lines of a length's text a step marks (a split and a set look-up each: ~10 ms on the page)
WORDS_STEP = 20_000  # words a step ranks by the known words' table (a dict look-up each, in C: ~8 ms on the page)
LOOKUP_STEP = 500  # words a step ranks by a look-up each (tens of microseconds a word), when no text is built
KNOWN_AT_MOST = 3  # a length's table is built when at most a third of its words are known (English: 19-31 %)
RARE = 0  # the rank a table gives a word it does not hold: a rare word's, its grade unknown (``AnswerRanks``)
_KNOWN = bytes(rank >= KNOWN_RANK for rank in range(256))  # translate table: 1 for a known word's rank


class KnownTables:
    """Per length, the known words of a lexicon mapped to their ranks (built from the finder's texts after ready):
    an answer's known words ranked by one look-up each, its rare ones without touching the length's other words."""

    def __init__(self, lexicon: Lexicon):
        self._lexicon = weakref.ref(lexicon)  # not the lexicon itself: it keys these tables, weakly
        self._tables: dict[int, dict[str, int]] = {}

    def get(self, length: int) -> dict[str, int] | None:
        return self._tables.get(length)

    def building(self, lengths: Iterable[int]) -> Iterator[None]:
        """Build the tables of ``lengths`` whose text is built and few of whose words are known, a length a step."""
        lexicon = self._lexicon()
        assert lexicon is not None, "the tables of a lexicon are asked for only while it lives"
        texts = word_texts(lexicon)
        for length in lengths:
            if length in self._tables or not texts.has(length):
                continue
            every = lexicon.ranks_of_length(length)
            known = every.translate(_KNOWN)
            if known.count(1) * KNOWN_AT_MOST <= len(known):  # (a list without knowledge: every word known)
                lines = compress(texts.text(length).split("\n"), known)
                self._tables[length] = dict(zip(lines, compress(every, known)))
            yield


_TABLES: weakref.WeakKeyDictionary[Lexicon, KnownTables] = weakref.WeakKeyDictionary()


def known_tables(lexicon: Lexicon) -> KnownTables:
    """The known words' tables of ``lexicon``, kept as long as it lives."""
    tables = _TABLES.get(lexicon)
    if tables is None:
        tables = _TABLES[lexicon] = KnownTables(lexicon)
    return tables


def ranking(lexicon: Lexicon, length: int, words: list[Word], exact: bool = False) -> Generator[None, None, bytes]:
    """The ranks (``KnownWords.ranks_of_length``) of ``words``, distinct words of ``length`` letters in
    alphabetical order, in steps. With the length's known words' table (``KnownTables``) and not ``exact``:
    a dict look-up a word (in C), a rare word ranked RARE (its grade unknown: enough for every list but the
    rare words by commonness). Else where the finder's text of the length is built, its lines marked by
    whether they are among ``words`` and the length's ranks kept where marked; else a trie look-up a word
    (112,000 of them took 2 s on the page).
    """
    every = lexicon.ranks_of_length(length)
    if len(words) == len(every):  # every word of the length (alphabetically): their ranks as they are
        return every
    coding = text_letters(lexicon.alphabet)
    code = coding.encode
    table = known_tables(lexicon).get(length)
    if table is not None and not exact:
        keys = words if coding.plain else code("\n".join(words)).split("\n")
        ranks = bytearray()
        for start in range(0, len(keys), WORDS_STEP):
            ranks += bytes(map(table.get, keys[start : start + WORDS_STEP], repeat(RARE)))
            yield
        return bytes(ranks)
    texts = word_texts(lexicon)
    if texts.has(length):
        text, width = texts.text(length), length + 1
        wanted = set(words) if coding.plain else set(code("\n".join(words)).split("\n"))
        marks = bytearray()
        for start in range(0, len(every), LINES_STEP):
            lines = text[start * width : (start + LINES_STEP) * width - 1].split("\n")
            marks += bytes(map(wanted.__contains__, lines))
            yield
        if marks.count(1) == len(words):  # every word placed (they are the lexicon's: a check, not a case)
            return bytes(compress(every, marks))
    ranks = bytearray()
    for start in range(0, len(words), LOOKUP_STEP):
        ranks += lexicon.ranks_of(words[start : start + LOOKUP_STEP])
        yield
    return bytes(ranks)


class AnswerRanks:
    """An answer's ranks per length (``ranking``), kept for the options' redraws; which lengths rank rare words RARE."""

    def __init__(self) -> None:
        self.ranks: dict[int, bytes] = {}
        self.inexact: set[int] = set()

    def of(self, lexicon: Lexicon, length: int, words: list[Word], exact: bool) -> Generator[None, None, bytes]:
        """The ranks of ``words`` (the answer's of ``length``), ranked on first need or when ``exact`` is asked."""
        if length not in self.ranks or exact and length in self.inexact:
            self.ranks[length] = yield from ranking(lexicon, length, words, exact)
            if exact or known_tables(lexicon).get(length) is None:
                self.inexact.discard(length)
            else:
                self.inexact.add(length)
        return self.ranks[length]


def needs_lookups(lexicon: Lexicon, lengths: Iterable[int]) -> bool:
    """Whether ranking words of ``lengths`` (not every word of each) needs the trie's look-ups: a text not built."""
    texts, counts = word_texts(lexicon), lexicon.length_counts
    return not all(texts.has(n) for n in lengths if 0 <= n < len(counts) and counts[n])
