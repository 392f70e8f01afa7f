"""The Word finder card, in Chromium: its answers equal the command line's; * draws in pages; bad input is refused."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from wordgames import cli
from wordgames.known import known_first

QUERIES = [  # (pattern, must, leave out, shortest, longest, most common first)
    ("c?t", "", "", 3, 20, False),
    ("s??r*", "", "", 3, 6, False),
    ("*x*", "", "", 17, 20, True),
    ("q*", "u", "e", 4, 5, True),
    ("*ing", "zz", "", 3, 20, False),
    ("*ness", "", "", 15, 20, False),  # a fixed ending alone: the texts split at it (scan.ending_words)
    ("*e*", "", "", 18, 20, False),  # most lines match: counted and ranked from marked lines (marks.lines_with)
    ("?a?e*", "s", "", 5, 9, True),  # the expression's marks (marks.marked_lines), the shown words cut out of the text
]


def command_line(capsys, pattern: str, must: str, leave_out: str, low: int, high: int, common: bool) -> dict:
    argv = ["find", pattern, "--must", must, "--exclude", leave_out, "--min-length", str(low)]
    argv += ["--max-length", str(high), "--json", *(["--by-commonness"] if common else [])]
    assert cli.main(argv) == 0
    return json.loads(capsys.readouterr().out)


def search(page: Page, pattern: str, must: str = "", leave_out: str = "", low: int = 3, high: int = 20) -> None:
    page.get_by_label("Pattern", exact=True).fill(pattern)
    page.get_by_label("Must have").fill(must)
    page.get_by_label("Leave out").fill(leave_out)
    page.get_by_label("Shortest").select_option(str(low))
    page.get_by_label("Longest").select_option(str(high))
    page.get_by_role("button", name="Find", exact=True).click()


def every_word(page: Page) -> dict[str, list[str]]:
    """Each group's words, opening closed groups and showing more until none are left."""
    found = {}
    for group in page.locator("#finder-results details.group").all():
        if not group.evaluate("block => block.open"):
            group.locator("summary").click()
        more = group.locator("button.more")
        while more.is_visible():
            more.click()
        found[group.get_attribute("data-length")] = group.locator("li").all_text_contents()
    return found


def test_the_finder_answers_as_the_command_line_does(open_page, capsys):
    page = open_page()
    summary = page.locator("#finder-summary")
    for pattern, must, leave_out, low, high, common in QUERIES:
        answer = command_line(capsys, pattern, must, leave_out, low, high, common)
        page.locator("#finder-common").set_checked(common)
        search(page, pattern, must, leave_out, low, high)
        expect(summary).to_contain_text(f"{answer['count']:,} word")
        expect(summary).to_contain_text(pattern)
        groups = every_word(page)
        assert {length: len(words) for length, words in groups.items()} == answer["counts"]
        assert [word for words in groups.values() for word in words] == answer["words"]


def test_every_word_draws_in_pages_and_the_order_can_change(open_page, lexicon):
    page = open_page()
    page.locator("#finder-rare").check()  # every word, the rare ones too (known words first by default)
    search(page, "*")
    expect(page.locator("#finder-summary")).to_contain_text("369,880 words")
    groups = page.locator("#finder-results details.group")
    expect(groups).to_have_count(len(lexicon.lengths()))
    assert page.locator("#finder-results li").count() == 0  # nothing drawn until a group opens
    nine = page.locator("#finder-results details[data-length='9']")
    nine.locator("summary").click()
    expect(nine.locator("li")).to_have_count(300)
    expect(nine.locator("button.more")).to_have_text("Show 300 more (53,169 left)")
    nine.locator("button.more").click()
    expect(nine.locator("li")).to_have_count(600)
    listed = known_first(lexicon, lexicon.words_of_length(9), rare=True).words  # known ones first, then the rare
    assert nine.locator("li").all_text_contents() == list(listed[:600])
    page.locator("#finder-common").check()  # redrawn: the most common words first
    five = page.locator("#finder-results details[data-length='5']")
    five.locator("summary").click()
    expect(five.locator("li").first).to_have_text("about")


def test_bad_finder_input_is_refused_with_a_reason(open_page):
    page = open_page()
    message = page.locator("#finder-message")
    for pattern, reason in [
        ("", "type a pattern"),
        ("<b>c?t</b>", "a pattern may have only letters a-z, ? (one letter) and * (any letters), not '<' '>' '/'"),
        ("?" * 21, "the pattern asks for 21 letters or more"),
        ("x" * 5000, "a pattern may have at most 100 characters, not 5,000"),
    ]:
        search(page, pattern)
        expect(message).to_contain_text(f"Not searched: {reason}")
        expect(message).to_have_class(re.compile("error"))
        assert page.locator("#finder-results li").count() == 0
    search(page, "c?t", must="e", leave_out="e")
    expect(message).to_contain_text("E: both a must-have letter and excluded")
    search(page, "qzx*")
    expect(message).to_have_text("No word matches qzx*, 3–20 letters.")
    assert page.locator("main b").count() == 0
