"""Known words first (issue 28, item 4): the finder, the solver, the assistant's candidates and the Lab's
watch list show the words a person knows first and leave the rare ones out until Include rare words is
ticked, on a phone and a desktop."""

from __future__ import annotations

import re

import pytest
from page_support import listed_words, type_word
from playwright.sync_api import Page, expect

from wordgames.challenge import Rack, solve
from wordgames.known import known_first
from wordgames.wordle.candidates import candidates
from wordgames.wordle.feedback import score
from wordgames.wordle.knowledge import Knowledge

SIZES = [{"width": 390, "height": 844}, {"width": 1280, "height": 800}]
IDS = ["phone", "desktop"]


def opened(open_page, size: dict, query: str = "") -> Page:
    page = open_page(query)
    page.set_viewport_size(size)
    return page


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_finder_shows_known_words_and_reveals_rare_ones(open_page, lexicon, size):
    page = opened(open_page, size)
    rare = page.get_by_role("region", name="Word finder").get_by_label("Include rare words")
    expect(rare).not_to_be_checked()
    page.get_by_label("Pattern", exact=True).fill("c?t")
    page.get_by_role("button", name="Find", exact=True).click()
    words = page.locator("#finder-results li")
    expect(words).to_have_text(["cat", "cot", "cut"])
    expect(page.locator("#finder-summary")).to_contain_text("3 words · 4 rare words left out")
    expect(page.locator("#finder-results summary")).to_have_text("3 letters · 3 words · 4 rare left out")
    rare.check()
    expect(words).to_have_text(["cat", "cot", "cut", "cit", "cpt", "cst", "cwt"])
    expect(page.locator("#finder-results li.rare")).to_have_text(["cit", "cpt", "cst", "cwt"])
    expect(page.locator("#finder-summary")).to_contain_text("7 words · c?t")
    assert all(lexicon.is_rare(w) for w in ["cit", "cpt", "cst", "cwt"])


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_solver_shows_known_words_and_reveals_rare_ones(open_page, lexicon, size):
    expected = solve(lexicon, Rack.parse("abracadabra")).words
    known = [w for w in expected if not lexicon.is_rare(w)]
    page = opened(open_page, size)
    page.get_by_label("Letters", exact=True).fill("abracadabra")
    page.get_by_label("Letters", exact=True).press("Enter")
    summary = page.locator("#solver-summary")
    left_out = len(expected) - len(known)
    expect(summary).to_contain_text(f"{len(known):,} words from ABRACADABRA · {left_out:,} rare words left out")
    assert listed_words(page, "#solver-results") == known  # by length, alphabetically
    page.locator("#solver-rare").check()
    expect(summary).to_contain_text(f"{len(expected):,} words from ABRACADABRA")
    listed = listed_words(page, "#solver-results")
    assert sorted(listed) == sorted(expected)
    for length in sorted({len(w) for w in expected}):
        group = [w for w in listed if len(w) == length]
        assert group == list(known_first(lexicon, [w for w in expected if len(w) == length], rare=True).words)
    first_rare = page.locator("#solver-results li.rare").first
    expect(first_rare).to_be_visible()
    assert lexicon.is_rare(first_rare.text_content())


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_assistants_candidates_are_known_words_first(open_page, lexicon, size):
    page = opened(open_page, size, "?tab=wordle&mode=assistant&seed=4&pool=all")
    secret = "words"
    type_word(page, "crane")
    for digit in score("crane", secret).digits:
        page.keyboard.press(digit)
    page.keyboard.press("Enter")
    expect(page.locator("#w-board .row.scored")).to_have_count(1)
    fits = candidates(lexicon, Knowledge.from_history(5, [("crane", score("crane", secret))]))
    known = [w for w in fits if not lexicon.is_rare(w)]
    title = page.locator("#w-candidates-title")
    expect(title).to_have_text(f"Candidates ({len(known):,}) · {len(fits) - len(known):,} rare left out")
    page.locator("#w-candidates summary").click()
    shown = page.locator("#w-candidates-list li")
    expect(shown.first).to_be_visible()
    assert all(not lexicon.is_rare(w) for w in shown.all_text_contents())
    page.locator("#w-rare").check()
    expect(title).not_to_contain_text("left out")
    expect(page.locator("#w-info")).to_have_attribute("data-candidates", str(len(fits)))
    texts = shown.all_text_contents()
    assert not lexicon.is_rare(texts[0])
    if len(known) < len(texts):  # the first 300 reach the rare ones: marked, after every known word
        expect(page.locator("#w-candidates-list li.rare").first).to_have_text(texts[len(known)])


def test_the_lab_watch_list_counts_rare_words_until_asked(open_page, lexicon):
    page = open_page("?tab=lab")
    page.get_by_label("Secret", exact=True).fill("cwt")
    page.get_by_role("button", name="Start game").click()
    page.get_by_role("button", name="Play").click()
    expect(page.locator("#lab-watch-board")).to_have_attribute("data-secret", "cwt", timeout=30_000)
    lines = page.locator("#lab-watch-log .alternatives", has_text="Still possible")
    expect(lines.first).to_be_visible()
    counted = page.locator("#lab-watch-log .rare-count").first
    expect(counted).to_be_visible()
    expect(counted).to_have_text(re.compile(r"· \d+ rare words? left out"))
    expect(page.locator("#lab-watch-log .rare-words").first).to_be_hidden()
    page.locator("#lab-watch-rare").check()
    rare = page.locator("#lab-watch-log .rare-words").first
    expect(rare).to_be_visible()
    assert all(lexicon.is_rare(w.strip()) for w in rare.text_content().split(":", 1)[1].split(","))
