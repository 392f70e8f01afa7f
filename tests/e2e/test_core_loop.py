"""The core loop as a new player meets it (issue 30): settings, colours, messages, boards on a phone, results."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from page_support import open_settings, other_words, type_word, wordle_secret
from playwright.sync_api import Page, expect

VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}
SHOTS = Path(os.environ.get("WORDGAMES_SHOTS", "/tmp/wordgames-shots"))
SCORED = "#w-board .row.scored"


@pytest.fixture(params=list(VIEWPORTS))
def viewport(request) -> str:
    return request.param


def shoot(page: Page, name: str) -> None:
    """A screenshot to look at (outside the repository: pytest-playwright empties test-results/ on each run)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def guess(page: Page, word: str) -> None:
    type_word(page, word)
    page.keyboard.press("Enter")


def game_in_progress(open_page, lexicon, viewport: str, seed: int = 5) -> Page:
    page = open_page(f"?tab=wordle&seed={seed}")
    page.set_viewport_size(VIEWPORTS[viewport])
    guess(page, other_words(lexicon, wordle_secret(lexicon, seed), 1)[0])
    expect(page.locator(SCORED)).to_have_count(1)
    return page


# ----- 1. settings changed during a game are asked about once and applied together ---------------


def test_settings_changed_during_a_game_are_applied_together_after_one_question(open_page, lexicon, viewport):
    page = game_in_progress(open_page, lexicon, viewport)
    open_settings(page)
    page.get_by_label("Length", exact=True).fill("6")
    page.locator("#settings-dialog").get_by_label("Hard mode").click()  # the length field changes as it blurs
    expect(page.locator("#settings-dialog")).to_be_visible()  # still open: nothing asked yet
    expect(page.locator("#settings-dialog").get_by_label("Hard mode")).to_be_checked()
    expect(page.get_by_label("Length", exact=True)).to_have_value("6")
    shoot(page, f"settings-changed-{viewport}")
    page.locator("#settings-dialog").get_by_role("button", name="Close").click()
    confirm = page.locator("#confirm-dialog")
    expect(confirm).to_be_visible()
    expect(confirm.get_by_role("button", name="Keep playing")).to_be_focused()  # the safe choice
    shoot(page, f"settings-confirm-{viewport}")
    page.wait_for_timeout(300)  # asked once, and it stays until answered
    expect(confirm).to_be_visible()
    confirm.get_by_role("button", name="New game").click()
    expect(confirm).to_be_hidden()
    expect(page.locator(SCORED)).to_have_count(0)
    expect(page.locator("#w-board .row").first.locator(".tile")).to_have_count(6)
    open_settings(page)
    expect(page.locator("#settings-dialog").get_by_label("Hard mode")).to_be_checked()
    expect(page.get_by_label("Length", exact=True)).to_have_value("6")


def test_settings_declined_keep_the_game_and_its_settings(open_page, lexicon):
    page = game_in_progress(open_page, lexicon, "desktop")
    open_settings(page)
    page.get_by_label("Length", exact=True).fill("7")
    page.get_by_label("Max guesses").select_option("4")
    page.keyboard.press("Escape")
    confirm = page.locator("#confirm-dialog")
    expect(confirm).to_be_visible()
    page.keyboard.press("Enter")  # the focused, safe answer
    expect(confirm).to_be_hidden()
    expect(page.locator(SCORED)).to_have_count(1)
    open_settings(page)
    expect(page.get_by_label("Length", exact=True)).to_have_value("5")
    expect(page.get_by_label("Max guesses")).to_have_value("6")
    page.keyboard.press("Escape")
    expect(confirm).to_be_hidden()  # nothing changed: nothing asked


# ----- 2. every key readable: 4.5:1 in every state, theme and palette ------------------------------

# Each key's letter: its colour and every colour drawn behind it (its background colour and the
# colours of its background images, such as a split key's parts), as computed.
KEY_COLOURS = """() => [...document.querySelectorAll('#w-keyboard .key')].map(key => {
    const letter = key.querySelector('.key-letter') || key;
    const style = getComputedStyle(letter);
    const behind = [style.backgroundColor, ...(style.backgroundImage.match(/rgba?\\([^)]*\\)/g) || [])];
    return {key: key.getAttribute('aria-label'), split: key.classList.contains('split'), ink: style.color,
            behind: behind.filter(c => !/rgba\\(.*, 0\\)$/.test(c))};
})"""


def rgb(text: str) -> tuple[float, float, float]:
    return tuple(float(part) for part in text[text.index("(") + 1 : text.index(")")].split(",")[:3])


def contrast(one: str, two: str) -> float:
    def luminance(colour: str) -> float:
        channels = [c / 255 for c in rgb(colour)]
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    light, dark = sorted((luminance(one), luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_every_key_has_4_5_to_1_contrast_in_every_theme_and_palette(open_page):
    page = open_page("?mode=quordle&length=5&seed=2")
    for word in ("crane", "light", "pudgy"):
        guess(page, word)
    expect(page.locator("#w-board .mini").first.locator(".row.scored")).to_have_count(3)
    expect(page.locator("#w-keyboard .key.split").first).to_be_visible()
    for theme in ("light", "dark"):
        for palette in (False, True):
            open_settings(page)
            page.get_by_label("Theme").select_option(theme)
            page.get_by_label("Colour-blind colours").set_checked(palette)
            page.keyboard.press("Escape")
            keys = page.evaluate(KEY_COLOURS)
            assert any(k["split"] for k in keys) and any("absent" in k["key"] for k in keys)
            poor = [
                (k["key"], k["ink"], colour, round(contrast(k["ink"], colour), 2))
                for k in keys
                for colour in k["behind"]
                if contrast(k["ink"], colour) < 4.5
            ]
            assert not poor, (theme, palette, poor)
            page.locator("#w-keyboard").screenshot(path=str(SHOTS / f"keys-{theme}-{palette}.png"))
