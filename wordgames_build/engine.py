"""The engine shipped to the page: every module of ``wordgames`` packed into one archive, static/wordgames.zip."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

from . import ROOT, STATIC, log

PACKAGE = ROOT / "wordgames"
ARCHIVE = STATIC / "wordgames.zip"  # pyscript.toml unpacks it into the browser's working folder
FIXED_TIME = (1980, 1, 1, 0, 0, 0)  # the same bytes for the same files, whenever they were written


def package_files() -> list[Path]:
    """Every module of the package, in a fixed order."""
    return sorted(PACKAGE.rglob("*.py"))


def archive_bytes() -> bytes:
    """The package as a zip of ``wordgames/...`` entries, deterministic: sorted, fixed dates and modes."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for path in package_files():
            entry = zipfile.ZipInfo(path.relative_to(ROOT).as_posix(), FIXED_TIME)
            entry.external_attr = 0o644 << 16
            archive.writestr(entry, path.read_bytes(), zipfile.ZIP_DEFLATED, 9)
    return buffer.getvalue()


def pack_engine() -> None:
    """Write the archive if the package changed since it was packed (packing takes milliseconds)."""
    data = archive_bytes()
    if ARCHIVE.exists() and ARCHIVE.read_bytes() == data:
        return
    STATIC.mkdir(exist_ok=True)
    partial = ARCHIVE.with_suffix(".partial")
    partial.write_bytes(data)
    partial.replace(ARCHIVE)  # at once: the local server may be sending the old one
    log(f"packed {len(package_files())} modules into {ARCHIVE.relative_to(ROOT)}: {len(data):,} bytes")
