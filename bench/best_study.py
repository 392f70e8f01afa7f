#!/usr/bin/env python3
"""How much better could ``best`` play? Exact averages over every secret for other openers and second guesses.

    .venv/bin/python bench/best_study.py --length 5 [--pool all|common] --openers tares,salet,...
    .venv/bin/python bench/best_study.py --length 5 --rollout 6 [--depth 1] [--min-class 20] [--book]

``--openers``: ``best`` plays every secret of the pool (``play_every_secret``), forced to
open with each given word (then playing as usual), and the exact average is printed per
opener. ``--rollout K``: one step of policy improvement at the guess after ``--depth``
guesses (1: the second guess): at every position of ``best``'s games with at least
``--min-class`` candidates, each of ``best``'s K top-ranked guesses is valued exactly
(``best`` plays every secret of the position on from it) and the cheapest kept. It prints
the average before and after, and each position where another guess was cheaper.
``--book``: ``best`` plays from the opening book (static/openings.bin), as on the page;
without it every move is computed live. Slow (minutes per run): this measures what more
search would buy, it is not how ``best`` plays.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from wordgames.lexicon import Lexicon, Word
from wordgames.wordle.feedback import Pattern
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.rules import Rules, secret_pool
from wordgames.wordle.simulate import play_every_secret
from wordgames.wordle.strategies import Situation, make_strategy
from wordgames.wordle.strategies.greedy import open_index
from wordgames.wordle.strategies.lookahead import Best
from wordgames.wordle.strategies.partition import CandidateIndex
from wordgames.wordle.strategies.rollout import Rollout
from wordgames.wordle.tally import summarize
from wordgames_build import ROOT


class Opening:
    """``best`` with a forced first guess."""

    name = "best"

    def __init__(self, opener: Word, book: bytes | None = None):
        self.opener = opener
        self.inner = make_strategy("best", book=book, remember=True)

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        if not situation.knowledge.history:
            return self.opener
        return self.inner.next_guess(situation, rng)


def opener_averages(allowed, pool, openers: list[Word], book: bytes | None) -> None:
    for opener in openers:
        started = time.perf_counter()
        records = play_every_secret(Opening(opener, book), allowed, pool, random.Random(0))
        report = summarize("best", Rules(len(opener), None), records)
        print(
            f"| {opener} | {report.avg_guesses:.4f} | {report.max_guesses} | {report.candidates_after[0]:.1f} | "
            f"{time.perf_counter() - started:.0f} s |",
            flush=True,
        )


def positions_after(rollout: Rollout, knowledge: Knowledge, left: list[Word], guesses: int):
    """Every position of the rollout strategy's games after ``guesses`` more guesses (secret not yet found)."""
    if not guesses:
        yield knowledge, left
        return
    if len(left) <= 1:
        return
    guess = rollout.decide(knowledge, left)
    index = CandidateIndex(left)
    for code, bits in index.partition(guess).items():
        if code != index.win_code:
            yield from positions_after(
                rollout, knowledge.add(guess, Pattern.from_code(code, index.length)), index.words_of(bits), guesses - 1
            )


def rollout_at(allowed, pool, depth: int, top: int, min_class: int, book: bytes | None) -> None:
    """One step of policy improvement at the guess after ``depth`` guesses, every position at once."""
    rollout = Rollout(make_strategy("best", book=book), allowed)
    start = Knowledge.empty(len(pool[0]))
    before = rollout.total(start, list(pool))
    saved = 0
    positions = sorted(positions_after(rollout, start, list(pool), depth), key=lambda position: -len(position[1]))
    for knowledge, left in positions:
        if len(left) < min_class:
            break
        own = rollout.decide(knowledge, left)
        situation = Situation(knowledge, allowed, left)
        guesses = [own] + [guess for _, _, guess in Best().ranked(situation, open_index(situation))[:top]]
        totals = {guess: rollout.total(knowledge, left, guess) for guess in dict.fromkeys(guesses)}
        cheapest = min(totals, key=totals.__getitem__)  # own first: kept among equals
        if cheapest != own:
            history = " ".join(f"{guess}:{pattern.digits}" for guess, pattern in knowledge.history)
            print(f"| {history} | {len(left)} | {own} {totals[own]} | {cheapest} {totals[cheapest]} |", flush=True)
        saved += totals[own] - totals[cheapest]
    print(
        f"\n{len(pool)} secrets: average {before / len(pool):.4f} as best plays, {(before - saved) / len(pool):.4f} "
        f"with the cheapest of its top {top} guesses after {depth} guess(es), at {len(positions)} positions "
        f"(those of ≥ {min_class} candidates valued)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--length", type=int, required=True)
    parser.add_argument("--pool", choices=("all", "common"), default="all")
    parser.add_argument("--openers", help="comma-separated first guesses to value exactly")
    parser.add_argument(
        "--rollout", type=int, metavar="K", help="value best's top K guesses exactly, after --depth guesses"
    )
    parser.add_argument("--depth", type=int, default=1, help="the rollout's guesses already played (default 1)")
    parser.add_argument("--min-class", type=int, default=20)
    parser.add_argument("--book", action="store_true", help="best plays from static/openings.bin, as on the page")
    args = parser.parse_args()
    lexicon = Lexicon.from_bytes((ROOT / "static" / "dictionary.bin").read_bytes())
    allowed = lexicon.words_of_length(args.length)
    pool = secret_pool(lexicon, args.length, args.pool)
    book = (ROOT / "static" / "openings.bin").read_bytes() if args.book else None
    print(f"# `{' '.join(sys.argv)}`: {len(pool):,} secrets, {len(allowed):,} allowed guesses")
    if args.openers:
        openers = args.openers.split(",")
        unknown = [word for word in openers if word not in allowed]
        if unknown:
            parser.error(f"not {args.length}-letter words of the dictionary: {', '.join(unknown)}")
        print("\n| opener | average | max | after 1 | time |\n|---|---|---|---|---|")
        opener_averages(allowed, pool, openers, book)
    if args.rollout:
        print("\n| position | candidates | best's guess, total | cheapest, total |\n|---|---|---|---|")
        rollout_at(allowed, pool, args.depth, args.rollout, args.min_class, book)


if __name__ == "__main__":
    main()
