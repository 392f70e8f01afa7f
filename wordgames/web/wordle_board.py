"""Draws a Wordle mode: the board (an accessible grid), the on-screen keyboard, and the lines and buttons below."""

from __future__ import annotations

from typing import Any

from ..wordle.feedback import STATE_NAMES, Pattern
from .dom import by_id, element, fill
from .wordle_mode import Mode

KEY_ROWS = ("qwertyuiop", "asdfghjkl", "+zxcvbnm-")  # + is Enter, - is Backspace
COLOUR_KEYS = (("0", "0 grey", "absent"), ("1", "1 yellow", "present"), ("2", "2 green", "correct"))
MIN_ROWS = 6  # rows drawn when guesses are unlimited
CANDIDATES_SHOWN = 300


def draw_board(mode: Mode, reveal: bool = False) -> None:
    """The scored rows, the row being entered and the empty rows; ``reveal`` turns the last scored row over."""
    length = mode.length
    board = by_id("w-board")
    board.style.setProperty("--len", str(length))
    board.classList.toggle("show-digits", bool(by_id("w-digits").checked))
    board.classList.toggle("long", length > 10)
    rows_drawn = max(len(mode.game.history) + (mode.pending() is not None), mode.rows or MIN_ROWS)
    board.style.setProperty("--rows", str(rows_drawn))
    history = mode.game.history
    rows = [
        scored_row(i, guess, pattern, reveal and i == len(history) - 1) for i, (guess, pattern) in enumerate(history)
    ]
    pending = mode.pending()
    if pending is not None:
        rows.append(entry_row(len(rows), mode, *pending))
    while len(rows) < (mode.rows if mode.rows is not None else MIN_ROWS):
        rows.append(row(len(rows), [tile("", None, "empty") for _ in range(length)]))
    fill(board, rows)


def row(index: int, tiles: list[Any], cls: str = "") -> Any:
    node = element("div", cls=f"row {cls}".strip(), role="row", aria_rowindex=str(index + 1))
    fill(node, tiles)
    return node


def tile(letter: str, mark: int | None, label: str, cls: str = "") -> Any:
    state = STATE_NAMES[mark] if mark is not None else ""
    node = element("div", cls=f"tile {state} {cls}".strip(), role="gridcell", aria_label=label)
    if letter:
        node.appendChild(element("span", letter.upper(), cls="letter", aria_hidden="true"))
    if mark is not None:
        node.appendChild(element("span", str(mark), cls="digit", aria_hidden="true"))
    return node


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, … 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def tile_label(i: int, letter: str, state: str) -> str:
    """A tile's accessible name: '3rd letter, n, present'."""
    return f"{ordinal(i + 1)} letter, {letter}, {state}"


def scored_row(index: int, guess: str, pattern: Pattern, flip: bool) -> Any:
    tiles = []
    for i, (letter, mark) in enumerate(zip(guess, pattern.marks)):
        node = tile(letter, mark, tile_label(i, letter, STATE_NAMES[mark]), "flip" if flip else "")
        node.style.setProperty("--i", str(i))
        tiles.append(node)
    won = all(mark == len(STATE_NAMES) - 1 for mark in pattern.marks)
    node = row(index, tiles, "scored won" if won and flip else "scored")
    sentence = ", ".join(f"{letter} {STATE_NAMES[mark]}" for letter, mark in zip(guess, pattern.marks))
    node.setAttribute("aria-label", f"Guess {index + 1}: {guess.upper()}: {sentence}")
    node.setAttribute("data-digits", pattern.digits)
    return node


def entry_row(index: int, mode: Mode, letters: str, marks: list[int] | None) -> Any:
    tiles = []
    for i in range(mode.length):
        letter = letters[i] if i < len(letters) else ""
        if not letter:
            tiles.append(tile("", None, "empty"))
        elif marks is None:
            tiles.append(tile(letter, None, tile_label(i, letter, "typed"), "typed"))
        else:
            node = tile(letter, marks[i], tile_label(i, letter, STATE_NAMES[marks[i]]), "editable")
            node.setAttribute("data-index", str(i))
            node.setAttribute("tabindex", "0")
            if i == mode.cursor:
                node.classList.add("cursor")
            tiles.append(node)
    node = row(index, tiles, "current")
    node.setAttribute("aria-label", "Colours to give" if marks is not None else "Your guess")
    return node


def key(data_key: str, text: str, cls: str, label: str | None = None) -> Any:
    return element("button", text, cls=f"key {cls}".strip(), type="button", data_key=data_key, aria_label=label or text)


def draw_keyboard(mode: Mode) -> None:
    """Letter keys coloured by what the guesses showed, or the colour keys, or none."""
    kind = mode.keyboard()
    rows = []
    if kind == "colours":
        keys = [key(k, text, cls) for k, text, cls in COLOUR_KEYS]
        rows.append(element("div", cls="keys colours"))
        fill(rows[0], [*keys, key("Backspace", "⌫", "", "Backspace"), key("Enter", "Enter", "")])
    elif kind == "letters":
        states = mode.key_states()
        for letters in KEY_ROWS:
            buttons = []
            for ch in letters:
                if ch == "+":
                    buttons.append(key("Enter", "Enter", "wide"))
                elif ch == "-":
                    buttons.append(key("Backspace", "⌫", "wide", "Backspace"))
                else:
                    state = STATE_NAMES[states[ch]] if ch in states else ""
                    buttons.append(key(ch, ch.upper(), state, f"{ch}, {state}" if state else ch))
            rows.append(element("div", cls="keys"))
            fill(rows[-1], buttons)
    fill(by_id("w-keyboard"), rows)


def draw_info(mode: Mode) -> None:
    """The buttons that apply, the line under the board, and the candidates when the mode shows them."""
    submit = by_id("w-submit")
    submit.textContent = mode.submit_label
    submit.hidden = not mode.submit_label or mode.pending() is None  # nothing to submit
    by_id("w-undo").hidden = not mode.can_undo()
    use = by_id("w-use")
    use.hidden = not mode.suggestion or mode.pending() is None
    use.textContent = f"Use {mode.suggestion.upper()}" if mode.suggestion else ""
    info = by_id("w-info")
    info.textContent = mode.status()
    words = mode.candidates()
    listing = by_id("w-candidates")
    listing.hidden = not words
    if words is None:
        info.removeAttribute("data-candidates")
        return
    count = len(words)
    info.setAttribute("data-candidates", str(count))
    by_id("w-candidates-title").textContent = (
        f"Candidates ({count:,})"
        if count <= CANDIDATES_SHOWN
        else f"Candidates (first {CANDIDATES_SHOWN} of {count:,})"
    )
    fill(by_id("w-candidates-list"), [element("li", w) for w in words[:CANDIDATES_SHOWN]])
