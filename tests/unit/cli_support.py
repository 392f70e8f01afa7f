"""What the command line's tests share: running cli.main or python -m wordgames, and the one-line error it must give."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

from wordgames import cli

ROOT = Path(__file__).resolve().parent.parent.parent
FIVES = ["crane", "slate", "trace", "crate", "react", "caret", "plant", "light", "might", "sight"]


def run(argv, stdin: str = "", monkeypatch=None, capsys=None):
    """(exit status, stdout, stderr) of cli.main(argv)."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    status = cli.main(argv)
    out, err = capsys.readouterr()
    return status, out, err


def one_error_line(status: int, out: str, err: str) -> str:
    assert status == 2, (out, err)
    assert out == ""
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


def python_m(*argv: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "wordgames", *argv], input=stdin, capture_output=True, text=True, cwd=ROOT, timeout=60
    )
