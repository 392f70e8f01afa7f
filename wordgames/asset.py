"""The dictionary asset's bytes: a header, then a zlib stream per array (format 5 written; 2 to 5 read)."""

from __future__ import annotations

import struct
import sys
import zlib
from array import array
from collections.abc import Generator, Iterable
from itertools import accumulate

from .alphabet import ENGLISH, Alphabet, AlphabetError
from .known import KNOWLEDGE_BYTES, pack_knowledge, packed_knowledge_size, unpack_knowledge
from .lengths import MAX_LENGTH, MIN_LENGTH

MAGIC = b"WGLEX"
# 2: the grade byte's high bit flags an offensive word; 3: a knowledge byte per word; 4: a zlib stream per
# array, each with the strategy that suits it, and the knowledge bytes as ranks within their grade
# (``known.pack_knowledge``): the English dictionary's 1,086,007 bytes became 1,037,654. 5: a last stream
# holds the alphabet (``Alphabet.to_bytes``) and the usual spelling of each word that has one (élève for
# eleve); the English dictionary's became 1,037,714 bytes. 2 to 4 still load, as English a-z.
FORMAT_VERSION = 5
READ_VERSIONS = (2, 3, 4, 5)
# Each array's zlib stream, in order: its strategy and memory level. Huffman codes alone suit bytes of
# few, skewed values with short repeats (edge counts, knowledge ranks), run lengths the grades, and
# each byte plane of the edge targets its own settings (measured on the English dictionary, each the
# smallest of 8: bench/journal/22-smaller-dictionary.md).
SECTIONS = (
    (zlib.Z_DEFAULT_STRATEGY, 9),  # length counts and final flags
    (zlib.Z_HUFFMAN_ONLY, 9),  # edge counts
    (zlib.Z_FILTERED, 9),  # edge letters
    (zlib.Z_DEFAULT_STRATEGY, 9),  # edge targets: low bytes
    (zlib.Z_DEFAULT_STRATEGY, 8),  # middle bytes
    (zlib.Z_FILTERED, 8),  # high bytes
    (zlib.Z_RLE, 8),  # grades
    (zlib.Z_HUFFMAN_ONLY, 9),  # knowledge (known.pack_knowledge)
    (zlib.Z_DEFAULT_STRATEGY, 9),  # format 5: the alphabet and the usual spellings (``extra``)
)
ALPHABET_SIZE = struct.Struct("<H")  # the extra stream starts with the length of the alphabet's bytes
MAX_SPELLING = 4 * MAX_LENGTH  # characters of a usual spelling (it folds to a word of at most MAX_LENGTH letters)
HEADER = struct.Struct("<5sBIIIII")  # magic, version, words, states, edges, payload bytes, crc32
# The header's counts fix the size of the arrays the zlib stream must inflate to; no asset may
# state more than this (today's dictionary: 2.2 MB), so a crafted header cannot ask for gigabytes.
MAX_PAYLOAD = 16 << 20
PACK_BYTES = 1 << 12  # bytes compressed between two yields of ``packing``
COUNTS_SIZE = 4 * (MAX_LENGTH + 1)  # the words of each length 0..MAX_LENGTH, four bytes each

# A Lexicon's arrays, in the order it takes them: final, first, labels, targets, grades, length_counts,
# knowledge, then its alphabet and the usual spellings (word index → spelling, for the words that have one).
Arrays = tuple[bytes, array, bytes, array, bytes, tuple[int, ...], bytes, Alphabet, dict[int, str]]


class AssetError(ValueError):
    """The bytes are not an intact dictionary asset, or the arrays do not fit one."""


def inflate(packed: bytes, limit: int) -> bytes:
    """Decompress one complete zlib stream of at most ``limit`` bytes, never inflating more.

    Raises ValueError when the stream holds more than ``limit`` bytes (a zlib bomb is stopped
    after ``limit + 1``), is cut short, is followed by other bytes, or is not zlib at all.
    """
    return inflate_all(packed, [limit])[0]


def inflate_all(packed: bytes, limits: Iterable[int]) -> list[bytes]:
    """Decompress complete zlib streams, one after another, of at most ``limits`` bytes each (as ``inflate``)."""
    parts = []
    for limit in limits:
        stream = zlib.decompressobj()
        try:
            data = stream.decompress(packed, limit + 1)
        except zlib.error as exc:
            raise ValueError(f"not a zlib stream ({exc})") from None
        if len(data) > limit:
            raise ValueError(f"it inflates to more than {limit:,} bytes")
        if not stream.eof:
            raise ValueError("the zlib stream is cut short")
        parts.append(data)
        packed = stream.unused_data
    if packed:
        raise ValueError("bytes follow the end of the zlib stream")
    return parts


