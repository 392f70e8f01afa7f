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


# How each language writes a number (CLDR): the separator of thousands, the decimal sign, the space before a
# percent sign (a no-break one, or none), and whether a number of four digits is grouped (Spanish and Polish
# write 1234 but 12.345: CLDR's minimum grouping digits of 2). English is the default.
NUMBERS: dict[str, tuple[str, str, str, bool]] = {
    "en": (",", ".", "", True),
    "es": (".", ",", "\xa0", False),
    "fr": ("\u202f", ",", "\xa0", True),
    "de": (".", ",", "\xa0", True),
    "it": (".", ",", "", True),
    "pt": (".", ",", "", True),
    "nl": (".", ",", "", True),
    "sv": ("\xa0", ",", "\xa0", True),
    "pl": ("\xa0", ",", "", False),
    "ru": ("\xa0", ",", "\xa0", True),
    "el": (".", ",", "", True),
}


def number(value: float, decimals: int = 0) -> str:
    """``value`` as the player's language writes it: 12,345.6 in English, 12 345,6 in French, 12.345,6 in German."""
    thousands, point, _space, four = NUMBERS.get(_language, NUMBERS[ENGLISH])
    text = f"{value:,}" if isinstance(value, int) else f"{value:,.{decimals}f}"  # an int exactly, however large
    if text.startswith("-") and not text.strip("-0.,"):  # -0.001 rounds to -0.00: no player reads a negative zero
        text = text[1:]
    if not four and 1_000 <= abs(value) < 10_000:
        text = text.replace(",", "", 1)
    return text.translate({ord(","): thousands, ord("."): point})


def percent(share: float, decimals: int = 0) -> str:
    """A share (0.45) as the player's language writes a percentage: 45% in English, 45 % in French."""
    space = NUMBERS.get(_language, NUMBERS[ENGLISH])[2]
    hundredths = round(share * 100) if decimals == 0 else share * 100
    return f"{number(hundredths, decimals)}{space}%"


def duration(seconds: float) -> str:
    """A time taken as the player's language writes it: '12.1 s', '3 min 5 s' in English, '3 Min. 5 s' in German."""
    if seconds < 60:
        return _("{seconds} s").format(seconds=number(seconds, 1))
    return _("{minutes} min {seconds} s").format(minutes=number(int(seconds // 60)), seconds=int(seconds % 60))
