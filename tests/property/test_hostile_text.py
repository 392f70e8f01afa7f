"""Random Unicode of every category (surrogates, marks, controls, emoji, every script) into every entry point
of the engine and the command line, in English and in the packs' alphabets: a value or one clear error, never
an exception a person would see as a traceback (issue 43, item 6)."""

from __future__ import annotations

import io
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordgames import cli
from wordgames.alphabet import ENGLISH
from wordgames.challenge import Rack
from wordgames.challenge.request import SolveRequest
from wordgames.finder import Query
from wordgames.lexicon import Lexicon
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.notation import parse_move
from wordgames.wordle.rules import check_guess
from wordgames.wordlist import read_word_list
from wordgames_build.languages.packs import PACKS

ALPHABETS = [ENGLISH, *(pack.alphabet for pack in PACKS)]
# Any code point, and text built mostly of the characters that trouble word games.
TROUBLE = "aeñß\u0303\u0301\u200b\u200d\u200f\ufeffİıǅẞ\u0430\u03c3\u03c2 ?*:\n\x00\U0001f44d\U0001f3fd"
hostile = st.text(st.characters(codec=None), max_size=30) | st.text(st.sampled_from(TROUBLE), max_size=30)
ENTRY_POINTS = {
    "fold": lambda text, alphabet: alphabet.fold(text),
    "rack": lambda text, alphabet: Rack.parse(text, alphabet=alphabet),
    "solver": lambda text, alphabet: SolveRequest.parse(text, 3, text, alphabet=alphabet),
    "finder": lambda text, alphabet: Query.parse(text, text, text, alphabet=alphabet),
    "move": lambda text, alphabet: parse_move(text + ":00000", alphabet),
}


@pytest.mark.parametrize("entry", ENTRY_POINTS)
@settings(max_examples=150, deadline=None)
@given(text=hostile, alphabet=st.sampled_from(ALPHABETS))
def test_every_engine_entry_point_gives_a_value_or_its_error(entry, text, alphabet):
    try:
        ENTRY_POINTS[entry](text, alphabet)
    except ValueError as refusal:  # every engine error is a ValueError whose message says why
        assert str(refusal) and "Traceback" not in str(refusal)


@settings(max_examples=100, deadline=None)
@given(text=hostile)
def test_a_guess_of_any_text_is_a_word_or_a_game_error(text):
    lexicon = Lexicon.from_words(["crane", "slate", "niño"])
    try:
        assert check_guess(lexicon, Knowledge.empty(5), text) in lexicon
    except ValueError as refusal:
        assert str(refusal)


@settings(max_examples=60, deadline=None)
@given(lines=st.lists(hostile, max_size=8))
def test_an_uploaded_list_of_any_text_is_read_or_refused(lines):
    try:
        read_word_list("\n".join(["crane", "кошка", *lines]))
    except ValueError as refusal:
        assert str(refusal)


@pytest.fixture(scope="module")
def small_dictionary(tmp_path_factory):
    path = tmp_path_factory.mktemp("words") / "words.txt"
    path.write_text("crane\nslate\ntrace\ncrate\nreact\nnacre\ncaner\n")
    return str(path)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=hostile, command=st.sampled_from(["challenge", "find", "feedback", "candidates", "define"]))
def test_the_command_line_answers_any_text_with_an_answer_or_one_line(
    text, command, small_dictionary, monkeypatch, capsys
):
    argv = {"feedback": [text, "crane"], "candidates": [text + ":00000"]}.get(command, [text])
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    status = cli.main(["--dictionary", small_dictionary, command, "--", *argv])
    out, err = capsys.readouterr()
    assert status in (0, 1, 2), err
    assert "Traceback" not in err and "internal error" not in err, err
    assert status != 2 or len(err.strip().splitlines()) == 1, err
