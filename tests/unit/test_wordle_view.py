"""The Wordle view on CPython over a stand-in DOM: stale work dropped, input waiting for the reveal, keys, focus."""

from __future__ import annotations

import asyncio
import importlib
import types

import pytest
from fake_dom import fire, fresh_web, run_loop

from wordgames.web.dictionary import InUse
from wordgames.web.params import PageOptions
from wordgames.web.randoms import GameRandoms
from wordgames.wordle.feedback import score


@pytest.fixture
def page():
    """The page's document and window stand-ins, and the web layer imported over them (removed afterwards)."""
    with fresh_web() as (document, window):
        view_module = importlib.import_module("wordgames.web.wordle.view")
        yield types.SimpleNamespace(document=document, window=window, module=view_module, by_id=document.getElementById)


run = run_loop


async def settle() -> None:
    """Until the work the page started (moves, reveals) is done; at most a few seconds."""
    for _ in range(500):
        await asyncio.sleep(0.01)
        if asyncio.all_tasks() == {asyncio.current_task()}:
            return


async def until(condition) -> None:
    for _ in range(500):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the page never got there")


async def started(page, lexicon, mode: str, seed: int = 11):
    async def no_book():
        return None

    view = page.module.WordleView(InUse(lexicon), GameRandoms(seed), no_book)
    view.bind(PageOptions(seed=seed, tab="wordle", mode=mode, strategy="letter-frequency"))
    page.by_id("panel-wordle").hidden = False
    starting = view.start()
    if starting is not None:
        await starting
    return view


def press(page, keys: list[str] | str, target=None) -> None:
    for key in [keys] if keys in ("Enter", "Backspace") else keys:
        fire(target or page.document.activeElement, "keydown", key=key)


def switch_mode(page, name: str) -> None:
    radio = page.document.querySelector(f"input[value={name}]")
    for other in page.document.querySelectorAll("input[name=mode]"):
        other.checked = other is radio
    fire(radio, "change")


def message(page) -> str:
    return page.by_id("w-message").textContent


# ----- events never reach a stale game -------------------------------------------------------------


def test_colours_submitted_and_mode_switched_in_the_same_tick(page, lexicon):
    async def scenario():
        view = await started(page, lexicon, "keeper")
        keeper = view.mode
        press(page, "20100")
        fire(page.by_id("w-submit"), "click")
        assert message(page) == "Thinking…" and view.busy
        switch_mode(page, "guesser")
        await settle()
        assert view.mode.name == "guesser" and view.mode.game.history == ()
        assert keeper.game.history == ()  # the submission never reached the game it was for, now gone
        assert message(page) == "" and not view.busy and page.window.warnings == []
        press(page, "ab")
        assert view.mode.pending() == ("ab", None)

    run(scenario())


def test_a_computer_game_asked_for_and_replaced_in_the_same_tick_never_shows(page, lexicon):
    async def scenario():
        view = await started(page, lexicon, "guesser")
        switch_mode(page, "keeper")
        switch_mode(page, "guesser")
        await settle()
        assert view.mode.name == "guesser" and message(page) == "" and not view.busy
        assert page.by_id("w-help").textContent == view.mode.help
        assert page.document.querySelector("#w-board .editable") is None

    run(scenario())


# ----- the reveal: the result after the row has turned; input meanwhile waits its turn --------------


def test_input_during_the_reveal_waits_and_the_result_comes_after(page, lexicon):
    async def scenario():
        view = await started(page, lexicon, "guesser", seed=21)
        board = page.by_id("w-board")

        def turning() -> asyncio.Future:
            """The board's animation from now on; done when the test says so."""
            turned = asyncio.get_running_loop().create_future()
            page.document.animations = [
                types.SimpleNamespace(finished=turned, effect=types.SimpleNamespace(target=board))
            ]
            return turned

        first_row = turning()
        secret = view.mode.game.secret
        first = next(w for w in lexicon.words_of_length(5) if w != secret)
        press(page, [*first, "Enter"])
        assert view.revealing and len(board.querySelectorAll(".row.scored")) == 1
        assert page.document.querySelector("#w-keyboard .absent, #w-keyboard .present") is None  # not yet
        press(page, [*secret, "Enter"])  # typed while the row turns: kept, not lost, not drawn yet
        assert view.mode.pending() == ("", None) and len(view.queue) == 6
        second_row = turning()
        first_row.set_result(None)
        await until(lambda: view.revealing and not view.queue)  # the second guess is played and turning
        assert len(view.mode.game.history) == 2 and view.mode.finished()
        assert page.document.querySelector("#w-keyboard .absent, #w-keyboard .present") is not None
        assert message(page) == "" and page.by_id("w-analyse").hidden  # the result waits for the last tile
        second_row.set_result(None)
        await until(lambda: message(page) == f"You found {secret.upper()} in 2 guesses!")  # then it goes
        assert not page.by_id("w-analyse").hidden
        assert view.mode.game.history == ((first, score(first, secret)), (secret, score(secret, secret)))

    run(scenario())


