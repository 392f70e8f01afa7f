"""Every text a player reads goes through the catalogs: no English literal reaches the page.

Each module of wordgames/web is parsed; the expressions handed to the
page's text sinks (a status line, a toast, a notice, a dialog, a Note, an element's text, a text
attribute) are followed through ``+``, ``%``, f-strings, ``str.format``, conditionals, tuples and the
local names they were assigned from; a literal met on the way with two letters or more is a message
that skipped ``_()``. A call's result is followed only into the same module's functions (``_()`` and
``ngettext()`` translate; others return values), and a literal with fewer than two letters, or only
units (ms, s), is a symbol, not text.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

from wordgames_build.messages import PYTHON_CALLS, is_text

WEB = Path(__file__).resolve().parents[2] / "wordgames" / "web"
UNITS = re.compile(r"[\W\d_]*(?:(?:ms|s|kB|MB)\b[\W\d_]*)+")  # a figure's units (12.5 ms) are symbols, not words
TEXT_ATTRIBUTES = frozenset({"aria-label", "title", "placeholder", "alt", "aria-valuetext", "aria-description"})
TEXT_PROPERTIES = frozenset({"textContent", "innerText", "title", "placeholder", "ariaLabel", "alt"})
TEXT_KEYWORDS = frozenset(
    {"text", "title", "advice", "question", "detail", "yes", "no", "aria_label", "placeholder", "alt"}
)
# A sink called by its bare name or as a method -> the positions of its text arguments (the others are
# ids, tags, class names, kinds); a method's own ``say`` has no element id before its text.
FUNCTION_SINKS = {
    "say": (1,),
    "element": (1,),
    "show_notices": (0,),
    "show_failure": (0, 1),
    "ask": (0, 1, 2, 3),
    "confirm": (0, 1, 2, 3),
    "Note": (0,),
    "table_row": (0,),
    "data_table": (0, 1),
}
CLASS_TEXTS = frozenset({"help", "submit_label"})  # a Wordle mode's texts, marked N_() and shown through _()
SHOWN_RETURNS = frozenset({"status", "target_line"})  # methods whose result the page shows (a mode's info lines)
METHOD_SINKS = {"say": (0,), "tell": (0,), "toast": (0,), "show": (0,), "ask": (0, 1, 2, 3), "confirm": (0, 1, 2, 3)}


def modules() -> list[Path]:
    return sorted(WEB.rglob("*.py"))


def sink_arguments(call: ast.Call) -> list[ast.expr]:
    """The arguments of ``call`` that the page shows as text (none when it is not a sink)."""
    if isinstance(call.func, ast.Name):
        places = FUNCTION_SINKS.get(call.func.id)
    elif isinstance(call.func, ast.Attribute):
        places = METHOD_SINKS.get(call.func.attr)
        if call.func.attr == "setAttribute" and len(call.args) == 2:
            name = call.args[0]
            if isinstance(name, ast.Constant) and name.value in TEXT_ATTRIBUTES:
                return [call.args[1]]
    else:
        places = None
    if places is None:
        return []
    shown = [arg for i, arg in enumerate(call.args) if i in places]
    return shown + [kw.value for kw in call.keywords if kw.arg in TEXT_KEYWORDS]


def assignments(body: ast.AST) -> dict[str, list[ast.expr]]:
    """The values assigned to each plain name in ``body`` (nested functions included: closures read them)."""
    found: dict[str, list[ast.expr]] = {}
    for node in ast.walk(body):
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign | ast.AugAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        for target in targets:
            if isinstance(target, ast.Name):
                found.setdefault(target.id, []).append(value)
    return found


def returned(function: ast.FunctionDef | ast.AsyncFunctionDef) -> list[ast.expr]:
    """What ``function`` returns (not what the functions nested in it return)."""
    found, stack = [], list(function.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Return) and node.value is not None:
            found.append(node.value)
        elif not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef):
            stack.extend(ast.iter_child_nodes(node))
    return found


FUNCTIONS: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = {}  # the module being read's functions and methods


def literals(expr: ast.expr, names: dict[str, list[ast.expr]], seen: set[str]) -> Iterator[tuple[int, str]]:
    """The literal texts ``expr`` can show, untranslated, with their line numbers; a call of a function of
    the same module is followed into what it returns."""
    if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
        yield expr.lineno, expr.value
    elif isinstance(expr, ast.JoinedStr):
        text = "".join(v.value for v in expr.values if isinstance(v, ast.Constant))
        yield expr.lineno, text
        for value in expr.values:
            if isinstance(value, ast.FormattedValue):
                yield from literals(value.value, names, seen)
    elif isinstance(expr, ast.IfExp):
        yield from literals(expr.body, names, seen)
        yield from literals(expr.orelse, names, seen)
    elif isinstance(expr, ast.BinOp):
        yield from literals(expr.left, names, seen)
        yield from literals(expr.right, names, seen)
    elif isinstance(expr, ast.BoolOp):
        for value in expr.values:
            yield from literals(value, names, seen)
    elif isinstance(expr, ast.Tuple | ast.List | ast.Set):
        for item in expr.elts:
            yield from literals(item, names, seen)
    elif isinstance(expr, ast.Starred):
        yield from literals(expr.value, names, seen)
    elif isinstance(expr, ast.GeneratorExp | ast.ListComp):
        yield from literals(expr.elt, names, seen)
    elif isinstance(expr, ast.Call):
        if isinstance(expr.func, ast.Name) and expr.func.id in PYTHON_CALLS:
            return  # translated
        called = expr.func.id if isinstance(expr.func, ast.Name) else getattr(expr.func, "attr", "")
        if called in FUNCTIONS and f"{called}()" not in seen:
            function = FUNCTIONS[called]
            for value in returned(function):
                yield from literals(value, assignments(function), seen | {f"{called}()"})
        if isinstance(expr.func, ast.Attribute) and expr.func.attr in (
            "format",
            "join",
            "strip",
            "upper",
            "capitalize",
        ):
            yield from literals(expr.func.value, names, seen)
            for arg in expr.args:
                yield from literals(arg, names, seen)
    elif isinstance(expr, ast.Name) and expr.id in names and expr.id not in seen:
        for value in names[expr.id]:
            yield from literals(value, names, seen | {expr.id})


def untranslated(path: Path) -> list[str]:
    """Where ``path`` shows a literal text untranslated: 'module:line: text'."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    scopes = [tree, *(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef))]
    module_names = assignments(
        ast.Module(body=[n for n in tree.body if isinstance(n, ast.Assign | ast.AnnAssign)], type_ignores=[])
    )
    FUNCTIONS.clear()
    FUNCTIONS.update({n.name: n for n in scopes[1:] if not n.name.startswith("__")})
    found = set()
    for scope in scopes:
        names = module_names | assignments(scope)
        for node in ast.walk(scope):
            shown: list[ast.expr] = []
            if isinstance(node, ast.Call):
                shown = sink_arguments(node)
            elif isinstance(node, ast.Assign):
                if any(isinstance(t, ast.Attribute) and t.attr in TEXT_PROPERTIES for t in node.targets):
                    shown = [node.value]
            if isinstance(node, ast.FunctionDef) and node.name in SHOWN_RETURNS and node is scope:
                shown = returned(node)
            if isinstance(node, ast.ClassDef) and scope is tree:
                for statement in node.body:
                    if isinstance(statement, ast.Assign) and any(
                        isinstance(t, ast.Name) and t.id in CLASS_TEXTS for t in statement.targets
                    ):
                        shown.append(statement.value)
            for expr in shown:
                for line, text in literals(expr, names, set()):
                    if is_text(text) and not UNITS.fullmatch(text):
                        found.add(f"{path.relative_to(WEB.parent).as_posix()}:{line}: {text!r}")
    return sorted(found)


def test_every_shown_text_goes_through_the_catalogs() -> None:
    gaps = [gap for path in modules() for gap in untranslated(path)]
    assert not gaps, f"{len(gaps)} texts reach the player untranslated (wrap them in _()):\n" + "\n".join(gaps)


def test_the_guard_sees_a_gap() -> None:
    source = 'say("w-message", f"Use {word}")\nnode.textContent = "Show more"\nx = "Cornered"\nreturn Note(x)\n'
    tree = ast.parse("def f():\n" + "".join("    " + line + "\n" for line in source.splitlines()))
    names = assignments(tree)
    texts = []
    for node in ast.walk(tree):
        shown = sink_arguments(node) if isinstance(node, ast.Call) else []
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Attribute):
            shown = [node.value]
        texts += [text for expr in shown for _, text in literals(expr, names, set())]
    assert sorted(texts) == ["Cornered", "Show more", "Use "]
