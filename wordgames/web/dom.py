"""Small DOM helpers: find, build (text only, never HTML), listen with errors shown on the page."""

from __future__ import annotations

import asyncio
import inspect
import traceback
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import document, window

from ..i18n import _

MAX_MESSAGE = 240  # characters of a status message (they may quote what was typed)
# What the views started: their listeners (target, event, proxy: a proxy lives until destroyed), background
# tasks, timers. A change of language ends them all (``end_views``) before the views are made again.
_listeners: list[tuple[Any, str, Any]] = []
_tasks: set[asyncio.Future] = set()
_timers: set[asyncio.TimerHandle] = set()
_endings: list[Callable[[], Any]] = []  # what else a view asked to end with it (the Lab's worker)
ELEMENT_NODE, TEXT_NODE = 1, 3  # Node.nodeType
NOT_TEXT = ("checkbox", "radio", "button", "submit", "reset", "range", "color", "file", "image")  # input types


def by_id(element_id: str) -> Any:
    return document.getElementById(element_id)


def js_object(**fields: Any) -> Any:
    """A plain JavaScript object of ``fields`` (the options of a DOM call)."""
    return to_js(fields, dict_converter=window.Object.fromEntries)


def element(tag: str, text: str | None = None, cls: str | None = None, **attributes: str) -> Any:
    """A new element; ``text`` goes in as text (never parsed as HTML)."""
    node = document.createElement(tag)
    if cls:
        node.className = cls
    if text is not None:
        node.textContent = text
    for name, value in attributes.items():
        node.setAttribute(name.rstrip("_").replace("_", "-"), value)
    return node


def table_row(cells: Sequence[str], **attributes: str) -> Any:
    """A table row whose first cell heads the row and the others hold its data."""
    row = element("tr", **attributes)
    fill(row, [element("th", cells[0], scope="row"), *(element("td", cell) for cell in cells[1:])])
    return row


def data_table(
    header: Sequence[str], rows: Sequence[Sequence[str]], caption: Any = None, cls: str | None = None
) -> Any:
    """A table: ``caption`` (an element, or None), a row of column heads, then one row per entry of ``rows``."""
    table = element("table", cls=cls)
    head = element("tr")
    fill(head, [element("th", text, scope="col") for text in header])
    fill(table, [*([caption] if caption is not None else []), head, *(table_row(row) for row in rows)])
    return table


def download(name: str, text: str, mime: str) -> None:
    """Offer ``text`` as a file named ``name``; the link's address is freed a second later."""
    url = window.URL.createObjectURL(window.Blob.new(to_js([text]), js_object(type=mime)))
    link = element("a", href=url, download=name)
    document.body.appendChild(link)
    link.click()
    link.remove()
    # A bare lambda would be a borrowed proxy, destroyed before the timer fires.
    window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 1000)


def fill(parent: Any, children: list[Any]) -> None:
    """Replace the children of ``parent`` in one step."""
    fragment = document.createDocumentFragment()
    for child in children:
        fragment.appendChild(child)
    parent.replaceChildren(fragment)


def say(element_id: str, text: str, kind: str = "") -> None:
    """Put a message (plain text) in a status line; ``kind`` is '', 'error' or 'success'."""
    node = by_id(element_id)
    if len(text) > MAX_MESSAGE:  # a quoted paste of a novel: keep the start and the reason at the end
        text = text[: MAX_MESSAGE // 2] + " … " + text[-MAX_MESSAGE // 2 :]
    node.textContent = text
    node.classList.remove("error")
    node.classList.remove("success")
    if kind:
        node.classList.add(kind)


def show_failure(title: str, advice: str) -> None:
    """Replace the loading screen with a readable failure message (static/loader.js draws it, and
    stops watching the loading)."""
    loader = getattr(window, "wordGamesLoader", None)
    if loader is not None:
        loader.fail(title, advice)
    else:  # static/loader.js is missing: the failure box, drawn here
        fill(by_id("failure"), [element("strong", title), element("p", advice)])
        by_id("failure").hidden = False


def book_notice(problem: str) -> str:
    """The notice for an opening book that could not be used (on the page or in the Lab's worker)."""
    from .engine_messages import retold  # (it imports the modes, which import much; a notice is rare)

    said = _(
        "The opening book could not be used: {problem}. The slower strategies compute "
        "their first guesses live, which can take a while."
    )
    return said.format(problem=retold(problem))


def show_notices(notices: tuple[str, ...]) -> None:
    """Add notices (plain text) above the games, each with a button that dismisses it."""
    if notices:
        box = by_id("notices")
        for text in notices:
            notice = element("p", None, "notice")
            notice.append(
                element("span", text), element("button", "×", "dismiss", type="button", aria_label=_("Dismiss"))
            )
            box.appendChild(notice)
        box.hidden = False


def bind_notices() -> None:
    """A notice's button removes it; the box goes once empty, so the game has the screen again."""

    def dismiss(event: Any) -> None:
        button = closest(event, "button.dismiss")
        if button:
            button.parentElement.remove()
            box = by_id("notices")
            box.hidden = box.childElementCount == 0

    listen(by_id("notices"), "click", dismiss)


def _report(exc: BaseException) -> None:
    """An unexpected error in a handler: say so on the page (and keep the details for developers)."""
    details = "".join(traceback.format_exception(exc))
    window.console.warn(details)
    box = by_id("failure")
    fill(
        box,
        [
            element("strong", _("Something went wrong: {error}").format(error=f"{type(exc).__name__}: {exc}")),
            element("p", _("The page is still usable; starting a new game or reloading should help.")),
        ],
    )
    box.hidden = False


def spawn(work: Awaitable[Any]) -> asyncio.Future:
    """Run ``work`` in the background; an error in it is shown on the page, like a handler's."""

    async def run() -> None:
        try:
            await work
        except Exception as exc:  # noqa: BLE001 - anything unexpected is shown on the page
            _report(exc)

    task = asyncio.ensure_future(run())
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)
    return task


