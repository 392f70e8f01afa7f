"""The Wordle tab played fast and clumsily: stale events, focus, keys anywhere, seeded games, the reveal."""

from __future__ import annotations

import re
import time

from page_support import open_settings, other_words, scored_labels, type_word, wordle_secret
from playwright.sync_api import Page, expect

from bench.page_memory import close_result, pending_word
from wordgames.wordle.feedback import score

SCORED = "#w-board .row.scored"
MODE_SWITCH = """value => {
    const radio = document.querySelector(`input[name=mode][value=${value}]`);
    radio.checked = true;
    radio.dispatchEvent(new Event('change', {bubbles: true}));
}"""


def no_failure(page: Page) -> None:
    """No "something went wrong" box and no console or page error so far."""
    expect(page.locator("#failure")).to_be_hidden()
    page.guard.check()


def colour(page: Page, digits: str) -> None:
    for digit in digits:
        page.keyboard.press(digit)
    page.keyboard.press("Enter")


# ----- events never reach a stale game (issue 16, item 6) ---------------------------------------


def stale_window_ms(answered_in: float) -> float:
    """How long to watch for a stale event's work: three times what the same work took on this page
    just before (at least 300 ms), so that a busy machine stretches the window as it stretches the work."""
    return max(300.0, 3000 * answered_in)


def test_submitting_colours_and_switching_mode_in_the_same_tick(open_page):
    page = open_page("?mode=keeper&seed=11")
    page.evaluate(f"() => ({MODE_SWITCH})('guesser')")
    expect(page.locator("#w-help")).to_contain_text("Find the secret word")
    started = time.perf_counter()
    page.evaluate(f"() => ({MODE_SWITCH})('keeper')")  # the keeper's guess as usual, timed: the window below
    expect(page.locator("#w-board .tile.editable").first).to_be_visible()
    answered_in = time.perf_counter() - started
    for digit in "20100":
        page.keyboard.press(digit)
    page.evaluate(f"() => {{ document.getElementById('w-submit').click(); ({MODE_SWITCH})('guesser'); }}")
    page.wait_for_timeout(stale_window_ms(answered_in))  # the stale submission's time, if it still runs
    no_failure(page)
    expect(page.locator("#w-message")).not_to_have_text("Thinking…")
    expect(page.locator("#w-help")).to_contain_text("Find the secret word")
    expect(page.locator(SCORED)).to_have_count(0)
    type_word(page, "ab")
    expect(page.get_by_role("gridcell", name="b, typed")).to_be_visible()


def test_switching_to_keeper_and_back_in_the_same_tick_keeps_the_guesser(open_page):
    page = open_page("?tab=wordle&seed=11")
    started = time.perf_counter()
    page.evaluate(f"() => ({MODE_SWITCH})('keeper')")  # the keeper's first guess as usual, timed
    expect(page.locator("#w-board .tile.editable").first).to_be_visible()
    answered_in = time.perf_counter() - started
    page.evaluate(f"() => ({MODE_SWITCH})('guesser')")
    expect(page.locator("#w-help")).to_contain_text("Find the secret word")
    page.evaluate(f"() => {{ const switch_ = {MODE_SWITCH}; switch_('keeper'); switch_('guesser'); }}")
    page.wait_for_timeout(stale_window_ms(answered_in))  # the keeper's first guess's time, if it still comes
    no_failure(page)
    expect(page.locator("#w-help")).to_contain_text("Find the secret word")
    expect(page.locator("#w-board .tile.editable")).to_have_count(0)
    expect(page.locator("#w-message")).to_have_text("")
    type_word(page, "ab")
    expect(page.get_by_role("gridcell", name="b, typed")).to_be_visible()


# ----- the assistant after a contradiction (issue 17) --------------------------------------------


def test_assistant_takes_no_guess_after_a_contradiction_until_undo(open_page):
    page = open_page("?mode=assistant&seed=4&pool=all")
    type_word(page, "where")
    colour(page, "00000")  # no W...
    expect(page.locator(SCORED)).to_have_count(1)
    type_word(page, "world")
    colour(page, "20000")  # ...but a green W
    expect(page.locator("#w-message")).to_contain_text("No word fits these colours")
    expect(page.locator("#w-board .row.current")).to_have_count(0)
    type_word(page, "crane")
    page.keyboard.press("Enter")
    expect(page.locator("#w-message")).to_contain_text("Undo")
    type_word(page, "zzzzz")
    page.keyboard.press("Enter")
    expect(page.locator(SCORED)).to_have_count(2)
    expect(page.locator("#w-board .tile.typed")).to_have_count(0)
    no_failure(page)
    page.get_by_role("button", name="Undo").click()
    expect(page.locator(SCORED)).to_have_count(1)
    assert pending_word(page) == "world"


# ----- where the focus is: Enter submits -------------------------------------------------------


def test_enter_after_undo_submits_instead_of_undoing_again(open_page):
    page = open_page("?mode=keeper&seed=11&strategy=letter-frequency")
    for turn in (1, 2):
        colour(page, score(pending_word(page), "crane").digits)
        expect(page.locator(SCORED)).to_have_count(turn)
    page.get_by_role("button", name="Undo").click()
    expect(page.locator(SCORED)).to_have_count(1)
    page.keyboard.press("Enter")  # the colours Undo gave back are submitted again
    expect(page.locator(SCORED)).to_have_count(2)
    no_failure(page)


