"""Stored values another page of the origin could write (issue 29): the page always comes up, with a notice."""

from __future__ import annotations

import json
import time
from statistics import median

import pytest
from page_support import baseline_ms, other_words, shoot, type_word, wordle_secret
from playwright.sync_api import Page, expect

from wordgames.wordle.feedback import score

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


FILL_STORAGE = """() => {
    const filled = [];
    for (const size of [1 << 20, 1 << 14, 1 << 8, 1]) {
        const chunk = "x".repeat(size);
        try {
            for (;;) { const key = "filler" + filled.length; localStorage.setItem(key, chunk); filled.push(key); }
        } catch (error) { /* full at this size: a smaller one may still fit */ }
    }
    return filled.length;
}"""


def test_full_storage_is_said_at_the_first_save_and_the_game_plays_on(open_page, lexicon):
    page = open_page("?tab=wordle&seed=5")
    assert page.evaluate(FILL_STORAGE) > 0
    secret = wordle_secret(lexicon, 5)
    first, second = other_words(lexicon, secret, 2)
    type_word(page, first)
    page.keyboard.press("Enter")
    notices = page.locator("#notices")
    expect(notices).to_contain_text("Your Wordle game in progress could not be saved")
    expect(notices).to_contain_text("may be full")
    type_word(page, second)
    page.keyboard.press("Enter")
    expect(page.locator(SCORED)).to_have_count(2)
    type_word(page, secret)
    page.keyboard.press("Enter")
    expect(page.locator("#result-dialog")).to_be_visible(timeout=10_000)
    assert notices.locator("p").filter(has_text="could not be saved").count() == 1  # said once


ANSWER_IN_BASELINES = 16  # a typed key drawn within 100 ms on a quiet machine (a baseline: about 6 ms; keys 35-50)
FREEZE_IN_BASELINES = 50  # and none held 300 ms
ANSWER_CLOCK = """() => {
    window.wgAnswers = [];
    let typed = null;
    document.addEventListener("keydown", () => { typed = performance.now(); }, true);
    new MutationObserver(() => {
        if (typed !== null) { wgAnswers.push(performance.now() - typed); typed = null; }
    }).observe(document.getElementById("w-board"), {childList: true, subtree: true, characterData: true});
}"""


def long_game(lexicon, stored: dict, secret: str, moves: int) -> str:
    """``stored`` (a saved guesser game) made an unlimited game of ``moves`` legal guesses."""
    words = [w for w in lexicon.words_of_length(len(secret)) if w != secret][:moves]
    stored["settings"]["guesses"] = stored["game"]["max_guesses"] = None
    stored["game"]["moves"] = [[w, score(w, secret).digits] for w in words]
    return json.dumps(stored)


# The thousand moves are timed alone: a browser beside it took 5-47 baselines a key in a full run, 6-8 alone.
@pytest.mark.parametrize("moves", [pytest.param(1_000, marks=pytest.mark.alone), 9_000])
def test_a_huge_stored_game_is_drawn_lazily_or_refused_and_keys_are_answered_at_once(open_page, lexicon, moves):
    page = open_page("?tab=wordle&seed=5")
    secret = wordle_secret(lexicon, 5)
    a_guess_is_scored(page, lexicon, 5)
    started = time.monotonic()
    store_and_reload(page, {"wordle": long_game(lexicon, stored(page, "wordle"), secret, moves)})
    ready = time.monotonic() - started
    if moves > 1_000:
        expect(page.locator("#notices")).to_contain_text("one game takes at most 1,000")
        return
    expect(page.locator("#w-board")).to_contain_text("940 earlier guesses are not drawn")
    expect(page.locator(SCORED)).to_have_count(60)
    page.evaluate(ANSWER_CLOCK)
    for letter in "abcde":
        page.keyboard.press(letter)
    expect(page.locator("#w-board .row.current .tile.typed")).to_have_count(5)
    answers = page.evaluate("wgAnswers")
    base = baseline_ms(page)
    shown = [round(ms) for ms in answers]
    print(f"{moves} moves: ready after {ready:.1f} s; keys answered in {shown} ms; baseline {base:.1f} ms")
    # In baselines of the same run, which a busy machine stretches alike: the typical key within the
    # issue's 100 ms, and none held as long as a freeze (at a load of 10 one key of five took 312 ms).
    assert len(answers) == 5 and median(answers) < ANSWER_IN_BASELINES * base, (answers, base)
    assert max(answers) < FREEZE_IN_BASELINES * base, (answers, base)


