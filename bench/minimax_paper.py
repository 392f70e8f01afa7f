#!/usr/bin/env python3
"""The greedy minimax paper's text figures beside our minimax: its worst secrets (Table 5) and its win curve (Figure 1).

    .venv/bin/python bench/minimax_paper.py [--curve 3] [--table4 3-9 [--games 100] [--seed 0]]

Plays each secret the paper names as its worst with our ``minimax`` (every word of the length
may be guessed, the secret pool is the whole dictionary's) and prints the guesses beside the
paper's tries. ``--curve L`` plays every secret of L letters and prints the share won within
each number of tries beside the paper's three points (88.72% within 6 at 5 letters; every game
within 22 and 90% within 13). ``--table4 3-9`` plays the paper's Table 2 and 4 set-up: its
vocabulary, the words with distinct letters (its Table 6: 10,175 at 5 letters, as ours), as
dictionary and secrets, ``--games`` seeded secrets per length (every one where there are fewer),
by ``minimax-candidates`` (guesses only words still possible, the opener computed) and by our
``minimax`` (any word, the paper's openers); the openers and averages beside the paper's.
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

from wordgames.lexicon import Lexicon
from wordgames.published import (
    AVERAGE_GUESSES,
    MINIMAX_EVERY_GAME_WITHIN,
    MINIMAX_NINETY_PERCENT_WITHIN,
    MINIMAX_WON_WITHIN_6_AT_5,
    MINIMAX_WORST,
)
from wordgames.wordle.rules import secret_pool
from wordgames.wordle.simulate import play_every_secret, play_game
from wordgames.wordle.strategies import make_strategy
from wordgames.wordle.strategies.greedy import MINIMAX_OPENERS

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--curve", type=int, action="append", default=[], metavar="L")
    parser.add_argument("--table4", metavar="L-M", help="lengths to play the paper's Table 4 set-up at")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    lexicon = Lexicon.from_bytes((ROOT / "static/course-dictionary.dawg").read_bytes())
    book = (ROOT / "static/openings.bin").read_bytes()

    print("| secret | paper's tries | ours | our guesses |")
    print("|---|---|---|---|")
    for word, tries in MINIMAX_WORST.items():
        n = len(word)
        record = play_game(
            make_strategy("minimax", book),
            word,
            lexicon.words_of_length(n),
            secret_pool(lexicon, n, "all"),
            random.Random(0),
        )
        print(f"| {word.upper()} | {tries} | {record.guess_count} | {' '.join(record.guesses).upper()} |", flush=True)

    if args.table4:
        low, _, high = args.table4.partition("-")
        table_4(lexicon, list(range(int(low), int(high or low) + 1)), args.games, args.seed)

    for n in args.curve:
        pool = secret_pool(lexicon, n, "all")
        records = play_every_secret(make_strategy("minimax", book), lexicon.words_of_length(n), pool)
        counts = [r.guess_count for r in records]
        print(f"\n{n} letters, every secret ({len(counts):,}): won within T tries")
        print(
            f"(paper: {MINIMAX_WON_WITHIN_6_AT_5}% within 6 at 5 letters; every game within "
            f"{MINIMAX_EVERY_GAME_WITHIN}, 90% within {MINIMAX_NINETY_PERCENT_WITHIN})\n"
        )
        print("| tries | won |")
        print("|---|---|")
        for tries in range(1, max(counts) + 1):
            print(f"| {tries} | {sum(c <= tries for c in counts) / len(counts):.1%} |")


def table_4(lexicon: Lexicon, lengths: list[int], games: int, seed: int) -> None:
    """The paper's set-up: words with distinct letters as vocabulary; both minimaxes beside its Tables 2 and 4."""
    published = AVERAGE_GUESSES[2].values
    print("\n| letters | vocabulary | secrets | strategy | opener (paper) | avg (paper) | max | ≤6 | CPU s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for n in lengths:
        vocabulary = [w for w in lexicon.words_of_length(n) if len(set(w)) == n]
        secrets = vocabulary if len(vocabulary) <= games else random.Random(seed).sample(vocabulary, games)
        for name in ("minimax-candidates", "minimax"):
            strategy = make_strategy(name, remember=True)
            start = time.process_time()
            records = [play_game(strategy, s, vocabulary, vocabulary, random.Random(0)) for s in secrets]
            cpu = time.process_time() - start
            counts = [r.guess_count for r in records]
            print(
                f"| {n} | {len(vocabulary):,} | {len(secrets):,} | {name} | {records[0].guesses[0].upper()} "
                f"({MINIMAX_OPENERS.get(n, '–').upper()}) | {sum(counts) / len(counts):.3f} ({published.get(n, '–')}) "
                f"| {max(counts)} | {sum(c <= 6 for c in counts) / len(counts):.1%} | {cpu:.1f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
