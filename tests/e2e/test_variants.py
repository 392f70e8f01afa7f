"""The Wordle variants played as a person plays them: the adversarial keeper, and several boards at once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from page_support import open_settings, type_word
from playwright.sync_api import Page, expect

from bench.page_memory import close_result
from wordgames.web.randoms import GameRandoms
from wordgames.wordle.adversary import AdversaryGame
from wordgames.wordle.boards import BoardsGame
from wordgames.wordle.feedback import STATE_NAMES, score
from wordgames.wordle.rules import Rules

SCORED = "#w-board .row.scored"
SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "variants"
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}


def shoot(page: Page, name: str) -> None:
    """A screenshot to look at (test-results/ is ignored by git)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


@pytest.mark.parametrize("size", VIEWPORTS)
def test_the_adversary_is_cornered_by_typing_and_the_result_shares(open_page, lexicon, shared_context, size):
    shared_context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = open_page("?mode=adversary&length=5&guesses=unlimited&seed=3")
    page.set_viewport_size(VIEWPORTS[size])
    engine = AdversaryGame(lexicon, Rules(5, None))
    expect(page.locator("#w-info")).to_have_text(f"Guess 1 · {len(engine.candidates):,} words still possible")
    words = ["crane", "sloth"]
    while engine.status != "won":
        word = words.pop(0) if words else engine.candidates[0]
        pattern = engine.guess(word)
        type_word(page, word)
        page.keyboard.press("Enter")
        row = page.locator(SCORED).nth(len(engine.history) - 1)
        expect(row).to_have_attribute("data-digits", pattern.digits)
        if engine.status != "won":
            left = len(engine.candidates)
            expect(page.locator("#w-info")).to_contain_text(f"{left:,} word{'s' if left != 1 else ''} still possible")
        if len(engine.history) == 2:
            shoot(page, f"adversary-{size}-playing")
    expect(page.locator("#result-dialog")).to_be_visible()
    expect(page.locator("#result-secret")).to_contain_text("Cornered")
    expect(page.locator("#result-scope")).to_have_text("5 letters · against the adversarial keeper")
    shoot(page, f"adversary-{size}-result")
    page.get_by_role("button", name="Share").click()
    expect(page.locator("#result-share-status")).to_have_text("Copied to the clipboard.")
    text = page.evaluate("navigator.clipboard.readText()")
    turns = len(engine.history)
    assert text.startswith(f"Word Games 5 · Adversary · {turns}/∞\n\n")
    assert text.splitlines()[-2] == "🟩" * 5
    link = f"?mode=adversary&length=5&guesses=unlimited&pool=common&hard=0&score={turns}%2F-"  # the score to beat
    assert text.splitlines()[-1].startswith(f"Beat my {turns} guesses: http") and text.endswith(link)


def test_an_adversary_game_survives_a_reload(open_page, lexicon):
    page = open_page("?mode=adversary&length=6&seed=3")
    type_word(page, "planet")
    page.keyboard.press("Enter")
    expect(page.locator(SCORED)).to_have_count(1)
    engine = AdversaryGame(lexicon, Rules(6, 6))
    engine.guess("planet")
    page.goto(page.url.split("?")[0])
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    expect(page.locator(SCORED)).to_have_count(1)
    expect(page.locator("#w-info")).to_contain_text(f"{len(engine.candidates):,} words still possible")


# ----- several boards at once ---------------------------------------------------------------------


def board_secrets(lexicon, seed: int, boards: int, length: int = 5) -> tuple[str, ...]:
    """The secrets of the page's first game for ?seed=N: the same engine call with the same generator."""
    return BoardsGame.new(lexicon, Rules(length, None, boards=boards), GameRandoms(seed).next()).secrets


