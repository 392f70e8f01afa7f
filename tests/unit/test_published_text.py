"""The Lab's Published results in the page's language (web/lab/published_text.py): every title, sentence and
figure of wordgames/comparisons.py said in each catalog's language, its numbers in the page's form."""

from __future__ import annotations

import re

import pytest
from fake_dom import fresh_web

from wordgames.comparisons import COMPARISONS
from wordgames.i18n import ENGLISH, LANGUAGES, use_catalog
from wordgames.published import AVERAGE_GUESSES, CPP_TRIE_MS
from wordgames_build.catalogs import mo_bytes, po_path, read_po

CODES = [code for code in LANGUAGES if code != ENGLISH]


def texts() -> list[str]:
    """Every text a comparison shows but its measurements and commands (file names, commits, dates), and the
    sources the charts name under the published series."""
    found = [reference.source for reference in (*AVERAGE_GUESSES, CPP_TRIE_MS)]
    for c in COMPARISONS:
        found += [c.title, c.difference, c.source] + [text for f in c.figures for text in (f.what, f.published, f.ours)]
    return found


def shown_in(code: str) -> dict[str, str]:
    use_catalog(code, None if code == ENGLISH else mo_bytes(code, read_po(po_path(code).read_text(encoding="utf-8"))))
    try:
        with fresh_web():
            from wordgames.web.lab.published_text import shown

            return {text: shown(text) for text in texts()}
    finally:
        use_catalog(ENGLISH, None)


def test_an_english_page_shows_the_comparisons_as_written():
    assert all(english == shown for english, shown in shown_in(ENGLISH).items())


@pytest.mark.parametrize("code", [code for code in CODES if code != "nl"])  # Dutch writes '3 letters' as English
def test_every_title_sentence_and_worded_figure_is_said_in_the_language(code):
    said = shown_in(code)
    # A text with a word in it is translated (not a figure alone, nor a word such as IAO or a published series' name).
    worded = [text for text in said if re.search(r"[a-z]{3,}", text) and not re.fullmatch(r"[\w ]+ \w+", text)]
    left = [text for text in worded if said[text] == text and not text.endswith(("LetterFrequency", "RandomCandidate"))]
    assert len(worded) > 60 and not left, (code, left[:3])


def test_a_german_page_writes_the_figures_numbers_the_german_way():
    said = shown_in("de")
    assert said["5,549"] == "5.549" and said["88.72%"] == "88,72\xa0%"
    assert said["3 letters: nodes"] == "3 Buchstaben: Knoten"
    assert said[AVERAGE_GUESSES[0].source].startswith("der ursprüngliche Kursbericht (seine Abbildung 4): words_alpha")
    assert said["Figure 3: 4 letters, 25% of the words"] == "Abbildung 3: 4 Buchstaben, 25\xa0% der Wörter"
    assert said["111,898,839 (41,658,816 letter sets), 33.5 s"] == "111.898.839 (41.658.816 Buchstabenmengen), 33,5 s"
