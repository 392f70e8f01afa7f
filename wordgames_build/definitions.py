"""The definitions asset, static/definitions.bin: WordNet's glosses of every dictionary word it defines.

Each lemma keeps its first MAX_SENSES senses per part of speech (WordNet lists them commonest
first); a word that is a form of a lemma (crews, went, bigger) names it, so the page shows
"plural of crew" and crew's senses. Built from the same word list and WordNet as the dictionary.
"""

from __future__ import annotations

from collections.abc import Container

from wordgames.definitions import FIELD, to_bytes

from . import ROOT, STATIC, log
from .dictionary import word_list
from .knowledge import WordNet, scowl_levels

DEFINITIONS_ASSET = STATIC / "definitions.bin"
MAX_SENSES = 3  # per part of speech: the commonest senses; WordNet's 'set' has 45 as a verb
# A word WordNet neither defines nor reduces (ambidextrously, overenthusiastically) is "related to"
# the word these affixes leave, if that one is defined: suffix rules (ending, replacement), then prefixes.
DERIVING_SUFFIXES = (
    ("ically", "ic"),
    ("ically", "ical"),
    ("ily", "y"),
    ("bly", "ble"),
    ("ly", ""),
    ("ly", "le"),
    ("iness", "y"),
    ("ness", ""),
    ("ization", "ize"),
    ("isation", "ise"),
    ("ation", "ate"),
    ("ation", "e"),
    ("ation", ""),
    ("ment", ""),
    ("ist", "ism"),
    ("ist", "y"),
    ("ism", ""),
    ("ity", ""),
    ("ity", "e"),
    ("ize", ""),
    ("ize", "e"),
    ("er", ""),
    ("er", "e"),
    ("ship", ""),
    ("ful", ""),
    ("less", ""),
)
DERIVING_PREFIXES = (
    "un",
    "non",
    "anti",
    "over",
    "under",
    "re",
    "dis",
    "multi",
    "pre",
    "counter",
    "inter",
    "hyper",
    "super",
    "semi",
    "pseudo",
    "sub",
    "mis",
    "out",
    "co",
    "de",
    "in",
    "im",
    "ultra",
    "micro",
    "electro",
    "photo",
)


def definition_entries(words: list[str], wordnet: WordNet, listed: Container[str]) -> dict[str, str]:
    """Word -> the asset's line body, for every word of ``words`` WordNet defines or reduces to a lemma,
    and every word of ``listed`` (SCOWL's) derived from a defined one."""
    entries = {}
    for word in words:
        fields = []
        for form in wordnet.inflections(word):
            fields.append(f"@{form.lemma}:{form.form}")
        kept: dict[str, int] = {}
        for sense in wordnet.senses.get(word, ()):
            if kept.get(sense.part, 0) < MAX_SENSES and sense.gloss:
                kept[sense.part] = kept.get(sense.part, 0) + 1
                fields.append(f"{sense.part}:{sense.gloss}")
        if fields:
            entries[word] = FIELD.join(dict.fromkeys(fields))
    for word in words:
        if word not in entries and word in listed:
            base = derived_from(word, entries)
            if base:
                entries[word] = f"@{base}:related to"
    return entries


def derived_from(word: str, defined: dict[str, str], depth: int = 2) -> str | None:
    """A defined word ``word`` is derived from by a suffix or a prefix (or two), if there is one."""
    if depth == 0:
        return None
    stems = [word[: -len(end)] + add for end, add in DERIVING_SUFFIXES if word.endswith(end)]
    stems += [word[len(start) :] for start in DERIVING_PREFIXES if word.startswith(start)]
    stems = [stem for stem in dict.fromkeys(stems) if len(stem) >= 3]
    for stem in stems:
        if stem in defined and not defined[stem].startswith("@"):
            return stem
    for stem in stems:
        found = derived_from(stem, defined, depth - 1)
        if found:
            return found
    return None


def build_definitions() -> None:
    """Write static/definitions.bin."""
    entries = definition_entries(word_list(), WordNet.load(), scowl_levels())
    data = to_bytes(entries)
    STATIC.mkdir(exist_ok=True)
    DEFINITIONS_ASSET.write_bytes(data)
    log(f"wrote {DEFINITIONS_ASSET.relative_to(ROOT)}: {len(entries):,} words, {len(data):,} bytes")
