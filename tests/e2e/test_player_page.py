"""The player's page: the game fits a phone, remembers, counts, shares, challenges, has a daily word and themes."""

from __future__ import annotations

import json

import pytest
from page_support import open_settings, other_words, scored_labels, type_word, wordle_secret
from playwright.sync_api import Page, expect

from bench.page_memory import pending_word
from wordgames.wordle.daily import daily_number, daily_secret, parse_day
from wordgames.wordle.feedback import score
from wordgames.wordle.share import encode_challenge

SCORED = "#w-board .row.scored"
PHONES = [{"width": 390, "height": 844}, {"width": 360, "height": 640}]


def guess(page: Page, word: str) -> None:
    type_word(page, word)
    page.keyboard.press("Enter")


def saved(page: Page, kind: str) -> dict:
    return json.loads(page.evaluate(f"localStorage.getItem('wordgames.{kind}')"))


def inside_viewport(page: Page, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    return (
        box["y"] >= 0 and box["y"] + box["height"] <= size["height"] + 0.5 and box["x"] + box["width"] <= size["width"]
    )


@pytest.mark.parametrize("viewport", PHONES, ids=["390x844", "360x640"])
def test_board_and_keyboard_fit_a_phone_without_scrolling(shared_page, viewport):
    page = shared_page("?tab=wordle&seed=1")  # each phone sets the lengths it looks at: one boot for both
    page.set_viewport_size(viewport)
    for length in (3, 8):
        open_settings(page)
        page.get_by_label("Length", exact=True).fill(str(length))
        page.get_by_label("Length", exact=True).dispatch_event("change")
        expect(page.locator("#w-board .row").first.locator(".tile")).to_have_count(length)
        assert page.locator("#w-board .row").count() == 6
        assert inside_viewport(page, "#w-board .row >> nth=5"), length
        assert inside_viewport(page, "#w-keyboard"), length
        assert page.evaluate("document.scrollingElement.scrollHeight") <= viewport["height"]


def test_a_whole_game_with_taps_only_on_a_phone(open_page, lexicon):
    secret = wordle_secret(lexicon, 21)
    page = open_page("?tab=wordle&seed=21")
    page.set_viewport_size(PHONES[0])
    for word in [*other_words(lexicon, secret, 1), secret]:
        for letter in word:
            page.locator(f"#w-keyboard [data-key='{letter}']").click()
        page.locator("#w-keyboard [data-key='Enter']").click()
    expect(page.locator("#result-dialog")).to_be_visible()
    expect(page.locator("#result-title")).to_have_text("You won!")


def test_reload_restores_the_guesser_game_and_the_tab(open_page, lexicon):
    secret = wordle_secret(lexicon, 5)
    first, second = other_words(lexicon, secret, 2)
    page = open_page("?seed=5")
    page.get_by_role("tab", name="Wordle").click()
    guess(page, first)
    guess(page, second)
    expect(page.locator(SCORED)).to_have_count(2)
    type_word(page, "ab")
    page.goto(page.url.split("?")[0])  # no parameters at all: everything comes from memory
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    expect(page.get_by_role("tab", name="Wordle")).to_have_attribute("aria-selected", "true")
    expect(page.locator(SCORED)).to_have_count(2)
    labels = page.locator(f"{SCORED} >> nth=1").locator("[role=gridcell]")
    assert [labels.nth(i).get_attribute("aria-label") for i in range(5)] == scored_labels(second, secret)
    guess(page, secret)
    expect(page.locator("#result-title")).to_have_text("You won!")


@pytest.mark.parametrize("mode", ["keeper", "assistant"])
def test_reload_restores_the_keeper_and_assistant_games(open_page, mode):
    page = open_page(f"?mode={mode}&seed=11&strategy=letter-frequency")
    if mode == "assistant":
        type_word(page, "crane")
    for digit in "20100":
        page.keyboard.press(digit)
    page.keyboard.press("Enter")
    expect(page.locator(SCORED)).to_have_count(1)
    page.wait_for_function("document.getAnimations().length === 0")  # the row has turned: the line below is drawn
    before = page.locator(SCORED).first.get_attribute("aria-label")
    pending = pending_word(page) if mode == "keeper" else None
    info = page.locator("#w-info").text_content()
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    expect(page.locator(SCORED)).to_have_count(1)
    assert page.locator(SCORED).first.get_attribute("aria-label") == before
    expect(page.locator("#w-info")).to_have_text(info)
    if pending:
        assert pending_word(page) == pending
    expect(page.locator("#w-help")).to_contain_text("Think of a word" if mode == "keeper" else "Playing Wordle")


def test_statistics_after_a_won_and_a_lost_game(open_page, lexicon):
    page = open_page("?tab=wordle&seed=21")
    secret = wordle_secret(lexicon, 21)
    guess(page, other_words(lexicon, secret, 1)[0])
    guess(page, secret)
    expect(page.locator("#result-title")).to_have_text("You won!")
    numbers = page.locator("#stats-numbers dd")
    expect(numbers).to_have_text(["1", "100", "1", "1"])
    expect(page.locator("#stats-chart .latest")).to_have_attribute("aria-label", "2 guesses: 1 game")
    page.get_by_role("button", name="Play again").click()
    lost = wordle_secret(lexicon, 21, game=2)
    for word in other_words(lexicon, lost, 6):
        guess(page, word)
    expect(page.locator(SCORED)).to_have_count(6, timeout=20_000)
    expect(page.locator("#result-title")).to_have_text("Out of guesses", timeout=10_000)
    expect(page.locator("#result-secret")).to_contain_text(lost.upper())
    expect(numbers).to_have_text(["2", "50", "0", "1"])
    expect(page.locator("#stats-chart .latest")).to_have_count(0)
    stats = saved(page, "stats")
    assert stats["wordle"][0]["played"] == 2


def test_a_game_left_while_its_last_row_turns_over_is_counted(open_page, lexicon):
    page = open_page("?tab=wordle&seed=21", motion=True)
    guess(page, wordle_secret(lexicon, 21))
    expect(page.locator(SCORED)).to_have_count(1)
    assert page.locator("#result-dialog").is_hidden()  # the row is still turning over
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    assert saved(page, "stats")["wordle"][0]["played"] == 1
    expect(page.locator(SCORED)).to_have_count(0)  # the won game is over: a new one
    page.locator("#open-stats").click()
    expect(page.locator("#stats-numbers dd")).to_have_text(["1", "100", "1", "1"])


@pytest.mark.parametrize("kind", ["prefs", "wordle", "stats", "challenge"])
def test_garbage_in_storage_gives_a_notice_and_a_working_page(open_page, lexicon, kind):
    page = open_page("?tab=wordle&seed=5")
    for junk in ("{not json", json.dumps({"kind": kind, "version": 99}), json.dumps([1, 2, 3])):
        page.evaluate("([key, value]) => localStorage.setItem(key, value)", [f"wordgames.{kind}", junk])
        page.reload()
        page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
        expect(page.locator("#notices")).to_contain_text("could not be read")
        guess(page, other_words(lexicon, wordle_secret(lexicon, 5), 1)[0])
        expect(page.locator(SCORED)).to_have_count(1)
    page.guard.check()


def test_a_wrong_board_in_storage_is_refused(open_page, lexicon):
    page = open_page("?tab=wordle&seed=5")
    guess(page, "crane")
    data = saved(page, "wordle")
    data["game"]["moves"][0][1] = "22222" if score("crane", data["game"]["secret"]).digits != "22222" else "00000"
    page.evaluate("value => localStorage.setItem('wordgames.wordle', value)", json.dumps(data))
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    expect(page.locator("#notices")).to_contain_text("could not be read")
    expect(page.locator(SCORED)).to_have_count(0)


def test_share_copies_the_grid_and_a_link(open_page, lexicon, shared_context):
    shared_context.grant_permissions(["clipboard-read", "clipboard-write"])
    secret = wordle_secret(lexicon, 21)
    first = other_words(lexicon, secret, 1)[0]
    page = open_page("?tab=wordle&seed=21")
    guess(page, first)
    guess(page, secret)
    page.get_by_role("button", name="Share").click()
    expect(page.locator("#result-share-status")).to_have_text("Copied to the clipboard.")
    text = page.evaluate("navigator.clipboard.readText()")
    squares = "⬛🟨🟩"
    rows = ["".join(squares[m] for m in score(w, secret).marks) for w in (first, secret)]
    assert text.startswith("Word Games 5 · 2/6\n\n" + "\n".join(rows) + "\n")
    link = f"?mode=guesser&length=5&challenge={encode_challenge(secret)}&guesses=6&score=2%2F6"
    assert text.splitlines()[-1].endswith(link)
    assert secret not in text


def test_a_challenge_link_plays_its_word_and_a_tampered_one_does_not(open_page, lexicon):
    page = open_page("?challenge=" + encode_challenge("planet"))
    expect(page.get_by_role("tab", name="Wordle")).to_have_attribute("aria-selected", "true")
    guess(page, "planet")
    expect(page.locator("#result-title")).to_have_text("You won!")
    code = encode_challenge("planet")
    tampered = code[:-2] + ("A" if code[-2] != "A" else "B") + code[-1]
    page = open_page("?challenge=" + tampered)
    expect(page.locator("#notices")).to_contain_text("challenge link does not work")
    guess(page, other_words(lexicon, "zzzzzz", 1)[0])  # the length played last (remembered)
    expect(page.locator(SCORED)).to_have_count(1)


def test_a_challenge_link_over_a_game_in_progress_asks_before_dropping_it(open_page, lexicon):
    page = open_page("?tab=wordle&seed=5")
    guess(page, other_words(lexicon, wordle_secret(lexicon, 5), 1)[0])
    expect(page.locator(SCORED)).to_have_count(1)
    kept = saved(page, "wordle")["game"]
    for answer, secret in (("Keep playing", kept["secret"]), ("Play the challenge", "planet")):
        page.goto(page.url.split("?")[0] + "?challenge=" + encode_challenge("planet"))
        page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
        confirm = page.locator("#confirm-dialog")
        expect(confirm).to_be_visible()
        expect(page.locator(SCORED)).to_have_count(1)  # the game in progress, shown while asked
        confirm.get_by_role("button", name=answer).click()
        expect(page.locator(SCORED)).to_have_count(1 if secret == kept["secret"] else 0)
        assert saved(page, "wordle")["game"]["secret"] == secret
    guess(page, "planet")
    expect(page.locator("#result-title")).to_have_text("You won!")


def test_a_guess_typed_at_once_after_play_the_challenge_is_the_challenges_first(open_page, lexicon):
    """The answer starts the challenge in its own click: keys typed right after it (a fast typist, a busy phone)
    reach the new game, never the game it replaced (the whole run's accessibility test lost its first guess)."""
    page = open_page("?tab=wordle&seed=5")
    guess(page, other_words(lexicon, wordle_secret(lexicon, 5), 1)[0])
    page.goto(page.url.split("?")[0] + "?challenge=" + encode_challenge("planet"))
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    page.locator("#confirm-dialog").get_by_role("button", name="Play the challenge").click()
    page.keyboard.type("planet")
    page.keyboard.press("Enter")
    expect(page.locator("#result-title")).to_have_text("You won!")


def daily_word(page: Page) -> str:
    page.get_by_role("button", name="Daily word").click()
    page.locator("#d-play").click()
    expect(page.locator(SCORED)).to_have_count(0)
    return saved(page, "wordle")["game"]["secret"]


def forgetting(page: Page, guard) -> None:
    """Another player's browser: nothing stored (the worker's browser keeps its HTTP cache, not the storage)."""
    page.add_init_script("if (location.protocol.startsWith('http')) localStorage.clear();")


def test_the_daily_word_is_the_same_on_a_date_and_played_once(open_page, lexicon):
    words = []
    page = None
    for date in ("2026-03-01", "2026-03-01", "2026-03-02"):
        if page is not None:
            page.goto("about:blank")  # the visit before ends: whatever it saves, it has saved
        page = open_page(f"?tab=wordle&date={date}", first_visit=True, before=forgetting)
        expect(page.locator("#help-dialog")).to_be_visible()  # a first visit: How to play, closed as a person would
        page.keyboard.press("Escape")
        expect(page.locator("#help-dialog")).to_be_hidden()
        words.append(daily_word(page))
        expect(page.locator("#w-info")).to_have_text(f"Daily #{daily_number(parse_day(date))} · Guess 1 of 6")
        if len(words) == 1:
            guess(page, words[0])
            expect(page.locator("#result-title")).to_have_text("You won!")
            expect(page.locator("#stats-daily")).to_contain_text("daily streak 1")
            page.keyboard.press("Escape")
            page.get_by_role("button", name="Daily word").click()
            expect(page.locator("#d-play")).to_have_text("See today's result")
            page.locator("#d-play").click()
            expect(page.locator("#result-secret")).to_contain_text("You played Daily #60 (2026-03-01) already")
            expect(page.locator("#r-share")).to_be_visible()  # today's result shared again
    assert words[0] == words[1] == daily_secret(lexicon, 5, parse_day("2026-03-01"))
    assert words[2] == daily_secret(lexicon, 5, parse_day("2026-03-02")) != words[0]


def test_dark_and_colour_blind_palettes_are_applied_and_remembered(open_page, lexicon):
    page = open_page("?tab=wordle&seed=5")
    guess(page, "crane")
    tile = page.locator(f"{SCORED} .tile").first
    light = tile.evaluate("t => getComputedStyle(document.body).backgroundColor")
    open_settings(page)
    page.get_by_label("Theme").select_option("dark")
    page.get_by_label("Colour-blind colours").check()
    page.keyboard.press("Escape")
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    assert tile.evaluate("t => getComputedStyle(document.body).backgroundColor") != light
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    assert page.evaluate("document.documentElement.dataset.palette") == "colour-blind"
    colours = page.eval_on_selector_all(
        f"{SCORED} .tile", "ts => ts.map(t => [t.className, getComputedStyle(t).backgroundColor])"
    )
    for cls, colour in colours:
        if "correct" in cls:
            assert colour == "rgb(245, 121, 58)"  # orange
        if "present" in cls:
            assert colour == "rgb(133, 192, 249)"  # blue


def test_new_game_during_a_game_asks_first(open_page, lexicon):
    page = open_page("?tab=wordle&seed=5")
    guess(page, other_words(lexicon, wordle_secret(lexicon, 5), 1)[0])
    page.get_by_role("button", name="New game").click()
    expect(page.locator("#confirm-dialog")).to_be_visible()
    page.get_by_role("button", name="Keep playing").click()
    expect(page.locator(SCORED)).to_have_count(1)
    open_settings(page)
    page.get_by_label("Max guesses").select_option("3")
    page.keyboard.press("Escape")  # the settings close: now the question
    expect(page.locator("#confirm-dialog")).to_be_visible()
    page.keyboard.press("Escape")  # no
    expect(page.locator(SCORED)).to_have_count(1)
    open_settings(page)
    expect(page.get_by_label("Max guesses")).to_have_value("6")  # the kept game's setting
    page.keyboard.press("Escape")
    page.get_by_role("button", name="New game").click()
    confirm = page.locator("#confirm-dialog")
    expect(confirm).to_be_visible()  # asked in a task of its own: wait for it before answering
    confirm.get_by_role("button", name="New game").click()
    expect(page.locator(SCORED)).to_have_count(0)
