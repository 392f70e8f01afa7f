"""The page's post-game analysis: each guess of a finished game against the engine's, on a desktop and a phone."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from page_support import open_settings, other_words, type_word, wordle_secret
from playwright.sync_api import Page, expect

from bench.page_memory import close_result, pending_word
from wordgames.wordle.analysis import analyse, luck_word, skill_word
from wordgames.wordle.feedback import score
from wordgames.wordle.rules import Rules, secret_pool
from wordgames.wordle.strategies import OpeningBook, make_strategy

BOOK = Path(__file__).resolve().parents[2] / "static" / "openings.bin"


@lru_cache(maxsize=1)
def reference_strategy():
    return make_strategy("best", book=OpeningBook.from_bytes(BOOK.read_bytes()))


def expected_analysis(lexicon, moves, pool: str = "common", hard: bool = False):
    """What the page should show: the same engine call on the same pool of secrets."""
    rules = Rules(len(moves[0][0]), None, hard)
    return analyse(lexicon, moves, rules, secret_pool(lexicon, len(moves[0][0]), pool), reference_strategy())


def analysis_rows(page: Page) -> list[dict]:
    return page.eval_on_selector_all(
        "#w-analysis-rows tr",
        r"""rows => rows.map(r => ({
        guess: r.dataset.guess, before: +r.dataset.before, after: +r.dataset.after, best: r.dataset.best,
        cells: [...r.children].map(c => c.innerText.replace(/\s+/g, ' ').trim())}))""",
    )


def play(page: Page, words: list[str]) -> None:
    for turn, word in enumerate(words, 1):
        type_word(page, word)
        page.keyboard.press("Enter")
        expect(page.locator("#w-board .row.scored")).to_have_count(turn)


def check_rows(page: Page, lexicon, analysis) -> None:
    """Every row of the page's table against the engine's analysis."""
    rows = analysis_rows(page)
    assert len(rows) == len(analysis.moves)
    for number, (row, move) in enumerate(zip(rows, analysis.moves), 1):
        assert (row["guess"], row["before"], row["after"], row["best"]) == (
            move.guess,
            move.candidates_before,
            move.candidates_after,
            move.best_guess,
        )
        assert row["best"] in lexicon and len(row["best"]) == len(move.guess)
        assert row["cells"][0] == str(number)
        left = "solved" if move.solved else f"{move.candidates_after:,}"  # a winning guess: no "→ 0"
        assert row["cells"][2] == f"{move.candidates_before:,} → {left}"
        assert row["cells"][3] == f"{move.expected_left:,.1f}"
        assert row["cells"][5] == f"{move.best_expected_left:,.1f}"
        assert row["cells"][6] == ("solved" if move.solved else f"{move.skill:.0%} {skill_word(move.skill)}")
        assert row["cells"][7] == f"{move.luck:.0%} {luck_word(move.luck)}"


def test_won_guesser_game_is_analysed_move_by_move(open_page, lexicon):
    secret = wordle_secret(lexicon, 21)
    words = other_words(lexicon, secret, 2) + [secret]
    page = open_page("?tab=wordle&seed=21")
    button = page.get_by_role("button", name="Analyse game")
    play(page, words[:2])
    expect(button).to_be_hidden()  # only a finished game is analysed
    type_word(page, secret)
    page.keyboard.press("Enter")
    expect(page.locator("#w-message")).to_contain_text(f"You found {secret.upper()} in 3 guesses")
    close_result(page)
    button.click()
    table = page.get_by_role("table", name="Each guess compared with the best strategy's choice")
    expect(table).to_be_visible()
    expect(button).to_be_hidden()
    expect(page.locator("#w-analysis-message")).to_have_text("")
    analysis = expected_analysis(lexicon, [(w, score(w, secret)) for w in words])
    check_rows(page, lexicon, analysis)
    rows = analysis_rows(page)
    assert rows[0]["before"] == len(secret_pool(lexicon, 5, "common")) and rows[-1]["after"] == 0
    assert page.locator("#w-analysis-rows th[scope=row]").count() == 3
    expect(page.locator("#w-analysis-summary")).to_have_text(
        f"Solved in 3 guesses · skill {analysis.skill:.0%} ({skill_word(analysis.skill)}) · "
        f"luck {analysis.luck:.0%} ({luck_word(analysis.luck)})"
    )
    guess_cell = page.locator("#w-analysis-rows tr").first.locator("td").first
    expect(guess_cell).to_contain_text(f"{words[0].upper()} {score(words[0], secret).digits}")  # for screen readers
    expect(guess_cell.locator(".mini.digits")).to_be_hidden()
    open_settings(page)
    page.get_by_label("Show digits").check()
    page.keyboard.press("Escape")
    expect(guess_cell.locator(".mini.digits")).to_have_text(score(words[0], secret).digits)

    page.set_viewport_size({"width": 375, "height": 800})  # a phone: the table scrolls, the page does not
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 375
    expect(table).to_be_visible()

    page.get_by_role("button", name="New game").click()
    expect(page.locator("#w-analysis")).to_be_hidden()
    expect(button).to_be_hidden()
    assert page.locator("#w-analysis-rows tr").count() == 0


def test_lost_long_word_game_is_analysed(open_page, lexicon):
    secret = wordle_secret(lexicon, 9, length=12, pool="all", guesses=2)
    words = other_words(lexicon, secret, 2)
    page = open_page("?tab=wordle&seed=9&length=12&pool=all&guesses=2")
    page.set_viewport_size({"width": 375, "height": 800})
    play(page, words)
    expect(page.locator("#w-message")).to_contain_text(f"The word was {secret.upper()}")
    close_result(page)
    page.get_by_role("button", name="Analyse game").click()
    expect(page.locator("#w-analysis-summary")).to_contain_text("Not solved after 2 guesses")
    analysis = expected_analysis(lexicon, [(w, score(w, secret)) for w in words], pool="all")
    check_rows(page, lexicon, analysis)
    assert analysis_rows(page)[0]["before"] == len(secret_pool(lexicon, 12, "all"))  # offensive words are no secret
    assert analysis_rows(page)[-1]["after"] >= 1
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 375
    scroller = page.locator("#w-analysis .table-scroll")
    assert scroller.evaluate("s => s.scrollWidth <= s.clientWidth + 1")  # a guess a row in two lines: it fits its box


def test_keeper_game_played_by_best_matches_best_every_move(open_page, lexicon):
    secret = "crane"
    page = open_page("?mode=keeper&seed=11")
    expect(page.locator("#w-strategy")).to_have_value("best")  # the default: the strongest
    for turn in range(1, 16):
        pattern = score(pending_word(page), secret)
        for digit in pattern.digits:
            page.keyboard.press(digit)
        page.keyboard.press("Enter")
        expect(page.locator("#w-board .row.scored")).to_have_count(turn)
        if pattern.is_win:
            break
    close_result(page)
    page.get_by_role("button", name="Analyse game").click()
    expect(page.locator("#w-analysis-summary")).to_contain_text(f"Solved in {turn} guess")
    rows = analysis_rows(page)
    assert len(rows) == turn and all(row["best"] == row["guess"] for row in rows)
    assert page.locator("#w-analysis-rows .same").count() == turn
    page.get_by_role("button", name="Undo").click()  # the game is no longer over: its analysis goes
    expect(page.locator("#w-analysis")).to_be_hidden()
    expect(page.get_by_role("button", name="Analyse game")).to_be_hidden()
