"""What a new player hit on a phone and a desktop: dialogs closed without hunting for Close, scores read alike."""

from __future__ import annotations

import random
import re
import struct
import zlib

import pytest
from page_support import VIEWPORTS, other_words, shoot, type_word, wordle_secret
from playwright.sync_api import Page, expect

from wordgames.challenge import ChallengeGame


@pytest.fixture(params=list(VIEWPORTS))
def viewport(request) -> str:
    return request.param


def in_view(page: Page, selector: str) -> bool:
    """The element is wholly inside the window (the dialog not scrolled)."""
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    return box is not None and 0 <= box["y"] and box["y"] + box["height"] <= size["height"] + 0.5


def test_a_long_dialogs_buttons_stay_in_reach_without_scrolling(open_page, lexicon, viewport):
    """The result's Share, Play again and Close, and the daily dialog's Close, are on screen as it opens; the
    result opens with the focus on Close."""
    secret = wordle_secret(lexicon, 3)
    page = open_page("?tab=wordle&seed=3")
    page.set_viewport_size(VIEWPORTS[viewport])
    for word in [*other_words(lexicon, secret, 1), secret]:
        type_word(page, word)
        page.keyboard.press("Enter")
    dialog = page.locator("#result-dialog")
    expect(dialog).to_be_visible()
    expect(page.locator("#r-close")).to_be_focused()  # not the "Statistics of" picker, which arrow keys changed
    shoot(page, f"new-player-result-{viewport}")
    for button in ("#r-share", "#r-new", "#r-close"):
        assert in_view(page, button), button
    page.locator("#r-close").click()
    expect(dialog).to_be_hidden()
    page.get_by_role("button", name="Daily word").click()
    daily = page.locator("#daily-dialog")
    expect(daily).to_be_visible()
    close = daily.get_by_role("button", name="Close")
    assert in_view(page, "#daily-dialog form[method=dialog] button")
    close.click()
    expect(daily).to_be_hidden()
    expect(page.get_by_role("button", name="Daily word")).to_be_focused()  # the focus back on its opener


def test_word_challenge_scores_have_thousands_separated_everywhere(open_page, lexicon):
    """A 7-letter round passes 1,000 points: the scoreboard, the records line and the statistics say 1,0xx."""
    game = ChallengeGame.new(lexicon, 7, random.Random(42))
    full = next(w for w in game.answers if len(w) == 7)
    other = game.answers[0]
    page = open_page("?seed=42")
    page.set_viewport_size(VIEWPORTS["phone"])  # the text is the same at any size: played once
    page.get_by_label("Word length").select_option("7")
    page.get_by_role("button", name="New game").click()
    expect(page.locator("#cg-tiles .tile")).to_have_count(7)
    for word in (full, other):
        type_word(page, word)
        page.keyboard.press("Enter")
    score = game.attempt(full).points + game.attempt(other).points
    assert score >= 1000
    shown = f"{score:,}"
    expect(page.locator("#cg-score")).to_have_text(f"{shown} points")
    page.get_by_role("button", name="Give up").click()
    page.get_by_role("button", name="Next round").click()
    page.get_by_role("button", name="Give up").click()
    expect(page.locator("#cg-message")).to_contain_text(f"Best at this length: {shown}.")
    expect(page.locator("#cg-records")).to_contain_text(f"7 letters: best {shown} (")
    page.get_by_role("button", name="Statistics").click()
    numbers = page.locator("#cg-stats-numbers .number")
    expect(numbers.nth(1)).to_have_text(re.compile(f"^{shown}"))
    expect(page.locator("#cg-stats-lengths")).to_contain_text(shown)


