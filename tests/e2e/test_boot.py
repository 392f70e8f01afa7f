"""The boot: the game drawn before Python is ready, input given meanwhile played after, the Lab loaded on first use."""

from __future__ import annotations

import re

import pytest
from page_support import board_rows, listed_words, other_words, scored_labels, type_word, wordle_secret
from playwright.sync_api import Page, Route, expect

from wordgames.challenge import Rack, solve

VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}


def holding_the_dictionary(held: list[Route]):
    """A ``before`` for open_page: the dictionary's download waits in ``held``, so Python cannot be ready."""

    def before(page: Page, guard) -> None:
        page.route("**/static/dictionary*.bin", lambda route: held.append(route))  # English's, or a language's pack

    return before


def release(page: Page, held: list[Route]) -> None:
    """Let the dictionary through once Python asked for it, and wait until the page is ready."""
    assert page.get_attribute("body", "data-ready") is None, "the page was ready before the input it should keep"
    page.wait_for_function("document.documentElement.hasAttribute('data-python-started')", timeout=60_000)
    for _ in range(1200):  # a minute at most
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the page never asked for its dictionary"
    held[0].continue_()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)


def files_asked_for(open_page) -> list[str]:
    """The file names a load of the page asks for, in order."""
    asked: list[str] = []

    def watch(page: Page, guard) -> None:
        page.on("request", lambda request: asked.append(request.url.rpartition("/")[2]))

    open_page(before=watch)
    return asked


def test_the_dictionary_is_asked_for_once_before_the_game_code(open_page):
    """It downloads while the runtime starts and the game is imported (static/loader.js), not after them."""
    asked = files_asked_for(open_page)
    assert asked.count("dictionary.bin") == 1
    assert asked.index("dictionary.bin") < asked.index("wordgames.zip")


def test_the_game_code_is_asked_for_once_while_the_runtime_downloads(open_page):
    """PyScript asks for the engine's archive only once the runtime has started; a preload (static/loader.js)
    lets it download meanwhile, and PyScript's own request takes that download (journal 17)."""
    asked = files_asked_for(open_page)
    assert asked.count("wordgames.zip") == 1
    assert asked.index("wordgames.zip") < asked.index("pyodide-lock.json")  # the runtime had not started


def test_the_runtimes_big_files_are_asked_for_once_at_the_start(open_page):
    """static/loader.js asks for them before the runtime's scripts have arrived (so their bytes are
    watched meanwhile), and Pyodide's own requests take those downloads instead of asking again."""
    asked = files_asked_for(open_page)
    for name in ("pyodide.asm.wasm", "python_stdlib.zip"):
        assert asked.count(name) == 1, asked
        assert asked.index(name) < asked.index("pyodide-lock.json")  # the runtime had not started


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_the_board_and_keyboard_show_before_python_is_ready(open_page, viewport):
    held: list[Route] = []
    page = open_page("?tab=wordle", wait_ready=False, before=holding_the_dictionary(held))
    page.set_viewport_size(VIEWPORTS[viewport])
    page.wait_for_function("document.documentElement.hasAttribute('data-python-started')", timeout=60_000)
    assert page.get_attribute("body", "data-ready") is None
    expect(page.get_by_role("tab", name="Wordle")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("grid", name="Wordle board")).to_be_visible()
    assert board_rows(page) == [["empty"] * 5] * 6
    expect(page.locator("#w-keyboard [data-key]")).to_have_count(28)
    for key in ("q", "m", "Enter", "Backspace"):
        expect(page.locator(f"#w-keyboard [data-key='{key}']")).to_be_in_viewport()
    expect(page.locator("#loading-stages li.active")).to_have_text("Loading the dictionary")
    release(page, held)
    expect(page.locator("#loading")).to_be_hidden()
    assert board_rows(page) == [["empty"] * 5] * 6


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_a_guess_typed_before_ready_is_played_once_ready(open_page, lexicon, viewport):
    secret = wordle_secret(lexicon, 7)
    guess = other_words(lexicon, secret, 1)[0]
    held: list[Route] = []
    page = open_page("?tab=wordle&seed=7", wait_ready=False, before=holding_the_dictionary(held))
    page.set_viewport_size(VIEWPORTS[viewport])
    expect(page.get_by_role("grid", name="Wordle board")).to_be_visible()
    if viewport == "phone":  # tapped on the on-screen keyboard
        for key in (*guess, "Enter"):
            page.locator(f"#w-keyboard [data-key='{key}']").click()
    else:
        type_word(page, guess)
        page.keyboard.press("Enter")
    expect(page.locator("#w-board .row").first).to_contain_text(guess.upper())  # shown at once
    release(page, held)
    expect(page.locator("#w-info")).to_contain_text("Guess 2 of 6")
    assert board_rows(page)[0] == scored_labels(guess, secret)


