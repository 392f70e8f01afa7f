"""The engine shipped to the page: the modules of ``wordgames`` it imports, compiled, in static/wordgames.zip."""

from __future__ import annotations

import hashlib
import io
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

from . import CACHE, DICTIONARY_ASSET, ROOT, STATIC, log

PACKAGE = ROOT / "wordgames"
ARCHIVE = STATIC / "wordgames.zip"  # pyscript.toml unpacks it into the browser's working folder
FIXED_TIME = (1980, 1, 1, 0, 0, 0)  # the same bytes for the same files, whenever they were written
ENTRY_POINT = PACKAGE / "web" / "main.py"  # a script PyScript runs (with top-level await), never imported
PYODIDE = STATIC / "vendor" / "pyodide"
COMPILER = Path(__file__).with_name("bytecode.mjs")
BYTECODE = CACHE / "bytecode"  # compiled modules, named by the digest of the runtime, the module's path and source
# In the archive: the SHA-256 of the dictionary beside it, which passed every check of Lexicon.from_bytes
# here, so that the page need not check it again (wordgames/web/app.py; bench/journal/17-boot-round-3.md).
DICTIONARY_DIGEST = "wordgames/web/dictionary.sha256"
CHECKED = CACHE / "checked-dictionaries"  # one empty file per digest that passed
# Beside the asset, the same digest for the command line, which then skips the checks too.
CHECKED_RECORD = STATIC / "dictionary.sha256"


# The command line's modules: the page never imports them (tests/unit/test_page_config.py checks that
# every import of a packed module is packed).
COMMAND_LINE = (PACKAGE / "cli", PACKAGE / "__main__.py")


def package_files() -> list[Path]:
    """Every module of the package, in a fixed order."""
    return sorted(PACKAGE.rglob("*.py"))


def page_modules() -> list[Path]:
    """The modules the page can import: the package without the command line, in a fixed order."""
    return [
        path for path in package_files() if not any(path == leave or leave in path.parents for leave in COMMAND_LINE)
    ]


def bytecode(files: list[Path]) -> dict[Path, bytes]:
    """Each module compiled by the page's own Python; empty without Node or the vendored runtime.

    Python in the browser would otherwise compile every module it imports on every load: about
    half the boot's import time (bench/journal/15-warm-boot.md). The archive holds them without
    their sources (Python imports a lone ``module.pyc`` where ``module.py`` would be): a third of
    the bytes, and nothing to read twice (bench/README.md)."""
    if not (PYODIDE / "pyodide.mjs").exists() or shutil.which("node") is None:
        return {}
    lock = (PYODIDE / "pyodide-lock.json").read_bytes()
    keys = {
        path: hashlib.sha256(lock + path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes()).hexdigest()
        for path in files
    }
    missing = [path for path in files if not (BYTECODE / f"{keys[path]}.pyc").exists()]
    if missing:
        with tempfile.TemporaryDirectory() as folder:
            for path in missing:
                copy = Path(folder, path.relative_to(ROOT))
                copy.parent.mkdir(parents=True, exist_ok=True)
                copy.write_bytes(path.read_bytes())
            subprocess.run(["node", str(COMPILER), str(PYODIDE), folder], check=True, stdout=subprocess.DEVNULL)
            BYTECODE.mkdir(parents=True, exist_ok=True)
            for path in missing:
                Path(folder, f"{path.relative_to(ROOT)}.pyc").replace(BYTECODE / f"{keys[path]}.pyc")
        log(f"compiled {len(missing)} modules with the page's Python")
    return {path: (BYTECODE / f"{keys[path]}.pyc").read_bytes() for path in files}


def checked_digest(asset: Path) -> str:
    """The SHA-256 (hex) of ``asset`` if it loads with every check of ``Lexicon.from_bytes`` (remembered
    by digest, so a pack costs one hash), else ''."""
    from wordgames.lexicon import Lexicon, LexiconError

    if not asset.exists():
        return ""
    data = asset.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    if not (CHECKED / digest).exists():
        try:
            Lexicon.from_bytes(data)
        except LexiconError as reason:
            log(f"{asset.relative_to(ROOT)} fails its checks ({reason}): the page will check it as it loads")
            return ""
        CHECKED.mkdir(parents=True, exist_ok=True)
        (CHECKED / digest).touch()
    return digest


def record_checked_digest() -> None:
    """Write CHECKED_RECORD for the dictionary as it is now (removed if it fails its checks)."""
    digest = checked_digest(DICTIONARY_ASSET)
    if not digest:
        CHECKED_RECORD.unlink(missing_ok=True)
    elif not CHECKED_RECORD.exists() or CHECKED_RECORD.read_text() != digest:
        CHECKED_RECORD.write_text(digest)


def archive_entries() -> dict[str, bytes]:
    """What the page imports: each module of ``page_modules`` compiled (``wordgames/lexicon.pyc``), or
    its source without the runtime to compile with; the entry point's source (PyScript runs it); and the
    digests of the checked dictionary and packs beside the page's code."""
    modules = [path for path in page_modules() if path != ENTRY_POINT]
    compiled = bytecode(modules)
    entries = {
        path.relative_to(ROOT).with_suffix(".pyc" if compiled else ".py").as_posix(): compiled.get(path)
        or path.read_bytes()
        for path in modules
    }
    entries[ENTRY_POINT.relative_to(ROOT).as_posix()] = ENTRY_POINT.read_bytes()
    digest = checked_digest(DICTIONARY_ASSET)
    if digest:
        entries[DICTIONARY_DIGEST] = digest.encode()
    for pack in sorted(DICTIONARY_ASSET.parent.glob("dictionary-??.bin")):  # each language's, as the page loads it
        digest = checked_digest(pack)
        if digest:
            entries[DICTIONARY_DIGEST.replace("dictionary", pack.stem)] = digest.encode()
    return entries


def archive_bytes() -> bytes:
    """``archive_entries`` as a zip: deterministic (sorted, fixed dates and modes)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in sorted(archive_entries().items()):
            entry = zipfile.ZipInfo(name, FIXED_TIME)
            entry.external_attr = 0o644 << 16
            archive.writestr(entry, data, zipfile.ZIP_DEFLATED, 9)
    return buffer.getvalue()


_packed_from: tuple = ()  # the inputs' file states when this process last packed or checked the archive


def input_states() -> tuple:
    """(path, size, modification time) of every file the archive is made of."""
    files = [*package_files(), DICTIONARY_ASSET, PYODIDE / "pyodide-lock.json", ARCHIVE]
    return tuple((str(path), path.stat().st_size, path.stat().st_mtime_ns) for path in files if path.exists())


def pack_engine() -> None:
    """Write the archive if the package changed since it was packed: a look at the files' states when
    none changed since this process last packed (the local server asks on every page load), else a
    fresh pack of about 0.2 s, written only if its bytes differ."""
    global _packed_from
    if ARCHIVE.exists() and input_states() == _packed_from:
        return
    data = archive_bytes()
    if ARCHIVE.exists() and ARCHIVE.read_bytes() == data:
        _packed_from = input_states()
        return
    STATIC.mkdir(exist_ok=True)
    partial = ARCHIVE.with_suffix(".partial")
    partial.write_bytes(data)
    partial.replace(ARCHIVE)  # at once: the local server may be sending the old one
    _packed_from = input_states()
    log(f"packed {len(page_modules())} modules into {ARCHIVE.relative_to(ROOT)}: {len(data):,} bytes")
