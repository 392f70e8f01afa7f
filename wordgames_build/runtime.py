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


def vendor_runtime() -> None:
    """Copy Pyodide and PyScript from their npm packages into static/vendor (git-ignored)."""
    stamp = VENDOR / "VERSIONS"
    wanted = f"{PYODIDE[0]}@{PYODIDE[1]}\n{PYSCRIPT[0]}@{PYSCRIPT[1]}\n"
    if stamp.exists() and stamp.read_text() == wanted:
        return
    shutil.rmtree(VENDOR, ignore_errors=True)
    (VENDOR / "pyodide").mkdir(parents=True)
    (VENDOR / "pyscript").mkdir(parents=True)
    with npm_package(*PYODIDE) as tar:
        for name in PYODIDE_FILES:
            source = tar.extractfile(f"package/{name}")
            (VENDOR / "pyodide" / name).write_bytes(source.read())
    with npm_package(*PYSCRIPT) as tar:
        for member in tar.getmembers():
            if member.isfile() and member.name.startswith("package/dist/") and not member.name.endswith(".map"):
                target = VENDOR / "pyscript" / member.name.removeprefix("package/dist/")
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(tar.extractfile(member).read())
    stamp.write_text(wanted)
    log(f"vendored {PYODIDE[0]} {PYODIDE[1]} and {PYSCRIPT[0]} {PYSCRIPT[1]} into {VENDOR.relative_to(ROOT)}")


def vendor_axe() -> None:
    """Copy axe-core's browser script into static/vendor/axe (for the e2e tests; the page never loads it)."""
    stamp = VENDOR / "axe" / "VERSION"
    wanted = f"{AXE[0]}@{AXE[1]}\n"
    if stamp.exists() and stamp.read_text() == wanted:
        return
    (VENDOR / "axe").mkdir(parents=True, exist_ok=True)
    with npm_package(*AXE) as tar:
        (VENDOR / "axe" / "axe.min.js").write_bytes(tar.extractfile("package/axe.min.js").read())
    stamp.write_text(wanted)
    log(f"vendored {AXE[0]} {AXE[1]} into {VENDOR.relative_to(ROOT)}/axe")


def vendor_chartjs() -> None:
    """Copy Chart.js's browser build and licence into static/vendor/chartjs (the Lab loads it when first opened)."""
    stamp = VENDOR / "chartjs" / "VERSION"
    wanted = f"{CHARTJS[0]}@{CHARTJS[1]}\n"
    if stamp.exists() and stamp.read_text() == wanted:
        return
    (VENDOR / "chartjs").mkdir(parents=True, exist_ok=True)
    with npm_package(*CHARTJS) as tar:
        for name in CHARTJS_FILES:
            member = f"package/{name}" if name == "LICENSE.md" else f"package/dist/{name}"
            (VENDOR / "chartjs" / name).write_bytes(tar.extractfile(member).read())
    stamp.write_text(wanted)
    log(f"vendored {CHARTJS[0]} {CHARTJS[1]} into {VENDOR.relative_to(ROOT)}/chartjs")
