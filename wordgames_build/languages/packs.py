"""The table of language packs: each language's letters, folding, keyboard rows and pinned sources with licences."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from wordgames.alphabet import Alphabet
from wordgames.languages import LANGUAGES

# Characters a pack may fold: Latin-1's and Latin Extended-A's letters, Greek's and Cyrillic's.
_FOLDABLE = [chr(c) for c in (*range(0xC0, 0x250), *range(0x370, 0x400), *range(0x400, 0x460))]


@dataclass(frozen=True)
class Source:
    """One pinned registry package a pack reads, with what it gives and its licence."""

    kind: str  # "debian", "npm" or "pypi"
    name: str
    version: str
    licence: str
    gives: str  # "words", "frequencies", "lemmas", "function words", "offensive words"
    member: str = ""  # the file read from the package


@dataclass(frozen=True)
class Pack:
    """A language pack: its code, names, letters, extra folding, keyboard rows, where its words come from."""

    code: str  # ISO 639-1; its names are the engine's (wordgames/languages.py)
    letters: str  # its own letters, in any order (the alphabet sorts them)
    keyboard: tuple[str, ...]
    words: Source  # the word list
    ligatures: tuple[tuple[str, str], ...] = ()  # folded beyond accents: œ → oe
    capitalised_nouns: bool = False  # German writes every noun with a capital: capitals are not names there
    known_to_wordfreq: bool = False  # keep only words wordfreq has a frequency for (Polish's 4 million forms)
    frequencies: str = "large"  # wordfreq's list: "large" or "small"
    # The least Zipf frequency of a word a person knows (commonness.size_for_zipf): 3.0, lower where a
    # language spreads its everyday words over more forms (Italian's genders and numbers), so that
    # its 5-letter pool holds 800 base forms.
    known_zipf: float = 3.0
    every_spelling: bool = True  # False: only words with a size keep their usual spelling (asset.pack_bytes)
    # The language's Hunspell dictionary, of the list's upstream: its abbreviations and acronyms, and what it
    # declines, tell the list's words no one is asked (gives "abbreviations": usw, feb, the), or the names
    # it writes only capitalised and the English words it lacks (gives "names": españa, ceo; ``names``).
    hunspell: Source | None = None
    # How much more often (Zipf) wordfreq must see a word in English text than in the language's for the word to
    # count as English (``abbreviations.english_words``): ten times in German, which shares fit, Note and via with
    # English; three times in Polish and Dutch, whose lists hold hello, beach, royal (bench/README: what each took).
    english_margin: float = 1.0
    # Only words its Hunspell lists are asked (``unlisted``): where Hunspell and the list share an upstream and one
    # prefix and one suffix give every form (Spanish, Portuguese; not Dutch's ĳ, Italian's or French's chained affixes).
    listed_only: bool = False
    # Letters in a row the language never writes: an expanded form holding them is its affix file's mistake.
    never_written: str = ""
    # The word list holds base forms only (wspanish: casa, no casas; cantar, no cantaba): the forms of the
    # Hunspell dictionary's expansion join it, but those with a pronoun attached (dámelo, cantándose: the
    # classes ``enclitics`` flags, and the stems flagged ``enclitic_stems``, ábrelo), which Spanish Scrabble
    # leaves out too; with them the pack was 1.68 MB, over its 1.5 (bench/README).
    inflected_by_hunspell: bool = False
    enclitics: str = ""
    enclitic_stems: str = ""

    @property
    def alphabet(self) -> Alphabet:
        """The pack's alphabet: its letters, each accented variant folded onto its base letter, its keys."""
        return Alphabet("".join(sorted(set(self.letters))), folding_for(self.letters, self.ligatures), self.keyboard)

    @property
    def name(self) -> str:
        return LANGUAGES[self.code].name

    @property
    def frequency_source(self) -> Source:
        return Source("pypi", *WORDFREQ, f"wordfreq/data/{self.frequencies}_{self.code}.msgpack.gz")

    @property
    def blocklists(self) -> tuple[Source, ...]:
        """Where the offensive words come from: naughty-words, a list kept in this repository, or both."""
        registry = () if self.code in OWN_BLOCKLISTS else (Source("npm", *NAUGHTY_WORDS, f"package/{self.code}.json"),)
        own = Source("repo", "wordgames_build/languages/blocklists", self.code + ".txt", "MIT", "offensive words")
        return (*registry, own) if self.code in OWN_BLOCKLISTS + OWN_ADDITIONS else registry

    @property
    def sources(self) -> tuple[Source, ...]:
        """Every source the pack is built from, with its licence (what the page and README credit)."""
        hunspell = () if self.hunspell is None else (self.hunspell,)
        later = (Source("pypi", *SIMPLEMMA), FUNCTION_WORDS, *self.blocklists)
        return (self.words, *hunspell, self.frequency_source, *later)

    def credits(self) -> tuple[str, str]:
        """The sources and their licences, in the same order, as the engine's table of languages says them."""
        return ", ".join(map(_credited, self.sources)), "; ".join(source.licence for source in self.sources)