def test_the_row_being_typed_shows_its_letters_on_every_board_of_a_phone(open_page, lexicon):
    secrets = board_secrets(lexicon, 4, 4)
    page = open_page("?mode=quordle&length=5&seed=4")
    page.set_viewport_size(VIEWPORTS["phone"])
    misses = [w for w in ("crane", "sloth", "pious", "dumpy", "fight", "wreck", "glove", "baker") if w not in secrets]
    for word in misses[:7]:
        type_word(page, word)
        page.keyboard.press("Enter")
        expect(page.locator("#w-board .mini").last.locator(".row.scored")).to_have_count(misses.index(word) + 1)
    type_word(page, "quac")
    typed = page.locator("#w-board .mini").last.locator(".row.current .tile.typed")
    expect(typed).to_have_count(4)
    ink, paper = typed.first.evaluate(
        "t => [getComputedStyle(t.querySelector('.letter')).color, getComputedStyle(t).backgroundColor]"
    )
    assert ink != paper  # the letters were white on white
    box = typed.first.bounding_box()
    seen = page.evaluate(
        "([x, y]) => document.elementFromPoint(x, y)?.closest('.tile')?.textContent",
        [
            box["x"] + box["width"] / 2,
            box["y"] + box["height"] / 2,
        ],
    )
    assert seen == "Q"  # in view, not under the keyboard or below the fold
    game = BoardsGame.new(lexicon, Rules(5, None, boards=4), GameRandoms(4).next())
    for word in misses[:7]:
        game.guess(word)
    for letter in "cpq":
        marks = [None if board is None else board.get(letter) for board in game.keyboards()]
        seen = [f"board {n} {STATE_NAMES[m]}" for n, m in enumerate(marks, 1) if m is not None]
        label = (
            letter if not seen else f"{letter}, " + (", ".join(seen) if len(set(marks)) > 1 else STATE_NAMES[marks[0]])
        )
        expect(page.locator(f"#w-keyboard [data-key={letter}]")).to_have_attribute("aria-label", label)
    assert page.locator("#w-keyboard .key.split").count() > 0  # letters the boards disagree on
    shoot(page, "quordle-phone-eighth-row")


def test_several_boards_use_a_wide_screen_and_lay_out_again_on_a_phone(open_page):
    page = open_page("?mode=octordle&seed=8")
    page.set_viewport_size({"width": 1280, "height": 800})
    boards = page.locator("#w-board .mini")
    expect(boards).to_have_count(8)

    def bands() -> int:  # boards sharing a top edge form one band
        return len({round(boards.nth(i).bounding_box()["y"]) for i in range(8)})

    page.wait_for_function("document.querySelector('#w-board').style.getPropertyValue('--columns') === '8'")
    assert bands() == 1
    area = page.locator(".board-area")
    assert area.evaluate("a => a.scrollHeight <= a.clientHeight")  # every row on screen, no scrolling
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_function("document.querySelector('#w-board').style.getPropertyValue('--columns') === '4'")
    assert bands() == 2


@pytest.mark.parametrize("size", VIEWPORTS)
def test_a_four_board_game_is_won_by_typing(open_page, lexicon, size):
    secrets = board_secrets(lexicon, 8, 4)
    page = open_page("?mode=quordle&length=5&seed=8")
    page.set_viewport_size(VIEWPORTS[size])
    boards = page.locator("#w-board .mini")
    expect(boards).to_have_count(4)
    expect(page.locator("#w-info")).to_have_text("Guess 1 of 9 · 0 of 4 boards solved")
    opener = next(w for w in ("crane", "sloth", "pious") if w not in secrets)
    words = [opener, *secrets]
    for turn, word in enumerate(words, 1):
        type_word(page, word)
        page.keyboard.press("Enter")
        for number, secret in enumerate(secrets):
            played = words[: words.index(secret) + 1] if secret in words[:turn] else words[:turn]
            rows = boards.nth(number).locator(".row.scored")
            expect(rows).to_have_count(len(played))
            expect(rows.last).to_have_attribute("data-digits", score(played[-1], secret).digits)
        if turn == 2:
            page.wait_for_function("document.getAnimations().every(a => a.playState === 'finished')")  # turned over
            shoot(page, f"quordle-{size}-playing")
            assert page.evaluate("document.scrollingElement.scrollWidth") <= VIEWPORTS[size]["width"]
            # A key redraws only the rows being typed, the scored rows stand (at 20 letters on eight
            # boards, redrawing them all took seconds a key)
            scored = "document.querySelector('#w-board .mini .row.scored')"
            page.evaluate(f"{scored}.drawnBefore = true")
            page.keyboard.press(words[2][0])
            expect(boards.last.locator(".row.current .tile.typed")).to_have_count(1)
            assert page.evaluate(f"{scored}.drawnBefore === true")
            page.keyboard.press("Backspace")
            expect(boards.last.locator(".row.current .tile.typed")).to_have_count(0)
    expect(page.locator("#w-message")).to_have_text("All 4 boards solved in 5 guesses!")
    expect(page.locator("#w-info")).to_have_text("5 of 9 used · 4 of 4 boards solved")
    shoot(page, f"quordle-{size}-won")


