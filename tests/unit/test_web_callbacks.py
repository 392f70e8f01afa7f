"""JavaScript that calls back later is never handed a bare Python function: Pyodide destroys such a borrowed
proxy when the call that passed it returns, and the late call is a page error (stop 45's CI)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "wordgames" / "web"
LATER = {"setTimeout", "setInterval", "requestAnimationFrame", "requestIdleCallback", "addEventListener", "then"}


def bare_callbacks(source: str) -> list[int]:
    """The lines where a call that runs its argument later gets a lambda as it is."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in LATER
        and any(isinstance(argument, ast.Lambda) for argument in node.args)
    ]


def test_the_check_sees_a_bare_lambda():
    assert bare_callbacks("window.setTimeout(lambda: window.URL.revokeObjectURL(url), 1000)") == [1]
    assert bare_callbacks("window.setTimeout(create_once_callable(lambda: done()), 1000)") == []


@pytest.mark.parametrize("path", sorted(WEB.rglob("*.py")), ids=lambda p: p.relative_to(WEB).as_posix())
def test_no_bare_python_callback_is_kept_by_javascript(path):
    assert bare_callbacks(path.read_text()) == [], f"{path.name}: wrap it in create_once_callable or create_proxy"
