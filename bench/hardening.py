#!/usr/bin/env python3
"""Hostile-input benchmark: what a crafted asset or a long automatic run costs in time and memory.

    .venv/bin/python bench/hardening.py [--bomb-mb 1.5] [--loads 20] [--games 2000]

Prints, each measured in a fresh interpreter (peak RSS from ``getrusage``):
- bomb: ``Lexicon.from_bytes`` on a zlib bomb with a valid checksum (``--bomb-mb`` MB of
  compressed zeros behind the built dictionary's header): seconds to refuse it, peak RSS;
- load: the built dictionary's load time (median of ``--loads``), and load plus the first
  ``words_of_length`` (the trie pass a game needs, once done on first use);
- auto: peak RSS of ``challenge --auto --length 20 --games N`` on the command line, and with
  N / 10 games (memory flat in the number of games: the two are close).

Needs `python3 build.py` first. It does not assert the goals; the journal records the runs.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BOMB = """
import json, resource, sys, time, zlib
from wordgames.lexicon import Lexicon, LexiconError
from wordgames.asset import HEADER
asset = open("static/dictionary.bin", "rb").read()
squeeze, chunk = zlib.compressobj(9), bytes(1 << 20)
parts, size = [], 0
while size < {compressed}:
    part = squeeze.compress(chunk)
    parts.append(part)
    size += len(part)
packed = b"".join(parts) + squeeze.flush()
bomb = HEADER.pack(*HEADER.unpack_from(asset)[:5], len(packed), zlib.crc32(packed)) + packed
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.perf_counter()
try:
    Lexicon.from_bytes(bomb)
    outcome = "accepted"
except LexiconError as exc:
    outcome = str(exc)
seconds = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps(dict(compressed=len(packed), seconds=seconds, rss_before_kb=before, peak_kb=peak, outcome=outcome)))
"""

LOAD = """
import json, statistics, time
from wordgames.lexicon import Lexicon
data = open("static/dictionary.bin", "rb").read()
loads, firsts = [], []
for _ in range({loads}):
    start = time.perf_counter()
    lexicon = Lexicon.from_bytes(data)
    loaded = time.perf_counter()
    lexicon.words_of_length(5)
    loads.append(loaded - start)
    firsts.append(time.perf_counter() - start)
print(json.dumps(dict(load_ms=statistics.median(loads) * 1000, with_first_length_ms=statistics.median(firsts) * 1000)))
"""

PEAK = """
import resource, subprocess, sys
done = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
print(done.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, done.stderr.strip()[-200:])
"""


def python(code: str, *args: str) -> str:
    return subprocess.run(
        [sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bomb-mb", type=float, default=1.5, help="compressed size of the bomb in MB")
    parser.add_argument("--loads", type=int, default=20, help="loads of the dictionary to take the median of")
    parser.add_argument("--games", type=int, default=2000, help="racks of challenge --auto --length 20")
    args = parser.parse_args()
    print(f"# Python {sys.version.split()[0]}")
    bomb = json.loads(python(BOMB.format(compressed=int(args.bomb_mb * 1e6))))
    print(
        f"bomb: {bomb['compressed'] / 1e6:.2f} MB compressed, refused in {bomb['seconds']:.3f} s, "
        f"peak RSS {bomb['peak_kb'] / 1024:.0f} MB (before from_bytes {bomb['rss_before_kb'] / 1024:.0f} MB): "
        f"{bomb['outcome']}"
    )
    load = json.loads(python(LOAD.format(loads=args.loads)))
    print(f"load: {load['load_ms']:.1f} ms; with the first words_of_length: {load['with_first_length_ms']:.1f} ms")
    for games in (args.games // 10, args.games):
        command = [sys.executable, "-m", "wordgames", "challenge", "--auto", "--length", "20", "--games", str(games)]
        status, peak, *_ = python(PEAK, *command).split(" ", 2)
        print(f"auto: challenge --auto --length 20 --games {games}: exit {status}, peak RSS {int(peak) / 1024:.0f} MB")


if __name__ == "__main__":
    main()
