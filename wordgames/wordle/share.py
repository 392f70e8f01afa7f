"""Passing a game on: its result as text (the emoji grid), and a challenge link that hides its secret.

A challenge code is the word XORed with a fixed key, a version byte before it and a check
byte after, in base64url: not readable at a glance in a URL (it hides nothing from someone
who decodes it), and a code that was changed or cut is refused, never read as another word.
"""

from __future__ import annotations

import base64
import binascii
import zlib

from ..lexicon import MAX_LENGTH, MIN_LENGTH, Lexicon, Word, is_plain_word
from ..plain import DataError
from ..text import quoted
from .adversary import AdversaryGame
from .game import GuesserGame
from .rules import PLAYING, WON, GameError

TITLE = "Word Games"
SQUARES = {"standard": "⬛🟨🟩", "colour-blind": "⬛🟦🟧"}  # per mark: absent, present, correct
PALETTES = tuple(SQUARES)

LINK_VERSION = 1
_KEY = b"Word Games challenge"


def share_text(game: GuesserGame | AdversaryGame, palette: str = "standard", variant: str = "") -> str:
    """'Word Games 5 · 4/6*' (with the ``variant`` named, e.g. 'Adversary', and 'Daily #N' for a
    daily game; X for a loss, ∞ for unlimited, * for hard mode), a blank line, then a row of
    squares per guess."""
    if game.status == PLAYING:
        raise GameError("the game is not over yet")
    if palette not in SQUARES:
        raise GameError(f"palette must be one of {', '.join(PALETTES)}, not {quoted(palette)}")
    squares = SQUARES[palette]
    tries = len(game.history) if game.status == WON else "X"
    limit = "∞" if game.max_guesses is None else game.max_guesses
    title = [TITLE + f" {game.length}"]
    if variant:
        title.append(variant)
    daily = getattr(game, "daily", None)  # only a guesser game has a daily number
    if daily is not None:
        title.append(f"Daily #{daily}")
    title.append(f"{tries}/{limit}{'*' if game.hard_mode else ''}")
    rows = ["".join(squares[mark] for mark in pattern.marks) for _, pattern in game.history]
    return " · ".join(title) + "\n\n" + "\n".join(rows)


def encode_challenge(word: Word) -> str:
    """The code of a challenge link for ``word`` (3-20 letters a-z)."""
    if not is_plain_word(word):
        raise GameError(f"a challenge word is {MIN_LENGTH}-{MAX_LENGTH} letters a-z, not {quoted(word)}")
    data = word.encode("ascii")
    payload = bytes([LINK_VERSION]) + _xor(data) + bytes([zlib.crc32(data) & 0xFF])
    return base64.urlsafe_b64encode(payload).rstrip(b"=").decode("ascii")


def decode_challenge(lexicon: Lexicon, code: str) -> Word:
    """The dictionary word of a challenge code; DataError if the code was changed, cut or is not one."""
    if not isinstance(code, str) or not 4 <= len(code) <= 40:
        raise DataError("not a challenge code (wrong length)")
    try:
        payload = base64.urlsafe_b64decode(code.encode("ascii") + b"=" * (-len(code) % 4))
    except (UnicodeEncodeError, binascii.Error, ValueError):
        raise DataError("not a challenge code (not base64url)") from None
    if len(payload) < MIN_LENGTH + 2 or payload[0] != LINK_VERSION:
        raise DataError("not a challenge code of this version")
    data = _xor(payload[1:-1])
    if zlib.crc32(data) & 0xFF != payload[-1] or _code_of(data) != code:
        raise DataError("the challenge code was changed or cut")
    word = data.decode("ascii")
    if word not in lexicon or lexicon.is_offensive(word):
        raise DataError("the challenge word is not in the dictionary (or not one a game asks)")
    return word


def _code_of(data: bytes) -> str | None:
    """The code of these letters, or None when they are not 3-20 letters a-z (a code read back
    must be exactly the code of its word, so that no altered code passes)."""
    try:
        return encode_challenge(data.decode("ascii"))
    except (UnicodeDecodeError, GameError):
        return None


def _xor(data: bytes) -> bytes:
    return bytes(b ^ _KEY[i % len(_KEY)] for i, b in enumerate(data))
