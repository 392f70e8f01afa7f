"""The finder's scan: a regular expression run over each length's words kept as one text.

The walk of the DAWG (``finder.walk``) is output-sensitive from a fixed first letter, but a
pattern that opens with ``?`` or ``*`` (``*ing``, ``*x*``, twelve ``?``) makes it spell tens
of thousands of words one by one, or walk every prefix, at a few microseconds each, while a
regular expression tries a word in a tenth of that, in C. For those patterns the finder scans:
the words of each length are kept as one text, a word a line (built on first need, for the
lengths asked: about 3.9 MB for the whole dictionary and the time it takes to spell its
words once, journal 20), and the pattern becomes a multiline expression that ``findall``
runs over the lengths it allows. Lines are in alphabetical order, so the answer is too; a
match's place in the text gives its rank among the words of its length, which finds its
commonness grade. A pattern of ``?`` and ``*`` alone matches every word of a length: the
text is split instead, when there are at most ``SPLIT_AT_MOST`` such words; beyond, the walk
answers (the lexicon's counts say how many at once, and the page draws the first words of
``*`` without spelling 369,351).
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Iterator
from itertools import chain

from ..lexicon import ALPHABET, Lexicon, Word
from .query import ONE, RUN, Query

SPLIT_AT_MOST = 60_000  # words of the lengths a pattern of ? and * alone allows that a scan takes


class WordTexts:
    """The words of each length of a lexicon as one text, a word a line (built on first use)."""

    def __init__(self, lexicon: Lexicon):
        self.lexicon = lexicon
        self._texts: dict[int, str] = {}

    def text(self, length: int) -> str:
        text = self._texts.get(length)
        if text is None:
            listed = self.lexicon.listed_words(length)
            words = listed if listed is not None else self.lexicon.suffixes(0, length)
            text = self._texts[length] = "\n".join(words)  # no newline at the end: no empty last line to match
        return text


_TEXTS: weakref.WeakKeyDictionary[Lexicon, WordTexts] = weakref.WeakKeyDictionary()


def word_texts(lexicon: Lexicon) -> WordTexts:
    """The texts of ``lexicon``, kept as long as it lives."""
    texts = _TEXTS.get(lexicon)
    if texts is None:
        texts = _TEXTS[lexicon] = WordTexts(lexicon)
    return texts


def lengths(lexicon: Lexicon, query: Query) -> list[int]:
    """The word lengths of ``lexicon`` that the query's pattern and range allow."""
    pattern = query.pattern
    fixed = len(pattern) - pattern.count(RUN)
    return [
        n
        for n in lexicon.lengths()
        if query.min_length <= n <= query.max_length and (n == fixed or RUN in pattern and n > fixed)
    ]


def worth_scanning(lexicon: Lexicon, query: Query) -> bool:
    """Whether to scan rather than walk: the pattern opens with ``?`` or ``*``, and names a letter,
    or letters must or must not be there (the lexicon's counts cannot answer then: the walk would
    spell every word), or it allows at most SPLIT_AT_MOST words (the walk's plain plan, for a
    pattern without ``*`` and a few ``?``, is chosen before this)."""
    pattern = query.pattern
    if pattern[0] not in (ONE, RUN):
        return False
    if pattern.strip(ONE + RUN) or query.must or query.exclude:
        return True
    return sum(lexicon.length_counts[n] for n in lengths(lexicon, query)) <= SPLIT_AT_MOST


def expression(query: Query) -> re.Pattern[str]:
    """The query as a multiline expression matching whole lines (``^...$``)."""
    letter = "[" + "".join(ch for ch in ALPHABET if ch not in query.exclude) + "]"
    body = "".join(letter if ch == ONE else letter + "*" if ch == RUN else ch for ch in query.pattern)
    owed = "".join(
        f"(?=(?:[^{ch}\\n]*{ch}){{{query.must.count(ch)}}})" for ch in sorted(set(query.must))
    )  # each must-have letter, as many times as it is asked for, somewhere on the line
    return re.compile(f"^{owed}{body}$", re.MULTILINE)


class ScanMatches:
    """The words of a lexicon that match a query, found by scanning (the same interface as ``walk.Matches``)."""

    def __init__(self, lexicon: Lexicon, query: Query):
        self.lexicon = lexicon
        self.query = query
        self.steps = 0  # no trie node is entered
        self.plain = False
        self._texts = word_texts(lexicon)
        self._expression = expression(query)
        every = not query.must and not query.exclude and not query.pattern.strip(ONE + RUN)  # every word of a length
        self._found: dict[int, list[Word]] = {}
        for length in lengths(lexicon, query):
            text = self._texts.text(length)
            words = text.split() if every else self._expression.findall(text)
            if words:
                self._found[length] = words
        self.counts = {length: len(words) for length, words in self._found.items()}
        self.total = sum(self.counts.values())

    def words(self, length: int | None = None, by_commonness: bool = False) -> Iterator[Word]:
        """The matching words (of ``length`` only, if given), by length, then alphabetically or most common first."""
        lengths = sorted(self.counts) if length is None else [length] if length in self.counts else []
        return chain.from_iterable(map(self._most_common_first if by_commonness else self._found.__getitem__, lengths))

    def _most_common_first(self, length: int) -> list[Word]:
        """Graded words by grade (highest first), then alphabetically; then the words of grade 0, alphabetically."""
        words, grades, width = self._found[length], self.lexicon.grades_of_length(length), length + 1
        if len(words) == self.lexicon.length_counts[length]:
            ranks: list[int] | range = range(len(words))
        else:
            ranks = [match.start() // width for match in self._expression.finditer(self._texts.text(length))]
        graded = sorted((-grades[rank], i) for i, rank in enumerate(ranks) if grades[rank])
        return [words[i] for _, i in graded] + [word for word, rank in zip(words, ranks) if not grades[rank]]
