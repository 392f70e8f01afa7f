"""The dictionary's arrays kept inflated beside the built asset: a one-shot command reads them instead of inflating it.

Inflating the asset's zlib streams and summing its edge counts into state offsets is most of a
one-shot command's load (journal 23). The build writes the lexicon's arrays as they are in
memory to ``static/arrays-<SHA-256 of the asset>.raw`` (the site leaves it out: only the command
line reads it): a line ``WGARR 2 <CRC-32 of the rest> <states> <edges> <words> <extra>``, then the
length counts, final flags, state offsets, labels, targets (four-byte integers, little-endian),
grades and knowledge bytes, and ``extra`` bytes of the alphabet and usual spellings as the asset
keeps them (``asset.extra``). The command line reads it only for the built asset whose digest the
build recorded as checked, which trusts it as much as that record (the pass over the trie is
skipped either way); a file that is missing, damaged or of another shape is passed over.
"""

from __future__ import annotations

import sys
import zlib
from array import array

from ..asset import extra, read_extra
from ..lengths import MAX_LENGTH
from ..lexicon import Lexicon
from . import read_small_file

MAGIC = b"WGARR 2 "
MAX_BYTES = 64 << 20  # the whole dictionary's arrays are 3.4 MB
_COUNTS = MAX_LENGTH + 1


def file_name(digest: str) -> str:
    """The name of the file holding the arrays of the asset whose SHA-256 (hex) is ``digest``."""
    return f"arrays-{digest}.raw"


def _little_endian(numbers: array) -> bytes:
    if sys.byteorder == "big":
        numbers = array(numbers.typecode, numbers)
        numbers.byteswap()
    return numbers.tobytes()


def _numbers(data: memoryview) -> array:
    numbers = array("I")
    numbers.frombytes(data)
    if sys.byteorder == "big":
        numbers.byteswap()
    return numbers


def to_bytes(lexicon: Lexicon) -> bytes:
    """The file's bytes for ``lexicon``."""
    counts = _little_endian(array("I", lexicon.length_counts))
    more = extra(lexicon.alphabet, lexicon.spellings)
    body = b"".join(
        [
            counts,
            lexicon.final,
            _little_endian(lexicon.first),
            lexicon.labels,
            _little_endian(lexicon.targets),
            lexicon.grades,
            lexicon.knowledge,
            more,
        ]
    )
    sizes = (len(lexicon.final), len(lexicon.labels), lexicon.word_count, len(more))
    return MAGIC + b"%08x %d %d %d %d\n" % (zlib.crc32(body), *sizes) + body


def load(path: str) -> Lexicon | None:
    """The lexicon whose arrays are kept at ``path``, or None if there are none it can use."""
    data = read_small_file(path, MAX_BYTES)
    if data is None:
        return None
    head = data[: data.find(b"\n")]
    fields = head[len(MAGIC) :].split()
    if not head.startswith(MAGIC) or len(fields) != 5 or not all(field.isdigit() for field in fields[1:]):
        return None
    states, edges, words, more = map(int, fields[1:])
    sizes = [4 * _COUNTS, states, 4 * (states + 1), edges, 4 * edges, words, words, more]
    body = memoryview(data)[len(head) + 1 :]
    if len(body) != sum(sizes) or fields[0] != b"%08x" % zlib.crc32(body):
        return None
    parts, start = [], 0
    for size in sizes:
        parts.append(body[start : start + size])
        start += size
    counts, final, first, labels, targets, grades, knowledge, alphabet_and_spellings = parts
    length_counts = tuple(_numbers(counts))
    first_offsets = _numbers(first)
    if sum(length_counts) != words or first_offsets[-1] != edges:
        return None
    try:
        alphabet, spellings = read_extra(bytes(alphabet_and_spellings), words)
    except ValueError:
        return None
    return Lexicon(
        *(bytes(final), first_offsets, bytes(labels), _numbers(targets), bytes(grades), length_counts),
        *(bytes(knowledge), alphabet, spellings),
    )
