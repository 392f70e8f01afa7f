"""Each fact of the rules said once (issue 44): the board counts, a daily's number, the longest challenge link."""

from __future__ import annotations

import datetime
import random

import pytest

from wordgames.plain import DataError
from wordgames.web.params import parse_query
from wordgames.wordle.adversary import AdversaryGame
from wordgames.wordle.archive import DailyLog
from wordgames.wordle.boards import BoardsGame
from wordgames.wordle.daily import daily_day, daily_secrets
from wordgames.wordle.game import GuesserGame
from wordgames.wordle.modes import DAILY_MODES, MODES
from wordgames.wordle.rules import (
    BOARD_COUNTS,
    MOST_DAILIES,
    SEVERAL_BOARDS,
    GameError,
    Rules,
    check_boards,
    check_daily_number,
)
from wordgames.wordle.share import LONGEST_CODE, decode_challenges, encode_challenge, encode_challenges
from wordgames.wordle.simulate import play_game
from wordgames.wordle.strategies import make_strategy
from wordgames.wordle.tally import SimulationError

DAY = datetime.date(2026, 3, 1)


@pytest.mark.parametrize("count", [0, 3, 16, -1])
def test_a_board_count_not_in_the_rules_is_refused_everywhere(small_lexicon, count):
    words = small_lexicon.words_of_length(5)
    with pytest.raises(GameError, match="one of 1, 2, 4, 8"):
        Rules(boards=count)
    with pytest.raises(GameError, match="one of 2, 4, 8"):
        BoardsGame(small_lexicon, tuple(words[: max(count, 0)]) or (words[0],))
    with pytest.raises(GameError, match="one of 1, 2, 4, 8"):
        daily_secrets(small_lexicon, 5, DAY, count)
    with pytest.raises(GameError, match="one of 1, 2, 4, 8"):
        encode_challenges(words[: max(count, 0)])
    code = ".".join([encode_challenge(words[0])] * max(count, 1))
    if max(count, 1) not in BOARD_COUNTS:
        with pytest.raises(DataError, match="one of 1, 2, 4, 8"):
            decode_challenges(small_lexicon, code)


def test_the_counts_of_several_boards_are_the_rules_less_one():
    assert SEVERAL_BOARDS == tuple(count for count in BOARD_COUNTS if count > 1)
    assert check_boards(1) == 1
    with pytest.raises(GameError):
        check_boards(1, SEVERAL_BOARDS)


@pytest.mark.parametrize("number", [0, -3, True, MOST_DAILIES + 1, "7", 2.0])
def test_a_daily_number_out_of_range_is_refused_everywhere(small_lexicon, number):
    with pytest.raises(GameError, match="a daily's number"):
        check_daily_number(number)
    with pytest.raises(GameError, match="a daily's number"):
        daily_day(number)
    secret = small_lexicon.words_of_length(5)[0]
    with pytest.raises(GameError, match="a daily's number"):
        GuesserGame(small_lexicon, secret, daily=number)
    two = tuple(small_lexicon.words_of_length(5)[:2])
    with pytest.raises(GameError, match="a daily's number"):
        BoardsGame(small_lexicon, two, daily=number)


def test_a_daily_log_with_a_number_out_of_range_is_refused():
    row = [1, 5, 0, [], 6, False, False, False]
    with pytest.raises(DataError, match="a daily's number"):
        DailyLog.from_data({"kind": "dailies", "version": 1, "games": [row]})


def test_the_longest_challenge_link_holds_a_twenty_letter_word_a_board(lexicon):
    words = lexicon.words_of_length(20)[: max(BOARD_COUNTS)]
    code = encode_challenges(words)
    assert len(code) <= LONGEST_CODE
    assert decode_challenges(lexicon, code) == tuple(words)
    assert parse_query(f"?challenge={code}", ["best"]).challenge == code


def test_the_modes_with_dailies_are_said_by_their_descriptions():
    assert DAILY_MODES == ("guesser", "dordle", "quordle", "octordle")
    assert all(MODES[name].daily for name in DAILY_MODES)


def test_a_game_refuses_rules_that_are_not_its_own(small_lexicon):
    """A game holds one Rules value: rules of another length or board count are refused, not half-used."""
    two = tuple(small_lexicon.words_of_length(5)[:2])
    with pytest.raises(GameError, match="rules are for 6 letters"):
        GuesserGame(small_lexicon, two[0], Rules(6))
    with pytest.raises(GameError, match="rules are for 5 letters on 2 boards"):
        GuesserGame(small_lexicon, two[0], Rules(5, boards=2))
    with pytest.raises(GameError, match="one board"):
        AdversaryGame(small_lexicon, Rules(5, boards=4))
    with pytest.raises(GameError, match="rules are for 4 boards"):
        BoardsGame(small_lexicon, two, Rules(5, None, boards=4))
    with pytest.raises(SimulationError, match="rules for 6 letters"):
        play_game(make_strategy("letter-frequency"), two[0], two, two, random.Random(0), Rules(6))