def _credited(source: Source) -> str:
    return "Word Games' blocklist" if source.kind == "repo" else f"{source.name} {source.version}"


def folding_for(letters: str, ligatures: tuple[tuple[str, str], ...] = ()) -> tuple[tuple[str, str], ...]:
    """Each lower-case character that is not a letter but an accented letter (é = e + ´) folded onto its
    letter, with the ligatures: a letter with its own key is never folded (ñ in Spanish, ä in German)."""
    folds = dict(ligatures)
    for ch in _FOLDABLE:
        base = unicodedata.normalize("NFD", ch)[0]
        if ch == ch.lower() and ch not in letters and base != ch and base in letters:
            folds.setdefault(ch, base)
    return tuple(sorted(folds.items()))


WORDFREQ = ("wordfreq", "3.1.1", "CC-BY-SA-4.0", "frequencies")
SIMPLEMMA = ("simplemma", "2.0.0", "MIT", "lemmas")
NAUGHTY_WORDS = ("naughty-words", "1.2.0", "CC-BY-4.0", "offensive words")
OWN_BLOCKLISTS = ("ru", "el")  # naughty-words has no Greek and writes Russian in Latin letters
OWN_ADDITIONS = ("es", "pl")  # naughty-words and this repository's words it lacks (a play-tester's finds)
FUNCTION_WORDS = Source("npm", "stopwords-iso", "1.1.0", "MIT", "function words", "package/stopwords-iso.json")
# Given names German's capitalised entries are told from nouns by (build.py): the pack holds none of it.
GIVEN_NAMES = Source("pypi", "gender-guesser", "0.4.0", "GFDL-1.2", "given names", "gender_guesser/data/nam_dict.txt")
# Given names and surnames the packs' people's names are told by (people.py): the packs hold none of it either.
PEOPLE = Source("pypi", "faker", "40.54.0", "MIT", "people's names", "faker/providers/person")


LATIN = "abcdefghijklmnopqrstuvwxyz"
QWERTY = ("qwertyuiop", "asdfghjkl", "zxcvbnm")

