"""Every language's page: a first visit with the browser in that language opens in it and downloads its pack alone
(a boot, for two of them: the rule is one for all); then each language picked in place on one page is axe-core
clean on both tabs and How to play, names its own list on the Dictionary card, credits its own pack's sources and
licences, and downloads its pack alone; the Lab's links open in the same language."""

from __future__ import annotations

import re
from collections.abc import Callable
from urllib.parse import parse_qs, urlparse

import pytest
from page_support import violations
from playwright.sync_api import Page, expect

from wordgames.i18n import ENGLISH, LANGUAGES
from wordgames.languages import LANGUAGES as PACKED
from wordgames_build.catalogs import po_path, read_po

OTHERS = [code for code in LANGUAGES if code != ENGLISH]
SWITCHED_MS = 20_000  # a switch is ready within 2 s on a quiet machine (bench/language_page.py); a busy one is slower


def catalog(code: str) -> dict[str, list[str]]:
    return {entry.msgid: entry.strings for entry in read_po(po_path(code).read_text(encoding="utf-8"))}


def link_language(href: str | None) -> str | None:
    values = parse_qs(urlparse(href or "").query).get("lang")
    return values[0] if values else None


def packs_asked(names: list[str]) -> list[str]:
    return [name for name in names if name.startswith("dictionary")]


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_a_first_visit_in_the_browsers_language_opens_in_it_and_downloads_its_pack_alone(open_page, code):
    asked: list[str] = []

    def browser_language(page, guard):
        page.add_init_script(f"Object.defineProperty(navigator, 'languages', {{get: () => ['{code}-XX', '{code}']}});")
        page.on("request", lambda request: asked.append(request.url.rsplit("/", 1)[-1]))

    page = open_page("", first_visit=True, before=browser_language)
    expect(page.locator("html")).to_have_attribute("lang", code)
    expect(page.locator("#help-title")).to_have_text(catalog(code)["How to play"][0])  # a first visit's How to play
    expect(page.locator("#tab-wordle")).to_have_attribute("aria-selected", "true")
    expect(page.locator("#help-language")).to_have_value(code)
    # Its own pack is played, and only that one downloaded: not English's list, nor the nine others.
    assert packs_asked(asked) == [PACKED[code].asset], asked
    expect(page.locator("#notices")).not_to_contain_text(LANGUAGES[ENGLISH])
    assert page.evaluate("localStorage.getItem('wordgames-language')") is None  # not chosen, only followed
    if code == "ru":  # the Lab's links open it in this language (its races run on this pack); once is enough
        page.keyboard.press("Escape")
        page.locator("#tab-lab").click()
        expect(page.locator("#lab-cg-link")).to_have_attribute("href", re.compile("lang=ru"))
        for link in ("#lab-link", "#lab-cg-link"):
            assert link_language(page.locator(link).get_attribute("href")) == code, link


def pick(page: Page, code: str) -> list[str]:
    """Pick ``code`` in the header's picker and wait for the page drawn in it; the files asked for meanwhile."""
    asked: list[str] = []

    def ask(request) -> None:
        asked.append(request.url.rsplit("/", 1)[-1])

    page.on("request", ask)
    page.locator("#language-pick").select_option(code)
    page.wait_for_selector(f"body[data-language='{code}']", state="attached", timeout=SWITCHED_MS)
    page.remove_listener("request", ask)
    return asked


@pytest.mark.parametrize("code", OTHERS)
def test_each_language_picked_in_place_is_accessible_and_names_and_credits_its_pack(shared_page, code):
    page = shared_page("?lang=en&tab=wordle", axe=True)  # one boot for the ten: each test picks its language
    asked = pick(page, code)
    words = catalog(code)
    expect(page.locator("html")).to_have_attribute("lang", code)
    assert packs_asked(asked) == [PACKED[code].asset], asked  # its own pack, not the nine others
    expect(page.locator("#tab-wordle")).to_have_attribute("aria-selected", "true")
    page.locator("#open-help").click()
    expect(page.locator("#help-title")).to_have_text(words["How to play"][0])
    expect(page.locator("#help-language")).to_have_value(code)
    problems = {"How to play": violations(page)}
    page.keyboard.press("Escape")
    expect(page.locator("#help-dialog")).to_be_hidden()
    problems["Wordle"] = violations(page)
    page.locator("#tab-challenge").click()
    page.locator("#cg-new").click()
    expect(page.locator("#cg-play")).to_be_visible()
    problems["Word Challenge"] = violations(page)
    page.locator("#cg-giveup").click()  # the round ended: the next pick asks nothing
    assert not any(problems.values()), {screen: found for screen, found in problems.items() if found}
    # The Dictionary card names the pack's language, not English's (issue 39: "Anglais (intégré)" on the French page).
    built_in = page.locator("#dict-use option").first.text_content()
    current = page.locator("#dict-current").text_content()
    assert LANGUAGES[code] in built_in and "English" not in built_in, built_in
    assert LANGUAGES[code] in current and "English" not in current and "In use" not in current, current
    # The footer credits the words played: this pack's sources and licences, not English's.
    footer = page.locator("footer").text_content()
    language = PACKED[code]
    for source, licence in zip(language.sources.split(", "), language.licences.split("; "), strict=True):
        assert source in footer and licence in footer, (source, licence, footer)
    assert "WordNet" not in footer and "words_alpha" not in footer, footer
    page.locator("#tab-wordle").click()  # as the next language's test expects it


