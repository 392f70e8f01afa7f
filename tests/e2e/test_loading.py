"""The page loading: to its tabs, or to a clear failure when the dictionary or runtime is bad; odd URL parameters."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from page_support import type_word
from playwright.sync_api import expect

VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}
SHOTS = Path(os.environ.get("WORDGAMES_SHOTS", "/tmp/wordgames-shots"))


def test_boots_to_ready_with_tabs(open_page):
    page = open_page()
    expect(page.get_by_role("tab", name="Word Challenge")).to_be_visible()
    expect(page.get_by_role("tab", name="Wordle")).to_be_visible()
    expect(page.locator("#loading")).to_be_hidden()
    expect(page.locator("#failure")).to_be_hidden()
    expect(page.get_by_label("Letters", exact=True)).to_be_visible()
    page.get_by_role("tab", name="Wordle").click()
    expect(page.get_by_role("tab", name="Wordle")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("grid")).to_be_visible()
    expect(page.get_by_role("row")).to_have_count(6)
    type_word(page, "ab")
    expect(page.get_by_role("gridcell", name="b, typed")).to_be_visible()
    page.get_by_role("tab", name="Word Challenge").click()
    expect(page.get_by_label("Letters", exact=True)).to_be_visible()


def test_corrupt_dictionary_is_reported_not_blank(open_page):
    def corrupt(page, guard):
        guard.failure_expected = True
        page.route("**/static/dictionary.bin", lambda route: route.fulfill(body=b"WGLEX not really a dictionary"))

    page = open_page(wait_ready=False, before=corrupt)
    failure = page.locator("#failure")
    expect(failure).to_be_visible(timeout=60_000)
    expect(failure).to_contain_text("dictionary")
    expect(failure).to_contain_text("python3 build.py")
    assert page.get_attribute("body", "data-ready") is None


def test_missing_dictionary_is_reported_not_blank(open_page):
    def missing(page, guard):
        guard.failure_expected = True
        guard.expected_console_errors.append("404")  # the browser logs the failed download itself
        page.route("**/static/dictionary.bin", lambda route: route.fulfill(status=404, body=b"not built"))

    page = open_page(wait_ready=False, before=missing)
    failure = page.locator("#failure")
    expect(failure).to_be_visible(timeout=60_000)
    expect(failure).to_contain_text("The dictionary could not be loaded")
    expect(failure).to_contain_text("HTTP 404")
    assert page.get_attribute("body", "data-ready") is None


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_a_missing_pack_is_reported_in_the_pages_language(open_page, viewport):
    def missing(page, guard):
        guard.failure_expected = True
        guard.expected_console_errors.append("404")  # the browser logs the failed download itself
        page.route("**/static/dictionary-fr.bin", lambda route: route.fulfill(status=404, body=b"not built"))

    page = open_page("?lang=fr", wait_ready=False, before=missing)
    page.set_viewport_size(VIEWPORTS[viewport])
    failure = page.locator("#failure")
    expect(failure).to_be_visible(timeout=60_000)
    expect(failure).to_contain_text("Le dictionnaire n'a pas pu être chargé")
    expect(failure).to_contain_text("HTTP 404")
    expect(failure).not_to_contain_text("If you serve this page yourself")  # the advice in French too
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"missing-pack-fr-{viewport}.png"))
    assert page.get_attribute("body", "data-ready") is None


def test_a_damaged_pack_is_reported_in_the_pages_language(open_page):
    def corrupt(page, guard):
        guard.failure_expected = True
        page.route("**/static/dictionary-fr.bin", lambda route: route.fulfill(body=b"WGLEX not really a dictionary"))

    page = open_page("?lang=fr", wait_ready=False, before=corrupt)
    failure = page.locator("#failure")
    expect(failure).to_be_visible(timeout=60_000)
    expect(failure).to_contain_text("Le fichier du dictionnaire est endommagé")
    expect(failure).not_to_contain_text("If you serve this page yourself")


def test_missing_runtime_is_reported_not_blank(open_page):
    def break_runtime(page, guard):
        guard.failure_expected = True
        guard.expected_console_errors.append("")  # the failed download itself is logged by the browser
        page.route("**/pyodide.asm.wasm", lambda route: route.fulfill(status=404, body=b"gone"))
        page.on("pageerror", lambda error: None)

    page = open_page(wait_ready=False, before=break_runtime)
    page.guard.problems.clear()
    failure = page.locator("#failure")
    expect(failure).to_be_visible(timeout=60_000)
    expect(failure).to_contain_text("runtime")
    assert page.get_attribute("body", "data-ready") is None
    page.guard.problems = [p for p in page.guard.problems if not p.startswith("page error")]


def test_unknown_and_malformed_url_parameters_are_noticed(open_page):
    page = open_page("?colour=red&seed=abc&length=99")
    notices = page.locator("#notices")
    expect(notices).to_be_visible()
    for key in ("colour", "seed", "length"):
        expect(notices).to_contain_text(key)
    dismiss = notices.get_by_role("button", name="Dismiss")
    expect(dismiss).to_have_count(3)
    dismiss.first.click()
    expect(dismiss).to_have_count(2)
    expect(notices).not_to_contain_text("colour")
    dismiss.first.click()
    dismiss.first.click()
    expect(notices).to_be_hidden()  # the game has the screen again


def _damaged(pattern: str, body: bytes):
    def damage(page, guard):
        guard.failure_expected = guard.page_errors_expected = True
        guard.expected_console_errors.append("")  # the runtime logs its own failure
        page.route(pattern, lambda route: route.fulfill(body=body))

    return damage


def test_a_damaged_archive_and_a_stopped_runtime_are_said_in_a_players_words(open_page, site_url):
    """Issue 43: 'zipfile.BadZipFile: Bad magic number' and 'SystemExit: 1' / 'Program terminated with exit(1)'
    said what happened and what to do, not Python's words."""
    from wordgames_build import ROOT

    archive = (ROOT / "static" / "wordgames.zip").read_bytes()
    for pattern, body, said in (
        ("**/static/wordgames.zip", b"XX" + archive[2:], "static/wordgames.zip is damaged"),
        ("**/web/main.py", b"raise SystemExit(1)", "stopped while starting"),
    ):
        page = open_page(wait_ready=False, before=_damaged(pattern, body))
        failure = page.locator("#failure")
        expect(failure).to_be_visible(timeout=60_000)
        expect(failure).to_contain_text(said)
        for python in ("BadZipFile", "SystemExit", "Program terminated", "exit(1)", "Traceback"):
            expect(failure).not_to_contain_text(python)
        expect(failure).to_contain_text("python3 build.py")
        page.guard.problems = [p for p in page.guard.problems if not p.startswith("page error")]
