"""A small stand-in for the browser: index.html's elements, simple selectors, events and timers; no layout."""

# Only what the web layer calls, so that its views run on CPython; the e2e tests play the same paths in Chromium.

from __future__ import annotations

import asyncio
import contextlib
import re
import sys
import types
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

PAGE = Path(__file__).resolve().parents[2] / "index.html"
VOID = {"meta", "link", "input", "br", "img", "hr"}
COMPOUND = re.compile(r"([a-z]*)((?:#[\w-]+|\.[\w-]+|\[[\w-]+(?:=[\w-]+)?\]|:focus-visible)*)")


class ClassList:
    def __init__(self, node: Element) -> None:
        self.node = node

    def names(self) -> list[str]:
        return self.node.className.split()

    def contains(self, name: str) -> bool:
        return name in self.names()

    def add(self, name: str) -> None:
        self.toggle(name, True)

    def remove(self, name: str) -> None:
        self.toggle(name, False)

    def toggle(self, name: str, force: bool | None = None) -> None:
        keep = [n for n in self.names() if n != name]
        on = not self.contains(name) if force is None else force
        self.node.className = " ".join(keep + [name] * on)


class Style:
    def __init__(self) -> None:
        self.properties: dict[str, str] = {}

    def setProperty(self, name: str, value: str) -> None:
        self.properties[name] = value


