"""The project virtual environment (.venv): pinned requirements, the repository on its path, re-running inside it."""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

from . import ROOT, VENV, log, run

PYTHON = VENV / "bin" / "python"


def in_venv() -> bool:
    return Path(sys.prefix).resolve() == VENV.resolve()


def ensure_venv(requirements: str) -> None:
    """Create .venv if needed, install a pinned requirements file (skipped when unchanged), and
    put the repository on its path, so its Python imports ``wordgames`` and ``wordgames_build``
    from any script or test without touching ``sys.path``."""
    if not PYTHON.exists():
        log("creating the project virtual environment .venv")
        run(sys.executable, "-m", "venv", str(VENV))
    for site_packages in VENV.glob("lib/python3*/site-packages"):
        # A relative line (site joins it to the folder), so a moved clone, or a .venv linked
        # from another checkout, still finds the repository it sits in.
        path_file = site_packages / "wordgames.pth"
        line = os.path.relpath(ROOT, site_packages) + "\n"
        if not path_file.exists() or path_file.read_text() != line:
            path_file.write_text(line)
    req = ROOT / requirements
    stamp = VENV / f".installed-{req.name}"
    digest = hashlib.sha256(req.read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == digest:
        return
    log(f"installing {requirements} into .venv")
    run(str(PYTHON), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-r", str(req))
    stamp.write_text(digest)


def reexec_in_venv(requirements: str, script: str) -> None:
    """Make sure .venv holds ``requirements``, then run ``script`` again inside it (unless already there)."""
    ensure_venv(requirements)
    if not in_venv():
        os.execv(str(PYTHON), [str(PYTHON), script, *sys.argv[1:]])
