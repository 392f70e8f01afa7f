"""The Wordle variants played as a person plays them: the adversarial keeper."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from test_page import type_word

from wordgames.wordle.adversary import AdversaryGame

SCORED = "#w-board .row.scored"
SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "variants"
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}


def shoot(page: Page, name: str) -> None:
    """A screenshot to look at (test-results/ is ignored by git)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


@pytest.mark.parametrize("size", VIEWPORTS)
def test_the_adversary_is_cornered_by_typing_and_the_result_shares(open_page, lexicon, shared_context, size):
    shared_context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = open_page("?mode=adversary&length=5&guesses=unlimited&seed=3")
    page.set_viewport_size(VIEWPORTS[size])
    expect(page.locator("#w-info")).to_have_text("Guess 1 · 3,129 words still possible")
    engine = AdversaryGame(lexicon, 5, None)
    words = ["crane", "sloth"]
    while engine.status != "won":
        word = words.pop(0) if words else engine.candidates[0]
        pattern = engine.guess(word)
        type_word(page, word)
        page.keyboard.press("Enter")
        row = page.locator(SCORED).nth(len(engine.history) - 1)
        expect(row).to_have_attribute("data-digits", pattern.digits)
        if engine.status != "won":
            left = len(engine.candidates)
            expect(page.locator("#w-info")).to_contain_text(f"{left:,} word{'s' if left != 1 else ''} still possible")
        if len(engine.history) == 2:
            shoot(page, f"adversary-{size}-playing")
    expect(page.locator("#result-dialog")).to_be_visible()
    expect(page.locator("#result-secret")).to_contain_text("Cornered")
    expect(page.locator("#result-scope")).to_have_text("5 letters · against the adversarial keeper")
    shoot(page, f"adversary-{size}-result")
    page.get_by_role("button", name="Share").click()
    expect(page.locator("#result-share-status")).to_have_text("Copied to the clipboard.")
    text = page.evaluate("navigator.clipboard.readText()")
    turns = len(engine.history)
    assert text.startswith(f"Word Games 5 · Adversary · {turns}/∞\n\n")
    assert text.splitlines()[-2] == "🟩" * 5
    assert text.splitlines()[-1].endswith("?mode=adversary&length=5&guesses=unlimited&pool=common&hard=0")


def test_an_adversary_game_survives_a_reload(open_page, lexicon):
    page = open_page("?mode=adversary&length=6&seed=3")
    type_word(page, "planet")
    page.keyboard.press("Enter")
    expect(page.locator(SCORED)).to_have_count(1)
    engine = AdversaryGame(lexicon, 6, 6)
    engine.guess("planet")
    page.goto(page.url.split("?")[0])
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    expect(page.locator(SCORED)).to_have_count(1)
    expect(page.locator("#w-info")).to_contain_text(f"{len(engine.candidates):,} words still possible")
