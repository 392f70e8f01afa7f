"""The page played as a person would, in Chromium; every expected answer is computed with the engine here."""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import product
from pathlib import Path

from playwright.sync_api import Page, expect

from bench.page_memory import close_result, pending_word
from wordgames.challenge import Rack, solve
from wordgames.web.randoms import GameRandoms
from wordgames.wordle.analysis import analyse, luck_word, skill_word
from wordgames.wordle.candidates import candidates
from wordgames.wordle.feedback import STATE_NAMES, Pattern, score
from wordgames.wordle.game import GuesserGame, keyboard_states, secret_pool
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.strategies import OpeningBook, make_strategy, strategy_names

BOOK = Path(__file__).resolve().parents[2] / "static" / "openings.bin"


# ----- helpers -------------------------------------------------------------------------------


def type_word(page: Page, word: str) -> None:
    for letter in word:
        page.keyboard.press(letter)


def board_rows(page: Page) -> list[list[str]]:
    """The aria-labels of every row's tiles."""
    return page.eval_on_selector_all(
        "#w-board [role=row]",
        "rows => rows.map(r => [...r.querySelectorAll('[role=gridcell]')].map(t => t.getAttribute('aria-label')))",
    )


def listed_words(page: Page, where: str) -> list[str]:
    """Every word a result list shows: chips (li) and the plain-text blocks of long groups."""
    chips = page.locator(f"{where} li").all_text_contents()
    blocks = page.locator(f"{where} .word-text").all_text_contents()
    return chips + [word for block in blocks for word in block.split()]


def tile_label(i: int, letter: str, state: str) -> str:
    """A tile's accessible name, e.g. '3rd letter, n, present' (up to 20 letters)."""
    nth = {1: "1st", 2: "2nd", 3: "3rd"}.get(i + 1, f"{i + 1}th")
    return f"{nth} letter, {letter}, {state}"


def scored_labels(guess: str, secret: str) -> list[str]:
    marks = score(guess, secret).marks
    return [tile_label(i, letter, STATE_NAMES[mark]) for i, (letter, mark) in enumerate(zip(guess, marks))]


def open_settings(page: Page) -> None:
    page.get_by_role("button", name="Settings").click()
    expect(page.locator("#settings-dialog")).to_be_visible()


def wordle_secret(
    lexicon, seed: int, length: int = 5, pool: str = "common", guesses: int | None = 6, game: int = 1
) -> str:
    """The secret of the page's ``game``-th game for ?seed=N: the same engine call with the same generator."""
    randoms = GameRandoms(seed)
    for _ in range(game):
        rng = randoms.next()
    return GuesserGame.new(lexicon, length, rng, pool, guesses, False).secret


def other_words(lexicon, secret: str, count: int) -> list[str]:
    """Common words of the secret's length that are not the secret."""
    return [w for w in secret_pool(lexicon, len(secret), "common") if w != secret][:count]


# ----- loading ---------------------------------------------------------------------------------


def test_boots_to_ready_with_tabs(open_page):
    page = open_page()
    expect(page.get_by_role("tab", name="Word Challenge")).to_be_visible()
    expect(page.get_by_role("tab", name="Wordle")).to_be_visible()
    expect(page.locator("#loading")).to_be_hidden()
    expect(page.locator("#failure")).to_be_hidden()
    expect(page.get_by_label("Letters", exact=True)).to_be_visible()
    page.get_by_role("tab", name="Wordle").click()
    expect(page.get_by_role("tab", name="Wordle")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("grid")).to_be_visible()
    expect(page.get_by_role("row")).to_have_count(6)
    type_word(page, "ab")
    expect(page.get_by_role("gridcell", name="b, typed")).to_be_visible()
    page.get_by_role("tab", name="Word Challenge").click()
    expect(page.get_by_label("Letters", exact=True)).to_be_visible()


