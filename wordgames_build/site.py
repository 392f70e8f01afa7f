"""The deployable site, _site/: exactly the files the page needs, its size, and what a first visit transfers."""

from __future__ import annotations

import gzip
import shutil
from dataclasses import dataclass
from pathlib import Path

from . import ROOT, STATIC, log
from .manifest import ICON_SET, ICONS
from .runtime import PYODIDE_FILES, VENDOR

SITE = ROOT / "_site"
PAGE_FILES = ("index.html", "pyscript.toml", "wordgames/web/main.py")  # main.py: the entry <script type="py">
OWN_ASSETS = (".css", ".js", ".bin", ".zip", ".webmanifest")  # static/'s own: stylesheet, loader, built assets
# The PyScript chunks the page imports (each `name-HASH.js`, or `name.js`/`name.css`); the others
# serve features the page does not use (the editor's CodeMirror, the terminal's xterm, MicroPython).
PYSCRIPT_CHUNKS = ("core", "toml", "deprecations-manager", "donkey", "error", "py-editor", "py-game", "py-terminal")
UNUSED_PYODIDE = ("pyodide.js",)  # the pre-module loader; the page imports pyodide.mjs
MARKERS = {".nojekyll": b""}  # no Jekyll on GitHub Pages: serve the files as they are
ON_FIRST_USE = ("static/openings.bin",)  # fetched when a slow strategy first plays, not on a visit


def pyscript_chunk(path: Path) -> bool:
    stem = path.name.split(".")[0]
    return any(stem == name or stem.startswith(f"{name}-") for name in PYSCRIPT_CHUNKS)


def site_files() -> dict[str, Path]:
    """Every file of the site, by its path in the site, from where it is in the repository."""
    sources = [ROOT / name for name in PAGE_FILES]
    sources += sorted(path for path in STATIC.iterdir() if path.is_file() and path.suffix in OWN_ASSETS)
    sources += [ICONS / icon.name for icon in ICON_SET]
    sources += [VENDOR / "pyodide" / name for name in PYODIDE_FILES if name not in UNUSED_PYODIDE]
    sources += sorted(path for path in (VENDOR / "pyscript").iterdir() if path.is_file() and pyscript_chunk(path))
    missing = [path.relative_to(ROOT).as_posix() for path in sources if not path.is_file()]
    if missing:
        raise FileNotFoundError(f"not built: {', '.join(missing)} (run `python3 build.py`)")
    return {path.relative_to(ROOT).as_posix(): path for path in sources}


@dataclass(frozen=True)
class SiteReport:
    """What `build.py site` wrote: the file count, their bytes, and what a first visit downloads."""

    folder: Path
    files: int
    total_bytes: int
    first_visit_bytes: int
    first_visit_gzip_bytes: int  # the same, as a host that compresses every response would send it

    def __str__(self) -> str:
        return (
            f"{self.files} files, {self.total_bytes:,} bytes; a first visit transfers "
            f"{self.first_visit_bytes:,} bytes ({self.first_visit_gzip_bytes:,} gzip-compressed)"
        )


def build_site(target: Path = SITE) -> SiteReport:
    """Write the site into ``target`` (emptied first) and say how big it is."""
    files = {name: path.read_bytes() for name, path in site_files().items()}
    if target.exists():
        shutil.rmtree(target)
    for name, data in {**files, **MARKERS}.items():
        (target / name).parent.mkdir(parents=True, exist_ok=True)
        (target / name).write_bytes(data)
    fetched = [data for name, data in files.items() if name not in ON_FIRST_USE]
    report = SiteReport(
        folder=target,
        files=len(files) + len(MARKERS),
        total_bytes=sum(len(data) for data in files.values()),
        first_visit_bytes=sum(len(data) for data in fetched),
        first_visit_gzip_bytes=sum(len(gzip.compress(data, 6)) for data in fetched),
    )
    log(f"site in {target}: {report}")
    return report
