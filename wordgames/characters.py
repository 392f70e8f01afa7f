"""Characters a message refuses, named so a person can tell which: invisible marks and look-alikes by Unicode name.

A refusal that quotes ``'а'`` when the Cyrillic а was pasted into a Latin word, or ``'\\u200d'`` for
a zero-width joiner, leaves the person puzzled: the first looks like the letter a, the second
like nothing. So a character shows as itself only when it is visible on its own and of the
alphabet's script (or of no script: digits, punctuation, emoji); anything else also shows its
code point and Unicode name: ``'а' (U+0430 CYRILLIC SMALL LETTER A)``, ``U+200D ZERO WIDTH JOINER``.
"""

from __future__ import annotations

import unicodedata

from .alphabet import Alphabet, script_of

MAX_NAMED = 5  # characters named in one message
UNNAMED = {"Cc": "a control character", "Co": "a private-use character", "Cs": "a lone surrogate"}


def refused(text: str, alphabet: Alphabet, allowed: str = "") -> str:
    """The characters of ``text`` that are neither ``alphabet``'s letters nor ``allowed``, each once in the
    order typed (at most MAX_NAMED), named for a message; "" when there are none."""
    bad = [ch for ch in dict.fromkeys(text) if ch not in alphabet.codes and ch not in allowed]
    return " ".join(named(ch, alphabet) for ch in bad[:MAX_NAMED])


def named(ch: str, alphabet: Alphabet) -> str:
    """``ch`` as a message shows it: ``'é'``; ``'а' (U+0430 CYRILLIC SMALL LETTER A)``; ``U+200B ZERO WIDTH SPACE``."""
    category = unicodedata.category(ch)
    code = f"U+{ord(ch):04X} {unicodedata.name(ch, '') or UNNAMED.get(category, 'an unassigned code point')}"
    if category[0] in "CZM":  # controls, formats, spaces, lone combining marks: nothing to see on its own
        return code
    if ch.isalpha() and script_of(ch) != script_of(alphabet.letters[0]):
        return f"{ch!r} ({code})"
    return repr(ch)
