"""The page under faults and floods (issue 16): stalled and damaged files are reported within seconds with the
right advice, long work never freezes the page nor queues up, and memory stays flat over many solves and games."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from page_support import baseline_ms
from playwright.sync_api import Page, expect

from bench.page_memory import (  # the soak's page driving and readings, one copy for the bench and the test
    BLANKS,
    LONG_TASKS,
    install_probe,
    python_memory,
    solve_blanks,
    wordle_players,
)
from wordgames_build.site import boot_chunks

ROOT = Path(__file__).resolve().parents[2]

REPORTED_WITHIN_S = 10  # issue 16: every failure is reported within 10 s of its cause
WASM = ROOT / "static" / "vendor" / "pyodide" / "pyodide.asm.wasm"
ENGINE = ROOT / "static" / "wordgames.zip"
RUNTIME_ADVICE = "run `python3 build.py` first so the runtime is in static/vendor"
SITE_ADVICE = "build it again and copy every file"
CONNECTION_ADVICE = "Check your connection"


# When the failure box and the notices first show, and the page's long tasks: a runtime starting
# on a loaded machine can hold the page's only thread for seconds, which delays any report but is
# not the page's own delay.
REPORT_CLOCK = """
window.wgTasks = [];
window.wgShown = {};
window.wgViolations = [];
addEventListener("securitypolicyviolation", event => wgViolations.push(event.blockedURI));
new PerformanceObserver(list => {
  for (const t of list.getEntries()) wgTasks.push([performance.timeOrigin + t.startTime, t.duration]);
}).observe({type: "longtask", buffered: true});
addEventListener("DOMContentLoaded", () => {
  for (const id of ["failure", "notices"]) {
    const box = document.getElementById(id);
    // Shown already (a preloaded file failed while the deferred scripts ran): now is an upper bound.
    if (!box.hidden) wgShown[id] = performance.timeOrigin + performance.now();
    new MutationObserver(() => {
      if (!box.hidden && !wgShown[id]) wgShown[id] = performance.timeOrigin + performance.now();
    }).observe(box, {attributes: true, attributeFilter: ["hidden"]});
  }
});
"""


def seconds_to_report(page: Page, caused_at: float, box: str = "failure") -> float:
    """From the cause (time.time()) to ``box`` showing, less the time the page's thread was busy."""
    return page.evaluate(
        """([cause, box]) => {
            const end = wgShown[box];
            const busy = wgTasks.map(([start, ms]) => Math.max(0, Math.min(start + ms, end) - Math.max(start, cause)));
            return (end - cause - busy.reduce((a, b) => a + b, 0)) / 1000;
        }""",
        [caused_at * 1000, box],
    )


def expect_failure_soon(page: Page, caused_at: list[float], *texts: str) -> str:
    """The failure box shows every text within REPORTED_WITHIN_S of the cause; its text."""
    failure = page.locator("#failure")
    expect(failure).to_be_visible(timeout=60_000)
    assert caused_at, "the damaged or stalled file was never requested"
    delay = seconds_to_report(page, caused_at[0])
    print(f"reported {delay:.1f} s after the cause: {failure.inner_text().splitlines()[0][:100]}")
    assert delay <= REPORTED_WITHIN_S, f"reported {delay:.1f} s after the cause"
    for text in texts:
        expect(failure).to_contain_text(text)
    assert page.get_attribute("body", "data-ready") is None
    return failure.inner_text()


def stall(caused_at: list[float]):
    """A route handler that answers nothing, ever (noting when the request came)."""
    return lambda route: caused_at.append(time.time())


def serve(caused_at: list[float], **response):
    """A route handler that answers with ``response`` (noting when)."""

    def handle(route) -> None:
        caused_at.append(time.time())
        route.fulfill(**response)

    return handle


def abort(caused_at: list[float]):
    def handle(route) -> None:
        caused_at.append(time.time())
        route.abort()

    return handle


# ----- stalled downloads -------------------------------------------------------------------------


@pytest.mark.stall  # reported within 10 s: browsers booting beside it delay the stall watch's timers
def test_a_stalled_dictionary_fails_within_seconds(open_page):
    caused_at: list[float] = []

    def stalled(page, guard):
        guard.failure_expected = True
        page.add_init_script(REPORT_CLOCK)
        page.route("**/static/dictionary.bin", stall(caused_at))

    page = open_page(wait_ready=False, before=stalled)
    text = expect_failure_soon(page, caused_at, "The dictionary could not be loaded", "stalled", CONNECTION_ADVICE)
    assert "build.py" not in text  # nothing to rebuild: the server stopped answering


