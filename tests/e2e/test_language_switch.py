"""Issue 39: a pick of another language plays it in place, without a reload: the pack's keyboard, the catalog's
text, each language's Wordle game kept; a pack that cannot be had (stalled, missing, garbage) changes nothing
but a message; two quick picks end in the last one."""

from __future__ import annotations

import pytest
from page_support import VIEWPORTS, shoot, violations
from playwright.sync_api import Page, expect

from wordgames.languages import LANGUAGES as PACKED
from wordgames.wordle.rules import secret_pool
from wordgames_build.catalogs import po_path, read_po

KEY_LETTERS = (
    "() => [...document.querySelectorAll('#w-keyboard [data-key]')].map(k => k.dataset.key).filter(k => k.length === 1)"
)
SWITCHED_MS = 20_000  # a switch is ready within 2 s on a quiet machine (bench/language_page.py); a busy one is slower
# A mark the page carries until it is replaced: a reload (or any navigation of the document) drops it.
MARK = "window.__sameDocument = true"
SAME_DOCUMENT = "() => window.__sameDocument === true && performance.getEntriesByType('navigation').length === 1"


def catalog(code: str) -> dict[str, list[str]]:
    return {entry.msgid: entry.strings for entry in read_po(po_path(code).read_text(encoding="utf-8"))}


def pack_lexicon(code: str):
    from wordgames.lexicon import Lexicon
    from wordgames_build import STATIC

    return Lexicon.from_bytes((STATIC / PACKED[code].asset).read_bytes())


def pick(page: Page, code: str, where: str) -> None:
    """Choose ``code`` in How to play's picker (a first visit's first screen), Settings' or the header's (not on a
    phone), and wait for the new board."""
    if where == "header":
        page.locator("#language-pick").select_option(code)
    else:
        page.locator(f"#open-{where}").click()
        page.locator(f"#{where}-language").select_option(code)
    page.wait_for_selector(f"body[data-language='{code}']", state="attached", timeout=SWITCHED_MS)
    expect(page.locator("html")).to_have_attribute("lang", code)
    if where == "settings":  # Settings stays open, drawn in the language (play-test 52): closed to play on
        expect(page.locator("#settings-dialog")).to_be_visible()
        page.keyboard.press("Escape")
        expect(page.locator("#settings-dialog")).to_be_hidden()


def guess(page: Page, word: str) -> None:
    """Tap ``word`` on the on-screen keys (a pack's own letters), then Enter."""
    for letter in word:
        page.locator(f"#w-keyboard [data-key='{letter}']").click()
    page.locator("#w-keyboard [data-key='Enter']").click()


def first_row(page: Page) -> str:
    return "".join(page.locator("#w-board .row.scored").first.locator(".tile").all_inner_texts()).lower()


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_en_fr_ru_en_in_one_page_each_with_its_keyboard_text_and_game_kept(open_page, viewport):
    page = open_page("?lang=en&tab=wordle")
    page.set_viewport_size(VIEWPORTS[viewport])
    page.evaluate(MARK)
    words = {}
    for code in ("en", "fr", "ru"):
        lexicon = pack_lexicon(code)
        words[code] = next(w for w in secret_pool(lexicon, 5, "common")[7:] if len(set(w)) == 5)
    guess(page, words["en"])
    expect(page.locator("#w-board .row.scored")).to_have_count(1)
    for code, where in (("fr", "help"), ("ru", "settings"), ("en", "help")):
        pick(page, code, where)
        assert page.evaluate(SAME_DOCUMENT), "the page was reloaded"
        assert f"lang={code}" in page.url
        assert sorted(page.evaluate(KEY_LETTERS)) == sorted(pack_lexicon(code).alphabet.letters)
        expect(page.locator("#open-settings")).to_have_attribute(
            "aria-label", catalog(code)["Settings"][0] if code != "en" else "Settings"
        )
        if code != "en":
            expect(page.locator("#w-board .row.scored")).to_have_count(0)  # a language of its own: its own game
            guess(page, words[code])
            expect(page.locator("#w-board .row.scored")).to_have_count(1)
            page.wait_for_timeout(2000)  # the row's reveal played out
            shoot(page, f"switch-{code}-{viewport}")
    expect(page.locator("#w-board .row.scored")).to_have_count(1)  # back in English: its game as it was left
    assert first_row(page) == words["en"]
    for code in ("fr", "ru"):
        pick(page, code, "settings")
        expect(page.locator("#w-board .row.scored")).to_have_count(1)
        assert first_row(page) == words[code]
    assert page.evaluate(SAME_DOCUMENT), "the page was reloaded"


