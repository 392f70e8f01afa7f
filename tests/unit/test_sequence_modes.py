"""Boards in sequence on the page (Quordle's Sequence), on CPython: the modes' table, their play, their
statistics row, their share title and the challenge link that opens the same mode."""

import datetime
import random

import pytest

from wordgames.plain import DataError
from wordgames.stats import WordleResult
from wordgames.web.params import parse_query
from wordgames.web.wordle.links import daily_settings, read_link
from wordgames.web.wordle.mode import Settings
from wordgames.web.wordle.modes import MODES, QuordleMode, QuordleSequenceMode
from wordgames.wordle.boards import BoardsGame
from wordgames.wordle.modes import COUNTED, DAILY_MODES, board_mode
from wordgames.wordle.modes import MODES as ABOUT
from wordgames.wordle.rules import Rules
from wordgames.wordle.share import encode_challenges, share_text
from wordgames.wordle.strategies import strategy_names

WORDS = ("crane", "slate", "brine", "quoin")
SEQUENCES = {"dordle-sequence": 2, "quordle-sequence": 4, "octordle-sequence": 8}


def sequence(lexicon, words=WORDS, guesses=9) -> QuordleSequenceMode:
    game = BoardsGame(lexicon, words, Rules(5, guesses, boards=len(words)), sequence=True)
    return QuordleSequenceMode(game, Settings("quordle-sequence", guesses=guesses))


def play(mode, word: str) -> None:
    for key in word:
        mode.press(key)
    mode.submit()


def test_each_board_count_has_a_sequence_mode_counted_apart_without_a_daily():
    for name, boards in SEQUENCES.items():
        about = ABOUT[name]
        assert (about.boards, about.sequence, about.shares, about.daily) == (boards, True, True, False)
        assert board_mode(boards, sequence=True) == name and board_mode(boards) != name
        assert name in COUNTED and name not in DAILY_MODES and MODES[name].about is about
        assert about.usual_guesses == ABOUT[board_mode(boards)].usual_guesses == boards + 5
        assert parse_query(f"mode={name}", []).mode == name
    assert (
        ABOUT["quordle-sequence"].boards_name() == "4 boards in sequence"
        and ABOUT["quordle"].boards_name() == "4 boards"
    )
    assert ABOUT["quordle-sequence"].share_label == "4 boards · Sequence"


def test_only_the_open_board_takes_guesses_and_the_next_opens_scored(lexicon):
    mode = sequence(lexicon)
    views = mode.boards()
    assert [v.opens_after for v in views] == [0, 1, 2, 3] and [v.entering for v in views] == [True] + [False] * 3
    assert mode.key_states() == [mode.game.keyboards()[0]] and mode.key_states()[0] is not None
    play(mode, "slate")  # the second board's word, while it is closed
    assert [len(v.history) for v in mode.boards()] == [1, 0, 0, 0] and mode.announce().text == ""
    play(mode, "crane")  # solves the first: the second opens, solved by "slate" already, and the third opens
    views = mode.boards()
    assert [v.opens_after for v in views] == [0, 0, 0, 3] and [len(v.history) for v in views] == [2, 1, 2, 0]
    assert [v.entering for v in views] == [False, False, True, False]
    assert mode.announce().text == "Board 3 is open: your guesses so far are scored on it."
    assert mode.status() == "Guess 3 of 9 · 2 of 4 boards solved"
    assert mode.key_states() == [mode.game.keyboards()[2]]  # the open board's keys, whole
    play(mode, "pious")
    assert mode.announce().text == ""  # nothing opened
    play(mode, "brine")
    assert [len(v.history) for v in mode.boards()] == [2, 1, 4, 4]
    play(mode, "quoin")
    assert mode.finished() and mode.announce().text == "All 4 boards solved in 5 guesses!"
    assert WordleResult.of(mode.game) == WordleResult(5, "quordle-sequence", False, True, 5)
    assert share_text(mode.shared_game(), variant=mode.about.share_label).startswith(
        "Word Games 5 · 4 boards · Sequence · 5/9\n"
    )


def test_new_and_restored_games_keep_their_mode(lexicon):
    fresh = QuordleSequenceMode.new(Settings("quordle-sequence", guesses=9), lexicon, random.Random(5), None)
    assert fresh.game.sequence and fresh.game.mode == "quordle-sequence" and fresh.rows == 9
    play(fresh, fresh.game.secrets[0])
    again = QuordleSequenceMode.restore(fresh.settings, lexicon, fresh.game.to_data(), random.Random(1), None)
    assert again.game.sequence and [len(v.history) for v in again.boards()] == [1, 1, 0, 0]
    plain = QuordleMode.new(Settings("quordle", guesses=9), lexicon, random.Random(5), None)
    with pytest.raises(DataError, match="a quordle game is not a quordle-sequence game"):
        QuordleSequenceMode.restore(fresh.settings, lexicon, plain.game.to_data(), random.Random(1), None)
    with pytest.raises(DataError, match="a quordle-sequence game is not a quordle game"):
        QuordleMode.restore(plain.settings, lexicon, fresh.game.to_data(), random.Random(1), None)


def test_a_friends_link_opens_the_same_sequence(lexicon):
    mode = sequence(lexicon)
    query = mode.challenge_query()
    assert query == f"mode=quordle-sequence&length=5&challenge={encode_challenges(WORDS)}&guesses=9"
    linked, notices = read_link(
        parse_query("?" + query, strategy_names()), lexicon, datetime.date(2026, 4, 10), Settings()
    )
    played = linked.mode()
    assert not notices and isinstance(played, QuordleSequenceMode) and played.game.sequence
    assert played.game.secrets == WORDS and linked.plays(WORDS, "quordle-sequence")
    # two words under a sequence of four: still a sequence, of two boards, and the person is told
    two = encode_challenges(WORDS[:2])
    options = parse_query(f"?mode=quordle-sequence&challenge={two}", strategy_names())
    linked, notices = read_link(options, lexicon, datetime.date(2026, 4, 10), Settings())
    assert linked.settings.mode == "dordle-sequence" and linked.mode().game.sequence
    assert any("as a dordle-sequence game" in notice for notice in notices)
    plain, _ = read_link(
        parse_query(f"?challenge={two}", strategy_names()), lexicon, datetime.date(2026, 4, 10), Settings()
    )
    assert plain.settings.mode == "dordle" and not plain.mode().game.sequence


def test_the_daily_of_a_sequence_is_its_boards_at_once():
    """No daily of its own (a daily is keyed by its boards): the Daily button plays the same boards' daily."""
    for name, boards in SEQUENCES.items():
        daily = daily_settings(Settings(name, guesses=20), name, 5)
        assert daily.mode == board_mode(boards) and daily.guesses == boards + 5
    assert daily_settings(Settings("keeper"), "keeper", 5).mode == "guesser"
