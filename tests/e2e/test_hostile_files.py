"""Damaged and missing files of the site (issue 29): a person reads what failed, never a Python traceback."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

PYSCRIPT_TOML = Path(__file__).resolve().parents[2] / "pyscript.toml"
PYTHON_TEXT = ("Traceback", 'File "/', "AttributeError", "JsNull")
IDLE = "!document.querySelector('#lab-status').textContent.includes(' of ')"


def no_python_text_on(page: Page) -> None:
    """Nothing a person sees quotes Python's internals, and PyScript's own error boxes stay hidden."""
    shown = page.locator("body").inner_text()
    for text in PYTHON_TEXT:
        assert text not in shown, shown[:2000]
    expect(page.locator(".py-error:visible")).to_have_count(0)


def damaged(pattern: str, **response):
    def before(page: Page, guard) -> None:
        guard.failure_expected = True
        guard.expected_console_errors.append("")  # the browser and the runtime log the fault themselves
        guard.page_errors_expected = True
        page.route(pattern, lambda route: route.fulfill(**response))

    return before


@pytest.mark.parametrize("status", [404, 500])
def test_a_missing_opening_book_leaves_a_lab_race_to_compute_its_openings_with_a_notice(open_page, status):
    def missing(page: Page, guard) -> None:
        guard.expected_console_errors.append("openings.bin")
        page.route("**/openings.bin", lambda route: route.fulfill(status=status, body="no"))

    page = open_page("?tab=lab&lengths=3&strategies=entropy&games=2&seed=1&run=1", before=missing)
    page.wait_for_function(IDLE, timeout=120_000)
    expect(page.locator("#lab-status")).to_contain_text("Done")
    expect(page.locator("#notices")).to_contain_text("opening book could not be used")
    no_python_text_on(page)


SITE_FAULTS = {
    "pyscript.toml of another site": (
        "**/pyscript.toml",
        {"body": PYSCRIPT_TOML.read_text().replace('= "./*"', '= "./elsewhere/*"')},
        "No module named 'wordgames'",
    ),
    "main.py damaged": ("**/wordgames/web/main.py", {"body": "this is not python(\n"}, "SyntaxError"),
    "main.py raising": ("**/wordgames/web/main.py", {"body": "raise RuntimeError('broken copy')\n"}, "broken copy"),
    "first-screen.js missing": ("**/first-screen.js", {"status": 404, "body": "gone"}, "first-screen.js"),
    "first-screen.js garbled": ("**/first-screen.js", {"body": "}{ not javascript"}, "first-screen.js"),
}


@pytest.mark.parametrize("fault", SITE_FAULTS)
def test_a_damaged_page_file_is_reported_in_one_line_without_a_traceback(open_page, fault):
    pattern, response, said = SITE_FAULTS[fault]
    page = open_page(wait_ready=False, before=damaged(pattern, **response))
    failure = page.locator("#failure")
    expect(failure).to_be_visible(timeout=60_000)
    expect(failure).to_contain_text(said)
    page.wait_for_timeout(1500)  # an absence over 1.5 s: PyScript's later error boxes, if any
    no_python_text_on(page)


def test_a_garbled_chart_library_leaves_the_tables_with_a_message(open_page):
    def garbled(page: Page, guard) -> None:
        page.route(
            "**/chart.umd.min.js", lambda route: route.fulfill(body="/* damaged */", content_type="text/javascript")
        )

    page = open_page("?tab=lab&lengths=3&strategies=letter-frequency&games=2&seed=1&run=1", before=garbled)
    page.wait_for_function(IDLE, timeout=120_000)
    expect(page.locator("#lab-charts-message")).to_contain_text("did not load or is damaged")
    expect(page.locator("#failure")).to_be_hidden()
    no_python_text_on(page)


def test_a_missing_loader_is_said_at_once_and_the_game_still_plays(open_page):
    page = open_page(before=damaged("**/static/loader.js", status=404, body="gone"))
    expect(page.locator("#failure")).to_contain_text("static/loader.js did not load")
    page.get_by_role("tab", name="Wordle").click()
    page.keyboard.type("crane")
    expect(page.locator("#w-board .row.current .tile.typed")).to_have_count(5)
    no_python_text_on(page)


@pytest.mark.parametrize("stalled", ["race-worker.js", "openings.bin"])
def test_a_stalled_file_of_the_labs_worker_is_said_within_ten_seconds(open_page, stalled):
    started: list[float] = []

    def stall(page: Page, guard) -> None:
        page.route(f"**/{stalled}*", lambda route: started.append(time.monotonic()))  # never answered, any query

    page = open_page("?tab=lab&lengths=3&strategies=letter-frequency&games=2&seed=1&run=1", before=stall)
    said = "The Lab's worker failed" if stalled == "race-worker.js" else "opening book could not be used"
    expect(page.locator("#notices")).to_contain_text(said, timeout=60_000)
    waited = time.monotonic() - started[0]
    print(f"{stalled} stalled: said after {waited:.1f} s")
    assert waited < 10 + 3, waited  # 8 s without data, and the notice's way to the page on a busy machine
    page.wait_for_function(IDLE, timeout=120_000)
    expect(page.locator("#lab-status")).to_contain_text("Done")