def test_corrupt_dictionary_is_reported_not_blank(open_page):
    def corrupt(page, guard):
        guard.failure_expected = True
        page.route("**/static/dictionary.bin", lambda route: route.fulfill(body=b"WGLEX not really a dictionary"))

    page = open_page(wait_ready=False, before=corrupt)
    failure = page.locator("#failure")
    expect(failure).to_be_visible(timeout=60_000)
    expect(failure).to_contain_text("dictionary")
    expect(failure).to_contain_text("python3 build.py")
    assert page.get_attribute("body", "data-ready") is None


def test_missing_dictionary_is_reported_not_blank(open_page):
    def missing(page, guard):
        guard.failure_expected = True
        guard.expected_console_errors.append("404")  # the browser logs the failed download itself
        page.route("**/static/dictionary.bin", lambda route: route.fulfill(status=404, body=b"not built"))

    page = open_page(wait_ready=False, before=missing)
    failure = page.locator("#failure")
    expect(failure).to_be_visible(timeout=60_000)
    expect(failure).to_contain_text("The dictionary could not be loaded")
    expect(failure).to_contain_text("HTTP 404")
    assert page.get_attribute("body", "data-ready") is None


def test_missing_runtime_is_reported_not_blank(open_page):
    def break_runtime(page, guard):
        guard.failure_expected = True
        guard.expected_console_errors.append("")  # the failed download itself is logged by the browser
        page.route("**/pyodide.asm.wasm", lambda route: route.fulfill(status=404, body=b"gone"))
        page.on("pageerror", lambda error: None)

    page = open_page(wait_ready=False, before=break_runtime)
    page.guard.problems.clear()
    failure = page.locator("#failure")
    expect(failure).to_be_visible(timeout=60_000)
    expect(failure).to_contain_text("runtime")
    assert page.get_attribute("body", "data-ready") is None
    page.guard.problems = [p for p in page.guard.problems if not p.startswith("page error")]


def test_unknown_and_malformed_url_parameters_are_noticed(open_page):
    page = open_page("?colour=red&seed=abc&length=99")
    notices = page.locator("#notices")
    expect(notices).to_be_visible()
    for key in ("colour", "seed", "length"):
        expect(notices).to_contain_text(key)


# ----- Word Challenge --------------------------------------------------------------------------


def test_solver_answers_for_abracadabra_match_the_engine(open_page, lexicon):
    expected = solve(lexicon, Rack.parse("abracadabra"))
    page = open_page()
    page.get_by_label("Letters", exact=True).fill("abracadabra")
    page.get_by_label("Letters", exact=True).press("Enter")
    summary = page.locator("#solver-summary")
    expect(summary).to_contain_text(f"{len(expected.words):,} words")
    expect(summary).to_contain_text(f"{expected.nodes_visited:,} nodes visited")
    assert sorted(listed_words(page, "#solver-results")) == sorted(expected.words)
    for length, words in expected.by_length().items():
        group = page.locator(f"#solver-results details[data-length='{length}'] summary")
        expect(group).to_contain_text(f"{length} letters · {len(words)} word")


def test_solver_options_and_long_lists_reach_every_word(open_page, lexicon):
    letters = "?" + "etaoinshrdlucmfwyp"  # 19 tiles, thousands of words
    expected = solve(lexicon, Rack.parse(letters), min_length=6, must="w")
    page = open_page()
    page.get_by_label("Letters", exact=True).fill(letters)
    page.get_by_label("Minimum length").select_option("6")
    page.get_by_label("Must use").fill("W")
    page.get_by_role("button", name="Solve").click()
    expect(page.locator("#solver-summary")).to_contain_text(f"{len(expected.words):,} word")
    assert sorted(listed_words(page, "#solver-results")) == sorted(expected.words)
    assert page.locator("#solver-results .word-text").count() > 0  # long groups are plain text


# ----- Wordle: guesser ----------------------------------------------------------------------------


