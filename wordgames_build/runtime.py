"""The browser runtime: Pyodide, PyScript and Chart.js copied from their pinned npm packages into static/vendor."""

from __future__ import annotations

import shutil

from . import ROOT, STATIC, log
from .registry import npm_package

VENDOR = STATIC / "vendor"
PYODIDE = ("pyodide", "314.0.7")
PYSCRIPT = ("@pyscript/core", "0.7.31")
AXE = ("axe-core", "4.14.1")  # accessibility checks, used only by the e2e tests
CHARTJS = ("chart.js", "4.6.1")  # the Lab's charts (the UMD build defines window.Chart)
CHARTJS_FILES = ("chart.umd.min.js", "LICENSE.md")  # from the package's dist/ and its root

# Files of the pyodide npm package the browser needs (the package wheels are not shipped).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
    "pyodide.js",
)
FULL_STDLIB = "python_stdlib.full.zip"  # the package's whole standard library; stdlib.py trims it for the page


def vendor_runtime() -> None:
    """Copy Pyodide and PyScript from their npm packages into static/vendor (git-ignored)."""
    stamp = VENDOR / "VERSIONS"
    wanted = f"{PYODIDE[0]}@{PYODIDE[1]}\n{PYSCRIPT[0]}@{PYSCRIPT[1]}\nstandard library: {FULL_STDLIB}\n"
    if stamp.exists() and stamp.read_text() == wanted:
        return
    shutil.rmtree(VENDOR, ignore_errors=True)
    (VENDOR / "pyodide").mkdir(parents=True)
    (VENDOR / "pyscript").mkdir(parents=True)
    with npm_package(*PYODIDE) as tar:
        for name in PYODIDE_FILES:
            source = tar.extractfile(f"package/{name}")
            (VENDOR / "pyodide" / (FULL_STDLIB if name == "python_stdlib.zip" else name)).write_bytes(source.read())
    with npm_package(*PYSCRIPT) as tar:
        for member in tar.getmembers():
            if member.isfile() and member.name.startswith("package/dist/") and not member.name.endswith(".map"):
                target = VENDOR / "pyscript" / member.name.removeprefix("package/dist/")
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(tar.extractfile(member).read())
    stamp.write_text(wanted)
    log(f"vendored {PYODIDE[0]} {PYODIDE[1]} and {PYSCRIPT[0]} {PYSCRIPT[1]} into {VENDOR.relative_to(ROOT)}")


def vendor_npm_files(package: tuple[str, str], folder: str, members: dict[str, str]) -> None:
    """Copy ``members`` (path in the npm pack -> file name) of a pinned package into static/vendor/FOLDER,
    unless that version is there already."""
    stamp = VENDOR / folder / "VERSION"
    wanted = f"{package[0]}@{package[1]}\n"
    if stamp.exists() and stamp.read_text() == wanted:
        return
    (VENDOR / folder).mkdir(parents=True, exist_ok=True)
    with npm_package(*package) as tar:
        for member, name in members.items():
            (VENDOR / folder / name).write_bytes(tar.extractfile(member).read())
    stamp.write_text(wanted)
    log(f"vendored {package[0]} {package[1]} into {VENDOR.relative_to(ROOT)}/{folder}")


def vendor_axe() -> None:
    """Copy axe-core's browser script into static/vendor/axe (for the e2e tests; the page never loads it)."""
    vendor_npm_files(AXE, "axe", {"package/axe.min.js": "axe.min.js"})


def vendor_chartjs() -> None:
    """Copy Chart.js's browser build and licence into static/vendor/chartjs (the Lab loads it when first opened)."""
    vendor_npm_files(
        CHARTJS, "chartjs", {"package/dist/chart.umd.min.js": CHARTJS_FILES[0], "package/LICENSE.md": CHARTJS_FILES[1]}
    )
