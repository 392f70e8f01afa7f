#!/usr/bin/env python3
"""Alphabets: English as fast as before the Alphabet, and another alphabet as fast per word as English.

    .venv/bin/python bench/alphabets.py [--before REV] [--racks N] [--repeat N]

Two comparisons, each timed in one run, taking turns so that a busy spell on the machine hits both:

- **English, before and after**: Word Challenge (the index: every word of N racks of 12 letters,
  scrambled 12-letter words, after the index is built) and the finder's scanned patterns
  (``*ing``, ``*e*``...; every word, the texts built first), by this checkout's engine and by the
  engine of REV (default 36db7a3, main before the Alphabet), each in a process of its own on the
  same dictionary (REV reads it as format 4: the same arrays without the alphabet's stream).
- **Cyrillic against English**: the same on a Cyrillic lexicon of the same size and shape, the
  English dictionary with its letters mapped one to one onto 26 of Russian's 33 (z onto ё, code 32:
  the 64-bit letter masks), per word listed.

Prints median milliseconds and the ratios.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tarfile
import tempfile
import time
import zlib
from io import BytesIO
from pathlib import Path
from statistics import median

ROOT = Path(__file__).resolve().parent.parent
PATTERNS = ["*ing", "*e*", "*x*", "?????", "*a*e*", "s*t", "*tion*"]
RUSSIAN = "абвгдежзийклмнопрстуфхцчшщъыьэюяё"
MAPPED = dict(zip("abcdefghijklmnopqrstuvwxyz", "абвгдеийклмнопрстуфхцчшэюё", strict=True))  # z → ё (code 32)


def measure(asset_path: str, racks: list[str], repeat: int, mapping: dict[str, str] | None) -> dict:
    """Per rack and per pattern, the median milliseconds of ``repeat`` runs and the words listed (this engine,
    or whichever ``wordgames`` is first on the path: the child process of ``--worker``)."""
    from wordgames.challenge import Rack
    from wordgames.challenge.index import challenge_index
    from wordgames.finder import Query, find
    from wordgames.finder.scan import word_texts
    from wordgames.lexicon import Lexicon

    lexicon = Lexicon.from_bytes(Path(asset_path).read_bytes())
    alphabet = getattr(lexicon, "alphabet", None)
    extra = {"alphabet": alphabet} if alphabet is not None else {}
    convert = (lambda text: text.translate(str.maketrans(mapping))) if mapping else (lambda text: text)
    index = challenge_index(lexicon)
    parsed = [Rack.parse(convert(letters), **extra) for letters in racks]
    texts = word_texts(lexicon)
    for length in lexicon.lengths():
        texts.text(length)
    figures: dict = {"racks": [], "patterns": {}}
    times = []
    words = 0
    for _ in range(repeat):
        start = time.perf_counter()
        words = sum(len(index.solve(rack).words) for rack in parsed)
        times.append((time.perf_counter() - start) * 1000)
    figures["racks"] = [median(times) / len(racks), words / len(racks)]
    for pattern in PATTERNS:
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            found = len(list(find(lexicon, Query.parse(convert(pattern), **extra)).words()))
            times.append((time.perf_counter() - start) * 1000)
        figures["patterns"][pattern] = [median(times), found]
    return figures


def format_4(asset: bytes) -> bytes:
    """A format-5 asset as format 4: its streams but the last (the alphabet's), the header to match."""
    from wordgames.asset import HEADER

    magic, _, words, states, edges, _, _ = HEADER.unpack_from(asset)
    packed, parts = asset[HEADER.size :], []
    while packed:
        stream = zlib.decompressobj()
        stream.decompress(packed)
        parts.append(packed[: len(packed) - len(stream.unused_data)])
        packed = stream.unused_data
    body = b"".join(parts[:-1])
    return HEADER.pack(magic, 4, words, states, edges, len(body), zlib.crc32(body)) + body


def cyrillic(asset: bytes) -> bytes:
    """The English dictionary's words, grades and knowledge with every letter mapped onto Cyrillic."""
    from wordgames.alphabet import Alphabet
    from wordgames.lexicon import Lexicon

    english = Lexicon.from_bytes(asset)
    table = str.maketrans(MAPPED)
    grades = {
        word.translate(table): grade
        for n in english.lengths()
        for word, grade in zip(english.words_of_length(n), english.grades_of_length(n))
    }
    return Lexicon.from_words(grades, grades, alphabet=Alphabet("".join(sorted(RUSSIAN)))).to_bytes()


def run(engine: Path, asset: Path, racks: list[str], repeat: int, mapping: dict | None = None) -> dict:
    """``measure`` in a process whose ``wordgames`` is the one in ``engine``."""
    command = [sys.executable, __file__, "--worker", str(asset), json.dumps([racks, repeat, mapping])]
    env = {**os.environ, "PYTHONPATH": str(engine)}
    return json.loads(subprocess.run(command, env=env, check=True, capture_output=True, text=True).stdout)


def main() -> None:
    if sys.argv[1:2] == ["--worker"]:
        racks, repeat, mapping = json.loads(sys.argv[3])
        print(json.dumps(measure(sys.argv[2], racks, repeat, mapping)))
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default="36db7a3", help="the revision to compare with (default 36db7a3; '': none)")
    parser.add_argument("--racks", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=2, help="turns each engine takes")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from wordgames.lexicon import Lexicon

    asset = (ROOT / "static" / "dictionary.bin").read_bytes()
    twelves = Lexicon.from_bytes(asset).words_of_length(12)
    rng = random.Random(1)
    racks = ["".join(rng.sample(word, 12)) for word in rng.sample(twelves, args.racks)]
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        if args.before:
            archive = subprocess.run(
                ["git", "archive", args.before, "wordgames"], cwd=ROOT, capture_output=True, check=True
            )
            (work / "before").mkdir()
            tarfile.open(fileobj=BytesIO(archive.stdout)).extractall(work / "before", filter="data")
            (work / "old.bin").write_bytes(format_4(asset))
        (work / "ru.bin").write_bytes(cyrillic(asset))
        results: dict[str, list[dict]] = {"before": [], "after": [], "cyrillic": []}
        for _ in range(args.rounds):
            if args.before:
                results["before"].append(run(work / "before", work / "old.bin", racks, args.repeat))
            results["after"].append(run(ROOT, ROOT / "static" / "dictionary.bin", racks, args.repeat))
            results["cyrillic"].append(run(ROOT, work / "ru.bin", racks, args.repeat, MAPPED))
    after_only = {"racks": (float("nan"), 0.0), "patterns": dict.fromkeys(PATTERNS, (float("nan"), 0.0))}
    best = {name: _best(runs) if runs else after_only for name, runs in results.items()}
    print(f"{args.racks} racks of 12 letters, {args.repeat} repeats, {args.rounds} rounds; before = {args.before}")
    print(
        f"{'':14}{'before ms':>10}{'after ms':>10}{'after/before':>14}{'Cyrillic ms':>13}{'Cyr/Eng a word':>16}  words"
    )
    rows = [("rack (index)", "racks", None), *[(p, "patterns", p) for p in PATTERNS]]
    for label, kind, key in rows:
        before, after, cyr = (best[n][kind] if key is None else best[n][kind][key] for n in best)
        assert after[1] == cyr[1] and before[1] in (after[1], 0.0), (label, before, after, cyr)
        print(
            f"{label:14}{before[0]:>10.2f}{after[0]:>10.2f}{after[0] / before[0]:>14.2f}"
            f"{cyr[0]:>13.2f}{cyr[0] / after[0]:>16.2f}  {after[1]:,.0f}"
        )


def _best(runs: list[dict]) -> dict:
    """The fastest of each figure over the rounds."""
    best = runs[0]
    for other in runs[1:]:
        best["racks"] = min(best["racks"], other["racks"])
        for pattern, figure in other["patterns"].items():
            best["patterns"][pattern] = min(best["patterns"][pattern], figure)
    return best


if __name__ == "__main__":
    main()