def test_the_assistants_candidates_are_one_tap_away(open_page, viewport):
    """Below the keyboard the list is out of sight; the line under the board offers it, opened and in view."""
    page = open_page("?tab=wordle&seed=5&mode=assistant")
    page.set_viewport_size(VIEWPORTS[viewport])
    type_word(page, "crane")
    page.keyboard.press("Enter")
    expect(page.locator("#w-message")).to_contain_text("colour them")
    type_word(page, "00120")
    page.keyboard.press("Enter")
    expect(page.locator("#w-info")).to_contain_text("126 candidate words remain")
    words = page.locator("#w-candidates-list li")
    assert not in_view(page, "#w-candidates")  # under the keyboard: nothing on screen shows there is a list
    page.get_by_role("button", name="See the list").click()
    expect(words.first).to_be_visible()
    assert in_view(page, "#w-candidates-list li >> nth=0")
    shoot(page, f"new-player-candidates-{viewport}")
    expect(page.locator("#w-candidates-title")).to_contain_text("Candidates (38)")


PLACEHOLDERS_CUT = """() => [...document.querySelectorAll('input[placeholder], textarea[placeholder]')]
    .filter(field => field.offsetParent !== null)
    .filter(field => {
        const style = getComputedStyle(field);
        const context = document.createElement('canvas').getContext('2d');
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(field.placeholder).width > room + 0.5;
    })
    .map(field => `${field.id}: ${field.placeholder}`)"""


@pytest.mark.parametrize("tab", ["challenge", "lab"])
def test_no_placeholder_is_cut_off(shared_page, viewport, tab):
    """A hint in an empty field (e.g. the solver's example letters) is read whole, not cut at the field's edge."""
    page = shared_page(f"?tab={tab}&seed=5")  # read only: one boot for both viewports
    page.set_viewport_size(VIEWPORTS[viewport])
    expect(page.locator(f"#panel-{tab}")).to_be_visible()
    assert page.evaluate(PLACEHOLDERS_CUT) == []


def test_a_message_leaves_the_headers_buttons_free_to_tap(open_page, lexicon, viewport):
    """The loss's message stays seconds: it once lay over the header (taps went through it); now over the board's top
    (play-test, session 52), it covers neither Statistics (phone) nor a tab (desktop), which work as usual."""
    secret = wordle_secret(lexicon, 3)
    page = open_page("?tab=wordle&seed=3")
    page.set_viewport_size(VIEWPORTS[viewport])
    words = other_words(lexicon, secret, 6)
    for word in words:
        type_word(page, word)
        page.keyboard.press("Enter")
    expect(page.locator("#result-dialog")).to_be_visible()
    page.locator("#r-close").click()
    message = page.locator("#w-message")
    expect(message).to_contain_text(f"The word was {secret.upper()}")
    box = message.bounding_box()
    under = "#open-stats" if viewport == "phone" else "#tab-challenge"
    target = page.locator(under).bounding_box()
    left, right = max(box["x"], target["x"]), min(box["x"] + box["width"], target["x"] + target["width"])
    top, bottom = max(box["y"], target["y"]), min(box["y"] + box["height"], target["y"] + target["height"])
    assert not (left < right and top < bottom), (box, target)  # the button is not under the message
    page.locator(under).click()
    if viewport == "phone":
        expect(page.locator("#result-dialog")).to_be_visible()
    else:
        expect(page.locator("#panel-challenge")).to_be_visible()


ALIGNMENTS = """table => [...table.querySelector('tbody tr').children].map((cell, i) => [
    table.querySelectorAll('thead th')[i].textContent.trim(), getComputedStyle(cell).textAlign,
    getComputedStyle(table.querySelectorAll('thead th')[i]).textAlign])"""


def test_the_automatic_word_challenge_tables_numbers_stand_under_their_headings(open_page):
    """Racks, Median ms and CPU ms were set left under right-set headings: 0.000 read as the ms column's."""
    page = open_page("?tab=lab&letters=3-5&racks=3&seed=2&solve=1")
    expect(page.locator("#lab-cg-status")).to_contain_text("Done", timeout=60_000)
    columns = page.locator("#lab-cg-rows").locator("xpath=..").evaluate(ALIGNMENTS)
    assert len(columns) == 7
    for heading, cell, head in columns:
        assert cell == head == "right", (heading, cell, head)
    race = page.locator("#lab-table")
    assert race.locator("thead th").nth(1).evaluate("th => getComputedStyle(th).textAlign") == "left"  # Strategy: text


