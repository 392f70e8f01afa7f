"""The core loop as a new player meets it (issue 30): settings, colours, messages, boards on a phone, results."""

from __future__ import annotations

import pytest
from page_support import SHOTS, VIEWPORTS, open_settings, other_words, shoot, type_word, wordle_secret
from playwright.sync_api import Page, expect

SCORED = "#w-board .row.scored"


@pytest.fixture(params=list(VIEWPORTS))
def viewport(request) -> str:
    return request.param


def guess(page: Page, word: str) -> None:
    type_word(page, word)
    page.keyboard.press("Enter")


def game_in_progress(open_page, lexicon, viewport: str, seed: int = 5) -> Page:
    page = open_page(f"?tab=wordle&seed={seed}")
    page.set_viewport_size(VIEWPORTS[viewport])
    guess(page, other_words(lexicon, wordle_secret(lexicon, seed), 1)[0])
    expect(page.locator(SCORED)).to_have_count(1)
    return page


# ----- 1. settings changed during a game are asked about once and applied together ---------------


def test_settings_changed_during_a_game_are_applied_together_after_one_question(open_page, lexicon, viewport):
    page = game_in_progress(open_page, lexicon, viewport)
    open_settings(page)
    page.get_by_label("Length", exact=True).fill("6")
    page.locator("#settings-dialog").get_by_label("Hard mode").click()  # the length field changes as it blurs
    expect(page.locator("#settings-dialog")).to_be_visible()  # still open: nothing asked yet
    expect(page.locator("#settings-dialog").get_by_label("Hard mode")).to_be_checked()
    expect(page.get_by_label("Length", exact=True)).to_have_value("6")
    shoot(page, f"settings-changed-{viewport}")
    page.locator("#settings-dialog").get_by_role("button", name="Close").click()
    confirm = page.locator("#confirm-dialog")
    expect(confirm).to_be_visible()
    expect(confirm.get_by_role("button", name="Keep playing")).to_be_focused()  # the safe choice
    shoot(page, f"settings-confirm-{viewport}")
    page.wait_for_timeout(300)  # an absence over 300 ms: asked once, and it is not closed until answered
    expect(confirm).to_be_visible()
    confirm.get_by_role("button", name="New game").click()
    expect(confirm).to_be_hidden()
    expect(page.locator(SCORED)).to_have_count(0)
    expect(page.locator("#w-board .row").first.locator(".tile")).to_have_count(6)
    open_settings(page)
    expect(page.locator("#settings-dialog").get_by_label("Hard mode")).to_be_checked()
    expect(page.get_by_label("Length", exact=True)).to_have_value("6")


def test_settings_declined_keep_the_game_and_its_settings(open_page, lexicon):
    page = game_in_progress(open_page, lexicon, "desktop")
    open_settings(page)
    page.get_by_label("Length", exact=True).fill("7")
    page.get_by_label("Max guesses").select_option("4")
    page.keyboard.press("Escape")
    confirm = page.locator("#confirm-dialog")
    expect(confirm).to_be_visible()
    page.keyboard.press("Enter")  # the focused, safe answer
    expect(confirm).to_be_hidden()
    expect(page.locator(SCORED)).to_have_count(1)
    open_settings(page)
    expect(page.get_by_label("Length", exact=True)).to_have_value("5")
    expect(page.get_by_label("Max guesses")).to_have_value("6")
    page.keyboard.press("Escape")
    expect(confirm).to_be_hidden()  # nothing changed: nothing asked


# ----- 2. every key readable: 4.5:1 in every state, theme and palette ------------------------------

# Each key's letter: its colour and every colour drawn behind it (its background colour and the
# colours of its background images, such as a split key's parts), as computed.
KEY_COLOURS = """() => [...document.querySelectorAll('#w-keyboard .key')].map(key => {
    const letter = key.querySelector('.key-letter') || key;
    const style = getComputedStyle(letter);
    const behind = [style.backgroundColor, ...(style.backgroundImage.match(/rgba?\\([^)]*\\)/g) || [])];
    return {key: key.getAttribute('aria-label'), split: key.classList.contains('split'), ink: style.color,
            behind: behind.filter(c => !/rgba\\(.*, 0\\)$/.test(c))};
})"""


