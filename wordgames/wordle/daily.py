"""The daily word: per length and board count, secrets of the common pool for a calendar date, the same for all.

The pool is put in an order by a hash of each word, the length and the board count (not by
``random``, whose string seeding could change between Python versions), so every copy of the
page agrees without a server. Daily #1 is ``FIRST_DAY``; the caller supplies the date (the
player's local date, like the NYT's Wordle). Every earlier daily stays playable (the archive),
back to ``FIRST_DAY`` and no later than today.
"""

from __future__ import annotations

import datetime
import functools
import hashlib
import re
from dataclasses import dataclass, replace

from ..alphabet import ENGLISH
from ..lexicon import Lexicon, Word
from ..modern import MODERN_WORDS
from .boards import BoardsGame
from .game import GuesserGame
from .rules import GameError, Rules, check_boards, check_daily_number, check_length, secret_pool

FIRST_DAY = datetime.date(2026, 1, 1)  # Daily #1
# The pools changed on this day (issue 38: no comparatives, a commonness floor, no slurs): every earlier
# daily keeps its word from the order of the pool of 2026-11-27 (``Lexicon.played_pool``); later ones
# follow that order too, each word no longer in the pool replaced (``_kept_order``).
POOLS_CHANGED = datetime.date(2026, 11, 28)
# The modern words (``modern.MODERN_WORDS``: latte, emoji) came into the dictionary on 2026-11-28; they join
# the daily's order 61 days later, so that no daily due by then changes (``_with_modern``; journal 28).
MODERN_DAY = datetime.date(2027, 1, 28)
# The language packs, first published on 2026-11-28 (c2a4782) with the pools they mark PLAYED_POOL, changed
# theirs on 2026-11-29 at 01:16 UTC (3ffabea: no acronyms, no given names); that day's daily is the first of
# the kept order, so that it loses the abbreviations it drew (bzw in German, xxx in Portuguese) and keeps
# every other word it was published with (issue 37).
PACKS_CHANGED = datetime.date(2026, 11, 29)
# People's names left the packs' pools (issue 37: иван, petra, janet) on 2026-11-29, after that day's dailies were
# out: they keep the pool of the change above (``pool_before_names``), the next day's follow the kept
# order of the pool without the names, so that only a daily that would have drawn a name changes (journal 35).
NAMES_CHANGED = datetime.date(2026, 11, 30)


@dataclass(frozen=True)
class PoolHistory:
    """A dictionary's dailies over time: the day its pools changed from those it marks PLAYED_POOL (the earlier
    dailies are drawn from those alone), and the words that joined later, held out of the order until ``joins``."""

    changed: datetime.date
    joining: frozenset[Word] = frozenset()
    joins: datetime.date = MODERN_DAY
    names_left: datetime.date | None = None  # the packs' dailies from ``changed`` to this day kept the names


ENGLISH_HISTORY = PoolHistory(POOLS_CHANGED, MODERN_WORDS, MODERN_DAY)
PACKS_HISTORY = PoolHistory(PACKS_CHANGED, names_left=NAMES_CHANGED)


def pool_history(lexicon: Lexicon) -> PoolHistory:
    """The history of a dictionary's pools: English's for the dictionary of English's letters, the packs'
    for the others (a person's own list marks no played pool, so neither applies to it)."""
    return ENGLISH_HISTORY if lexicon.alphabet == ENGLISH else PACKS_HISTORY


def pool_before_names(lexicon: Lexicon, length: int) -> tuple[Word, ...]:
    """A pack's common pool of ``length`` letters from PACKS_CHANGED until people's names left it (NAMES_CHANGED):
    the played pool's words still a secret's kind of word (no abbreviation, inflected form, undefined or offensive
    word), the names among them too, which lost their size, not a flag (wordgames_build/languages/people.py)."""
    return tuple(
        word
        for word in lexicon.played_pool(length)
        if lexicon.is_defined(word)
        and not (lexicon.is_abbreviation(word) or lexicon.is_inflected(word) or lexicon.is_offensive(word))
    )


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
    check_daily_number(number)
    return FIRST_DAY + datetime.timedelta(days=number - 1)


def check_daily_day(day: datetime.date, today: datetime.date) -> datetime.date:
    """``day`` when its daily can be played on ``today`` (today's or an earlier one back to
    ``FIRST_DAY``); GameError saying why not otherwise."""
    if day < FIRST_DAY:
        raise GameError(f"the daily word starts on {FIRST_DAY.isoformat()} (Daily #1), not {day.isoformat()}")
    if day > today:
        raise GameError(f"the daily of {day.isoformat()} is not out yet (today's is Daily #{daily_number(today)})")
    return day


def archive_days(today: datetime.date, most: int | None = None) -> list[datetime.date]:
    """The days of the earlier dailies, newest first (at most ``most`` of them), back to ``FIRST_DAY``."""
    count = max(0, (today - FIRST_DAY).days)
    count = count if most is None else min(count, most)
    return [today - datetime.timedelta(days=back) for back in range(1, count + 1)]


def seconds_to_next_daily(now: datetime.datetime) -> int:
    """Whole seconds from ``now`` (a local time) to the next local midnight, when the next daily comes."""
    midnight = datetime.datetime.combine(now.date() + datetime.timedelta(days=1), datetime.time())
    return max(0, int((midnight - now.replace(tzinfo=None)).total_seconds()))


