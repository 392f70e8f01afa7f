"""The dictionary asset: round trips, identical bytes on rebuilding, and corrupted bytes rejected, never misread."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordgames.lexicon import _HEADER, Lexicon, LexiconError

SMALL = [
    "cat",
    "cats",
    "dog",
    "dogs",
    "doge",
    "abracadabra",
    "zebra",
    "zebras",
    "queue",
    "queues",
    "aaa",
    "aaaa",
    "abcdefghijklmnopqrst",
]


@pytest.fixture(scope="module")
def small_asset() -> bytes:
    return Lexicon.from_words(SMALL).to_bytes()


def test_round_trip_keeps_the_word_set(small_words):
    lexicon = Lexicon.from_words(small_words)
    again = Lexicon.from_bytes(lexicon.to_bytes())
    expected = {w for w in (x.strip().lower() for x in small_words) if 3 <= len(w) <= 20 and w.isalpha()}
    assert set(again) == set(lexicon) == expected
    assert len(again) == len(expected)
    assert list(again) == sorted(expected, key=lambda w: (len(w), w))


def test_same_words_same_bytes(small_words):
    first = Lexicon.from_words(small_words).to_bytes()
    shuffled = list(small_words) + [w.upper() for w in small_words[:50]] + ["x", "has space", "naïve"]
    random.Random(1).shuffle(shuffled)
    assert Lexicon.from_words(shuffled).to_bytes() == first
    assert Lexicon.from_bytes(first).to_bytes() == first


@pytest.mark.slow
def test_built_asset_reserializes_identically(asset_bytes, lexicon):
    assert lexicon.to_bytes() == asset_bytes


def test_grades_survive_the_round_trip():
    grades = {"cat": 9, "dogs": 4}
    again = Lexicon.from_bytes(Lexicon.from_words(SMALL, grades).to_bytes())
    assert again.grade("cat") == 9 and again.grade("dogs") == 4 and again.grade("zebra") == 0


def rejected(data: bytes) -> bool:
    try:
        Lexicon.from_bytes(data)
    except LexiconError:
        return True
    return False


def test_every_header_byte_is_checked(small_asset):
    for position in range(_HEADER.size):
        for flip in (0x01, 0x80, 0xFF):
            data = bytearray(small_asset)
            data[position] ^= flip
            assert rejected(bytes(data)), (position, flip)


def test_every_payload_byte_is_checked(small_asset):
    for position in range(_HEADER.size, len(small_asset)):
        data = bytearray(small_asset)
        data[position] ^= 0x10
        assert rejected(bytes(data)), position


def test_payload_flips_in_the_full_asset(asset_bytes):
    rng = random.Random(7)
    for position in rng.sample(range(_HEADER.size, len(asset_bytes)), 10):
        data = bytearray(asset_bytes)
        data[position] ^= 1 << rng.randrange(8)
        assert rejected(bytes(data)), position


def test_truncated_or_padded(small_asset, asset_bytes):
    for cut in range(len(small_asset)):
        assert rejected(small_asset[:cut]), cut
    assert rejected(small_asset + b"\x00")
    for cut in (0, 5, _HEADER.size - 1, _HEADER.size, len(asset_bytes) // 2, len(asset_bytes) - 1):
        assert rejected(asset_bytes[:cut]), cut


def test_other_files_are_rejected():
    for data in (b"", b"hello\nworld\n", bytes(1000), b"WGLEX", b"\x89PNG\r\n\x1a\n" + bytes(100)):
        assert rejected(data)


def test_error_messages_are_one_line(small_asset):
    for data in (small_asset[:10], b"XXXXX" + small_asset[5:], small_asset[:-1] + b"!"):
        with pytest.raises(LexiconError) as caught:
            Lexicon.from_bytes(data)
        assert "\n" not in str(caught.value) and str(caught.value)


def test_no_words_is_an_error():
    with pytest.raises(LexiconError):
        Lexicon.from_words(["a", "ab", "12345", ""])


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_random_corruption_never_yields_another_dictionary(small_asset, data):
    """Flip, overwrite, insert, delete or cut bytes: the result is an error or the very same words."""
    blob = bytearray(small_asset)
    for _ in range(data.draw(st.integers(1, 4))):
        kind = data.draw(st.sampled_from(["flip", "set", "insert", "delete", "cut"]))
        position = data.draw(st.integers(0, max(0, len(blob) - 1)))
        if kind == "flip" and blob:
            blob[position] ^= data.draw(st.integers(1, 255))
        elif kind == "set" and blob:
            blob[position] = data.draw(st.integers(0, 255))
        elif kind == "insert":
            blob[position:position] = data.draw(st.binary(min_size=1, max_size=8))
        elif kind == "delete" and blob:
            del blob[position : position + data.draw(st.integers(1, 8))]
        elif kind == "cut":
            del blob[position:]
    try:
        lexicon = Lexicon.from_bytes(bytes(blob))
    except LexiconError:
        return
    assert bytes(blob) == small_asset or set(lexicon) == set(SMALL)
