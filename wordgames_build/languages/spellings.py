"""A pack's words: its list's entries folded onto its letters, names left out, each word's usual spelling kept."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from wordgames.alphabet import Alphabet
from wordgames.lengths import MAX_LENGTH, MIN_LENGTH

Word = str


def without_names(
    entries: list[str],
    capitalised_nouns: bool,
    lemma_of: Callable[[str], str],
    elsewhere: set[str],
    given: set[str] = frozenset(),
) -> list[str]:
    """The entries that are neither acronyms nor proper nouns: none with a capital after its first letter
    (UNESCO, kHz, gGmbH), none written with a capital (Paris), or in German, whose nouns all have one,
    none of ``proper_nouns`` (``elsewhere``: other languages' capitalised entries; ``given``: given names)."""
    entries = [entry for entry in entries if not is_acronym(entry)]
    if capitalised_nouns:
        names = proper_nouns(entries, lemma_of, elsewhere, given)
        return [entry for entry in entries if entry not in names]
    return [entry for entry in entries if entry[:1] == entry[:1].lower()]


def is_acronym(entry: str) -> bool:
    """An entry with a capital after its first letter: an acronym or a unit (EKG, kWh, MHz, gGmbH), not a word."""
    return any(ch.isupper() for ch in entry[1:])


def proper_nouns(
    entries: Iterable[str], lemma_of: Callable[[str], str], elsewhere: set[str], given: set[str] = frozenset()
) -> set[str]:
    """German's capitalised entries that are names: every one a name of other languages' lists too
    (names cross languages: Berlin, Hans) that has no form in the list but its genitive (Berlin, Berlins;
    a noun has a plural or case form beside it: Forum, Foren), and every common given name (``given``)
    whose other forms are names elsewhere too (Hans, Hanse: simplemma takes the Hanse for a form of
    Hans; Rose, a rare name in German, is not given and keeps its Rosen)."""
    forms: dict[str, set[str]] = {}
    for entry in entries:
        if entry[:1].isupper():
            forms.setdefault(lemma_of(entry), set()).add(entry)
    names: set[str] = set()
    for lemma, group in forms.items():
        others = group - {lemma, lemma + "s", lemma + "'"}
        if (lemma in elsewhere and not others) or (lemma in given and not others - elsewhere):
            names |= group
    return names


def folded_words(entries: Iterable[str], alphabet: Alphabet, zipf: Mapping[str, float]) -> dict[Word, str]:
    """Each word of 3-20 letters the entries fold to, with its usual spelling: of the entries folding
    alike (élève, élevé), the most frequent by ``zipf`` (then the first in code-point order), written as
    the list writes it (German's Haus: its capital tells simplemma a noun; the asset keeps it lower-cased)."""
    best: dict[Word, tuple[float, str]] = {}
    for entry in entries:
        word = alphabet.fold(entry)
        if not (MIN_LENGTH <= len(word) <= MAX_LENGTH and alphabet.is_word(word)):
            continue
        rank = (-zipf.get(entry.lower(), 0.0), entry)
        if word not in best or rank < best[word]:
            best[word] = rank
    return {word: entry for word, (_, entry) in best.items()}


def folded_frequencies(zipf: Mapping[str, float], alphabet: Alphabet) -> dict[Word, float]:
    """wordfreq's frequencies by folded word: the largest of the spellings folding alike."""
    folded: dict[Word, float] = {}
    for spelling, score in zipf.items():
        word = alphabet.fold(spelling)
        if score > folded.get(word, 0.0):
            folded[word] = score
    return folded