def test_the_automatic_word_challenge_shows_no_empty_chart_frames_before_a_run(open_page, viewport):
    """Before racks are solved its two charts were blank frames with "Show data table": a line says what draws them."""
    page = open_page("?tab=lab")
    page.set_viewport_size(VIEWPORTS[viewport])
    expect(page.locator("#lab-cg-charts")).to_be_hidden()
    expect(page.locator("#lab-cg-message")).to_have_text("Solve racks to draw their charts.")
    page.locator("#lab-cg-from").select_option("3")
    page.locator("#lab-cg-to").select_option("4")
    page.locator("#lab-cg-racks").fill("2")
    page.get_by_role("button", name="Solve", exact=True).click()
    expect(page.locator("#lab-cg-status")).to_contain_text("Done", timeout=60_000)
    expect(page.locator("#lab-cg-charts")).to_be_visible()
    expect(page.locator("#lab-cg-message")).to_have_text("")


def test_keys_belong_to_a_dialog_opened_during_a_word_challenge_round(open_page, lexicon, viewport):
    """During a round, Escape closes Statistics (it cleared the word behind it instead) and typing stays out of
    the rack; Enter answers the New game question with the focused button (it played a word behind it)."""
    game = ChallengeGame.new(lexicon, 6, random.Random(42))
    page = open_page("?seed=42")
    page.set_viewport_size(VIEWPORTS[viewport])
    page.get_by_label("Word length").select_option("6")
    page.get_by_role("button", name="New game").click()
    expect(page.locator("#cg-tiles .tile")).to_have_count(6)
    entry = page.locator("#cg-entry")
    page.keyboard.press(game.tiles[0])
    expect(entry).to_have_attribute("aria-label", f"Your word: {game.tiles[0].upper()}")
    page.get_by_role("button", name="Statistics").click()
    stats = page.locator("#cg-stats-dialog")
    expect(stats).to_be_visible()
    page.keyboard.press(game.tiles[1])
    page.keyboard.press("Escape")
    expect(stats).to_be_hidden()
    expect(entry).to_have_attribute("aria-label", f"Your word: {game.tiles[0].upper()}")  # kept, nothing added
    expect(page.get_by_role("button", name="Statistics")).to_be_focused()
    page.get_by_role("button", name="New game").click()
    ask = page.locator("#confirm-dialog")
    expect(ask).to_be_visible()
    expect(page.locator("#confirm-no")).to_be_focused()
    page.keyboard.press("Enter")  # the focused "Keep playing"
    expect(ask).to_be_hidden()
    expect(page.locator("#cg-message")).not_to_contain_text("+")  # no word was played behind the question
    expect(entry).to_have_attribute("aria-label", f"Your word: {game.tiles[0].upper()}")


def test_the_pool_note_is_centred_under_the_board_as_the_line_above_it(shared_page, viewport):
    """At 20 letters a note says the pool was widened; it stood flush left under centred lines."""
    page = shared_page("?tab=wordle&seed=5&length=20")  # read only: one boot for both viewports
    page.set_viewport_size(VIEWPORTS[viewport])
    note = page.locator("#w-pool-note")
    expect(note).to_be_visible()
    assert note.evaluate("n => getComputedStyle(n).textAlign") == "center"
    assert page.locator("#w-info").evaluate("n => getComputedStyle(n.closest('p')).textAlign") == "center"


def test_the_word_challenge_clock_warns_in_its_last_seconds(open_page):
    """TextTwist's clock warns as time runs out; ours stayed the same until "Time is up"."""
    page = open_page("?seed=4")
    page.set_viewport_size(VIEWPORTS["phone"])  # its colour at one size; shot at both
    page.get_by_role("button", name="New game").click()
    clock = page.locator("#cg-clock")
    # a whole round (3:00) and ticking: a loaded machine may hold the first look back (2:46 at load 10)
    expect(clock).to_have_text(re.compile(r"^(3:00|2:[0-5]\d)$"))
    calm = clock.evaluate("c => getComputedStyle(c).color")
    expect(clock).not_to_have_class(re.compile(r"\blow\b"))
    page.evaluate(
        "(() => { const d = JSON.parse(localStorage.getItem('wordgames.challenge')); d.time_left = 12;"
        " delete d.saved_at;"  # no time of saving: none deducted for the reload (a round runs on wall time)
        " localStorage.setItem('wordgames.challenge', JSON.stringify(d)); })()"
    )
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached")
    expect(clock).to_have_text(re.compile(r"^0:1[0-2]$"))
    expect(clock).to_have_class(re.compile(r"\blow\b"))
    assert clock.evaluate("c => getComputedStyle(c).color") != calm
    for viewport, size in VIEWPORTS.items():
        page.set_viewport_size(size)
        shoot(page, f"new-player-clock-{viewport}")


