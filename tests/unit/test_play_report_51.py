"""A play-tester's findings in seven languages (session 51): Dutch tiles read out in English, a guess limit's
refusal in English, ß drawn as SS in one tile, and a Word Challenge word repeated without its accent."""

from __future__ import annotations

import re

from fake_dom import fresh_web

from wordgames.alphabet import Alphabet
from wordgames.i18n import ENGLISH, use_catalog
from wordgames.lexicon import Lexicon
from wordgames_build import ROOT
from wordgames_build.catalogs import mo_bytes, po_path, read_po


def speaking(code: str) -> None:
    use_catalog(code, mo_bytes(code, read_po(po_path(code).read_text(encoding="utf-8"))))


def test_dutch_tiles_are_read_out_in_dutch_though_dutch_writes_letter_as_english_does():
    with fresh_web():
        from wordgames.web.tiles import tile_label
    try:
        speaking("nl")
        dutch = tile_label(0, "z", "absent")
    finally:
        use_catalog(ENGLISH, None)
    assert dutch == "letter 1, z, afwezig", dutch
    assert tile_label(0, "z", "absent") == "1st letter, z, absent"


def test_a_refused_guess_limit_is_explained_in_the_pages_language():
    from wordgames.web.engine_messages import retold
    from wordgames.wordle.notation import NotationError, parse_guess_limit

    try:
        parse_guess_limit("99999999999999999999")
    except NotationError as reason:
        notice = f"Ignored URL parameter guesses='99999999999999999999': {reason}."
    try:
        speaking("ru")
        said = retold(notice)
    finally:
        use_catalog(ENGLISH, None)
    assert "whole number" not in said and "не целое число 1-99" in said, said  # the URL's own word stays: unlimited


def test_tiles_and_keys_show_capitals_as_written_so_that_sharp_s_is_one_letter():
    """CSS's uppercase turns the ß that ``capitals`` keeps into SS, two letters squeezed into one tile."""
    css = (ROOT / "static" / "style.css").read_text(encoding="utf-8")
    for rule in re.findall(r"(?m)^\.(?:tile|key) \{[^}]*\}", css):
        assert "uppercase" not in rule, rule


def test_a_word_taken_is_repeated_as_it_is_spelt_and_a_word_refused_as_typed():
    with fresh_web():
        from wordgames.web.challenge.game import echoed
    italian = Alphabet("abcdefghijklmnopqrstuvwxyz", (("ò", "o"), ("à", "a")))
    lexicon = Lexicon.from_words(
        ["però", "pelo", "città"], alphabet=italian, spellings={"pero": "però", "citta": "città"}
    )
    assert echoed(lexicon, "pero", True) == "PERÒ" and echoed(lexicon, "pelo", True) == "PELO"
    assert echoed(lexicon, "perx", False) == "PERX" and echoed(lexicon, "x" * 40, False) == "X" * 30 + "…"
