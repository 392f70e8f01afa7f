"""The runtime's standard library trimmed to what the page can import: half of Pyodide's python_stdlib.zip.

Pyodide's zip holds the whole standard library (2.5 MB: email, xml, unittest, multiprocessing, the
CJK codecs...), and a first visit downloads all of it before Python starts. The page keeps a module
when something the page runs can import it: what Pyodide imports as it starts, PyScript's modules, and every
module the page's code imports anywhere (in a function too), then what each of those imports when
it is itself imported (its module-level imports, those under a top-level ``try`` or ``if``
included). What a standard-library function imports only when called is left out unless the page's
code names it: the e2e suite, and tests/unit/test_stdlib.py under Node, check nothing is missing.

The sources are Python 3.14's, which this build's Python may not parse: imports are found by lines.
`python3 build.py` writes it (the local server does not: after a new standard-library import, build again).
"""

from __future__ import annotations

import hashlib
import io
import json
import re
import shutil
import subprocess
import tempfile
import zipfile
from collections.abc import Iterable
from pathlib import Path

from . import CACHE, log
from .runtime import FULL_STDLIB, VENDOR
from .site import boot_chunks

# Imported by name rather than by an import statement: the text codecs Python looks up when it
# starts or decodes (encodings.search_function), and the modules PyScript's JavaScript imports.
BY_NAME = (
    "encodings.aliases",
    "encodings.utf_8",
    "encodings.utf_8_sig",
    "encodings.ascii",
    "encodings.latin_1",
    "encodings.charmap",
    "encodings.cp437",  # zipfile's file names (Pyodide unpacks the page's archive with it)
    "encodings.cp1252",
    "encodings.hex_codec",
    "encodings.base64_codec",
    "encodings.raw_unicode_escape",
    "encodings.unicode_escape",
    "encodings.utf_16",
    "encodings.utf_16_le",
    "encodings.utf_16_be",
    "encodings.utf_32",
    "encodings.idna",
    "encodings.punycode",
    "site",
    "sysconfig",
    "_sysconfigdata__emscripten_wasm32-emscripten",
    "base64",
    "json",
    "functools",
    "collections",
)
OWN_PACKAGES = ("pyodide", "_pyodide")  # the runtime's own Python: compiled with its docstrings
STARTUP = "startup-modules.json"  # beside the whole zip: what Pyodide imports when it starts (startup.mjs)
_IMPORT = re.compile(r"(?:from\s+(\.*[\w.]*)\s+import\s+(?:\(([^)]*)\)|([^#;\n]+))|import\s+([^#;\n]+))")
_DEF = re.compile(r"(?:async\s+)?def\s|if\s+__name__\s*==\s*['\"]__main__['\"]")  # bodies run later, or never


def imports(source: str, name: str, package: bool, lazy: bool) -> set[str]:
    """The modules ``source`` (module ``name``) imports: at import time, or anywhere if ``lazy``."""
    found: set[str] = set()
    inside_def = None  # the indentation of the def (or main guard) whose body the lines are in
    lines = source.splitlines()
    for number, line in enumerate(lines):
        text = line.lstrip()
        indent = len(line) - len(text)
        if not text or text.startswith("#"):
            continue
        if inside_def is not None and indent <= inside_def:
            inside_def = None
        if inside_def is None and _DEF.match(text) and not lazy:
            inside_def = indent
            continue
        if inside_def is not None or not text.startswith(("import ", "from ")):
            continue
        statement = text if "(" not in text or ")" in text else " ".join([text, *lines[number + 1 : number + 40]])
        found |= _named(statement, name if package else name.rpartition(".")[0])
    return found


def _named(statement: str, package: str) -> set[str]:
    match = _IMPORT.match(statement)
    if not match:
        return set()
    source, listed, rest, plain = match.groups()
    if plain:
        return {part.split(" as ")[0].strip() for part in plain.split(",") if part.strip()}
    dots = len(source) - len(source.lstrip("."))
    module = source.lstrip(".")
    if dots:
        base = package.split(".")[: len(package.split(".")) - dots + 1]
        module = ".".join([*base, module] if module else base)
    names = [part.split(" as ")[0].strip() for part in (listed or rest).replace("\n", " ").split(",")]
    return {module, *(f"{module}.{part}" for part in names if part.isidentifier())}


def closure(sources: dict[str, str], seeds: Iterable[str]) -> set[str]:
    """The files of ``sources`` (path in the zip -> text) that ``seeds`` import, directly or not."""

    def file_of(module: str) -> str | None:
        stem = module.replace(".", "/")
        return next((path for path in (f"{stem}.py", f"{stem}/__init__.py") if path in sources), None)

    kept: set[str] = set()
    seen: set[str] = set()
    todo = list(seeds)
    while todo:
        module = todo.pop()
        if not module or module in seen:
            continue
        seen.add(module)
        parts = module.split(".")
        todo += [".".join(parts[:i]) for i in range(1, len(parts))]  # a package's __init__ runs first
        path = file_of(module)
        if path is not None:
            kept.add(path)
            todo += imports(sources[path], module, path.endswith("__init__.py"), lazy=False)
    return kept


