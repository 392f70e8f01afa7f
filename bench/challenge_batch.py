#!/usr/bin/env python3
"""The command line's batch mode (`challenge -`, racks on stdin): CPU per rack beside the index alone and a naive trie.

    .venv/bin/python bench/challenge_batch.py [--games N] [--repeat R] [--seed S] [--lengths 12,20]
                                              [--against CHECKOUT]

For each length, N random dictionary words of that length are scrambled into racks (seeded,
as ``bench/challenge.py`` makes them). Each of R rounds (a "pair") times, in a row and on the
same racks: the command ``python -m wordgames challenge -`` given the N racks and given only the
first one (its CPU, user + system, from the kernel's accounting of the child), the index's
``solve`` alone in this process and the naive nested-dict trie DFS (``bench/challenge.py``), both
by CPU time. A rack's cost in the command is the difference of the two runs over N - 1 racks:
what one more rack costs once the process has started and built its index; the start (the run
of one rack) is printed apart. The command keeps its index's bitsets in the user's cache
(``$WORDGAMES_CACHE``, ``cli.bitsets``): warm it with one batch first, or the first start counts
them. With ``--against CHECKOUT`` the command of another checkout (its ``wordgames`` package,
run with this checkout's built assets linked in) is timed in the same rounds, and both must
print the same lines.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import random
import resource
import subprocess
import sys
import time
from pathlib import Path
from statistics import median

from challenge import build_naive_trie, naive_solve
from course_trie import rack_options

from wordgames.challenge.index import ChallengeIndex
from wordgames.challenge.search import Rack
from wordgames.lexicon import Lexicon
from wordgames_build import ROOT


def command_cpu(checkout: Path, racks: list[str]) -> tuple[float, bytes]:
    """The CPU seconds of `challenge -` in ``checkout`` given ``racks``, and what it printed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(
        [sys.executable, "-m", "wordgames", "challenge", "-"],
        input="\n".join(racks).encode() + b"\n",
        capture_output=True,
        cwd=checkout,
        env={**os.environ, "PYTHONPATH": str(checkout)},
        check=True,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, done.stdout


def cpu(function, items) -> float:
    """CPU seconds of ``function`` over ``items``."""
    start = time.process_time()
    for item in items:
        function(item)
    return time.process_time() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    rack_options(parser, repeat=3, lengths="12,20", what="pair")
    parser.add_argument("--against", type=Path, help="a checkout whose command is timed beside this one")
    args = parser.parse_args()
    lexicon = Lexicon.from_bytes((ROOT / "static" / "dictionary.bin").read_bytes())
    index = ChallengeIndex.build(lexicon)
    trie = build_naive_trie(list(lexicon))
    gc.freeze()  # the naive trie's millions of dicts are not scanned by the collections the timed code sets off
    checkouts = {"command": ROOT}
    if args.against:
        checkouts["against"] = args.against
    print(
        f"# Python {platform.python_version()}; {args.games} racks per length, seed {args.seed}, "
        f"{args.repeat} pairs; CPU ms per rack (a pair: every column on the same racks in a row)"
    )
    print(f"# checkouts: {', '.join(f'{name} {path}' for name, path in checkouts.items())}")
    columns = [*checkouts, "index", "naive"]
    heads = " ".join(f"{name + ' ms':>12}" for name in columns)
    ratios = " ".join(f"{name + '/index':>14} {name + '/naive':>14}" for name in checkouts)
    starts = " ".join(f"{name + ' start ms':>18}" for name in checkouts)
    print(f"{'len':>3} {'pair':>4} {heads} {ratios} {starts}")
    rng = random.Random(args.seed)
    for length in args.lengths:
        pool = lexicon.words_of_length(length)
        racks = ["".join(rng.sample(word, len(word))) for word in (rng.choice(pool) for _ in range(args.games))]
        table: dict[str, list[float]] = {name: [] for name in columns}
        for pair in range(args.repeat):
            per_rack, start_ms, printed = {}, {}, {}
            for name, checkout in checkouts.items():
                whole, printed[name] = command_cpu(checkout, racks)
                first, _ = command_cpu(checkout, racks[:1])
                per_rack[name] = (whole - first) / (len(racks) - 1) * 1000
                start_ms[name] = first * 1000
            if len(set(printed.values())) != 1:
                raise SystemExit(f"the checkouts printed different words for the {length}-letter racks")
            per_rack["index"] = cpu(index.solve, [Rack.parse(letters) for letters in racks]) / len(racks) * 1000
            per_rack["naive"] = cpu(lambda letters: naive_solve(trie, letters), racks) / len(racks) * 1000
            for name in columns:
                table[name].append(per_rack[name])
            cells = " ".join(f"{per_rack[name]:>12.3f}" for name in columns)
            shares = " ".join(
                f"{per_rack[name] / per_rack['index']:>14.2f} {per_rack[name] / per_rack['naive']:>14.3f}"
                for name in checkouts
            )
            begun = " ".join(f"{start_ms[name]:>18.0f}" for name in checkouts)
            print(f"{length:>3} {pair + 1:>4} {cells} {shares} {begun}", flush=True)
        middle = {name: median(values) for name, values in table.items()}
        cells = " ".join(f"{middle[name]:>12.3f}" for name in columns)
        print(f"{length:>3} {'med':>4} {cells}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
