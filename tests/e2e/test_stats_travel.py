"""Statistics of every length and mode, and statistics (with the past dailies) that travel to another device
(issue 30, item 6)."""

from __future__ import annotations

import json

import pytest
from page_support import VIEWPORTS, shoot, type_word
from playwright.sync_api import Page, expect

from wordgames.stats import ChallengeResult, Stats, WordleResult, record
from wordgames.wordle.daily import daily_secret, parse_day


@pytest.fixture(params=list(VIEWPORTS))
def viewport(request) -> str:
    return request.param


def played(*results) -> Stats:
    stats = Stats()
    for result in results:
        stats = record(stats, result)
    return stats


HOME = played(  # this device's games: 5 letters (one a daily), 6 letters, 4 boards, Word Challenge
    WordleResult(5, "guesser", False, True, 3, daily=1),
    WordleResult(5, "guesser", False, True, 4),
    WordleResult(6, "guesser", False, False, 6),
    WordleResult(5, "quordle", False, True, 8),
    ChallengeResult(7, 120, 3, 10, 1),
)


def remembering(stats: Stats, prefs: dict | None = None):
    """A page's ``before``: these statistics (and preferences) in its storage before it boots, once."""
    values = {"wordgames.stats": json.dumps(stats.to_data())}
    if prefs is not None:
        values["wordgames.prefs"] = json.dumps(prefs)

    def before(page: Page, guard) -> None:
        page.add_init_script(
            f"if (!sessionStorage.getItem('seeded')) {{ sessionStorage.setItem('seeded', '1');"
            f" for (const [k, v] of Object.entries({json.dumps(values)})) localStorage.setItem(k, v); }}"
        )

    return before


def numbers(page: Page) -> list[str]:
    return page.locator("#stats-numbers dd").all_inner_texts()


def test_statistics_show_every_length_and_mode_and_all_together(open_page, viewport):
    page = open_page("?tab=wordle&seed=5&length=6", before=remembering(HOME))
    page.set_viewport_size(VIEWPORTS[viewport])
    page.get_by_role("button", name="Statistics").click()
    picker = page.get_by_label("Statistics of")
    expect(picker).to_have_value("6-guesser-0")  # the game's own length and mode first
    expect(page.locator("#stats-numbers dd")).to_have_text(["1", "0", "0", "0"])
    expect(page.locator("#stats-daily")).to_be_hidden()  # no daily at 6 letters
    assert picker.locator("option").all_inner_texts() == [
        "5 letters · you guess",
        "5 letters · 4 boards",
        "6 letters · you guess",
        "All Wordle games",
    ]
    picker.select_option(label="5 letters · you guess")
    expect(page.locator("#stats-numbers dd")).to_have_text(["2", "100", "2", "2"])
    expect(page.locator("#stats-daily")).to_be_visible()  # a daily was played at 5 letters
    expect(page.locator("#stats-chart .bar")).to_have_text(["0", "0", "1", "1", "0", "0"])
    picker.select_option(label="5 letters · 4 boards")
    expect(page.locator("#stats-numbers dd")).to_have_text(["1", "100", "1", "1"])
    expect(page.locator("#stats-daily")).to_be_hidden()
    picker.select_option(label="All Wordle games")
    expect(page.locator("#stats-numbers dd")).to_have_text(["4", "75", "2", "2"])
    expect(page.locator("#result-scope")).to_contain_text("All Wordle games")
    expect(page.locator("#stats-daily")).to_be_visible()
    box = page.locator("#result-dialog").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= VIEWPORTS[viewport]["width"]
    shoot(page, f"statistics-all-{viewport}")


