"""The finder card on CPython (web/challenge/finder.py over the stand-in DOM): a newer search, even one refused,
replaces a first search still preparing its texts, whose answer then never shows."""

from __future__ import annotations

import asyncio
import importlib
from types import SimpleNamespace

import pytest
from fake_dom import fire, fresh_web, run_loop

from wordgames.lexicon import Lexicon


def test_a_refused_pattern_replaces_a_first_search_still_preparing(asset_bytes):
    with fresh_web() as (document, _window):
        finder = importlib.import_module("wordgames.web.challenge.finder")
        dom = importlib.import_module("wordgames.web.dom")
        by_id = document.getElementById
        lexicon = Lexicon.from_bytes(asset_bytes)  # fresh: no texts yet, so a first `*ing` prepares them in slices

        async def scenario() -> None:
            view = finder.FinderView(SimpleNamespace(lexicon=lexicon))
            view.bind()
            by_id("finder-min").value = "3"  # a browser's select shows its first option; the stand-in has no default
            by_id("finder-pattern").value = "*ing"
            fire(by_id("finder-form"), "submit")
            assert by_id("finder-message").textContent.startswith("Searching")
            by_id("finder-pattern").value = "in g"  # refused: a space
            fire(by_id("finder-form"), "submit")
            refusal = by_id("finder-message").textContent
            assert refusal.startswith("Not searched")
            while dom._tasks:  # the first search's slices, to their end
                await asyncio.gather(*dom._tasks)
            assert by_id("finder-message").textContent == refusal
            assert by_id("finder-summary").textContent == "", "the first search's answer was drawn over the refusal"

        run_loop(scenario())


# Play-test 52: Polish read "Liter: 3-20" and "Liter: 7 · 1 słowo" (and "rzadkich pominiętych: 8"); a count of
# letters, and of rare words left out, reads as the language says it.
LETTERS = {
    "en": ("1 letter", "3 letters", "7 letters", "3–20 letters", " · 8 rare left out"),
    "pl": ("1 litera", "3 litery", "7 liter", "3–20 liter", " · 8 rzadkich pominiętych"),
    "ru": ("1 буква", "3 буквы", "7 букв", "3–20 букв", " · 8 редких не показано"),
    "de": ("1 Buchstabe", "3 Buchstaben", "7 Buchstaben", "3–20 Buchstaben", " · 8 seltene ausgelassen"),
    "el": ("1 γράμμα", "3 γράμματα", "7 γράμματα", "3–20 γράμματα", " · 8 σπάνιες παραλείφθηκαν"),
}


@pytest.mark.parametrize("code", list(LETTERS))
def test_a_count_of_letters_reads_as_the_language_says_it(code):
    from wordgames.i18n import ENGLISH, use_catalog
    from wordgames_build.catalogs import mo_bytes, po_path, read_po

    with fresh_web():
        finder = importlib.import_module("wordgames.web.challenge.finder")
        try:
            if code != ENGLISH:
                use_catalog(code, mo_bytes(code, read_po(po_path(code).read_text(encoding="utf-8"))))
            shown = tuple(finder.letters_text(*lengths) for lengths in ((1,), (3,), (7,), (3, 20)))
            shown += (finder.rare_note(8, shown=False),)
        finally:
            use_catalog(ENGLISH, None)
    assert shown == LETTERS[code]
