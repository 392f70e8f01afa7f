"""Issue 37: the packs' dailies keep the words they were first published with (commit c2a4782, 2026-11-28),
whatever became of the pools since (commit 3ffabea took acronyms and given names out on 2026-11-29, journal 35
people's names on the same day, after its dailies were out: they keep their words)."""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest

from wordgames.lexicon import MAX_LENGTH, MIN_LENGTH, Lexicon
from wordgames.wordle.archive import daily_rules, make_daily
from wordgames.wordle.daily import daily_day, daily_secrets, pool_before_names
from wordgames.wordle.rules import secret_pool
from wordgames_build.languages.build import asset_path
from wordgames_build.languages.first_pools import first_pools
from wordgames_build.languages.packs import PACKS

# What c2a4782's engine drew from c2a4782's packs (how it was computed: the file's "about").
DATA = Path(__file__).parents[1] / "data"
PUBLISHED = json.loads((DATA / "pack-dailies-c2a4782.json").read_text("utf-8"))["dailies"]
# What the packs of c7a060d drew on 2026-11-29, before people's names left the pools (the file's "about").
NAMES_DAY = json.loads((DATA / "pack-dailies-2026-11-29.json").read_text("utf-8"))["dailies"]
QUICK = ("es", "it", "sv")  # the smallest packs, read in the fast tier
EVERY_PACK = [pytest.param(p.code, marks=() if p.code in QUICK else pytest.mark.slow) for p in PACKS]
CHANGED = 333  # 2026-11-29, the day the packs' pools changed (3ffabea): its daily is the first of the kept order


@functools.cache
def pack(code: str) -> Lexicon:
    return Lexicon.from_bytes(asset_path(code).read_bytes())


def boards_of(key: str) -> tuple[int, int]:
    length, boards = key.split("x")
    return int(length), int(boards)


def test_the_packs_change_day_is_the_day_their_pools_changed():
    from wordgames.wordle.daily import pool_history

    assert daily_day(CHANGED).isoformat() == "2026-11-29"
    assert pool_history(pack("es")).changed == daily_day(CHANGED)


@pytest.mark.slow
@pytest.mark.parametrize("code", sorted(PUBLISHED))
def test_every_daily_before_the_change_is_the_one_first_published(code):
    lexicon = pack(code)
    for key, days in PUBLISHED[code].items():
        length, boards = boards_of(key)
        for number, words in days.items():
            if int(number) < CHANGED:
                day = daily_day(int(number))
                assert daily_secrets(lexicon, length, day, boards) == tuple(words.split()), (code, key, number)


@pytest.mark.slow
@pytest.mark.parametrize("code", sorted(PUBLISHED))
def test_the_change_days_daily_keeps_each_word_still_in_the_pool_and_replaces_the_others(code):
    lexicon, replaced = pack(code), 0
    for key, days in PUBLISHED[code].items():
        length, boards = boards_of(key)
        pool = set(pool_before_names(lexicon, length))  # that day's pool: the names left the next day
        secrets = daily_secrets(lexicon, length, daily_day(CHANGED), boards)
        assert len(set(secrets)) == boards and set(secrets) <= pool
        for old, new in zip(days[str(CHANGED)].split(), secrets):
            assert new == old if old in pool else new != old
            replaced += old not in pool
    assert replaced or code not in ("de", "pt", "ru")  # today's bzw, xxx and мкс went


@pytest.mark.parametrize("code", [pytest.param(c, marks=() if c == "ru" else pytest.mark.slow) for c in NAMES_DAY])
def test_the_dailies_out_when_the_names_left_are_unchanged(code):
    """2026-11-29's dailies were out when people's names left the pools (NAMES_CHANGED): they keep their words,
    a name among them too; the next day's are words of the pool without the names (the test below)."""
    lexicon = pack(code)
    for key, words in NAMES_DAY[code].items():
        length, boards = boards_of(key)
        assert daily_secrets(lexicon, length, daily_day(CHANGED), boards) == tuple(words.split()), (code, key)


@pytest.mark.slow
@pytest.mark.parametrize("code", sorted(PUBLISHED))
def test_later_dailies_are_words_of_the_pool(code):
    lexicon = pack(code)
    for key in PUBLISHED[code]:
        length, boards = boards_of(key)
        pool = set(secret_pool(lexicon, length))
        for number in range(CHANGED + 1, CHANGED + 60):
            secrets = daily_secrets(lexicon, length, daily_day(number), boards)
            assert len(set(secrets)) == boards and set(secrets) <= pool, (code, key, number)


@pytest.mark.parametrize("code", EVERY_PACK)
def test_each_pack_marks_the_pools_it_was_first_published_with(code):
    lexicon = pack(code)
    marked = {w for length in range(MIN_LENGTH, MAX_LENGTH + 1) for w in lexicon.played_pool(length)}
    assert marked == first_pools(code)


@pytest.mark.slow
def test_a_past_daily_that_drew_a_word_the_list_has_lost_can_still_be_won():
    """German's 3-letter Daily #330 was khz, which the list lost the next day (3ffabea): it stays a valid guess."""
    lexicon = pack("de")
    game = make_daily(lexicon, 330, daily_rules((1, 3, 330)))
    assert game.secret == "khz" and lexicon.is_abbreviation("khz")
    game.guess("khz")
    assert game.status == "won"
