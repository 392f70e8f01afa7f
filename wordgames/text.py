"""Typed text, read by one rule on the page and the command line: letters, whole numbers, quoting input back.

Letters are strict ASCII. ``normalize`` drops surrounding white space and turns A-Z into
a-z, and nothing else: every other character (é, the Kelvin sign K, a fullwidth ａ, the
ligature ﬁ) stays what it is, so the check that follows (``is_letters``, or a rack's) refuses
it as "not a letter a-z". Unicode case folding or NFKC would quietly accept such look-alikes as
the letters they resemble (``str.lower`` turns the Kelvin sign into k); refusing them says
plainly what went wrong, and what is accepted is exactly what was typed.

Whole numbers are ASCII digits too (``whole_number``): ``int`` also takes other scripts'
digits (٣), underscores (1_000) and thousands of digits, and ``str.isdigit`` passes a
superscript ² that ``int`` then refuses with a message of its own.
"""

from __future__ import annotations

import string

ALPHABET = string.ascii_lowercase
MAX_DIGITS = 18  # the longest whole number read (beyond any count the games use)
MAX_QUOTED = 40  # characters of an input quoted back in a message

_TO_LOWER = str.maketrans(string.ascii_uppercase, ALPHABET)


def normalize(text: str) -> str:
    """``text`` without surrounding white space, A-Z turned into a-z; other characters are kept as they are."""
    text = text.strip()
    return text.lower() if text.isascii() else text.translate(_TO_LOWER)  # the same; lower() is faster


def is_letters(text: str) -> bool:
    """True when ``text`` is one or more of the letters a-z and nothing else."""
    return text.isascii() and text.isalpha() and text.islower()


def whole_number(text: str) -> int:
    """A whole number in ASCII digits, with an optional minus sign and surrounding white space.

    Raises ValueError (saying "not a whole number", without the text) for anything else, or, for
    more than MAX_DIGITS digits, that the number is too long.
    """
    digits = text.strip()
    body = digits.removeprefix("-")
    if not (body and body.isascii() and body.isdigit()):
        raise ValueError("not a whole number")
    if len(body) > MAX_DIGITS:
        raise ValueError(f"a whole number of more than {MAX_DIGITS} digits")
    return int(digits)


def cut(text: str, limit: int = MAX_QUOTED) -> str:
    """``text``, or its first ``limit`` characters and an ellipsis."""
    return text if len(text) <= limit else text[:limit] + "…"


def quoted(text: str, limit: int = MAX_QUOTED) -> str:
    """``text`` quoted for a message, cut to ``limit`` characters: a long input gives a short message."""
    return repr(cut(text, limit))


def plural(count: int, noun: str) -> str:
    """'1 guess', '2 guesses', '1,000 words': the count (thousands separated) and the noun, plural unless one."""
    ending = "" if count == 1 else "es" if noun.endswith(("s", "sh", "ch", "x", "z")) else "s"
    return f"{count:,} {noun}{ending}"
