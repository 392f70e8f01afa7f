"""The Word finder in a language beyond a-z, in Chromium: the pack's letters are taken and its words listed."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from wordgames.finder import Query, find
from wordgames.lexicon import Lexicon
from wordgames_build.languages.build import asset_path


@pytest.mark.parametrize(("code", "pattern", "length"), [("de", "*ä*", 15), ("ru", "*щ*", 14)])
def test_the_finder_takes_the_packs_letters_and_lists_its_words(open_page, code, pattern, length):
    """The page parsed every pattern as English: 'ä' and every Cyrillic letter were refused."""
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
    assert expected and sorted(map(lexicon.alphabet.fold, shown)) == expected