# Files the page loads as elements (scripts, modules, style sheets), not by fetch: a stalled one
# blocks the parser, the style or the runtime, and none of them sends progress a watch could read.
ELEMENT_FILES = [
    "static/loader.js",
    "static/style.css",
    "static/tabs.js",
    "static/vendor/pyodide/pyodide.mjs",
    "static/vendor/pyodide/pyodide.asm.mjs",
    # PyScript's core.js and the chunks it imports itself (issue 43: these were silent until the 90 s give-up)
    *(f"static/vendor/pyscript/{name}" for name in boot_chunks()),
]


@pytest.mark.stall  # reported within 10 s: browsers booting beside it delay the watch's timers
@pytest.mark.parametrize("path", ELEMENT_FILES)
def test_a_stalled_script_or_style_sheet_is_said_within_ten_seconds(open_page, path):
    caused_at: list[float] = []

    def stalled(page, guard):
        guard.failure_expected = True
        guard.expected_console_errors.append("")  # the runtime may log its own complaint once it is let go
        guard.page_errors_expected = True
        page.route(f"**/{path}", stall(caused_at))

    page = open_page(wait_ready=False, before=stalled, wait_until="commit")
    failure = page.locator("#failure")
    expect(failure).to_be_in_viewport(timeout=60_000)  # drawn, where a person looks
    waited = time.time() - caused_at[0]
    text = failure.inner_text()
    print(f"{path} stalled: said after {waited:.1f} s: {text.splitlines()[0][:100]}")
    assert waited <= REPORTED_WITHIN_S + 2, f"said {waited:.1f} s after the stall"  # 2 s: the test's own polling
    assert path.rsplit("/", 1)[1] in text and "stopped arriving" in text
    assert CONNECTION_ADVICE in text


def test_a_stalled_own_dictionaries_script_leaves_the_games_playable(open_page):
    """static/dictionaries.js is deferred and only the own-dictionary card needs it: PyScript no longer waits behind
    it (it did when core.js was a module after it in the page), so the games start; the card says it is missing."""

    def stalled(page, guard):
        guard.expected_console_errors.append("")
        page.route("**/static/dictionaries.js", stall([]))

    page = open_page("?tab=wordle", wait_ready=False, before=stalled, wait_until="commit")
    expect(page.locator("body[data-ready]")).to_be_attached(timeout=90_000)
    expect(page.locator("#failure")).to_be_hidden()


def test_a_stalled_opening_book_degrades_to_live_play_with_a_notice(open_page):
    caused_at: list[float] = []

    def stalled(page, guard):
        page.add_init_script(REPORT_CLOCK)
        page.route("**/static/openings.bin", stall(caused_at))

    page = open_page("?mode=keeper&seed=1&strategy=letter-frequency", wait_ready=False, before=stalled)
    notices = page.locator("#notices")
    expect(notices).to_contain_text("opening book could not be used", timeout=60_000)
    delay = seconds_to_report(page, caused_at[0], "notices")
    assert delay <= REPORTED_WITHIN_S, f"noticed {delay:.1f} s after the book stalled"
    expect(notices).to_contain_text("stalled")
    expect(notices).to_contain_text("compute their first guesses live")
    page.wait_for_selector("body[data-ready]", state="attached")
    expect(page.locator("#w-board .row.current [role=gridcell]")).to_have_count(5)  # the computer guessed


# ----- a damaged copy of the site ----------------------------------------------------------------

