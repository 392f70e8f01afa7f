"""How a person writes Wordle moves and guess limits (command line, URL): `crane:00120`, `6`, `unlimited`."""

from __future__ import annotations

from collections.abc import Iterable

from ..alphabet import ENGLISH, Alphabet
from ..characters import refused
from ..lengths import MAX_LENGTH, MIN_LENGTH
from ..lexicon import is_plain_word
from ..text import letters_named, normalize, quoted, whole_number
from .feedback import Pattern, PatternError
from .knowledge import Move
from .rules import MAX_GUESS_LIMIT

UNLIMITED = ("unlimited", "none", "0")


class NotationError(ValueError):
    """Text that is not a move or a guess limit; the message says what was expected."""


def parse_move(text: str, alphabet: Alphabet = ENGLISH) -> Move:
    """A move written GUESS:DIGITS, e.g. crane:00120 (digits 0 grey, 1 yellow, 2 green), by ``text.normalize``
    (the guess of ``alphabet``'s letters, with or without the accents it folds)."""
    guess, sep, digits = normalize(text, alphabet).partition(":")
    if not sep or not guess or not digits:
        raise NotationError(f"move {quoted(text)} must look like GUESS:DIGITS, e.g. crane:00120")
    if not is_plain_word(guess, alphabet=alphabet):
        bad = refused(guess, alphabet)
        raise NotationError(
            f"move {quoted(text)}: the guess must be {MIN_LENGTH}-{MAX_LENGTH} {letters_named(alphabet)}"
            + (f", not {bad}" if bad else "")
        )
    try:
        return guess, Pattern.from_digits(digits, len(guess))
    except PatternError as exc:
        raise NotationError(f"move {quoted(text)}: {exc}") from None


def parse_moves(texts: Iterable[str], alphabet: Alphabet = ENGLISH) -> list[Move]:
    """The moves of one game, in order: at least one, and every guess of one length."""
    moves = [parse_move(text, alphabet) for text in texts]
    if not moves:
        raise NotationError("give at least one move GUESS:DIGITS, e.g. crane:00120")
    length = len(moves[0][0])
    for guess, _ in moves:
        if len(guess) != length:
            raise NotationError(f"every guess must have the same length ({guess!r} has {len(guess)}, not {length})")
    return moves


def parse_guess_limit(text: str) -> int | None:
    """A maximum number of guesses: a whole number 1-99, or None for unlimited (also written none or 0)."""
    if normalize(text) in UNLIMITED:
        return None
    try:
        limit = whole_number(text)
    except ValueError:
        limit = 0
    if not 1 <= limit <= MAX_GUESS_LIMIT:
        raise NotationError(f"not a whole number 1-{MAX_GUESS_LIMIT} or unlimited")
    return limit
