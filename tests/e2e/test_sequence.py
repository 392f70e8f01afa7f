"""Boards in sequence (Quordle's Sequence) played as a person plays them: a closed board is drawn closed and
named so, opens with the earlier guesses scored when the one before is solved, and the result shares the mode."""

from __future__ import annotations

import pytest
from page_support import VIEWPORTS, open_settings, shoot, type_word, violations
from playwright.sync_api import Page, expect

from wordgames.web.randoms import GameRandoms
from wordgames.wordle.boards import BoardsGame
from wordgames.wordle.feedback import score
from wordgames.wordle.rules import Rules


def board_secrets(lexicon, seed: int, boards: int) -> tuple[str, ...]:
    """The secrets of the page's first game for ?seed=N (in sequence or not, the same draw)."""
    return BoardsGame.new(lexicon, Rules(5, None, boards=boards), GameRandoms(seed).next()).secrets


def expect_rows(page: Page, played: list[list[str]], secrets: tuple[str, ...]) -> None:
    """Each board shows the guesses it took, scored against its secret (none on a closed board)."""
    boards = page.locator("#w-board .mini")
    for board, (words, secret) in enumerate(zip(played, secrets, strict=True)):
        rows = boards.nth(board).locator(".row.scored")
        expect(rows).to_have_count(len(words))
        for row, word in enumerate(words):
            expect(rows.nth(row)).to_have_attribute("data-digits", score(word, secret).digits)


@pytest.mark.parametrize("size", VIEWPORTS)
def test_a_sequence_of_four_boards_opens_board_by_board_to_a_win(axe_context, open_page, lexicon, size):
    axe_context.grant_permissions(["clipboard-read", "clipboard-write"])
    secrets = board_secrets(lexicon, 8, 4)
    page = open_page("?mode=quordle-sequence&length=5&seed=8", context=axe_context)
    page.set_viewport_size(VIEWPORTS[size])
    boards = page.locator("#w-board .mini")
    expect(boards).to_have_count(4)
    expect(page.locator("#w-board .mini.closed")).to_have_count(3)
    expect(boards.nth(1)).to_have_attribute("aria-label", "Board 2 of 4, closed until board 1 is solved")
    expect(boards.nth(3)).to_have_attribute("aria-label", "Board 4 of 4, closed until board 3 is solved")
    expect(page.locator("#w-info")).to_have_text("Guess 1 of 9 · 0 of 4 boards solved")

    type_word(page, secrets[1])  # the second board's word while it is closed: only the first board takes it
    expect(page.locator("#w-board .row.current")).to_have_count(1)  # the row being typed: the open board only
    page.keyboard.press("Enter")
    expect_rows(page, [[secrets[1]], [], [], []], secrets)
    expect(page.locator("#w-board .mini.closed")).to_have_count(3)

    type_word(page, secrets[0])  # solves the first: the second opens already solved, the third opens
    page.keyboard.press("Enter")
    expect_rows(page, [secrets[1::-1], secrets[1:2], secrets[1::-1], []], secrets)
    expect(page.locator("#w-message")).to_have_text("Board 3 is open: your guesses so far are scored on it.")
    expect(page.locator("#w-board .mini.closed")).to_have_count(1)
    expect(boards.nth(3)).to_have_attribute("aria-label", "Board 4 of 4, closed until board 3 is solved")
    expect(page.locator("#w-info")).to_have_text("Guess 3 of 9 · 2 of 4 boards solved")
    page.wait_for_function("document.getAnimations().every(a => a.playState === 'finished')")
    assert page.evaluate("document.scrollingElement.scrollWidth") <= VIEWPORTS[size]["width"]
    shoot(page, f"quordle-sequence-{size}-playing")
    assert violations(page) == []
    page.emulate_media(color_scheme="light")

    for word in secrets[2:]:
        type_word(page, word)
        page.keyboard.press("Enter")
    played = [secrets[1::-1], secrets[1:2], [secrets[1], secrets[0], secrets[2]], [*secrets[1::-1], *secrets[2:]]]
    expect_rows(page, played, secrets)
    expect(page.locator("#w-board .mini.closed")).to_have_count(0)
    expect(page.locator("#w-message")).to_have_text("All 4 boards solved in 4 guesses!")
    expect(page.locator("#result-dialog")).to_be_visible()
    expect(page.locator("#result-scope")).to_have_text("5 letters · 4 boards in sequence")
    assert violations(page) == []
    page.emulate_media(color_scheme="light")
    page.get_by_role("button", name="Share").click()
    expect(page.locator("#result-share-status")).to_have_text("Copied to the clipboard.")
    text = page.evaluate("navigator.clipboard.readText()")
    assert text.startswith("Word Games 5 · 4 boards · Sequence · 4/9\n\n"), text
    assert "?mode=quordle-sequence&length=5&challenge=" in text.splitlines()[-1]
    shoot(page, f"quordle-sequence-{size}-won")
    if size == "phone":
        return

    # A friend's link plays the same sequence, and the settings offer each count in sequence.
    page.evaluate("localStorage.clear()")  # the friend's browser, where the game is not already played
    page.goto(text.splitlines()[-1])
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    expect(page.locator("#w-board .mini")).to_have_count(4)
    expect(page.locator("#w-board .mini.closed")).to_have_count(3)
    expect(page.locator("#w-info")).to_contain_text("A friend solved these 4 boards in 4/9")
    type_word(page, secrets[1])
    page.keyboard.press("Enter")
    expect_rows(page, [[secrets[1]], [], [], []], secrets)
    page.reload()  # the sequence plays on where it was, its boards still closed
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    expect_rows(page, [[secrets[1]], [], [], []], secrets)
    expect(page.locator("#w-board .mini.closed")).to_have_count(3)
    open_settings(page)
    for count in (2, 4, 8):
        expect(page.locator("#w-modes label", has_text=f"{count} boards in sequence")).to_have_count(1)
    page.locator("#w-modes label", has_text="2 boards in sequence").click()
    page.keyboard.press("Escape")  # a game is under way: the change starts a new one when Settings close, if agreed
    page.locator("#confirm-yes").click()
    expect(page.locator("#w-board .mini")).to_have_count(2)
    expect(page.locator("#w-board .mini.closed")).to_have_count(1)
    expect(page.locator("#w-info")).to_have_text("Guess 1 of 7 · 0 of 2 boards solved")
