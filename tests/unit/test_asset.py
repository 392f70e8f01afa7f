"""The assets: round trips, identical bytes on rebuilding, and damaged or crafted bytes rejected, never misread."""

from __future__ import annotations

import hashlib
import json
import random
import tracemalloc
import zlib
from array import array

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordgames.asset import HEADER, MAX_PAYLOAD
from wordgames.lengths import MAX_LENGTH
from wordgames.lexicon import Lexicon, LexiconError
from wordgames.wordle.strategies.book import BOOK_FORMAT, BOOK_VERSION, MAX_BOOK_BYTES, BookError, OpeningBook

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
    for position in range(HEADER.size):
        for flip in (0x01, 0x80, 0xFF):
            data = bytearray(small_asset)
            data[position] ^= flip
            assert rejected(bytes(data)), (position, flip)


def test_every_payload_byte_is_checked(small_asset):
    for position in range(HEADER.size, len(small_asset)):
        data = bytearray(small_asset)
        data[position] ^= 0x10
        assert rejected(bytes(data)), position


def test_payload_flips_in_the_full_asset(asset_bytes):
    rng = random.Random(7)
    for position in rng.sample(range(HEADER.size, len(asset_bytes)), 10):
        data = bytearray(asset_bytes)
        data[position] ^= 1 << rng.randrange(8)
        assert rejected(bytes(data)), position


