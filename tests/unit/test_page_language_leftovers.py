"""Issue 37's last English and language faults on translated pages: URL notices, transfer and link refusals,
the scripts a word list mixes, the daily's label in a shared result, the keeper's colour keys, the
assistant's ask, counts of 1, and Polish written without a masculine-only past tense."""

from __future__ import annotations

import re

import pytest

from wordgames.i18n import ENGLISH, ngettext, use_catalog
from wordgames.web.engine_messages import retold
from wordgames_build.catalogs import mo_bytes, po_path, read_po, source_messages

NOTICES = [
    "Ignored URL parameter lang='xx': not one of en, es, fr, de.",
    "This daily link does not work ('2020-13-01' is not a date written YYYY-MM-DD); here is a new game.",
    "Ignored unknown URL parameter 'boards'.",
    "Ignored URL parameter daily='2020-13-01': '2020-13-01' is not a date written YYYY-MM-DD.",
    "Ignored URL parameter length='99': not a length 3-20.",
    "the code is damaged (a character changed, added or left out)",
    "word length must be 3-20, not 1",
    "HELLO is not in the dictionary",
]


def speaking(code: str) -> None:
    use_catalog(code, mo_bytes(code, read_po(po_path(code).read_text(encoding="utf-8"))))


@pytest.mark.parametrize("code", ["es", "pl", "el"])
def test_url_notices_and_link_and_transfer_refusals_are_retold(code):
    try:
        speaking(code)
        told = [retold(text) for text in NOTICES]
    finally:
        use_catalog(ENGLISH, None)
    for english, said in zip(NOTICES, told, strict=True):
        assert said != english, (code, said)
        assert not re.search(r"\b(Ignored|parameter|not one of|does not work|damaged|dictionary|written)\b", said), said
    assert "'xx'" in told[0] and "'boards'" in told[2]  # what the URL said stays as it was
    assert [retold(text) for text in NOTICES] == NOTICES  # English as the engine said it


def test_the_scripts_a_list_mixes_are_named_in_the_page_language():
    try:
        speaking("es")
        said = retold("the words mix scripts (CYRILLIC, LATIN): one script a list")
    finally:
        use_catalog(ENGLISH, None)
    assert "CYRILLIC" not in said and "cirílico" in said and "latino" in said, said


def test_a_refused_count_is_written_as_spanish_writes_it():
    try:
        speaking("es")
        said = retold("a pattern may have at most 100 characters, not 5,000")
    finally:
        use_catalog(ENGLISH, None)
    assert said.endswith("no 5000"), said


def test_the_shared_result_names_the_daily_in_the_page_language(lexicon):
    from wordgames.wordle.boards import BoardsGame
    from wordgames.wordle.rules import Rules
    from wordgames.wordle.share import share_text

    game = BoardsGame(lexicon, ("crane", "slate"), Rules(5, 5, boards=2), daily=333)
    for guess in ("slate", "crane"):
        game.guess(guess)
    try:
        speaking("es")
        from wordgames.i18n import _

        text = share_text(game, variant="2 boards", language="Español", daily=_("Daily #{number}"))
    finally:
        use_catalog(ENGLISH, None)
    # The product as the page's title names it (play-test 52: "Word Games 5 · Español" under "Juegos de palabras").
    assert text.startswith("Juegos de palabras 5 · Español · 2 boards · ") and "Daily" not in text, text
    assert "333" in text and text.endswith("2/5\n\n2️⃣1️⃣"), text


def test_the_shared_result_names_the_mode_in_the_page_language():
    from wordgames.web.wordle.mode import shared_variant
    from wordgames.wordle.modes import MODES

    names = ("guesser", "dordle", "adversary", "keeper")
    try:
        speaking("es")
        said = [shared_variant(MODES[name]) for name in names]
    finally:
        use_catalog(ENGLISH, None)
    assert said == ["", "2 tableros", "Adversario", "Guardián"], said
    assert [shared_variant(MODES[name]) for name in names] == ["", "2 boards", "Adversary", "Keeper"]


def test_the_page_marks_the_keeper_keys_and_the_assistant_s_ask():
    ids = {message.msgid for message in source_messages()}
    assert {"0 grey", "1 yellow", "2 green", "tap {word}'s tiles to colour them; all grey? Enter again"} <= ids


@pytest.mark.parametrize(("code", "wrong"), [("es", ("1 jugadas", "1 ganadas")), ("el", ("1 παιχνίδια", "1 νίκες"))])
def test_a_count_of_one_agrees(code, wrong):
    try:
        speaking(code)
        from wordgames.i18n import _

        daily = _("Daily words: {played} played, {wins} won · daily streak {streak} (best {best})")
        line = daily.format(played=1, wins=1, streak=1, best=1)
        rare = [ngettext(text, text, 1).format(count=1) for text in ("{count} rare left out", "({count} rare)")]
        archive = _("Archive games count apart from your statistics and daily streak: {played} played, {won} won.")
        line += archive.format(played=1, won=1)
    finally:
        use_catalog(ENGLISH, None)
    assert not any(text in line for text in wrong), line
    assert not any(plural in said for said in rare for plural in ("1 raras", "1 σπάνιες")), rare


def test_polish_says_no_masculine_only_past_tense_to_the_player():
    masculine = re.compile(r"\b\w+(łeś|łbyś)\b|\bPoddałeś\b")
    said = [text for entry in read_po(po_path("pl").read_text(encoding="utf-8")) for text in entry.strings]
    assert not [text for text in said if masculine.search(text)]


@pytest.mark.parametrize("code", ["es", "pl", "el"])
def test_a_daily_played_before_is_said_in_the_page_language(code):
    """The English "You played Daily #60 (2026-03-01) already." reached the Spanish result dialog."""
    from fake_dom import fresh_web

    with fresh_web():
        import importlib

        dialog = importlib.import_module("wordgames.web.wordle.daily_dialog")
        try:
            speaking(code)
            from wordgames.i18n import _

            daily = _("Daily #{number}").format(number=60)
            said = [dialog.played_note(60), dialog.played_note(60, unfinished=True)]
        finally:
            use_catalog(ENGLISH, None)
    for text in said:
        assert daily in text and "2026-03-01" in text and "played" not in text, text
