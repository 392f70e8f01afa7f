"""Statistics as values: a pure update per finished game, plain data in and out, validated."""

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.challenge import ChallengeGame
from wordgames.plain import DataError
from wordgames.stats import ChallengeResult, Stats, WordleRecord, WordleResult, record
from wordgames.wordle.boards import BoardsGame
from wordgames.wordle.feedback import score
from wordgames.wordle.game import GuesserGame, KeeperGame
from wordgames.wordle.rules import GameError, Rules
from wordgames.wordle.strategies import make_strategy


def won(guesses, length=5, hard=False, daily=None, mode="guesser"):
    return WordleResult(length, mode, hard, True, guesses, daily)


def lost(guesses=6, length=5, hard=False, daily=None):
    return WordleResult(length, "guesser", hard, False, guesses, daily)


def played(*results, stats=None):
    stats = stats or Stats()
    for result in results:
        stats = record(stats, result)
    return stats


def test_wordle_counts_streaks_and_distribution():
    stats = played(won(4), won(3), lost(), won(4), won(5), won(2, hard=True), won(6, length=6))
    rec = stats.wordle_record(5)
    assert (rec.played, rec.wins, rec.streak, rec.best_streak, rec.win_percent) == (5, 4, 2, 2, 80)
    assert rec.distribution == {3: 1, 4: 2, 5: 1} and rec.last == (True, 5)
    assert stats.wordle_record(5, hard_mode=True).distribution == {2: 1}  # hard mode apart
    assert stats.wordle_record(6).played == 1 and stats.wordle_record(7) == WordleRecord()
    assert record(stats, lost()).wordle_record(5).last == (False, 6)
    assert stats.wordle_record(5).played == 5  # record returned new statistics; the old are unchanged


def test_daily_streak_counts_days_with_a_win():
    stats = played(won(3, daily=10), won(4, length=6, daily=10), lost(daily=11), won(4, length=6, daily=11))
    daily = stats.daily
    assert (daily.played, daily.wins, daily.streak, daily.last_win) == (4, 3, 2, 11)
    assert daily.latest == {5: (11, False, 6), 6: (11, True, 4)}
    assert daily.current_streak(12) == 2 and daily.current_streak(13) == 0
    stats = played(won(2, daily=13), stats=stats)
    assert stats.daily.streak == 1 and stats.daily.best_streak == 2
    assert stats.wordle_record(5).played == 3  # daily games count in their length's statistics too


def test_word_challenge_keeps_best_and_averages_per_length():
    stats = played(
        ChallengeResult(6, 120, 10, 20, 1), ChallengeResult(6, 300, 15, 20, 2), ChallengeResult(7, 50, 3, 30, 1)
    )
    six = stats.challenge_record(6)
    assert (six.played, six.best_score, six.average_score, six.found_percent) == (2, 300, 210.0, 62)
    assert six.games == ((120, 10, 20), (300, 15, 20))  # oldest first
    assert stats.challenge_record(7).found_percent == 10
    empty = stats.challenge_record(8)
    assert (empty.played, empty.average_score, empty.found_percent) == (0, 0.0, 0)


def test_results_of_finished_games(lexicon):
    game = GuesserGame(lexicon, "crane", Rules(5, 6, True), daily=3)
    with pytest.raises(GameError, match="not over"):
        WordleResult.of(game)
    for word in ("slate", "crane"):
        game.guess(word)
    assert WordleResult.of(game) == WordleResult(5, "guesser", True, True, 2, 3)
    keeper = KeeperGame(lexicon, Rules(4, 1, pool="all"), make_strategy("letter-frequency"), random.Random(1))
    keeper.answer(score(keeper.proposal, "zany"))
    assert WordleResult.of(keeper) == WordleResult(4, "keeper", False, False, 1, None)
    challenge = ChallengeGame(lexicon, "sedtun", random.Random(1))
    challenge.attempt(challenge.answers[0])
    with pytest.raises(GameError, match="not over"):
        ChallengeResult.of(challenge)
    challenge.give_up()
    result = ChallengeResult.of(challenge)
    assert result == ChallengeResult(6, challenge.score, 1, len(challenge.answers), 1)
    stats = played(result, ChallengeResult(6, 10, 0, 20, 1))
    assert stats.challenge_record(6).best_score == challenge.score and stats.challenge_record(6).played == 2
    assert stats.challenge_record(6).games == ((challenge.score, 1, len(challenge.answers)), (10, 0, 20))


