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
        Language("es", "Spanish", "Español"),
        Language("fr", "French", "Français"),
        Language("de", "German", "Deutsch"),
        Language("it", "Italian", "Italiano"),
        Language("pt", "Portuguese", "Português"),
        Language("nl", "Dutch", "Nederlands"),
        Language("sv", "Swedish", "Svenska"),
        Language("pl", "Polish", "Polski"),
        Language("ru", "Russian", "Русский"),
        Language("el", "Greek", "Ελληνικά"),
    )
}


def language_of(code: str) -> Language:
    """The language of an ISO 639-1 code (any case, surrounding spaces dropped); ValueError naming the
    codes known for anything else."""
    key = code.strip().lower()
    if key not in LANGUAGES:
        raise ValueError(f"no language {code.strip()[:12]!r}; the codes are {', '.join(LANGUAGES)}")
    return LANGUAGES[key]
