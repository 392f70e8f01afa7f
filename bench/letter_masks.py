#!/usr/bin/env python3
"""Wordle `best` at 5 letters with letter masks at bits 0-63 against masks at code points less a's (before 86dd74b).

    nice .venv/bin/python bench/letter_masks.py [--rounds N] [CODE ...]

Plays every secret of each pack's 5-letter pool (``bench/languages.py``'s ``wordle_best``) with the
engine's ``letter_mask`` and with the old one (``1 << ord(letter) - 97``: bits near 1,000 for Cyrillic
and Greek) swapped in, taking turns; prints the CPU seconds of each run and its result (the same).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import wordgames.wordle.strategies.clique as clique  # noqa: E402
import wordgames.wordle.strategies.lookahead as lookahead  # noqa: E402
from wordgames.lexicon import Lexicon, Word  # noqa: E402
from wordgames_build.languages.build import asset_path  # noqa: E402


def code_point_mask(word: Word) -> int:
    """The old ``letter_mask``: each letter at its code point less a's."""
    return sum(1 << (ord(letter) - 97) for letter in set(word))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("codes", nargs="*", default=["ru", "el"])
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    spec = importlib.util.spec_from_file_location("languages", ROOT / "bench" / "languages.py")
    assert spec and spec.loader
    languages = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(languages)
    masks = {"code points": code_point_mask, "bits 0-63": lookahead.letter_mask}
    for code in args.codes:
        lexicon = Lexicon.from_bytes(asset_path(code).read_bytes())
        for _ in range(args.rounds):
            for name, mask in masks.items():
                lookahead.letter_mask = clique.letter_mask = mask
                lookahead.allowed_masks = lookahead.per_word_list(lookahead.word_masks, size=6)
                lookahead.word_masks.__globals__["letter_mask"] = mask
                start = time.process_time()
                result = languages.wordle_best(lexicon)
                print(f"{code} {name}: {time.process_time() - start:.2f} s CPU: {result}", flush=True)


if __name__ == "__main__":
    main()
