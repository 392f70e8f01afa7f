"""The page's standard library, trimmed by the build (wordgames_build/stdlib.py), has every module the page imports."""

from __future__ import annotations

import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from wordgames_build import ROOT
from wordgames_build.engine import page_modules
from wordgames_build.runtime import FULL_STDLIB, VENDOR
from wordgames_build.stdlib import closure, imports, page_imports

SERVED = VENDOR / "pyodide" / "python_stdlib.zip"
HERE = Path(__file__).resolve().parent


def test_imports_are_found_at_import_time_or_anywhere():
    source = """
import os, sys as system
from . import sibling
from .. import (
    cousin,
    other as another,
)
try:
    import _fast
except ImportError:
    from _slow import thing
class Kept:
    import inside_class
def later():
    import only_when_called
if __name__ == "__main__":
    import doctest
"""
    now = imports(source, "pkg.sub.mod", package=False, lazy=False)
    assert {"os", "sys", "pkg.sub.sibling", "pkg.cousin", "pkg.other", "_fast", "_slow", "inside_class"} <= now
    assert "only_when_called" not in now and "doctest" not in now
    assert "only_when_called" in imports(source, "pkg.sub.mod", package=False, lazy=True)


def test_the_closure_follows_packages_and_their_imports():
    sources = {"a.py": "import b.c\n", "b/__init__.py": "import d\n", "b/c.py": "", "d.py": "", "e.py": ""}
    assert closure(sources, ["a"]) == {"a.py", "b/__init__.py", "b/c.py", "d.py"}


@pytest.mark.skipif(not (VENDOR / "pyodide" / FULL_STDLIB).exists(), reason="needs `python3 build.py`")
def test_the_served_standard_library_is_the_pages_own_compiled_and_smaller():
    with zipfile.ZipFile(SERVED) as served, zipfile.ZipFile(VENDOR / "pyodide" / FULL_STDLIB) as whole:
        kept, every = set(served.namelist()), set(whole.namelist())
    modules = {name.removesuffix("c") for name in kept if name.endswith(".pyc")}
    assert modules < every and not any(name.endswith(".py") for name in kept)  # compiled: no source to compile
    assert SERVED.stat().st_size < 0.7 * (VENDOR / "pyodide" / FULL_STDLIB).stat().st_size
    assert {"email/__init__.py", "unittest/__init__.py", "xml/__init__.py", "pdb.py"}.isdisjoint(modules)
    assert {"json/__init__.py", "gettext.py", "zipfile/__init__.py", "asyncio/__init__.py"} <= modules


@pytest.mark.skipif(
    shutil.which("node") is None or not (VENDOR / "pyodide" / FULL_STDLIB).exists(), reason="needs Node and the build"
)
def test_every_module_the_page_can_import_imports_in_the_pages_python():
    engine = [
        path.relative_to(ROOT).with_suffix("").as_posix().replace("/", ".").removesuffix(".__init__")
        for path in page_modules()
        if "web" not in path.relative_to(ROOT).parts  # the page's own layer needs the browser's pyscript and js
    ]
    with zipfile.ZipFile(VENDOR / "pyodide" / FULL_STDLIB) as whole:
        names = set(whole.namelist())
    standard = sorted(
        name
        for name in page_imports(page_modules())
        if {f"{name.replace('.', '/')}.py", f"{name.replace('.', '/')}/__init__.py"} & names
    )
    run = subprocess.run(
        ["node", str(HERE / "import_in_pyodide.mjs"), str(VENDOR / "pyodide"), str(ROOT), *standard, *engine],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    assert len(standard) > 30 and len(engine) > 50
    assert json.loads(run.stdout.strip().splitlines()[-1]) == []
