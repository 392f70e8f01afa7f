"""Issue 38: the pools changed on 2026-11-28; every earlier daily keeps its word, and no later one is a slur."""

from __future__ import annotations

import datetime
import functools
import gzip
import hashlib

import pytest

from wordgames.wordle.daily import FIRST_DAY, POOLS_CHANGED, daily_secrets
from wordgames.wordle.rules import BOARD_COUNTS, secret_pool
from wordgames_build.dictionary import PLAYED_POOLS, offensive_policy


@functools.cache
def old_order(pool: tuple[str, ...], length: int, boards: int) -> list[str]:
    """The order main 3d712e8 gave the pool's words (daily.py of then)."""
    salt = f"wordgames daily {length}" if boards == 1 else f"wordgames daily {boards}x{length}"
    return sorted(pool, key=lambda word: hashlib.sha256(f"{salt} {word}".encode()).digest())


def old_secrets(pool: tuple[str, ...], length: int, day: datetime.date, boards: int) -> tuple[str, ...]:
    """The daily as main 3d712e8 drew it, from the pool of 2026-11-27 kept in the repository."""
    order = old_order(pool, length, boards)
    start = ((day - FIRST_DAY).days) * boards
    return tuple(order[(start + board) % len(order)] for board in range(boards))


@pytest.fixture(scope="module")
def played_pools() -> dict[int, tuple[str, ...]]:
    pools: dict[int, list[str]] = {}
    for word in gzip.decompress(PLAYED_POOLS.read_bytes()).decode("ascii").split():
        pools.setdefault(len(word), []).append(word)
    return {length: tuple(words) for length, words in pools.items()}


def test_the_asset_marks_the_pools_of_2026_11_27(lexicon, played_pools):
    for length, words in played_pools.items():
        assert list(lexicon.played_pool(length)) == sorted(words)


def test_every_past_daily_is_unchanged(lexicon, played_pools):
    days = [FIRST_DAY + datetime.timedelta(days=n) for n in range((POOLS_CHANGED - FIRST_DAY).days)]
    for length, pool in played_pools.items():
        for boards in BOARD_COUNTS:
            for day in days:
                assert daily_secrets(lexicon, length, day, boards) == old_secrets(pool, length, day, boards)
    assert daily_secrets(lexicon, 5, datetime.date(2026, 11, 3)) == ("gypsy",)  # played: it stays


def test_a_future_daily_is_a_pool_word_or_the_old_one_kept(lexicon, played_pools):
    slurs = offensive_policy()["slurs"]
    days = [POOLS_CHANGED + datetime.timedelta(days=n) for n in range(400)]
    for length in (5, 8):
        pool = set(secret_pool(lexicon, length, "common"))
        for boards in BOARD_COUNTS:
            for day in days:
                secrets = daily_secrets(lexicon, length, day, boards)
                assert len(set(secrets)) == boards and set(secrets) <= pool and not set(secrets) & slurs
                old = old_secrets(played_pools[length], length, day, boards)
                assert all(new == was for new, was in zip(secrets, old) if was in pool)
    assert daily_secrets(lexicon, 6, datetime.date(2027, 8, 27)) != ("midget",)  # it was due that day
