"""Fixtures of the command line's tests (test_cli.py, test_cli_faults.py): cmd runs cli.main, and two word files."""

from __future__ import annotations

import pytest
from cli_support import FIVES, run


@pytest.fixture
def cmd(monkeypatch, capsys):
    return lambda *argv, stdin="": run(list(argv), stdin, monkeypatch, capsys)


@pytest.fixture(scope="module")
def fives(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("words") / "fives.txt"
    path.write_text("\n".join(FIVES) + "\n")
    return str(path)


@pytest.fixture(scope="module")
def small(tmp_path_factory, small_lexicon) -> str:
    """The small dictionary as an asset file: it loads faster than the text (read by test_challenge_words_in_order)."""
    path = tmp_path_factory.mktemp("words") / "small.bin"
    path.write_bytes(small_lexicon.to_bytes())
    return str(path)
