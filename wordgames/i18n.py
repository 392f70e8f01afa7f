"""The player's language: the languages offered, the one a visit opens in, and the catalog every message goes through.

Messages are marked with ``_`` (and ``ngettext`` where a number decides the form: 1 mot, 2 mots;
Russian's and Polish's three forms) and looked up in the catalog in use, a gettext ``.mo`` compiled
by the build from ``locale/<code>/LC_MESSAGES/wordgames.po`` (wordgames_build/catalogs.py). The
page and the command line hand the catalog's bytes to ``use_catalog``; no I/O happens here. A
message a catalog lacks shows in English, as written.
"""

from __future__ import annotations

import gettext
import io

from .languages import DEFAULT
from .languages import LANGUAGES as PACKED

ENGLISH = DEFAULT
# The languages offered, by code, each named in itself (a picker shows a language to those who read it).
LANGUAGES: dict[str, str] = {code: language.native for code, language in PACKED.items()}
DOMAIN = "wordgames"  # the catalogs' gettext domain (wordgames.po, wordgames.mo)


class CatalogError(ValueError):
    """A catalog's bytes are not a gettext .mo file."""


_catalog: gettext.NullTranslations = gettext.NullTranslations()  # the one in use: English until one is given
_language = ENGLISH


def use_catalog(code: str, data: bytes | None) -> None:
    """Translate through the ``.mo`` bytes of language ``code`` from now on (None: English, as written)."""
    global _catalog, _language
    if data is None:
        catalog: gettext.NullTranslations = gettext.NullTranslations()
    else:
        try:
            catalog = gettext.GNUTranslations(io.BytesIO(data))
        except (OSError, ValueError, UnicodeDecodeError, IndexError) as reason:
            raise CatalogError(f"the {code} catalog is damaged ({reason})") from None
    _catalog, _language = catalog, code if data is not None else ENGLISH


def use_translations(code: str, catalog: gettext.NullTranslations) -> None:
    """Translate through ``catalog`` (the command line's, found by gettext itself) from now on."""
    global _catalog, _language
    _catalog, _language = catalog, code


def language() -> str:
    """The code of the language messages are shown in."""
    return _language


def _(message: str) -> str:
    """``message`` in the player's language."""
    return _catalog.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a message that fits ``count`` in the player's language (its placeholders filled by the caller)."""
    return _catalog.ngettext(singular, plural, count)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogs where it is written; ``_`` translates it where it is shown."""
    return message


# How each language writes a number (CLDR, as Babel 2.16 gives them): the separator of thousands, the decimal
# sign, and the space before a percent sign (a no-break one, or none). English is the default.
NUMBERS: dict[str, tuple[str, str, str]] = {
    "en": (",", ".", ""),
    "es": (".", ",", "\xa0"),
    "fr": ("\u202f", ",", "\xa0"),
    "de": (".", ",", "\xa0"),
    "it": (".", ",", ""),
    "pt": (".", ",", ""),
    "nl": (".", ",", ""),
    "sv": ("\xa0", ",", "\xa0"),
    "pl": ("\xa0", ",", ""),
    "ru": ("\xa0", ",", "\xa0"),
    "el": (".", ",", ""),
}


def number(value: float, decimals: int = 0) -> str:
    """``value`` as the player's language writes it: 12,345.6 in English, 12 345,6 in French, 12.345,6 in German."""
    thousands, point, _space = NUMBERS.get(_language, NUMBERS[ENGLISH])
    text = f"{value:,}" if isinstance(value, int) else f"{value:,.{decimals}f}"  # an int exactly, however large
    return text.translate({ord(","): thousands, ord("."): point})


def percent(share: float) -> str:
    """A share (0.45) as the player's language writes a percentage: 45% in English, 45 % in French."""
    space = NUMBERS.get(_language, NUMBERS[ENGLISH])[2]
    return f"{number(round(share * 100))}{space}%"