# The tabs' lines, and whether the Lab's guess-limit field shows its whole placeholder ("unlimited").
FITS = """() => {
  const lines = [...document.querySelectorAll('[role=tab]')].map(tab => {
    const range = document.createRange(); range.selectNodeContents(tab);
    return new Set([...range.getClientRects()].map(rect => Math.round(rect.top))).size; });
  const field = document.getElementById('lab-guesses'), style = getComputedStyle(field);
  const pen = document.createElement('canvas').getContext('2d'); pen.font = style.font;
  const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return {lines, placeholder: field.placeholder, fits: pen.measureText(field.placeholder).width <= room};
}"""


def unfit_on_a_phone(page: Page, measure: str, fits: Callable[[dict], bool]) -> dict[str, dict]:
    """Each language picked in turn, its page at 390 px measured by the script ``measure``: those ``fits`` refuses."""
    unfit = {}
    try:
        for code in [*OTHERS, ENGLISH]:
            page.set_viewport_size({"width": 1100, "height": 900})  # the header's picker, where a desktop has it
            pick(page, code)
            page.set_viewport_size({"width": 390, "height": 844})
            if not fits(measured := page.evaluate(measure)):
                unfit[code] = measured
    finally:
        page.set_viewport_size({"width": 1100, "height": 900})
    return unfit


def test_every_language_s_tabs_and_the_lab_s_guess_limit_fit_a_phone(shared_page):
    """Issue 37: on a 390 px phone the Greek tab 'Πρόκληση λέξεων' took two lines and 'απεριόριστο' was cut."""
    page = shared_page("?lang=en&tab=lab")
    unfit = unfit_on_a_phone(page, FITS, lambda fits: fits["lines"] == [1, 1, 1] and fits["fits"])
    assert not unfit, unfit


# The title and Wordle's five tools on one line of a 390 px phone: the Spanish "Juegos de palabras" pushed the tools
# onto a line of their own (polish4's report, 2026-11-29). A long title wraps at its spaces beside them.
HEADER_FITS = """() => {
    const title = document.querySelector('header h1'), box = title.getBoundingClientRect();
    const tools = [...document.querySelectorAll('#w-tools button')].map(b => b.getBoundingClientRect());
    return {beside: tools.every(t => t.top < box.bottom && t.right <= innerWidth),
            cut: title.scrollWidth > title.clientWidth,
            height: Math.round(document.querySelector('header').getBoundingClientRect().height)};
}"""


def test_every_language_s_title_and_wordle_tools_share_a_phone_s_first_line(shared_page):
    page = shared_page("?lang=en&tab=wordle")
    unfit = unfit_on_a_phone(
        page, HEADER_FITS, lambda fits: fits["beside"] and not fits["cut"] and fits["height"] <= 2 * 44 + 40
    )
    assert not unfit, unfit


# The settings in each language (play-test 52): the mode buttons in a grid of equal cells whose edges line up (they
# were a ragged run of widths, es desktop, pl phone), and every select as wide as its longest option (Greek's theme
# select cut "όπως η συσκευή"): its text, measured, leaves the room of the select's arrow (20.8 px in Chromium).
ARROW_PX = 20.5
SETTINGS_FIT = """() => {
    const labels = [...document.querySelectorAll('#w-modes label')].map(l => [l, l.getBoundingClientRect()]);
    const widths = labels.map(([, r]) => r.width), lefts = new Set(labels.map(([, r]) => Math.round(r.left)));
    const rows = new Map();
    for (const [, r] of labels) rows.set(Math.round(r.top), [...(rows.get(Math.round(r.top)) ?? []), r.height]);
    const faults = [];
    if (Math.max(...widths) - Math.min(...widths) > 1) faults.push(`widths ${widths.map(Math.round)}`);
    if (lefts.size > 3) faults.push(`${lefts.size} left edges`);
    for (const [top, heights] of rows) if (Math.max(...heights) - Math.min(...heights) > 1) faults.push(`row ${top}`);
    for (const [label] of labels) if (label.scrollWidth > label.clientWidth + 1) faults.push(`${label.innerText}`);
    const pen = document.createElement('canvas').getContext('2d');
    for (const select of document.querySelectorAll('#settings-dialog select')) {
        if (!select.clientWidth) continue;  // hidden (the strategy outside the modes that play one)
        const style = getComputedStyle(select);
        pen.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const longest = Math.max(...[...select.options].map(option => pen.measureText(option.text).width));
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - longest;
        if (room < ARROW) faults.push(`${select.id} ${Math.round(room * 10) / 10} px for its arrow`);
    }
    return faults;
}""".replace("ARROW", str(ARROW_PX))


def test_every_language_s_settings_have_a_grid_of_modes_and_selects_as_wide_as_their_options(shared_page):
    page = shared_page("?lang=en&tab=wordle")
    unfit = {}
    try:
        for code in [*OTHERS, ENGLISH]:
            page.set_viewport_size({"width": 1280, "height": 800})
            pick(page, code)
            page.locator("#open-settings").click()
            expect(page.locator("#settings-dialog")).to_be_visible()
            for size in ({"width": 1280, "height": 800}, {"width": 390, "height": 844}):
                page.set_viewport_size(size)
                faults = page.evaluate(SETTINGS_FIT)
                if faults:
                    unfit[(code, size["width"])] = faults
            page.keyboard.press("Escape")
            expect(page.locator("#settings-dialog")).to_be_hidden()
    finally:
        page.set_viewport_size({"width": 1100, "height": 900})
    assert not unfit, unfit
