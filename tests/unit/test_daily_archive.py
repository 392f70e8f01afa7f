"""Dailies of several boards, the archive of earlier dailies, the countdown, friends' scores and their links."""

import datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordgames.plain import DataError
from wordgames.wordle.archive import KEPT, DailyLog, daily_key, daily_rules, is_archive, make_daily
from wordgames.wordle.boards import BoardsGame
from wordgames.wordle.daily import (
    FIRST_DAY,
    archive_days,
    check_daily_day,
    countdown,
    daily_boards_game,
    daily_secret,
    daily_secrets,
    seconds_to_next_daily,
)
from wordgames.wordle.game import GuesserGame
from wordgames.wordle.rules import GameError, Rules
from wordgames.wordle.share import Score, board_mark, decode_challenges, encode_challenges, share_text

DAY = datetime.date(2026, 11, 23)  # Daily #327


def test_a_day_of_several_boards_has_its_own_different_words(lexicon):
    for boards in (2, 4, 8):
        words = daily_secrets(lexicon, 5, DAY, boards)
        assert len(set(words)) == boards and set(words) <= set(lexicon.played_pool(5))  # a day before the change
        assert daily_secrets(lexicon, 5, DAY, boards) == words  # the same for everyone
        assert daily_secret(lexicon, 5, DAY) not in words[:1]  # not the single board's word first
    assert daily_secrets(lexicon, 5, DAY) == (daily_secret(lexicon, 5, DAY),)
    week = [w for k in range(7) for w in daily_secrets(lexicon, 5, DAY + datetime.timedelta(days=k), 4)]
    assert len(set(week)) == 28  # no word back within the week
    with pytest.raises(GameError, match="boards"):
        daily_secrets(lexicon, 5, DAY, 3)
    game = daily_boards_game(lexicon, DAY, Rules(6, None, boards=4))
    assert (game.daily, game.max_guesses, game.mode) == (327, 9, "quordle")
    back = BoardsGame.from_data(lexicon, game.to_data())
    assert back.daily == 327 and back.secrets == game.secrets


def test_the_archive_is_bounded_by_the_first_day_and_today():
    today = FIRST_DAY + datetime.timedelta(days=10)
    days = archive_days(today)
    assert days[0] == today - datetime.timedelta(days=1) and days[-1] == FIRST_DAY and len(days) == 10
    assert archive_days(today, most=3) == days[:3] and archive_days(FIRST_DAY) == []
    assert check_daily_day(FIRST_DAY, today) == FIRST_DAY and check_daily_day(today, today) == today
    with pytest.raises(GameError, match="not out yet"):
        check_daily_day(today + datetime.timedelta(days=1), today)
    with pytest.raises(GameError, match="starts on 2026-01-01"):
        check_daily_day(datetime.date(1999, 1, 1), today)
    assert is_archive(1, today) and not is_archive(11, today)


def test_the_countdown_runs_to_local_midnight():
    assert seconds_to_next_daily(datetime.datetime(2026, 11, 23, 18, 36, 51)) == 5 * 3600 + 23 * 60 + 9
    assert seconds_to_next_daily(datetime.datetime(2026, 11, 23, 0, 0, 0)) == 86400
    assert countdown(5 * 3600 + 3 * 60 + 9) == "05:03:09" and countdown(-4) == "00:00:00"


def play(game, guesses):
    for guess in guesses:
        game.guess(guess)
    return game


def test_several_boards_share_a_number_per_board(lexicon):
    game = BoardsGame(lexicon, ("crane", "slate"), Rules(5, 7, boards=2))
    play(game, ["slate", "brine", "crane"])
    assert share_text(game, variant="2 boards") == "Word Games 5 · 2 boards · 3/7\n\n3️⃣1️⃣"
    lost = BoardsGame(lexicon, ("crane", "slate", "brine", "quoin"), Rules(5, 5, boards=4), daily=9)
    play(lost, ["slate", "adieu", "pious", "moldy", "whack"])
    text = share_text(lost, variant="4 boards")
    assert text == "Word Games 5 · 4 boards · Daily #9 · X/5\n\n🟥1️⃣\n🟥🟥"
    assert [board_mark(n) for n in (1, 10, 11, 12, 13)] == ["1️⃣", "🔟", "🕚", "🕛", "(13)"]


def test_friends_scores_are_read_or_refused():
    assert Score.parse("4/6") == Score(True, 4, 6) and Score.parse("x/6") == Score(False, 6, 6)
    assert Score.parse("12/-") == Score(True, 12, None) == Score.parse("12/∞")
    assert Score(True, 4, 6).friend_line() == "A friend solved this in 4/6"
    assert Score(False, 9, 9).friend_line(4) == "A friend did not solve these 4 boards (X/9)"
    assert Score(True, 12, None).link_text == "12/-"
    for bad in ("", "7/6", "0/6", "4/0", "4/100", "X/-", "four/6", "4/6/8", "<script>", "9" * 500, "-1/6"):
        with pytest.raises(GameError):
            Score.parse(bad)


