"""The common pool of secrets: base forms a person knows at every length, widened (and said so) where few."""

from __future__ import annotations

import datetime

import pytest
from cli_support import run

from wordgames.plain import DataError
from wordgames.wordle.daily import daily_game
from wordgames.wordle.game import GuesserGame
from wordgames.wordle.rules import MIN_POOL, SHORT_POOL, Rules, common_pool, pool_note, secret_pool
from wordgames.wordle.share import decode_challenge, encode_challenge


@pytest.mark.parametrize("length", range(3, 21))
def test_every_length_has_a_pool_of_known_base_forms(lexicon, length):
    pool = common_pool(lexicon, length)
    assert pool.words and pool.words is secret_pool(lexicon, length, "common")
    assert not any(lexicon.is_inflected(w) or lexicon.is_abbreviation(w) or lexicon.is_offensive(w) for w in pool.words)
    assert all(0 < lexicon.size(w) for w in pool.words)
    widened = any(lexicon.size(w) > 50 for w in pool.words)
    assert widened == ("rarer" in pool.note)  # widened exactly when too few known words, and said so
    assert (len(pool.words) < SHORT_POOL) == (f"only {len(pool.words)} words" in pool.note)
    assert widened or len(pool.words) >= MIN_POOL or pool.note == ""


def test_the_five_letter_pool_is_the_size_of_a_curated_game(lexicon):
    pool = secret_pool(lexicon, 5, "common")
    assert 2_000 <= len(pool) <= 3_200 and pool_note(lexicon, 5) == ""
    for word in ("crane", "pants", "spoke", "tired", "glass", "older", "inner"):
        assert word in pool, word
    for word in ("crews", "books", "raged", "coded", "upped", "those", "caught", "uteri", "weest", "huger"):
        assert word not in pool, word
    assert not {"fellest", "woodener"} & set(secret_pool(lexicon, 7, "common") + secret_pool(lexicon, 8, "common"))
    assert "news" in secret_pool(lexicon, 4, "common") and "xviii" not in secret_pool(lexicon, 5, "common")
    assert pool_note(lexicon, 20, "all") == ""


def test_a_stored_game_or_link_naming_a_secret_outside_the_pools_still_plays(lexicon):
    """Games stored, and links made, before the pools changed: their secret (a plural here) plays on."""
    assert "crews" not in secret_pool(lexicon, 5, "common")
    game = GuesserGame(lexicon, "crews", Rules(5, 6, False, "common"))
    game.guess("crane")
    again = GuesserGame.from_data(lexicon, game.to_data())
    assert again.secret == "crews" and again.guess("crews").is_win
    assert decode_challenge(lexicon, encode_challenge("crews")) == "crews"
    daily = daily_game(lexicon, datetime.date(2026, 3, 1), Rules(5)).to_data() | {"secret": "raged"}
    assert GuesserGame.from_data(lexicon, daily).secret == "raged"
    with pytest.raises(DataError):
        GuesserGame.from_data(lexicon, daily | {"secret": "zzzzq"})


def test_the_command_line_prints_a_pool(lexicon, monkeypatch, capsys, tmp_path):
    status, out, err = run(["wordle", "pool", "--length", "7"], "", monkeypatch, capsys)
    assert status == 0 and out.split("\n")[:-1] == list(secret_pool(lexicon, 7, "common")) and err == ""
    status, out, err = run(["wordle", "pool", "--length", "19"], "", monkeypatch, capsys)
    assert status == 0 and "rarer" in err and len(out.split()) == len(secret_pool(lexicon, 19, "common"))
    listed = tmp_path / "mine.txt"
    listed.write_text("crane\ncrews\nslate\nab\n")
    status, out, err = run(["--dictionary", str(listed), "wordle", "pool", "--length", "5"], "", monkeypatch, capsys)
    assert status == 0 and out == "crane\ncrews\nslate\n"


def test_lists_show_known_words_first(lexicon):
    """The finder's, the solver's and the assistant's order: known words (commonest first), then rare
    ones; a rare word stays a word (issue 28: c?t gave cpt, cst, cwt first among the common)."""
    from wordgames.finder import Query, find

    listed = list(find(lexicon, Query.parse("c?t", "", "", 3, 3)).words(by_commonness=True))
    known = [w for w in listed if lexicon.is_known(w)]
    assert listed[: len(known)] == known and {"cat", "cut", "cot"} <= set(known) and "cwt" in listed[len(known) :]
    assert lexicon.rank("cat") > lexicon.rank("cwt") and "cwt" in lexicon


def test_the_pools_keep_to_the_commonness_floor(lexicon):
    """Issue 38: words of a large desk dictionary that few adults know stay out of the pools from 6 letters on."""
    for word in ("dankly", "styptic", "minuend", "catarrh", "pyorrhea"):
        assert word in lexicon and word not in secret_pool(lexicon, len(word), "common"), word
    for word in ("orange", "journey", "elephant", "beautiful"):
        assert word in secret_pool(lexicon, len(word), "common"), word
    for length in range(6, 16):  # the floor holds without widening, and the pool still serves a daily
        pool = common_pool(lexicon, length)
        assert len(pool.words) >= MIN_POOL and pool.note == ""
        assert set(pool.words) <= set(lexicon.words_known(length, floor=True))
