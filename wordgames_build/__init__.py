"""The build of Word Games (runs on CPython, never shipped to the browser): its paths, its log, running a command."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
CACHE = ROOT / ".cache"
STATIC = ROOT / "static"
DICTIONARY_ASSET = STATIC / "dictionary.bin"
OPENINGS_ASSET = STATIC / "openings.bin"
# The browser of the e2e tests and benchmarks: Debian's Chromium unless WORDGAMES_CHROMIUM names
# another Chromium or Chrome (CI's runners have Google Chrome, not Debian's package).
CHROMIUM = Path(os.environ.get("WORDGAMES_CHROMIUM", "/usr/bin/chromium"))


def log(message: str) -> None:
    print(f"build: {message}", file=sys.stderr, flush=True)


def run(*command: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(command, check=True, **kwargs)
