"""Words no one is asked, told by a language's Hunspell dictionary and wordfreq: abbreviations and English words.

A pack's word list writes some abbreviations as plain lower-case words (usw, Dez, feb) and, in Polish,
English words of its web sources (the, you). Its Hunspell dictionary (the same upstream, pinned in
Debian) tells them apart, with wordfreq's English frequencies (a lower-case entry whose capitals Hunspell
lists too, ekg and EKG, was tried as an acronym and left out: Polish sto, ufo and nas are such pairs too):

- ``dotted``: an entry Hunspell writes with a closing '.' (usw., Dez., feb.) that it lists bare only
  without affix flags, if at all (the German noun Art keeps its declension beside art.);
- ``english_words``: a base form, neither declined by Hunspell nor a form of another word, that wordfreq
  sees at least ten times (``ENGLISH_MARGIN``, in Zipf) as often in English text as in the language's (the, you).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

Word = str
Entries = Mapping[str, frozenset[str]]  # a Hunspell entry as written (Dez., EKG) -> its flag strings ('' for none)

ENGLISH_MARGIN = 1.0  # Zipf: ten times as frequent in English text (a pack may ask less: ``Pack.english_margin``)


def read_entries(text: str) -> dict[str, frozenset[str]]:
    """A .dic file's entries (its first line is their count), each with the flag strings written after '/'."""
    entries: dict[str, set[str]] = {}
    for line in text.splitlines()[1:]:
        entry, _, flags = line.strip().partition("/")
        if entry:
            entries.setdefault(entry, set()).add(flags.split()[0] if flags.strip() else "")
    return {entry: frozenset(flags) for entry, flags in entries.items()}


def _declined(entries: Entries) -> set[str]:
    """The entries, lower-cased, that take an affix (a noun's cases, a verb's forms)."""
    return {entry.lower() for entry, flags in entries.items() if flags != {""}}


def dotted(entries: Entries) -> set[str]:
    """The abbreviations Hunspell writes with a closing '.', lower-cased, unless it declines them bare too."""
    declined = _declined(entries)
    return {entry[:-1].lower() for entry in entries if entry.endswith(".") and entry[:-1].lower() not in declined}


def english_words(
    words: Mapping[Word, str],
    own: Mapping[Word, float],
    english: Mapping[str, float],
    entries: Entries,
    base_form: Callable[[Word], bool],
    margin: float = ENGLISH_MARGIN,
) -> set[Word]:
    """The ``words`` (each with its usual spelling) wordfreq sees ``margin`` (Zipf) more often in English
    (``english``) than in the language (``own``, by word), unless Hunspell declines them or ``base_form``
    says they are forms of another word (Polish fur, of fura)."""
    declined = _declined(entries)
    return {
        word
        for word, spelling in words.items()
        if english.get(spelling.lower(), 0.0) >= own.get(word, 0.0) + margin
        and spelling.lower() not in declined
        and base_form(word)
    }
