"""The daily word, challenge links and share text."""

import datetime
import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.plain import DataError
from wordgames.wordle.daily import (
    FIRST_DAY,
    POOLS_CHANGED,
    daily_day,
    daily_game,
    daily_number,
    daily_secret,
    parse_day,
)
from wordgames.wordle.feedback import score
from wordgames.wordle.game import GuesserGame
from wordgames.wordle.rules import GameError, Rules, secret_pool
from wordgames.wordle.share import decode_challenge, encode_challenge, share_text

DAY = datetime.date(2026, 11, 23)


def test_daily_word_is_fixed_by_date_and_length(lexicon):
    assert daily_number(FIRST_DAY) == 1 and daily_number(DAY) == 327 and daily_day(327) == DAY
    assert daily_secret(lexicon, 5, DAY) == daily_secret(lexicon, 5, DAY)
    for length in range(3, 21):  # a daily before the pools changed is a word of the pool of then
        assert daily_secret(lexicon, length, DAY) in lexicon.played_pool(length)
        assert daily_secret(lexicon, length, POOLS_CHANGED) in secret_pool(lexicon, length, "common")
    week = [daily_secret(lexicon, 5, DAY + datetime.timedelta(days=k)) for k in range(7)]
    assert len(set(week)) == 7  # different days, different words (here)
    game = daily_game(lexicon, DAY, Rules(6, None, True))
    assert (game.daily, game.rules.pool, game.rules.max_guesses, game.rules.hard_mode) == (327, "common", None, True)
    assert game.secret == daily_secret(lexicon, 6, DAY)


def test_daily_words_never_repeat_within_a_pool(lexicon):
    """A year of daily words at 4 letters, all different, before the pools changed and after; at 20 letters
    (12 words) every word has its day before the first comes back, and then they come in the same order."""
    for start in (FIRST_DAY, POOLS_CHANGED):
        year = [daily_secret(lexicon, 4, start + datetime.timedelta(days=k)) for k in range(365)]
        assert len(set(year)) == 365
    pool = lexicon.played_pool(20)
    days = [daily_secret(lexicon, 20, FIRST_DAY + datetime.timedelta(days=k)) for k in range(2 * len(pool))]
    assert sorted(days[: len(pool)]) == list(pool) and days[len(pool) :] == days[: len(pool)]


def test_days_before_the_first_and_malformed_dates(lexicon):
    with pytest.raises(GameError, match="starts on 2026-01-01"):
        daily_secret(lexicon, 5, FIRST_DAY - datetime.timedelta(days=1))
    assert parse_day(" 2026-11-23 ") == DAY
    for bad in ("2026-13-01", "20261123", "yesterday", "2026-11-23T00:00", ""):
        with pytest.raises(GameError, match="YYYY-MM-DD"):
            parse_day(bad)
    with pytest.raises(GameError, match="a daily.s number"):
        daily_day(0)


def test_challenge_links_hide_the_word_and_come_back(lexicon):
    for word in ("crane", "quoin", "abc", "counterrevolutionary"[:20]):
        if word not in lexicon:
            continue
        code = encode_challenge(word)
        assert word not in code.lower() and all(c.isalnum() or c in "-_" for c in code)
        assert decode_challenge(lexicon, code) == word
    with pytest.raises(GameError):
        encode_challenge("ab")


@pytest.mark.parametrize("code", ["", "AQ", "!!!!!!", "é" * 8, "A" * 41, encode_challenge("xyzzq")])
def test_bad_challenge_codes_are_refused(lexicon, code):
    with pytest.raises(DataError):
        decode_challenge(lexicon, code)


@settings(max_examples=300, deadline=None)
@given(position=st.integers(0, 100), replacement=st.sampled_from(string.ascii_letters + string.digits + "-_"))
def test_a_changed_character_is_refused(lexicon, position, replacement):
    code = encode_challenge("crane")
    i = position % len(code)
    tampered = code[:i] + replacement + code[i + 1 :]
    if tampered == code:
        return
    with pytest.raises(DataError):
        decode_challenge(lexicon, tampered)