def rgb(text: str) -> tuple[float, float, float]:
    return tuple(float(part) for part in text[text.index("(") + 1 : text.index(")")].split(",")[:3])


def contrast(one: str, two: str) -> float:
    def luminance(colour: str) -> float:
        channels = [c / 255 for c in rgb(colour)]
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    light, dark = sorted((luminance(one), luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_every_key_has_4_5_to_1_contrast_in_every_theme_and_palette(open_page):
    page = open_page("?mode=quordle&length=5&seed=2")
    for word in ("crane", "light", "pudgy"):
        guess(page, word)
    expect(page.locator("#w-board .mini").first.locator(".row.scored")).to_have_count(3)
    expect(page.locator("#w-keyboard .key.split").first).to_be_visible()
    for theme in ("light", "dark"):
        for palette in (False, True):
            open_settings(page)
            page.get_by_label("Theme").select_option(theme)
            page.get_by_label("Colour-blind colours").set_checked(palette)
            page.keyboard.press("Escape")
            keys = page.evaluate(KEY_COLOURS)
            assert any(k["split"] for k in keys) and any("absent" in k["key"] for k in keys)
            poor = [
                (k["key"], k["ink"], colour, round(contrast(k["ink"], colour), 2))
                for k in keys
                for colour in k["behind"]
                if contrast(k["ink"], colour) < 4.5
            ]
            assert not poor, (theme, palette, poor)
            page.locator("#w-keyboard").screenshot(path=str(SHOTS / f"keys-{theme}-{palette}.png"))


# ----- 5. messages: short, gone after a few seconds, never over the board; words counted right ----


def boxes_overlap(one: dict, two: dict) -> bool:
    return not (
        one["x"] + one["width"] <= two["x"]
        or two["x"] + two["width"] <= one["x"]
        or one["y"] + one["height"] <= two["y"]
        or two["y"] + two["height"] <= one["y"]
    )


@pytest.mark.parametrize("mode", ["guesser", "octordle"])
def test_a_message_shows_beside_the_board_and_goes(shared_page, viewport, mode):
    page = shared_page(f"?tab=wordle&seed=5&mode={mode}")  # a word refused, then rubbed out: one boot, two sizes
    page.set_viewport_size(VIEWPORTS[viewport])
    expect(page.locator("#w-board .tile.typed")).to_have_count(0)
    guess(page, "zzzzq")
    toast = page.locator("#w-message")
    expect(toast).to_contain_text("not in the dictionary")
    # The toast's box and the rows' at once, while it shows (it goes by itself within seconds).
    box, *rows = page.evaluate(
        """() => [document.getElementById('w-message'), ...document.querySelectorAll('#w-board .row')]
        .map(e => { const r = e.getBoundingClientRect();
        return {x: r.x, y: r.y, width: r.width, height: r.height}; })"""
    )
    assert 0 < box["height"] < 50, box  # one or two lines, not a paragraph over the page
    if mode == "guesser":  # eight boards fill a phone's play area: the message is over their top, as NYT's
        for row in rows:
            assert not boxes_overlap(box, row)
    shoot(page, f"toast-{mode}-{viewport}")
    expect(toast).to_be_empty(timeout=8_000)  # gone by itself
    expect(toast).to_be_hidden()
    for _ in range(5):
        page.keyboard.press("Backspace")


def test_copied_does_not_linger_in_later_dialogs(open_page, lexicon, shared_context):
    shared_context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = open_page("?tab=wordle&seed=5")
    guess(page, wordle_secret(lexicon, 5))
    expect(page.locator("#result-title")).to_have_text("You won!")
    page.locator("#r-share").click()
    expect(page.locator("#result-share-status")).to_have_text("Copied to the clipboard.")
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Statistics").click()
    expect(page.locator("#result-dialog")).to_be_visible()
    expect(page.locator("#result-share-status")).to_be_empty()


def test_one_guess_and_one_game_are_said_in_the_singular(open_page, lexicon):
    page = open_page("?tab=wordle&seed=5")
    guess(page, wordle_secret(lexicon, 5))
    expect(page.locator("#result-title")).to_have_text("You won!")
    labels = page.locator("#stats-chart .bar-row").evaluate_all("rows => rows.map(r => r.getAttribute('aria-label'))")
    assert labels[:2] == ["1 guess: 1 game", "2 guesses: 0 games"]


# ----- 4. the assistant never adds a row nobody coloured -----------------------------------------


def test_assistant_enter_asks_for_the_colours_before_adding_a_row(open_page, viewport):
    page = open_page("?mode=assistant&seed=4&strategy=letter-frequency")
    page.set_viewport_size(VIEWPORTS[viewport])
    before = page.locator("#w-info").text_content()
    type_word(page, "crane")
    page.keyboard.press("Enter")
    expect(page.locator("#w-message")).to_contain_text("Tap CRANE's tiles to colour them")
    shoot(page, f"assistant-asks-{viewport}")
    expect(page.locator(SCORED)).to_have_count(0)
    assert page.locator("#w-info").text_content() == before  # nothing counted out
    tiles = page.locator("#w-board .row.current .tile")
    tiles.nth(0).click()  # C: yellow
    tiles.nth(2).click()
    tiles.nth(2).click()  # A: green
    page.keyboard.press("Enter")
    expect(page.locator(SCORED)).to_have_count(1)
    assert page.locator(SCORED).first.get_attribute("data-digits") == "10200"


# ----- 3. several boards fit a phone; small letters get the typed row shown large ------------------

PHONE = VIEWPORTS["phone"]


def set_length(page: Page, length: int) -> None:
    open_settings(page)
    box = page.get_by_label("Length", exact=True)
    box.fill(str(length))
    box.dispatch_event("change")
    page.keyboard.press("Escape")
    expect(page.locator("#w-board .row").first.locator(".tile")).to_have_count(length)


def letter_px(page: Page, selector: str) -> float:
    return page.locator(selector).first.evaluate("t => parseFloat(getComputedStyle(t).fontSize)")


@pytest.mark.parametrize("mode", ["dordle", "quordle", "octordle"])
def test_every_row_of_several_boards_fits_above_the_keyboard_on_a_phone(open_page, mode):
    page = open_page(f"?mode={mode}&seed=2")
    page.set_viewport_size(PHONE)
    for length in range(3, 9):
        set_length(page, length)
        type_word(page, "ab"[: min(2, length)])
        keyboard = page.locator("#w-keyboard").bounding_box()
        area = page.locator("#w-board-area").bounding_box()
        rows = page.locator("#w-board .row").evaluate_all("rs => rs.map(r => r.getBoundingClientRect().toJSON())")
        assert rows and all(r["top"] >= area["y"] - 0.5 and r["bottom"] <= keyboard["y"] + 0.5 for r in rows), length
        assert all(r["bottom"] <= area["y"] + area["height"] + 0.5 for r in rows), length  # no scrolling
        assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]
        # letters readable: on the boards, or in the row being typed shown large
        if letter_px(page, "#w-board .tile") < 14:
            expect(page.locator("#w-entry")).to_be_visible()
            assert letter_px(page, "#w-entry .tile") >= 14
            strip = page.locator("#w-entry").bounding_box()
            assert strip["y"] + strip["height"] <= keyboard["y"] + 0.5
            expect(page.locator("#w-entry .tile.typed")).to_have_count(2)
        for _ in range(2):
            page.keyboard.press("Backspace")
    shoot(page, f"{mode}-8-phone")


@pytest.mark.parametrize("length", [12, 20])
def test_long_words_on_eight_boards_show_the_typed_row_large_on_a_phone(shared_page, length):
    page = shared_page("?mode=octordle&seed=2&pool=all")  # each length set, typed in and rubbed out: one boot
    page.set_viewport_size(PHONE)
    set_length(page, length)
    type_word(page, "abc")
    expect(page.locator("#w-entry")).to_be_visible()
    assert letter_px(page, "#w-entry .tile") >= 14
    expect(page.locator("#w-entry .tile")).to_have_count(length)
    strip = page.locator("#w-entry").bounding_box()
    assert strip["x"] >= 0 and strip["x"] + strip["width"] <= PHONE["width"]
    assert strip["y"] + strip["height"] <= page.locator("#w-keyboard").bounding_box()["y"] + 0.5
    shoot(page, f"octordle-{length}-phone")
    for _ in range(3):
        page.keyboard.press("Backspace")


# ----- 6. statistics keep faith --------------------------------------------------------------------


def test_a_game_left_for_a_new_one_counts_as_a_loss_and_no_daily_line_without_a_daily(open_page, lexicon):
    page = game_in_progress(open_page, lexicon, "desktop")
    page.get_by_role("button", name="Statistics").click()
    expect(page.locator("#stats-numbers dd")).to_have_text(["0", "0", "0", "0"])
    expect(page.locator("#stats-daily")).to_be_hidden()  # no daily played: no daily line
    page.keyboard.press("Escape")
    page.get_by_role("button", name="New game").click()
    page.locator("#confirm-dialog").get_by_role("button", name="New game").click()
    expect(page.locator(SCORED)).to_have_count(0)
    page.get_by_role("button", name="Statistics").click()
    expect(page.locator("#stats-numbers dd")).to_have_text(["1", "0", "0", "0"])  # played 1, won none


# ----- 7. the adversary offers unlimited guesses by default, as Absurdle does ------------------------


def test_the_adversary_starts_unlimited_from_a_link_and_from_the_settings(open_page):
    page = open_page("?mode=adversary&seed=3")
    open_settings(page)
    expect(page.get_by_label("Max guesses")).to_have_value("unlimited")
    page.locator("label", has_text="Guesser").click()  # the usual limit follows the mode
    expect(page.get_by_label("Max guesses")).to_have_value("6")
    page.locator("#w-modes label").filter(has=page.locator("[value=adversary]")).click()  # not the challenge
    expect(page.get_by_label("Max guesses")).to_have_value("unlimited")
    page.keyboard.press("Escape")
    expect(page.locator("#w-info")).not_to_contain_text(" of ")


# ----- 8. the small things: help said once, disabled looks disabled, 44 px targets, selects not clipped ---


def test_small_things_on_a_phone(open_page):
    page = open_page("?tab=wordle&seed=5")
    page.set_viewport_size(PHONE)
    page.get_by_role("button", name="How to play").click()
    assert page.locator("#help-dialog").inner_text().count("Green: right letter") == 1
    page.keyboard.press("Escape")
    open_settings(page)
    for check in page.locator("#settings-dialog label.check").all():
        assert check.bounding_box()["height"] >= 44, check.inner_text()
    clipped = page.locator("#settings-dialog select").evaluate_all(
        """selects => selects.filter(s => s.offsetParent !== null).filter(s => {
            const probe = document.createElement('span');
            probe.style.cssText = `font: ${getComputedStyle(s).font}; white-space: nowrap; position: absolute`;
            probe.textContent = s.options[s.selectedIndex]?.text || '';
            document.body.append(probe);
            const wide = probe.getBoundingClientRect().width;
            probe.remove();
            return wide > s.clientWidth - 24;  // the arrow and the padding take about 24 px
        }).map(s => s.id)"""
    )
    assert clipped == []
    page.keyboard.press("Escape")
    page.get_by_role("tab", name="Word Challenge").click()
    disabled = page.locator("button:disabled").first
    assert float(disabled.evaluate("b => getComputedStyle(b).opacity")) < 0.7


# ----- a declined "new game?" gives the keys back to the game (play-test, session 52) -------------


@pytest.mark.parametrize("cancel", ["Enter", "Escape", "click"])
def test_after_new_game_is_declined_enter_plays_the_guess_not_the_button(open_page, lexicon, viewport, cancel):
    """The New game button got the focus back as the question closed; Enter then asked again, and a guess typed
    and entered was lost behind the dialog. As in NYT Wordle the keys are the game's once the dialog is gone."""
    page = game_in_progress(open_page, lexicon, viewport)
    secret = wordle_secret(lexicon, 5)
    confirm = page.locator("#confirm-dialog")
    page.locator("#w-new-game").click()
    expect(confirm).to_be_visible()
    if cancel == "click":
        confirm.get_by_role("button", name="Keep playing").click()
    else:
        page.keyboard.press(cancel)
    expect(confirm).to_be_hidden()
    page.keyboard.press("Enter")  # a stray Enter: the game's (a short row), not the button's question
    page.wait_for_timeout(200)
    expect(confirm).to_be_hidden()
    guess(page, other_words(lexicon, secret, 2)[1])
    expect(confirm).to_be_hidden()
    expect(page.locator(SCORED)).to_have_count(2)
    shoot(page, f"declined-new-game-{cancel}-{viewport}")


def test_a_keyboard_player_still_reaches_new_game_with_tab_and_enter(open_page, lexicon):
    """The game's keys after a dialog take nothing from the keyboard: Tab to New game and Enter asks, as before."""
    page = game_in_progress(open_page, lexicon, "desktop")
    confirm = page.locator("#confirm-dialog")
    page.locator("#w-new-game").click()
    page.keyboard.press("Escape")
    expect(confirm).to_be_hidden()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")  # reached again by the keyboard
    expect(page.locator("#w-new-game")).to_be_focused()
    page.keyboard.press("Enter")
    expect(confirm).to_be_visible()
    page.keyboard.press("Escape")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    page.keyboard.press(" ")  # Space too
    expect(confirm).to_be_visible()


# ----- the result dialog's statistics picker on a phone (play-test, session 52) -------------------


@pytest.mark.parametrize("code", ["en", "it", "el"])
def test_the_statistics_picker_fits_the_result_dialog(open_page, lexicon, viewport, code):
    """The picker of the result dialog was cut off on a phone (390x844): its longest scope (12 letters, a target
    against the adversary, hard mode: 75 characters in Italian) wider than the dialog."""
    page = open_page(f"?tab=wordle&seed=5&lang={code}&mode=adversary-challenge&length=12&hard=1")
    page.set_viewport_size(VIEWPORTS[viewport])
    page.locator("#open-stats").click()
    dialog = page.locator("#result-dialog")
    expect(dialog).to_be_visible()
    pick = page.locator("#stats-pick")
    box, frame = pick.bounding_box(), dialog.bounding_box()
    width = VIEWPORTS[viewport]["width"]
    shoot(page, f"stats-pick-{code}-{viewport}")
    assert frame["x"] >= 0 and frame["x"] + frame["width"] <= width, frame
    assert box["x"] >= frame["x"] and box["x"] + box["width"] <= frame["x"] + frame["width"], (box, frame)
    shown = pick.evaluate(FITS)
    assert shown["fits"] or shown["ellipsis"], shown  # whole, or visibly shortened ("…"), not cut mid-letter
    expect(page.locator("#result-scope")).to_contain_text(shown["label"])  # and said whole just above it


FITS = """s => {
    const style = getComputedStyle(s), context = document.createElement('canvas').getContext('2d');
    context.font = style.font;
    const label = s.selectedOptions[0].text, room = s.clientWidth - parseFloat(style.paddingLeft) - 24;
    return {label, fits: context.measureText(label).width <= room, ellipsis: style.textOverflow === 'ellipsis'};
}"""


# ----- a message covers no control (play-test, session 52) ----------------------------------------

CONTROLS = """() => [...document.querySelectorAll('header button, header select, [role=tab], #w-keyboard button')]
    .filter(e => e.offsetParent !== null)
    .map(e => { const r = e.getBoundingClientRect();
    return {name: e.id || e.textContent.trim(), x: r.x, y: r.y, width: r.width, height: r.height}; })"""


@pytest.mark.parametrize("mode", ["guesser", "octordle"])
def test_a_message_covers_no_tab_button_or_key(shared_page, viewport, mode):
    """Toasts floated over the header and hid the tabs on a desktop (1280x800); NYT shows them over the board's
    top, clear of every control."""
    page = shared_page(f"?tab=wordle&seed=5&mode={mode}")
    page.set_viewport_size(VIEWPORTS[viewport])
    guess(page, "zzzzq")
    toast = page.locator("#w-message")
    expect(toast).to_contain_text("not in the dictionary")
    box = toast.bounding_box()
    covered = [c["name"] for c in page.evaluate(CONTROLS) if boxes_overlap(box, c)]
    shoot(page, f"toast-clear-{mode}-{viewport}")
    for _ in range(5):
        page.keyboard.press("Backspace")
    assert not covered, (box, covered)
