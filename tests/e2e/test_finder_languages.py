"""The finder, the solver and the Lab in a language beyond a-z, in Chromium: letters taken as the pack writes them."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from page_support import listed_words
from playwright.sync_api import expect

from wordgames.challenge import Rack, solve
from wordgames.finder import Query, find
from wordgames.lexicon import Lexicon
from wordgames.spelt import usual_spellings
from wordgames_build.languages.build import asset_path

SHOTS = Path(os.environ.get("WORDGAMES_SHOTS", "/tmp/wordgames-shots"))


@pytest.mark.parametrize(("code", "pattern", "length"), [("de", "*ä*", 15), ("ru", "*щ*", 14), ("el", "*ος", 4)])
def test_the_finder_takes_the_packs_letters_and_lists_its_words(open_page, code, pattern, length):
    """The page parsed every pattern as English: 'ä' and every Cyrillic letter were refused; then it listed the
    words as played (θεοσ), not as spelt (θεός)."""
    lexicon = Lexicon.from_bytes(asset_path(code).read_bytes())
    query = Query.parse(pattern, min_length=length, max_length=length, alphabet=lexicon.alphabet)
    expected = list(find(lexicon, query).words())
    page = open_page(f"?lang={code}")
    page.locator("#finder-rare").set_checked(True)
    page.locator("#finder-min").select_option(str(length))
    page.locator("#finder-max").select_option(str(length))
    page.locator("#finder-pattern").fill(pattern)
    page.locator("#finder-pattern").press("Enter")
    group = page.locator("#finder-results details.group")
    expect(group).to_have_count(1, timeout=60_000)
    if not group.evaluate("block => block.open"):
        group.locator("summary").click()
    more = group.locator("button.more")
    while more.is_visible():
        more.click()
    shown = group.locator("li").all_text_contents()  # usual spellings, known words first, then the rare ones
    assert expected and sorted(shown) == sorted(usual_spellings(lexicon, expected))  # rare αγοσ as αγος too


@pytest.mark.parametrize(("code", "letters"), [("ru", "щетина"), ("de", "übrigäs")])
def test_the_solver_takes_the_packs_letters_and_lists_its_words(open_page, code, letters):
    """The solver parsed every rack as English too: a Cyrillic or German rack was refused with 'letters a-z'."""
    lexicon = Lexicon.from_bytes(asset_path(code).read_bytes())
    expected = solve(lexicon, Rack.parse(letters, alphabet=lexicon.alphabet), min_length=3)
    page = open_page(f"?lang={code}")
    page.locator("#solver-rare").set_checked(True)
    page.locator("#letters").fill(letters)
    page.locator("#letters").press("Enter")
    expect(page.locator("#solver-summary")).not_to_have_text("", timeout=60_000)
    expect(page.locator("#solver-message")).to_have_text("")
    shown = listed_words(page, "#solver-results")
    assert expected.words and sorted(map(lexicon.alphabet.fold, shown)) == sorted(expected.words)


def test_the_labs_watched_game_takes_a_secret_as_the_language_writes_it(open_page):
    """The Lab folded a typed secret as English: ÉLÈVE stayed élève, 'not in the dictionary' in French."""
    page = open_page("?tab=lab&lang=fr")
    page.locator("#lab-watch-secret").fill("ÉLÈVE")
    page.locator("#lab-watch-form button[type=submit]").click()
    expect(page.locator("#lab-step")).to_be_enabled(timeout=60_000)
    page.locator("#lab-play").click()
    expect(page.locator("#lab-watch-message")).to_contain_text("Trouvé", timeout=60_000)
    spelt = Lexicon.from_bytes(asset_path("fr").read_bytes()).usual("eleve")  # élève and élevé play alike
    expect(page.locator("#lab-watch-message")).to_contain_text(f"Trouvé : {spelt.upper()}")  # named as spelt
    assert page.locator("#lab-watch-board").get_attribute("data-secret") == "eleve"


@pytest.mark.parametrize(
    ("code", "viewport", "thousands", "point"),
    [("fr", {"width": 390, "height": 844}, "\u202f", ","), ("de", {"width": 1280, "height": 800}, ".", ",")],
)
def test_the_finders_counts_are_written_as_the_language_writes_numbers(open_page, code, viewport, thousands, point):
    """The page wrote 12,345 and 3.2 ms in every language; a French reader takes 12,345 for twelve and a bit."""
    lexicon = Lexicon.from_bytes(asset_path(code).read_bytes())
    total = find(lexicon, Query.parse("*e*", alphabet=lexicon.alphabet)).total
    page = open_page(f"?lang={code}&tab=challenge")
    page.set_viewport_size(viewport)
    page.locator("#finder-rare").set_checked(True)
    page.locator("#finder-pattern").fill("*e*")
    page.locator("#finder-pattern").press("Enter")
    summary = page.locator("#finder-summary")
    expect(summary).to_contain_text(f"{total:,}".replace(",", thousands), timeout=60_000)
    assert re.search(rf"\d+{re.escape(point)}\d m?s$", summary.inner_text())  # seconds when it waited for its texts
    summary.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / f"finder-numbers-{code}.png"))


@pytest.mark.parametrize("viewport", [{"width": 390, "height": 844}, {"width": 1280, "height": 800}])
@pytest.mark.parametrize(("code", "word"), [("it", "città"), ("fr", "élève"), ("es", "canción")])
def test_the_finder_and_the_solver_repeat_a_word_as_the_player_spelt_it(open_page, code, word, viewport):
    """A play-tester's "città" came back as "citta" in both summaries: the page echoes the accents typed, while
    the search runs on the folded letters (the word found as the dictionary spells it)."""
    lexicon = Lexicon.from_bytes(asset_path(code).read_bytes())
    folded = lexicon.alphabet.fold(word)
    page = open_page(f"?lang={code}")
    page.set_viewport_size(viewport)
    page.locator("#finder-pattern").fill(word)
    page.locator("#finder-pattern").press("Enter")
    summary = page.locator("#finder-summary")
    expect(summary).to_contain_text(f"{word},", timeout=60_000)
    assert folded not in summary.text_content()
    found = page.locator("#finder-results li").first.text_content()  # (élève and élevé are both eleve)
    assert lexicon.alphabet.fold(found) == folded, found
    page.locator("#letters").fill(word.capitalize())
    page.locator("#letters").press("Enter")
    expect(page.locator("#solver-summary")).to_contain_text(word.upper(), timeout=60_000)
    page.locator("#finder-summary").scroll_into_view_if_needed()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"echo-{code}-{viewport['width']}.png"))


WATCH_THE_SEARCH = """() => {  // the submit's and the summary's times, as the page saw them
    window.searchTimes = {};
    document.getElementById("finder-form").addEventListener(
        "submit", () => { window.searchTimes.asked = performance.now(); }, { capture: true });
    const summary = document.getElementById("finder-summary");
    new MutationObserver(() => { window.searchTimes.answered ??= performance.now(); })
        .observe(summary, { childList: true, characterData: true, subtree: true });
}"""


def test_a_first_search_says_how_long_the_player_waited(open_page):
    """A play-tester waited 30 s for a first Greek search while its texts were built, and was told 117.3 ms: the
    time is the wait's, from the submit to the answer."""
    page = open_page("?lang=el&tab=challenge")
    page.wait_for_selector("body[data-facts]", state="attached")  # the texts are being built after a pause
    assert page.locator("body[data-texts-ready]").count() == 0
    page.evaluate(WATCH_THE_SEARCH)
    page.locator("#finder-pattern").fill("*ος")
    page.locator("#finder-pattern").press("Enter")
    summary = page.locator("#finder-summary")
    expect(summary).to_contain_text("*ος", timeout=60_000)
    times = page.evaluate("window.searchTimes")
    waited = times["answered"] - times["asked"]
    said = re.search(r"([\d.,]+) (ms|δευτ\.)$", summary.inner_text())
    reported = float(said[1].replace(".", "").replace(",", ".")) * (1 if said[2] == "ms" else 1000)
    assert waited > 300  # the texts were built first (seconds in Greek)
    assert waited / 2 <= reported <= waited + 50, (reported, waited)  # (said to a tenth of a second)