def test_guesser_game_won_with_a_seeded_secret(open_page, lexicon):
    secret = wordle_secret(lexicon, 123)
    first = other_words(lexicon, secret, 1)[0]
    page = open_page("?tab=wordle&seed=123")
    expect(page.get_by_role("grid")).to_be_visible()
    type_word(page, first)
    page.keyboard.press("Enter")
    assert board_rows(page)[0] == scored_labels(first, secret)
    states = keyboard_states(Knowledge.empty(5).add(first, score(first, secret)))
    for letter, mark in states.items():
        expect(page.locator(f"#w-keyboard [data-key='{letter}']")).to_have_class(re.compile(STATE_NAMES[mark]))
    for letter in secret:  # the on-screen keyboard types too
        page.locator(f"#w-keyboard [data-key='{letter}']").click()
    page.locator("#w-keyboard [data-key='Enter']").click()
    expect(page.locator("#w-message")).to_contain_text(f"You found {secret.upper()} in 2 guesses")
    assert board_rows(page)[1] == [tile_label(i, letter, "correct") for i, letter in enumerate(secret)]
    assert page.get_by_role("row").count() == 6


def test_lost_game_reveals_the_secret(open_page, lexicon):
    secret = wordle_secret(lexicon, 9, guesses=3, game=2)  # the new limit starts the visit's second game
    page = open_page("?tab=wordle&seed=9")
    open_settings(page)
    page.get_by_label("Max guesses").select_option("3")
    expect(page.get_by_role("row")).to_have_count(3)
    for word in other_words(lexicon, secret, 3):
        type_word(page, word)
        page.keyboard.press("Enter")
    expect(page.locator("#w-message")).to_have_text(f"Out of guesses. The word was {secret.upper()}.")


def test_invalid_word_is_refused_without_costing_a_guess(open_page, lexicon):
    page = open_page("?tab=wordle&seed=5")
    page.get_by_role("button", name="New game").click()  # focus leaves the button: Enter guesses
    type_word(page, "zzzzq")
    page.keyboard.press("Enter")
    expect(page.locator("#w-message")).to_have_text("ZZZZQ is not in the dictionary.")
    type_word(page, "ab")  # still the first row: five letters are there, more are not taken
    assert board_rows(page)[0] == [tile_label(i, ch, "typed") for i, ch in enumerate("zzzzq")]
    for _ in range(5):
        page.keyboard.press("Backspace")
    type_word(page, "abc")
    page.keyboard.press("Enter")
    expect(page.locator("#w-message")).to_contain_text("ABC has 3 letters; the secret has 5")
    expect(page.locator("#w-info")).to_have_text("Guess 1 of 6")
    assert page.locator("#w-board .row.scored").count() == 0


def test_digits_on_request_and_twenty_letters_fit_a_phone(open_page, lexicon, shared_context):
    secret = wordle_secret(lexicon, 3, length=20, pool="all")
    guess = next(w for w in lexicon.words_of_length(20) if w != secret)
    page = open_page("?tab=wordle&seed=3&length=20&pool=all")
    page.set_viewport_size({"width": 375, "height": 800})
    type_word(page, guess)
    page.keyboard.press("Enter")
    row = page.locator("#w-board .row.scored").first
    expect(row.locator(".digit").first).to_be_hidden()
    open_settings(page)
    page.get_by_label("Show digits").check()
    page.keyboard.press("Escape")
    digits = "".join(page.locator("#w-board .row.scored").first.locator(".digit").all_text_contents())
    assert digits == score(guess, secret).digits
    expect(page.locator("#w-board .row.scored .digit").first).to_be_visible()
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 375
    box = page.locator("#w-board .row.scored").first.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 375


def test_strategy_choices_are_the_registered_strategies(open_page):
    page = open_page("?tab=wordle")
    assert page.locator("#w-strategy option").all_text_contents() == strategy_names()


# ----- Wordle: post-game analysis ----------------------------------------------------------------


@lru_cache(maxsize=1)
def reference_strategy():
    return make_strategy("best", book=OpeningBook.from_bytes(BOOK.read_bytes()))


def expected_analysis(lexicon, moves, pool: str = "common", hard: bool = False):
    """What the page should show: the same engine call on the same pool of secrets."""
    return analyse(lexicon, moves, hard, secret_pool(lexicon, len(moves[0][0]), pool), reference_strategy())


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
        assert row["cells"][2] == f"{move.candidates_before:,} → {move.candidates_after:,}"
        assert row["cells"][3] == f"{move.expected_left:,.1f}"
        assert row["cells"][5] == f"{move.best_expected_left:,.1f}"
        assert row["cells"][6] == f"{move.skill:.0%} {skill_word(move.skill)}"
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
    assert scroller.evaluate("s => s.scrollWidth > s.clientWidth")  # the table scrolls inside its box


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


