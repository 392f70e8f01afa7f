"""A first visit lands on today's daily Wordle with How to play, once; later visits go where the player was."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

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
