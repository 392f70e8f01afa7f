#!/usr/bin/env python3
"""Word Challenge benchmark: per-length median solve times of the reference DAWG search, a naive trie, the fast index.

    .venv/bin/python bench/challenge.py [--games N] [--seed S] [--lengths 3-20] [--blanks B] [--dictionary FILE]

For each length, N random dictionary words of that length are scrambled into racks (seeded);
each method solves them ten at a time in turn, their results must agree (or the run stops),
and the table shows the median milliseconds per method and the ratios. The
baseline is a straightforward nested-dict trie with a depth-first search carrying letter
counts, built in the same run (its build time, and the fast index's, are printed apart).
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from pathlib import Path
from statistics import median

from wordgames.challenge.index import ChallengeIndex
from wordgames.challenge.search import Rack, solve
from wordgames.lexicon import Lexicon, Word
from wordgames_build import ROOT

END = "$"  # key of a naive trie node that ends a word
ROUND = 10  # racks one method solves in a row before the next method takes them


def build_naive_trie(words: list[Word]) -> dict:
    """Nested dicts, one level per letter, children in alphabetical order; END maps to the word."""
    root: dict = {}
    for word in sorted(words):
        node = root
        for ch in word:
            node = node.setdefault(ch, {})
        node[END] = word
    return root


def naive_solve(root: dict, letters: str, min_length: int = 3) -> list[Word]:
    """The straightforward DFS: take a letter if the rack still has one (else a blank, '?'), recurse, put it back.

    Children are visited alphabetically, so each length's words come out in order; grouping
    them by length gives the reference order without sorting.
    """
    counts: dict[str, int] = {}
    for ch in letters:
        counts[ch] = counts.get(ch, 0) + 1
    blanks = counts.pop("?", 0)
    by_length: list[list[Word]] = [[] for _ in range(len(letters) + 1)]

    def walk(node: dict, depth: int) -> None:
        nonlocal blanks
        for ch, child in node.items():
            if ch == END:
                if depth >= min_length:
                    by_length[depth].append(child)
            elif counts.get(ch):
                counts[ch] -= 1
                walk(child, depth + 1)
                counts[ch] += 1
            elif blanks:
                blanks -= 1
                walk(child, depth + 1)
                blanks += 1

    walk(root, 0)
    return [word for group in by_length for word in group]


def timed(function, *args):
    start = time.perf_counter()
    result = function(*args)
    return result, (time.perf_counter() - start) * 1000


def parse_lengths(text: str) -> list[int]:
    low, _, high = text.partition("-")
    return list(range(int(low), int(high or low) + 1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--games", type=int, default=100, help="racks per length (default 100)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--lengths", type=parse_lengths, default=parse_lengths("3-20"))
    parser.add_argument("--blanks", type=int, default=0, help="turn the last B tiles of every rack into blanks")
    parser.add_argument("--dictionary", help="a word list instead of static/dictionary.bin")
    args = parser.parse_args()

    start = time.perf_counter()
    if args.dictionary:
        lexicon = Lexicon.from_words(Path(args.dictionary).read_text().splitlines())
    else:
        lexicon = Lexicon.from_bytes((ROOT / "static" / "dictionary.bin").read_bytes())
    load_ms = (time.perf_counter() - start) * 1000
    words, words_ms = timed(lambda: list(lexicon))
    trie, trie_ms = timed(build_naive_trie, words)
    index, index_ms = timed(ChallengeIndex.build, lexicon)
    print(
        f"# {len(words):,} words; Python {platform.python_version()} ({platform.python_implementation()}); "
        f"{args.games} scrambled words per length, seed {args.seed}, {args.blanks} blanks"
    )
    print(
        f"# setup ms: load asset {load_ms:.0f}, list every word {words_ms:.0f}, "
        f"naive trie build {trie_ms:.0f}, fast index build {index_ms:.0f} (on top of the word list)"
    )
    print(
        f"{'len':>3} {'words':>7} {'nodes':>7} {'ref ms':>8} {'naive ms':>9} {'index ms':>9}"
        f" {'naive/index':>11} {'ref/index':>9}"
    )
    rng = random.Random(args.seed)
    present = set(lexicon.lengths())
    for length in args.lengths:
        if length not in present:
            continue
        pool = lexicon.words_of_length(length)
        racks = ["".join(rng.sample(word, len(word))) for word in (rng.choice(pool) for _ in range(args.games))]
        racks = [letters[: len(letters) - args.blanks] + "?" * min(args.blanks, len(letters)) for letters in racks]
        # Each method solves ROUND racks in a row (its steady state), then the next method takes
        # the same racks; rounds alternate so that a busy moment on the machine hits all three.
        references, naive, fast = [], [], []
        for start in range(0, len(racks), ROUND):
            chunk = racks[start : start + ROUND]
            references += [solve(lexicon, Rack.parse(letters)) for letters in chunk]
            naive += [timed(naive_solve, trie, letters) for letters in chunk]
            fast += [index.solve(Rack.parse(letters)) for letters in chunk]
        for letters, reference, (words, _), quick in zip(racks, references, naive, fast):
            if tuple(words) != reference.words or quick.words != reference.words:
                raise SystemExit(f"results differ for rack {letters!r}")
        times = {
            "ref": [r.milliseconds for r in references],
            "naive": [ms for _, ms in naive],
            "index": [q.milliseconds for q in fast],
        }
        found = [len(r.words) for r in references]
        nodes = [r.nodes_visited for r in references]
        ref, base, fast_ms = (median(times[k]) for k in ("ref", "naive", "index"))
        print(
            f"{length:>3} {sum(found) / len(found):>7.0f} {sum(nodes) / len(nodes):>7.0f} {ref:>8.3f} {base:>9.3f}"
            f" {fast_ms:>9.3f} {base / fast_ms:>10.1f}x {ref / fast_ms:>8.1f}x",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