# ----- Wordle: keeper and assistant ---------------------------------------------------------------


def test_keeper_game_the_computer_wins(open_page, lexicon):
    secret = "crane"
    page = open_page("?mode=keeper&seed=11&strategy=letter-frequency")
    info = page.locator("#w-info")
    expect(info).to_contain_text(f"{len(lexicon.words_of_length(5)):,} candidate words")  # any word may be meant
    for turn in range(1, 16):
        proposal = pending_word(page)
        assert len(proposal) == 5
        pattern = score(proposal, secret)
        for digit in pattern.digits:
            page.keyboard.press(digit)
        page.keyboard.press("Enter")
        expect(page.locator("#w-board .row.scored")).to_have_count(turn)  # the computer has answered
        if pattern.is_win:
            break
    expect(page.locator("#w-message")).to_have_text(re.compile(rf"^Got it: {secret.upper()} in {turn} guess"))
    close_result(page)
    # over: no colours left to give, until Undo reopens the last row
    expect(page.get_by_role("button", name="Submit colours")).to_be_hidden()
    expect(page.locator("#w-keyboard button")).to_have_count(0)
    page.get_by_role("button", name="Undo").click()
    expect(page.get_by_role("button", name="Submit colours")).to_be_visible()
    expect(page.get_by_role("button", name="2 green")).to_be_visible()


def test_keeper_tiles_cycle_by_tapping(open_page):
    page = open_page("?mode=keeper&seed=11")
    tile = page.locator("#w-board .row.current [role=gridcell]").first
    letter = pending_word(page)[0]
    expect(tile).to_have_attribute("aria-label", f"1st letter, {letter}, absent")
    tile.click()
    expect(page.locator("#w-board .row.current [role=gridcell]").first).to_have_attribute(
        "aria-label", f"1st letter, {letter}, present"
    )
    page.locator("#w-board .row.current [role=gridcell]").first.click()
    expect(page.locator("#w-board .row.current [role=gridcell]").first).to_have_attribute(
        "aria-label", f"1st letter, {letter}, correct"
    )


def contradicting_pattern(lexicon, guess: str) -> Pattern:
    """Colours for ``guess`` that no dictionary word fits (found with the engine)."""
    for marks in product((2, 1, 0), repeat=len(guess)):
        pattern = Pattern(marks)
        if not pattern.is_win and not candidates(lexicon, Knowledge.empty(len(guess)).add(guess, pattern)):
            return pattern
    raise AssertionError(f"every pattern for {guess} fits some word")


def test_contradictory_colours_are_explained_and_undone(open_page, lexicon):
    page = open_page("?mode=keeper&seed=2")
    info = page.locator("#w-info")
    before = info.text_content()
    proposal = pending_word(page)
    pattern = contradicting_pattern(lexicon, proposal)
    for digit in pattern.digits:
        page.keyboard.press(digit)
    page.get_by_role("button", name="Submit colours").click()
    expect(page.locator("#w-message")).to_contain_text("No ")
    expect(page.locator("#w-message")).to_contain_text("fits these colours")
    expect(info).to_contain_text("0 candidate words")
    page.get_by_role("button", name="Undo").click()
    expect(page.locator("#w-message")).to_contain_text(f"Took back the colours of {proposal.upper()}")
    expect(info).to_have_text(before)
    assert pending_word(page) == proposal
    expect(page.get_by_role("button", name="Undo")).to_be_hidden()


