"""The dictionary's inflated arrays beside the built asset (cli.arrays): the same lexicon, read only when checked."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

import wordgames.cli as cli
from wordgames.challenge.search import Rack, solve
from wordgames.cli import arrays
from wordgames.lexicon import Lexicon


def test_the_arrays_give_the_same_lexicon(small_lexicon, tmp_path):
    path = tmp_path / "arrays.raw"
    path.write_bytes(arrays.to_bytes(small_lexicon))
    kept = arrays.load(str(path))
    assert kept is not None
    for name in ("final", "first", "labels", "targets", "grades", "knowledge", "length_counts"):
        assert getattr(kept, name) == getattr(small_lexicon, name), name
    assert list(kept) == list(small_lexicon)
    assert solve(kept, Rack.parse("tesrai?")).words == solve(small_lexicon, Rack.parse("tesrai?")).words


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[:-5],  # truncated
        lambda data: data[:-1] + bytes([data[-1] ^ 1]),  # a byte changed
        lambda data: data.replace(b"WGARR 2", b"WGARR 9", 1),  # another format
        lambda data: data.replace(b" ", b" x", 1),  # a header that is not numbers
        lambda data: data + b"\0" * 4,  # a byte too many
        lambda data: b"",
    ],
)
def test_damaged_arrays_are_passed_over(small_lexicon, tmp_path, damage):
    path = tmp_path / "arrays.raw"
    path.write_bytes(damage(arrays.to_bytes(small_lexicon)))
    assert arrays.load(str(path)) is None
    assert arrays.load(str(tmp_path / "missing.raw")) is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_where_the_arrays_go_is_not_waited_on(tmp_path):
    os.mkfifo(tmp_path / "arrays.raw")
    assert arrays.load(str(tmp_path / "arrays.raw")) is None


@pytest.fixture
def built_asset(monkeypatch, tmp_path, small_lexicon) -> Path:
    """The small dictionary as the built asset, with the build's record of its digest and its arrays beside it."""
    asset = tmp_path / "dictionary.bin"
    asset.write_bytes(small_lexicon.to_bytes())
    record = tmp_path / "dictionary.sha256"
    record.write_text(hashlib.sha256(asset.read_bytes()).hexdigest())
    (tmp_path / arrays.file_name(record.read_text())).write_bytes(arrays.to_bytes(small_lexicon))
    monkeypatch.setattr(cli, "DEFAULT_ASSET", str(asset))
    monkeypatch.setattr(cli, "CHECKED_RECORD", str(record))
    return asset


def test_the_command_line_reads_the_arrays_of_the_checked_asset(cmd, built_asset, monkeypatch):
    named = str(built_asset)  # an asset named on the command line is inflated as ever
    expected = [cmd("challenge", "tesrai", "--dictionary", named), cmd("find", "*s", "--dictionary", named)]
    assert all(status == 0 and out for status, out, _ in expected)

    def refused(*args, **kwargs):
        raise AssertionError("the asset was inflated")

    monkeypatch.setattr(Lexicon, "from_bytes", refused)
    assert [cmd("challenge", "tesrai"), cmd("find", "*s")] == expected


def test_arrays_are_not_read_for_an_asset_the_build_did_not_check(cmd, built_asset, monkeypatch):
    Path(cli.CHECKED_RECORD).write_text("0" * 64)
    loads = []
    monkeypatch.setattr(arrays, "load", lambda path: loads.append(path))
    assert cmd("challenge", "tesrai")[0] == 0
    assert loads == []