def test_games_of_several_boards_count_per_board_count(lexicon):
    """Like Quordle's: played, won, streaks and the guesses used, kept apart for 2, 4 and 8 boards."""
    two = BoardsGame(lexicon, ("crane", "slate"))
    for word in ("crane", "slate"):
        two.guess(word)
    assert WordleResult.of(two) == WordleResult(5, "dordle", False, True, 2)
    four = BoardsGame(lexicon, ("crane", "slate", "pious", "thumb"), Rules(5, 1, boards=4))
    four.guess("crane")
    assert WordleResult.of(four) == WordleResult(5, "quordle", False, False, 1)
    stats = played(WordleResult.of(two), WordleResult.of(four), won(3))
    assert stats.wordle_record(5, "dordle").distribution == {2: 1}
    quordle = stats.wordle_record(5, "quordle")
    assert (quordle.played, quordle.wins, quordle.streak, quordle.last) == (1, 0, 0, (False, 1))
    assert stats.wordle_record(5).played == 1 and stats.wordle_record(5, "octordle").played == 0
    assert Stats.from_data(json.loads(json.dumps(stats.to_data()))) == stats


def sample_stats():
    wordle = [won(4), lost(), won(3, hard=True), won(5, daily=7), won(9, length=12, mode="keeper")]
    return played(*wordle, ChallengeResult(8, 990, 12, 40, 2))


def test_stats_round_trip():
    for stats in (Stats(), sample_stats()):
        data = stats.to_data()
        assert Stats.from_data(json.loads(json.dumps(data))) == stats
        assert Stats.from_data(data).to_data() == data


def changed(data, path, value):
    data = copy.deepcopy(data)
    *inner, last = path
    target = data
    for key in inner:
        target = target[key]
    target[last] = value
    return data


@pytest.mark.parametrize(
    "path, value, reason",
    [
        (["kind"], "wordle-guesser", "not a saved stats"),
        (["version"], 0, "version"),
        (["wordle"], {}, "a list"),
        (["wordle", 0, "mode"], "assistant", "mode"),
        (["wordle", 0, "length"], 2, "length 2"),
        (["wordle", 0, "wins"], 7, "does not add up"),
        (["wordle", 0, "streak"], 5, "does not add up"),
        (["wordle", 0, "played"], -1, "count"),
        (["wordle", 0, "played"], 2.0, "a number"),
        (["wordle", 0, "distribution"], [[4, 3]], "does not add up"),
        (["wordle", 0, "distribution"], [[0, 1]], "positive"),
        (["wordle", 0, "distribution"], [[4, 1, 1]], "2 numbers"),
        (["wordle", 0, "last"], [1, 4], "won, guesses"),
        (["wordle", 0, "last"], None, "does not add up"),
        (["challenge", 0, "games"], [[1000, 12, 40]], "does not add up"),
        (["challenge", 0, "games"], [["990", 12, 40]], "a number"),
        (["daily", "wins"], 3, "does not add up"),
        (["daily", "last_win"], None, "does not add up"),
        (["daily", "latest"], [[5, 7, "yes", 5]], "length, number, won, guesses"),
        (["daily", "latest"], [[25, 7, True, 5]], "length 25"),
        (["daily"], [], "an object"),
    ],
)
def test_stats_that_do_not_add_up_are_refused(path, value, reason):
    with pytest.raises(DataError, match=reason):
        Stats.from_data(changed(sample_stats().to_data(), path, value))


def test_a_record_listed_twice_is_refused():
    data = sample_stats().to_data()
    data["wordle"].append(data["wordle"][0])
    with pytest.raises(DataError, match="twice"):
        Stats.from_data(data)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 2**40) | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=12), inner, max_size=5),
    max_leaves=30,
)


@settings(max_examples=200, deadline=None)
@given(
    where=st.sampled_from(
        [["wordle"], ["wordle", 0], ["wordle", 0, "distribution"], ["wordle", 0, "last"], ["challenge", 0, "games"]]
        + [["daily"], ["daily", "latest"], ["daily", "streak"], ["challenge"], ["wordle", 1, "wins"]]
    ),
    value=json_values,
)
def test_garbage_statistics_are_refused_or_consistent(where, value):
    data = changed(sample_stats().to_data(), where, value)
    try:
        stats = Stats.from_data(data)
    except DataError:
        return
    assert Stats.from_data(stats.to_data()) == stats


def test_a_game_abandoned_under_way_is_a_loss(lexicon):
    game = GuesserGame(lexicon, "crane", Rules(5, 6))
    game.guess("slate")
    with pytest.raises(GameError):
        WordleResult.of(game)
    result = WordleResult.of(game, abandoned=True)
    assert (result.won, result.guesses, result.mode) == (False, 1, "guesser")
