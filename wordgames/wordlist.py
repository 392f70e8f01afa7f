"""A word list as a person gives it (one word a line): the words it holds and the lines it skips, with examples.

A list may be of any script: its alphabet is the letters its words use (each line NFC and lower case
without splitting a letter, ``Alphabet.of_words``); a list of a-z alone is English's, keyboard and all.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Generator, Iterator, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from itertools import chain

from .alphabet import ENGLISH, Alphabet, AlphabetError
from .known import knowledge_byte
from .lengths import MAX_LENGTH, MIN_LENGTH
from .lexicon import COMMON_GRADE, Lexicon, LexiconError, Word, finish, is_plain_word
from .text import normalize, quoted

# The documented limits of a list loaded in the page: lines (words) and characters. The English
# list has 369,351 words in 3.5 MB; every line of a 500,000-line list of 20 letters fits as well.
MAX_LINES = 500_000
MAX_CHARACTERS = 11_000_000
EXAMPLES = 5  # skipped lines quoted back
_STEP_LINES = 8192  # lines read between two yields


def dictionary_option(name: str) -> str:
    """The command line's option that reads the list a person named ``name``, saved as a file ('' for the
    built-in list, which needs none): what the page adds to the commands it shows."""
    import shlex  # 6 ms of the page's boot for a command shown only in the Lab

    return f" --dictionary {shlex.quote(name + '.txt')}" if name else ""


class WordListError(ValueError):
    """The text cannot be a word list (too long, no word of 3-20 letters in it, or letters of more than
    one script or over 64 of them)."""


@dataclass(frozen=True)
class WordList:
    """The distinct words of a list and what it skipped (blank lines are not counted)."""

    words: frozenset[Word]  # a set: sorting a large list at once would hold the page up (the builder sorts in parts)
    skipped: int
    examples: tuple[str, ...]  # the first few skipped lines, quoted and cut short
    alphabet: Alphabet = field(default=ENGLISH)  # the letters its words use (English's for a-z alone)

    def describe(self) -> str:
        """'9,031 words; 2 lines skipped (not 3-20 letters), e.g. '12', 'ab'' for a message."""
        text = f"{len(self.words):,} word{'s' if len(self.words) != 1 else ''}"
        if self.skipped:
            lines = f"{self.skipped:,} line{'s' if self.skipped != 1 else ''}"
            text += f"; {lines} skipped (not {MIN_LENGTH}-{MAX_LENGTH} letters), e.g. {', '.join(self.examples)}"
        return text


def reading(text: str) -> Generator[float, None, WordList]:
    """Read ``text`` a line at a time, normalised as everywhere else (white space around a word is
    dropped, NFC, lower case); yields the share read every few thousand lines, returns the WordList.

    Raises WordListError when the text has more than MAX_CHARACTERS characters or MAX_LINES
    lines, no word at all, or words whose letters mix scripts or number more than 64.
    """
    if len(text) > MAX_CHARACTERS:
        raise WordListError(f"the list is {len(text):,} characters long; at most {MAX_CHARACTERS:,} are read")
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise WordListError(f"the list has {len(lines):,} lines; at most {MAX_LINES:,} are read")
    words: set[Word] = set()
    skipped = 0
    examples: list[str] = []
    for number, line in enumerate(lines, 1):
        word = normalize(line)
        if MIN_LENGTH <= len(word) <= MAX_LENGTH and (is_plain_word(word) or _letters_alone(word)):
            words.add(word)
        elif word:
            skipped += 1
            if len(examples) < EXAMPLES:
                examples.append(quoted(line.strip(), 24))
        if number % _STEP_LINES == 0:
            yield number / len(lines)
    if not words:
        raise WordListError(f"the list has no word of {MIN_LENGTH}-{MAX_LENGTH} letters")
    return WordList(frozenset(words), skipped, tuple(examples), list_alphabet(words))


def list_alphabet(words: AbstractSet[Word] | list[str]) -> Alphabet:
    """The alphabet of a list's words: English's when they are a-z alone, else the letters they use;
    WordListError saying why for letters of more than one script or more than 64 of them."""
    letters = set().union(*map(set, words)) if len(words) < 64 else set("".join(words))
    if letters <= set(ENGLISH.letters):
        return ENGLISH
    try:
        return Alphabet.of_words(["".join(letters)])
    except AlphabetError as reason:
        raise WordListError(f"the list cannot be played: {reason}") from None


def _letters_alone(word: str) -> bool:
    """True for a word of lower-case letters of any script, each one character (no digits, marks, hyphens,
    nor look-alikes such as the ligature ﬁ or a fullwidth ａ: characters NFKC would change)."""
    return word.isalpha() and not any(ch.isupper() for ch in word) and unicodedata.is_normalized("NFKC", word)


def read_word_list(text: str) -> WordList:
    """``reading`` at once."""
    return finish(reading(text))


def building(words: WordList, secrets: WordList | None = None) -> Generator[float, None, Lexicon]:
    """The Lexicon of a person's list, in steps (see ``Lexicon.building``).

    Every word counts as common, so that each one is a Wordle secret and a Word Challenge
    round's word, unless a separate list of ``secrets`` is given: then those words (added to
    the dictionary when missing) are the common ones, and the others only allowed guesses.
    """
    # No set or dict of the whole list is made here: at once, that would hold the page up for a
    # tenth of a second or more. The builder drops the words listed twice.
    every = chain(words.words, secrets.words) if secrets else words.words
    alphabet = words.alphabet if secrets is None else list_alphabet([words.alphabet.letters, secrets.alphabet.letters])
    try:
        common = (secrets or words).words
        return (yield from Lexicon.building(every, _Common(common), (), _Common(common, KNOWN), alphabet))
    except LexiconError as reason:
        raise WordListError(str(reason)) from None


KNOWN = knowledge_byte(10)  # a word of one's own list is a word everyone knows, a base form


class _Common(Mapping[Word, int]):
    """The grades (or knowledge bytes) of a list whose words are all common: ``value`` for each of ``words``."""

    def __init__(self, words: AbstractSet[Word], value: int = COMMON_GRADE) -> None:
        self.words = words
        self.value = value

    def get(self, word: object, default: int | None = None) -> int | None:  # the builder's one call, made fast
        return self.value if word in self.words else default

    def __getitem__(self, word: Word) -> int:
        if word not in self.words:
            raise KeyError(word)
        return self.value

    def __iter__(self) -> Iterator[Word]:
        return iter(self.words)

    def __len__(self) -> int:
        return len(self.words)