def packing(arrays: Arrays) -> Generator[float, None, bytes]:
    """The asset of a Lexicon's arrays, in steps: yields the share compressed every PACK_BYTES bytes of arrays.

    Edge targets are stored as three byte planes (low, middle, high byte), which
    compress far better than interleaved integers and decode with slicing alone.
    """
    final, first, labels, targets, grades, length_counts, knowledge, alphabet, spellings = arrays
    states = len(final)
    if states >= 1 << 24:
        raise AssetError("too many trie states for the asset format (at most 16,777,215)")
    edge_counts = bytearray()
    for start in range(0, states, PACK_BYTES):
        edge_counts += bytes(first[s + 1] - first[s] for s in range(start, min(start + PACK_BYTES, states)))
        yield 0.0
    raw = _to_little_endian(targets)
    counts = _to_little_endian(array("I", length_counts))
    ranks = pack_knowledge(grades, knowledge)
    yield 0.0
    planes = [raw[i::4] for i in range(3)]
    sections = [counts + final, bytes(edge_counts), labels, *planes, grades, ranks, extra(alphabet, spellings)]
    size = sum(map(len, sections))
    if size > MAX_PAYLOAD:
        raise AssetError(f"the dictionary is too large for an asset ({size:,} bytes; at most {MAX_PAYLOAD:,})")
    parts, done = [], 0
    for section, (strategy, memory) in zip(sections, SECTIONS):
        # fed in parts, it writes the stream a single compress call would
        compressor = zlib.compressobj(9, zlib.DEFLATED, 15, memory, strategy)
        for start in range(0, len(section), PACK_BYTES):
            parts.append(compressor.compress(section[start : start + PACK_BYTES]))
            yield (done + start) / size
        parts.append(compressor.flush())
        done += len(section)
    packed = b"".join(parts)
    header = HEADER.pack(
        MAGIC, FORMAT_VERSION, sum(length_counts), states, len(labels), len(packed), zlib.crc32(packed)
    )
    return header + packed


def read(data: bytes) -> Arrays:
    """A Lexicon's arrays from an asset's bytes; AssetError for anything but an intact asset.

    Beyond the checksum (which catches accidental damage), a crafted asset is refused before it
    costs more than its stated size: the header's counts must give arrays of at most MAX_PAYLOAD
    bytes, the stream must inflate to exactly those, and they must add up as the header says,
    with letter codes of the asset's alphabet on the edges (a-z before format 5) and bytes of the
    format's in the flags and knowledge. Whether they form a trie is the Lexicon's to check
    (``Lexicon.from_bytes``).
    """
    if len(data) < HEADER.size:
        raise AssetError("dictionary asset is truncated (no complete header)")
    magic, version, words, states, edges, size, crc = HEADER.unpack_from(data)
    if magic != MAGIC:
        raise AssetError("not a Word Games dictionary asset (bad magic bytes)")
    if version not in READ_VERSIONS:
        raise AssetError(f"dictionary asset format {version} is not supported (expected {FORMAT_VERSION})")
    expected = COUNTS_SIZE + 2 * states + 4 * edges + 2 * words
    if expected > MAX_PAYLOAD:
        raise AssetError(f"dictionary asset is too large ({expected:,} bytes of arrays; at most {MAX_PAYLOAD:,})")
    if words == 0 or edges < states - 1:  # every state but the root is some edge's target
        raise AssetError("dictionary asset is corrupted (its header counts no words or too few edges)")
    packed = data[HEADER.size :]
    if len(packed) != size:
        raise AssetError(f"dictionary asset is truncated or padded ({len(packed)} of {size} bytes)")
    if zlib.crc32(packed) != crc:
        raise AssetError("dictionary asset is corrupted (checksum mismatch)")
    try:
        payload, alphabet, spellings = _arrays(packed, version, words, states, edges)
    except ValueError as exc:
        raise AssetError(f"dictionary asset is corrupted ({exc})") from None
    view = memoryview(payload)
    length_counts = tuple(_from_little_endian("I", view[:COUNTS_SIZE]))
    if len(payload) != expected or sum(length_counts) != words or any(length_counts[:MIN_LENGTH]):
        raise AssetError("dictionary asset is corrupted (array sizes do not match the header)")
    view = view[COUNTS_SIZE:]
    final = bytes(view[:states])
    edge_counts = view[states : 2 * states]
    labels = bytes(view[2 * states : 2 * states + edges])
    planes = view[2 * states + edges : 2 * states + 4 * edges]
    grades = bytes(view[2 * states + 4 * edges : 2 * states + 4 * edges + words])
    knowledge = bytes(view[2 * states + 4 * edges + words :])
    raw = bytearray(4 * edges)
    for i in range(3):
        raw[i::4] = planes[i * edges : (i + 1) * edges]
    targets = _from_little_endian("I", raw)
    first = array("I", [0])
    first.extend(accumulate(edge_counts))
    if first[-1] != edges:
        raise AssetError("dictionary asset is corrupted (edge counts do not add up)")
    # Deleting the allowed bytes leaves none (each a C loop, not max() over Python ints); a
    # target past the last state is caught by the Lexicon's pass over the trie.
    if labels.translate(None, bytes(range(len(alphabet)))) or final.translate(None, b"\0\1"):
        raise AssetError("dictionary asset is corrupted (edges point outside the trie or its alphabet)")
    if knowledge.translate(None, KNOWLEDGE_BYTES):
        raise AssetError("dictionary asset is corrupted (a word's knowledge byte is not one of the format's)")
    return final, first, labels, targets, grades, length_counts, knowledge, alphabet, spellings


