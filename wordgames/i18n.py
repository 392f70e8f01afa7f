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
