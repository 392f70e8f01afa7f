#!/usr/bin/env python3
"""The published bot's timing experiments, on our engine: an index against brute force, a trie against brute force.

    .venv/bin/python bench/bot_timing.py [--length 5] [--guesses 200] [--lookups 1000000] [--scans 2000] [--seed 0]

1. Candidates by feedback (the bot's hash index over letters at positions, published about 2x
   brute force): for ``--guesses`` random guesses, every candidate's pattern, split into classes
   by our bitset index (``CandidateIndex.partition``: a few big-int ANDs a letter) against brute
   force (``pattern_code`` per candidate). The classes are checked equal.
2. Is a word valid (the bot's validity trie against brute force, 10^6 look-ups): ``--lookups``
   look-ups in our DAWG (``word in lexicon``, half of them words, half not) against brute force,
   a scan of the length's word list for each look-up, timed on ``--scans`` look-ups and given
   per look-up (a million scans would take hours). A Python set is shown for scale.

CPU seconds (time.process_time), so other jobs on the machine weigh less.
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

from wordgames.lexicon import Lexicon
from wordgames.wordle.feedback import pattern_code
from wordgames.wordle.strategies.partition import CandidateIndex

ROOT = Path(__file__).resolve().parent.parent


def cpu(call) -> tuple[object, float]:
    start = time.process_time()
    result = call()
    return result, time.process_time() - start


def brute_partition(words, guess) -> dict[int, list[str]]:
    classes: dict[int, list[str]] = {}
    for word in words:
        classes.setdefault(pattern_code(guess, word), []).append(word)
    return classes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--length", type=int, default=5)
    parser.add_argument("--guesses", type=int, default=200)
    parser.add_argument("--lookups", type=int, default=1_000_000)
    parser.add_argument("--scans", type=int, default=2_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    lexicon = Lexicon.from_bytes((ROOT / "static/course-dictionary.dawg").read_bytes())
    words = lexicon.words_of_length(args.length)
    rng = random.Random(args.seed)
    guesses = rng.sample(words, args.guesses)

    index, build = cpu(lambda: CandidateIndex(words))
    indexed, by_index = cpu(lambda: [index.partition(g) for g in guesses])
    brute, by_brute = cpu(lambda: [brute_partition(words, g) for g in guesses])
    for classes, expected in zip(indexed, brute, strict=True):
        assert {code: index.words_of(bits) for code, bits in classes.items()} == expected
    print(f"1. Candidates by feedback: {args.guesses} guesses against all {len(words):,} {args.length}-letter words")
    print("| method | CPU s | ms a guess | × brute force |")
    print("|---|---|---|---|")
    print(f"| brute force (pattern per candidate) | {by_brute:.2f} | {1000 * by_brute / args.guesses:.2f} | 1.0 |")
    print(
        f"| bitset index (built in {build:.2f} s) | {by_index:.2f} | {1000 * by_index / args.guesses:.2f} | "
        f"{by_brute / by_index:.1f} (published ≈ 2) |"
    )

    absent = ["".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(args.length)) for _ in range(1000)]
    queries = [rng.choice(words) if i % 2 else absent[i % 1000] for i in range(args.lookups)]
    found, by_trie = cpu(lambda: sum(q in lexicon for q in queries))
    as_set = set(words)
    in_set, by_set = cpu(lambda: sum(q in as_set for q in queries))
    assert found == in_set
    as_list = list(words)
    scanned, by_scan = cpu(lambda: sum(any(q == w for w in as_list) for q in queries[: args.scans]))
    assert scanned == sum(q in as_set for q in queries[: args.scans])
    per_scan = by_scan / args.scans
    print(f"\n2. Valid word? {args.lookups:,} look-ups, half of them words of {args.length} letters")
    print("| method | CPU s | µs a look-up | × brute force |")
    print("|---|---|---|---|")
    print(
        f"| brute force (scan the word list) | {per_scan * args.lookups:,.0f} (from {args.scans:,}) | "
        f"{1e6 * per_scan:.1f} | 1 |"
    )
    trie_ratio = per_scan * args.lookups / by_trie
    print(f"| our DAWG (trie) | {by_trie:.2f} | {1e6 * by_trie / args.lookups:.2f} | {trie_ratio:,.0f} |")
    print(
        f"| Python set | {by_set:.2f} | {1e6 * by_set / args.lookups:.3f} | {per_scan * args.lookups / by_set:,.0f} |"
    )


if __name__ == "__main__":
    main()