PUT_RECORDS = """async records => {
    const db = await new Promise((done, fail) => {
        const request = indexedDB.open("wordgames", 1);
        request.onupgradeneeded = () => request.result.createObjectStore("dictionaries", {keyPath: "name"});
        request.onsuccess = () => done(request.result);
        request.onerror = () => fail(request.error);
    });
    const store = db.transaction("dictionaries", "readwrite").objectStore("dictionaries");
    store.clear();
    for (const record of records) {
        const words = {Infinity: Infinity, NaN: NaN, text: "many"}[record.words] ?? record.words;
        const data = Array.isArray(record.data) ? new Uint8Array(record.data) : record.data;
        store.put({name: record.name, words: words, data: data});
    }
    await new Promise(done => { store.transaction.oncomplete = done; });
    db.close();
}"""


def test_a_damaged_own_dictionary_record_is_named_and_removable_and_the_others_stay_usable(open_page):
    from wordgames.lexicon import Lexicon

    data = list(Lexicon.from_words(["qwirp", "zorbl", "flimx", "gravk", "plonz"]).to_bytes())
    page = open_page("?tab=challenge&seed=5")
    records = [
        {"name": "mine", "words": 5, "data": data},
        {"name": "endless", "words": "Infinity", "data": data},  # issue 43: OverflowError on every load
        {"name": "uncounted", "words": "NaN", "data": data},
        {"name": "wordy", "words": "text", "data": data},
        {"name": "empty", "words": 5, "data": "not bytes"},
        {"name": 12, "words": 5, "data": data},  # a key that is no name
    ]
    page.evaluate(PUT_RECORDS, records)
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=READY_MS)
    damaged = page.locator("#dict-damaged")
    expect(damaged).to_contain_text("'endless'")
    for name in ("'uncounted'", "'wordy'", "'empty'", "12"):
        expect(damaged).to_contain_text(name)
    expect(damaged).to_contain_text("word count")
    expect(page.locator("#failure")).to_be_hidden()
    expect(page.locator("#dict-use option")).to_have_text(["English (built in)", "mine"])
    page.locator("#dict-use").select_option("mine")
    expect(page.locator("#dict-current")).to_have_text("In use: mine (5 words).")
    for name in ("endless", "uncounted", "wordy", "empty", "12"):
        damaged.get_by_role("button", name=f"Remove {name}").click()
        expect(damaged.get_by_role("button", name=f"Remove {name}")).to_have_count(0)
    expect(damaged).to_be_hidden()
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=READY_MS)
    expect(page.locator("#dict-current")).to_have_text("In use: mine (5 words).")
    expect(page.locator("#dict-use option")).to_have_text(["English (built in)", "mine"])
    expect(damaged).to_be_hidden()
    expect(page.locator("#failure")).to_be_hidden()


@pytest.mark.parametrize("size", [{"width": 390, "height": 844}, {"width": 1280, "height": 800}])
def test_a_reset_preference_is_explained_in_the_players_language(open_page, size):
    """The notice of reset preferences gave its reason in English on a German page ("the tab 'chess' is not one")."""
    page = open_page("?lang=de&tab=wordle&seed=5")
    page.set_viewport_size(size)
    prefs = stored(page, "prefs")
    prefs["tab"] = "chess"
    store_and_reload(page, {"prefs": json.dumps(prefs)})
    notices = page.locator("#notices")
    expect(notices).to_contain_text("der Reiter 'chess' ist keiner von challenge, wordle, lab")
    expect(notices).not_to_contain_text("is not one")
    shoot(page, f"prefs-reset-de-{size['width']}")


def test_a_storage_opened_after_the_patience_ran_out_is_closed_again(open_page):
    """An open that succeeds after the page gave up is closed: left open, it blocks every later delete."""
    page = open_page("?tab=challenge")
    said = page.evaluate(
        """() => new Promise(done => {
        const real = indexedDB.open.bind(indexedDB);
        const closed = [];
        indexedDB.open = (name, version) => {  // a storage that answers 6 s late (another tab held it)
            const late = { result: null, error: null };
            const request = real(name, version);
            request.onupgradeneeded = event => late.onupgradeneeded && late.onupgradeneeded(event);
            request.onsuccess = () => setTimeout(() => {
                const db = request.result;
                const close = db.close.bind(db);
                db.close = () => { closed.push(true); close(); };
                late.result = db;
                late.onsuccess && late.onsuccess();
            }, 6000);
            return late;
        };
        wordGamesDictionaries.list().then(
            () => done({ listed: true }),
            error => setTimeout(() => {
                indexedDB.open = real;
                done({ error: error.message, closed: closed.length });
            }, 2000),
        );
    })"""
    )
    assert said == {"error": "opening IndexedDB took too long (is the storage blocked?)", "closed": 1}