def trimmed(full: bytes, page_imports: Iterable[str], extra: Iterable[str] = ()) -> bytes:
    """``full`` (Pyodide's python_stdlib.zip) with only the files ``page_imports`` and ``extra`` (what Pyodide
    imports as it starts) can import, in the same order."""
    with zipfile.ZipFile(io.BytesIO(full)) as archive:
        entries = [info for info in archive.infolist() if not info.is_dir()]
        sources = {info.filename: archive.read(info).decode() for info in entries if info.filename.endswith(".py")}
        kept = closure(sources, [*BY_NAME, *page_imports, *extra])
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w") as trimmed_zip:
            for info in entries:
                if info.filename in kept or _data_of(info.filename, kept):
                    trimmed_zip.writestr(info, archive.read(info), compress_type=info.compress_type)
    return out.getvalue()


def _data_of(path: str, kept: set[str]) -> bool:
    """True for a file that is no module (a README, py.typed) in a folder a kept module is in."""
    folder = path.rpartition("/")[0]
    return not path.endswith(".py") and any(module.rpartition("/")[0] == folder for module in kept)


def page_imports(modules: Iterable[Path]) -> set[str]:
    """Every module the page's ``modules`` import anywhere, and the modules PyScript's own Python imports."""
    found: set[str] = set()
    for path in modules:
        found |= imports(path.read_text(), "", package=False, lazy=True)
    for chunk in boot_chunks():  # PyScript's Python sits in its JavaScript as strings with \n in them
        found |= imports((VENDOR / "pyscript" / chunk).read_text().replace("\\n", "\n"), "", package=False, lazy=True)
    return {name for name in found if not name.startswith(".")}


def write_stdlib(modules: Iterable[Path]) -> None:
    """static/vendor/pyodide/python_stdlib.zip trimmed from the package's whole one for the page's ``modules``
    and compiled, written if its bytes change."""
    full = VENDOR / "pyodide" / FULL_STDLIB
    target = VENDOR / "pyodide" / "python_stdlib.zip"
    if not full.exists():
        return
    started = startup_modules(full)
    if not started:  # no Node: the whole library, as the package has it
        data = full.read_bytes()
    else:
        data = compiled(trimmed(full.read_bytes(), page_imports(modules), started))
    if not target.exists() or target.read_bytes() != data:
        target.write_bytes(data)
        log(f"trimmed and compiled the standard library: {len(data):,} bytes ({full.stat().st_size:,} whole)")


def compiled(sources: bytes) -> bytes:
    """The zip ``sources`` with each module compiled by the page's Python (``bytecode.mjs``) in place of its
    source, docstrings and asserts dropped but in the runtime's own packages; cached by the zip's digest.

    Python in the browser compiles every module it imports from source, on every visit: Pyodide's start
    alone took 1.9-2.2 s of CPU under Node with sources, 0.75-0.82 s with these (journal 27)."""
    cached = CACHE / f"stdlib-{hashlib.sha256(sources).hexdigest()[:32]}.zip"
    if cached.exists():
        return cached.read_bytes()
    script = Path(__file__).with_name("bytecode.mjs")
    with tempfile.TemporaryDirectory() as folder, zipfile.ZipFile(io.BytesIO(sources)) as archive:
        archive.extractall(folder)
        for package, optimize in (("", 2), *((name, 0) for name in OWN_PACKAGES)):  # the runtime's own: 0 last
            subprocess.run(
                ["node", str(script), str(VENDOR / "pyodide"), str(Path(folder, package)), str(optimize)],
                check=True,
                stdout=subprocess.DEVNULL,
            )
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w") as zipped:
            for info in archive.infolist():
                name = info.filename
                if name.endswith(".py"):
                    zipped.writestr(name + "c", Path(folder, name + ".pyc").read_bytes(), zipfile.ZIP_DEFLATED, 9)
                elif not info.is_dir():
                    zipped.writestr(info, archive.read(info), compress_type=info.compress_type)
    CACHE.mkdir(exist_ok=True)
    cached.write_bytes(out.getvalue())
    return out.getvalue()


def startup_modules(full: Path) -> list[str]:
    """The modules Pyodide imports as it starts (by startup.mjs under Node, kept beside the zip); empty
    without Node, and then the page keeps the whole standard library."""
    record = full.with_name(STARTUP)
    if not record.exists():
        if shutil.which("node") is None:
            return []
        script = Path(__file__).with_name("startup.mjs")
        run = subprocess.run(["node", str(script), str(full.parent), str(full)], check=True, capture_output=True)
        record.write_bytes(run.stdout.strip().splitlines()[-1])
    return json.loads(record.read_text())
