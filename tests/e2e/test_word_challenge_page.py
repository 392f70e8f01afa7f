"""Word Challenge as TextTwist plays it (issue 17): tiles to tap or type, blanks by length, rounds, and memory."""

from __future__ import annotations

import json
import random
import re
import time
from itertools import permutations

import pytest
from page_support import shoot
from playwright.sync_api import Page, expect

from wordgames.challenge import ChallengeGame

PHONE = {"width": 390, "height": 844}
SEED = 42


def seeded_game(lexicon, length: int = 6, seed: int = SEED) -> ChallengeGame:
    """The page's first game of ``?seed=SEED`` (see wordgames/web/randoms.py)."""
    return ChallengeGame.new(lexicon, length, random.Random(seed))


def start(page: Page, length: int = 6) -> None:
    page.get_by_label("Word length").select_option(str(length))
    page.get_by_role("button", name="New game").click()
    expect(page.locator("#cg-tiles .tile")).to_have_count(length)


def rack(page: Page) -> str:
    return "".join(page.locator("#cg-tiles .tile").all_text_contents()).lower()


def tap_word(page: Page, word: str) -> None:
    """Tap the tiles of ``word`` one by one, then the Enter button."""
    for letter in word:
        page.locator("#cg-tiles button:not([disabled])", has_text=re.compile(f"^{letter.upper()}$")).first.click()
    expect(page.locator("#cg-entry")).to_have_attribute("aria-label", f"Your word: {word.upper()}")
    page.get_by_role("button", name="Enter", exact=True).click()


def slot_labels(page: Page, state: str = "") -> list[str]:
    return page.locator(f"#cg-slots .slot{state}").evaluate_all("slots => slots.map(s => s.getAttribute('aria-label'))")


def test_a_round_played_with_taps_only_on_a_phone(open_page, lexicon):
    game = seeded_game(lexicon)
    page = open_page(f"?seed={SEED}")
    page.set_viewport_size(PHONE)
    start(page)
    assert rack(page) == game.tiles
    assert slot_labels(page) == [f"{len(w)} letters" for w in game.answers]  # blanks, by length then alphabet
    message = page.locator("#cg-message")
    for word in game.answers[:2]:
        tap_word(page, word)
        expect(message).to_contain_text(f"{word.upper()}: +{game.attempt(word).points}")
        expect(page.locator("#cg-slots .slot.found", has_text=word.upper())).to_have_count(1)
    expect(page.locator("#cg-score")).to_have_text(f"{game.score} points")
    expect(page.locator("#cg-count")).to_have_text(f"2 of {len(game.answers)} words")

    first = page.locator("#cg-tiles button:not([disabled])").first
    letter = first.text_content()
    first.click()
    page.locator("#cg-entry button").first.click()  # tapped again: the letter goes back
    expect(page.locator("#cg-entry button")).to_have_count(0)
    expect(page.locator("#cg-tiles button", has_text=re.compile(f"^{letter}$")).first).to_be_enabled()
    page.get_by_role("button", name="Twist").click()
    assert sorted(rack(page)) == sorted(game.tiles)
    page.locator("#cg-tiles button").first.click()
    page.get_by_role("button", name="Clear").click()
    expect(page.locator("#cg-entry button")).to_have_count(0)

    page.get_by_role("button", name="Give up").click()
    expect(message).to_contain_text("Game over")
    assert slot_labels(page, ".missed") == [f"{w.upper()}, missed" for w in game.missed]
    expect(page.locator("#cg-tiles button:not([disabled])")).to_have_count(0)
    assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]  # nothing off the side