def countdown(seconds: int) -> str:
    """'05:03:09' for five hours, three minutes and nine seconds."""
    seconds = max(0, seconds)
    return f"{seconds // 3600:02d}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


def daily_secret(lexicon: Lexicon, length: int, day: datetime.date) -> Word:
    """The secret of ``length`` letters on ``day``: the pool's words in a fixed shuffled order, a
    day each, so that no word comes back before every word of the pool has had its day."""
    return daily_secrets(lexicon, length, day, 1)[0]


def daily_secrets(lexicon: Lexicon, length: int, day: datetime.date, boards: int = 1) -> tuple[Word, ...]:
    """The ``boards`` secrets of ``length`` letters on ``day``: ``boards`` words a day from an order of the pool
    of its own per board count (so a day's 4 boards are not its 2 boards' words nor its single word), all
    different, none back before the whole pool has come."""
    number = daily_number(day)
    check_boards(boards, what="a daily's boards")
    pool = secret_pool(lexicon, check_length(length), "common")
    if len(pool) < boards:
        raise GameError(f"the dictionary has fewer than {boards} common {length}-letter words")
    played, history = lexicon.played_pool(length), pool_history(lexicon)
    if len(played) < boards:  # a dictionary without the old pools (a person's own list)
        order = base = _daily_order(pool, length, boards)
    else:
        base = _daily_order(played, length, boards)
        before = tuple(word for word in pool if word not in history.joining)  # the pool before the later words
        if history.names_left is not None and history.changed <= day < history.names_left:
            before = pool_before_names(lexicon, length)
        order = base if day < history.changed else _kept_order(played, before, length, boards)
        if day >= history.joins and len(before) < len(pool):
            start = (daily_number(history.joins) - 1) * boards % len(order)
            order = _with_modern(order, base, pool, start, length, boards, history.joining)
    places = [((number - 1) * boards + board) % len(order) for board in range(boards)]
    secrets = [order[i] for i in places]
    taken = {order[i] for i in places if order[i] == base[i]}  # the words kept in their places
    spare = (order[(places[-1] + 1 + i) % len(order)] for i in range(len(order)))
    for board, i in enumerate(places):
        if order[i] != base[i]:  # a replacement, which may be one of the day's other words
            while secrets[board] in taken:
                secrets[board] = next(spare)
            taken.add(secrets[board])
    return tuple(secrets)


@functools.lru_cache(maxsize=8)
def _daily_order(pool: tuple[Word, ...], length: int, boards: int) -> tuple[Word, ...]:
    """The pool sorted by a hash of each word, the length and the board count: a shuffle every copy of the
    page agrees on (a single board's salt is the one the daily word always had)."""
    salt = f"wordgames daily {length}" if boards == 1 else f"wordgames daily {boards}x{length}"
    return tuple(sorted(pool, key=lambda word: hashlib.sha256(f"{salt} {word}".encode()).digest()))


@functools.lru_cache(maxsize=8)
def _kept_order(played: tuple[Word, ...], pool: tuple[Word, ...], length: int, boards: int) -> tuple[Word, ...]:
    """The order of the played pool (English's of 2026-11-27, a pack's first published: ``_daily_order``), each
    word no longer in ``pool`` replaced, in turn, by the pool's words that were not in it (latte, organ) in the
    pool's order, then by the words kept, those due last first (so that a word comes back as late as it can)."""
    kept, old = set(pool), set(played)
    old_order = _daily_order(played, length, boards)
    fill = [w for w in _daily_order(pool, length, boards) if w not in old] + [w for w in old_order[::-1] if w in kept]
    replaced = iter(range(len(played)))
    return tuple(w if w in kept else fill[next(replaced) % len(fill)] for w in old_order)


@functools.lru_cache(maxsize=8)
def _with_modern(
    order: tuple[Word, ...],
    base: tuple[Word, ...],
    pool: tuple[Word, ...],
    start: int,
    length: int,
    boards: int,
    joining: frozenset[Word],
) -> tuple[Word, ...]:
    """``order`` from the day the ``joining`` words join (English's modern words on ``MODERN_DAY``): each place
    where a word of the played pool came a second time (``_kept_order``'s last resort) taken, from that day's
    place on, by the pool's joining words in the pool's order. No word comes into the order, so none comes back
    sooner than it did; the places before are unchanged."""
    modern = iter(w for w in _daily_order(pool, length, boards) if w in joining)
    old, placed = set(base), list(order)
    for step in range(len(order)):
        i = (start + step) % len(order)
        if order[i] != base[i] and order[i] in old:
            word = next(modern, None)
            if word is None:
                break
            placed[i] = word
    return tuple(placed)


def daily_game(lexicon: Lexicon, day: datetime.date, rules: Rules) -> GuesserGame:
    """The guesser game by ``rules`` (in the common pool) on the daily word of ``day`` (``daily``: its number)."""
    secret = daily_secret(lexicon, rules.length, day)
    return GuesserGame(lexicon, secret, replace(rules, pool="common"), daily_number(day))


def daily_boards_game(lexicon: Lexicon, day: datetime.date, rules: Rules) -> BoardsGame:
    """The game of ``rules.boards`` boards on the daily words of ``day`` (``daily``: its number)."""
    secrets = daily_secrets(lexicon, rules.length, day, rules.boards)
    return BoardsGame(lexicon, secrets, replace(rules, pool="common"), daily_number(day))
