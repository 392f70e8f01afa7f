"""Every language's page, one boot each: axe-core clean on both tabs, its own list named on the Dictionary
card, its own pack's sources and licences credited, and the Lab's links opening in the same language."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import pytest
from page_support import violations
from playwright.sync_api import expect

from wordgames.i18n import ENGLISH, LANGUAGES
from wordgames.languages import LANGUAGES as PACKED

OTHERS = [code for code in LANGUAGES if code != ENGLISH]


def link_language(href: str | None) -> str | None:
    values = parse_qs(urlparse(href or "").query).get("lang")
    return values[0] if values else None


@pytest.mark.parametrize("code", OTHERS)
def test_each_language_is_accessible_names_its_own_list_and_credits_its_own_sources(axe_context, open_page, code):
    page = open_page(f"?lang={code}&seed=3", context=axe_context)
    expect(page.locator("html")).to_have_attribute("lang", code)
    problems = {}
    page.locator("#cg-new").click()
    expect(page.locator("#cg-play")).to_be_visible()
    problems["Word Challenge"] = violations(page)
    page.locator("#tab-wordle").click()
    expect(page.locator("#w-board .row").first).to_be_visible()
    problems["Wordle"] = violations(page)
    assert not any(problems.values()), {screen: found for screen, found in problems.items() if found}
    # The Dictionary card names the pack's language, not English's (issue 39: "Anglais (intégré)" on the French page).
    built_in = page.locator("#dict-use option").first.text_content()
    current = page.locator("#dict-current").text_content()
    assert LANGUAGES[code] in built_in and "English" not in built_in, built_in
    assert LANGUAGES[code] in current and "English" not in current and "In use" not in current, current
    # The footer credits the words played: this pack's sources and licences, not English's.
    footer = page.locator("footer").text_content()
    language = PACKED[code]
    for source, licence in zip(language.sources.split(", "), language.licences.split("; "), strict=True):
        assert source in footer and licence in footer, (source, licence, footer)
    assert "WordNet" not in footer and "words_alpha" not in footer, footer
    if code == "ru":  # the Lab's links open it in this language (its races run on this pack); once is enough
        page.locator("#tab-lab").click()
        expect(page.locator("#lab-cg-link")).to_have_attribute("href", re.compile("lang=ru"))
        for link in ("#lab-link", "#lab-cg-link"):
            assert link_language(page.locator(link).get_attribute("href")) == code, link
