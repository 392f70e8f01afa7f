"""Typed text, read by one rule on the page and the command line: letters, whole numbers, quoting input back.

Letters are a language's (``alphabet.Alphabet``, English a-z unless told). ``normalize`` drops
surrounding white space and folds the rest by the alphabet: NFC, lower case, the language's
accents onto its letters (é typed in French is e), and nothing else: a look-alike (the Kelvin
sign K, a fullwidth ａ, the ligature ﬁ) stays what it is, so the check that follows
(``is_letters``, or a rack's) refuses it as not a letter. Unicode case folding or NFKC would
quietly accept such look-alikes as the letters they resemble (``str.lower`` turns the Kelvin sign
into k); refusing them says plainly what went wrong.

Whole numbers are ASCII digits too (``whole_number``): ``int`` also takes other scripts'
digits (٣), underscores (1_000) and thousands of digits, and ``str.isdigit`` passes a
superscript ² that ``int`` then refuses with a message of its own.
"""

from __future__ import annotations

from .alphabet import ENGLISH, Alphabet

MAX_DIGITS = 18  # the longest whole number read (beyond any count the games use)
MAX_QUOTED = 40  # characters of an input quoted back in a message


def normalize(text: str, alphabet: Alphabet = ENGLISH) -> str:
    """``text`` without surrounding white space, folded by ``alphabet`` (``Alphabet.fold``: A-Z into a-z
    in English); other characters are kept as they are."""
    return alphabet.fold(text.strip())


def is_letters(text: str, alphabet: Alphabet = ENGLISH) -> bool:
    """True when ``text`` is one or more of ``alphabet``'s letters (a-z in English) and nothing else."""
    return alphabet.is_word(text)


def letters_named(alphabet: Alphabet = ENGLISH) -> str:
    """How a message names the letters allowed: "letters a-z" in English, else the alphabet's letters."""
    return "letters a-z" if alphabet.letters == ENGLISH.letters else f"letters {alphabet.letters}"


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