def _arrays(packed: bytes, version: int, words: int, states: int, edges: int) -> tuple[bytes, Alphabet, dict[int, str]]:
    """The arrays of an asset's zlib streams, laid out as format 3 wrote them in one (a format 2 asset's
    knowledge bytes all 0), its alphabet and usual spellings; ValueError when the streams hold more than
    their arrays' sizes or the extra stream is not an alphabet and spellings."""
    sizes = [COUNTS_SIZE + states, states, edges, *[edges] * 3, words]
    if version == 2:
        return inflate(packed, sum(sizes)) + bytes(words), ENGLISH, {}
    if version == 3:
        return inflate(packed, sum(sizes) + words), ENGLISH, {}
    limits = [*sizes, packed_knowledge_size(words)]
    if version >= 5:
        limits.append(min(MAX_PAYLOAD, 4096 + 8 * MAX_SPELLING * words))
    sections = inflate_all(packed, limits)
    if any(len(section) != size for section, size in zip(sections, sizes)):
        raise ValueError("array sizes do not match the header")
    alphabet, spellings = read_extra(sections.pop(), words) if version >= 5 else (ENGLISH, {})
    return b"".join([*sections[:-1], unpack_knowledge(sections[-1], sections[-2])]), alphabet, spellings


def extra(alphabet: Alphabet, spellings: dict[int, str]) -> bytes:
    """Format 5's last stream: the alphabet's bytes after their length, then a line per usual spelling,
    the gap from the previous word index and the spelling, a tab between (UTF-8)."""
    head = alphabet.to_bytes()
    lines, previous = [], -1
    for index in sorted(spellings):
        spelling = spellings[index]
        if not 0 < len(spelling) <= MAX_SPELLING or "\t" in spelling or "\n" in spelling:
            raise AssetError(f"a usual spelling is 1-{MAX_SPELLING} characters without tabs or newlines")
        lines.append(f"{index - previous}\t{spelling}")
        previous = index
    return ALPHABET_SIZE.pack(len(head)) + head + "\n".join(lines).encode()


def read_extra(data: bytes, words: int) -> tuple[Alphabet, dict[int, str]]:
    """The alphabet and usual spellings ``extra`` wrote; ValueError for anything else."""
    if len(data) < ALPHABET_SIZE.size:
        raise ValueError("no alphabet")
    (size,) = ALPHABET_SIZE.unpack_from(data)
    end = ALPHABET_SIZE.size + size
    try:
        alphabet = Alphabet.from_bytes(data[ALPHABET_SIZE.size : end])
        text = data[end:].decode()
    except (AlphabetError, UnicodeDecodeError):
        raise ValueError("its alphabet or spellings are not text of the format's") from None
    spellings, index = {}, -1
    for line in text.split("\n") if text else ():
        gap, tab, spelling = line.partition("\t")
        if not (gap.isascii() and gap.isdigit() and len(gap) <= 9 and tab and 0 < len(spelling) <= MAX_SPELLING):
            raise ValueError("a usual spelling's line is not a gap and a spelling")
        index += int(gap)
        if int(gap) == 0 or index >= words:
            raise ValueError("a usual spelling's word index is out of order or past the last word")
        spellings[index] = spelling
    return alphabet, spellings


def _to_little_endian(values: array) -> bytes:
    if sys.byteorder == "little":
        return values.tobytes()
    swapped = array(values.typecode, values)
    swapped.byteswap()
    return swapped.tobytes()


def _from_little_endian(typecode: str, data: bytes | memoryview) -> array:
    values = array(typecode)
    values.frombytes(data)
    if sys.byteorder != "little":
        values.byteswap()
    return values
