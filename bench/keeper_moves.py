#!/usr/bin/env python3
"""Keeper-game move times: the computer's proposal after each answer (candidates, the strategy, the common word).

    .venv/bin/python bench/keeper_moves.py [--lengths 3,4,5,6,7,8,10,12,15] [--strategy best] [--pool common] [--plain]

Per length: 20 secrets of the common pool and 10 rare words, each a keeper game answered
truthfully; prints p50/p95/max milliseconds of a move and the share of rare proposals.
``--plain`` times the strategy's guess alone (no common word preferred), for comparison.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

import wordgames.wordle.deduction as deduction
from bench.wordle import percentile
from wordgames.lexicon import Lexicon
from wordgames.wordle.feedback import score
from wordgames.wordle.game import KeeperGame
from wordgames.wordle.rules import PLAYING, Rules, secret_pool
from wordgames.wordle.strategies import OpeningBook, make_strategy
from wordgames_build import ROOT


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", default="3,4,5,6,7,8,10,12,15")
    parser.add_argument("--strategy", default="best")
    parser.add_argument("--pool", default="common")
    parser.add_argument("--plain", action="store_true", help="the strategy's guess alone")
    args = parser.parse_args()
    if args.plain:
        deduction.prefer_familiar = lambda situation, guess, familiar: guess
    lexicon = Lexicon.from_bytes((ROOT / "static" / "dictionary.bin").read_bytes())
    book = OpeningBook.from_bytes((ROOT / "static" / "openings.bin").read_bytes())
    print(f"`{' '.join(sys.argv)}`\n")
    print("| length | moves | p50 ms | p95 ms | max ms | rare proposals |\n|---|---|---|---|---|---|")
    for length in (int(n) for n in args.lengths.split(",")):
        rng = random.Random(length)
        common = secret_pool(lexicon, length, "common")
        known = set(common)
        rare = [w for w in lexicon.words_of_length(length) if w not in known]
        times, proposals, rare_proposals = [], 0, 0
        for secret in rng.sample(common, min(20, len(common))) + rng.sample(rare, min(10, len(rare))):
            game = KeeperGame(
                lexicon, Rules(length, None, pool=args.pool), make_strategy(args.strategy, book), random.Random(0)
            )
            while game.status == PLAYING:
                proposals += 1
                rare_proposals += game.proposal not in known
                start = time.perf_counter()
                game.answer(score(game.proposal, secret))
                times.append((time.perf_counter() - start) * 1000)
        print(
            f"| {length} | {len(times)} | {percentile(times, 0.5):.1f} | {percentile(times, 0.95):.1f} | "
            f"{max(times):.1f} | "
            f"{rare_proposals / proposals:.0%} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
