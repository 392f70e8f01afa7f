"""Passing a game on: its result as text (the emoji grid, or a number per board), the friend's score a
challenge link carries, and challenge codes that hide their secrets.

A challenge code is the word XORed with a fixed key, a version byte before it and a check
byte after, in base64url: not readable at a glance in a URL (it hides nothing from someone
who decodes it), and a code that was changed or cut is refused, never read as another word.
Several boards' words are their codes joined by dots.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from dataclasses import dataclass

from ..alphabet import ENGLISH, Alphabet
from ..i18n import N_, _
from ..lengths import MAX_LENGTH, MIN_LENGTH
from ..lexicon import Lexicon, Word, is_plain_word
from ..plain import DataError
from ..text import quoted
from .adversary import AdversaryGame
from .boards import BoardsGame
from .game import GuesserGame, KeeperGame
from .rules import BOARD_COUNTS, MAX_GUESS_LIMIT, PLAYING, WON, GameError, check_boards

TITLE = N_("Word Games")  # shared under the name the page's title gives it ("Juegos de palabras 5 · Español · …")
SQUARES = {"standard": "⬛🟨🟩", "colour-blind": "⬛🟦🟧"}  # per mark: absent, present, correct
PALETTES = tuple(SQUARES)

LINK_VERSION = 1
_KEY = b"Word Games challenge"
KEYCAPS = [f"{digit}\ufe0f\u20e3" for digit in "0123456789"] + ["🔟", "🕚", "🕛"]  # a board's guesses, 1-12
UNSOLVED = "🟥"  # a board the guesses ran out on
BOARDS_PER_LINE = 2  # as Quordle's and Octordle's share lines: two boards a line
SharedGame = GuesserGame | AdversaryGame | BoardsGame | KeeperGame  # the keeper's: the computer's guesses


@dataclass(frozen=True)
class Score:
    """How a game ended, as a challenge link passes it on: won in ``guesses`` of ``limit`` (None: unlimited)."""

    won: bool
    guesses: int
    limit: int | None

    @classmethod
    def of(cls, game: SharedGame) -> Score:
        """The score of a finished game."""
        if game.status == PLAYING:
            raise GameError("the game is not over yet")
        return cls(game.status == WON, _guesses(game), game.rules.guess_limit)

    @classmethod
    def parse(cls, text: str) -> Score:
        """'4/6', 'X/6' (a loss), '12/∞' or '12/-' (unlimited); GameError for anything else."""
        found = re.fullmatch(r"(\d{1,3}|[xX])/(\d{1,3}|∞|-)", text.strip()) if isinstance(text, str) else None
        if found is None:
            raise GameError(f"{quoted(str(text)[:20])} is not a score such as 4/6 or X/6")
        tries, limit_text = found.groups()
        limit = None if limit_text in ("∞", "-") else int(limit_text)
        if limit is not None and not 1 <= limit <= MAX_GUESS_LIMIT:
            raise GameError(f"a guess limit is 1-{MAX_GUESS_LIMIT}, not {limit}")
        if tries in "xX":
            if limit is None:
                raise GameError("an unlimited game is not lost (X/∞)")
            return cls(False, limit, limit)
        guesses = int(tries)
        if not 1 <= guesses <= (limit or MAX_GUESS_LIMIT):
            raise GameError(f"{guesses} guesses do not fit a limit of {limit_text}")
        return cls(True, guesses, limit)

    @property
    def text(self) -> str:
        """'4/6', 'X/6' or '12/∞'."""
        return f"{self.guesses if self.won else 'X'}/{'∞' if self.limit is None else self.limit}"

    @property
    def link_text(self) -> str:
        """As a URL carries it: '12/-' for unlimited (∞ is not plain ASCII)."""
        return self.text.replace("∞", "-")

    def verdict(self, mine: Score) -> str:
        """How ``mine`` compares with this friend's score: beaten, a tie, or not."""
        if mine.won and (not self.won or mine.guesses < self.guesses):
            return "You beat your friend's score!"
        if mine.won == self.won and (mine.guesses == self.guesses or not mine.won):
            return "A tie with your friend." if mine.won else "Neither of you solved it."
        return "Your friend did better this time."

    def friend_line(self, boards: int = 1) -> str:
        """'A friend solved this in 4/6', 'A friend did not solve these 4 boards (X/9)'."""
        what = "this" if boards == 1 else f"these {boards} boards"
        if self.won:
            return f"A friend solved {what} in {self.text}"
        return f"A friend did not solve {what} ({self.text})"


def _guesses(game: SharedGame) -> int:
    return len(game.guesses) if isinstance(game, BoardsGame) else len(game.history)


