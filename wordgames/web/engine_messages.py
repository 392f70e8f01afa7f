"""The engine's refusals of a guess in the player's language: each English sentence it says, matched and retold.

The engine says why a guess is refused in English (wordgames/wordle/rules.py and knowledge.py);
its words stay untouched here, so that its other users (the command line, the Lab, the opening
book's build) are not rebuilt for a language. The tools' refusals are web/tool_refusals.py's. A message
not listed shows as the engine said it.
"""

from __future__ import annotations

import re

from ..i18n import _, ngettext
from .tool_refusals import refusals, values

# (the engine's sentence as a pattern, how to say it again); the named groups are the placeholders.
REFUSALS: tuple[tuple[re.Pattern[str], object], ...] = (
    (re.compile(r"type a word first"), lambda m: _("type a word first")),
    (re.compile(r"a guess is letters a-z only"), lambda m: _("a guess is letters a-z only")),
    (
        re.compile(r"(?P<word>.+) has (?P<count>\d+) letters; the secret has (?P<length>\d+)"),
        lambda m: ngettext(
            "{word} has {count} letter; the secret has {length}",
            "{word} has {count} letters; the secret has {length}",
            int(m["count"]),
        ).format(**values(m)),
    ),
    (
        re.compile(r"(?P<word>\S+) is not in the dictionary"),
        lambda m: _("{word} is not in the dictionary").format(**values(m)),
    ),
    (
        re.compile(r"(?P<word>\S+) was already guessed"),
        lambda m: _("{word} was already guessed").format(**values(m)),
    ),
    (
        re.compile(r"hard mode: letter (?P<place>\d+) must be (?P<letter>\S+)"),
        lambda m: _("hard mode: letter {place} must be {letter}").format(**values(m)),
    ),
    (
        re.compile(r"hard mode: guess must contain a copy of (?P<letter>\S+)"),
        lambda m: _("hard mode: the guess must contain {letter}").format(**values(m)),
    ),
    (
        re.compile(r"hard mode: guess must contain (?P<count>\d+) copies of (?P<letter>\S+)"),
        lambda m: ngettext(
            "hard mode: the guess must contain {count} copy of {letter}",
            "hard mode: the guess must contain {count} copies of {letter}",
            int(m["count"]),
        ).format(**values(m)),
    ),
    # The settings' and the daily's refusals (wordgames/wordle/rules.py)
    (
        re.compile(r"word length must be (?P<lengths>\S+), not (?P<value>.*)"),
        lambda m: _("word length must be {lengths}, not {value}").format(**values(m)),
    ),
    (
        re.compile(r"length must be a whole number (?P<lengths>\S+)"),
        lambda m: _("the length must be a whole number {lengths}").format(**values(m)),
    ),
    (
        re.compile(r"maximum guesses must be 1-(?P<most>\d+) or unlimited, not (?P<value>.*)"),
        lambda m: _("maximum guesses must be 1-{most} or unlimited, not {value}").format(**values(m)),
    ),
    (
        re.compile(r"a daily's number is 1-(?P<most>[\d,]+), not (?P<value>.*)"),
        lambda m: _("a daily's number is 1-{most}, not {value}").format(**values(m)),
    ),
    # The note under a long word's board (wordgames/wordle/rules.py, common_pool), a clause at a time (``retold_note``)
    (
        re.compile(r"few (?P<length>\d+)-letter words are everyday words: the secrets include rarer ones"),
        lambda m: _("few {length}-letter words are everyday words: the secrets include rarer ones").format(**values(m)),
    ),
    (
        re.compile(r"only (?P<count>\d+) words of (?P<length>\d+) letters can be the secret"),
        lambda m: ngettext(
            "only {count} word of {length} letters can be the secret",
            "only {count} words of {length} letters can be the secret",
            int(m["count"]),
        ).format(**values(m)),
    ),
)


def retold(text: str) -> str:
    """The engine's refusal ``text`` in the player's language, as the engine says it (a clause)."""
    for pattern, telling in REFUSALS + refusals():
        match = pattern.fullmatch(text)
        if match:
            return telling(match)
    return text


def refusal(text: str) -> str:
    """The engine's refusal ``text`` in the player's language, as a sentence (capital, full stop)."""
    text = retold(text)
    return text[:1].upper() + text[1:] + "."


def retold_note(note: str) -> str:
    """The engine's note of sentences ("Few ... ones; only ... secret.") in the player's language, clause by clause."""
    if not note:
        return ""
    clauses = note.removesuffix(".").split("; ")
    said = "; ".join(retold(clause[:1].lower() + clause[1:]) for clause in clauses)
    return said[:1].upper() + said[1:] + "."