def test_statistics_travel_as_a_code_and_a_file_and_add_up_once(open_page, viewport, tmp_path):
    prefs = {
        "kind": "page-prefs",
        "version": 1,
        "settings": {"mode": "guesser", "length": 6, "guesses": 6, "pool": "common", "hard": False, "strategy": "best"},
        "tab": "wordle",
        "theme": "dark",
        "palette": "standard",
        "digits": False,
    }
    page = open_page("?tab=wordle&seed=5", before=remembering(HOME, prefs))
    page.set_viewport_size(VIEWPORTS[viewport])
    page.get_by_role("button", name="Statistics").click()
    page.get_by_role("button", name="Export or import statistics").click()
    dialog = page.locator("#travel-dialog")
    expect(dialog).to_be_visible()
    with page.expect_download() as download:
        dialog.get_by_role("button", name="Download a file").click()
    exported = tmp_path / "export.json"
    download.value.save_as(exported)
    assert download.value.suggested_filename == "word-games-statistics.json"
    dialog.get_by_role("button", name="Copy a code").click()
    code = dialog.get_by_label("Your code")
    expect(code).to_be_visible()
    code_text = code.input_value()
    assert code_text.startswith("WG1-") and len(code_text) < 1000
    shoot(page, f"travel-export-{viewport}")

    # Another device: its own games, nothing of the first one's.
    other = played(WordleResult(5, "guesser", False, False, 6), WordleResult(5, "guesser", False, True, 2))
    page.evaluate(
        "stats => { localStorage.clear(); localStorage.setItem('wordgames.stats', stats); }",
        json.dumps(other.to_data()),
    )
    page.goto(page.url.replace("seed=5", "seed=6"))
    page.wait_for_selector("body[data-ready]", state="attached")
    page.get_by_role("button", name="Statistics").click()
    page.get_by_label("Statistics of").select_option(label="5 letters · you guess")
    expect(page.locator("#stats-numbers dd")).to_have_text(["2", "50", "1", "1"])
    page.get_by_role("button", name="Export or import statistics").click()
    status = dialog.locator("#t-status")
    for garbage, said in (
        ("hello", "neither a code"),
        ("WG2-eJwLz0jNyclXKM8vyklRBAA", "version 2 code"),
        (code_text[:-12], "Not imported"),
        (json.dumps({"kind": "wordgames-export", "version": 7}), "version 7"),
    ):
        dialog.get_by_label("Paste a code").fill(garbage)
        dialog.get_by_role("button", name="Import").click()
        expect(status).to_contain_text(said)
        expect(status).to_contain_text("Nothing was changed")
    dialog.get_by_label("Paste a code").fill("x" * 250_000)
    dialog.get_by_role("button", name="Import").click()
    expect(status).to_contain_text("at most")
    dialog.get_by_label("Paste a code").fill(code_text)
    dialog.get_by_role("button", name="Import").click()
    expect(status).to_contain_text("Imported: 5 games added")
    dialog.get_by_label("or choose an exported file").set_input_files(str(exported))
    dialog.get_by_role("button", name="Import").click()
    expect(status).to_contain_text("no game was new")  # the same device's games count once
    shoot(page, f"travel-import-{viewport}")
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Statistics").click()
    page.get_by_label("Statistics of").select_option(label="5 letters · you guess")
    expect(page.locator("#stats-numbers dd")).to_have_text(["4", "75", "2", "2"])  # 2 + 2 games, 3 won
    expect(page.locator("#stats-chart .bar")).to_have_text(["0", "1", "1", "1", "0", "0"])
    expect(page.locator("#stats-daily")).to_contain_text("1 played, 1 won")
    page.reload()  # the settings taken apply; the imported statistics stay
    page.wait_for_selector("body[data-ready]", state="attached")
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    page.get_by_role("button", name="Statistics").click()
    page.get_by_label("Statistics of").select_option(label="6 letters · you guess")
    expect(page.locator("#stats-numbers dd")).to_have_text(["1", "0", "0", "0"])


def test_the_past_dailies_travel_with_the_statistics_and_count_once(open_page, lexicon, viewport):
    """A daily played on one device (an archive game: it is in the log of dailies only) shows as played on
    the other after an import, counts once however often the code is read, and is not played again."""
    page = open_page("?tab=wordle&date=2026-03-05")
    page.set_viewport_size(VIEWPORTS[viewport])
    page.get_by_role("button", name="Daily word").click()
    page.get_by_role("button", name="Daily #62 Tue 3 Mar", exact=True).click()
    type_word(page, daily_secret(lexicon, 5, parse_day("2026-03-03")))
    page.keyboard.press("Enter")
    expect(page.locator("#result-title")).to_have_text("You won!")
    page.get_by_role("button", name="Export or import statistics").click()
    dialog = page.locator("#travel-dialog")
    dialog.get_by_role("button", name="Copy a code").click()
    expect(dialog.get_by_label("Your code")).to_be_visible()
    code = dialog.get_by_label("Your code").input_value()

    page.evaluate("localStorage.clear()")  # another device, which never played a daily
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached")
    page.get_by_role("button", name="Daily word").click()
    expect(page.get_by_role("button", name="Daily #62 Tue 3 Mar", exact=True)).to_be_visible()  # not played
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Statistics").click()
    page.get_by_role("button", name="Export or import statistics").click()
    for said in (
        "Imported: 1 daily added to your past dailies.",
        "no game was new",
    ):  # read twice: the daily counts once
        dialog.get_by_label("Paste a code").fill(code)
        dialog.get_by_role("button", name="Import").click()
        expect(dialog.locator("#t-status")).to_contain_text(said)
        if "daily" in said:
            shoot(page, f"travel-dailies-import-{viewport}")
    page.keyboard.press("Escape")
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Daily word").click()
    expect(page.locator("#archive-tally")).to_contain_text("1 played, 1 won")
    expect(page.get_by_role("button", name="Daily #62 Tue 3 Mar ✓ won")).to_be_visible()
    shoot(page, f"travel-dailies-{viewport}")
    page.get_by_role("button", name="Daily #62 Tue 3 Mar ✓ won").click()  # played on the other device: its result
    expect(page.locator("#result-secret")).to_contain_text("You played Daily #62 (2026-03-03) already")
    expect(page.locator("#result-title")).to_have_text("You won!")