def later(seconds: float, callback: Callable[..., Any], *args: Any) -> asyncio.TimerHandle:
    """Call ``callback(*args)`` in ``seconds`` (a timer ``end_views`` cancels)."""

    def run() -> None:
        _timers.discard(handle)
        callback(*args)

    handle = asyncio.get_running_loop().call_later(seconds, run)
    _timers.add(handle)
    return handle


def at_end(ending: Callable[[], Any]) -> None:
    """Call ``ending()`` when the views end (``end_views``): a view's resource that outlives its elements."""
    _endings.append(ending)


def end_views() -> None:
    """Stop whatever the views started (their listeners, on their elements and on the document and the window;
    their tasks but the caller's; their timers): their elements are about to be replaced and new views made
    (web/switch.py)."""
    for target, event, proxy in _listeners:
        target.removeEventListener(event, proxy)
        proxy.destroy()
    _listeners.clear()
    current = asyncio.current_task()
    for task in [task for task in _tasks if task is not current]:
        task.cancel()
    for timer in _timers:
        timer.cancel()
    _timers.clear()
    for ending in _endings:
        ending()
    _endings.clear()


def listen(target: Any, event: str, handler: Callable[..., Any]) -> Callable[[], None]:
    """Call ``handler(event)`` on ``event``; async handlers are scheduled; errors are shown, not raised.
    Returns what stops it (a listener needed for a while only).

    Form submissions are always stopped (the page has no server to send them to).
    """

    def run(evt: Any) -> None:
        if evt.type == "submit":
            evt.preventDefault()  # forms here never go to a server (and async handlers run too late to stop it)
        try:
            if inspect.iscoroutinefunction(handler):
                spawn(handler(evt))
            else:
                handler(evt)
        except Exception as exc:  # noqa: BLE001
            _report(exc)

    proxy = create_proxy(run)
    entry = (target, event, proxy)
    _listeners.append(entry)
    target.addEventListener(event, proxy)

    def stop() -> None:
        if entry in _listeners:  # (end_views may have stopped it already)
            _listeners.remove(entry)
            target.removeEventListener(event, proxy)
            proxy.destroy()

    return stop


async def _called_back(schedule: Callable[[Any], Any]) -> None:
    """Wait until the browser calls the one-shot callback that ``schedule`` hands it."""
    future = asyncio.get_event_loop().create_future()

    def done(*_: Any) -> None:
        if not future.done():
            future.set_result(None)

    schedule(create_once_callable(done))
    await future


async def next_task() -> None:
    """Give the browser one turn (input, a paint if one is due) before Python goes on."""
    await _called_back(lambda done: window.setTimeout(done, 0))


async def next_paint() -> None:
    """Let the browser draw what changed before a long computation starts."""
    await _called_back(
        lambda done: window.requestAnimationFrame(create_once_callable(lambda *_: window.setTimeout(done, 0)))
    )


def event_element(event: Any) -> Any | None:
    """The element an event happened on (a text node's parent); None when it was dispatched on the
    document, the window or another node, as a script may (they have no tagName, closest, attributes)."""
    target = getattr(event, "target", None)
    if getattr(target, "nodeType", None) == TEXT_NODE:
        target = getattr(target, "parentElement", None)
    return target if getattr(target, "nodeType", None) == ELEMENT_NODE else None


def closest(event: Any, selector: str) -> Any | None:
    """The nearest element matching ``selector`` from where ``event`` happened, or None."""
    target = event_element(event)
    return target.closest(selector) if target is not None else None


def pressed_key(event: Any) -> str:
    """A keydown's key; '' with Ctrl, Alt or Meta held, or when a dispatched event names no key."""
    if any(getattr(event, held, False) for held in ("ctrlKey", "metaKey", "altKey")):
        return ""
    key = getattr(event, "key", "")
    return key if isinstance(key, str) else ""


def pasted_text(event: Any) -> str:
    """A paste's text ('' when a dispatched event carries no clipboard)."""
    data = getattr(event, "clipboardData", None)
    text = data.getData("text") if data else ""
    return text if isinstance(text, str) else ""


RETURNED = "data-focus-returned"  # on the button a closing dialog gave the focus back to, until the focus moves


def keeps_keys(target: Any, key: str) -> bool:
    """Whether the focused element needs ``key`` itself: a text field any key, a button reached by keyboard Enter."""
    # Elsewhere (a tab, a button clicked with the mouse, a checkbox, a list) the game's keys are the game's; and
    # a button the focus went back to as a dialog closed (NYT: the keys are the game's once a dialog is gone;
    # Tab back to it and Enter is the button's again).
    tag = str(getattr(target, "tagName", "") or "").upper()
    if tag == "TEXTAREA" or (tag == "INPUT" and str(target.type).lower() not in NOT_TEXT):
        return True
    if getattr(target, "isContentEditable", False):
        return True
    if tag == "BUTTON" and key in ("Enter", " "):
        reached = target.getAttribute("role") != "tab" and not target.hasAttribute(RETURNED)
        return reached and bool(target.matches(":focus-visible"))
    return False


def figure(value: str, label: str) -> Any:
    """A statistic: its number above its label (in a <dl> of figures)."""
    node = element("div", cls="number")
    fill(node, [element("dd", value), element("dt", label)])
    return node