SELECTS = ("cg-length", "min-length", "finder-min", "finder-max")
CHOICES = "id => [...document.getElementById(id).options].map(o => [o.value, o.textContent, o.selected])"


def test_the_forms_choices_before_ready_are_those_python_draws(open_page):
    held: list[Route] = []
    page = open_page(wait_ready=False, before=holding_the_dictionary(held))
    expect(page.get_by_role("button", name="New game")).to_be_visible()
    before = {select: page.evaluate(CHOICES, select) for select in SELECTS}
    release(page, held)
    assert {select: page.evaluate(CHOICES, select) for select in SELECTS} == before


def test_a_solve_asked_before_ready_is_answered_once_ready(open_page, lexicon):
    expected = solve(lexicon, Rack.parse("listen"))
    held: list[Route] = []
    page = open_page("?tab=challenge", wait_ready=False, before=holding_the_dictionary(held))
    letters = page.get_by_label("Letters", exact=True)
    letters.fill("listen")
    letters.press("Enter")  # before ready: kept, not the browser's own submission (a reload)
    page.get_by_role("tab", name="Wordle").click()  # and a tab chosen meanwhile is the one shown
    expect(page.get_by_role("tab", name="Wordle")).to_have_attribute("aria-selected", "true")
    release(page, held)
    assert "letters=" not in page.url
    expect(page.get_by_role("tab", name="Wordle")).to_have_attribute("aria-selected", "true")
    page.get_by_role("tab", name="Word Challenge").click()
    known = [w for w in expected.words if not lexicon.is_rare(w)]  # rare words are left out
    expect(page.locator("#solver-summary")).to_contain_text(f"{len(known):,} words")
    expect(page.locator("#solver-message")).to_have_text("")  # every group listed
    assert listed_words(page, "#solver-results") == known


def test_the_remembered_tab_and_board_size_show_at_once(open_page):
    page = open_page("?tab=wordle&length=7&guesses=8")
    expect(page.get_by_role("row")).to_have_count(8)
    held: list[Route] = []
    later = open_page(wait_ready=False, before=holding_the_dictionary(held))
    later.wait_for_function("document.documentElement.hasAttribute('data-python-started')", timeout=60_000)
    expect(later.get_by_role("tab", name="Wordle")).to_have_attribute("aria-selected", "true")
    assert board_rows(later) == [["empty"] * 7] * 8
    release(later, held)
    assert board_rows(later) == [["empty"] * 7] * 8


def test_the_lab_loads_on_its_first_visit_and_says_when_its_results_were_unreadable(open_page):
    page = open_page()
    page.evaluate("localStorage.setItem('wordgames.lab', '{not json')")
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    expect(page.locator("#lab-strategies input")).to_have_count(0)  # not built yet
    expect(page.locator("#notices")).to_be_hidden()
    page.get_by_role("tab", name="Lab").click()
    expect(page.locator("#lab-strategies input").first).to_be_visible()
    expect(page.locator("#notices")).to_contain_text("Your saved Lab results could not be read")


BIG_DOWNLOADS = ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide.asm.mjs", "dictionary.bin", "wordgames.zip")
STARTS = "names => names.map(name => performance.getEntriesByType('resource').find(e => e.name.endsWith('/' + name)))"


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_the_first_screen_is_drawn_before_any_large_download_starts(open_page, viewport):
    """Board, keyboard and How to play from the first bytes: the large files are asked for only after the first
    screen's script has run (issue 40: tabs.js and first-screen.js queued behind them on a slow link)."""
    page = open_page("", first_visit=True)
    page.set_viewport_size(VIEWPORTS[viewport])
    drawn = page.evaluate("performance.getEntriesByName('first-screen')[0].startTime")
    starts = page.evaluate(STARTS + ".map(e => e && e.startTime)", list(BIG_DOWNLOADS))
    assert None not in starts, dict(zip(BIG_DOWNLOADS, starts))
    assert all(drawn <= start for start in starts), f"first screen at {drawn:.0f} ms, downloads {starts}"
    ends = page.evaluate(STARTS + ".map(e => e.responseEnd)", ["tabs.js", "first-screen.js"])
    assert all(end <= min(starts) for end in ends)


@pytest.mark.parametrize(("language", "line"), [("en", r"^\d+\.\d of \d+\.\d MB"), ("fr", r"^\d+,\d sur \d+,\d Mo")])
def test_the_progress_line_counts_the_megabytes_announced(open_page, language, line):
    """Under the stages: the bytes so far of those the downloads announced (and on a slow link the time left), in
    the page's language and its way of writing numbers."""
    held: list[Route] = []
    page = open_page(f"?tab=wordle&lang={language}", wait_ready=False, before=holding_the_dictionary(held))
    expect(page.locator("#loading-bytes")).to_have_text(re.compile(line), timeout=60_000)
    release(page, held)
    expect(page.locator("#loading")).to_be_hidden()