class Element:
    def __init__(self, document: Document, tag: str, attributes: dict[str, str] | None = None) -> None:
        self.document, self.tagName, self.attributes = document, tag.upper(), dict(attributes or {})
        self.children: list[Element] = []
        self.parentNode: Element | None = None
        self.text = ""
        self.classList, self.style = ClassList(self), Style()
        self.listeners: dict[str, list[Any]] = {}
        self.hidden = "hidden" in self.attributes
        self.checked = "checked" in self.attributes
        self.disabled = "disabled" in self.attributes
        self.value = self.attributes.get("value", "")
        self.focus_visible = False  # what :focus-visible says (focus by keyboard)
        self.isContentEditable, self.offsetWidth = False, 0

    id = property(lambda self: self.attributes.get("id", ""))
    type = property(lambda self: self.attributes.get("type", "text"))
    name = property(lambda self: self.attributes.get("name", ""))
    className = property(
        lambda self: self.attributes.get("class", ""), lambda self, value: self.attributes.__setitem__("class", value)
    )

    @property
    def textContent(self) -> str:
        return self.text + "".join(child.textContent for child in self.children)

    @textContent.setter
    def textContent(self, value: str) -> None:
        self.replaceChildren()
        self.text = value

    def setAttribute(self, name: str, value: str) -> None:
        self.attributes[name] = value
        if name == "value":  # as a browser's untouched field: its value is the attribute's
            self.value = value

    def getAttribute(self, name: str) -> str | None:
        return self.attributes.get(name)

    def hasAttribute(self, name: str) -> bool:
        return name in self.attributes

    def removeAttribute(self, name: str) -> None:
        self.attributes.pop(name, None)

    def appendChild(self, child: Element) -> Element:
        moved = child.children if child.tagName == "#FRAGMENT" else [child]
        for node in list(moved):
            if node.parentNode is not None:
                node.parentNode.children.remove(node)
            node.parentNode = self
            self.children.append(node)
        return child

    def replaceWith(self, node: Element) -> None:
        parent = self.parentNode
        if node.parentNode is not None:
            node.parentNode.children.remove(node)
        parent.children[parent.children.index(self)] = node
        node.parentNode, self.parentNode = parent, None

    def append(self, *nodes: Element) -> None:
        for node in nodes:
            self.appendChild(node)

    def replaceChildren(self, *nodes: Element) -> None:
        for child in self.children:
            if child.contains(self.document.activeElement):
                self.document.activeElement = self.document.body  # as browsers do when the focus is removed
            child.parentNode = None
        self.children, self.text = [], ""
        for node in nodes:
            self.appendChild(node)

    def walk(self) -> Iterator[Element]:
        """The elements below this one, in document order, one at a time (a lookup stops at the first it wants)."""
        for child in self.children:
            yield child
            yield from child.walk()

    def descendants(self) -> list[Element]:
        return list(self.walk())

    def scrollIntoView(self, options: object = None) -> None:
        pass

    def contains(self, other: Element) -> bool:
        return other is self or any(node is other for node in self.walk())

    def matches(self, selector: str) -> bool:
        if "," in selector:
            return any(self.matches(alternative) for alternative in selector.split(","))
        *ancestors, last = [COMPOUND.fullmatch(part) for part in selector.split()]
        if not self.matches_one(last):
            return False
        node = self.parentNode
        for compound in reversed(ancestors):
            while node is not None and not node.matches_one(compound):
                node = node.parentNode
            if node is None:
                return False
            node = node.parentNode
        return True

    def matches_one(self, compound: re.Match) -> bool:
        tag, rest = compound.groups()
        if tag and self.tagName != tag.upper():
            return False
        return all(self.has(part) for part in re.findall(r"#[\w-]+|\.[\w-]+|\[[^\]]+\]|:focus-visible", rest))

    def has(self, part: str) -> bool:
        """Whether this element has one simple selector: #id, .class, [name], [name=value] or :focus-visible."""
        name, _, value = part[1:].rstrip("]").partition("=")
        if part[0] == "#":
            return self.id == name
        if part[0] == ".":
            return self.classList.contains(name)
        if part[0] == "[":
            return self.attributes.get(name) == value if value else name in self.attributes
        return self.focus_visible

    def closest(self, selector: str) -> Element | None:
        node: Element | None = self
        while node is not None and not node.matches(selector):
            node = node.parentNode
        return node

    def querySelectorAll(self, selector: str) -> list[Element]:
        return [node for node in self.walk() if node.matches(selector)]

    def querySelector(self, selector: str) -> Element | None:
        return next((node for node in self.walk() if node.matches(selector)), None)

    def addEventListener(self, kind: str, handler: Any) -> None:
        self.listeners.setdefault(kind, []).append(handler)

    def removeEventListener(self, kind: str, handler: Any) -> None:
        if handler in self.listeners.get(kind, []):
            self.listeners[kind].remove(handler)

    def focus(self) -> None:
        self.document.activeElement = self

    def _set_open(self, value: bool) -> None:  # a <details> opened or closed by the page
        if value:
            self.attributes["open"] = ""
        else:
            self.attributes.pop("open", None)

    open = property(lambda self: "open" in self.attributes, _set_open)

    def showModal(self) -> None:
        self.attributes["open"] = ""

    def close(self) -> None:
        if self.attributes.pop("open", None) is not None:
            fire(self, "close")

    def blur(self) -> None:
        if self.document.activeElement is self:
            self.document.activeElement = self.document.body


class Document(Element):
    """The page as index.html builds it."""

    def __init__(self) -> None:
        super().__init__(self, "#document")
        self.body = self.documentElement = self.activeElement = Element(self, "body")
        self.animations: list[Any] = []  # what getAnimations() reports

    def load(self, html: str) -> None:
        self.replaceChildren(self.body)
        self.body.replaceChildren()
        self.activeElement = self.body
        builder = _Builder(self)
        builder.feed(html.split("<body>", 1)[1])

    def getElementById(self, element_id: str) -> Element | None:
        return next((node for node in self.walk() if node.id == element_id), None)  # no selector to match: 10x faster

    def createElement(self, tag: str) -> Element:
        return Element(self, tag)

    def createTextNode(self, text: str) -> Element:
        node = Element(self, "#text")
        node.text = text
        return node

    def createDocumentFragment(self) -> Element:
        return Element(self, "#fragment")

    def getAnimations(self) -> list[Any]:
        return self.animations


class _Builder(HTMLParser):
    def __init__(self, document: Document) -> None:
        super().__init__()
        self.document, self.open = document, [document.body]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Element(self.document, tag, {name: value or "" for name, value in attrs})
        self.open[-1].appendChild(node)
        if tag not in VOID:
            self.open.append(node)

    def handle_endtag(self, tag: str) -> None:
        if tag not in VOID and len(self.open) > 1:
            self.open.pop()

    def handle_data(self, data: str) -> None:
        self.open[-1].text += data.strip()