PACKS = (
    Pack(
        "es",
        LATIN + "ñ",
        ("qwertyuiop", "asdfghjklñ", "zxcvbnm"),
        Source("debian", "wspanish", "1.0.30", "public domain", "words", "usr/share/dict/spanish"),
        # myspell-es: the Hunspell form of ispanish, wspanish's upstream, which writes the names capitalised
        # (Coruña) and has no dom, ceo or com; Debian's hunspell-es (another upstream) writes coruña, dom.
        hunspell=Source("debian", "myspell-es", "1.11-20", "GPL-2+", "names", "usr/share/hunspell/es.dic"),
        listed_only=True,
        inflected_by_hunspell=True,
        enclitics="RrtuoqzACEFTUOQZBD",
        enclitic_stems="BD",
    ),
    Pack(
        "fr",
        LATIN,
        ("azertyuiop", "qsdfghjklm", "wxcvbn"),
        Source("debian", "wfrench", "1.2.7-2", "GPL-2+", "words", "usr/share/dict/french"),
        hunspell=Source("debian", "hunspell-fr-classical", "1:7.0-1", "MPL-2.0", "names", "usr/share/hunspell/fr.dic"),
        ligatures=(("œ", "oe"), ("æ", "ae")),
    ),
    # ä ö ü ß have their own keys on a German keyboard and tell words apart (Bär/Bar, Maße/Masse),
    # so they are letters of their own, as ñ in Spanish; é of loanwords (Café) folds.
    Pack(
        "de",
        LATIN + "äöüß",
        ("qwertzuiopü", "asdfghjklöä", "yxcvbnmß"),
        Source("debian", "wngerman", "20161207-11", "GPL-2+", "words", "usr/share/dict/ngerman"),
        capitalised_nouns=True,
        hunspell=Source(
            "debian", "hunspell-de-de", "20161207-11", "GPL-2+", "abbreviations", "usr/share/hunspell/de_DE.dic"
        ),
    ),
    Pack(
        "it",
        LATIN,
        QWERTY,
        Source("debian", "witalian", "1.10", "GPL-3+", "words", "usr/share/dict/italian"),
        hunspell=Source("debian", "hunspell-it", "1:7.5.0-1", "GPL-3", "names", "usr/share/hunspell/it_IT.dic"),
        known_zipf=2.75,
    ),
    Pack(
        "pt",
        LATIN,
        QWERTY,
        Source(
            "debian", "wportuguese", "20220621-1", "GPL-2 or LGPL-2.1 or MPL-1.1", "words", "usr/share/dict/portuguese"
        ),
        hunspell=Source(
            "debian",
            "hunspell-pt-pt",
            "1:7.5.0-1",
            "GPL-2 or LGPL-2.1 or MPL-1.1",
            "names",
            "usr/share/hunspell/pt_PT.dic",
        ),
        listed_only=True,
    ),
    Pack(
        "nl",
        LATIN,
        QWERTY,
        Source("debian", "wdutch", "1:2.20.19-2", "BSD-2-Clause or CC-BY-3.0", "words", "usr/share/dict/dutch"),
        hunspell=Source(
            "debian",
            "hunspell-nl",
            "2:2.20.19-2",
            "BSD-3-Clause or CC-BY-3.0",
            "abbreviations",
            "usr/share/hunspell/nl.dic",
        ),
        english_margin=0.5,
    ),
    Pack(
        "sv",
        LATIN + "åäö",
        ("qwertyuiopå", "asdfghjklöä", "zxcvbnm"),
        Source("debian", "wswedish", "1.4.5-3", "GPL-2+", "words", "usr/share/dict/swedish"),
        hunspell=Source("debian", "hunspell-sv", "1:7.5.0-1", "LGPL-3", "names", "usr/share/hunspell/sv_SE.dic"),
    ),
    Pack(
        "pl",
        LATIN + "ąćęłńóśźż",
        ("ąćęłńóśźż", "qwertyuiop", "asdfghjkl", "zxcvbnm"),  # Polish letters on a row of their own (AltGr on a PC)
        Source(
            "debian",
            "wpolish",
            "20220301-1",
            "GPL-2 or LGPL-2.1 or MPL-1.1 or Apache-2.0 or CC-BY-4.0",
            "words",
            "usr/share/dict/polish",
        ),
        known_to_wordfreq=True,
        english_margin=0.5,
        hunspell=Source(
            "debian",
            "hunspell-pl",
            "1:7.5.0-1",
            "GPL or LGPL or MPL or Apache-2.0 or CC-SA-1.0",
            "abbreviations",
            "usr/share/hunspell/pl_PL.dic",
        ),
    ),
    Pack(
        "ru",
        "абвгдежзийклмнопрстуфхцчшщъыьэюя",  # ё folds onto е, as Russian print mostly writes it
        ("йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю"),
        Source("npm", "dictionary-ru", "3.0.0", "BSD-3-Clause", "words", "package/index"),
        # Its affix file kept rules written before it wrote ё ("add у where the stem does not end in е й о ь")
        # beside their ё-aware rewrites: read as written they add a vowel to бельё, копьё, ядрё(ный): бельёа.
        never_written="ё[аеёиоуыэя]",
    ),
    Pack(
        "el",
        "αβγδεζηθικλμνξοπρστυφχψω",
        ("ερτυθιοπ", "ασδφγηξκλ", "ζχψωβνμ"),
        Source("npm", "dictionary-el", "4.0.0", "GPL-2.0 or LGPL-2.1 or MPL-1.1", "words", "package/index"),
        ligatures=(("ς", "σ"),),
        frequencies="small",  # wordfreq has no large Greek list
        every_spelling=False,
    ),
)

BY_CODE = {pack.code: pack for pack in PACKS}