# ----- keys and focus ------------------------------------------------------------------------------


def test_text_fields_and_keyboard_focused_buttons_keep_their_keys(page):
    keeps_keys, by_id = page.module.keeps_keys, page.by_id
    assert keeps_keys(by_id("w-length"), "a") and keeps_keys(by_id("letters"), "Enter")
    assert not keeps_keys(by_id("w-digits"), "Enter") and not keeps_keys(by_id("w-pool"), "a")
    tab = by_id("tab-wordle")
    tab.focus_visible = True  # even reached with the keyboard, a tab leaves Enter to the game
    assert not keeps_keys(tab, "Enter")
    new_game = by_id("w-new-game")
    assert not keeps_keys(new_game, "Enter")  # clicked with the mouse: Enter is the game's
    new_game.focus_visible = True
    assert keeps_keys(new_game, "Enter") and not keeps_keys(new_game, "a")


def test_enter_on_the_tab_just_clicked_plays_the_guess(page, lexicon):
    async def scenario():
        view = await started(page, lexicon, "guesser", seed=5)
        page.by_id("tab-wordle").focus()
        word = next(w for w in lexicon.words_of_length(5) if w != view.mode.game.secret)
        press(page, [*word, "Enter"])
        assert [guess for guess, _ in view.mode.game.history] == [word]

    run(scenario())


def test_after_undo_the_focus_is_on_the_board_and_enter_submits(page, lexicon):
    async def scenario():
        view = await started(page, lexicon, "keeper")
        for _ in range(2):
            press(page, [*score(view.mode.game.proposal, "crane").digits, "Enter"])
            await settle()
        undo = page.by_id("w-undo")
        undo.focus()
        undo.focus_visible = True  # reached with the keyboard: Enter there is Undo's
        fire(undo, "click")
        assert len(view.mode.game.history) == 1
        assert page.document.activeElement.closest("#w-board .row.current") is not None
        press(page, "Enter")
        await settle()
        assert len(view.mode.game.history) == 2

    run(scenario())


def test_the_length_field_reads_whole_numbers_by_the_engine_rule(page):
    settings = importlib.import_module("wordgames.web.wordle.settings")
    page.by_id("w-guesses").value = "6"
    page.by_id("w-pool").value = "common"
    page.by_id("w-length").value = " 7 "
    assert settings.read_settings().length == 7
    for text in ("²", "٣", "7.0", "", "21"):  # int("²") raised ValueError, not the page's message
        page.by_id("w-length").value = text
        with pytest.raises(settings.GameError, match="3 to 20|3-20"):
            settings.read_settings()


def test_a_saved_game_keeps_the_seed_of_the_link_it_was_played_at_and_older_ones_read_as_none(page, lexicon):
    async def scenario():
        view = await started(page, lexicon, "guesser", seed=9)
        kept: dict[str, str] = {}
        view.memory = page.module.Memory(types.SimpleNamespace(setItem=kept.__setitem__, getItem=kept.get))
        view.save_game()
        stored = view.memory.load("wordle", dict)
        read_saved = importlib.import_module("wordgames.web.wordle.saved_game").read_saved
        assert stored["seed"] == 9 and read_saved(stored)[2] == 9
        del stored["seed"]  # saved before seeds were kept
        assert read_saved(stored)[2] is None
        with pytest.raises(importlib.import_module("wordgames.plain").DataError):
            read_saved(stored | {"seed": "nine"})

    run(scenario())
