"""Words a person knows, per language: grades from wordfreq, base forms from simplemma, function and offensive words.

The English dictionary's knowledge bytes say a word's SCOWL size; a language without SCOWL gets
the size its wordfreq frequency stands for (``SIZE_FOR_ZIPF``: Zipf 3, a word seen once in a
million words, is size 50, the words a person knows), so the pools, dailies and Word Challenge's
rounds read them unchanged. A word simplemma reduces to another lemma is flagged INFLECTED (never
a secret), a function word (stopwords-iso) UNDEFINED (no secret either, as English's "their"), a word
without a vowel or of one letter repeated ABBREVIATION (never asked: the lists' lower-case abbreviations
bzw, mln, млн, κτλ, and shouts aaa, yyy: ``is_abbreviation``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Container, Iterable, Mapping
from dataclasses import dataclass

from wordgames.alphabet import Alphabet
from wordgames.known import knowledge_byte
from wordgames.lexicon import grade_for_zipf

Word = str

# (lowest Zipf frequency, SCOWL size it stands for), largest first; below 2.0 a word is unlisted.
SIZE_FOR_ZIPF = ((4.5, 10), (4.0, 20), (3.5, 35), (3.25, 40), (3.0, 50), (2.75, 55), (2.5, 60), (2.0, 70))


KNOWN_ZIPF = 3.0  # the frequency SIZE_FOR_ZIPF gives size 50, the words a person knows

# The vowels of the packs' scripts, unaccented (ą, ó, ä, ά fold onto them by their first character).
VOWELS = frozenset("aeiouyαεηιουωаеиоуыэюяё")


def has_vowel(word: Word) -> bool:
    """Whether a word holds a vowel: none of the ten languages writes a word of 3+ letters without one
    but an abbreviation (bzw, pkt, млн, κτλ) or an interjection (hmm, psst), never a word to ask."""
    return any(unicodedata.normalize("NFD", letter)[0] in VOWELS for letter in word)


def is_abbreviation(word: Word) -> bool:
    """A word no one is asked: one without a vowel (bzw, hmm) or of one letter repeated (aaa, yyy, mmm)."""
    return not has_vowel(word) or len(set(word)) == 1


def size_for_zipf(zipf: float, known_zipf: float = KNOWN_ZIPF) -> int:
    """The SCOWL size a word of this frequency stands for (0: unlisted), every step moved so that
    ``known_zipf`` stands for size 50."""
    shift = known_zipf - KNOWN_ZIPF
    return next((size for least, size in SIZE_FOR_ZIPF if zipf >= least + shift), 0)


@dataclass(frozen=True)
class Graded:
    """A pack's words graded: commonness grades, knowledge bytes and the offensive ones."""

    grades: dict[Word, int]
    knowledge: dict[Word, int]
    offensive: set[Word]


def blocked(
    words: Iterable[Word], entries: Iterable[str], alphabet: Alphabet, lemmas: Mapping[Word, Word]
) -> set[Word]:
    """The words a blocklist's entries name: the folded entry, its forms (by their lemma), or, for an
    entry ending in '*', every word starting so."""
    entries = [alphabet.fold(entry) for entry in entries]
    whole = {entry for entry in entries if not entry.endswith("*")}
    starts = tuple(entry[:-1] for entry in entries if entry.endswith("*"))
    return {w for w in words if w in whole or lemmas.get(w) in whole or (starts and w.startswith(starts))}


def grade(
    spellings: Mapping[Word, str],
    zipf: Mapping[Word, float],
    lemma_of: Callable[[str], str],
    alphabet: Alphabet,
    function_words: Iterable[str],
    blocklist: Iterable[str],
    known_zipf: float = KNOWN_ZIPF,
    played: Container[Word] = frozenset(),
    abbreviations: Container[Word] = frozenset(),
    names: Container[Word] = frozenset(),
) -> Graded:
    """Grades, knowledge bytes and offensive words of the words ``spellings`` maps to their usual
    spellings, from their folded frequencies, a lemmatizer of usual spellings and the two lists;
    ``known_zipf``: the least frequency of a word a person knows (``size_for_zipf``); ``played``: the
    pools' words first published (PLAYED_POOL); ``abbreviations``: words flagged so beyond ``is_abbreviation``'s;
    ``names``: people's names (``people``), given no size (a rare word: never asked, not known), not flagged
    abbreviations, so that the pools of 2026-11-29 stay told by the flags (``daily.pool_before_names``)."""
    functions = {alphabet.fold(word) for word in function_words}
    # Only words with a size are ever asked (pools, rounds), so only they are lemmatized.
    lemmas = {
        w: alphabet.fold(lemma_of(s)) for w, s in spellings.items() if size_for_zipf(zipf.get(w, 0.0), known_zipf)
    }
    grades, knowledge = {}, {}
    for word in spellings:
        score = zipf.get(word, 0.0)
        grades[word] = grade_for_zipf(score)
        inflected = lemmas.get(word, word) != word
        knowledge[word] = knowledge_byte(
            0 if word in names else size_for_zipf(score, known_zipf),
            inflected=inflected,
            abbreviation=is_abbreviation(word) or word in abbreviations,
            defined=word not in functions,
            played=word in played,
        )
    return Graded(grades, knowledge, blocked(spellings, blocklist, alphabet, lemmas))
