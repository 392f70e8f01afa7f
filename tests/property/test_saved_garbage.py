"""Garbage fed to every game's from_data: a DataError or a valid game, never another exception."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.challenge import ChallengeGame
from wordgames.plain import DataError
from wordgames.wordle.assistant import AssistantSession
from wordgames.wordle.feedback import score
from wordgames.wordle.game import GuesserGame, KeeperGame
from wordgames.wordle.rules import Rules
from wordgames.wordle.strategies import make_strategy

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**40), 2**40) | st.floats() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=12), inner, max_size=6),
    max_leaves=25,
)
# Values close to the real ones, so that mutations reach the deeper checks.
near_values = st.sampled_from(
    ["crane", "quoin", "slate", "CRANE", "xyzzq", "", "00202", "22222", "best", "all", "common", 5, 0, -1, 6, 21, None]
    + ["etvailucmu", "cute", "aclu", 180.0, 0.0, -0.5, True, False]
) | st.lists(st.sampled_from(["cute", "aclu", "time", "crane"]), max_size=4)
near_values |= st.lists(st.lists(st.sampled_from(["crane", "slate", "quoin", "00202", "22222", "00000"]), max_size=3))


@pytest.fixture(scope="module")
def valid_data(lexicon):
    guesser = GuesserGame(lexicon, "crane", Rules(5, 6, True))
    guesser.guess("slate")
    keeper = KeeperGame(lexicon, Rules(5, None, pool="all"), make_strategy("letter-frequency"), random.Random(1))
    keeper.answer(score(keeper.proposal, "quoin"))
    assistant = AssistantSession(
        lexicon, Rules(5, None, pool="all"), make_strategy("letter-frequency"), random.Random(1)
    )
    assistant.add("crane", score("crane", "quoin"))
    challenge = ChallengeGame(lexicon, "etvailucmu", random.Random(1))
    for word in ("cute", "aclu"):
        challenge.attempt(word)
    return [guesser.to_data(), keeper.to_data(), assistant.to_data(), challenge.to_data()]


def readers(lexicon):
    return [
        lambda data: GuesserGame.from_data(lexicon, data),
        lambda data: KeeperGame.from_data(lexicon, data, random.Random(0)),
        lambda data: AssistantSession.from_data(lexicon, data, random.Random(0)),
        lambda data: ChallengeGame.from_data(lexicon, data, random.Random(0)),
    ]


def read_or_refuse(read, data):
    try:
        game = read(data)
    except DataError:
        return
    assert read(game.to_data()).to_data() == game.to_data()


@settings(max_examples=150, deadline=None)
@given(data=json_values)
def test_garbage_is_refused(lexicon, data):
    for read in readers(lexicon):
        read_or_refuse(read, data)


@settings(max_examples=200, deadline=None)
@given(
    which=st.integers(0, 3),
    key=st.sampled_from(
        "kind version secret length strategy hard_mode pool max_guesses daily moves proposal"
        " tiles found bonus time_left over round carried min_length".split()
    ),
    value=near_values | json_values,
    delete=st.booleans(),
)
def test_damaged_games_are_refused_or_valid(lexicon, valid_data, which, key, value, delete):
    data = dict(valid_data[which])
    if delete:
        data.pop(key, None)
    else:
        data[key] = value
    read_or_refuse(readers(lexicon)[which], data)
