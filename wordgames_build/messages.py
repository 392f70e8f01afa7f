"""The messages a player reads, found in the sources: ``_``/``N_``/``ngettext`` calls in Python, index.html's text.

index.html's text is cut into units by one rule, which static/i18n.js applies the same way when it
swaps the page's text: an element holding text whose elements are all inline (``kbd``, ``i``,
``abbr``, ...) is one unit, its content serialized as below; any other element's own text pieces
are units each; the ``aria-label``, ``title`` and ``placeholder`` of an element not inside a unit
are units. A unit needs two letters (keys' single letters, numbers and symbols are not text).
Scripts, SVG and ``translate="no"`` are skipped, and the content of a ``textarea`` (a value).
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

INLINE = frozenset({"kbd", "i", "b", "em", "strong", "code", "abbr", "br"})
VOID = frozenset({"br", "input", "img", "meta", "link", "source", "hr", "wbr"})
SKIPPED = frozenset({"head", "script", "style", "svg", "noscript", "template"})
VALUES = frozenset({"textarea"})  # its content is a value, not text: only its attributes are units
ATTRIBUTES = ("aria-label", "title", "placeholder")
PYTHON_CALLS = {"_": 1, "N_": 1, "ngettext": 2}  # name -> how many leading string arguments are messages
LETTERS = re.compile(r"[^\W\d_]", re.UNICODE)
_LITERAL = r'"(?:[^"\\\n]|\\.)*"'
# A page script's message: say("..." + "...", values) in static/loader.js, first-screen.js and offline.js.
SCRIPT_CALL = re.compile(rf"\bsay\(\s*({_LITERAL}(?:\s*\+\s*{_LITERAL})*)")


@dataclass(frozen=True)
class Message:
    """A message to translate: its English text (and plural form), and where it is used (for the .po's comments)."""

    msgid: str
    plural: str | None
    where: str


def is_text(text: str) -> bool:
    return len(LETTERS.findall(text)) >= 2


def collapse(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def escape_text(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\xa0", "&nbsp;")


def python_messages(path: Path, root: Path) -> list[Message]:
    """The messages of one module: the literal arguments of its ``_``, ``N_`` and ``ngettext`` calls."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in PYTHON_CALLS):
            continue
        texts = [arg.value for arg in node.args[: PYTHON_CALLS[node.func.id]] if isinstance(arg, ast.Constant)]
        if len(texts) == PYTHON_CALLS[node.func.id] and all(isinstance(text, str) for text in texts):
            where = f"{path.relative_to(root).as_posix()}:{node.lineno}"
            found.append(Message(texts[0], texts[1] if len(texts) > 1 else None, where))
    return found


def script_messages(path: Path, root: Path) -> list[Message]:
    """The messages of a page script: the literal first argument of its ``say`` calls, pieces joined by ``+``."""
    text = path.read_text(encoding="utf-8")
    found = []
    for match in SCRIPT_CALL.finditer(text):
        msgid = "".join(json.loads(piece) for piece in re.findall(_LITERAL, match.group(1)))
        where = f"{path.relative_to(root).as_posix()}:{text.count(chr(10), 0, match.start()) + 1}"
        found.append(Message(msgid, None, where))
    return found


class _Node:
    def __init__(self, tag: str, attrs: list[tuple[str, str | None]], parent: _Node | None) -> None:
        self.tag, self.attrs, self.parent = tag, attrs, parent
        self.children: list[_Node | str] = []

    def serialized(self) -> str:
        """The content as static/i18n.js serializes it: text escaped, attributes in source order, double quotes."""
        parts = []
        for child in self.children:
            if isinstance(child, str):
                parts.append(escape_text(child))
                continue
            attrs = "".join(
                f' {name}="{(value or "").replace("&", "&amp;").replace(chr(34), "&quot;")}"'
                for name, value in child.attrs
            )
            parts.append(f"<{child.tag}{attrs}>" + ("" if child.tag in VOID else f"{child.serialized()}</{child.tag}>"))
        return "".join(parts)

    def all_inline(self) -> bool:
        return all(isinstance(child, str) or (child.tag in INLINE and child.all_inline()) for child in self.children)

    def text(self) -> str:
        return "".join(child if isinstance(child, str) else child.text() for child in self.children)


class _Tree(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = _Node("#root", [], None)
        self.at = self.root

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = _Node(tag, attrs, self.at)
        self.at.children.append(node)
        if tag not in VOID:
            self.at = node

    def handle_endtag(self, tag: str) -> None:
        node = self.at
        while node.parent is not None and node.tag != tag:
            node = node.parent
        if node.parent is not None:
            self.at = node.parent

    def handle_data(self, data: str) -> None:
        self.at.children.append(data)


def page_units(html: str) -> list[str]:
    """The units of ``html`` (index.html) in document order, each once."""
    tree = _Tree()
    tree.feed(html)
    units: list[str] = []

    def add(text: str) -> None:
        text = collapse(text)
        if is_text(text) and text not in units:
            units.append(text)

    def walk(node: _Node) -> None:
        for child in node.children:
            if isinstance(child, str):
                add(child)
                continue
            attrs = dict(child.attrs)
            if child.tag in SKIPPED or attrs.get("translate") == "no":
                continue
            for name in ATTRIBUTES:
                add(attrs.get(name) or "")
            if child.tag in VALUES:
                continue
            if child.all_inline() and collapse(child.text()):
                add(child.serialized())
                continue
            walk(child)

    walk(tree.root)
    return units


def page_messages(path: Path, root: Path) -> list[Message]:
    where = path.relative_to(root).as_posix()
    return [Message(unit, None, where) for unit in page_units(path.read_text(encoding="utf-8"))]