def test_two_quick_picks_end_in_the_last_one_and_it_is_remembered_with_the_tools_text(open_page, site_url):
    page = open_page("?lang=en&tab=wordle")
    page.evaluate(MARK)
    typed = {"letters": "quiet?", "finder-pattern": "*ing", "finder-exclude": "xz"}  # a play-tester's lost text
    page.locator("#tab-challenge").click()
    for field, text in typed.items():
        page.locator(f"#{field}").fill(text)
    page.locator("#tab-wordle").click()
    page.evaluate(
        """() => { const picker = document.querySelector('#language-pick');
                   for (const code of ['fr', 'ru']) {
                     picker.value = code; picker.dispatchEvent(new Event('change'));
                   } }"""
    )
    page.wait_for_selector("body[data-language='ru']", state="attached", timeout=SWITCHED_MS)
    page.wait_for_timeout(1500)  # a French pick drawn late would show now
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    expect(page.locator("body")).to_have_attribute("data-language", "ru")
    assert sorted(page.evaluate(KEY_LETTERS)) == sorted(pack_lexicon("ru").alphabet.letters)
    expect(page.locator("#open-settings")).to_have_attribute("aria-label", catalog("ru")["Settings"][0])
    expect(page.locator("#language-pick")).to_have_value("ru")
    for field, text in typed.items():  # the tools' fields keep what was typed in them
        expect(page.locator(f"#{field}")).to_have_value(text)
    assert page.evaluate(SAME_DOCUMENT)
    page.goto(site_url)  # no ?lang=: the choice is remembered
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    expect(page.locator("html")).to_have_attribute("lang", "ru")


FAULTS = {
    # never answered (the site does answer the pick's probe): static/loader.js aborts it after 8 s without data
    "stalled": lambda route: route.continue_() if route.request.method == "HEAD" else None,
    "missing": lambda route: route.fulfill(status=404, body="not here"),
    "garbage": lambda route: route.fulfill(status=200, body=b"\x00garbage" * 100),
}


@pytest.mark.parametrize("fault", list(FAULTS))
def test_a_pack_that_cannot_be_had_leaves_the_language_and_game_with_a_message(open_page, fault):
    held = []

    def faulty(route):
        held.append(route)
        FAULTS[fault](route)

    page = open_page("?lang=en&tab=wordle")
    page.evaluate(MARK)
    page.route("**/static/dictionary-fr.bin", faulty)
    word = next(w for w in secret_pool(pack_lexicon("en"), 5, "common")[7:] if len(set(w)) == 5)
    guess(page, word)
    expect(page.locator("#w-board .row.scored")).to_have_count(1)
    page.guard.expected_console_errors += ["dictionary-fr.bin", "Failed to load resource"]
    page.locator("#open-settings").click()
    page.locator("#settings-language").select_option("fr")
    status = page.locator("#settings-dialog [data-language-status]")  # in the open dialog, not behind its backdrop
    if fault == "stalled":  # 8 s of waiting: said while it lasts
        expect(status).to_have_text("Loading Français…")
    expect(status).to_contain_text("Français could not be loaded", timeout=15_000)
    expect(status).to_contain_text("Your game goes on.")
    expect(page.locator("#notices")).to_contain_text("Français could not be loaded")  # there once the dialog closes
    shoot(page, f"switch-refused-{fault}")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#settings-language")).to_have_value("en")
    assert page.evaluate(SAME_DOCUMENT)
    assert held, "the pick never asked for the pack"
    page.keyboard.press("Escape")
    guess(page, next(w for w in secret_pool(pack_lexicon("en"), 5, "common")[20:] if w != word))
    expect(page.locator("#w-board .row.scored")).to_have_count(2)  # the game plays on


def test_axe_finds_nothing_serious_after_a_switch(open_page, axe_context, site_url):
    page = open_page("?lang=en&tab=wordle", context=axe_context)
    pick(page, "ru", "help")
    assert not violations(page)
    pick(page, "fr", "settings")
    assert not violations(page)


def test_a_language_picked_in_settings_leaves_settings_open_in_that_language(open_page):
    """Play-test 52: a pick in Settings closed the dialog; it stays open, drawn afresh in the language picked."""
    page = open_page("?lang=en&tab=wordle")
    page.locator("#open-settings").click()
    expect(page.locator("#settings-dialog")).to_be_visible()
    page.locator("#settings-language").focus()  # as a player's tap or Tab does
    page.locator("#settings-language").select_option("es")
    page.wait_for_selector("body[data-language='es']", state="attached", timeout=20_000)
    page.wait_for_selector("body[data-switched-ms]", state="attached", timeout=20_000)
    expect(page.locator("#settings-dialog")).to_be_visible()
    expect(page.locator("#settings-title")).to_have_text("Ajustes")
    expect(page.locator("#settings-language")).to_have_value("es")
    expect(page.locator("#settings-language")).to_be_focused()  # where the player was
    shoot(page, "settings-after-a-switch")