def test_truncated_or_padded(small_asset, asset_bytes):
    for cut in range(len(small_asset)):
        assert rejected(small_asset[:cut]), cut
    assert rejected(small_asset + b"\x00")
    for cut in (0, 5, HEADER.size - 1, HEADER.size, len(asset_bytes) // 2, len(asset_bytes) - 1):
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


# ----- crafted assets: a valid checksum over bytes that are not a dictionary ---------------------


def with_checksum(header: tuple, packed: bytes) -> bytes:
    """An asset of these header fields (magic ... edges) and zlib bytes, sized and checksummed."""
    return HEADER.pack(*header, len(packed), zlib.crc32(packed)) + packed


def header_of(asset: bytes) -> tuple:
    return HEADER.unpack_from(asset)[:5]


def inflation_bomb(size: int) -> bytes:
    """A zlib stream of ``size`` zero bytes, made without holding them."""
    squeeze = zlib.compressobj(9)
    chunk = bytes(1 << 20)
    parts = [squeeze.compress(chunk) for _ in range(size >> 20)]
    return b"".join(parts) + squeeze.flush()


def peak_memory(action) -> int:
    """Bytes allocated at the peak while ``action()`` runs (it may raise)."""
    tracemalloc.start()
    try:
        action()
    except ValueError:
        pass
    finally:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    return peak


def test_an_inflation_bomb_is_refused_without_inflating_it(small_asset):
    bomb = with_checksum(header_of(small_asset), inflation_bomb(64 << 20))
    assert rejected(bomb)
    assert peak_memory(lambda: Lexicon.from_bytes(bomb)) < 2 * len(bomb) + (1 << 20)


def test_header_sizes_beyond_the_maximum_are_refused(small_asset):
    magic, version, words, states, edges = header_of(small_asset)
    packed = small_asset[HEADER.size :]
    for claim in ((words, MAX_PAYLOAD, edges), (MAX_PAYLOAD, states, edges), (0, states, edges)):
        with pytest.raises(LexiconError, match="at most|no words"):
            Lexicon.from_bytes(with_checksum((magic, version, *claim), packed))


def crafted(lexicon: Lexicon, **arrays) -> bytes:
    """The asset of ``lexicon`` with some arrays replaced, written (and checksummed) as the builder would."""
    parts = {
        name: getattr(lexicon, name) for name in ("final", "first", "labels", "targets", "grades", "length_counts")
    }
    return Lexicon(**{**parts, **arrays}).to_bytes()


def test_an_edge_pointing_backward_is_refused():
    lexicon = Lexicon.from_words(SMALL)
    deep = max(range(len(lexicon.final)), key=lambda s: lexicon.first[s + 1] > lexicon.first[s] and s)
    for target in (0, deep):  # back to the root, and a loop onto itself
        targets = array("I", lexicon.targets)
        targets[lexicon.first[deep]] = target
        with pytest.raises(LexiconError, match="backward"):
            Lexicon.from_bytes(crafted(lexicon, targets=targets))


def test_an_edge_past_the_last_state_or_letter_is_refused():
    lexicon = Lexicon.from_words(SMALL)
    states = len(lexicon.final)
    for target in (states, 1 << 23):
        targets = array("I", lexicon.targets)
        targets[-1] = target
        with pytest.raises(LexiconError, match="outside the trie"):
            Lexicon.from_bytes(crafted(lexicon, targets=targets))
    labels = bytearray(lexicon.labels)
    labels[0] = 26
    with pytest.raises(LexiconError, match="outside the trie"):
        Lexicon.from_bytes(crafted(lexicon, labels=bytes(labels)))


def test_a_word_count_the_trie_does_not_hold_is_refused():
    lexicon = Lexicon.from_words(SMALL)
    finals = [s for s, f in enumerate(lexicon.final) if f]
    fewer = bytearray(lexicon.final)
    fewer[finals[0]] = 0  # one word gone from the trie, the header still counts it
    more = bytearray(lexicon.final)
    more[next(s for s, f in enumerate(lexicon.final) if not f and s)] = 1
    counts = list(lexicon.length_counts)
    counts[3] -= 1
    counts[19] += 1  # no 19-letter word in the trie, though the total is right
    for asset in (
        crafted(lexicon, final=bytes(fewer)),
        crafted(lexicon, final=bytes(more)),
        crafted(lexicon, length_counts=tuple(counts)),
        crafted(lexicon, final=bytes(f * 2 for f in lexicon.final)),
    ):
        with pytest.raises(LexiconError, match="corrupted"):
            Lexicon.from_bytes(asset)


def test_a_checked_digest_skips_the_trie_pass_only_for_those_very_bytes():
    lexicon = Lexicon.from_words(SMALL)
    asset = lexicon.to_bytes()
    digest = hashlib.sha256(asset).hexdigest()
    trusted = Lexicon.from_bytes(asset, digest)
    assert trusted._suffix_lengths is None  # not computed while loading: on first need
    assert list(trusted) == list(Lexicon.from_bytes(asset)) == sorted(SMALL, key=lambda w: (len(w), w))
    assert trusted.suffix_lengths == Lexicon.from_bytes(asset).suffix_lengths
    targets = array("I", lexicon.targets)
    targets[lexicon.first[1]] = 0  # an edge back to the root: bytes other than the checked ones
    with pytest.raises(LexiconError, match="backward"):
        Lexicon.from_bytes(crafted(lexicon, targets=targets), digest)


def test_a_word_over_the_longest_length_is_refused():
    chain = MAX_LENGTH + 1
    first = array("I", [*range(chain + 1), chain])
    targets = array("I", range(1, chain + 1))
    counts = (0,) * MAX_LENGTH + (1,)
    final = bytes(chain) + b"\x01"
    with pytest.raises(LexiconError, match="longer than"):
        Lexicon.from_bytes(Lexicon(final, first, bytes(chain), targets, b"\x00", counts).to_bytes())


def test_an_opening_book_bomb_is_refused_without_inflating_it():
    document = json.dumps({"format": BOOK_FORMAT, "version": BOOK_VERSION, "depth": 1, "moves": {}}).encode()
    squeeze = zlib.compressobj(9)
    spaces = b" " * (1 << 20)  # a valid book, padded with 64 MiB of blanks
    bomb = b"".join([squeeze.compress(document[:-1]), *(squeeze.compress(spaces) for _ in range(64))])
    bomb += squeeze.compress(b"}") + squeeze.flush()
    with pytest.raises(BookError, match="more than"):
        OpeningBook.from_bytes(bomb)
    assert peak_memory(lambda: OpeningBook.from_bytes(bomb)) < 2 * len(bomb) + 2 * MAX_BOOK_BYTES


def test_opening_book_fields_of_the_wrong_kind_are_book_errors():
    for depth in ("deep", [1], None, -1):
        document = {"format": BOOK_FORMAT, "version": BOOK_VERSION, "depth": depth, "moves": {}}
        with pytest.raises(BookError):
            OpeningBook.from_bytes(zlib.compress(json.dumps(document).encode()))
    for text in (b'{"format": "wordgames-openings"', b"[" * 100_000):  # cut short, nested past the stack
        with pytest.raises(BookError):
            OpeningBook.from_bytes(zlib.compress(text))
