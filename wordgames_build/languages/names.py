"""Names and English words a language's Hunspell dictionary tells: España, Alsace; ceo, com, group.

A pack's Debian word list writes some names in lower case (españa, alsace) and holds English words and
acronyms of its sources (ceo, com). Its Hunspell dictionary tells them, with wordfreq's English frequencies:

- ``capitalised_only``: a word whose every entry there is capitalised, and which no lower-case entry takes as
  a form (with one prefix or suffix: novia of novio, asociación of asociar), is a name;
- a word no lower-case entry or form there folds to (an acronym written in capitals, CEO, is none), that
  wordfreq sees at least as often in English text as in the language's (``ENGLISH_AT_LEAST``), is English
  (ceo, com, group, skin).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping

from .hunspell import Affix, AffixClass

Word = str
ENGLISH_AT_LEAST = 0.0  # Zipf: as frequent in English text as in the language's, or more


def _flags(text: str, kind: str) -> list[str]:
    """A flag string's flags: one character each, two for ``FLAG long``, comma-separated numbers for ``num``."""
    if kind == "long":
        return [text[i : i + 2] for i in range(0, len(text), 2)]
    if kind == "num":
        return text.split(",")
    return list(text)


def _affix_classes(affixes: str) -> tuple[dict[str, AffixClass], str]:
    """An .aff file's affix classes, each rule's continuation flags dropped (not followed), and its flag kind."""
    lines = [line.split() for line in affixes.splitlines()]
    kind = next((fields[1] for fields in lines if fields[:1] == ["FLAG"] and len(fields) > 1), "")
    classes: dict[str, AffixClass] = {}
    for i, fields in enumerate(lines):
        if len(fields) >= 4 and fields[0] in ("PFX", "SFX") and fields[2] in ("Y", "N") and fields[3].isdigit():
            rules = []
            for rule in lines[i + 1 : i + 1 + int(fields[3])]:
                strip, add = rule[2], rule[3].split("/")[0]
                condition = rule[4] if len(rule) > 4 else "."
                pattern = f"^{condition}" if fields[0] == "PFX" else f"{condition}$"
                try:
                    compiled = re.compile(pattern)
                except re.error:
                    continue
                rules.append(Affix("" if strip == "0" else strip, "" if add == "0" else add, compiled))
            classes[fields[1]] = AffixClass(fields[0] == "PFX", fields[2] == "Y", tuple(rules))
    return classes, kind


def lower_case_forms(dictionary: str, affixes: str) -> Iterator[str]:
    """The lower-case entries of a .dic file, each with the forms one of its prefixes or suffixes gives it."""
    classes, kind = _affix_classes(affixes)
    for line in dictionary.splitlines()[1:]:  # the first line is the count
        stem, _, flags = (line.split() or [""])[0].partition("/")
        if not stem[:1].islower():
            continue
        yield stem
        for flag in _flags(flags, kind):
            if flag in classes:
                yield from classes[flag].apply(stem)


def capitalised_only(dictionary: str, lower: set[str], fold: Callable[[str], str]) -> set[str]:
    """The entries a .dic file writes only with a capital (España, Coruña), folded by ``fold`` (lower-cased,
    accents dropped), that none of its ``lower`` forms (folded) is (Díez is diez, Ángel ángel)."""
    capitalised = set()
    for line in dictionary.splitlines()[1:]:
        entry = (line.split() or [""])[0].partition("/")[0]
        if entry[:1].isupper() and entry[1:] == entry[1:].lower():
            capitalised.add(fold(entry))
    return capitalised - lower


def names_and_english(
    words: Mapping[Word, str],
    own: Mapping[Word, float],
    english: Mapping[str, float],
    dictionary: str,
    affixes: str,
    fold: Callable[[str], str],
) -> set[Word]:
    """The ``words`` (each with its usual spelling) Hunspell's .dic and .aff tell are names
    (``capitalised_only``), or English: no lower-case form of it (an acronym Hunspell writes in capitals
    is none: CEO), and wordfreq's ``english`` Zipf at least its ``own``."""
    lower = {fold(form) for form in lower_case_forms(dictionary, affixes)}
    names = capitalised_only(dictionary, lower, fold)
    return {
        word
        for word, spelling in words.items()
        if word in names
        or (word not in lower and english.get(spelling.lower(), 0.0) >= own.get(word, 0.0) + ENGLISH_AT_LEAST)
    }
