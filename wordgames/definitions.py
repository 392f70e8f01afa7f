"""Definitions: WordNet's glosses of a word with their parts of speech, and the lemma an inflected form comes from.

The asset (static/definitions.bin, built with the dictionary by wordgames_build/definitions.py)
is a header (magic ``WGDEF``, format version, entry count, payload size, CRC-32) and one zlib
stream of UTF-8 lines, one a word in alphabetical order: the word, a tab, then its fields
separated by FIELD: a sense is its part-of-speech letter, ':' and the gloss; a form names its
lemma, as '@crew:plural' ('@ambidextrous:derived' for a word made from it by an affix). A
form's own line holds only what the lemma's line does not.
"""

from __future__ import annotations

import struct
import zlib
from bisect import bisect_left
from collections.abc import Generator
from dataclasses import dataclass
from itertools import islice

MAGIC = b"WGDEF"
FORMAT_VERSION = 1
_HEADER = struct.Struct("<5sBIII")  # magic, version, entries, payload bytes, crc32
MAX_TEXT = 32 << 20  # the most the stream may inflate to (today's: about 9 MB)
FIELD = "\x1f"
STEP_BYTES = 1 << 18  # bytes inflated in one step of reading: 2-3 ms here, under 20 in the page
PARTS = {"n": "noun", "v": "verb", "a": "adjective", "r": "adverb"}
DERIVED = "derived"  # the form of a word made from another by a suffix or prefix (ambidextrously)
# The part of speech of a lemma a form shows (minuter, comparative: minute the adjective, not the noun).
FORM_PARTS = {
    "plural": "noun",
    "comparative": "adjective",
    "superlative": "adjective",
    "past": "verb",
    "-ing form": "verb",
    "third person": "verb",
}


class DefinitionsError(ValueError):
    """The definitions asset cannot be used (truncated, damaged, another format)."""


@dataclass(frozen=True)
class Sense:
    """One meaning: the part of speech (noun, verb, adjective, adverb) and WordNet's gloss."""

    part: str
    gloss: str


@dataclass(frozen=True)
class Definition:
    """What a word means: its own senses, and for an inflected form (crews) what it is a form of
    (plural of crew) with that lemma's senses."""

    word: str
    senses: tuple[Sense, ...]
    forms: tuple[tuple[str, str], ...] = ()  # (form, lemma): ("plural", "crew")
    lemmas: tuple[Definition, ...] = ()

    def lines(self) -> list[str]:
        """The definition as text: the forms first, then each sense as "part: gloss"."""
        lines = [f"{form} {'from' if form == DERIVED else 'of'} {lemma}" for form, lemma in self.forms]
        lines += [f"{sense.part}: {sense.gloss}" for sense in self.senses]
        for lemma in self.lemmas:
            lines += [f"{lemma.word} ({sense.part}): {sense.gloss}" for sense in lemma.senses]
        return lines


