#!/usr/bin/env python3
"""The dictionary asset's bytes (issue 2's goal: at most 1.0 MB) and its load time, format 4 beside format 3.

    nice .venv/bin/python bench/dictionary_size.py [--runs N]

Prints static/dictionary.bin's size; each array's zlib stream as format 4 writes it, beside the
same array (the knowledge a byte per word, as format 3 kept it) compressed alone by zlib's
defaults; and ``Lexicon.from_bytes`` on the same dictionary written both ways, the runs alternating
(median ms): with the build's digest, as the page and the command line load it, and with every
check. Format 3 is written here as it was (one zlib stream of every array), which the loader
still reads.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import time
import zlib
from array import array
from statistics import median

from wordgames.asset import HEADER, MAGIC, SECTIONS
from wordgames.known import pack_knowledge
from wordgames.lexicon import Lexicon
from wordgames_build import DICTIONARY_ASSET

NAMES = ("counts, final flags", "edge counts", "edge letters", "targets: low", "middle", "high", "grades", "knowledge")


def arrays(lexicon: Lexicon) -> list[bytes]:
    """The arrays in the asset's order (the knowledge as format 3 kept it, a byte per word)."""
    first, states = lexicon.first, len(lexicon.final)
    raw = array("I", lexicon.targets).tobytes()  # little-endian machines only, as the build's
    counts = array("I", lexicon.length_counts).tobytes()
    edge_counts = bytes(first[s + 1] - first[s] for s in range(states))
    return [counts + lexicon.final, edge_counts, lexicon.labels, *(raw[i::4] for i in range(3)), lexicon.grades]


def format_3(lexicon: Lexicon) -> bytes:
    packed = zlib.compress(b"".join([*arrays(lexicon), lexicon.knowledge]), 9)
    states, edges = len(lexicon.final), len(lexicon.labels)
    return HEADER.pack(MAGIC, 3, len(lexicon), states, edges, len(packed), zlib.crc32(packed)) + packed


def load_ms(data: bytes, checked: str) -> float:
    start = time.perf_counter()
    Lexicon.from_bytes(data, checked)
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21, help="loads of each (default 21)")
    args = parser.parse_args()
    new = DICTIONARY_ASSET.read_bytes()
    lexicon = Lexicon.from_bytes(new)
    old = format_3(lexicon)
    print(f"{datetime.date.today()}: {DICTIONARY_ASSET.name}: {len(new):,} bytes (format 3: {len(old):,})")
    sections = [*arrays(lexicon), pack_knowledge(lexicon.grades, lexicon.knowledge)]
    print(f"{'array':22} {'bytes':>9} {'format 4':>9} {'alone, zlib -9':>15}")
    for name, section, (strategy, memory) in zip(NAMES, sections, SECTIONS):
        squeeze = zlib.compressobj(9, zlib.DEFLATED, 15, memory, strategy)
        alone = len(squeeze.compress(section) + squeeze.flush())
        kept = lexicon.knowledge if name == "knowledge" else section  # as format 3 kept it
        print(f"{name:22} {len(kept):>9,} {alone:>9,} {len(zlib.compress(kept, 9)):>15,}")
    digests = {"format 4": hashlib.sha256(new).hexdigest(), "format 3": hashlib.sha256(old).hexdigest()}
    for how in ("with the digest", "every check"):
        times: dict[str, list[float]] = {"format 4": [], "format 3": []}
        for _ in range(args.runs):
            for name, data in (("format 4", new), ("format 3", old)):
                times[name].append(load_ms(data, digests[name] if how == "with the digest" else ""))
        print(f"load {how}: " + ", ".join(f"{name} {median(ms):.1f} ms" for name, ms in times.items()))


if __name__ == "__main__":
    main()
