"""Wordle's keeper and assistant on the page: the person gives the colours, contradictions are explained and undone."""

from __future__ import annotations

import re
from itertools import product

from page_support import type_word
from playwright.sync_api import expect

from bench.page_memory import close_result, pending_word
from wordgames.wordle.candidates import candidates
from wordgames.wordle.feedback import Pattern, score
from wordgames.wordle.knowledge import Knowledge


def test_keeper_game_the_computer_wins(open_page, lexicon):
    secret = "crane"
    page = open_page("?mode=keeper&seed=11&strategy=letter-frequency")
    info = page.locator("#w-info")
    expect(info).to_contain_text(f"{len(lexicon.words_of_length(5)):,} candidate words")  # any word may be meant
    for turn in range(1, 16):
        proposal = pending_word(page)
        assert len(proposal) == 5
        pattern = score(proposal, secret)
        for digit in pattern.digits:
            page.keyboard.press(digit)
        page.keyboard.press("Enter")
        expect(page.locator("#w-board .row.scored")).to_have_count(turn)  # the computer has answered
        if pattern.is_win:
            break
    expect(page.locator("#w-message")).to_have_text(re.compile(rf"^Got it: {secret.upper()} in {turn} guess"))
    close_result(page)
    # over: no colours left to give, until Undo reopens the last row
    expect(page.get_by_role("button", name="Submit colours")).to_be_hidden()
    expect(page.locator("#w-keyboard button")).to_have_count(0)
    page.get_by_role("button", name="Undo").click()
    expect(page.get_by_role("button", name="Submit colours")).to_be_visible()
    expect(page.get_by_role("button", name="2 green")).to_be_visible()


def test_keeper_tiles_cycle_by_tapping(open_page):
    page = open_page("?mode=keeper&seed=11")
    tile = page.locator("#w-board .row.current [role=gridcell]").first
    letter = pending_word(page)[0]
    expect(tile).to_have_attribute("aria-label", f"1st letter, {letter}, absent")
    tile.click()
    expect(page.locator("#w-board .row.current [role=gridcell]").first).to_have_attribute(
        "aria-label", f"1st letter, {letter}, present"
    )
    page.locator("#w-board .row.current [role=gridcell]").first.click()
    expect(page.locator("#w-board .row.current [role=gridcell]").first).to_have_attribute(
        "aria-label", f"1st letter, {letter}, correct"
    )


def contradicting_pattern(lexicon, guess: str) -> Pattern:
    """Colours for ``guess`` that no dictionary word fits (found with the engine)."""
    for marks in product((2, 1, 0), repeat=len(guess)):
        pattern = Pattern(marks)
        if not pattern.is_win and not candidates(lexicon, Knowledge.empty(len(guess)).add(guess, pattern)):
            return pattern
    raise AssertionError(f"every pattern for {guess} fits some word")


def test_contradictory_colours_are_explained_and_undone(open_page, lexicon):
    page = open_page("?mode=keeper&seed=2")
    info = page.locator("#w-info")
    before = info.text_content()
    proposal = pending_word(page)
    pattern = contradicting_pattern(lexicon, proposal)
    for digit in pattern.digits:
        page.keyboard.press(digit)
    page.get_by_role("button", name="Submit colours").click()
    expect(page.locator("#w-message")).to_contain_text("No ")
    expect(page.locator("#w-message")).to_contain_text("fits these colours")
    expect(info).to_contain_text("0 candidate words")
    page.get_by_role("button", name="Undo").click()
    expect(page.locator("#w-message")).to_contain_text(f"Took back the colours of {proposal.upper()}")
    expect(info).to_have_text(before)
    assert pending_word(page) == proposal
    expect(page.get_by_role("button", name="Undo")).to_be_hidden()


def test_assistant_narrows_suggests_and_undoes(open_page, lexicon):
    page = open_page("?mode=assistant&seed=4&pool=all")
    secret = "words"
    for turn, guess in enumerate(("where", "lotus"), 1):
        type_word(page, guess)
        for digit in score(guess, secret).digits:
            page.keyboard.press(digit)
        page.keyboard.press("Enter")
        expect(page.locator("#w-board .row.scored")).to_have_count(turn)
    expected = candidates(lexicon, Knowledge.from_history(5, [(g, score(g, secret)) for g in ("where", "lotus")]))
    expect(page.locator("#w-info")).to_contain_text(f"{len(expected):,} candidate words")
    expect(page.locator("#w-info")).to_contain_text("suggested next guess")
    likely = sorted(expected, key=lambda w: (-lexicon.rank(w), w))  # pool "all": every word in it, commonest first
    assert (
        page.locator("#w-candidates-list li").all_text_contents() == [w for w in likely if not lexicon.is_rare(w)][:300]
    )
    type_word(page, "world")
    for digit in "00000":  # no W, although WHERE showed a green W: contradictory
        page.keyboard.press(digit)
    page.get_by_role("button", name="Add guess").click()
    expect(page.locator("#w-message")).to_contain_text("No word fits these colours")
    page.get_by_role("button", name="Undo").click()
    expect(page.locator("#w-info")).to_contain_text(f"{len(expected):,} candidate words")
    page.get_by_role("button", name=re.compile("^Use ")).click()
    assert len(pending_word(page)) == 5
