"""A first visit lands on today's daily Wordle with How to play, once; later visits go where the player was."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from page_support import board_rows, type_word
from playwright.sync_api import Page, Route, expect

VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}
SHOTS = Path(os.environ.get("WORDGAMES_SHOTS", "/tmp/wordgames-shots"))


def ready(page: Page) -> None:
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_a_first_visit_is_the_daily_wordle_with_how_to_play_once(open_page, viewport):
    page = open_page("", first_visit=True)
    page.set_viewport_size(VIEWPORTS[viewport])
    expect(page.get_by_role("tab", name="Wordle")).to_have_attribute("aria-selected", "true")
    expect(page.locator("#help-dialog")).to_be_visible()
    expect(page.locator("#w-info")).to_contain_text("Daily #")  # today's daily word, not an idle Word Challenge
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"first-visit-{viewport}.png"))
    page.get_by_role("button", name="Close").click()
    expect(page.locator("#help-dialog")).to_be_hidden()
    page.reload()
    ready(page)
    expect(page.get_by_role("tab", name="Wordle")).to_have_attribute("aria-selected", "true")
    expect(page.locator("#help-dialog")).to_be_hidden()  # once
    page.get_by_role("tab", name="Word Challenge").click()
    page.reload()
    ready(page)
    expect(page.get_by_role("tab", name="Word Challenge")).to_have_attribute("aria-selected", "true")
    expect(page.locator("#help-dialog")).to_be_hidden()


def test_a_first_visit_by_a_link_plays_the_link(open_page):
    page = open_page("?tab=challenge", first_visit=True)
    expect(page.get_by_role("tab", name="Word Challenge")).to_have_attribute("aria-selected", "true")
    expect(page.locator("#help-dialog")).to_be_hidden()


SCORED_FIRST_ROW = (
    "[...document.querySelectorAll('#w-board [role=row]:first-child [role=gridcell]')]"
    ".every(t => /(absent|present|correct)$/.test(t.getAttribute('aria-label') || ''))"
)


def held_dictionary(held: list[Route]):
    """A ``before`` for open_page: the dictionary waits in ``held``, so the page cannot be ready."""
    return lambda page, guard: page.route("**/static/dictionary.bin", lambda route: held.append(route))


def let_ready(page: Page, held: list[Route]) -> None:
    assert page.get_attribute("body", "data-ready") is None, "ready before the input it should keep"
    while not held:
        page.wait_for_timeout(50)
    held[0].continue_()
    ready(page)


@pytest.mark.parametrize("closed", [False, True], ids=["help-open", "help-closed"])
def test_a_guess_typed_during_a_first_visits_load_is_scored_at_ready(open_page, closed):
    """How to play shows from the first screen; a guess typed while it is open (or after it was closed) is
    scored at ready, and How to play does not open again over it."""
    held: list[Route] = []
    page = open_page("", wait_ready=False, first_visit=True, before=held_dictionary(held))
    expect(page.locator("#help-dialog")).to_be_visible()  # at once, before the game code runs
    assert page.get_attribute("body", "data-ready") is None
    if closed:
        page.locator("#help-dialog").get_by_role("button", name="Close").click()
        expect(page.locator("#help-dialog")).to_be_hidden()
    type_word(page, "crane")
    expect(page.locator("#w-board .row").first).to_contain_text("CRANE")  # shown at once
    page.keyboard.press("Enter")
    let_ready(page, held)
    page.wait_for_function(SCORED_FIRST_ROW, timeout=15_000)
    assert {label.split(", ")[-1] for label in board_rows(page)[0]} <= {"absent", "present", "correct"}
    expect(page.locator("#help-dialog")).to_be_hidden()


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_letters_with_accents_typed_before_ready_are_kept_folded(open_page, viewport):
    """On a French page, é and è typed while the runtime loads show as the letters they fold onto (the pack's
    folding, static/tabs.js) and the guess is scored at ready. (Playwright types é with no keydown: dispatched.)"""
    held: list[Route] = []
    page = open_page(
        "?tab=wordle&lang=fr",
        wait_ready=False,
        before=lambda page, guard: page.route("**/static/dictionary*.bin", lambda route: held.append(route)),
    )
    page.set_viewport_size(VIEWPORTS[viewport])
    page.wait_for_function("window.wordGamesFirstScreen !== undefined")
    for key in ["É", "l", "è", "v", "e"]:
        page.evaluate(
            "key => document.body.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true, cancelable: true}))",
            key,
        )
    expect(page.locator("#w-board .row").first).to_contain_text("ELEVE")  # shown at once, folded
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"first-screen-accents-{viewport}.png"))
    page.keyboard.press("Enter")
    let_ready(page, held)
    page.wait_for_function(SCORED_FIRST_ROW.replace("absent|present|correct", "[^,]+, [^,]+"), timeout=15_000)
    expect(page.locator("#w-board .row").first).to_have_attribute("aria-label", re.compile(r"\bELEVE\b"))  # played
