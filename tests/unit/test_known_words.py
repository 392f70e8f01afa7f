"""What the computer asks of a person uses words a person knows; what a person may think of is any word."""

import random
from pathlib import Path

import pytest

from wordgames.wordle.assistant import AssistantSession
from wordgames.wordle.familiar import TOLERANCE, familiar_words
from wordgames.wordle.feedback import score
from wordgames.wordle.game import KeeperGame
from wordgames.wordle.rules import PLAYING, WON, Rules, secret_pool
from wordgames.wordle.strategies import Situation, make_strategy

BOOK = Path(__file__).resolve().parents[2] / "static" / "openings.bin"


@pytest.fixture(scope="module")
def book():
    return BOOK.read_bytes()


@pytest.mark.parametrize("pool", ["common", "all"])
def test_keeper_finds_a_word_outside_the_common_pool(lexicon, book, pool):
    """The issue's QUOIN: colours given right for a rare word must never leave 'no word fits'."""
    assert "quoin" not in secret_pool(lexicon, 5, "common")
    game = KeeperGame(lexicon, Rules(5, None, pool=pool), make_strategy("best", book), random.Random(0))
    while game.status == PLAYING:
        assert not game.impossible, game.explain()
        game.answer(score(game.proposal, "quoin"))
    assert game.status == WON and game.history[-1][0] == "quoin"


def test_assistant_keeps_every_word_possible(lexicon, book):
    session = AssistantSession(lexicon, Rules(5, None), make_strategy("best", book), random.Random(0))
    for guess in ("crane", "pilot", "quoit"):
        session.add(guess, score(guess, "quoin"))
    assert "quoin" in session.candidates and not session.impossible
    assert session.suggestion() == "quoin"


def one_step_value(session, word):
    """``best``'s one-step estimate of the expected guesses after playing ``word`` in this session."""
    from wordgames.wordle.strategies.estimate import constants_for
    from wordgames.wordle.strategies.lookahead import one_step
    from wordgames.wordle.strategies.partition import CandidateIndex

    index = CandidateIndex(session.targets)
    return one_step(index.sizes_by_code(word), len(index), index.win_code, constants_for(session.length))


def test_suggestions_prefer_a_common_word_nearly_as_good(lexicon, book):
    """The issue's CRANG: best's probe after TARES 00011 in the common pool (PEINE since the editor's allow-list,
    SLIPE with issue 38's pools, POIND before) gives way to a familiar word nearly as good."""
    session = AssistantSession(lexicon, Rules(5, None), make_strategy("best", book), random.Random(0))
    session.add("tares", "00011")
    situation = Situation(session.knowledge, lexicon.words_of_length(5), session.targets)
    assert make_strategy("best", book).next_guess(situation, random.Random(0)) == "peine"
    suggestion = session.suggestion()
    assert suggestion in familiar_words(lexicon, 5)
    assert one_step_value(session, suggestion) <= one_step_value(session, "slipe") + TOLERANCE


def test_an_opening_among_every_word_prefers_a_common_word(lexicon, book):
    """The issue's SAQIB: clique's opener when the secret may be any word (pool all, 15,920
    candidates) gives way to a common word nearly as good, in the keeper and the assistant."""
    session = AssistantSession(lexicon, Rules(5, None, pool="all"), make_strategy("clique", book), random.Random(0))
    situation = Situation(session.knowledge, lexicon.words_of_length(5), session.targets)
    assert make_strategy("clique", book).next_guess(situation, random.Random(0)) == "saqib"
    suggestion = session.suggestion()
    assert suggestion in familiar_words(lexicon, 5)
    assert one_step_value(session, suggestion) <= one_step_value(session, "saqib") + TOLERANCE
    game = KeeperGame(lexicon, Rules(5, None, pool="all"), make_strategy("clique", book), random.Random(0))
    assert game.proposal == suggestion


def test_a_rare_word_is_suggested_when_it_is_the_secret(lexicon, book):
    """Once only rare words fit, the suggestion is one of them (DILOS, SAQIB: the person may mean it)."""
    session = AssistantSession(lexicon, Rules(5, None), make_strategy("best", book), random.Random(0))
    for guess in ("tares", "pilum", "snowk", "bilos"):
        session.add(guess, score(guess, "dilos"))
    assert session.candidates == ["dilos"] and session.suggestion() == "dilos"


def test_the_likely_list_puts_the_pool_and_common_words_first(lexicon, book):
    session = AssistantSession(lexicon, Rules(5, None), make_strategy("best", book), random.Random(0))
    session.add("crane", "00000")
    likely = session.likely
    assert sorted(likely) == session.candidates
    common = set(secret_pool(lexicon, 5, "common"))
    first_rare = next(i for i, w in enumerate(likely) if w not in common)
    assert all(w not in common for w in likely[first_rare:])
    grades = [lexicon.grade(w) for w in likely[:first_rare]]
    assert grades == sorted(grades, reverse=True)


def test_frequent_names_abbreviations_and_foreign_words_are_not_common(lexicon):
    """The issue's junk (rounds asked JAMES, CPI, ICH, SEN, MAE; targets CTF, LCA, ACLU): words
    wordfreq finds often in text but no dictionary for people lists. They stay valid words."""
    junk = ("james", "cpi", "ich", "sen", "mae", "ctf", "fcy", "lca", "aclu", "crang", "dilos", "saqib", "seora")
    for word in junk:
        assert word in lexicon and word not in secret_pool(lexicon, len(word), "common"), word
    for word in ("bells", "crews", "raged", "xviii"):  # plurals, verb forms, roman numerals: words, no secrets
        assert word in lexicon and word not in secret_pool(lexicon, len(word), "common"), word
    for word in ("crane", "bell", "planet", "ocean", "romance", "ace", "news"):
        assert word in secret_pool(lexicon, len(word), "common"), word