@given(st.text(max_size=30))
def test_any_score_text_is_a_score_or_refused(text):
    try:
        score = Score.parse(text)
    except GameError:
        return
    assert Score.parse(score.link_text) == score


def test_several_boards_challenge_codes(lexicon):
    words = ("crane", "slate", "brine", "quoin")
    assert decode_challenges(lexicon, encode_challenges(words)) == words
    assert decode_challenges(lexicon, encode_challenges(["crane"])) == ("crane",)
    for bad in (encode_challenges(["crane", "crane"]), encode_challenges(["crane", "house"])[:-3], "a.b.c", "..."):
        with pytest.raises(DataError):
            decode_challenges(lexicon, bad)
    with pytest.raises(DataError, match="one length"):
        decode_challenges(lexicon, encode_challenges(["crane", "brines"]))


def test_the_log_keeps_each_daily_once_and_replays_it(lexicon):
    game = make_daily(lexicon, 327, daily_rules((4, 5, 327)))
    play(game, game.secrets)
    single = make_daily(lexicon, 300, daily_rules((1, 5, 300)))
    play(single, ["slate", single.secret])
    log = DailyLog().add(game, archive=False).add(single, archive=True)
    assert daily_key(game) == (4, 5, 327) and log.played((1, 5, 300)).won
    again = log.replay(lexicon, (4, 5, 327))
    assert again.guesses == game.guesses and again.status == "won"
    assert log.archive_tally() == (1, 1)
    assert log.add(single, archive=False) is log  # first played stays
    assert DailyLog.from_data(log.to_data()) == log
    with pytest.raises(GameError, match="not a daily"):
        daily_key(GuesserGame(lexicon, "crane"))
    with pytest.raises(GameError, match="not over"):
        log.add(make_daily(lexicon, 301, daily_rules((1, 5, 301))), archive=False)


@pytest.mark.parametrize("boards", [1, 2, 4, 8])
def test_a_daily_left_under_way_is_logged_as_a_loss_and_replays_where_it_was_left(lexicon, boards):
    game = make_daily(lexicon, 327, daily_rules((boards, 5, 327)))
    secrets = (game.secret,) if boards == 1 else game.secrets
    first = next(word for word in ("slate", "crane", "brine") if word not in secrets)
    play(game, [first])
    log = DailyLog().add(game, archive=True, left=True)
    left = log.played((boards, 5, 327))
    assert left is not None and not left.won and left.guesses == (first,)
    assert log.archive_tally() == (1, 0)
    again = log.replay(lexicon, (boards, 5, 327))
    assert again.status == "playing" and again.to_data() == game.to_data()  # as it was left, not a new game
    assert DailyLog.from_data(log.to_data()) == log
    won = DailyLog.from_data(
        log.to_data() | {"games": [[boards, 5, 327, [first], left.rules.max_guesses, False, True, True]]}
    )
    with pytest.raises(GameError, match="as logged"):  # a log saying it was won, which it was not
        won.replay(lexicon, (boards, 5, 327))


def test_the_log_is_bounded(lexicon):
    log = DailyLog()
    for number in range(1, KEPT + 3):
        game = make_daily(lexicon, number, Rules(3, 1))
        if game.secret != "zzz":
            play(game, ["aah" if game.secret != "aah" else "aba"])
        log = log.add(game, archive=True)
    assert len(log.games) == KEPT and (1, 3, 1) not in log.games and (1, 3, KEPT + 2) in log.games


@pytest.mark.parametrize(
    "data",
    [
        None,
        {"kind": "dailies", "version": 2, "games": []},
        {"kind": "dailies", "version": 1, "games": [[1, 5, 3]]},
        {"kind": "dailies", "version": 1, "games": [[3, 5, 3, [], 6, False, True, False]]},
        {"kind": "dailies", "version": 1, "games": [[1, 50, 3, [], 6, False, True, False]]},
        {"kind": "dailies", "version": 1, "games": [[1, 5, 3, [], 600, False, True, False]]},
        {"kind": "dailies", "version": 1, "games": [[1, 5, 3, [7], 6, False, True, False]]},
        {"kind": "dailies", "version": 1, "games": [[1, 5, 3, [], 6, 0, True, False]]},
    ],
)
def test_a_bad_log_is_refused(data):
    with pytest.raises(DataError):
        DailyLog.from_data(data)
