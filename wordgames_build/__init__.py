"""The build of Word Games (runs on CPython, never shipped to the browser): its paths, its log, running a command."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
CACHE = ROOT / ".cache"
STATIC = ROOT / "static"
DICTIONARY_ASSET = STATIC / "dictionary.bin"
OPENINGS_ASSET = STATIC / "openings.bin"
# The opening book takes minutes of both cores to build, so it is committed, with the record of
# the inputs that built it: a clean clone (CI, Pages) whose code built it uses it as it is.
OPENINGS_RECORD = STATIC / "openings.built"


def log(message: str) -> None:
    print(f"build: {message}", file=sys.stderr, flush=True)


def run(*command: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(command, check=True, **kwargs)
