"""The page's PyScript configuration: local runtime, and the whole engine package shipped to the browser."""

import hashlib
import json
import pkgutil
import tomllib
import zipfile
from pathlib import Path

import pytest

import wordgames
from wordgames.lexicon import Lexicon
from wordgames_build import DICTIONARY_ASSET
from wordgames_build.engine import ARCHIVE, DICTIONARY_DIGEST, PYODIDE, archive_bytes

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


@pytest.fixture(scope="module")
def archive() -> zipfile.ZipFile:
    if not ARCHIVE.exists():
        pytest.fail("static/wordgames.zip is missing: run `python3 build.py` first")
    return zipfile.ZipFile(ARCHIVE)


def test_the_archive_holds_exactly_the_package_modules(archive):
    names = [name for name in archive.namelist() if "/__pycache__/" not in name and name != DICTIONARY_DIGEST]
    assert len(names) == len(set(names)) and set(names) == module_paths(), "run `python3 build.py` to pack it again"
    stale = [name for name in names if archive.read(name) != (ROOT / name).read_bytes()]
    assert not stale, f"{stale} changed since it was packed: run `python3 build.py`"


def test_the_archive_holds_the_digest_of_the_dictionary_beside_it_which_loads_with_every_check(archive):
    data = DICTIONARY_ASSET.read_bytes()
    assert archive.read(DICTIONARY_DIGEST).decode() == hashlib.sha256(data).hexdigest()
    Lexicon.from_bytes(data)  # what the digest vouches for


@pytest.mark.skipif(not (PYODIDE / "pyodide.mjs").exists(), reason="no vendored runtime to compile with")
def test_the_archive_holds_each_imported_module_compiled_by_the_pages_python(archive):
    """Beside each module, its bytecode for the runtime's Python, checked against the source (PEP 552)."""
    version = json.loads((PYODIDE / "pyodide-lock.json").read_text())["info"]["python"]
    tag = "cpython-" + "".join(version.split(".")[:2])
    compiled = {name for name in archive.namelist() if "/__pycache__/" in name}
    expected = {
        f"{path.rpartition('/')[0]}/__pycache__/{path.rpartition('/')[2].removesuffix('.py')}.{tag}.pyc"
        for path in module_paths() - {"wordgames/web/main.py"}  # PyScript runs the entry point as a script
    }
    assert compiled == expected
    for name in compiled:
        flags = int.from_bytes(archive.read(name)[4:8], "little")
        assert flags == 0b11, f"{name} is not a hash-checked .pyc"


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
