"""Issue 29's small items: links whose parameters conflict, dictionary names and lists, a Pause clicked often."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect
from test_own_dictionary import add_list, forget_dictionaries, fresh_page

from wordgames.wordle.share import encode_challenge

RUNNING = "document.querySelector('#lab-status').textContent.includes(' of ')"


@pytest.mark.parametrize("extra", ["mode=keeper", "length=7"])
def test_a_challenge_link_says_which_of_its_parameters_it_ignores(open_page, extra):
    page = open_page(f"?challenge={encode_challenge('planet')}&{extra}")
    said = (
        f"Ignored URL parameter {extra}: a challenge link sets the game (6 letters, Guesser)"  # the mode as its button
    )
    expect(page.locator("#notices")).to_contain_text(said)
    expect(page.locator("#w-board .row").first.locator("[role=gridcell]")).to_have_count(6)


def test_a_lab_link_that_races_and_solves_says_it_only_races(open_page):
    page = open_page("?tab=lab&lengths=4&strategies=letter-frequency&games=3&seed=1&run=1&letters=5&racks=2&solve=1")
    expect(page.locator("#notices")).to_contain_text("Ignored URL parameter solve=1: run=1 starts a race")


@pytest.mark.parametrize("name", ["evil\u202etxt.exe", "nul\u0000name", "zero\u200bwidth"])
def test_a_dictionary_name_with_control_or_direction_characters_is_refused(open_page, name):
    page = fresh_page(open_page)
    add_list(page, name, text="crane\nslate\n")
    expect(page.locator("#dict-status")).to_contain_text(
        "Not built: a name cannot hold control or direction characters"
    )


def test_lines_the_secret_list_skipped_are_reported(open_page):
    page = fresh_page(open_page)
    page.locator("#dict-add summary").first.click()
    page.locator("details.dict-secrets summary").click()
    page.locator("#dict-secrets-text").fill("crane\n12345\nab\n")
    add_list(page, "secrets", text="crane\nslate\nquilt\n")
    expect(page.locator("#dict-skipped")).to_have_text(
        "The secret list: 1 word; 2 lines skipped (not 3-20 letters), e.g. '12345', 'ab'."
    )
    forget_dictionaries(page)


def test_a_name_another_tab_stored_meanwhile_is_replaced_only_after_asking(open_page):
    page = fresh_page(open_page)
    other = open_page()
    add_list(other, "shared", text="crane\nslate\n")
    expect(other.locator("#dict-status")).to_contain_text("Built 'shared'")
    add_list(page, "shared", text="quilt\nplumb\n")  # this tab listed its dictionaries before
    expect(page.locator("#confirm-dialog")).to_contain_text("Replace 'shared'?")
    page.get_by_role("button", name="Keep it").click()
    expect(page.locator("#dict-status")).not_to_contain_text("Built")
    forget_dictionaries(page)


def test_pause_clicked_many_times_says_paused_once(open_page: Page):
    page = open_page("?tab=lab&lengths=6&strategies=best&games=200&seed=1&run=1")
    page.wait_for_function(
        f"{RUNNING} && /[1-9][0-9]* of/.test(document.querySelector('#lab-status').textContent)", timeout=60_000
    )
    pause = page.locator("#lab-race-pause")
    for _ in range(21):
        pause.click()
    expect(pause).to_have_text("Resume")
    assert page.locator("#lab-status").inner_text().count("Paused") == 1
    page.locator("#lab-cancel").click()


DISPATCH = """([on, kind, init]) => {
    const targets = {
        document: document,
        text: document.querySelector("h1").firstChild,  // a text node: no tagName, closest nor hasAttribute
        comment: document.body.appendChild(document.createComment("x")),
    };
    if (on.startsWith("#")) targets[on] = document.querySelector(on).appendChild(document.createTextNode(""));
    const event = kind === "keydown" && init ? new KeyboardEvent("keydown", {bubbles: true, ...init})
        : new Event(kind, {bubbles: true});
    targets[on]?.dispatchEvent(event);
}"""


@pytest.mark.parametrize("tab", ["wordle", "challenge"])
def test_events_dispatched_on_any_target_are_handled(open_page, tab):
    """Issue 43: a keydown dispatched on document showed "AttributeError: tagName"; any event target is handled."""
    page = open_page(f"?tab={tab}&seed=5")
    for on in ("document", "text", "comment"):
        page.evaluate(DISPATCH, [on, "keydown", {"key": "a"}])
        page.evaluate(DISPATCH, [on, "keydown", {"key": " "}])
        page.evaluate(DISPATCH, [on, "keydown", {"key": "Enter"}])
        page.evaluate(DISPATCH, [on, "keydown", None])  # no key at all
        page.evaluate(DISPATCH, [on, "click", None])
        page.evaluate(DISPATCH, [on, "paste", None])
    for on in ("#w-keyboard", "#w-board", "#w-candidates-list", "#cg-tiles", "#cg-play", "#cg-entry"):
        page.evaluate(DISPATCH, [on, "click", None])  # a click on a text node in each area handling clicks
    page.wait_for_timeout(500)  # an absence: no failure within 500 ms of the clicks
    expect(page.locator("#failure")).to_be_hidden()
    if tab == "wordle":
        expect(page.locator("#w-board .row").first).to_contain_text("a", ignore_case=True)


@pytest.mark.parametrize("resume_first", [False, True])
def test_a_race_cancelled_while_paused_keeps_the_count_shown(open_page: Page, resume_first):
    """Issue 42: paused at 149, cancelled "after 133"; paused at 194, kept 196. Paused means nothing runs."""
    page = open_page("?tab=lab&lengths=5&strategies=letter-frequency,entropy&games=400&seed=2&run=1")
    status, pause = page.locator("#lab-status"), page.locator("#lab-race-pause")
    page.wait_for_function(f"{RUNNING} && /[1-9][0-9]* of/.test(document.querySelector('#lab-status').textContent)")
    if resume_first:  # a pause and a resume before: the count goes on from where it was
        pause.click()
        expect(status).to_contain_text("Paused: ")
        pause.click()
        expect(status).not_to_contain_text("Paused: ")
        page.wait_for_timeout(700)  # racing again for a while before the second pause
    pause.click()
    expect(status).to_contain_text("Paused: ")
    page.wait_for_selector("#lab-status[data-stopped]")  # the worker's word that it stopped, with its count
    shown = re.search(r"([\d,]+) of ([\d,]+)", status.inner_text()).group(1)
    page.locator("#lab-cancel").click()
    expect(status).to_contain_text("Cancelled after")
    assert f"Cancelled after {shown} of" in status.inner_text()


def test_the_labs_start_is_disabled_during_a_race(open_page: Page):
    """Issue 42: Start stayed enabled during a race and a second click did nothing, silently."""
    page = open_page("?tab=lab&lengths=5&strategies=letter-frequency&games=300&seed=2&run=1")
    page.wait_for_function(f"{RUNNING}")
    expect(page.locator("#lab-start")).to_be_disabled()
    page.locator("#lab-cancel").click()
    expect(page.locator("#lab-status")).to_contain_text("Cancelled after")
    expect(page.locator("#lab-start")).to_be_enabled()


def test_a_word_challenge_refusal_goes_once_the_next_word_is_begun(open_page):
    """Issue 42: a message ("EMN: not a word") stayed up for the rest of the round."""
    from test_word_challenge_page import SEED, start

    page = open_page(f"?seed={SEED}")
    start(page)
    first = page.locator("#cg-tiles .tile").first
    first.click()
    page.locator("#cg-enter").click()
    message = page.locator("#cg-message")
    expect(message).to_have_class(re.compile(r"\berror\b"))
    first.click()
    expect(message).to_have_text("")
