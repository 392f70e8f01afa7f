"""Words a pack's Hunspell dictionary does not list, or lists only as an abbreviation, pronoun or contraction.

Two rules, each never asking a word (it loses its size: ``commonness.grade``'s ``names``):

- ``unlisted``: in a pack whose Hunspell is its list's own upstream (``Pack.listed_only``), a word none of its
  lower-case entries is or gives with one prefix and one suffix: Spanish surnames and given names the list
  writes in lower case (lópez, garcía, maría), Brazilian words in Portuguese (carboidratos);
- ``minor``: a word every lower-case entry giving it marks (Portuguese's morphological fields) an abbreviation
  (``ABR=1``: etc, prof, séc) or a bound pronoun, a personal pronoun without a person (``CAT=ppes`` and no
  ``P=``: lo, los, las, the clitic of fazê-los; migo of comigo), never written alone; ele, mim (``P=3``, ``P=1``)
  and contractions (nela, daqui) stay. Only pt_PT writes such fields (bench/journal/39-words-round-3.md).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping

from .names import _affix_classes, _flags

Word = str

MINOR = frozenset({"ABR", "bound"})  # an abbreviation, a bound pronoun (``_kinds``)


def _kinds(fields: str) -> set[str]:
    """An entry's kinds told by its morphological fields: ABR (an abbreviation), bound (a pronoun without a
    person: a clitic), or its CAT fields."""
    if "ABR=1" in fields:
        return {"ABR"}
    if "CAT=ppes" in fields and "P=" not in fields:
        return {"bound"}
    return set(re.findall(r"CAT=(\w+)", fields))


def _lower_case_entries(dictionary: str, affixes: str) -> Iterator[tuple[str, set[str], set[str]]]:
    """Each lower-case entry's forms (itself, one prefix, one suffix, a prefix and a suffix that combine),
    with its kinds (``_kinds``)."""
    classes, kind = _affix_classes(affixes)
    for line in dictionary.splitlines()[1:]:  # the first line is the count
        head, _, fields = line.partition("\t")
        stem, _, flags = (head.split() or [""])[0].partition("/")
        if not stem[:1].islower():
            continue
        kinds = _kinds(fields)
        found = [classes[flag] for flag in _flags(flags, kind) if flag in classes]
        suffixes = [cls for cls in found if not cls.prefix]
        forms = {stem} | {form for cls in found for form in cls.apply(stem)}
        for prefix in (cls for cls in found if cls.prefix and cls.cross):
            combined = (form for suffix in suffixes if suffix.cross for form in suffix.apply(stem))
            forms |= {word for form in combined for word in prefix.apply(form)}
        yield stem, forms, kinds


def unlisted(words: Mapping[Word, str], dictionary: str, affixes: str, fold: Callable[[str], str]) -> set[Word]:
    """The ``words`` (each with its usual spelling) none of the .dic file's lower-case entries folds to or gives."""
    listed = {fold(form) for _, forms, _ in _lower_case_entries(dictionary, affixes) for form in forms}
    return {word for word in words if word not in listed}


def minor(words: Mapping[Word, str], dictionary: str, affixes: str) -> set[Word]:
    """The ``words`` whose usual spelling every lower-case entry giving it marks ``MINOR`` (etc, los)."""
    if "CAT=" not in dictionary and "ABR=" not in dictionary:
        return set()  # a dictionary without morphological fields (all but pt_PT) marks none
    kinds: dict[str, set[str]] = {}
    for _, forms, entry_kinds in _lower_case_entries(dictionary, affixes):
        for form in forms:
            kinds.setdefault(form, set()).update(entry_kinds or {"?"})
    return {word for word, spelling in words.items() if kinds.get(spelling.lower(), {"?"}) <= MINOR}
