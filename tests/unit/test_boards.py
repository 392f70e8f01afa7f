"""Several boards at once: guesses to the unsolved boards, the end, saved games, and the summed-entropy strategy."""

from __future__ import annotations

import random

import pytest

from wordgames.lexicon import Lexicon
from wordgames.plain import DataError
from wordgames.wordle.boards import BoardsGame, play_boards
from wordgames.wordle.feedback import score
from wordgames.wordle.rules import LOST, PLAYING, WON, GameError, Rules
from wordgames.wordle.strategies.boards import SummedEntropy

WORDS = ["crane", "slate", "trace", "crate", "react", "caret", "plant", "light", "might", "sight"]


@pytest.fixture(scope="module")
def ten() -> Lexicon:
    return Lexicon.from_words(WORDS)


def test_a_guess_goes_to_every_unsolved_board_until_all_are_solved(ten):
    game = BoardsGame(ten, ("light", "crane"))
    assert game.max_guesses == 7 and game.status == PLAYING
    assert game.guess("light") == [score("light", "light"), score("light", "crane")]
    assert game.boards[0].solved and not game.boards[1].solved
    assert game.boards[1].candidates == ["crane"]
    assert game.guess("crane") == [None, score("crane", "crane")]  # the solved board takes no more guesses
    assert [len(b.history) for b in game.boards] == [1, 2]
    assert game.status == WON and game.keyboards() == [None, None]
    with pytest.raises(GameError, match="over"):
        game.guess("slate")


def test_guesses_run_out_and_bad_games_are_refused(ten):
    game = BoardsGame(ten, ("light", "crane", "plant", "slate"), Rules(5, 2, boards=4))
    game.guess("might")
    with pytest.raises(GameError, match="already guessed"):
        game.guess("might")
    game.guess("light")
    assert game.status == LOST and game.guesses_left == 0
    for secrets in [("light",), ("light", "light"), ("light", "zzzzz")]:
        with pytest.raises(GameError):
            BoardsGame(ten, secrets)
    with pytest.raises(GameError, match="fewer than 8"):
        BoardsGame.new(Lexicon.from_words(WORDS[:5]), Rules(5, None, boards=8), random.Random(1))


def test_saved_games_replay(ten):
    game = BoardsGame.new(ten, Rules(5, None, boards=4), random.Random(3))
    game.guess("might")
    again = BoardsGame.from_data(ten, game.to_data())
    assert again.secrets == game.secrets and [b.history for b in again.boards] == [b.history for b in game.boards]
    data = game.to_data() | {"guesses": ["might", "might"]}
    with pytest.raises(DataError, match="already guessed"):
        BoardsGame.from_data(ten, data)
    with pytest.raises(DataError):
        BoardsGame.from_data(ten, game.to_data() | {"secrets": []})


@pytest.mark.parametrize("boards", [2, 4, 8])
def test_summed_entropy_wins_most_games_within_boards_plus_five(small_lexicon, boards):
    wins = 0
    for seed in range(3):
        game = BoardsGame.new(small_lexicon, Rules(5, None, boards=boards), random.Random(seed))
        play_boards(SummedEntropy(), game, random.Random(seed))
        wins += game.status == WON
        assert game.status != PLAYING and len(set(game.guesses)) == len(game.guesses)
    assert wins >= 2


def test_a_board_with_one_word_left_is_solved_first(ten):
    game = BoardsGame(ten, ("crane", "light"))
    game.guess("plant")  # CRANE's board: only CRANE scores 00220 among the ten
    assert len(game.boards[0].candidates) == 1
    assert SummedEntropy().next_guess(game.situations(), random.Random(1)) == "crane"


def test_each_board_has_its_own_keyboard_and_a_solved_one_none(ten):
    game = BoardsGame(ten, ("light", "crane"))
    game.guess("plant")
    light, crane = game.keyboards()
    assert (light["p"], light["l"], light["a"], light["t"]) == (0, 1, 0, 2)
    assert (crane["p"], crane["l"], crane["a"], crane["n"], crane["t"]) == (0, 0, 2, 2, 0)
    game.guess("light")
    assert game.keyboards()[0] is None and game.keyboards()[1]["g"] == 0


def test_in_sequence_a_guess_scores_only_the_open_board(ten):
    game = BoardsGame(ten, ("light", "crane", "plant", "sight"), sequence=True)
    assert game.guess("slate") == [score("slate", "light"), None, None, None]
    assert [game.is_open(i) for i in range(4)] == [True, False, False, False]
    assert game.keyboards()[1:] == [None, None, None] and game.keyboards()[0] is not None
    assert [len(b.history) for b in game.boards] == [1, 0, 0, 0]


def test_in_sequence_a_board_opens_with_the_earlier_guesses_scored(ten):
    game = BoardsGame(ten, ("light", "crane", "plant", "sight"), sequence=True)
    game.guess("crane")  # the second board's secret, guessed while it is closed
    # the second board opens, the earlier guess solves it at once, and the third opens too
    assert game.guess("light") == [score("light", "light"), None, score("light", "plant"), None]
    assert game.boards[1].solved
    assert [w for w, _ in game.boards[1].history] == ["crane"]
    assert [w for w, _ in game.boards[2].history] == ["crane", "light"]
    assert game.status == PLAYING and game.open_boards() == [game.boards[2]]
    assert game.guess("plant")[2:] == [score("plant", "plant"), score("plant", "sight")]
    assert [w for w, _ in game.boards[3].history] == ["crane", "light", "plant"]
    assert game.guess("sight")[3] == score("sight", "sight") and game.status == WON


def test_a_sequence_is_lost_when_the_last_board_is_not_solved_in_time(ten):
    game = BoardsGame(ten, ("light", "crane"), Rules(5, 2, boards=2), sequence=True)
    assert game.guess("light") == [score("light", "light"), score("light", "crane")]
    game.guess("slate")
    assert game.status == LOST and game.boards[0].solved and not game.boards[1].solved


def test_a_sequence_saves_and_replays_and_old_saves_load(ten):
    game = BoardsGame(ten, ("light", "crane", "plant", "sight"), sequence=True)
    game.guess("slate")
    game.guess("light")
    data = game.to_data()
    again = BoardsGame.from_data(ten, data)
    assert again.sequence and [b.history for b in again.boards] == [b.history for b in game.boards]
    assert again.is_open(1) and not again.is_open(2) and again.open_boards() == [again.boards[1]]
    old = {key: value for key, value in data.items() if key != "sequence"}
    assert not BoardsGame.from_data(ten, old).sequence
    assert "sequence" not in BoardsGame(ten, ("light", "crane")).to_data()
    with pytest.raises(DataError, match="sequence"):
        BoardsGame.from_data(ten, data | {"sequence": "yes"})
