"""The daily word: per length, one secret of the common pool per calendar date, the same for everyone.

The pool is put in an order by a hash of each word and the length (not by ``random``, whose string
seeding could change between Python versions), so every copy of the page agrees without a
server. Daily #1 is ``FIRST_DAY``; the caller supplies the date (the player's local date,
like the NYT's Wordle).
"""

from __future__ import annotations

import datetime
import functools
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
    """The secret of ``length`` letters on ``day``: the pool's words in a fixed shuffled order, a
    day each, so that no word comes back before every word of the pool has had its day."""
    number = daily_number(day)
    pool = secret_pool(lexicon, check_length(length), "common")
    if not pool:
        raise GameError(f"the dictionary has no {length}-letter words")
    order = _daily_order(pool, length)
    return order[(number - 1) % len(order)]


@functools.lru_cache(maxsize=8)
def _daily_order(pool: tuple[Word, ...], length: int) -> tuple[Word, ...]:
    """The pool sorted by a hash of each word and the length: a shuffle every copy of the page agrees on."""
    return tuple(sorted(pool, key=lambda word: hashlib.sha256(f"wordgames daily {length} {word}".encode()).digest()))


def daily_game(
    lexicon: Lexicon, length: int, day: datetime.date, max_guesses: int | None = 6, hard_mode: bool = False
) -> GuesserGame:
    """The guesser game on the daily word of ``length`` letters on ``day`` (its ``daily`` is the number)."""
    secret = daily_secret(lexicon, length, day)
    return GuesserGame(lexicon, secret, max_guesses, hard_mode, "common", daily_number(day))
