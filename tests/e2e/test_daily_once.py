"""Issue 42: a daily played on one device and imported on another shows as finished there, and counts once."""

from __future__ import annotations

from pathlib import Path

import pytest
from page_support import VIEWPORTS, type_word
from playwright.sync_api import Page, expect

from wordgames.wordle.daily import daily_secret, parse_day

TODAY = "2026-03-05"
DOCS = Path(__file__).resolve().parents[2] / "docs"


def start_todays_daily(page: Page) -> None:
    page.get_by_role("button", name="Daily word").click()
    page.locator("#d-play").click()


def export_code(page: Page) -> str:
    page.get_by_role("button", name="Export or import statistics").click()
    dialog = page.locator("#travel-dialog")
    dialog.get_by_role("button", name="Copy a code").click()
    expect(dialog.get_by_label("Your code")).not_to_have_value("")
    code = dialog.get_by_label("Your code").input_value()
    page.keyboard.press("Escape")
    return code


def import_code(page: Page, code: str) -> None:
    page.get_by_role("button", name="Statistics").click()
    page.get_by_role("button", name="Export or import statistics").click()
    dialog = page.locator("#travel-dialog")
    dialog.get_by_label("Paste a code").fill(code)
    dialog.get_by_role("button", name="Import").click()
    expect(dialog.locator("#t-status")).to_contain_text("1 daily")
    page.keyboard.press("Escape")
    page.keyboard.press("Escape")


def test_an_imported_daily_under_way_here_shows_as_finished_and_counts_once(open_page, lexicon):
    page = open_page(f"?tab=wordle&date={TODAY}")
    page.set_viewport_size(VIEWPORTS["phone"])
    secret = daily_secret(lexicon, 5, parse_day(TODAY))
    start_todays_daily(page)
    type_word(page, secret)
    page.keyboard.press("Enter")
    expect(page.locator("#result-title")).to_have_text("You won!")
    code = export_code(page)

    page.evaluate("localStorage.clear()")  # another device: today's daily begun, not played yet
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached")
    start_todays_daily(page)
    expect(page.locator("#w-info")).to_contain_text("Guess 1 of 6")
    import_code(page, code)
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached")
    expect(page.locator("#result-secret")).to_contain_text("already")  # its result, as on the first device
    expect(page.locator("#result-title")).to_have_text("You won!")
    expect(page.locator("#stats-numbers dd").first).to_have_text("1")
    page.locator("#r-close").click()
    expect(page.locator("#w-info")).not_to_contain_text("Daily #")  # not played again
    start_todays_daily(page)
    expect(page.locator("#result-secret")).to_contain_text("already")
    expect(page.locator("#stats-numbers dd").first).to_have_text("1")


@pytest.mark.parametrize("size", ["phone", "desktop"])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_an_archive_games_result_says_it_counts_apart_with_the_archives_tally(open_page, lexicon, size, theme):
    """Issue 42: after an archive game the dialog showed '0 Played' and did not say archive games are kept apart."""
    page = open_page(f"?tab=wordle&date={TODAY}")
    page.set_viewport_size(VIEWPORTS[size])
    page.emulate_media(color_scheme=theme)
    page.get_by_role("button", name="Daily word").click()
    page.get_by_role("button", name="Daily #62 Tue 3 Mar", exact=True).click()
    type_word(page, daily_secret(lexicon, 5, parse_day("2026-03-03")))
    page.keyboard.press("Enter")
    expect(page.locator("#result-title")).to_have_text("You won!")
    archive = page.locator("#result-archive")
    expect(archive).to_contain_text("Daily #62 is from the archive: archive games are kept apart")
    expect(archive).to_contain_text("Past dailies: 1 played, 1 won.")
    page.wait_for_function("document.getAnimations().every(a => a.playState === 'finished')")  # settled
    page.screenshot(path=str(DOCS / f"archive-result-{theme}-{size}.png"))
    page.locator("#r-close").click()
    page.get_by_role("button", name="Statistics").click()
    expect(archive).to_be_hidden()  # the statistics alone: no game of the archive shown
