"""Issue 38: the common words the course's 2015 list lacks, in the player's dictionary; the course's list apart."""

from __future__ import annotations

import datetime

from wordgames.known import EVERYDAY_SIZE, FLOOR_GRADE
from wordgames.modern import MODERN_WORDS
from wordgames.wordle.daily import MODERN_DAY, POOLS_CHANGED, daily_secrets
from wordgames.wordle.rules import secret_pool
from wordgames_build.dictionary import modern_words

PLAYABLE = ("latte", "ramen", "pesto", "inbox", "rehab", "emoji", "blog", "memes", "website", "kinda")
COURSE_WORDS = 369_351


def test_the_players_dictionary_has_the_modern_words(lexicon):
    for word in PLAYABLE:
        assert word in lexicon, word
    assert len(lexicon) == COURSE_WORDS + len(MODERN_WORDS)


def test_the_course_view_is_the_course_list_alone(lexicon, course_lexicon):
    assert len(course_lexicon) == COURSE_WORDS
    assert not any(word in course_lexicon for word in PLAYABLE)
    for length in range(3, 21):
        player, course = set(lexicon.words_of_length(length)), set(course_lexicon.words_of_length(length))
        assert course <= player and player - course == {w for w in MODERN_WORDS if len(w) == length}


def test_a_modern_word_is_listed_by_scowl_and_in_use():
    levels = {"latte": 50, "zeitgeber": 70, "crane": 10, "a": 10, "blog": 35}
    zipf = {"latte": 3.3, "zeitgeber": 1.2, "crane": 4.0, "blog": 4.7}
    assert modern_words(levels, zipf, {"crane"}) == ["blog", "latte"]  # not the course's, not rare, 3+ letters


def test_a_modern_word_is_in_a_pool_only_when_it_passes_the_pool_rules(lexicon, course_lexicon):
    entered = 0
    for length in range(3, 21):
        pool = set(secret_pool(lexicon, length))
        assert pool - MODERN_WORDS == set(secret_pool(course_lexicon, length)), length  # no other word moved
        for word in (w for w in MODERN_WORDS if len(w) == length):
            passes = (
                lexicon.is_known(word)
                and not lexicon.is_inflected(word)
                and lexicon.is_defined(word)
                and not lexicon.is_offensive(word)
                and (lexicon.grade(word) >= FLOOR_GRADE or lexicon.size(word) <= EVERYDAY_SIZE)
            )
            assert (word in pool) == passes or length >= 16, word  # 16-20 letters widen past the floor
            entered += word in pool
    assert "latte" in secret_pool(lexicon, 5) and "blogs" not in secret_pool(lexicon, 5)  # blogs: inflected
    assert entered > 50  # 82 of the 529 (bench/README.md)


def test_no_daily_due_by_the_modern_day_changed(lexicon, course_lexicon):
    """Every daily from the day the pools changed to the day before the modern words join them (the last 60
    days before, and all 28,224 dailies since Daily #1 at 1, 2, 4 and 8 boards, are checked by the journal's
    script) is the course list's; from then on a modern word can be the daily."""
    days = [POOLS_CHANGED - datetime.timedelta(days=3) + datetime.timedelta(days=n) for n in range(70)]
    for length in (4, 5, 6, 7, 9):
        for day in (d for d in days if d < MODERN_DAY):
            for boards in (1, 4):
                assert daily_secrets(lexicon, length, day, boards) == daily_secrets(course_lexicon, length, day, boards)
    later = (MODERN_DAY + datetime.timedelta(days=n) for n in range(60))
    assert any(daily_secrets(lexicon, 7, day)[0] in MODERN_WORDS for day in later)  # scammer on 2027-01-28


def test_the_command_line_plays_the_modern_words_and_gives_the_course_list(cmd):
    status, out, _ = cmd("find", "latt?")
    assert status == 0 and "latte" in out.split()
    status, out, _ = cmd("challenge", "etalt")
    assert status == 0 and "latte" in out.split()
    status, out, _ = cmd("--course-list", "info")
    assert status == 0 and "words 369351" in " ".join(out.split())
    status, out, _ = cmd("find", "latt?", "--course-list")
    assert status == 0 and "latte" not in out.split()
    status, _, err = cmd("--course-list", "--language", "fr", "info")
    assert status == 2 and "--course-list is the English course's list" in err
