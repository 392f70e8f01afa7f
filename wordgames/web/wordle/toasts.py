"""The Wordle tab's messages: one toast above the board at a time, hidden after long enough to read it."""

from __future__ import annotations

import asyncio
from typing import Any

from ..dom import by_id, document, later, listen, say

THINKING = "Thinking…"  # the one message that stays until the next (the computer's turn ends it)


def toast_seconds(text: str) -> float:
    """How long a message shows: long enough to read it (a few seconds), at most 8."""
    return min(8.0, 2.5 + len(text) / 25)


class Toasts:
    """Shows messages in one element; a message replaced needs no hiding, so one timer runs at a time."""

    def __init__(self, element_id: str = "w-message") -> None:
        self.element_id = element_id
        self.hiding: asyncio.TimerHandle | None = None  # the timer that hides the message shown
        for dialog in document.querySelectorAll("dialog"):
            listen(dialog, "close", lambda event: self.place())

    def show(self, text: str, kind: str = "") -> None:
        """Show ``text`` ('' hides the message); ``kind`` is '', 'error' or 'success'."""
        say(self.element_id, text, kind)
        self.place()
        if self.hiding is not None:
            self.hiding.cancel()
            self.hiding = None
        if text and text != THINKING:
            self.hiding = later(toast_seconds(text), self.show, "")

    def place(self) -> None:
        """Above the board, in its tab; while a modal dialog is open (Settings refusing a length), in the top
        layer above it as a popover shown after it, where the dialog would hide it."""
        node: Any = by_id(self.element_id)
        node.removeAttribute("popover")  # hides it if shown: back in its place
        if node.textContent and document.querySelector("dialog[open]"):
            node.setAttribute("popover", "manual")
            node.showPopover()
