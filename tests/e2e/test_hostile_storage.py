"""Stored values another page of the origin could write (issue 29): the page always comes up, with a notice."""

from __future__ import annotations

import json

import pytest
from page_support import other_words, type_word, wordle_secret
from playwright.sync_api import Page, expect

SCORED = "#w-board .row.scored"
KEYS = ("prefs", "wordle", "challenge", "stats", "lab", "dictionary")
DEEP = "[" * 20_000 + "]" * 20_000  # 40 KB: past Pyodide's stack, where json.loads ran out of it
READY_MS = 30_000


def stored(page: Page, kind: str) -> dict:
    return json.loads(page.evaluate(f"localStorage.getItem('wordgames.{kind}')"))


def store_and_reload(page: Page, values: dict[str, str]) -> None:
    page.evaluate(
        "values => { for (const [k, v] of Object.entries(values)) localStorage.setItem('wordgames.' + k, v); }", values
    )
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=READY_MS)


def a_guess_is_scored(page: Page, lexicon, seed: int) -> None:
    type_word(page, other_words(lexicon, wordle_secret(lexicon, seed), 1)[0])
    page.keyboard.press("Enter")
    expect(page.locator(SCORED)).to_have_count(1)


def test_a_chosen_dictionary_missing_from_indexeddb_gives_a_notice_and_the_english_list(open_page, lexicon):
    page = open_page("?tab=wordle&seed=5")
    choice = {"kind": "page-dictionary", "version": 1, "name": "never saved"}
    store_and_reload(page, {"dictionary": json.dumps(choice)})
    notices = page.locator("#notices")
    expect(notices).to_contain_text("Your dictionary 'never saved' could not be read")
    expect(notices).to_contain_text("no dictionary is stored under the name")
    expect(notices).not_to_contain_text("JsNull")
    expect(page.locator("#dict-current")).to_contain_text("English (built in")
    a_guess_is_scored(page, lexicon, 5)


def test_values_nested_twenty_thousand_deep_give_notices_and_a_working_page(open_page, lexicon):
    page = open_page("?tab=wordle&seed=5")
    store_and_reload(page, dict.fromkeys(KEYS, DEEP))
    notices = page.locator("#notices")
    for what in ("settings", "Wordle game in progress", "Word Challenge game", "statistics", "choice of dictionary"):
        expect(notices).to_contain_text(f"Your saved {what} could not be read (its lists and objects nest")
    a_guess_is_scored(page, lexicon, 5)
    page.get_by_role("tab", name="Lab").click()
    expect(notices).to_contain_text("Your saved Lab results could not be read")


@pytest.mark.parametrize("limit", [10**30, 5_000])
def test_a_huge_stored_guess_limit_is_refused_with_a_notice(open_page, lexicon, limit):
    page = open_page("?tab=wordle&seed=5")
    prefs = stored(page, "prefs")
    prefs["settings"] |= {"length": 20, "guesses": limit}
    store_and_reload(page, {"prefs": json.dumps(prefs)})
    expect(page.locator("#notices")).to_contain_text("Your saved settings could not be read (maximum guesses must be")
    expect(page.locator("#w-board .row")).to_have_count(6)
    a_guess_is_scored(page, lexicon, 5)
