"""Definitions on the page (issue 28): the secret's after a win (phone and desktop), a Word Challenge
round's words at its end, a word tapped in the finder; the asset is fetched after the page is ready."""

from __future__ import annotations

import random

import pytest
from page_support import type_word, wordle_secret
from playwright.sync_api import Page, expect

from wordgames.challenge import ChallengeGame
from wordgames.definitions import Definitions
from wordgames_build.definitions import DEFINITIONS_ASSET

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


@pytest.fixture(scope="module")
def definitions() -> Definitions:
    return Definitions.from_bytes(DEFINITIONS_ASSET.read_bytes())


def first_sense(definitions: Definitions, word: str) -> str:
    return definitions.lookup(word).lines()[0]


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_secret_is_defined_after_a_win(open_page, lexicon, definitions, size, tmp_path):
    secret = wordle_secret(lexicon, 7)
    page = open_page("?seed=7&tab=wordle")
    page.set_viewport_size(size)
    type_word(page, secret)
    page.keyboard.press("Enter")
    dialog = page.locator("#result-dialog")
    expect(dialog).to_be_visible(timeout=10_000)
    shown = page.locator("#result-definition")
    expect(shown.locator("h3")).to_have_text(secret.upper(), timeout=15_000)
    expect(shown.locator("li").first).to_have_text(first_sense(definitions, secret))
    page.screenshot(path=str(tmp_path / f"result-{size['width']}.png"))


def test_the_page_is_ready_before_the_definitions_are_fetched(open_page):
    requests: list[str] = []

    def before(page: Page, guard) -> None:
        page.on("request", lambda request: requests.append(request.url))
        page.on("load", lambda _: requests.append("load"))

    page = open_page(before=before)
    asked = [url for url in requests if url.endswith("definitions.bin")]
    assert not asked or page.evaluate("document.body.hasAttribute('data-ready')")
    # Fetched soon after, for offline play too: waited for (the page asks a second after ready).
    page.wait_for_function("performance.getEntriesByType('resource').some(e => e.name.endsWith('definitions.bin'))")
    assert any(url.endswith("definitions.bin") for url in requests)


def test_a_word_challenge_round_defines_its_words_at_its_end(open_page, lexicon, definitions):
    game = ChallengeGame.new(lexicon, 6, random.Random(42))
    page = open_page("?seed=42")
    page.get_by_label("Word length").select_option("6")
    page.get_by_role("button", name="New game").click()
    page.get_by_role("button", name="Give up").click()
    shown = page.locator("#cg-definition")
    longest = max(game.answers, key=len)
    expect(shown.locator("h3")).to_have_text(longest.upper(), timeout=15_000)
    other = game.answers[0]
    page.locator(f"#cg-slots [data-word='{other}']").click()
    expect(shown.locator("h3")).to_have_text(other.upper())
    expect(shown.locator("li").first).to_have_text(first_sense(definitions, other))


def test_a_word_tapped_in_the_finder_is_defined(open_page, definitions):
    page = open_page()
    page.get_by_label("Pattern", exact=True).fill("c?t")
    page.get_by_role("button", name="Find", exact=True).click()
    page.locator("#finder-results li", has_text="cat").first.click()
    shown = page.locator("#finder-definition")
    expect(shown.locator("h3")).to_have_text("CAT", timeout=15_000)
    expect(shown.locator("li").first).to_have_text(first_sense(definitions, "cat"))
    page.locator("#finder-results li", has_text="cut").first.click()
    expect(shown.locator("h3")).to_have_text("CUT")


def test_a_word_tapped_in_the_solver_or_the_assistant_is_defined(open_page, definitions):
    page = open_page()
    page.get_by_label("Letters", exact=True).fill("stone")
    page.get_by_label("Letters", exact=True).press("Enter")
    page.locator("#solver-results li", has_text="notes").first.click()
    shown = page.locator("#solver-definition")
    expect(shown.locator("h3")).to_have_text("NOTES", timeout=15_000)
    expect(shown.locator("li").first).to_have_text(first_sense(definitions, "notes"))
    page = open_page("?tab=wordle&mode=assistant")
    page.locator("#w-candidates summary").click()
    first = page.locator("#w-candidates-list li").first
    word = first.text_content()
    first.click()
    expect(page.locator("#w-candidate-definition h3")).to_have_text(word.upper(), timeout=15_000)
