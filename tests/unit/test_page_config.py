"""The page's PyScript configuration: local runtime, and the whole engine package shipped to the browser."""

import _imp
import ast
import hashlib
import json
import pkgutil
import re
import tomllib
import zipfile
from pathlib import Path

import pytest

import wordgames
from wordgames.lexicon import Lexicon
from wordgames_build import DICTIONARY_ASSET
from wordgames_build.engine import ARCHIVE, DICTIONARY_DIGEST, PYODIDE, archive_bytes
from wordgames_build.site import boot_chunks

ROOT = Path(__file__).resolve().parent.parent.parent
CONFIG = ROOT / "pyscript.toml"


def config() -> dict:
    return tomllib.loads(CONFIG.read_text())


def test_runtime_is_local():
    interpreter = config()["interpreter"]
    assert interpreter.startswith("./static/vendor/") and interpreter.endswith("pyodide.mjs")


def test_the_page_unpacks_the_engine_archive():
    assert config()["files"] == {f"./{ARCHIVE.relative_to(ROOT).as_posix()}": "./*"}


def module_paths() -> set[str]:
    """The file of every module and package of ``wordgames``, as Python's import system finds them."""
    found = {"wordgames/__init__.py"}
    for module in pkgutil.walk_packages(wordgames.__path__, "wordgames."):
        path = module.name.replace(".", "/")
        found.add(f"{path}/__init__.py" if module.ispkg else f"{path}.py")
    return found


def page_paths() -> set[str]:
    """The modules the page can import: all but the command line's."""
    return {
        path for path in module_paths() if not path.startswith("wordgames/cli/") and path != "wordgames/__main__.py"
    }


@pytest.fixture(scope="module")
def archive() -> zipfile.ZipFile:
    if not ARCHIVE.exists():
        pytest.fail("static/wordgames.zip is missing: run `python3 build.py` first")
    return zipfile.ZipFile(ARCHIVE)


def packed(archive: zipfile.ZipFile) -> dict[str, str]:
    """Each packed module's source path: its entry (the source, or the lone bytecode where the source would be)."""
    entries = [
        name for name in archive.namelist() if not name.endswith(".sha256")
    ]  # the dictionary's and packs' digests
    return {name.removesuffix("c") if name.endswith(".pyc") else name: name for name in entries}


def test_the_archive_holds_exactly_the_modules_the_page_can_import(archive):
    entries = packed(archive)
    assert set(entries) == page_paths(), "run `python3 build.py` to pack it again"
    assert "wordgames/web/main.py" in archive.namelist()  # PyScript runs the entry point as a script
    for path, name in entries.items():
        source = (ROOT / path).read_bytes()
        data = archive.read(name)
        if name.endswith(".pyc"):  # a hash-checked .pyc (PEP 552) holds the hash of the source it was compiled from
            assert int.from_bytes(data[4:8], "little") == 0b11, f"{name} is not a hash-checked .pyc"
            current = _imp.source_hash(int.from_bytes(data[:4], "little"), source) == data[8:16]
        else:
            current = data == source
        assert current, f"{path} changed since it was packed: run `python3 build.py`"


def imported_modules(path: str) -> set[str]:
    """Every ``wordgames`` module that ``path`` names in an import (absolute or relative, at any depth)."""
    package = path.removesuffix(".py").replace("/", ".")
    if not path.endswith("__init__.py"):
        package = package.rpartition(".")[0]
    else:
        package = package.removesuffix(".__init__")
    names = set()
    for node in ast.walk(ast.parse((ROOT / path).read_text())):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            names.add(base)
            names |= {f"{base}.{alias.name}" for alias in node.names}
    return {name for name in names if name.split(".")[0] == "wordgames"}


def test_every_module_a_packed_module_imports_is_packed():
    """Nothing the page can reach is missing from the archive (the command line is left out)."""
    modules = {path.removesuffix(".py").removesuffix("/__init__").replace("/", "."): path for path in module_paths()}
    packed_modules = {path.removesuffix(".py").removesuffix("/__init__").replace("/", ".") for path in page_paths()}
    missing = {}
    for path in page_paths():
        for name in imported_modules(path):
            if name in modules and name not in packed_modules:  # a name that is no module is an object of one
                missing.setdefault(path, set()).add(name)
    assert not missing


def test_the_archive_holds_the_digest_of_the_dictionary_beside_it_which_loads_with_every_check(archive):
    data = DICTIONARY_ASSET.read_bytes()
    assert archive.read(DICTIONARY_DIGEST).decode() == hashlib.sha256(data).hexdigest()
    Lexicon.from_bytes(data)  # what the digest vouches for


@pytest.mark.skipif(not (PYODIDE / "pyodide.mjs").exists(), reason="no vendored runtime to compile with")
def test_the_archive_holds_each_module_compiled_by_the_pages_python_without_its_source(archive):
    """Compiled only: the browser neither compiles the engine nor downloads its sources (bench/README.md)."""
    version = json.loads((PYODIDE / "pyodide-lock.json").read_text())["info"]["python"]
    major, minor = (int(part) for part in version.split(".")[:2])
    sources = {name for name in archive.namelist() if name.endswith(".py")}
    assert sources == {"wordgames/web/main.py"}
    magic = {name: archive.read(name)[:4] for name in archive.namelist() if name.endswith(".pyc")}
    assert len(magic) == len(page_paths()) - 1
    assert len(set(magic.values())) == 1 and (major, minor) >= (3, 14)  # one Python's bytecode: the page's


def test_the_archive_is_the_same_bytes_for_the_same_files():
    assert archive_bytes() == archive_bytes() == ARCHIVE.read_bytes()


def test_page_loads_the_local_runtime_and_the_entry_point():
    page = (ROOT / "index.html").read_text()
    assert "./static/vendor/pyscript/core.js" in page and "./static/vendor/pyscript/core.css" in page
    assert 'src="./wordgames/web/main.py" config="./pyscript.toml"' in page
    assert "https://" not in page.split("<body")[0]  # nothing fetched from elsewhere


def test_only_the_web_layer_touches_the_browser():
    browser_modules = ("js", "pyodide", "pyscript")
    for path in (ROOT / "wordgames").rglob("*.py"):
        if "web" in path.relative_to(ROOT / "wordgames").parts:
            continue
        for line in path.read_text().splitlines():
            words = line.split()
            if words[:1] in (["import"], ["from"]) and len(words) > 1:
                assert words[1].split(".")[0] not in browser_modules, f"{path.relative_to(ROOT)}: {line.strip()}"


def test_the_page_preloads_every_file_pyscript_imports_at_boot():
    """Each is then an element static/loader.js watches (issue 43: a stalled chunk was silent for 90 s)."""
    head = (ROOT / "index.html").read_text().split("</head>")[0]
    preloaded = set(re.findall(r'<link rel="modulepreload" href="\./static/vendor/pyscript/([^"]+)">', head))
    assert preloaded == set(boot_chunks()), "index.html's modulepreloads must be wordgames_build.site.boot_chunks()"
    assert '<script type="module"' not in head  # static/loader.js runs core.js once pyscript.toml reads whole