def test_typing_and_refusals(open_page, lexicon):
    game = seeded_game(lexicon)
    page = open_page(f"?seed={SEED}")
    start(page)
    message = page.locator("#cg-message")
    word = game.answers[-1]
    page.keyboard.type(word)
    page.keyboard.press("Backspace")
    expect(page.locator("#cg-entry")).to_have_attribute("aria-label", f"Your word: {word[:-1].upper()}")
    page.keyboard.type(word[-1])
    page.keyboard.press("Enter")
    expect(message).to_contain_text(f"{word.upper()}: +{game.attempt(word).points}")
    page.keyboard.type(word)
    page.keyboard.press("Enter")
    expect(message).to_contain_text("already found")
    absent = next(ch for ch in "zqxjkvwy" if ch not in game.tiles)
    page.keyboard.press(absent)
    expect(message).to_have_text(f"No {absent.upper()} tile left.")
    page.keyboard.press(" ")  # the spacebar twists and types nothing
    expect(page.locator("#cg-entry button")).to_have_count(0)
    assert sorted(rack(page)) == sorted(game.tiles)
    nonword = next(w for w in map("".join, permutations(game.tiles, 3)) if w not in game.words)
    for text, reason in [(game.tiles[:2], "too short"), (nonword, "not a word")]:
        page.keyboard.type(text)
        page.keyboard.press("Enter")
        expect(message).to_contain_text(reason)
    page.evaluate(
        """text => {
            const data = new DataTransfer();
            data.setData("text", text);
            document.body.dispatchEvent(new ClipboardEvent("paste", {clipboardData: data, bubbles: true}));
        }""",
        "<img src=x onerror=alert(1)>",
    )
    expect(message).to_contain_text("letters a-z only")
    assert page.locator("#cg-message img, #cg-slots img").count() == 0
    expect(page.locator("#cg-score")).to_have_text(f"{game.score} points")


def test_typing_after_a_click_on_twist_or_a_tile_plays_the_word_with_enter(open_page, lexicon):
    game = seeded_game(lexicon)
    page = open_page(f"?seed={SEED}")
    start(page)
    first, second = sorted(game.answers, key=len)[:2]
    page.get_by_role("button", name="Twist").click()
    page.keyboard.type(first)
    page.keyboard.press("Enter")  # the word, not another twist
    expect(page.locator("#cg-message")).to_contain_text(f"{first.upper()}: +")
    assert slot_labels(page, ".found") == [f"{first.upper()}, found"]
    page.locator("#cg-tiles button.tile:not(.used)").first.click()
    page.keyboard.press("Escape")  # the tap's letter taken back: the word is typed from the start
    page.keyboard.type(second)
    page.keyboard.press("Enter")
    expect(page.locator("#cg-message")).to_contain_text(f"{second.upper()}: +")
    assert len(slot_labels(page, ".found")) == 2


def test_reload_restores_the_round(open_page, lexicon):
    game = seeded_game(lexicon)
    page = open_page(f"?seed={SEED}")
    start(page)
    for word in game.answers[:3]:
        tap_word(page, word)
    page.get_by_role("button", name="Twist").click()
    tiles, score = rack(page), page.locator("#cg-score").text_content()
    # The clock is saved every two seconds: wait for a save a second or more into the round.
    page.wait_for_function("JSON.parse(localStorage.getItem('wordgames.challenge') || '{}').time_left < 179")
    left = json.loads(page.evaluate("localStorage.getItem('wordgames.challenge')"))["time_left"]
    assert 170 < left < 179
    reloaded = time.monotonic()
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    assert rack(page) == tiles
    expect(page.locator("#cg-score")).to_have_text(score)
    assert slot_labels(page, ".found") == [
        f"{w.upper()}, found" for w in sorted(game.answers[:3], key=lambda w: (len(w), w))
    ]
    minutes, seconds = map(int, page.locator("#cg-clock").text_content().split(":"))
    away = time.monotonic() - reloaded  # the clock runs on wall time: the reload's seconds are the round's
    assert left - away - 3 <= 60 * minutes + seconds <= left + 0.5  # it went on from where it was