class Definitions:
    """The words with a definition, looked up by bisection in the sorted lines of the asset."""

    def __init__(self, words: list[str], bodies: list[str]):
        self.words = words
        self.bodies = bodies

    @classmethod
    def from_bytes(cls, data: bytes) -> Definitions:
        """Read the asset; DefinitionsError for anything but an intact one."""
        steps = cls.reading(data)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return done.value

    @classmethod
    def reading(cls, data: bytes) -> Generator[float, None, Definitions]:
        """``from_bytes`` in steps of a few milliseconds each, yielding the share done (the page runs
        them in slices: read at once, the asset holds its only thread for a third of a second)."""
        data = bytes(data)
        if len(data) < _HEADER.size:
            raise DefinitionsError("definitions asset is truncated (no complete header)")
        magic, version, count, size, crc = _HEADER.unpack_from(data)
        if magic != MAGIC:
            raise DefinitionsError("not a Word Games definitions asset (bad magic bytes)")
        if version != FORMAT_VERSION:
            raise DefinitionsError(f"definitions asset format {version} is not supported (expected {FORMAT_VERSION})")
        packed = data[_HEADER.size :]
        if len(packed) != size or zlib.crc32(packed) != crc:
            raise DefinitionsError("definitions asset is truncated or corrupted (size or checksum mismatch)")
        stream, inflated, carry = zlib.decompressobj(), 0, b""
        words: list[str] = []
        bodies: list[str] = []
        rest = packed
        try:
            while not stream.eof:
                part = stream.decompress(rest, STEP_BYTES)
                if not part and not stream.unconsumed_tail:
                    break  # the stream is cut short: said below
                rest = stream.unconsumed_tail
                inflated += len(part)
                if inflated > MAX_TEXT:
                    raise DefinitionsError(
                        f"definitions asset is corrupted (it inflates to more than {MAX_TEXT:,} bytes)"
                    )
                piece = carry + part
                cut = len(piece) if stream.eof else piece.rfind(b"\n")  # the last line may go on in the next part
                if cut >= 0:
                    carry = piece[cut + 1 :]
                    _read_lines(piece[:cut], words, bodies)
                else:
                    carry = piece
                yield 1 - len(rest) / len(packed)
        except zlib.error as exc:
            raise DefinitionsError(f"definitions asset is corrupted (not a zlib stream: {exc})") from None
        except UnicodeDecodeError as exc:
            raise DefinitionsError(f"definitions asset is corrupted ({exc})") from None
        if not stream.eof or stream.unused_data:
            raise DefinitionsError("definitions asset is corrupted (the zlib stream is cut short or followed by bytes)")
        if len(words) != count:
            raise DefinitionsError("definitions asset is corrupted (its entries are not the header's)")
        return cls(words, bodies)

    def __len__(self) -> int:
        return len(self.words)

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self._body(word) is not None

    def lookup(self, word: str) -> Definition | None:
        """The definition of ``word`` (lowercase a-z), or None."""
        body = self._body(word)
        if body is None:
            return None
        senses, forms = _fields(body)
        lemmas = []
        for lemma in dict.fromkeys(lemma for _, lemma in forms):
            lemma_body = self._body(lemma)
            if lemma_body is not None:
                parts = {FORM_PARTS.get(form) for form, named in forms if named == lemma}
                lemma_senses = _fields(lemma_body)[0]
                shown = tuple(s for s in lemma_senses if None in parts or s.part in parts) or lemma_senses
                lemmas.append(Definition(lemma, shown))
        return Definition(word, senses, forms, tuple(lemmas))

    def _body(self, word: str) -> str | None:
        i = bisect_left(self.words, word)
        return self.bodies[i] if i < len(self.words) and self.words[i] == word else None


def _read_lines(text: bytes, words: list[str], bodies: list[str]) -> None:
    """Append the words and bodies of ``text``'s lines (whole lines only); DefinitionsError unless
    every word comes after the one before it."""
    before = len(words)
    for line in text.decode("utf-8").split("\n"):
        word, _, body = line.partition("\t")
        words.append(word)
        bodies.append(body)
    first = max(1, before)  # each new word against the one before it
    if not all(map(str.__lt__, islice(words, first - 1, None), islice(words, first, None))):
        raise DefinitionsError("definitions asset is corrupted (its words are not in order)")


def _fields(body: str) -> tuple[tuple[Sense, ...], tuple[tuple[str, str], ...]]:
    senses, forms = [], []
    for field in body.split(FIELD):
        head, _, rest = field.partition(":")
        if head.startswith("@"):
            forms.append((rest, head[1:]))
        elif head in PARTS:
            senses.append(Sense(PARTS[head], rest))
    return tuple(senses), tuple(forms)


def to_bytes(entries: dict[str, str]) -> bytes:
    """The asset of ``entries`` (word: body, as the module describes)."""
    text = "\n".join(f"{word}\t{entries[word]}" for word in sorted(entries))
    packed = zlib.compress(text.encode("utf-8"), 9)
    return _HEADER.pack(MAGIC, FORMAT_VERSION, len(entries), len(packed), zlib.crc32(packed)) + packed
