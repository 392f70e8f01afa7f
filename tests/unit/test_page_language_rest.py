"""Issue 37's leftovers a play-tester and the lead found: English refusals of one's own word list and of an
export, a challenge link's mode named by its id, counts that disagree with their nouns, and a negative zero."""

from __future__ import annotations

import pytest
from fake_dom import fresh_web

from wordgames import i18n
from wordgames.i18n import ENGLISH, number, percent, use_catalog
from wordgames_build.catalogs import mo_bytes, po_path, read_po


def speaking(code: str) -> None:
    use_catalog(code, mo_bytes(code, read_po(po_path(code).read_text(encoding="utf-8"))))


@pytest.mark.parametrize("code", ["en", "de", "pl"])
def test_no_number_is_written_as_a_negative_zero(code):
    try:
        if code != ENGLISH:
            speaking(code)
        said = [number(-0.001, 2), number(-0.0, 1), number(-0.04, 1), number(-0.0), percent(-0.001), number(-0.4)]
        negative = number(-0.005001, 2)
    finally:
        use_catalog(ENGLISH, None)
    assert not [text for text in said if text.startswith("-")], said
    assert negative.startswith("-") and negative.endswith("01"), negative  # a negative that shows stays negative


def test_the_lab_s_chart_tables_write_numbers_as_the_page_s_language_does():
    with fresh_web():
        from wordgames.web.lab.charts import ChartSpec, Series, table_rows

    spec = ChartSpec("k", "t", "line", "letters", "guesses", (Series("a", ((5, 3.4567), (6, -0.001))),))
    try:
        speaking("de")
        _, rows = table_rows(spec)
    finally:
        use_catalog(ENGLISH, None)
    assert rows == [["5", "3,46"], ["6", "0,00"]], rows


@pytest.mark.parametrize(
    ("code", "words", "named"),
    [("es", 1, "Adivinar"), ("pl", 1, "Zgaduj"), ("es", 4, "4 tableros"), ("en", 1, "Guesser"), ("en", 2, "2 boards")],
)
def test_a_challenge_link_s_notice_names_the_mode_as_its_button_does(code, words, named):
    from wordgames.web.engine_messages import retold
    from wordgames.wordle.modes import MODES, board_mode

    mode = "guesser" if words == 1 else board_mode(words)
    plural = "s" if words > 1 else ""
    notice = f"Ignored URL parameter mode=keeper: a challenge link plays its word{plural}, 6 letters, as a {mode} game."
    try:
        if code != ENGLISH:
            speaking(code)
        said = retold(notice)
        button = i18n._(MODES[mode].label) if words == 1 else MODES[mode].boards_name()
    finally:
        use_catalog(ENGLISH, None)
    assert named in said and mode not in said and button == named, said