def test_a_full_length_word_opens_the_next_round_with_the_score_carried(open_page, lexicon):
    game = seeded_game(lexicon)
    full = next(w for w in game.answers if len(w) == len(game.tiles))
    page = open_page(f"?seed={SEED}")
    start(page)
    tap_word(page, full)
    points = game.attempt(full).points
    said = "Every tile used. Go on to the next round when you like, or find more words first."
    expect(page.locator("#cg-message")).to_have_text(f"{full.upper()}: +{points}. {said}")  # was "…used: Next round…"
    page.get_by_role("button", name="Give up").click()
    expect(page.locator("#cg-message")).to_contain_text("go on to the next round")
    page.get_by_role("button", name="Next round").click()
    expect(page.locator("#cg-round")).to_have_text("Round 2")
    expect(page.locator("#cg-score")).to_have_text(f"{points} points")
    expect(page.locator("#cg-slots .slot.found")).to_have_count(0)
    page.get_by_role("button", name="Give up").click()
    expect(page.locator("#cg-message")).to_contain_text(f"Game over: {points} points")
    stats = json.loads(page.evaluate("localStorage.getItem('wordgames.stats')"))
    assert stats["challenge"] == [
        {"length": 6, "played": 1, "best_score": points, "games": [[points, 0, stats["challenge"][0]["games"][0][2]]]}
    ]
    expect(page.locator("#cg-message")).to_contain_text(f"Best at this length: {points}")
    expect(page.locator("#cg-records")).to_contain_text(f"6 letters: best {points} (1 game; last 0 of")
    page.get_by_role("button", name="Statistics").click()
    dialog = page.get_by_role("dialog", name="Word Challenge statistics")
    numbers = ["1Played", f"{points}Best score", f"{points}Average score", "0Words found %"]
    expect(dialog.locator("#cg-stats-numbers .number")).to_have_text(numbers)  # each: the figure, then its label
    asked = stats["challenge"][0]["games"][0][2]
    expect(dialog.get_by_role("listitem", name=f"Game 1: 0 of {asked} words, {points} points")).to_be_visible()
    expect(dialog.get_by_role("table", name="Every length").get_by_role("row")).to_have_count(2)
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()


def test_a_new_game_during_a_round_asks_first(open_page, lexicon):
    game = seeded_game(lexicon)
    page = open_page(f"?seed={SEED}")
    start(page)
    tap_word(page, game.answers[0])
    page.get_by_role("button", name="New game").click()
    dialog = page.locator("#confirm-dialog")
    expect(dialog).to_be_visible()
    dialog.get_by_role("button", name="Keep playing").click()
    expect(page.locator("#cg-slots .slot.found")).to_have_count(1)
    page.get_by_role("button", name="New game").click()
    dialog.get_by_role("button", name="New game").click()
    expect(page.locator("#cg-slots .slot.found")).to_have_count(0)
    expect(page.locator("#cg-score")).to_have_text("0 points")


def clock_seconds(page: Page) -> int:
    minutes, seconds = map(int, page.locator("#cg-clock").text_content().split(":"))
    return 60 * minutes + seconds


def away(page: Page, seconds: int) -> None:
    """The page closed, and opened again as if ``seconds`` later (its saved round made that much older)."""
    url = page.url
    page.route("**/favicon.ico", lambda route: route.fulfill(body=b""))  # asked for by a page of a style sheet
    page.goto(url.split("?")[0] + "static/style.css")  # the origin, with no game to save the round meanwhile
    page.evaluate(
        """seconds => { const saved = JSON.parse(localStorage.getItem('wordgames.challenge'));
        saved.saved_at -= seconds; localStorage.setItem('wordgames.challenge', JSON.stringify(saved)); }""",
        seconds,
    )
    page.goto(url)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)


def test_the_clock_runs_on_wall_time_and_never_goes_up(open_page):
    """Issue 42: 2:34 → reload → 2:36, and 2:57 → away 12 s → 2:58; a round's clock never goes up."""
    page = open_page(f"?seed={SEED}")
    start(page)
    # Past a save of the clock, and a second more shown on it than that save holds:
    page.wait_for_function("JSON.parse(localStorage.getItem('wordgames.challenge') || '{}').time_left < 179")
    saved = json.loads(page.evaluate("localStorage.getItem('wordgames.challenge')"))["time_left"]
    page.wait_for_function(
        "saved => { const [m, s] = document.querySelector('#cg-clock').textContent.split(':').map(Number);"
        " return 60 * m + s <= saved - 1; }",
        arg=saved,
    )
    before = clock_seconds(page)
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    after = clock_seconds(page)
    assert after <= before, (before, after)
    # Away 12 s (the page closed, its last save 12 s older): the 12 s are gone from the round.
    away(page, 12)
    back = clock_seconds(page)
    assert back <= after - 12 + 1
    # What the page saved on coming back is the clock shown, not the round before its time away:
    # read at once, before a tick saves again (a later save would only make this pass).
    saved_now = page.evaluate(
        """() => { const saved = JSON.parse(localStorage.getItem('wordgames.challenge'));
        return saved.time_left - (Date.now() / 1000 - saved.saved_at); }"""
    )
    assert saved_now <= back + 1, (saved_now, back)
    away(page, 600)  # a round whose time ran out while away is over when the page comes back, and counted
    expect(page.locator("#cg-clock")).to_have_text("0:00")
    expect(page.locator("#cg-message")).to_contain_text("Game over")