def share_text(
    game: SharedGame, palette: str = "standard", variant: str = "", language: str = "", daily: str = "Daily #{number}"
) -> str:
    """'Word Games 5 · 4/6*' (with the ``language`` named when not English, e.g. 'Français', the ``variant``,
    e.g. 'Adversary' or '4 boards', and 'Daily #N' for a daily game; X for a loss, ∞ for unlimited, * for
    hard mode; ``daily`` is how the page's language says 'Daily #N'), a blank line, then a row of
    squares per guess (several boards: the guesses each board took, two boards a line, 🟥 unsolved)."""
    if game.status == PLAYING:
        raise GameError("the game is not over yet")
    if palette not in SQUARES:
        raise GameError(f"palette must be one of {', '.join(PALETTES)}, not {quoted(palette)}")
    title = [_(TITLE) + f" {game.length}"]
    if language:
        title.append(language)
    if variant:
        title.append(variant)
    day = getattr(game, "daily", None)  # the adversary has no daily
    if day is not None:
        title.append(daily.format(number=day))
    title.append(Score.of(game).text + ("*" if game.rules.hard_mode else ""))
    if isinstance(game, BoardsGame):
        marks = [board_mark(len(board.history)) if board.solved else UNSOLVED for board in game.boards]
        rows = ["".join(marks[i : i + BOARDS_PER_LINE]) for i in range(0, len(marks), BOARDS_PER_LINE)]
    else:
        squares = SQUARES[palette]
        rows = ["".join(squares[mark] for mark in pattern.marks) for _, pattern in game.history]
    return " · ".join(title) + "\n\n" + "\n".join(rows)


def board_mark(guesses: int) -> str:
    """The guesses a solved board took as one emoji (1️⃣ … 🔟, 🕚, 🕛), or the number in brackets beyond 12."""
    return KEYCAPS[guesses] if 1 <= guesses < len(KEYCAPS) else f"({guesses})"


WORD_CODE = 40  # the longest code of one word (20 letters and 2 bytes, base64url)
LONGEST_CODE = max(BOARD_COUNTS) * (WORD_CODE + 1)  # a word's code a board, dot-separated


def encode_challenge(word: Word, alphabet: Alphabet = ENGLISH) -> str:
    """The code of a challenge link for ``word`` (3-20 letters of ``alphabet``): one byte a letter, its code text
    (English's is the word), so a link is as short in every language."""
    if not is_plain_word(word, alphabet=alphabet):
        raise GameError(
            f"a challenge word is {MIN_LENGTH}-{MAX_LENGTH} letters of the list's alphabet, not {quoted(word)}"
        )
    data = alphabet.code_text(word).encode("latin-1")
    payload = bytes([LINK_VERSION]) + _xor(data) + bytes([zlib.crc32(data) & 0xFF])
    return base64.urlsafe_b64encode(payload).rstrip(b"=").decode("ascii")


def decode_challenge(lexicon: Lexicon, code: str) -> Word:
    """The dictionary word of a challenge code; DataError if the code was changed, cut or is not one."""
    if not isinstance(code, str) or not 4 <= len(code) <= WORD_CODE:
        raise DataError("not a challenge code (wrong length)")
    try:
        payload = base64.urlsafe_b64decode(code.encode("ascii") + b"=" * (-len(code) % 4))
    except (UnicodeEncodeError, binascii.Error, ValueError):
        raise DataError("not a challenge code (not base64url)") from None
    if len(payload) < MIN_LENGTH + 2 or payload[0] != LINK_VERSION:
        raise DataError("not a challenge code of this version")
    data = _xor(payload[1:-1])
    if zlib.crc32(data) & 0xFF != payload[-1] or _code_of(data, lexicon.alphabet) != code:
        raise DataError("the challenge code was changed or cut")
    word = lexicon.alphabet.from_code_text(data.decode("latin-1"))
    if word not in lexicon or lexicon.is_offensive(word):
        raise DataError("the challenge word is not in the dictionary (or not one a game asks)")
    return word


def encode_challenges(words: tuple[Word, ...] | list[Word], alphabet: Alphabet = ENGLISH) -> str:
    """The code of a challenge of several boards: each word's code, joined by dots."""
    check_boards(len(words), what="a challenge's words")
    return ".".join(encode_challenge(word, alphabet) for word in words)


def decode_challenges(lexicon: Lexicon, code: str) -> tuple[Word, ...]:
    """The words of a code of ``encode_challenges`` (1, 2, 4 or 8, all different, one length); DataError otherwise."""
    if not isinstance(code, str) or len(code) > LONGEST_CODE:
        raise DataError("not a challenge code (too long)")
    parts = code.split(".")
    try:
        check_boards(len(parts), what="a challenge's words")
    except GameError as reason:
        raise DataError(str(reason)) from None
    words = tuple(decode_challenge(lexicon, part) for part in parts)
    if len({len(word) for word in words}) != 1 or len(set(words)) != len(words):
        raise DataError("a challenge's words are all different and of one length")
    return words


def _code_of(data: bytes, alphabet: Alphabet) -> str | None:
    """The code of these letter codes, or None when they are not 3-20 letters of ``alphabet`` (a code read back
    must be exactly the code of its word, so that no altered code passes)."""
    try:
        return encode_challenge(alphabet.from_code_text(data.decode("latin-1")), alphabet)
    except (ValueError, GameError):  # a byte that is no letter's code (UnicodeDecodeError)
        return None


def _xor(data: bytes) -> bytes:
    return bytes(b ^ _KEY[i % len(_KEY)] for i, b in enumerate(data))
