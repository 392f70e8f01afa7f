"""Watching a game: the moves of automatic mode's game for the seed, each with its alternatives scored."""

from __future__ import annotations

import pytest

from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.rules import Rules
from wordgames.wordle.simulate import simulate_lexicon
from wordgames.wordle.strategies import Situation, make_strategy
from wordgames.wordle.tally import SimulationError
from wordgames.wordle.watch import WatchedGame, alternatives


def play_out(game: WatchedGame) -> list:
    moves = []
    while (move := game.step()) is not None:
        moves.append(move)
    return moves


@pytest.mark.parametrize(("name", "length", "seed"), [("letter-frequency", 5, 3), ("entropy", 6, 8), ("best", 4, 1)])
def test_a_drawn_game_is_the_command_lines_game_for_the_seed(small_lexicon, name, length, seed):
    game = WatchedGame.drawn(small_lexicon, Rules(length, None), make_strategy(name), seed)
    moves = play_out(game)
    (expected,) = simulate_lexicon(small_lexicon, Rules(length, None), make_strategy(name), games=1, seed=seed).records
    assert [m.turn.guess for m in moves] == list(expected.guesses) == list(game.record.guesses)
    assert [len(m.turn.left) for m in moves] == list(expected.candidates_after)
    assert game.over and game.step() is None and moves[-1].turn.pattern.is_win


def test_alternatives_are_ranked_and_hold_the_move_played(small_lexicon):
    game = WatchedGame.of_secret(small_lexicon, "plant", make_strategy("letter-frequency"), 2)
    first = game.step()
    scores = [a.expected_left for a in first.alternatives]
    assert first.turn.guess in [a.guess for a in first.alternatives]
    best = first.alternatives[:5]
    assert [a.expected_left for a in best] == sorted(a.expected_left for a in best)
    assert all(a.bits > 0 for a in best) and len(scores) in (5, 6)
    situation = first.turn.before
    index_best = alternatives(situation, best[0].guess)[0]
    assert index_best == best[0]


def test_a_secret_alone_in_its_class_is_expected_to_leave_nothing(small_lexicon):
    words = small_lexicon.words_of_length(5)
    (only,) = alternatives(Situation(Knowledge.empty(5), words, ["plant"]), "plant", count=1)
    assert (only.guess, only.expected_left, only.bits, only.could_win) == ("plant", 0.0, 0.0, True)


def test_a_word_not_in_the_dictionary_is_refused(small_lexicon):
    with pytest.raises(SimulationError, match="XYZZY is not in the dictionary"):
        WatchedGame.of_secret(small_lexicon, "xyzzy", make_strategy("best"), 1)