def test_assistant_narrows_suggests_and_undoes(open_page, lexicon):
    page = open_page("?mode=assistant&seed=4&pool=all")
    secret = "words"
    for turn, guess in enumerate(("where", "lotus"), 1):
        type_word(page, guess)
        for digit in score(guess, secret).digits:
            page.keyboard.press(digit)
        page.keyboard.press("Enter")
        expect(page.locator("#w-board .row.scored")).to_have_count(turn)
    expected = candidates(lexicon, Knowledge.from_history(5, [(g, score(g, secret)) for g in ("where", "lotus")]))
    expect(page.locator("#w-info")).to_contain_text(f"{len(expected):,} candidate words")
    expect(page.locator("#w-info")).to_contain_text("suggested next guess")
    assert page.locator("#w-candidates-list li").all_text_contents() == expected[:300]
    type_word(page, "world")
    for digit in "00000":  # no W, although WHERE showed a green W: contradictory
        page.keyboard.press(digit)
    page.get_by_role("button", name="Add guess").click()
    expect(page.locator("#w-message")).to_contain_text("No word fits these colours")
    page.get_by_role("button", name="Undo").click()
    expect(page.locator("#w-info")).to_contain_text(f"{len(expected):,} candidate words")
    page.get_by_role("button", name=re.compile("^Use ")).click()
    assert len(pending_word(page)) == 5


# ----- bad input ----------------------------------------------------------------------------------

HOSTILE = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "abc123",
    "crème brûlée",
    "a" * 21,
    "the quick brown fox jumps over\nthe lazy dog " * 20,
]


def test_hostile_letters_are_refused_with_a_reason(open_page):
    page = open_page()
    message = page.locator("#solver-message")
    for text in HOSTILE:
        page.get_by_label("Letters", exact=True).fill(text)
        page.get_by_label("Letters", exact=True).press("Enter")
        expect(message).to_contain_text("Not solved:")
        expect(message).to_have_class(re.compile("error"))
        assert page.locator("#solver-results li").count() == 0
        page.get_by_label("Letters", exact=True).fill("")
    page.get_by_label("Letters", exact=True).fill("abc")
    page.get_by_label("Must use", exact=True).fill("<b>")
    page.get_by_role("button", name="Solve").click()
    expect(message).to_contain_text("must-use letters are a-z only")
    assert page.locator("main script, main img, main b").count() == 0


def test_hostile_guesses_are_refused_with_a_reason(open_page, lexicon):
    page = open_page("?tab=wordle&seed=8")

    def paste(text: str) -> None:
        page.evaluate(
            """text => {
            const data = new DataTransfer(); data.setData('text/plain', text);
            document.body.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true}));
        }""",
            text,
        )

    for text in HOSTILE:
        paste(text)
        expect(page.locator("#w-message")).to_contain_text("Pasted text refused")
        assert page.locator("#w-board .tile.typed").count() == 0
    paste("x" * 5000)
    expect(page.locator("#w-message")).to_contain_text("has 5000 letters")
    assert len(page.locator("#w-message").text_content()) < 300
    page.keyboard.press("1")
    expect(page.locator("#w-message")).to_have_text("Only letters go in a guess.")
    paste(" Crane ")
    expect(page.locator("#w-board .tile.typed")).to_have_count(5)
    assert page.locator("#w-board script, #w-board img").count() == 0
    assert page.locator("#w-board .row.scored").count() == 0
    open_settings(page)
    box = page.get_by_label("Length", exact=True)
    box.fill("25")
    box.dispatch_event("change")
    expect(page.locator("#w-message")).to_contain_text("word length must be 3-20")


def test_solver_marks_letters_from_blanks_and_sorts_by_commonness(open_page, lexicon):
    page = open_page()
    page.get_by_label("Letters", exact=True).fill("ca?")
    page.get_by_role("button", name="Solve").click()
    chip = page.locator("#solver-results li", has_text=re.compile("^cat$"))
    expect(chip.locator(".from-blank")).to_have_text("t")
    expect(chip).to_have_attribute("aria-label", "cat, t from a blank")
    threes = [w for w in solve(lexicon, Rack.parse("ca?")).words if len(w) == 3]
    listed = page.locator("#solver-results details[data-length='3'] li")
    expect(listed).to_have_text(threes)
    page.locator("#solver-common").check()
    expect(listed).to_have_text(sorted(threes, key=lambda w: (-lexicon.grade(w), w)))
