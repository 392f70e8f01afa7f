"""The Word Challenge game object: scrambling, attempts and their reasons, score, missed words."""

import random
from collections import Counter
from itertools import permutations

import pytest

from wordgames.challenge import ChallengeError, ChallengeGame, Rack, RackError, SolveRequest, solve
from wordgames.challenge.game import (
    ALREADY_FOUND,
    ASKED_SIZE,
    MISSING_LETTER,
    NOT_A_WORD,
    NOT_LETTERS,
    ROUND_SECONDS,
    ROUND_WORDS,
    TOO_SHORT,
    points,
    scramble,
)
from wordgames.plain import DataError
from wordgames.stats import ChallengeResult, Stats, record


@pytest.fixture
def game(small_lexicon):
    return ChallengeGame.new(small_lexicon, 7, random.Random(4))


def test_tiles_are_a_scrambled_dictionary_word(game, small_lexicon):
    assert len(game.tiles) == 7
    assert any(Counter(w) == Counter(game.tiles) for w in small_lexicon.words_of_length(7))
    assert game.tiles not in small_lexicon or len(set(game.tiles)) == 1


def test_answers_are_solver_words(game, small_lexicon):
    assert game.words == solve(small_lexicon, Rack.parse(game.tiles)).words
    assert set(game.answers) <= set(game.words) and len(game.answers) <= ROUND_WORDS + 1
    assert any(len(w) == 7 for w in game.answers)


def test_same_seed_same_game(small_lexicon):
    a = ChallengeGame.new(small_lexicon, 8, random.Random(11))
    b = ChallengeGame.new(small_lexicon, 8, random.Random(11))
    assert a.tiles == b.tiles


def test_accepted_word_scores_and_is_found(game):
    word = game.answers[0]
    attempt = game.attempt(word.upper() + " ")
    assert attempt.accepted and attempt.reason == "" and attempt.points == points(word, 7)
    assert game.score == attempt.points and game.found == [word]
    assert word not in game.missed


@pytest.mark.parametrize(
    "make_text, reason",
    [
        (lambda g: "zz", TOO_SHORT),
        (lambda g: "q" * 3 if "q" not in g.tiles else "z" * 3, MISSING_LETTER),
        (lambda g: next(w for w in map("".join, permutations(g.tiles, 3)) if w not in g.words), NOT_A_WORD),
        (lambda g: "<b>x</b>", NOT_LETTERS),
        (lambda g: "ab1", NOT_LETTERS),
    ],
)
def test_refusals_cost_nothing(game, make_text, reason):
    attempt = game.attempt(make_text(game))
    assert not attempt.accepted and attempt.reason == reason and attempt.points == 0
    assert game.score == 0 and game.found == []


def test_not_a_word_uses_only_rack_letters(small_lexicon):
    game = ChallengeGame(small_lexicon, "abracadabra", random.Random(1))
    assert game.attempt("aab").reason == NOT_A_WORD
    assert game.attempt("card").accepted
    assert game.attempt("card").reason == ALREADY_FOUND
    assert game.attempt("cards").reason == MISSING_LETTER


def test_give_up_lists_every_missed_word(game):
    game.attempt(game.answers[-1])
    missed = game.give_up()
    assert missed == game.answers[:-1]
    assert game.over and not game.attempt(game.answers[0]).accepted


def test_shuffle_keeps_the_tiles(game):
    before = Counter(game.tiles)
    game.shuffle()
    assert Counter(game.tiles) == before


def test_length_outside_game_range(small_lexicon):
    with pytest.raises(ChallengeError):
        ChallengeGame.new(small_lexicon, 5, random.Random(1))


def test_solve_request_checks_typed_text(small_lexicon):
    request = SolveRequest.parse(" AbraCadabra ", "4", "dc")
    assert request.must == "cd" and request.min_length == 4
    assert request.solve(small_lexicon).words == ("card",)
    for letters, shortest, must in [
        ("<script>", 3, ""),
        ("a" * 21, 3, ""),
        ("abc", "x", ""),
        ("abc", 2, ""),
        ("abc", 3, "z"),
        ("abc", 3, "a1"),
    ]:
        with pytest.raises(RackError):
            SolveRequest.parse(letters, shortest, must)
    assert SolveRequest.parse("ab?", 3, "z").must == "z"  # a blank can stand for it


# ----- a round a person can play (the full dictionary, with its commonness grades) -----


def test_a_round_asks_for_words_a_person_knows_and_not_abbreviations(lexicon):
    """The issue's round on FIENDISH asked for IDS, INS, DIS and FEDS: abbreviations, or words only a
    large dictionary lists. They are bonus words now; plurals of known words may still be asked."""
    game = ChallengeGame(lexicon, "fiendish", random.Random(1))
    assert {"ids", "ins", "dis", "feds"} <= set(game.words) and not {"ids", "ins", "dis", "feds"} & set(game.answers)
    assert {"fiend", "finds", "fiendish"} <= set(game.answers)
    game = ChallengeGame(lexicon, "sweater", random.Random(1))
    assert "eta" in game.words and "eta" not in game.answers and "tears" in game.answers


