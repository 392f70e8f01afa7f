"""A figure inside an engine sentence the page retells (web/tool_refusals.py, engine_messages.py) reaches the
player in the page's number form (i18n.number): '12,345 lines' in English is '12.345' in German."""

from __future__ import annotations

import pytest

from wordgames.i18n import ENGLISH, use_catalog
from wordgames.web.engine_messages import retold
from wordgames.web.tool_refusals import figure
from wordgames_build.catalogs import mo_bytes, po_path, read_po

NNBSP = "\u202f"


def speaking(code: str) -> None:
    use_catalog(code, mo_bytes(code, read_po(po_path(code).read_text(encoding="utf-8"))))


@pytest.mark.parametrize(
    ("code", "written"),
    [("de", ("12.345", "3,25", "7")), ("fr", (f"12{NNBSP}345", "3,25", "7")), ("ru", ("12\xa0345", "3,25", "7"))],
)
def test_an_english_figure_is_written_in_the_language(code, written):
    try:
        speaking(code)
        assert (figure("12,345"), figure("3.25"), figure("7")) == written
    finally:
        use_catalog(ENGLISH, None)


def test_a_retold_refusal_writes_its_figures_as_the_page_language_does():
    try:
        speaking("de")
        said = retold("the list has 123,456 lines; at most 100,000 are read")
        assert "123.456" in said and "100.000" in said and "," not in said, said
        said = retold("a daily's number is 1-9,999, not 12345")
        assert "1-9.999" in said and said.endswith("12345"), said  # what the player typed stays as typed
    finally:
        use_catalog(ENGLISH, None)
    assert retold("the list has 123,456 lines; at most 100,000 are read") == (
        "the list has 123,456 lines; at most 100,000 are read"
    )


def test_a_word_challenge_attempt_s_refusal_is_retold():
    """The reasons of web/challenge/game.py's "Nothing made: …" line (wordgames/challenge/game.py) in German."""
    from wordgames.challenge import game

    reasons = [game.NOT_A_WORD, game.MISSING_LETTER, game.TOO_SHORT, game.ALREADY_FOUND, game.EMPTY, game.GAME_OVER]
    try:
        speaking("de")
        told = [retold(reason) for reason in [*reasons, game.NOT_LETTERS]]
    finally:
        use_catalog(ENGLISH, None)
    assert told[:2] == ["kein Wort", "verwendet einen Buchstaben, den du nicht hast"]
    assert not set(told) & {*reasons, game.NOT_LETTERS}, told
    assert told[-1] == "nur Buchstaben a-z", told[-1]
