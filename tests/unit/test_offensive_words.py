"""Offensive words are valid guesses but never a secret, a rack word or a word a round asks for."""

import datetime
import random

import pytest

from wordgames.challenge import ChallengeGame, Rack, solve
from wordgames.finder import Query, find
from wordgames.lexicon import COMMON_GRADE, Lexicon
from wordgames.plain import DataError
from wordgames.wordle.daily import daily_secret
from wordgames.wordle.game import GuesserGame
from wordgames.wordle.rules import Rules, secret_pool
from wordgames.wordle.share import decode_challenge, encode_challenge
from wordgames_build.dictionary import offensive_policy

WORDS = ["bitch", "birch", "crane", "quoin", "twat", "twin", "wait", "bitchy", "chit", "itch", "bit", "hit", "tic"]
FLAGGED = ["bitch", "twat", "bitchy"]


@pytest.fixture(scope="module")
def flagged():
    grades = dict.fromkeys(WORDS, COMMON_GRADE + 2) | {"quoin": 0}
    return Lexicon.from_bytes(Lexicon.from_words(WORDS, grades, FLAGGED).to_bytes())


def test_the_flag_survives_the_asset_and_leaves_the_grade(flagged):
    assert [w for w in WORDS if flagged.is_offensive(w)] == FLAGGED
    assert flagged.grade("bitch") == flagged.grade("birch") == COMMON_GRADE + 2
    assert "bitch" in flagged and not flagged.is_offensive("zzzzz")
    assert flagged.words_to_ask(5) == ("birch", "crane", "quoin")
    assert flagged.words_to_ask(5, COMMON_GRADE) == ("birch", "crane")
    assert flagged.words_to_ask(3) is flagged.words_of_length(3)  # nothing left out: the same tuple


def test_never_a_secret(flagged):
    for pool in ("common", "all"):
        assert "bitch" not in secret_pool(flagged, 5, pool) and "twat" not in secret_pool(flagged, 4, pool)
    secrets = {GuesserGame.new(flagged, Rules(4, pool="all"), random.Random(seed)).secret for seed in range(50)}
    assert secrets == {"chit", "itch", "twin", "wait"}
    day = datetime.date(2026, 3, 1)
    assert {daily_secret(flagged, 5, day + datetime.timedelta(days=k)) for k in range(60)} <= {"birch", "crane"}
    game = GuesserGame(flagged, "crane")
    assert game.guess("bitch").digits == "00010"  # still a word a player may guess


def test_never_a_challenge_word(flagged):
    assert decode_challenge(flagged, encode_challenge("crane")) == "crane"
    with pytest.raises(DataError, match="not one a game asks"):
        decode_challenge(flagged, encode_challenge("bitch"))


def test_never_a_rack_word_nor_asked_for(flagged):
    game = ChallengeGame(flagged, "hcytib", random.Random(1))  # the tiles of BITCHY
    assert "bitchy" in game.words and not {"bitchy", "bitch"} & set(game.answers)
    attempt = game.attempt("bitch")
    assert attempt.accepted and attempt.bonus
    with pytest.raises(Exception, match="no 6-letter"):
        ChallengeGame.new(flagged, 6, random.Random(1))  # BITCHY is its only 6-letter word


def test_the_built_dictionary_flags_the_pinned_list(lexicon):
    """better-profanity 0.7.0's single words that are in words_alpha, with the curated slurs, less the
    ordinary words (wordgames_build/offensive-words.txt), are flagged."""
    flagged = [w for n in lexicon.lengths() for w in lexicon.words_of_length(n) if lexicon.is_offensive(w)]
    assert 400 <= len(flagged) <= 550 and {"bitch", "twat", "whore", "squaw", "coolie", "midget"} <= set(flagged)
    assert not {"crane", "quoin", "cat", "organ", "vodka", "drunk", "strip", "ovary"} & set(flagged)
    for length in (4, 5, 6):
        for pool in ("common", "all"):
            assert not set(secret_pool(lexicon, length, pool)) & set(flagged)


def test_no_pool_daily_or_asked_word_is_a_listed_slur(lexicon):
    """Issue 38: the curated slurs and insults are in no pool, no daily from 2026-11-28 on, no round's asked words."""
    slurs = offensive_policy()["slurs"]
    assert {"squaw", "coolie", "mulatto", "gyp", "gypsy", "midget", "spastic", "cretin", "cripple", "lynch"} <= slurs
    for length in range(3, 21):
        assert not set(secret_pool(lexicon, length, "common")) & slurs
    for n in range(60):
        assert daily_secret(lexicon, 6, datetime.date(2026, 11, 28) + datetime.timedelta(days=n)) not in slurs
    rng = random.Random(38)
    for _ in range(60):
        game = ChallengeGame.new(lexicon, 7, rng)
        assert not set(game.answers) & slurs
    rack = ChallengeGame.new(lexicon, 8, random.Random(1))
    assert rack.answers  # and the words "imbecile", "cripple" can never be asked:
    assert lexicon.is_offensive("imbecile") and lexicon.is_offensive("cripple")


def test_ordinary_words_are_back_in_the_pool(lexicon):
    pool = set(secret_pool(lexicon, 5, "common"))
    assert {"organ", "vodka", "drunk", "strip", "ovary"} <= pool
    assert "squaw" not in pool and "gypsy" not in pool


def test_grades_leave_the_flag_out(flagged):
    """The finder orders by ``grades_of_length``: an offensive word ranks by its commonness, not first."""
    assert list(flagged.grades_of_length(5)) == [flagged.grade(w) for w in flagged.words_of_length(5)]
    by_commonness = list(find(flagged, Query.parse("?????")).words(5, by_commonness=True))
    assert by_commonness == ["birch", "bitch", "crane", "quoin"]  # graded alike: alphabetically; QUOIN is rare


def test_the_solver_lists_every_word(flagged):
    """The solver is a reference tool: offensive words are listed, though no round asks for them."""
    assert {"bitch", "bitchy"} <= set(solve(flagged, Rack.parse("hcytib")).words)