@pytest.mark.parametrize(
    "word, junk",
    [("cumulative", ["lca", "aclu"]), ("functional", ["ctf", "lca", "aclu"]), ("gracefully", ["fcy", "lca", "aclu"])],
)
def test_a_round_asks_common_words_only_and_takes_the_rest_as_bonus(lexicon, word, junk):
    game = ChallengeGame(lexicon, scramble(word, random.Random(1)), random.Random(1))
    assert len(game.words) > 400  # cumulative: 492 words, every one asked for until this round size
    assert word in game.answers and len(game.answers) <= ROUND_WORDS + 1
    assert all(lexicon.is_known(w) and 0 < lexicon.size(w) <= ASKED_SIZE for w in game.answers)
    for rare in junk:
        assert rare in game.words and rare not in game.answers
        attempt = game.attempt(rare)
        assert attempt.accepted and attempt.bonus and attempt.points == points(rare, 10)
    assert game.bonus == junk and game.found == [] and game.score == sum(points(w, 10) for w in junk)
    assert game.missed == game.answers


def test_the_solver_lists_every_word_a_round_leaves_out(lexicon):
    """The issue's BCD and CDR: the solver is a reference tool and lists them; a round on the tiles asks neither."""
    game = ChallengeGame(lexicon, scramble("described", random.Random(1)), random.Random(1))
    assert {"bcd", "cdr"} <= set(solve(lexicon, game.rack).words) and not {"bcd", "cdr"} & set(game.answers)


def test_points_grow_with_length_and_a_full_word_doubles():
    assert [points(w, 6) for w in ("cat", "cats", "coast")] == [90, 160, 250]
    assert points("coasts", 6) == 2 * 360


def test_a_full_length_word_opens_the_next_round_with_the_score_carried(lexicon):
    game = ChallengeGame.new(lexicon, 7, random.Random(3))
    short = next(w for w in game.answers if len(w) < 7)
    game.attempt(short)
    with pytest.raises(ChallengeError, match="next round"):
        game.next_round()
    game.give_up()
    with pytest.raises(ChallengeError, match="next round"):
        game.next_round()  # over, but no word used every tile
    game = ChallengeGame.new(lexicon, 7, random.Random(3))
    full = next(w for w in game.answers if len(w) == 7)
    game.attempt(short)
    game.attempt(full)
    assert game.qualified and not game.over
    game.give_up()
    second = game.next_round()
    assert (second.round, second.carried, second.score) == (2, game.score, game.score)
    assert len(second.tiles) == 7 and second.found == [] and second.time_left == ROUND_SECONDS


def test_finding_every_asked_word_ends_the_round(lexicon):
    game = ChallengeGame(lexicon, "sedtun", random.Random(1))
    for word in game.answers:
        game.attempt(word)
    assert game.over and game.missed == () and game.score == game.best_score


def test_time_is_spent_by_the_callers_clock(lexicon):
    game = ChallengeGame.new(lexicon, 6, random.Random(2))
    assert game.spend(0.5) == ROUND_SECONDS - 0.5 and not game.over
    for bad in (-1, "1", None):
        with pytest.raises(ChallengeError, match="seconds"):
            game.spend(bad)
    assert game.spend(ROUND_SECONDS) == 0 and game.over
    assert game.attempt(game.answers[0]).reason == "the game is over"
    with pytest.raises(ChallengeError, match="time left"):
        ChallengeGame(lexicon, "sedtun", random.Random(1), time_left=ROUND_SECONDS + 1)


# ----- untimed games, TextTwist's relaxed mode (issue 42, item 6) -----


def test_an_untimed_round_never_runs_out_and_its_next_round_is_untimed(small_lexicon):
    game = ChallengeGame.new(small_lexicon, 7, random.Random(4), timed=False)
    assert game.spend(10 * ROUND_SECONDS) == ROUND_SECONDS and not game.over
    full = next(w for w in game.words if len(w) == len(game.tiles))
    game.attempt(full)
    game.give_up()
    following = game.next_round()
    assert not following.timed and following.round == 2 and not following.spend(ROUND_SECONDS) == 0


def test_an_untimed_round_reads_back_untimed_and_a_round_saved_before_reads_back_timed(small_lexicon):
    game = ChallengeGame.new(small_lexicon, 7, random.Random(4), timed=False)
    data = game.to_data()
    assert data["timed"] is False
    assert not ChallengeGame.from_data(small_lexicon, data, random.Random(1)).timed
    timed = ChallengeGame.new(small_lexicon, 7, random.Random(4)).to_data()
    assert "timed" not in timed and ChallengeGame.from_data(small_lexicon, timed, random.Random(1)).timed
    with pytest.raises(DataError, match="untimed round has no clock"):
        ChallengeGame.from_data(small_lexicon, data | {"time_left": 10.0}, random.Random(1))


def test_untimed_games_count_apart_from_timed_ones(small_lexicon):
    stats = Stats()
    for timed in (True, False, False):
        game = ChallengeGame.new(small_lexicon, 7, random.Random(4), timed=timed)
        game.give_up()
        stats = record(stats, ChallengeResult.of(game))
    assert stats.challenge_record(7).played == 1 and stats.challenge_record(7, timed=False).played == 2
    assert Stats.from_data(stats.to_data()) == stats
