"""The loading screen's failures in the page's language (issue 43): a French or Russian player whose file
stops arriving or is missing reads why in French or Russian, and in English when the language's own
table (static/locale/<code>/page.json) is the file that failed."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect
from test_reliability import REPORT_CLOCK, expect_failure_soon, serve, stall


def faulty(pattern: str, handler):
    def before(page, guard) -> None:
        guard.failure_expected = True
        guard.expected_console_errors.append("")  # the browser logs the failed request itself
        guard.page_errors_expected = True
        page.add_init_script(REPORT_CLOCK)
        page.route(pattern, handler)

    return before


def test_a_missing_file_is_said_in_french_with_french_advice(open_page):
    caused_at: list[float] = []
    before = faulty("**/static/wordgames.zip", serve(caused_at, status=404, body="gone"))
    page = open_page("?lang=fr", wait_ready=False, before=before)
    text = expect_failure_soon(
        page,
        caused_at,
        "Il manque un fichier à la page\u202f: static/wordgames.zip (HTTP 404)",
        "Les fichiers de la page sont incomplets ou endommagés.",
        "`python3 build.py site`",
    )
    assert "missing" not in text and "damaged" not in text  # not English underneath
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path="/tmp/faults/fr-missing-phone.png")


@pytest.mark.stall  # said within 10 s: browsers booting beside it delay the stall watch's timers
def test_a_stalled_file_is_said_in_russian(open_page):
    caused_at: list[float] = []
    page = open_page("?lang=ru", wait_ready=False, before=faulty("**/pyodide.asm.wasm", stall(caused_at)))
    text = expect_failure_soon(
        page,
        caused_at,
        "Файл, нужный странице, перестал приходить: static/vendor/pyodide/pyodide.asm.wasm (нет данных 8 секунд)",
        "Проверьте подключение и обновите страницу.",
    )
    assert "stopped arriving" not in text and "Check your connection" not in text


def test_when_the_language_table_itself_is_missing_the_failure_is_said_in_english(open_page):
    caused_at: list[float] = []
    before = faulty("**/static/locale/fr/page.json", serve(caused_at, status=404, body="gone"))
    page = open_page("?lang=fr", wait_ready=False, before=before)
    expect_failure_soon(page, caused_at, "The page is missing a file: static/locale/fr/page.json (HTTP 404)")
    expect(page.locator("#failure")).to_contain_text("The page's own files are incomplete or damaged.")


def test_a_language_table_missing_after_python_started_is_still_said_and_the_page_never_ready(open_page):
    """The table's 404 held back until the game code runs (a slow link, or a busy machine): it is said all the
    same, not left to a page half in English that reports ready."""
    held: list = []
    caused_at: list[float] = []

    def before(page, guard) -> None:
        faulty("**/static/locale/fr/page.json", lambda route: held.append(route))(page, guard)

    page = open_page("?lang=fr", wait_ready=False, before=before)
    page.wait_for_selector("html[data-python-started]", state="attached", timeout=60_000)
    assert held, "the page asked for its table before Python started"
    caused_at.append(time.time())
    held[0].fulfill(status=404, body="gone")
    expect_failure_soon(page, caused_at, "The page is missing a file: static/locale/fr/page.json (HTTP 404)")


@pytest.mark.stall  # said within 10 s: browsers booting beside it delay the stall watch's timers
def test_a_language_table_that_never_comes_is_said_and_never_holds_the_page_forever(open_page):
    caused_at: list[float] = []
    page = open_page("?lang=fr", wait_ready=False, before=faulty("**/static/locale/fr/page.json", stall(caused_at)))
    expect_failure_soon(page, caused_at, "static/locale/fr/page.json")


def test_a_damaged_language_table_is_said_as_damaged(open_page):
    caused_at: list[float] = []
    before = faulty("**/static/locale/fr/page.json", serve(caused_at, status=200, body="{not json"))
    page = open_page("?lang=fr", wait_ready=False, before=before)
    expect_failure_soon(page, caused_at, "The page has a damaged file: static/locale/fr/page.json is not valid JSON")
