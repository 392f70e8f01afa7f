"""A solver answer's ranks by array look-ups: each length's words marked in the finder's text, in steps."""

from __future__ import annotations

from collections.abc import Generator, Iterable
from itertools import compress

from ...finder.scan import word_texts
from ...lexicon import Lexicon, Word

LINES_STEP = 12_000  # lines of a length's text a step marks (a split and a set look-up each: ~10 ms on the page)
LOOKUP_STEP = 500  # words a step ranks by a look-up each (tens of microseconds a word), when no text is built


def ranking(lexicon: Lexicon, length: int, words: list[Word]) -> Generator[None, None, bytes]:
    """The ranks (``KnownWords.ranks_of_length``) of ``words``, distinct words of ``length`` letters in
    alphabetical order, in steps. Where the finder's text of the length is built (after ready, in idle
    slices) its lines are marked by whether they are among ``words`` and the length's ranks kept where
    marked: an array look-up a word, in C; else a trie look-up a word (112,000 of them took 2 s on the page).
    """
    every = lexicon.ranks_of_length(length)
    if len(words) == len(every):  # every word of the length (alphabetically): their ranks as they are
        return every
    texts = word_texts(lexicon)
    if texts.has(length):
        text, width = texts.text(length), length + 1
        code = lexicon.alphabet.code_text
        wanted = set(words) if lexicon.alphabet.same_codes else set(code("\n".join(words)).split("\n"))
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


def needs_lookups(lexicon: Lexicon, lengths: Iterable[int]) -> bool:
    """Whether ranking words of ``lengths`` (not every word of each) needs the trie's look-ups: a text not built."""
    texts, counts = word_texts(lexicon), lexicon.length_counts
    return not all(texts.has(n) for n in lengths if 0 <= n < len(counts) and counts[n])
