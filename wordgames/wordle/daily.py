"""The daily word: per length, one secret of the common pool per calendar date, the same for everyone.

The secret is picked by a hash of the date and the length (not by ``random``, whose string
seeding could change between Python versions), so every copy of the page agrees without a
server. Daily #1 is ``FIRST_DAY``; the caller supplies the date (the player's local date,
like the NYT's Wordle).
"""

from __future__ import annotations

import datetime
import hashlib
import re

from ..lexicon import Lexicon, Word
from .game import GuesserGame
from .rules import GameError, check_length, secret_pool

FIRST_DAY = datetime.date(2026, 1, 1)  # Daily #1
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def parse_day(text: str) -> datetime.date:
    """A date written YYYY-MM-DD; GameError otherwise."""
    try:
        if _ISO_DATE.fullmatch(text.strip()):
            return datetime.date.fromisoformat(text.strip())
    except ValueError:
        pass
    raise GameError(f"{text[:20]!r} is not a date written YYYY-MM-DD")


def daily_number(day: datetime.date) -> int:
    """The daily word's number on ``day`` (Daily #1 on ``FIRST_DAY``); GameError before it."""
    if day < FIRST_DAY:
        raise GameError(f"the daily word starts on {FIRST_DAY.isoformat()}")
    return (day - FIRST_DAY).days + 1


def daily_day(number: int) -> datetime.date:
    """The date of Daily #``number``."""
    if not isinstance(number, int) or number < 1:
        raise GameError(f"a daily word's number is positive, not {number}")
    return FIRST_DAY + datetime.timedelta(days=number - 1)


def daily_secret(lexicon: Lexicon, length: int, day: datetime.date) -> Word:
    """The secret of ``length`` letters on ``day``."""
    daily_number(day)
    pool = secret_pool(lexicon, check_length(length), "common")
    if not pool:
        raise GameError(f"the dictionary has no {length}-letter words")
    digest = hashlib.sha256(f"wordgames daily {day.isoformat()} {length}".encode()).digest()
    return pool[int.from_bytes(digest[:8], "big") % len(pool)]


def daily_game(
    lexicon: Lexicon, length: int, day: datetime.date, max_guesses: int | None = 6, hard_mode: bool = False
) -> GuesserGame:
    """The guesser game on the daily word of ``length`` letters on ``day`` (its ``daily`` is the number)."""
    secret = daily_secret(lexicon, length, day)
    return GuesserGame(lexicon, secret, max_guesses, hard_mode, "common", daily_number(day))
