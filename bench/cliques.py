#!/usr/bin/env python3
"""The generalised-Wordle paper's clique study (its Tables 6-8 and Figure 3) on our dictionary, beside the paper's.

    .venv/bin/python bench/cliques.py [--lengths 4-8] [--fractions 0.25,0.5,0.75,1] [--seed 0] [--list 5]

Per length L: Table 6, the words with distinct letters (the graph's vertices) and their letter
sets; Table 7, the edges (pairs of such words sharing no letter); Table 8, the cliques of
k = 26 // L words with pairwise disjoint letters, as letter sets and counting anagrams, with
the search's CPU time (time.process_time) and wall time. Figure 3: the search's CPU time against
vocabulary size, on seeded random samples of each length's words (``--fractions``). ``--list L``
prints every clique at L letters (anagrams joined by /). The counts are checked against
wordgames/published.py's (the exit status fails when one differs): the 4 letters' only here, as
it takes the test suite a minute. The paper gave up on 4 and 5 letters (it estimated 1,700+ and
14+ hours); the search here counts every clique (``CliqueSearch``).
"""

from __future__ import annotations

import argparse
import datetime
import platform
import random
import subprocess
import time
from pathlib import Path

from wordgames.lengths import parse_lengths
from wordgames.lexicon import Lexicon
from wordgames.published import CLIQUE_PAPER, CLIQUES
from wordgames.wordle.cliques import CliqueSearch, word_graph

ROOT = Path(__file__).resolve().parent.parent


def published(table: str, length: int) -> str:
    value = CLIQUE_PAPER[table].get(length)
    return "–" if value is None else value


def timed(call):
    """``call()``, its CPU seconds and wall seconds."""
    cpu, wall = time.process_time(), time.perf_counter()
    result = call()
    return result, time.process_time() - cpu, time.perf_counter() - wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", default="4-8", type=parse_lengths)
    parser.add_argument("--fractions", default="0.25,0.5,0.75,1")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--list", type=int, metavar="L", help="print every clique at L letters")
    args = parser.parse_args()
    lexicon = Lexicon.from_bytes((ROOT / "static/course-dictionary.dawg").read_bytes())
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout
    print(f"{datetime.date.today()}, commit {commit.strip()}, Python {platform.python_version()}")

    print("\n### Table 6: words with distinct letters (vertices)\n")
    print("| letters | words | distinct letters (ours) | paper | letter sets (ours) |")
    print("|---|---|---|---|---|")
    graphs = {}
    for n in args.lengths:
        graphs[n] = graph = word_graph(n, lexicon.words_of_length(n))
        paper = published("vertices", n)
        print(f"| {n} | {len(lexicon.words_of_length(n)):,} | {graph.vertices:,} | {paper} | {graph.letter_sets:,} |")

    print("\n### Table 7: edges (pairs of those words sharing no letter)\n")
    print("| letters | edges (ours) | paper |")
    print("|---|---|---|")
    for n in args.lengths:
        print(f"| {n} | {graphs[n].edges:,} | {published('edges', n)} |")

    print("\n### Table 8: cliques of k = 26 // L words with disjoint letters\n")
    print("| letters | k | cliques: letter sets | cliques: words | search states | CPU s | wall s | paper |")
    print("|---|---|---|---|---|---|---|---|")
    differ = []  # lengths whose counts are not wordgames/published.py's (the 4 letters' is checked here only)
    for n in args.lengths:
        count, cpu, wall = timed(CliqueSearch(n, lexicon.words_of_length(n)).count)
        print(
            f"| {n} | {count.size} | {count.letter_sets:,} | {count.words:,} | {count.states:,} | {cpu:.2f} | "
            f"{wall:.2f} | {published('cliques', n)} |",
            flush=True,
        )
        if n in CLIQUES and (count.letter_sets, count.words) != CLIQUES[n][3:5]:
            differ.append(n)
    checked = [n for n in args.lengths if n in CLIQUES]
    same = "no" if differ else "yes"
    print(f"\nThe counts at {', '.join(map(str, checked))} letters are wordgames/published.py's: {same}")

    fractions = [float(f) for f in args.fractions.split(",")]
    print("\n### Figure 3: CPU seconds to count every clique against vocabulary size\n")
    print("| letters | share of the words | words | cliques: words | CPU s |")
    print("|---|---|---|---|---|")
    for n in args.lengths:
        words = lexicon.words_of_length(n)
        for fraction in fractions:
            sample = sorted(random.Random(args.seed).sample(words, round(fraction * len(words))))
            count, cpu, _ = timed(CliqueSearch(n, sample).count)
            print(f"| {n} | {fraction:g} | {len(sample):,} | {count.words:,} | {cpu:.2f} |", flush=True)

    if args.list:
        search = CliqueSearch(args.list, lexicon.words_of_length(args.list))
        cliques, cpu, wall = timed(lambda: list(search.cliques()))
        print(f"\n### Every clique at {args.list} letters: {len(cliques):,} ({cpu:.2f} s CPU, {wall:.2f} s wall)\n")
        for clique in cliques:
            print(" ".join("/".join(group) for group in clique))
    if differ:
        raise SystemExit(f"the counts at {', '.join(map(str, differ))} letters differ from wordgames/published.py")


if __name__ == "__main__":
    main()