class Event(types.SimpleNamespace):
    """An event as handlers see it: type, target, key and modifier flags."""

    def preventDefault(self) -> None:
        self.defaultPrevented = True


def fire(target: Element, kind: str, **fields: Any) -> Event:
    """Dispatch an event at ``target``; it bubbles up to the document."""
    event = Event(type=kind, target=target, ctrlKey=False, metaKey=False, altKey=False, defaultPrevented=False)
    event.__dict__.update(fields)
    node: Element | None = target
    while node is not None:
        event.currentTarget = node
        for handler in list(node.listeners.get(kind, [])):
            handler(event)
        node = node.parentNode
    return event


class Window:
    def __init__(self) -> None:
        self.warnings: list[str] = []
        self.console = types.SimpleNamespace(warn=self.warnings.append, log=print)
        self.performance = types.SimpleNamespace(now=lambda: 0.0)
        self.Object = types.SimpleNamespace(fromEntries=dict)
        self.listeners: dict[str, list[Any]] = {}
        observer = types.SimpleNamespace(observe=lambda *args, **options: None, disconnect=lambda: None)
        self.MutationObserver = types.SimpleNamespace(new=lambda callback: observer)  # no layout: nothing to observe
        query = types.SimpleNamespace(matches=False, addEventListener=lambda kind, handler: None)
        self.matchMedia = lambda text: query
        style = types.SimpleNamespace(fontSize="16px")  # no layout: every text at the browser's usual size
        self.getComputedStyle = lambda node: style

    def addEventListener(self, kind: str, handler: Any) -> None:
        self.listeners.setdefault(kind, []).append(handler)

    removeEventListener = Element.removeEventListener

    def requestAnimationFrame(self, callback: Any) -> None:
        asyncio.get_running_loop().call_soon(callback, 0)

    def setTimeout(self, callback: Any, milliseconds: float = 0) -> None:
        asyncio.get_running_loop().call_later(milliseconds / 1000, callback)


class Proxy:
    """A function handed to JavaScript (pyodide's create_proxy): callable until destroyed."""

    def __init__(self, function: Any) -> None:
        self.function: Any = function

    def __call__(self, *args: Any) -> Any:
        assert self.function is not None, "a destroyed proxy was called"
        return self.function(*args)

    def destroy(self) -> None:
        self.function = None


def install() -> tuple[Document, Window]:
    """Put stand-ins for ``pyscript`` and ``pyodide.ffi`` in sys.modules, with index.html loaded."""
    document, window = Document(), Window()
    document.load(PAGE.read_text())
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = Proxy
    ffi.create_once_callable = lambda function: function
    ffi.to_js = lambda value, **options: value
    ffi.JsException = type("JsException", (Exception,), {})
    pyodide = types.ModuleType("pyodide")
    pyodide.ffi = ffi
    pyscript = types.ModuleType("pyscript")
    pyscript.document, pyscript.window = document, window
    sys.modules.update({"pyodide": pyodide, "pyodide.ffi": ffi, "pyscript": pyscript})
    return document, window


STUBBED = ("pyscript", "pyodide", "pyodide.ffi")


@contextlib.contextmanager
def fresh_web() -> Iterator[tuple[Document, Window]]:
    """The stand-ins installed and the web layer imported afresh over them (``importlib.import_module``);
    the modules as they were afterwards, so that no other test meets a web layer bound to this page."""
    saved = {name: sys.modules.pop(name) for name in list(sys.modules) if name.startswith("wordgames.web.")}
    try:
        yield install()
    finally:
        for name in [*STUBBED, *(n for n in sys.modules if n.startswith("wordgames.web."))]:
            sys.modules.pop(name, None)
        sys.modules.update(saved)


def run_loop(scenario: Coroutine[Any, Any, Any]) -> Any:
    """Run a coroutine in an event loop of its own (on a thread: the e2e tests' browser may hold this one's)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, scenario).result()
