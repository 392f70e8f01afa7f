"""The Word Challenge solver on the page: answers, options and long lists as the engine has them; hostile letters."""

from __future__ import annotations

import re

from page_support import HOSTILE, listed_words
from playwright.sync_api import expect

from wordgames.challenge import Rack, solve
from wordgames.known import KNOWN_RANK


def test_solver_answers_for_abracadabra_match_the_engine(open_page, lexicon):
    expected = solve(lexicon, Rack.parse("abracadabra"))
    page = open_page()
    page.get_by_label("Letters", exact=True).fill("abracadabra")
    page.get_by_label("Letters", exact=True).press("Enter")
    known = [w for w in expected.words if not lexicon.is_rare(w)]  # listed unless Include rare words is ticked
    summary = page.locator("#solver-summary")
    left_out = len(expected.words) - len(known)
    expect(summary).to_contain_text(f"{len(known):,} words from ABRACADABRA · {left_out} rare words left out")
    expect(summary).to_contain_text(f"{expected.nodes_visited:,} nodes visited")
    expect(page.locator("#solver-message")).to_have_text("")  # every group listed
    assert listed_words(page, "#solver-results") == known
    for length, words in expected.by_length().items():
        group = page.locator(f"#solver-results details[data-length='{length}'] summary")
        shown = [w for w in words if w in known]
        if shown:
            expect(group).to_contain_text(f"{length} letters · {len(shown)} word")
        else:
            expect(group).to_have_count(0)


def test_solver_options_and_long_lists_reach_every_word(open_page, lexicon):
    letters = "?" + "etaoinshrdlucmfwyp"  # 19 tiles, thousands of words
    expected = solve(lexicon, Rack.parse(letters), min_length=6, must="w")
    page = open_page()
    page.get_by_label("Letters", exact=True).fill(letters)
    page.get_by_label("Minimum length").select_option("6")
    page.get_by_label("Must use").fill("W")
    page.locator("#solver-rare").check()  # every word, the rare ones after the known ones
    page.get_by_role("button", name="Solve").click()
    expect(page.locator("#solver-summary")).to_contain_text(f"{len(expected.words):,} word")
    expect(page.locator("#solver-message")).to_have_text("")  # "Listing 4,000 words…" until the last group
    assert sorted(listed_words(page, "#solver-results")) == sorted(expected.words)
    assert page.locator("#solver-results .word-text").count() > 0  # long groups are plain text


def test_solver_marks_letters_from_blanks_and_sorts_by_commonness(open_page, lexicon):
    page = open_page()
    page.get_by_label("Letters", exact=True).fill("ca?")
    page.get_by_role("button", name="Solve").click()
    chip = page.locator("#solver-results li", has_text=re.compile("^cat$"))
    expect(chip.locator(".from-blank")).to_have_text("t")
    expect(chip).to_have_attribute("aria-label", "cat, t from a blank")
    threes = [w for w in solve(lexicon, Rack.parse("ca?")).words if len(w) == 3]
    known = [w for w in threes if not lexicon.is_rare(w)]
    listed = page.locator("#solver-results details[data-length='3'] li")
    expect(listed).to_have_text(known)
    page.locator("#solver-common").check()
    expect(listed).to_have_text(sorted(known, key=lambda w: (-lexicon.rank(w), w)))
    page.locator("#solver-rare").check()
    expect(listed).to_have_text(sorted(threes, key=lambda w: (-lexicon.rank(w), w)))


def test_hostile_letters_are_refused_with_a_reason(open_page):
    page = open_page()
    message = page.locator("#solver-message")
    for text in HOSTILE:
        page.get_by_label("Letters", exact=True).fill(text)
        page.get_by_label("Letters", exact=True).press("Enter")
        expect(message).to_contain_text("Not solved:")
        expect(message).to_have_class(re.compile("error"))
        assert page.locator("#solver-results li").count() == 0
        page.get_by_label("Letters", exact=True).fill("")
    page.get_by_label("Letters", exact=True).fill("abc")
    page.get_by_label("Must use", exact=True).fill("<b>")
    page.get_by_role("button", name="Solve").click()
    expect(message).to_contain_text("the must-use letters may be only letters a-z")  # retold (web/tool_refusals.py)
    assert page.locator("main script, main img, main b").count() == 0


WATCH_DRAWING = """() => {
  // After each task that changes the results (a mutation observer, not frames: a busy machine may
  // draw no frame between two slices): the groups drawn, whether the summary and "Listing..." show.
  window.drawn = [];
  const look = () => {
    const summary = document.getElementById('solver-summary').textContent !== '';
    const listing = document.getElementById('solver-message').textContent.startsWith('Listing');
    window.drawn.push([document.querySelectorAll('#solver-results details.group').length, summary, listing]);
  };
  const watched = ['solver-summary', 'solver-message', 'solver-results'].map(id => document.getElementById(id));
  const observer = new MutationObserver(look);
  watched.forEach(element => observer.observe(element, {childList: true, subtree: true, characterData: true}));
}"""


def test_a_long_racks_first_screenful_shows_before_the_rest_and_every_known_word_arrives(open_page, lexicon):
    letters = "etaoinshrdlucmfwyp??"  # 20 tiles, two blanks: 199,203 words, ranked once over the finder's texts
    expected = solve(lexicon, Rack.parse(letters))
    page = open_page()
    page.wait_for_selector("body[data-texts-ready]", state="attached", timeout=300_000)
    page.get_by_label("Letters", exact=True).fill(letters)
    page.evaluate(WATCH_DRAWING)
    page.get_by_role("button", name="Solve").click()
    summary = page.locator("#solver-summary")
    expect(summary).to_contain_text("words from ", timeout=120_000)
    expect(page.locator("#solver-message")).to_have_text("", timeout=60_000)  # every list drawn
    drawn = page.evaluate("window.drawn")
    # The first screenful (the summary over every heading) showed while closed groups' words were still coming.
    assert any(summary_shown and listing for _, summary_shown, listing in drawn)
    listed = 0
    for length, words in expected.by_length().items():  # each length's known words, by the lexicon's own ranks
        every = lexicon.words_of_length(length)
        known = {w for w, r in zip(every, lexicon.ranks_of_length(length)) if r >= KNOWN_RANK}
        shown = [w for w in words if w in known]
        group = page.locator(f"#solver-results details[data-length='{length}']")
        if shown:
            expect(group).to_have_attribute("data-count", str(len(shown)))
            assert listed_words(page, f"#solver-results details[data-length='{length}']") == shown
        else:
            expect(group).to_have_count(0)
        listed += len(shown)
    expect(summary).to_contain_text(f"{listed:,} words from ")
