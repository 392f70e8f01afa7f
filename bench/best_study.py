#!/usr/bin/env python3
"""How much better could ``best`` play? Exact averages over every secret for other openers and second guesses.

    python3 bench/best_study.py --length 5 [--pool all|common] --openers tares,salet,...
    python3 bench/best_study.py --length 5 --rollout 6 [--min-class 20]

``--openers``: ``best`` plays every secret of the pool (``play_every_secret``), forced to
open with each given word (then playing as usual, second guesses computed live), and the
exact average is printed per opener. ``--rollout K``: one step of policy improvement at the
second guess: after ``best``'s own opener, for every class of at least ``--min-class``
candidates, each of ``best``'s K top-ranked second guesses is valued exactly (``best``
plays every secret of the class after it) and the cheapest kept. It prints the average
before and after, and each class where another guess was cheaper. Slow (minutes per run):
this measures what more search would buy, it is not how ``best`` plays.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordgames.lexicon import Lexicon, Word  # noqa: E402
from wordgames.wordle.feedback import Pattern  # noqa: E402
from wordgames.wordle.game import secret_pool  # noqa: E402
from wordgames.wordle.knowledge import Knowledge  # noqa: E402
from wordgames.wordle.simulate import play_every_secret, summarize  # noqa: E402
from wordgames.wordle.strategies import Situation, make_strategy  # noqa: E402
from wordgames.wordle.strategies.greedy import open_index  # noqa: E402
from wordgames.wordle.strategies.lookahead import Best  # noqa: E402
from wordgames.wordle.strategies.partition import CandidateIndex  # noqa: E402
from wordgames.wordle.strategies.rollout import Rollout  # noqa: E402


class Opening:
    """``best`` with a forced first guess."""

    name = "best"

    def __init__(self, opener: Word):
        self.opener = opener
        self.inner = make_strategy("best", remember=True)

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        if not situation.knowledge.history:
            return self.opener
        return self.inner.next_guess(situation, rng)


def opener_averages(allowed, pool, openers: list[Word]) -> None:
    for opener in openers:
        started = time.perf_counter()
        records = play_every_secret(Opening(opener), allowed, pool, random.Random(0))
        report = summarize("best", len(opener), records)
        print(f"| {opener} | {report.avg_guesses:.4f} | {report.max_guesses} | {report.candidates_after[0]:.1f} | "
              f"{time.perf_counter() - started:.0f} s |", flush=True)


def second_guess_rollout(allowed, pool, top: int, min_class: int) -> None:
    length = len(pool[0])
    rollout = Rollout(make_strategy("best"), allowed)
    start = Knowledge.empty(length)
    opener = rollout.decide(start, list(pool))
    index = CandidateIndex(pool)
    before = after = len(pool)
    classes = sorted(index.partition(opener).items(), key=lambda item: -item[1].bit_count())
    for code, bits in classes:
        if code == index.win_code:
            continue
        knowledge, left = start.add(opener, Pattern.from_code(code, length)), index.words_of(bits)
        own = rollout.decide(knowledge, left)
        guesses = [own]
        if len(left) >= min_class:
            situation = Situation(knowledge, allowed, left)
            guesses += [guess for _, _, guess in Best().ranked(situation, open_index(situation))[:top]]
        totals = {guess: rollout.total(knowledge, left, guess) for guess in dict.fromkeys(guesses)}
        cheapest = min(totals, key=totals.__getitem__)  # own first: kept among equals
        if cheapest != own:
            print(f"| {Pattern.from_code(code, length).digits} | {len(left)} | {own} {totals[own]} | "
                  f"{cheapest} {totals[cheapest]} |", flush=True)
        before += totals[own]
        after += totals[cheapest]
    print(f"\nopener {opener}: average {before / len(pool):.4f} as best plays, "
          f"{after / len(pool):.4f} with the cheapest of its top {top} second guesses")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--length", type=int, required=True)
    parser.add_argument("--pool", choices=("all", "common"), default="all")
    parser.add_argument("--openers", help="comma-separated first guesses to value exactly")
    parser.add_argument("--rollout", type=int, metavar="K", help="value best's top K second guesses exactly")
    parser.add_argument("--min-class", type=int, default=20)
    args = parser.parse_args()
    lexicon = Lexicon.from_bytes((ROOT / "static" / "dictionary.bin").read_bytes())
    allowed = lexicon.words_of_length(args.length)
    pool = secret_pool(lexicon, args.length, args.pool)
    print(f"# `{' '.join(sys.argv)}`: {len(pool):,} secrets, {len(allowed):,} allowed guesses")
    if args.openers:
        openers = args.openers.split(",")
        unknown = [word for word in openers if word not in allowed]
        if unknown:
            parser.error(f"not {args.length}-letter words of the dictionary: {', '.join(unknown)}")
        print("\n| opener | average | max | after 1 | time |\n|---|---|---|---|---|")
        opener_averages(allowed, pool, openers)
    if args.rollout:
        print("\n| first pattern | candidates | best's guess, total | cheapest, total |\n|---|---|---|---|")
        second_guess_rollout(allowed, pool, args.rollout, args.min_class)


if __name__ == "__main__":
    main()