DAMAGE = {
    "pyscript.toml missing": ("**/pyscript.toml", {"status": 404, "body": "gone"}, ["pyscript.toml"], SITE_ADVICE),
    "pyscript.toml invalid": (
        "**/pyscript.toml",
        {"body": 'name = "Word Games\n[files\n'},
        ["pyscript.toml", "damaged"],
        SITE_ADVICE,
    ),
    # A garbled configuration: said in a player's words, and PyScript never started (it would ask a CDN for a runtime).
    "pyscript.toml garbled": (
        "**/pyscript.toml",
        {"body": b"\x00\xff[[[\x89PNG"},
        ["pyscript.toml", "damaged"],
        SITE_ADVICE,
    ),
    "pyscript.toml without its runtime": (
        "**/pyscript.toml",
        {"body": 'name = "Word Games"\n[files]\n"./static/wordgames.zip" = "./*"\n'},
        ["pyscript.toml", "does not say where the Python runtime is"],
        SITE_ADVICE,
    ),
    "pyscript.toml naming a CDN": (
        "**/pyscript.toml",
        {"body": 'interpreter = "https://cdn.jsdelivr.net/pyodide/v0.27.0/full/pyodide.mjs"\n'},
        ["pyscript.toml", "another site"],
        SITE_ADVICE,
    ),
    "runtime truncated": (
        "**/pyodide.asm.wasm",
        {
            "body": WASM.read_bytes()[: WASM.stat().st_size // 2] if WASM.exists() else b"",
            "content_type": "application/wasm",
        },
        ["pyodide.asm.wasm", "damaged"],
        RUNTIME_ADVICE,
    ),
    "runtime aborted": ("**/pyodide.asm.wasm", None, ["pyodide.asm.wasm", "did not arrive"], CONNECTION_ADVICE),
    "lock file corrupted": (
        "**/pyodide-lock.json",
        {"body": '{"info": {"python": "3.1', "content_type": "application/json"},
        ["pyodide-lock.json", "not valid JSON"],
        RUNTIME_ADVICE,
    ),
    "engine archive missing": (
        "**/static/wordgames.zip",
        {"status": 404, "body": "gone"},
        ["static/wordgames.zip", "HTTP 404"],
        SITE_ADVICE,
    ),
    "engine archive truncated": (
        "**/static/wordgames.zip",
        {"body": ENGINE.read_bytes()[: ENGINE.stat().st_size // 2] if ENGINE.exists() else b""},
        ["static/wordgames.zip", "not a whole zip archive"],
        SITE_ADVICE,
    ),
}


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_site_is_reported_at_once_with_the_right_advice(open_page, damage):
    pattern, response, texts, advice = DAMAGE[damage]
    caused_at: list[float] = []

    def damaged(page, guard):
        guard.failure_expected = True
        guard.expected_console_errors.append("")  # the browser and the runtime log the fault themselves
        guard.page_errors_expected = True
        page.add_init_script(REPORT_CLOCK)
        page.route(pattern, abort(caused_at) if response is None else serve(caused_at, **response))

    page = open_page(wait_ready=False, before=damaged)
    text = expect_failure_soon(page, caused_at, *texts, advice)
    assert "slow" not in text
    assert "cdn" not in text.lower() and "http" not in text  # a place of this site, in words
    assert page.evaluate("wgViolations") == []  # nothing asked of another site, even to be refused (the CSP)


# ----- floods: long work in slices, newer requests replace older ones ----------------------------


def long_tasks(page: Page) -> list[int]:
    """Main-thread tasks over 50 ms (ms) since the last call."""
    return page.evaluate("wgLongTasks.splice(0)")


LONGEST_IN_BASELINES = 20  # issue 29: no task over 200 ms (120 ms on a quiet machine, 340 ms on a busy one)


@pytest.mark.alone  # its longest task against a baseline timed beside it
def test_no_task_after_the_boot_holds_the_page_longer_than_twenty_baselines(open_page):
    def probe(page: Page, guard) -> None:
        page.add_init_script(LONG_TASKS)
        # Issue 28's definitions load in one task of about 330 ms a second after ready (left to their
        # owner, reported): kept out of this count of the trie's work.
        page.route("**/definitions.bin", lambda route: route.fulfill(status=404, body="not here"))
        guard.expected_console_errors.append("status of 404")

    page = open_page(before=probe)
    long_tasks(page)  # the boot's own (compiling the runtime): not the game's
    # The trie's suffix masks, computed after ready (948 ms in one task before): the page marks their end.
    page.wait_for_selector("body[data-facts]", state="attached", timeout=60_000)
    after = long_tasks(page)
    base = baseline_ms(page)
    print(f"after the boot: tasks over 50 ms {after}; baseline {base:.1f} ms")
    assert max(after, default=0) < LONGEST_IN_BASELINES * base, (after, base)


@pytest.mark.alone  # its longest task against the search's time: a browser beside it stretches one slice
def test_a_solve_of_twenty_blanks_shows_progress_and_never_freezes(open_page):
    page = open_page(before=lambda page, guard: page.add_init_script(LONG_TASKS))
    long_tasks(page)
    page.locator("#solver-rare").check()  # every word listed, the 309,467 rare ones too
    page.get_by_label("Letters", exact=True).fill(BLANKS)
    page.get_by_role("button", name="Solve").click()
    expect(page.locator("#solver-message")).to_contain_text("words so far")
    summary = page.locator("#solver-summary")
    expect(summary).to_contain_text("369,880 words", timeout=120_000)
    expect(page.locator("#solver-message")).to_have_text("", timeout=30_000)
    solving = long_tasks(page)
    solve_ms = float(re.search(r"([\d,.]+) ms", summary.inner_text()).group(1).replace(",", ""))
    expect(page.locator("#solver-results details.group")).to_have_count(18)
    page.locator("#solver-results details[data-length='9'] summary").click()  # 53,469 words
    expect(page.locator("#solver-results details[data-length='9']")).to_have_attribute("open", "")
    page.evaluate("new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)))")
    opening = long_tasks(page)
    print(
        f"solve of 20 blanks: {solve_ms:,.0f} ms of search; longest main-thread task {max(solving, default=0)} ms "
        f"({len(solving)} over 50 ms); opening 53,469 words: longest task {max(opening, default=0)} ms"
    )
    # In one piece the solve was one task as long as the search. In slices, no task holds more
    # than a small part of it; this test is a ratio because the machine running it may be shared
    # (a starved browser stretches every task alike); bench/page_memory.py prints the absolute
    # figures against the goal (200 ms).
    assert max(solving, default=0) < solve_ms / 4
    base = baseline_ms(page)  # and under the 200 ms, plural in baselines of the same run
    assert max(solving, default=0) < LONGEST_IN_BASELINES * base, (solving, base)
    paragraphs = page.locator("#solver-results details[data-length='9'] .word-text")
    assert paragraphs.count() > 100  # laid out only where in view:
    assert paragraphs.first.evaluate("p => getComputedStyle(p).contentVisibility") == "auto"


def test_repeated_solves_replace_each_other_instead_of_queueing(open_page):
    page = open_page()
    page.evaluate("""() => {
        window.wgAnswers = 0;
        new MutationObserver(() => { if (document.getElementById('solver-summary').textContent) wgAnswers++; })
            .observe(document.getElementById('solver-summary'), {childList: true, characterData: true, subtree: true});
    }""")
    letters = page.get_by_label("Letters", exact=True)
    letters.fill(BLANKS)
    page.get_by_role("button", name="Solve").dblclick()
    for _ in range(5):
        letters.press("Enter")
    letters.fill("abracadabra")  # the last request wins, even over earlier and longer ones
    letters.press("Enter")
    expect(page.locator("#solver-summary")).to_contain_text("from ABRACADABRA", timeout=120_000)
    page.wait_for_timeout(500)  # an absence: no second answer within 500 ms of the first
    assert page.evaluate("wgAnswers") == 1
    expect(page.locator("#solver-message")).to_have_text("")


# ----- memory: flat over many solves and games (the full soak: bench/page_memory.py) --------------

HEAP_GROWTH_MB = 100  # issue 16's bound for 500 solves or 100 games
# A message's timer (it hides the message after at most 8 s) holds a few objects until it fires,
# a cancelled one too (the runtime's setTimeout keeps it): the readings wait for the latest to fire.
TOAST_MS = 8_500


def settle(page: Page) -> None:
    """Wait for the page's one-off work to end before a first reading: its latest message's timer, and the
    groundwork it starts after ready or once the player pauses: the finder's texts, about 10 MB of heap (a
    whole run at load 10 read 51.9 MB before they were built and 62.4 MB after five more games), then the
    definitions, 12 MB more (the assistant, which shows none, read 62.4 MB, then 74.9 once they were read)."""
    page.wait_for_timeout(TOAST_MS)
    page.wait_for_selector("body[data-texts-ready]", state="attached", timeout=300_000)
    page.wait_for_selector("body[data-definitions]", state="attached", timeout=300_000)


@pytest.mark.slow
def test_memory_stays_flat_over_many_solves_of_twenty_blanks(open_page):
    """Sized to the leak it guards against: before the fix each solve's reference cycle kept its words
    (36 → 1,902 MB in 268 solves, 7 MB a solve on average; bench/README.md, issue 16), so 7 solves grow
    the heap by about 49 MB, twice the bound; fixed, 120 solves grow it by 9 MB (43 → 52 MB)."""
    page = open_page()
    install_probe(page)
    solve_blanks(page)  # the first fills the caches for good (54 MB of heap, once; flat after it)
    settle(page)
    start, _ = python_memory(page)
    for _ in range(7):
        solve_blanks(page)
    assert python_memory(page)[0] - start < HEAP_GROWTH_MB / 4


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["guesser", "keeper", "assistant"])
def test_memory_and_python_objects_stay_flat_over_many_wordle_games(open_page, lexicon, mode):
    """Sized to the leak it guards against: a keeper game left 78 objects in reference cycles for good,
    so 5 games leave about 390, eight times the bound; fixed, 20 games in each mode end within +43
    objects and 0 MB of heap of where they began (bench/README.md, issue 16)."""
    query, play = wordle_players(lexicon)[mode]
    page = open_page(query)
    install_probe(page)
    for _ in range(6):  # the first games fill the engine's caches (a few word lists' indexes each)
        play(page)
    settle(page)
    heap, objects = python_memory(page)
    for _ in range(5):
        play(page)
    page.wait_for_timeout(TOAST_MS)
    assert python_memory(page)[0] - heap < HEAP_GROWTH_MB / 10
    assert python_memory(page)[1] - objects < 50
