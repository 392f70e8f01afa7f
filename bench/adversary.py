#!/usr/bin/env python3
"""How many guesses strategies need to corner the adversarial keeper, per length and pool.

    .venv/bin/python bench/adversary.py [--lengths 3-10] [--strategies best,letter-frequency]
                                        [--pool common|all|both] [--seeds 5] [--hard]

The keeper is deterministic, so a deterministic strategy (``best``) plays one game per length
and pool; a strategy that draws at random (``letter-frequency``) plays ``--seeds`` games
(seeds 0, 1, ...) and the table gives their average and maximum. Per row: the pool's size,
the guesses, the words left after each of the first guesses, and seconds per game. Opening
books come from static/openings.bin (their entries for the first guess apply: the keeper's
first candidates are the whole pool).
"""

from __future__ import annotations

import argparse
import datetime
import platform
import random
import statistics
import time

from wordgames.lengths import parse_lengths
from wordgames.lexicon import Lexicon
from wordgames.wordle.adversary import AdversaryGame, adversary_steps
from wordgames.wordle.rules import Rules
from wordgames.wordle.strategies import DETERMINISTIC, make_strategy
from wordgames_build import ROOT


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", type=parse_lengths, default=parse_lengths("3-10"))
    parser.add_argument("--strategies", default="best,letter-frequency")
    parser.add_argument("--pool", choices=("common", "all", "both"), default="common")
    parser.add_argument("--seeds", type=int, default=5, help="games of a strategy that draws at random")
    parser.add_argument("--hard", action="store_true")
    args = parser.parse_args()
    lexicon = Lexicon.from_bytes((ROOT / "static" / "dictionary.bin").read_bytes())
    book = (ROOT / "static" / "openings.bin").read_bytes()
    pools = ("common", "all") if args.pool == "both" else (args.pool,)
    print(
        f"# adversarial keeper, {datetime.date.today()}, CPython {platform.python_version()}"
        f"{', hard mode' if args.hard else ''}"
    )
    print("| length | pool | words | strategy | guesses (avg) | max | words left after guesses 1, 2, 3 | s/game |")
    print("|---|---|---|---|---|---|---|---|")
    for length in args.lengths:
        for pool in pools:
            for name in args.strategies.split(","):
                seeds = range(1) if name in DETERMINISTIC else range(args.seeds)
                counts, lefts, seconds = [], [], []
                for seed in seeds:
                    game = AdversaryGame(lexicon, Rules(length, None, args.hard, pool))
                    words = len(game.candidates)
                    left = []
                    start = time.perf_counter()
                    strategy = make_strategy(name, book)
                    rng = random.Random(seed)
                    for _ in adversary_steps(strategy, game, rng):
                        left.append(len(game.candidates))
                    seconds.append(time.perf_counter() - start)
                    counts.append(len(game.history))
                    lefts.append(left)
                shown = ", ".join(f"{statistics.mean(ls[i] for ls in lefts if i < len(ls)):,.1f}" for i in range(3))
                print(
                    f"| {length} | {pool} | {words:,} | {name} | {statistics.mean(counts):.2f} | {max(counts)} "
                    f"| {shown} | {statistics.mean(seconds):.2f} |",
                    flush=True,
                )


if __name__ == "__main__":
    main()
