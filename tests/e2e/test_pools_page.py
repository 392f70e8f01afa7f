"""The line under the board says when a length's pool of secrets was widened with rarer words (issue 28)."""

from __future__ import annotations

from playwright.sync_api import expect

from wordgames.wordle.rules import pool_note


def test_a_widened_pool_is_said_under_the_board(open_page, lexicon):
    page = open_page("?tab=wordle&length=19&seed=3")
    note = page.locator("#w-pool-note")
    expect(note).to_have_text(pool_note(lexicon, 19))
    assert "rarer" in note.text_content()
    page = open_page("?tab=wordle&length=5&seed=3")
    expect(page.locator("#w-board .row")).to_have_count(6)
    expect(page.locator("#w-pool-note")).to_be_hidden()
    page = open_page("?tab=wordle&length=19&seed=3&pool=all")
    expect(page.locator("#w-pool-note")).to_be_hidden()