def test_enter_after_use_suggestion_adds_the_guess(open_page):
    page = open_page("?mode=assistant&seed=4")
    page.get_by_role("button", name=re.compile("^Use ")).click()
    suggestion = pending_word(page)
    page.keyboard.press("Enter")  # no colour given: asked for them first
    expect(page.locator("#w-message")).to_contain_text("to colour them")
    page.keyboard.press("Enter")  # all grey, said twice
    expect(page.locator(SCORED)).to_have_count(1)
    assert page.locator(SCORED).first.get_attribute("aria-label").startswith(f"Guess 1: {suggestion.upper()}: ")
    assert page.locator(SCORED).first.get_attribute("data-digits") == "00000"


def test_typing_after_clicking_the_tab_or_a_setting_plays(open_page, lexicon):
    secret = wordle_secret(lexicon, 5)
    first, second = other_words(lexicon, secret, 2)
    page = open_page("?seed=5")
    page.get_by_role("tab", name="Wordle").click()
    type_word(page, first)
    page.keyboard.press("Enter")
    expect(page.locator(SCORED)).to_have_count(1)
    open_settings(page)
    page.get_by_label("Show digits").click()  # a checkbox in the settings, closed with the mouse
    page.get_by_role("button", name="Close").click()
    type_word(page, second)
    page.keyboard.press("Enter")
    expect(page.locator(SCORED)).to_have_count(2)
    assert page.get_by_label("Show digits").is_checked()
    labels = page.locator(f"{SCORED} >> nth=1").locator("[role=gridcell]")
    assert [labels.nth(i).get_attribute("aria-label") for i in range(5)] == scored_labels(second, secret)
    open_settings(page)
    page.get_by_label("Length", exact=True).fill("")  # a text field keeps its keys
    type_word(page, "7")
    expect(page.get_by_label("Length", exact=True)).to_have_value("7")


def test_clicks_beside_the_tiles_and_keys_do_nothing(open_page, lexicon):
    page = open_page("?tab=wordle&seed=5")
    type_word(page, other_words(lexicon, wordle_secret(lexicon, 5), 1)[0])
    page.keyboard.press("Enter")
    page.locator(f"{SCORED} [role=gridcell]").first.click()
    page.locator("#w-board .tile").last.click()
    page.locator("#w-keyboard .keys").first.click(position={"x": 1, "y": 1})
    no_failure(page)


# ----- seeded games: the n-th game of a visit is fixed, not the same again ----------------------


def secrets_of_a_visit(page: Page, games: int) -> list[str]:
    """Lose ``games`` one-guess games in a row and read each secret from the message."""
    secrets = []
    for number in range(games):
        if number:
            close_result(page)
            page.get_by_role("button", name="New game").click()
        type_word(page, "abbey")
        page.keyboard.press("Enter")
        message = page.locator("#w-message")
        expect(message).to_contain_text("The word was")
        secrets.append(message.text_content().split("The word was ")[1].rstrip(".").lower())
    return secrets


def test_new_games_with_a_seed_differ_and_repeat_on_the_next_visit(open_page, lexicon):
    query = "?tab=wordle&seed=2&guesses=1"
    first = secrets_of_a_visit(open_page(query), 6)
    assert first == [wordle_secret(lexicon, 2, guesses=1, game=number) for number in range(1, 7)]
    assert len(set(first)) == 6, first
    assert secrets_of_a_visit(open_page(query), 6) == first


# ----- the reveal: the result after the last tile has turned; typing meanwhile is queued ----------

WATCH_REVEAL = """() => {
    window.revealLog = [];
    const flipping = () => document.getAnimations().filter(
        a => a.animationName === 'flip' && a.playState === 'running').length;
    const message = document.getElementById('w-message'), keys = document.getElementById('w-keyboard');
    new MutationObserver(() => message.textContent && revealLog.push(['message', flipping()]))
        .observe(message, {childList: true, characterData: true, subtree: true});
    new MutationObserver(() => keys.querySelector('.key.correct, .key.present, .key.absent')
        && revealLog.push(['keys', flipping()])).observe(keys, {childList: true, subtree: true});
}"""


def test_result_and_key_colours_come_after_the_last_tile_turned(open_page, lexicon):
    secret = wordle_secret(lexicon, 21)
    page = open_page("?tab=wordle&seed=21", motion=True)
    page.evaluate(WATCH_REVEAL)
    type_word(page, other_words(lexicon, secret, 1)[0])
    page.keyboard.press("Enter")
    expect(page.locator("#w-keyboard .key.absent, #w-keyboard .key.present").first).to_be_visible()
    type_word(page, secret)
    page.keyboard.press("Enter")
    expect(page.locator("#w-message")).to_contain_text(f"You found {secret.upper()}")
    log = page.evaluate("revealLog")
    assert log and all(flipping == 0 for _, flipping in log), log


def test_typing_during_the_reveal_is_queued_not_lost(open_page, lexicon):
    secret = wordle_secret(lexicon, 21)
    first, second = other_words(lexicon, secret, 2)
    page = open_page("?tab=wordle&seed=21", motion=True)
    type_word(page, first)
    page.keyboard.press("Enter")
    type_word(page, second)  # at once, while the first row still turns
    page.keyboard.press("Enter")
    expect(page.locator(SCORED)).to_have_count(2)
    labels = page.locator(f"{SCORED} >> nth=1").locator("[role=gridcell]")
    expect(labels.first).to_have_attribute("aria-label", scored_labels(second, secret)[0])
    assert [labels.nth(i).get_attribute("aria-label") for i in range(5)] == scored_labels(second, secret)
    no_failure(page)
