"""The Word Challenge index's bitsets kept in the user's cache: a batch reads them instead of counting letters again.

A batch (``challenge -``) answers through the index (``challenge.index``), whose words come
from the kept word texts (``cli.texts``) but whose bitsets take about 200 ms to count from
them, two thirds of the batch's start. The first batch on an asset writes them to the user's
cache, beside the texts, as ``index-<SHA-256 of the asset>.bin``: a line ``WGIDX 2 <CRC-32 of
the rest> <letters>``, then for each length the lexicon has (shortest first) its groups (the words
in parts by their rarest letter, ``index.split``): two bytes, how many; if more than one, a byte a word of
the length, its group's number; then for each group its keys (8 bytes; all ones for a group of every word),
its word count n (4 bytes), and for each letter code a byte k and the k bitsets ``at_least[c][0 .. k - 1]``,
each n bits rounded up to bytes; every number little-endian.
(Format 1 kept a length's bitsets alone: refused, and built again.) Reading them back is a few milliseconds. A file
that is missing, of another shape or unwritable is passed over (the index is built from the
texts); a damaged one is removed with a message (``texts.passed_over``).
"""

from __future__ import annotations

import time
import zlib
from itertools import compress

from ..challenge.index import PART_FLAGS, ChallengeIndex, LengthGroup, WordsOfLength
from ..lexicon import Lexicon
from . import asset_digest, read_small_file
from .texts import cache_path, passed_over, write_whole

MAGIC = b"WGIDX 2 "
EVERY_KEY = (1 << 64) - 1  # a group of every word of its length (its keys -1)
MAX_BYTES = 64 << 20  # the whole dictionary's bitsets are 4.3 MB


def file_name(asset: bytes) -> str:
    """The name of the file holding the index's bitsets of the dictionary asset ``asset``."""
    return f"index-{asset_digest(asset)}.bin"


def to_bytes(index: ChallengeIndex) -> bytes:
    """The file's bytes for ``index``."""
    parts = []
    for length in sorted(index.groups):
        groups = index.groups[length]
        parts.append(len(groups).to_bytes(2, "little"))
        if groups[0].part_of is not None:
            parts.append(groups[0].part_of)
        for group in groups:
            count = group.everything.bit_length()
            parts += [(group.keys & EVERY_KEY).to_bytes(8, "little"), count.to_bytes(4, "little")]
            size = (count + 7) // 8
            for sets in group.at_least:
                parts.append(bytes([len(sets)]))
                parts += [bits.to_bytes(size, "little") for bits in sets]
    body = b"".join(parts)
    return MAGIC + b"%08x %d\n" % (zlib.crc32(body), len(index.alphabet)) + body


def from_bytes(data: bytes, lexicon: Lexicon, words_of_length: WordsOfLength) -> ChallengeIndex | None:
    """The index of ``lexicon`` (its words from ``words_of_length``) whose bitsets ``data`` holds, or None
    if they are not of its shape."""
    start_time = time.perf_counter()
    head = data[: data.find(b"\n")]
    fields = head[len(MAGIC) :].split()
    body = memoryview(data)[len(head) + 1 :]
    letters = len(lexicon.alphabet)
    if not head.startswith(MAGIC) or fields != [b"%08x" % zlib.crc32(body), b"%d" % letters]:
        return None
    groups, at = {}, 0
    for length in lexicon.lengths():
        words = words_of_length(length)
        if len(words) != lexicon.length_counts[length] or at + 2 > len(body):
            return None
        read, at, many = [], at + 2, int.from_bytes(body[at : at + 2], "little")
        part_of = None
        if many > 1:
            part_of, at = bytes(body[at : at + len(words)]), at + len(words)
            if len(part_of) != len(words) or max(part_of) >= many:
                return None
        for part in range(many):
            if at + 12 > len(body):
                return None
            keys, count = int.from_bytes(body[at : at + 8], "little"), int.from_bytes(body[at + 8 : at + 12], "little")
            at += 12
            mine = words if part_of is None else list(compress(words, part_of.translate(PART_FLAGS[part])))
            if count != len(mine) or (keys == EVERY_KEY) != (part_of is None):
                return None
            at_least = []
            size = (count + 7) // 8
            for _ in range(letters):
                if at >= len(body) or body[at] > length:
                    return None
                sets, at = body[at], at + 1
                bitsets = tuple(
                    int.from_bytes(body[at + i * size : at + (i + 1) * size], "little") for i in range(sets)
                )
                at += sets * size
                if at > len(body) or any(bits >> count for bits in bitsets):
                    return None
                at_least.append(bitsets)
            keys = -1 if part_of is None else keys
            read.append(LengthGroup.of_sets(length, mine, tuple(at_least), keys, part_of, part))
        groups[length] = tuple(read)
    if at != len(body):
        return None
    return ChallengeIndex(groups, (time.perf_counter() - start_time) * 1000, lexicon.alphabet)


def read_kept(lexicon: Lexicon, asset: bytes, words_of_length: WordsOfLength) -> ChallengeIndex | None:
    """The index of the asset ``asset`` (empty: a word list) kept in the user's cache, or None."""
    path = cache_path(asset, file_name(asset)) if asset else None
    if path is None:
        return None
    data = read_small_file(path, MAX_BYTES)
    index = from_bytes(data, lexicon, words_of_length) if data is not None else None
    if index is None:
        passed_over(path, "the Word Challenge index")
    return index


def keep(index: ChallengeIndex, asset: bytes) -> None:
    """Keep ``index``, of the asset ``asset``, in the user's cache (if there is one)."""
    path = cache_path(asset, file_name(asset)) if asset else None
    if path is not None:
        write_whole(path, to_bytes(index))
