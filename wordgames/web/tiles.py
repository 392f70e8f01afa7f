"""Rows of Wordle tiles, scored or not, as the Wordle board and the Lab's watched game draw them."""

from __future__ import annotations

from typing import Any

from ..alphabet import capitals
from ..i18n import ENGLISH, N_, _, language
from ..wordle.feedback import STATE_NAMES, Pattern
from .dom import element, fill


def row(index: int, tiles: list[Any], cls: str = "") -> Any:
    node = element("div", cls=f"row {cls}".strip(), role="row", aria_rowindex=str(index + 1))
    fill(node, tiles)
    return node


def tile(letter: str, mark: int | None, label: str, cls: str = "") -> Any:
    state = STATE_NAMES[mark] if mark is not None else ""
    node = element("div", cls=f"tile {state} {cls}".strip(), role="gridcell", aria_label=label)
    if letter:
        node.appendChild(element("span", capitals(letter), cls="letter", aria_hidden="true"))
    if mark is not None:
        node.appendChild(element("span", str(mark), cls="digit", aria_hidden="true"))
    return node


# The states as read aloud: a mark's name (feedback.STATE_NAMES), or a letter typed and not yet scored.
STATE_WORDS = {
    **dict(zip(STATE_NAMES, (N_("absent"), N_("present"), N_("correct")), strict=True)),
    "typed": N_("typed"),
}


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, … 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def tile_label(i: int, letter: str, state: str) -> str:
    """A tile's accessible name: '3rd letter, n, present' (in English; 'letter 3, n, present' translated)."""
    if language() == ENGLISH:  # Dutch writes the same words as English: the page's language decides, not the text
        return f"{ordinal(i + 1)} letter, {letter}, {state}"
    return _("letter {place}, {letter}, {state}").format(
        place=i + 1, letter=letter, state=_(STATE_WORDS.get(state, state))
    )


def scored_row(index: int, guess: str, pattern: Pattern, flip: bool) -> Any:
    tiles = []
    for i, (letter, mark) in enumerate(zip(guess, pattern.marks)):
        node = tile(letter, mark, tile_label(i, letter, STATE_NAMES[mark]), "flip" if flip else "")
        node.style.setProperty("--i", str(i))
        tiles.append(node)
    won = all(mark == len(STATE_NAMES) - 1 for mark in pattern.marks)
    node = row(index, tiles, "scored won" if won and flip else "scored")
    sentence = ", ".join(f"{letter} {_(STATE_WORDS[STATE_NAMES[mark]])}" for letter, mark in zip(guess, pattern.marks))
    node.setAttribute(
        "aria-label",
        _("Guess {number}: {word}: {marks}").format(number=index + 1, word=capitals(guess), marks=sentence),
    )
    node.setAttribute("data-digits", pattern.digits)
    return node