def test_an_untimed_game_has_no_clock_even_away_and_its_statistics_apart(open_page, lexicon):
    """Issue 42, item 6: TextTwist's relaxed mode, with statistics of its own."""
    game = seeded_game(lexicon)
    page = open_page(f"?seed={SEED}")
    page.set_viewport_size(PHONE)
    page.get_by_label("No clock").check()
    start(page)
    shoot(page, "challenge-untimed-phone")
    expect(page.locator("#cg-clock")).to_be_hidden()
    tap_word(page, game.answers[0])
    away(page, 600)  # ten minutes away: a timed round would be over; this one waits
    expect(page.locator("#cg-slots .slot.found")).to_have_count(1)
    expect(page.locator("#cg-clock")).to_be_hidden()
    expect(page.get_by_label("No clock")).to_be_checked()
    expect(page.get_by_role("button", name="Give up")).to_be_enabled()
    page.get_by_role("button", name="Give up").click()
    points = game.attempt(game.answers[0]).points
    expect(page.locator("#cg-message")).to_contain_text(f"Game over: {points} points")
    expect(page.locator("#cg-records")).to_contain_text(f"6 letters, no clock: best {points} (1 game;")
    stats = json.loads(page.evaluate("localStorage.getItem('wordgames.stats')"))
    assert [(r["length"], r.get("timed", True), r["played"]) for r in stats["challenge"]] == [(6, False, 1)]
    page.get_by_role("button", name="Statistics").click()
    dialog = page.get_by_role("dialog", name="Word Challenge statistics")
    expect(dialog.locator("#cg-stats-scope")).to_have_text("6 letters · No clock")
    expect(dialog.locator("#cg-stats-numbers .number").first).to_have_text("1Played")
    expect(dialog.get_by_role("table")).to_have_count(1)  # the untimed games' own table
    expect(dialog.get_by_role("table", name="Every length · No clock").get_by_role("row")).to_have_count(2)
    shoot(page, "challenge-untimed-statistics-phone")
    page.keyboard.press("Escape")
    page.get_by_label("No clock").uncheck()  # a timed game at the same length counts apart
    page.get_by_role("button", name="New game").click()
    expect(page.locator("#cg-clock")).to_be_visible()
    page.get_by_role("button", name="Statistics").click()
    expect(dialog.locator("#cg-stats-scope")).to_have_text("6 letters")
    expect(dialog.locator("#cg-stats-numbers .number").first).to_have_text("0Played")


# Every note a page's Web Audio plays, as (frequency, start) in window.tones: the browser's own, spied on.
TONES = """window.tones = [];
const made = AudioContext.prototype.createOscillator;
AudioContext.prototype.createOscillator = function () {
  const tone = made.call(this), start = tone.start.bind(tone);
  tone.start = when => { window.tones.push(tone.frequency.value); start(when); };
  return tone;
};"""


def test_sound_is_off_until_switched_on_and_then_chimes_for_a_word_and_remembered(open_page, lexicon):
    """Issue 42, item 6: sound on a round (a found word, a bonus word, the last seconds), off by default."""
    game = seeded_game(lexicon)
    page = open_page(f"?seed={SEED}", before=lambda page, guard: page.add_init_script(TONES))
    switch = page.get_by_label("Sound")
    expect(switch).not_to_be_checked()
    start(page)
    tap_word(page, game.answers[0])
    expect(page.locator("#cg-slots .slot.found")).to_have_count(1)
    assert page.evaluate("window.tones") == []  # off: not a note
    switch.check()
    tap_word(page, game.answers[1])
    expect(page.locator("#cg-slots .slot.found")).to_have_count(2)
    page.wait_for_function("window.tones.length >= 2")
    assert page.evaluate("window.tones")[:2] == [pytest.approx(659.3, abs=0.1), pytest.approx(880.0, abs=0.1)]
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    expect(page.get_by_label("Sound")).to_be_checked()  # remembered
