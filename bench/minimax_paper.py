#!/usr/bin/env python3
"""The greedy minimax paper's text figures beside our minimax: its worst secrets (Table 5) and its win curve (Figure 1).

    .venv/bin/python bench/minimax_paper.py [--curve 3]

Plays each secret the paper names as its worst with our ``minimax`` (every word of the length
may be guessed, the secret pool is the whole dictionary's) and prints the guesses beside the
paper's tries. ``--curve L`` plays every secret of L letters and prints the share won within
each number of tries beside the paper's three points (88.72% within 6 at 5 letters; every game
within 22 and 90% within 13).
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

from wordgames.lexicon import Lexicon
from wordgames.published import (
    MINIMAX_EVERY_GAME_WITHIN,
    MINIMAX_NINETY_PERCENT_WITHIN,
    MINIMAX_WON_WITHIN_6_AT_5,
    MINIMAX_WORST,
)
from wordgames.wordle.game import secret_pool
from wordgames.wordle.simulate import play_every_secret, play_game
from wordgames.wordle.strategies import make_strategy

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--curve", type=int, action="append", default=[], metavar="L")
    args = parser.parse_args()
    lexicon = Lexicon.from_bytes((ROOT / "static/dictionary.bin").read_bytes())
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


if __name__ == "__main__":
    main()
