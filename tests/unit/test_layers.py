"""The layers hold: the engine never imports the page, and the page's shared layer knows no tab."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest

from wordgames.web.tabs import TABS

PACKAGE = Path(__file__).resolve().parents[2] / "wordgames"
TOP = ("app.py", "main.py")  # the page's top: it makes the tabs


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """Every module an import in ``path`` names, at any depth (a function's own imports too)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = importlib.util.resolve_name("." * node.level + (node.module or ""), package)
            found.update({base, *(f"{base}.{alias.name}" for alias in node.names)})
    return found


@pytest.mark.parametrize(
    "path",
    [p for p in sorted(PACKAGE.rglob("*.py")) if "web" not in p.relative_to(PACKAGE).parts[:1]],
    ids=lambda p: p.relative_to(PACKAGE).as_posix(),
)
def test_the_engine_never_imports_the_page(path):
    assert not {name for name in imports(path) if name.startswith("wordgames.web")}


@pytest.mark.parametrize(
    "path",
    [p for p in sorted((PACKAGE / "web").glob("*.py")) if p.name not in TOP],
    ids=lambda p: p.name,
)
def test_the_pages_shared_layer_knows_no_tab(path):
    tabs = tuple(f"wordgames.web.{tab}" for tab in TABS)
    assert not {name for name in imports(path) if name.startswith(tabs)}


@pytest.mark.parametrize("tab", TABS)
def test_a_tab_imports_no_other_tab(tab):
    others = tuple(f"wordgames.web.{other}" for other in TABS if other != tab)
    for path in (PACKAGE / "web" / tab).rglob("*.py"):
        assert not {name for name in imports(path) if name.startswith(others)}, path.relative_to(PACKAGE).as_posix()
