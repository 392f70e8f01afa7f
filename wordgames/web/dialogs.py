"""The page's modal dialogs (native <dialog>: focus kept inside, Escape closes): open, close, and ask a question."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from ..i18n import _
from .dom import RETURNED, by_id, document, listen

_opener: dict[str, Any] = {}  # dialog id -> the element that had the focus when it opened
_asked: list[Callable[[bool], None]] = []  # the pending question's answer, if any


def open_dialog(dialog_id: str) -> None:
    """Show a dialog modally; when it closes the focus goes back where it was."""
    dialog = by_id(dialog_id)
    if dialog.open:
        return
    for other in document.querySelectorAll("dialog[open]"):
        other.close()  # one at a time
    _opener[dialog_id] = document.activeElement
    dialog.showModal()


def close_dialog(dialog_id: str, restore: bool = True) -> None:
    """Close a dialog; ``restore`` False when what it did moved on (a new game): the focus goes to the page."""
    if not restore:
        _opener.pop(dialog_id, None)
    dialog = by_id(dialog_id)
    if dialog.open:
        dialog.close()


def bind_dialogs() -> None:
    """Focus returns to the opener on every close (a button, Escape, a form of method dialog)."""
    for dialog in document.querySelectorAll("dialog"):
        listen(dialog, "close", _closed)
        listen(dialog, "click", _backdrop_click)
    listen(by_id("confirm-yes"), "click", lambda event: _answer(True))
    listen(by_id("confirm-no"), "click", lambda event: _answer(False))
    listen(document, "focusin", _focus_moved)


def _closed(event: Any) -> None:
    dialog_id = event.currentTarget.id
    if dialog_id == "confirm-dialog":
        _answer(False)
    opener = _opener.pop(dialog_id, None)
    if opener is not None and opener is not document.body and document.contains(opener):
        opener.focus()
        opener.setAttribute(RETURNED, "")  # its place kept for Tab, but not the game's Enter (``keeps_keys``)


def _focus_moved(event: Any) -> None:
    """The focus moved (Tab, a click): a button it was given back to is an ordinary one again."""
    for node in document.querySelectorAll(f"[{RETURNED}]"):
        if node is not event.target and node != event.target:
            node.removeAttribute(RETURNED)


def _backdrop_click(event: Any) -> None:
    """A click on the backdrop (the dialog element itself, outside its content box) closes it."""
    if event.target is event.currentTarget or event.target == event.currentTarget:
        rect = event.currentTarget.getBoundingClientRect()
        inside = rect.left <= event.clientX <= rect.right and rect.top <= event.clientY <= rect.bottom
        if not inside:
            event.currentTarget.close()


def _answer(yes: bool) -> None:
    asked = _asked[:]
    _asked.clear()
    close_dialog("confirm-dialog", restore=not yes)
    for answer in asked:
        answer(yes)


def ask(
    question: str,
    detail: str,
    then: Callable[[], None],
    otherwise: Callable[[], None] = lambda: None,
    yes: str = "",
    no: str = "",
) -> None:
    """Ask a yes/no question in the confirm dialog: ``then`` runs on yes, ``otherwise`` on no, within the answer's
    own click or key, so that keys typed right after it reach what ``then`` started."""
    _answer(False)  # an older question is answered no
    by_id("confirm-title").textContent = question
    by_id("confirm-text").textContent = detail
    by_id("confirm-yes").textContent = yes or _("New game")
    by_id("confirm-no").textContent = no or _("Keep playing")
    _asked.append(lambda answer: then() if answer else otherwise())
    open_dialog("confirm-dialog")
    by_id("confirm-no").focus()  # the safe answer: Enter or Space keeps what is there


async def confirm(question: str, detail: str, yes: str = "", no: str = "") -> bool:
    """Ask a yes/no question in the confirm dialog; True when the player says yes (for a caller that goes on
    asynchronously: one that starts a game uses ``ask``)."""
    answered = asyncio.get_event_loop().create_future()

    def settle(yes_said: bool) -> None:
        if not answered.done():  # the waiting task may have been cancelled (a language switch, a new mode)
            answered.set_result(yes_said)

    ask(question, detail, lambda: settle(True), lambda: settle(False), yes, no)
    return await answered
