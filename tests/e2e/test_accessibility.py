"""axe-core on every screen (each tab and mode, each dialog, light and dark): no serious or critical violation."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from wordgames.wordle.share import encode_challenges

AXE = Path(__file__).resolve().parents[2] / "static" / "vendor" / "axe" / "axe.min.js"
SERIOUS = ("serious", "critical")


def violations(page: Page) -> list[str]:
    """The serious and critical axe-core violations of the page as it is now, in light and in dark
    (the page follows the device's scheme: no page booted twice for it)."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))  # inline: the test's copy, never loaded by the page itself
    problems = []
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        found = page.evaluate("async () => (await axe.run(document, {resultTypes: ['violations']})).violations")
        problems += [
            f"{scheme}: {v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
            for v in found
            if v["impact"] in SERIOUS
        ]
    return problems


@pytest.fixture(scope="session")
def axe_context(browser_type, browser_type_launch_args, tmp_path_factory):
    """A browser that lets the test's inline copy of axe-core run under the page's Content-Security-Policy
    (with a profile on disk, as ``open_page``'s: the runtime fetched and compiled once)."""
    context = browser_type.launch_persistent_context(
        tmp_path_factory.mktemp("axe-profile"),
        **browser_type_launch_args,
        bypass_csp=True,
        service_workers="block",
        viewport={"width": 1100, "height": 900},
    )
    yield context
    context.close()


@pytest.fixture
def page_in(axe_context, open_page):  # open_page clears and closes its pages after the test
    return lambda query: open_page(query, context=axe_context)


def test_every_screen_has_no_serious_violation(page_in):
    if not AXE.exists():
        pytest.fail(f"{AXE} is missing: run `python3 build.py`")
    problems = {}
    page = page_in("?seed=3")
    problems["challenge"] = violations(page)
    page.get_by_role("button", name="Statistics").click()
    expect(page.locator("#cg-stats-dialog")).to_be_visible()
    problems["challenge statistics"] = violations(page)
    page.keyboard.press("Escape")
    page.get_by_role("tab", name="Wordle").click()
    for word in ("crane", "light"):
        page.keyboard.type(word)
        page.keyboard.press("Enter")
    expect(page.locator("#w-board .row.scored")).to_have_count(2)
    problems["guesser"] = violations(page)
    for name, dialog in (
        ("How to play", "#help-dialog"),
        ("Settings", "#settings-dialog"),
        ("Statistics", "#result-dialog"),
        ("Daily word", "#daily-dialog"),  # today's daily, the countdown and the archive
    ):
        page.get_by_role("button", name=name).click()
        expect(page.locator(dialog)).to_be_visible()
        problems[name] = violations(page)
        page.keyboard.press("Escape")
        expect(page.locator(dialog)).to_be_hidden()
    page.get_by_role("button", name="Statistics").click()
    page.get_by_label("Statistics of").select_option("all")  # the picker's summary of every length and mode
    problems["Statistics, all"] = violations(page)
    page.get_by_role("button", name="Export or import statistics").click()
    expect(page.locator("#travel-dialog")).to_be_visible()
    page.get_by_role("button", name="Copy a code").click()
    page.get_by_label("Paste a code").fill("WG2-garbage")
    page.get_by_role("button", name="Import").click()
    expect(page.locator("#t-status")).to_contain_text("Not imported")
    problems["export and import"] = violations(page)
    page.keyboard.press("Escape")
    page.get_by_role("button", name="New game").click()
    expect(page.locator("#confirm-dialog")).to_be_visible()
    problems["confirm"] = violations(page)
    page.keyboard.press("Escape")
    for mode in ("keeper", "assistant", "adversary", "octordle"):
        page = page_in(f"?mode={mode}&seed=3&strategy=letter-frequency")
        if mode == "octordle":  # split keys, and the row being typed shown large (on a phone)
            page.set_viewport_size({"width": 390, "height": 844})
            for word in ("crane", "light"):
                page.keyboard.type(word)
                page.keyboard.press("Enter")
            page.keyboard.type("pu")
            expect(page.locator("#w-entry")).to_be_visible()
        problems[mode] = violations(page)
    page = page_in("?mode=octordle&seed=3&length=12&pool=all")  # colours alone, the guesses in a line
    page.set_viewport_size({"width": 390, "height": 844})
    page.keyboard.type("abbreviating")
    page.keyboard.press("Enter")
    expect(page.locator("#w-guess-line")).to_be_visible()
    problems["octordle, 12 letters"] = violations(page)
    # A finished game of four boards from a friend's link: the result with its friend's line and countdown.
    page = page_in(f"?challenge={encode_challenges(('crane', 'slate', 'brine', 'quoin'))}&score=5%2F9")
    page.get_by_role("button", name="Play the challenge").click()  # over the octordle game in progress
    for word in ("crane", "slate", "brine", "quoin"):
        page.keyboard.type(word)
        page.keyboard.press("Enter")
    expect(page.locator("#result-friend")).to_be_visible()
    problems["four boards' result"] = violations(page)
    page = page_in("?lengths=4&strategies=best&games=2&run=1")
    expect(page.locator("#lab-status")).to_contain_text("Done", timeout=60_000)
    page.locator("#chart-guesses button").click()
    problems["lab"] = violations(page)
    assert not any(problems.values()), {screen: found for screen, found in problems.items() if found}
