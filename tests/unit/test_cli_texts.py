"""The finder's texts kept between commands (cli.texts): written by a first scan, read by the next."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from wordgames.cli import texts
from wordgames.finder.scan import word_texts
from wordgames.lexicon import Lexicon


@pytest.fixture
def cache(monkeypatch, tmp_path) -> Path:
    monkeypatch.setenv("WORDGAMES_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache"


def kept(cache: Path) -> list[Path]:
    return sorted(cache.glob("texts-*.txt")) if cache.exists() else []


def test_the_first_scan_keeps_the_texts_and_the_next_reads_them(cmd, small, cache):
    status, first, _ = cmd("find", "*s", "--dictionary", small)
    assert status == 0 and first
    [path] = kept(cache)
    assert path.read_bytes().startswith(texts.MAGIC)
    written = path.stat().st_mtime_ns
    status, again, _ = cmd("find", "*s", "--dictionary", small)
    assert (status, again) == (0, first)
    assert path.stat().st_mtime_ns == written  # read, not written again
    status, other, _ = cmd("find", "?a*", "--dictionary", small)
    assert status == 0 and other.split() == sorted(other.split(), key=lambda w: (len(w), w))


def test_a_plain_pattern_and_a_word_list_keep_nothing(cmd, small, fives, cache):
    assert cmd("find", "c?t", "--dictionary", small)[0] == 0
    assert cmd("find", "*e", "--dictionary", fives)[0] == 0
    assert kept(cache) == []


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[:-5],  # truncated
        lambda data: data[:40] + bytes([data[40] ^ 1]) + data[41:],  # a letter changed
        lambda data: b"WGTXT 9" + data[7:],  # another format
        lambda data: data + b"\nabc",  # a line too many
        lambda data: b"",
    ],
)
def test_damaged_texts_are_removed_with_a_message_and_written_again(cmd, small, cache, damage):
    _, expected, _ = cmd("find", "*e*", "--dictionary", small)
    [path] = kept(cache)
    path.write_bytes(damage(path.read_bytes()))
    status, out, err = cmd("find", "*e*", "--dictionary", small)
    assert (status, out) == (0, expected)
    said = "were damaged or of another version: removed, and made again when next needed"
    assert err == f"the word texts kept in {path} {said}\n"
    assert path.read_bytes().startswith(texts.MAGIC)
    assert cmd("find", "*e*", "--dictionary", small) == (0, expected, "")


def test_damaged_texts_are_said_once_by_a_command_that_does_not_keep_them(cmd, small, cache):
    _, expected, _ = cmd("challenge", "retainsdolu", "--dictionary", small)
    assert cmd("find", "*e*", "--dictionary", small)[0] == 0
    [path] = kept(cache)
    path.write_bytes(b"WGTXT 1 old\n")
    status, out, err = cmd("challenge", "retainsdolu", "--dictionary", small)
    assert (status, out) == (0, expected) and "were damaged" in err
    assert kept(cache) == [] and cmd("challenge", "retainsdolu", "--dictionary", small) == (0, expected, "")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_where_the_texts_go_is_not_waited_on(cmd, small, cache):
    _, expected, _ = cmd("find", "*e*", "--dictionary", small)
    [path] = kept(cache)
    path.unlink()
    os.mkfifo(path)
    assert cmd("find", "*e*", "--dictionary", small) == (0, expected, "")


def test_a_cache_that_cannot_be_written_costs_nothing(cmd, small, monkeypatch, tmp_path):
    blocker = tmp_path / "a file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("WORDGAMES_CACHE", str(blocker))
    _, expected, _ = cmd("find", "*e*", "--dictionary", small)
    assert expected and blocker.read_text() == "not a directory"


def test_kept_texts_of_the_wrong_shape_are_refused(small_lexicon, tmp_path):
    copy = Lexicon.from_bytes(small_lexicon.to_bytes())
    path = str(tmp_path / "texts.txt")
    texts.save(path, copy)
    fresh = Lexicon.from_bytes(small_lexicon.to_bytes())
    assert texts.load(path, fresh)
    length = fresh.lengths()[0]
    good = word_texts(fresh).text(length)
    assert not word_texts(fresh).adopt(length, good[:-1] + "\n" + good[-1])  # a line moved by one letter
    assert not word_texts(fresh).adopt(length, good + "\nabc")
    assert os.path.getsize(path) > 0


def test_the_cache_is_where_the_user_keeps_caches(monkeypatch):
    monkeypatch.delenv("WORDGAMES_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", "/somewhere")
    assert texts.cache_path(b"asset").startswith("/somewhere/wordgames/texts-")
    monkeypatch.setenv("WORDGAMES_CACHE", "")
    assert texts.cache_path(b"asset") is None


@pytest.fixture
def built(monkeypatch, capsys, tmp_path, small) -> Path:
    """The build's texts of the ``small`` asset, written as `python3 build.py` writes the real one's."""
    from wordgames_build import command_line

    static = tmp_path / "static"
    static.mkdir()
    (static / "texts-old.txt").write_text("an earlier asset's texts")
    monkeypatch.setattr(command_line, "DICTIONARY_ASSET", Path(small))
    monkeypatch.setattr(command_line, "STATIC", static)
    monkeypatch.setattr(texts, "BUILT", str(static))
    command_line.write_command_line_files()
    assert "wrote static/texts-" in capsys.readouterr().err
    return static


def test_the_builds_texts_serve_the_first_command_and_none_is_kept(cmd, small, cache, built):
    [path] = built.glob("texts-*.txt")  # the earlier asset's are gone
    assert path.name == texts.file_name(Path(small).read_bytes()) and path.stat().st_mode & 0o777 == 0o644
    with_build = [cmd("find", "*s", "--dictionary", small), cmd("challenge", "tesrai", "--dictionary", small)]
    assert kept(cache) == []  # the scan found its texts: nothing to keep
    path.unlink()
    assert [cmd("find", "*s", "--dictionary", small), cmd("challenge", "tesrai", "--dictionary", small)] == with_build
    assert len(kept(cache)) == 1


def test_damaged_build_texts_are_passed_over(cmd, small, cache, built):
    [path] = built.glob("texts-*.txt")
    data = path.read_bytes()
    path.write_bytes(data[:40] + bytes([data[40] ^ 1]) + data[41:])
    _, out, err = cmd("find", "*e*", "--dictionary", small)
    path.unlink()
    assert cmd("find", "*e*", "--dictionary", small) == (0, out, err)
    assert len(kept(cache)) == 1  # the first command spelled the texts and kept them
