"""Hostile text in every language (issue 43, item 6): the same word as its composed form where the pack
says so, else one clear message naming what cannot be seen or is a look-alike."""

from __future__ import annotations

import pytest
from cli_support import one_error_line, run

from wordgames.alphabet import ENGLISH
from wordgames.challenge import Rack
from wordgames.characters import named, refused
from wordgames.finder import Query
from wordgames.wordle.notation import NotationError, parse_move
from wordgames_build.languages.packs import PACKS

ALPHABETS = {pack.code: pack.alphabet for pack in PACKS}


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("ca\u200dfe", "U+200D ZERO WIDTH JOINER"),
        ("\u200fcrane", "U+200F RIGHT-TO-LEFT MARK"),
        ("cr\u0430ne", "'а' (U+0430 CYRILLIC SMALL LETTER A)"),  # a Cyrillic look-alike in a Latin word
        ("\U0001f44d\U0001f3fd", "'\U0001f44d' '\U0001f3fd'"),  # an emoji with a skin tone: visible, quoted
        ("a\u0301\u0301", "U+0301 COMBINING ACUTE ACCENT"),  # a lone mark, once however often typed
        ("c\x00t", "U+0000 a control character"),
        ("c t", "U+0020 SPACE"),
        ("café", "'é'"),
    ],
)
def test_a_refused_character_is_named_so_a_person_can_tell_it(text, shown):
    assert refused(text, ENGLISH) == shown


def test_a_latin_letter_in_a_russian_word_is_named_as_a_look_alike():
    assert named("a", ALPHABETS["ru"]) == "'a' (U+0061 LATIN SMALL LETTER A)"
    assert refused("мaма", ALPHABETS["ru"]) == "'a' (U+0061 LATIN SMALL LETTER A)"


@pytest.mark.parametrize(
    ("code", "typed", "meant"),
    [
        ("es", "nin\u0303o", "niño"),  # ñ typed as n + a combining tilde (macOS file names, some pastes)
        ("es", "NIÑO", "niño"),
        ("de", "STRAẞE", "straße"),  # the capital ẞ is ß, never SS
        ("fr", "E\u0301COLE", "ecole"),  # decomposed É, folded as French folds é
        ("el", "ΛΌΓΟΣ", "λογοσ"),  # a word-final capital sigma, folded as the pack says
    ],
)
def test_typed_forms_fold_to_the_packs_letters(code, typed, meant):
    alphabet = ALPHABETS[code]
    assert alphabet.fold(typed) == meant
    assert alphabet.is_word(alphabet.fold(typed))


@pytest.mark.parametrize("typed", ["İstanbul", "ıstanbul", "ǅungla", "\u200bcrane", "a" + "\u0301" * 20])
def test_what_english_cannot_spell_gets_one_message_from_every_entry_point(typed):
    for parse in (Rack.parse, Query.parse):
        with pytest.raises(ValueError, match="not "):
            parse(typed)
    with pytest.raises(NotationError, match="letters a-z, not "):
        parse_move(typed + ":00000")


def test_the_command_line_names_the_look_alike(monkeypatch, capsys):
    line = one_error_line(*run(["challenge", "cr\u0430ne"], monkeypatch=monkeypatch, capsys=capsys))
    assert "U+0430 CYRILLIC SMALL LETTER A" in line


def test_definitions_in_another_language_point_to_its_wiktionary(monkeypatch, capsys):
    line = one_error_line(*run(["--language", "es", "define", "niño"], monkeypatch=monkeypatch, capsys=capsys))
    assert "English only" in line and "https://es.wiktionary.org/wiki/ni%C3%B1o" in line


@pytest.mark.parametrize("code", ["xx", "../../etc", "", "ру"])
def test_an_unknown_language_is_refused_before_anything_runs(code, monkeypatch, capsys):
    line = one_error_line(*run(["--language", code, "define", "x"], monkeypatch=monkeypatch, capsys=capsys))
    assert "no language" in line and "the codes are en, es" in line


@pytest.mark.parametrize("typed", ["", "  "])
def test_an_empty_word_is_refused_without_a_dangling_not(typed, monkeypatch, capsys):
    line = one_error_line(*run(["feedback", typed, "crane"], monkeypatch=monkeypatch, capsys=capsys))
    assert line.endswith("must be letters a-z only"), line