def pixel(page: Page, x: float, y: float) -> tuple[int, int, int]:
    """The colour drawn at (x, y): a one-pixel screenshot, its PNG decoded (no filter changes a lone pixel)."""
    png = page.screenshot(clip={"x": x, "y": y, "width": 1, "height": 1}, animations="disabled")
    data, at = b"", 8
    while at < len(png):
        size, kind = struct.unpack(">I4s", png[at : at + 8])
        if kind == b"IDAT":
            data += png[at + 8 : at + 8 + size]
        at += 12 + size
    return tuple(zlib.decompress(data)[1:4])


def colour(css: str) -> tuple[int, int, int]:
    return tuple(int(n) for n in re.findall(r"\d+", css)[:3])


def test_a_message_said_while_settings_are_open_is_above_the_dialog(open_page, viewport):
    """Length 2 in Settings is refused with a message; it was drawn under the dialog (on a phone, hidden by it)."""
    page = open_page("?tab=wordle&seed=5")
    page.set_viewport_size(VIEWPORTS[viewport])
    page.emulate_media(color_scheme="dark")  # a light message: dimmed by the backdrop, it reads grey
    page.get_by_role("button", name="Settings").click()
    length = page.get_by_label("Length", exact=True)
    length.fill("2")
    length.dispatch_event("change")
    message = page.locator("#w-message")
    expect(message).to_have_text("Not started: word length must be 3-20, not 2.")
    expect(message).to_be_visible()
    message.evaluate("m => Promise.all(m.getAnimations().map(a => a.finished))")  # faded in
    box = message.bounding_box()  # its top padding, clear of the text and the round corners
    drawn = pixel(page, box["x"] + box["width"] / 2, box["y"] + 2)
    own = colour(message.evaluate("m => getComputedStyle(m).backgroundColor"))
    assert all(abs(a - b) <= 6 for a, b in zip(drawn, own)), (drawn, own)  # neither dimmed nor covered
    shoot(page, f"new-player-settings-message-{viewport}")
    page.keyboard.press("Escape")
    expect(page.locator("#settings-dialog")).to_be_hidden()
    page.get_by_role("tab", name="Word Challenge").click()
    expect(message).to_be_hidden()  # a Wordle message does not float over another tab


@pytest.mark.parametrize("length", [5, 12, 20])
def test_a_long_row_turns_over_about_as_quickly_as_a_short_one(open_page, lexicon, length):
    """A row of 5 keeps its 110 ms a tile (under a second in all); one of 12 or 20 letters took 1.8-2.6 s and now
    ends within 1.7 s, its tiles closer together."""
    secret = wordle_secret(lexicon, 3, length=length, pool="all")
    guess = next(w for w in lexicon.words_of_length(length) if w != secret)
    page = open_page(f"?tab=wordle&seed=3&length={length}&pool=all", motion=True)
    type_word(page, guess)
    page.keyboard.press("Enter")
    flipping = page.locator("#w-board .tile.flip")
    expect(flipping).to_have_count(length)
    ends = flipping.last.evaluate(
        "tile => { const s = getComputedStyle(tile);"
        " return parseFloat(s.animationDelay) + parseFloat(s.animationDuration); }"
    )
    assert ends <= (1.0 if length == 5 else 1.7), ends
    if length == 5:
        assert ends == pytest.approx(4 * 0.11 + 0.55)