def test_a_link_with_another_seed_plays_that_seeds_game_and_a_reload_plays_on(open_page, lexicon):
    page = open_page("?mode=quordle&length=5&seed=3")
    boards = page.locator("#w-board .mini")  # found again after each navigation
    type_word(page, next(w for w in ("crane", "sloth", "pious") if w not in board_secrets(lexicon, 3, 4)))
    page.keyboard.press("Enter")
    expect(boards.first.locator(".row.scored")).to_have_count(1)
    page.goto(page.url.split("?")[0] + "?mode=quordle&length=5&seed=9")  # a link a friend sent
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    expect(boards.first.locator(".row.scored")).to_have_count(0)  # not the game of seed 3 played on
    secrets = board_secrets(lexicon, 9, 4)
    guess = next(w for w in ("crane", "sloth", "pious") if w not in secrets)
    type_word(page, guess)
    page.keyboard.press("Enter")
    for board, secret in zip(boards.all(), secrets, strict=True):
        expect(board.locator(".row.scored")).to_have_attribute("data-digits", score(guess, secret).digits)
    page.reload()  # the same link again: the game in progress goes on
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    expect(boards.first.locator(".row.scored")).to_have_count(1)
    page.goto(page.url.split("?")[0])  # no seed: the game in progress, as before
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    expect(boards.first.locator(".row.scored")).to_have_count(1)


@pytest.mark.parametrize("size", VIEWPORTS)
def test_board_games_count_in_statistics_per_board_count_and_take_the_guess_limit_set(open_page, lexicon, size):
    secrets = board_secrets(lexicon, 4, 2)
    page = open_page("?mode=dordle&length=5&seed=4")
    page.set_viewport_size(VIEWPORTS[size])
    expect(page.locator("#w-info")).to_have_text("Guess 1 of 7 · 0 of 2 boards solved")
    for word in secrets:
        type_word(page, word)
        page.keyboard.press("Enter")
    expect(page.locator("#result-dialog")).to_be_visible()
    expect(page.locator("#result-title")).to_have_text("You won!")
    expect(page.locator("#result-scope")).to_have_text("5 letters · 2 boards")
    expect(page.locator("#stats-numbers dd")).to_have_text(["1", "100", "1", "1"])
    expect(page.locator("#stats-chart .bar-row")).to_have_count(7)  # one bar per guess allowed
    expect(page.locator("#stats-chart .latest")).to_have_attribute("aria-label", "2 guesses: 1 game")
    shoot(page, f"dordle-{size}-statistics")
    stats = json.loads(page.evaluate("localStorage.getItem('wordgames.stats')"))
    assert [(r["mode"], r["played"], r["wins"]) for r in stats["wordle"]] == [("dordle", 1, 1)]
    close_result(page)

    open_settings(page)
    quordle = page.locator("#w-modes label").filter(has=page.locator("[value=quordle]"))  # not "in sequence"
    quordle.click()  # the game is over: a new one starts at once, usual limit
    expect(page.locator("#w-info")).to_have_text("Guess 1 of 9 · 0 of 4 boards solved")
    open_settings(page)
    expect(page.locator("#w-guesses")).to_have_value("9")
    page.locator("#w-guesses").select_option("12")
    expect(page.locator("#w-info")).to_have_text("Guess 1 of 12 · 0 of 4 boards solved")
    expect(page.locator("#w-board .mini").first.locator(".row")).to_have_count(12)
    page.keyboard.press("Escape")
    page.locator("#open-stats").click()
    expect(page.locator("#result-scope")).to_have_text("5 letters · 4 boards")
    expect(page.locator("#stats-numbers dd")).to_have_text(["0", "0", "0", "0"])
    shoot(page, f"quordle-{size}-statistics")


def test_eight_boards_fit_a_phone(open_page):
    page = open_page("?mode=octordle&length=5&seed=2")
    page.set_viewport_size(VIEWPORTS["phone"])
    expect(page.locator("#w-board .mini")).to_have_count(8)
    type_word(page, "crane")
    page.keyboard.press("Enter")
    expect(page.locator("#w-board .row.scored")).to_have_count(8)
    assert page.evaluate("document.scrollingElement.scrollWidth") <= VIEWPORTS["phone"]["width"]
    keyboard = page.locator("#w-keyboard").bounding_box()
    assert keyboard["y"] + keyboard["height"] <= VIEWPORTS["phone"]["height"]
    shoot(page, "octordle-phone")
