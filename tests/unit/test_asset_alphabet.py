"""Format 5: a lexicon's alphabet and usual spellings stored with it; formats 2-4 read as English a-z."""

from __future__ import annotations

import struct
import zlib

import pytest

from wordgames.alphabet import ENGLISH, Alphabet
from wordgames.asset import HEADER, SECTIONS
from wordgames.lexicon import Lexicon, LexiconError

RUSSIAN = Alphabet("абвгдежзийклмнопрстуфхцчшщъыьэюя", (("ё", "е"),))
FRENCH = Alphabet("abcdefghijklmnopqrstuvwxyz", (("é", "e"), ("è", "e"), ("ê", "e"), ("œ", "oe")))


def streams(asset: bytes) -> list[bytes]:
    """The inflated zlib streams of an asset, in order."""
    packed, parts = asset[HEADER.size :], []
    while packed:
        stream = zlib.decompressobj()
        parts.append(stream.decompress(packed))
        packed = stream.unused_data
    return parts


def repacked(asset: bytes, parts: list[bytes], version: int) -> bytes:
    """``asset`` with these streams, the header's version and checksum made to match."""
    packed = b"".join(zlib.compress(part, 9) for part in parts)
    magic, _, words, states, edges, _, _ = HEADER.unpack_from(asset)
    return HEADER.pack(magic, version, words, states, edges, len(packed), zlib.crc32(packed)) + packed


def test_a_cyrillic_lexicon_round_trips_with_its_alphabet():
    lexicon = Lexicon.from_words(["КОТ", "кошка", "ёж", "ёлка", "cat", "дом"], alphabet=RUSSIAN)
    again = Lexicon.from_bytes(lexicon.to_bytes())
    assert list(again) == ["дом", "кот", "елка", "кошка"]  # ё folds to е; ёж is two letters; cat is not Russian
    assert again.alphabet == RUSSIAN and "кот" in again and "cat" not in again
    assert again.to_bytes() == lexicon.to_bytes()


def test_usual_spellings_are_stored_and_shown():
    words = ["élève", "cœur", "table", "été"]
    lexicon = Lexicon.from_words(words, alphabet=FRENCH, spellings={FRENCH.fold(w): w for w in words})
    again = Lexicon.from_bytes(lexicon.to_bytes())
    assert list(again) == ["ete", "coeur", "eleve", "table"]
    assert [again.usual(w) for w in ("eleve", "coeur", "table", "ete", "nope")] == [
        "élève",
        "cœur",
        "table",
        "été",
        "nope",
    ]
    assert again.spellings == lexicon.spellings and len(again.spellings) == 3  # table spells itself


def test_english_is_the_default_and_reads_as_before():
    lexicon = Lexicon.from_words(["cat", "dogs", "zebra"])
    assert lexicon.alphabet == ENGLISH and lexicon.usual("cat") == "cat"
    assert Lexicon.from_bytes(lexicon.to_bytes()).alphabet == ENGLISH


def test_a_format_4_asset_reads_as_english():
    asset = Lexicon.from_words(["cat", "dogs", "zebra"]).to_bytes()
    parts = streams(asset)
    assert len(parts) == len(SECTIONS)
    old = Lexicon.from_bytes(repacked(asset, parts[:-1], 4))
    assert list(old) == ["cat", "dogs", "zebra"] and old.alphabet == ENGLISH and old.spellings == {}


def test_an_edge_label_outside_the_alphabet_is_refused():
    asset = Lexicon.from_words(["абв", "вба"], alphabet=Alphabet("абв")).to_bytes()
    parts = streams(asset)
    parts[2] = bytes([3]) + parts[2][1:]  # the first edge's letter: code 3 of a 3-letter alphabet
    with pytest.raises(LexiconError, match="alphabet"):
        Lexicon.from_bytes(repacked(asset, parts, 5))


@pytest.mark.parametrize(
    "extra",
    [
        b"",  # no alphabet at all
        struct.pack("<H", 2) + b"ba",  # letters out of order
        struct.pack("<H", 9) + b"abc",  # cut short
        struct.pack("<H", 3) + b"abc" + b"0\tx",  # a gap of 0
        struct.pack("<H", 3) + b"abc" + b"99\tx",  # past the last word
        struct.pack("<H", 3) + b"abc" + b"1\t\xff",  # not UTF-8
        struct.pack("<H", 3) + b"abc" + b"one\tx",  # not a number
    ],
)
def test_a_damaged_alphabet_or_spelling_is_refused(extra):
    asset = Lexicon.from_words(["abc", "cab"], alphabet=Alphabet("abc")).to_bytes()
    parts = streams(asset)
    with pytest.raises(LexiconError, match="corrupted"):
        Lexicon.from_bytes(repacked(asset, [*parts[:-1], extra], 5))


def test_sixty_four_letters_fit_the_masks():
    letters = "".join(chr(0x3B1 + i) for i in range(25) if chr(0x3B1 + i) != "ς")  # Greek α-ω without ς
    letters += "".join(chr(0x430 + i) for i in range(32))  # and Cyrillic а-я
    letters = "".join(sorted(letters + "ёђѓєѕіїјљ"))[:64]
    alphabet = Alphabet(letters)
    words = [letters[i : i + 5] for i in range(0, 60)] + [letters[-3:]]
    lexicon = Lexicon.from_bytes(Lexicon.from_words(words, alphabet=alphabet).to_bytes())
    assert set(lexicon) == set(words)
    top = alphabet.codes[letters[-1]]
    assert top == 63 and lexicon.suffix_letters[0] >> top & 1