@settings(max_examples=200, deadline=None)
@given(code=st.text(max_size=50))
def test_any_text_is_a_word_or_refused(lexicon, code):
    try:
        word = decode_challenge(lexicon, code)
    except DataError:
        return
    assert word in lexicon and encode_challenge(word) == code


def finished(lexicon, secret, guesses, max_guesses=6, hard_mode=False, daily=None):
    game = GuesserGame(lexicon, secret, Rules(len(secret), max_guesses, hard_mode), daily)
    for guess in guesses:
        game.guess(guess)
    return game


def test_share_text_is_the_board(lexicon):
    game = finished(lexicon, "crane", ["slate", "brace", "crane"], max_guesses=6, hard_mode=True)
    assert share_text(game) == "Word Games 5 · 3/6*\n\n⬛⬛🟩⬛🟩\n⬛🟩🟩🟨🟩\n🟩🟩🟩🟩🟩"
    assert share_text(game, "colour-blind").splitlines()[2:] == ["⬛⬛🟧⬛🟧", "⬛🟧🟧🟦🟧", "🟧🟧🟧🟧🟧"]
    assert share_text(game, language="Français").splitlines()[0] == "Word Games 5 · Français · 3/6*"  # any can paste
    lost = finished(lexicon, "crane", ["slate", "brine"], max_guesses=2)
    assert share_text(lost).splitlines()[0] == "Word Games 5 · X/2"
    unlimited = finished(lexicon, "crane", ["slate", "crane"], max_guesses=None, daily=12)
    assert share_text(unlimited).splitlines()[0] == "Word Games 5 · Daily #12 · 2/∞"
    rows = share_text(finished(lexicon, "quoin", ["adieu", "quoin"])).splitlines()[2:]
    marks = {"⬛": 0, "🟨": 1, "🟩": 2}
    assert [tuple(marks[c] for c in row) for row in rows] == [score(g, "quoin").marks for g in ("adieu", "quoin")]
    with pytest.raises(GameError, match="not over"):
        share_text(GuesserGame(lexicon, "crane"))
    with pytest.raises(GameError, match="palette"):
        share_text(game, "sepia")


def test_a_daily_game_plays_on_after_a_reload(lexicon):
    game = daily_game(lexicon, DAY, Rules(5))
    guess = next(w for w in secret_pool(lexicon, 5, "common") if w != game.secret)
    game.guess(guess)
    back = GuesserGame.from_data(lexicon, game.to_data())
    assert back.daily == 327 and back.secret == game.secret and back.history == game.history


def test_share_text_names_the_adversary(lexicon):
    from wordgames.wordle.adversary import AdversaryGame

    game = AdversaryGame(lexicon, Rules(5, None))
    for guess in ("crane", "sloth"):
        game.guess(guess)
    while game.status == "playing":
        game.guess(game.candidates[0])
    text = share_text(game, variant="Adversary")
    assert text.splitlines()[0] == f"Word Games 5 · Adversary · {len(game.history)}/∞"
    assert text.splitlines()[-1] == "🟩" * 5


def test_a_friends_score_gets_a_verdict():
    from wordgames.wordle.share import Score

    friend = Score.parse("4/6")
    assert friend.verdict(Score.parse("3/6")) == "You beat your friend's score!"
    assert friend.verdict(Score.parse("4/6")) == "A tie with your friend."
    assert friend.verdict(Score.parse("5/6")) == "Your friend did better this time."
    assert friend.verdict(Score.parse("X/6")) == "Your friend did better this time."
    assert Score.parse("X/6").verdict(Score.parse("6/6")) == "You beat your friend's score!"
    assert Score.parse("X/6").verdict(Score.parse("X/6")) == "Neither of you solved it."
