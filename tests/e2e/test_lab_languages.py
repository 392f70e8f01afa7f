"""The Lab in the page's language (fr, el at phone and desktop): its form, a race's status and results table,
its charts and watched game, with no text of the catalogs left in English; the downloads keep English columns."""

from __future__ import annotations

import csv
import re

import pytest
from page_support import SHOTS
from playwright.sync_api import Page, expect
from test_lab import VIEWPORTS, downloaded
from test_languages import VISIBLE_TEXT, catalog, english_only

from wordgames_build.messages import collapse

RACE = "lengths=4,5&strategies=letter-frequency,best&games=3&seed=2&pool=all&run=1"
IDLE = "document.querySelector('#panel-lab').dataset.running === 'false'"


def english_shown(page: Page, patterns, same: set[str]) -> dict[str, str]:
    """The Lab's visible texts that are a catalog message left in English: {text: message} (a text that reads the
    same in both languages, such as the abbreviation "vs LF", is not)."""
    shown = {}
    for text in page.evaluate(VISIBLE_TEXT.replace("document.body", "document.querySelector('#panel-lab')")):
        for piece in [collapse(text), *(collapse(p) for p in text.split(" · "))]:
            if not piece or piece in same:
                continue
            shown.update((piece, english) for english, pattern in patterns if pattern.fullmatch(piece))
    return shown


def alike(code: str) -> set[str]:
    """The texts that read the same in English and in ``code`` once the markup is taken off."""
    strip = lambda text: collapse(re.sub(r"<[^>]+>", "", text))  # noqa: E731
    return {strip(english) for english, strings in catalog(code).items() if strip(english) == strip(strings[0])}


def said(code: str, msgid: str, form: int = 0) -> str:
    """The catalog's translation of ``msgid`` (a plural's ``form``)."""
    return catalog(code)[msgid][form]


@pytest.mark.parametrize("code", ["fr", "el"])
@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_the_lab_speaks_the_page_language_and_its_race_still_runs(open_page, code, viewport):
    page: Page = open_page(f"?lang={code}&{RACE}")
    page.set_viewport_size(VIEWPORTS[viewport])
    expect(page.locator("html")).to_have_attribute("lang", code)
    expect(page.locator("#tab-lab")).to_have_attribute("aria-selected", "true")
    page.wait_for_function(IDLE, timeout=120_000)
    expect(page.locator("#lab-status")).to_contain_text(said(code, "Done: {total} game in {time}.", 1).split("{")[0])
    expect(page.locator("#lab-rows tr")).to_have_count(4)
    expect(page.locator("#lab-race-title")).to_have_text(said(code, "Race the strategies"))
    expect(page.locator("#lab-start")).to_have_text(said(code, "Start"))
    expect(page.locator("#panel-lab thead th").filter(has_text=said(code, "Hardest"))).to_have_count(1)
    expect(page.locator("#lab-table-caption")).to_have_text(said(code, "Results per length and strategy"))
    expect(page.locator("#lab-within")).to_have_attribute(
        "title", said(code, "games solved within {count} guess", 1).format(count=6)
    )
    expect(page.locator("#lab-charts figcaption").first).to_have_text(said(code, "Average guesses per length"))
    # A watched game's lines, in the same language.
    page.locator("#lab-watch-length").fill("5")
    page.locator("#lab-watch-form button[type=submit]").click()
    expect(page.locator("#lab-step")).to_be_enabled()
    page.locator("#lab-step").click()
    expect(page.locator("#lab-watch-log li")).to_have_count(1)
    expect(page.locator("#lab-watch-log li .alternatives").first).to_contain_text(
        said(code, "Considered (candidates left on average, bits): {moves}").split("{")[0].strip()
    )
    SHOTS.mkdir(parents=True, exist_ok=True)
    for part in ("#lab-race-title", "#lab-table-caption", "#lab-watch-log"):  # the form, the results, the game
        page.locator(part).scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"lab-{code}-{viewport}-{part.removeprefix('#lab-')}.png"))
    shown = english_shown(page, english_only(code), alike(code))
    assert not shown, f"English left in the {code} Lab: {shown}"
    # The downloads are data for programs: their columns stay English in every language.
    table = list(csv.DictReader(downloaded(page, "#lab-csv").splitlines()))
    assert [(row["length"], row["strategy"]) for row in table] == [
        (length, name) for length in ("4", "5") for name in ("letter-frequency", "best")
    ]


CHART_LABELS = (  # each chart's series, in order
    "() => [...document.querySelectorAll('#lab-charts canvas')]"
    ".map(c => Chart.getChart(c).data.datasets.map(d => d.label))"
)


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_a_german_lab_names_the_strategies_in_german_and_writes_its_times_the_german_way(open_page, viewport):
    page: Page = open_page(f"?lang=de&{RACE}")
    page.set_viewport_size(VIEWPORTS[viewport])
    page.wait_for_function(IDLE, timeout=120_000)
    named = {name: said("de", name) for name in ("letter-frequency", "best")}
    assert named == {"letter-frequency": "Buchstabenhäufigkeit", "best": "Beste"}
    # The race's boxes, its results table, the charts' series and the watched game's picker name them in German ...
    expect(page.locator("#lab-strategies label").filter(has_text=named["letter-frequency"])).to_have_count(1)
    shown = page.locator("#lab-rows tr td:nth-child(2)").all_inner_texts()
    assert shown == [named[name] for _ in ("4", "5") for name in ("letter-frequency", "best")]
    guesses = page.evaluate(CHART_LABELS)[0]
    assert guesses[:2] == [named["letter-frequency"], named["best"]]
    expect(page.locator("#lab-watch-strategy option[value=best]")).to_have_text(named["best"])
    # ... while the ids stay in the boxes' values, the link and the rows' command lines.
    expect(page.locator("#lab-strategies input[value=letter-frequency]")).to_be_checked()
    assert "strategies=letter-frequency,best" in page.locator("#lab-link").get_attribute("href")
    assert "--strategy best" in page.locator("#lab-rows tr").nth(1).get_attribute("title")
    # The time taken, the German way: a decimal comma before its unit ("in 5,4 s."), never "5.4 s".
    status = page.locator("#lab-status").inner_text()
    assert re.fullmatch(r"Fertig: 12 Spiele in \d+,\d s\.", status), status
    # The Published results: their headings and sentences in German, their figures written the German way.
    page.evaluate("document.querySelectorAll('#lab-published details').forEach(d => d.open = true)")
    expect(page.locator("#lab-published summary").first).to_have_text(
        said("de", "Greedy minimax paper, Tables 6-8: the graph of words with distinct letters and its cliques")
    )
    expect(page.locator("#lab-published td").filter(has_text="5.549")).to_have_count(1)
    expect(page.locator("#lab-published .hint").first).to_contain_text(
        "der Greedy-Minimax-Artikel (seine Tabellen 6-8 und Abbildung 3)"
    )
    # Where ours were measured stays as written (files, commits, dates): a "from" in it is not the catalog's message.
    measured = said("de", "Ours: {measured}.").split("{")[0]
    left = english_shown(page, english_only("de"), alike("de"))
    shown = {text: english for text, english in left.items() if not text.startswith(measured)}
    assert not shown, f"English left in the German Lab: {shown}"
    SHOTS.mkdir(parents=True, exist_ok=True)
    for part in ("#lab-race-title", "#lab-table-caption", "#lab-watch-title", "#lab-published"):
        page.locator(part).scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"lab-de-{viewport}-{part.removeprefix('#lab-')}.png"))
