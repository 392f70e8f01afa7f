"""People's names a pack's list writes in lower case (иван, petra, janet), told by Hunspell, Faker and wordfreq.

A list writes some given names and surnames in lower case, declined or bare, beside the common nouns that
are names too (вера, róża, roos, rose). A word a person knows is a name (``people``) when

it is a given name (Faker's, of any of the ten languages) or a surname of the language (Faker's), the Hunspell
dictionary declines it capitalised (Иван/K, Janet/PN, Bauer/NoOsT), ``NAME_WORDS`` does not keep it (a word in its
own right that English happens to write as often: French lot, rose; Dutch peer), and either

- ``declined_as_name``: no lower-case entry with affixes is it or gives it as a form (иван and майя are bare;
  вера/H, роман/K, róża/AMnN are nouns), and it is a given name or no bare lower-case entry: a surname the
  dictionary lists bare too is a word that does not decline (Polish adverbs zgoła, nijak; Dutch moet), where
  surnames are mostly words (journal 39); or
- ``foreign_name``: wordfreq sees it at least as often in English text as in the language's (janet, donna, bauer).

A dictionary whose entries carry no affix flags (Greek's, all forms listed) tells no declension, and German
capitalises every noun: neither is read so (bench/journal/35-names-round-2.md).
"""

from __future__ import annotations

import ast
import zipfile
from collections.abc import Callable, Iterable, Iterator, Mapping

from .names import _affix_classes, _flags

Word = str

# Faker's person providers read, one a pack (``Pack.code``): the given names and surnames of its locale.
FAKER_LOCALES = {
    "es": "es_ES",
    "fr": "fr_FR",
    "de": "de_DE",
    "it": "it_IT",
    "pt": "pt_PT",
    "nl": "nl_NL",
    "sv": "sv_SE",
    "pl": "pl_PL",
    "ru": "ru_RU",
    "el": "el_GR",
}

# Words of the language in their own right that wordfreq sees as often in English, where they are names
# or words too (judged on journal 35's list of what ``foreign_name`` took): they stay.
NAME_WORDS = {
    "fr": "lot rose jade marina oscar robin",
    "nl": "marine pastor peer urban junior rosa aura august kim engels jade franco max",
    "pl": "lot luna aria senator roman aurora gloria flora august job per sem gal",
    "sv": "ann urban viola",
}


def faker_names(wheel: zipfile.ZipFile, locale: str) -> tuple[set[str], set[str]]:
    """The given names (first and middle names) and the surnames of a Faker locale's person provider,
    read from its source as literals (tuples, or dicts of weights): never imported."""
    source = wheel.read(f"faker/providers/person/{locale}/__init__.py").decode("utf-8")
    given: set[str] = set()
    surnames: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                name = getattr(target, "id", "")
                if "first_name" in name or "middle_name" in name:
                    given |= set(_literal_strings(node.value))
                elif "last_name" in name:
                    surnames |= set(_literal_strings(node.value))
    return given, surnames


def _literal_strings(node: ast.expr) -> Iterator[str]:
    """The strings of a literal tuple, list or set, the keys of a dict, the first items of pairs, or the same
    in a call's first argument (OrderedDict((("Anna", 0.1), ...)))."""
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        for item in node.elts:
            if isinstance(item, ast.Constant) and isinstance(item.value, str):
                yield item.value
            elif isinstance(item, ast.Tuple) and item.elts and isinstance(item.elts[0], ast.Constant):
                yield str(item.elts[0].value)
    elif isinstance(node, ast.Dict):
        yield from (str(key.value) for key in node.keys if isinstance(key, ast.Constant))
    elif isinstance(node, ast.Call) and node.args:
        yield from _literal_strings(node.args[0])


def declensions(dictionary: str, affixes: str, fold: Callable[[str], str]) -> tuple[set[str], set[str]]:
    """A .dic file's capitalised entries that take affixes (names it declines), and its lower-case entries
    that take affixes with the forms they give (common words it declines), folded by ``fold``."""
    classes, kind = _affix_classes(affixes)
    capitalised: set[str] = set()
    declined: set[str] = set()
    for line in dictionary.splitlines()[1:]:  # the first line is the count
        stem, _, flags = (line.split() or [""])[0].partition("/")
        if not flags:
            continue
        if stem[:1].isupper():
            if stem[1:] == stem[1:].lower():
                capitalised.add(fold(stem))
            continue
        declined.add(fold(stem))
        for flag in _flags(flags, kind):
            if flag in classes:
                declined |= {fold(form) for form in classes[flag].apply(stem)}
    return capitalised, declined


def bare_entries(dictionary: str, fold: Callable[[str], str]) -> set[str]:
    """A .dic file's lower-case entries without affix flags, folded by ``fold`` (adverbs, indeclinable words)."""
    bare = set()
    for line in dictionary.splitlines()[1:]:  # the first line is the count
        stem, _, flags = (line.split() or [""])[0].partition("/")
        if stem[:1].islower() and not flags:
            bare.add(fold(stem))
    return bare


def people(
    words: Mapping[Word, str],
    own: Mapping[Word, float],
    english: Mapping[str, float],
    dictionary: str,
    affixes: str,
    fold: Callable[[str], str],
    names: Iterable[str],
    kept: Iterable[str] = (),
    given: Iterable[str] | None = None,
) -> set[Word]:
    """The ``words`` (each with its usual spelling) that are people's names (the module's two rules): ``names``,
    given names and surnames from Faker, ``given`` the given names among them (all of them when None);
    ``own``: wordfreq's Zipf of each word; ``kept``: ``NAME_WORDS``."""
    names = list(names)
    given = names if given is None else given
    capitalised, declined = declensions(dictionary, affixes, fold)
    named = {fold(name.lower()) for name in names}
    given_names = {fold(name.lower()) for name in given}
    bare = bare_entries(dictionary, fold)
    staying = set(kept)
    found = set()
    for word, spelling in words.items():
        if word not in capitalised or word not in named or word in staying:
            continue
        declined_as_name = word not in declined and (word in given_names or word not in bare)
        foreign_name = english.get(spelling.lower(), 0.0) >= own.get(word, 0.0)
        if declined_as_name or foreign_name:
            found.add(word)
    return found
