"""Wordle's guesser on the page: seeded games won and lost, words and pastes refused, digits, the strategies."""

from __future__ import annotations

import re

from page_support import (
    HOSTILE,
    board_rows,
    open_settings,
    other_words,
    scored_labels,
    tile_label,
    type_word,
    wordle_secret,
)
from playwright.sync_api import expect

from wordgames.wordle.feedback import STATE_NAMES, score
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.rules import keyboard_states
from wordgames.wordle.strategies import strategy_names


def test_guesser_game_won_with_a_seeded_secret(open_page, lexicon):
    secret = wordle_secret(lexicon, 123)
    first = other_words(lexicon, secret, 1)[0]
    page = open_page("?tab=wordle&seed=123")
    expect(page.get_by_role("grid")).to_be_visible()
    type_word(page, first)
    page.keyboard.press("Enter")
    assert board_rows(page)[0] == scored_labels(first, secret)
    states = keyboard_states(Knowledge.empty(5).add(first, score(first, secret)))
    for letter, mark in states.items():
        expect(page.locator(f"#w-keyboard [data-key='{letter}']")).to_have_class(re.compile(STATE_NAMES[mark]))
    for letter in secret:  # the on-screen keyboard types too
        page.locator(f"#w-keyboard [data-key='{letter}']").click()
    page.locator("#w-keyboard [data-key='Enter']").click()
    expect(page.locator("#w-message")).to_contain_text(f"You found {secret.upper()} in 2 guesses")
    assert board_rows(page)[1] == [tile_label(i, letter, "correct") for i, letter in enumerate(secret)]
    assert page.get_by_role("row").count() == 6


def test_lost_game_reveals_the_secret(open_page, lexicon):
    secret = wordle_secret(lexicon, 9, guesses=3, game=2)  # the new limit starts the visit's second game
    page = open_page("?tab=wordle&seed=9")
    open_settings(page)
    page.get_by_label("Max guesses").select_option("3")
    page.keyboard.press("Escape")
    expect(page.get_by_role("row")).to_have_count(3)
    for word in other_words(lexicon, secret, 3):
        type_word(page, word)
        page.keyboard.press("Enter")
    expect(page.locator("#w-message")).to_have_text(f"Out of guesses. The word was {secret.upper()}.")


def test_invalid_word_is_refused_without_costing_a_guess(open_page, lexicon):
    page = open_page("?tab=wordle&seed=5")
    page.get_by_role("button", name="New game").click()  # focus leaves the button: Enter guesses
    type_word(page, "zzzzq")
    page.keyboard.press("Enter")
    expect(page.locator("#w-message")).to_have_text("ZZZZQ is not in the dictionary.")
    type_word(page, "ab")  # still the first row: five letters are there, more are not taken
    assert board_rows(page)[0] == [tile_label(i, ch, "typed") for i, ch in enumerate("zzzzq")]
    for _ in range(5):
        page.keyboard.press("Backspace")
    type_word(page, "abc")
    page.keyboard.press("Enter")
    expect(page.locator("#w-message")).to_contain_text("ABC has 3 letters; the secret has 5")
    expect(page.locator("#w-info")).to_have_text("Guess 1 of 6")
    assert page.locator("#w-board .row.scored").count() == 0


def test_digits_on_request_and_twenty_letters_fit_a_phone(open_page, lexicon, shared_context):
    secret = wordle_secret(lexicon, 3, length=20, pool="all")
    guess = next(w for w in lexicon.words_of_length(20) if w != secret)
    page = open_page("?tab=wordle&seed=3&length=20&pool=all")
    page.set_viewport_size({"width": 375, "height": 800})
    type_word(page, guess)
    page.keyboard.press("Enter")
    row = page.locator("#w-board .row.scored").first
    expect(row.locator(".digit").first).to_be_hidden()
    open_settings(page)
    page.get_by_label("Show digits").check()
    page.keyboard.press("Escape")
    digits = "".join(page.locator("#w-board .row.scored").first.locator(".digit").all_text_contents())
    assert digits == score(guess, secret).digits
    expect(page.locator("#w-board .row.scored .digit").first).to_be_visible()
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 375
    box = page.locator("#w-board .row.scored").first.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 375


def test_strategy_choices_are_the_registered_strategies(open_page):
    page = open_page("?tab=wordle")
    assert page.locator("#w-strategy option").all_text_contents() == strategy_names()


def test_hostile_guesses_are_refused_with_a_reason(open_page, lexicon):
    page = open_page("?tab=wordle&seed=8")

    def paste(text: str) -> None:
        page.evaluate(
            """text => {
            const data = new DataTransfer(); data.setData('text/plain', text);
            document.body.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true}));
        }""",
            text,
        )

    for text in HOSTILE:
        paste(text)
        expect(page.locator("#w-message")).to_contain_text("Pasted text refused")
        assert page.locator("#w-board .tile.typed").count() == 0
    paste("x" * 5000)
    expect(page.locator("#w-message")).to_contain_text("has 5,000 letters")  # the figure as the page writes numbers
    assert len(page.locator("#w-message").text_content()) < 300
    page.keyboard.press("1")
    expect(page.locator("#w-message")).to_have_text("Only letters go in a guess.")
    paste(" Crane ")
    expect(page.locator("#w-board .tile.typed")).to_have_count(5)
    assert page.locator("#w-board script, #w-board img").count() == 0
    assert page.locator("#w-board .row.scored").count() == 0
    open_settings(page)
    box = page.get_by_label("Length", exact=True)
    box.fill("25")
    box.dispatch_event("change")
    expect(page.locator("#w-message")).to_contain_text("word length must be 3-20")
