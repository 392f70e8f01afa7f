"""The languages a dictionary pack may be built for: code, names, asset file, and the sources it credits.

One table for the command line, the page and the build (``wordgames_build`` fills in each pack's
sources and licences; the pack's alphabet and words are in its asset, ``static/<asset>``).
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT = "en"


@dataclass(frozen=True)
class Language:
    """A language a pack is built for: ISO 639-1 code, English and native names, its asset's file name."""

    code: str
    name: str
    native: str
    sources: str = ""  # where the words, their commonness and base forms come from (the build's packs say)
    licences: str = ""  # the licences of those sources

    @property
    def asset(self) -> str:
        """The pack's file name under static/ (English's is the dictionary the site always had)."""
        return "dictionary.bin" if self.code == DEFAULT else f"dictionary-{self.code}.bin"


LANGUAGES: dict[str, Language] = {
    language.code: language
    for language in (
        Language(
            "en",
            "English",
            "English",
            "dwyl/english-words words_alpha, wordfreq 3.1.1, SCOWL, WordNet 3.1",
            "Unlicense; CC BY-SA 4.0; MIT; WordNet licence",
        ),
        Language(
            "es",
            "Spanish",
            "Español",
            "wspanish 1.0.30, myspell-es 1.11-20, wordfreq 3.1.1, "
            "simplemma 2.0.0, stopwords-iso 1.1.0, naughty-words 1.2.0, Word Games' blocklist",
            "public domain; GPL-2+; CC-BY-SA-4.0; MIT; MIT; CC-BY-4.0; MIT",
        ),
        Language(
            "fr",
            "French",
            "Français",
            "wfrench 1.2.7-2, hunspell-fr-classical 1:7.0-1, wordfreq 3.1.1, "
            "simplemma 2.0.0, stopwords-iso 1.1.0, naughty-words 1.2.0",
            "GPL-2+; MPL-2.0; CC-BY-SA-4.0; MIT; MIT; CC-BY-4.0",
        ),
        Language(
            "de",
            "German",
            "Deutsch",
            "wngerman 20161207-11, hunspell-de-de 20161207-11, wordfreq 3.1.1, "
            "simplemma 2.0.0, stopwords-iso 1.1.0, naughty-words 1.2.0",
            "GPL-2+; GPL-2+; CC-BY-SA-4.0; MIT; MIT; CC-BY-4.0",
        ),
        Language(
            "it",
            "Italian",
            "Italiano",
            "witalian 1.10, hunspell-it 1:7.5.0-1, wordfreq 3.1.1, "
            "simplemma 2.0.0, stopwords-iso 1.1.0, naughty-words 1.2.0",
            "GPL-3+; GPL-3; CC-BY-SA-4.0; MIT; MIT; CC-BY-4.0",
        ),
        Language(
            "pt",
            "Portuguese",
            "Português",
            "wportuguese 20220621-1, hunspell-pt-pt 1:7.5.0-1, wordfreq 3.1.1, "
            "simplemma 2.0.0, stopwords-iso 1.1.0, naughty-words 1.2.0",
            "GPL-2 or LGPL-2.1 or MPL-1.1; GPL-2 or LGPL-2.1 or MPL-1.1; CC-BY-SA-4.0; MIT; MIT; CC-BY-4.0",
        ),
        Language(
            "nl",
            "Dutch",
            "Nederlands",
            "wdutch 1:2.20.19-2, hunspell-nl 2:2.20.19-2, wordfreq 3.1.1, "
            "simplemma 2.0.0, stopwords-iso 1.1.0, naughty-words 1.2.0",
            "BSD-2-Clause or CC-BY-3.0; BSD-3-Clause or CC-BY-3.0; CC-BY-SA-4.0; MIT; MIT; CC-BY-4.0",
        ),
        Language(
            "sv",
            "Swedish",
            "Svenska",
            "wswedish 1.4.5-3, hunspell-sv 1:7.5.0-1, wordfreq 3.1.1, "
            "simplemma 2.0.0, stopwords-iso 1.1.0, naughty-words 1.2.0",
            "GPL-2+; LGPL-3; CC-BY-SA-4.0; MIT; MIT; CC-BY-4.0",
        ),
        Language(
            "pl",
            "Polish",
            "Polski",
            "wpolish 20220301-1, hunspell-pl 1:7.5.0-1, wordfreq 3.1.1, "
            "simplemma 2.0.0, stopwords-iso 1.1.0, naughty-words 1.2.0, Word Games' blocklist",
            "GPL-2 or LGPL-2.1 or MPL-1.1 or Apache-2.0 or CC-BY-4.0; "
            "GPL or LGPL or MPL or Apache-2.0 or CC-SA-1.0; CC-BY-SA-4.0; MIT; MIT; CC-BY-4.0; MIT",
        ),
        Language(
            "ru",
            "Russian",
            "Русский",
            "dictionary-ru 3.0.0, wordfreq 3.1.1, simplemma 2.0.0, stopwords-iso 1.1.0, Word Games' blocklist",
            "BSD-3-Clause; CC-BY-SA-4.0; MIT; MIT; MIT",
        ),
        Language(
            "el",
            "Greek",
            "Ελληνικά",
            "dictionary-el 4.0.0, wordfreq 3.1.1, simplemma 2.0.0, stopwords-iso 1.1.0, Word Games' blocklist",
            "GPL-2.0 or LGPL-2.1 or MPL-1.1; CC-BY-SA-4.0; MIT; MIT; MIT",
        ),
    )
}


def language_of(code: str) -> Language:
    """The language of an ISO 639-1 code (any case, surrounding spaces dropped); ValueError naming the
    codes known for anything else."""
    key = code.strip().lower()
    if key not in LANGUAGES:
        raise ValueError(f"no language {code.strip()[:12]!r}; the codes are {', '.join(LANGUAGES)}")
    return LANGUAGES[key]
