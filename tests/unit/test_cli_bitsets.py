"""The Word Challenge index's bitsets kept between batches (cli.bitsets): written by a first batch, read by the next."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from wordgames.challenge.index import ChallengeIndex, LengthGroup
from wordgames.cli import bitsets, texts
from wordgames.lexicon import Lexicon

DAMAGED = "was damaged or of another version: removed, and made again when next needed"
RACKS = "abracadabra\nretainsdolu\n??ing\n"


@pytest.fixture
def cache(monkeypatch, tmp_path) -> Path:
    monkeypatch.setenv("WORDGAMES_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache"


def kept(cache: Path) -> list[Path]:
    return sorted(cache.glob("index-*.bin")) if cache.exists() else []


def test_the_bitsets_read_back_are_the_index_built(small_lexicon):
    copy = Lexicon.from_bytes(small_lexicon.to_bytes())
    built = ChallengeIndex.build(copy, texts.words_of_length(copy))
    read = bitsets.from_bytes(bitsets.to_bytes(built), copy, texts.words_of_length(copy))
    assert read is not None and read.groups == built.groups


def test_bitsets_of_another_lexicon_are_refused(small_lexicon):
    data = bitsets.to_bytes(ChallengeIndex.build(small_lexicon))
    other = Lexicon.from_words(["cat", "act", "cats"])
    assert bitsets.from_bytes(data, other, other.words_of_length) is None


def test_the_first_batch_keeps_the_index_and_the_next_does_not_count_letters(cmd, small, cache, monkeypatch):
    status, first, err = cmd("--dictionary", small, "challenge", "-", stdin=RACKS)
    assert (status, err) == (0, "") and len(first.splitlines()) == 3
    [path] = kept(cache)
    assert path.read_bytes().startswith(bitsets.MAGIC)
    written = path.stat().st_mtime_ns

    def counted(*args):
        raise AssertionError("the letters were counted again")

    monkeypatch.setattr(LengthGroup, "build", counted)
    assert cmd("--dictionary", small, "challenge", "-", stdin=RACKS) == (0, first, "")
    assert (
        cmd("--dictionary", small, "challenge", "abracadabra", "--method", "index")[1].split()
        == first.split("\n")[0].split()
    )
    assert path.stat().st_mtime_ns == written  # read, not written again


def test_one_rack_by_the_reference_search_neither_reads_nor_keeps_the_index(cmd, small, cache):
    assert cmd("--dictionary", small, "challenge", "abracadabra")[0] == 0
    assert kept(cache) == []


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[:-5],  # truncated
        lambda data: data[:60] + bytes([data[60] ^ 1]) + data[61:],  # a bit flipped
        lambda data: b"WGIDX 0" + data[7:],  # another version
        lambda data: b"WGIDX 1" + data[7:],  # format 1: a length's bitsets alone, before the split by rarest letter
        lambda data: data + b"\x00",  # a byte too many
        lambda data: data.replace(b" 26\n", b" 27\n", 1),  # another alphabet's size
        lambda data: b"",
        lambda data: b"\xff" * 100,
    ],
)
def test_a_damaged_index_is_removed_with_a_message_and_built_again(cmd, small, cache, damage):
    _, expected, _ = cmd("--dictionary", small, "challenge", "-", stdin=RACKS)
    [path] = kept(cache)
    good = path.read_bytes()
    path.write_bytes(damage(good))
    status, out, err = cmd("--dictionary", small, "challenge", "-", stdin=RACKS)
    assert (status, out) == (0, expected)
    assert err == f"the Word Challenge index kept in {path} {DAMAGED}\n"
    assert path.read_bytes() == good  # built again and kept anew
    assert cmd("--dictionary", small, "challenge", "-", stdin=RACKS) == (0, expected, "")


def test_a_damaged_index_for_one_rack_is_removed_and_the_answer_is_the_same(cmd, small, cache):
    _, expected, _ = cmd("--dictionary", small, "challenge", "retainsdolu", "--method", "index")
    [path] = kept(cache)
    path.write_bytes(b"WGIDX 1 garbage\n")
    status, out, err = cmd("--dictionary", small, "challenge", "retainsdolu", "--method", "index")
    assert (status, out) == (0, expected) and "was damaged" in err and "Traceback" not in err
    assert path.read_bytes().startswith(bitsets.MAGIC)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_where_the_index_goes_is_not_waited_on(cmd, small, cache):
    _, expected, _ = cmd("--dictionary", small, "challenge", "-", stdin=RACKS)
    [path] = kept(cache)
    path.unlink()
    os.mkfifo(path)
    assert cmd("--dictionary", small, "challenge", "-", stdin=RACKS) == (0, expected, "")
    assert path.read_bytes().startswith(bitsets.MAGIC)  # the index built, kept in its place


def test_an_index_cache_that_cannot_be_written_costs_nothing(cmd, small, monkeypatch, tmp_path):
    blocker = tmp_path / "a file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("WORDGAMES_CACHE", str(blocker))
    status, out, err = cmd("--dictionary", small, "challenge", "-", stdin=RACKS)
    assert (status, err) == (0, "") and len(out.splitlines()) == 3 and blocker.read_text() == "not a directory"


def test_a_word_list_keeps_no_index(cmd, fives, cache):
    assert cmd("--dictionary", fives, "challenge", "-", stdin="crane\n")[0] == 0
    assert kept(cache) == []
