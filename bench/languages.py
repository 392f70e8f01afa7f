#!/usr/bin/env python3
"""The language packs against issue 37's figures: words, letters, bytes, pools 3-20, lemmas; speed per word; Wordle.

    nice .venv/bin/python bench/languages.py [--racks N] [--wordle CODES] [CODE ...]

Reads each committed static/dictionary-<code>.bin as the engine does (``Lexicon.from_bytes``). Per
language: its words and letters, the asset's bytes against its limit (1.5 MB; 3 MB for pl and ru),
the common pool at every length 3-20 (``rules.common_pool``; ``*``: widened, with a note), the share
of pool words simplemma's greedy mode does not give as their own lemma (goal at most 3 %: the build
flags every word its default mode reduces, so the greedy mode is the check). Then, against English
in the same run: Word Challenge's index on N random 12-letter racks of the language's own pool
words, and the finder's ``*`` patterns (``*x*`` for the 4 commonest letters, each timed on its second
run), both in microseconds per word listed (goal: within 1.3x of English). ``--wordle``: `best` at 5
letters on every secret of the 5-letter pool (all within 6 guesses?), average and worst guesses.
"""

from __future__ import annotations

import argparse
import datetime
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordgames.challenge.index import ChallengeIndex  # noqa: E402
from wordgames.challenge.search import Rack  # noqa: E402
from wordgames.finder.query import Query  # noqa: E402
from wordgames.finder.walk import find  # noqa: E402
from wordgames.lexicon import MAX_LENGTH, MIN_LENGTH, Lexicon  # noqa: E402
from wordgames.wordle.rules import common_pool  # noqa: E402
from wordgames.wordle.simulate import play_every_secret  # noqa: E402
from wordgames.wordle.strategies import make_strategy  # noqa: E402
from wordgames_build import DICTIONARY_ASSET  # noqa: E402
from wordgames_build.languages.build import SIZE_LIMIT, SIZE_LIMITS, asset_path  # noqa: E402
from wordgames_build.languages.packs import BY_CODE, PACKS  # noqa: E402


def not_lemmas(code: str, lexicon: Lexicon, words: list[str]) -> int:
    """How many of ``words`` simplemma's greedy mode reduces to another word (asked as their usual spelling,
    and a German word capitalised too, as a noun)."""
    import simplemma

    fold, nouns = lexicon.alphabet.fold, BY_CODE[code].capitalised_nouns

    def reduced(word: str) -> bool:
        spelling = lexicon.usual(word)
        asked = (spelling, spelling.capitalize()) if nouns else (spelling,)
        return all(fold(simplemma.lemmatize(s, lang=code, greedy=True)) != word for s in asked)

    return sum(map(reduced, words))


def per_word_us(
    lexicon: Lexicon, racks: int, rng: random.Random, clock=time.perf_counter
) -> tuple[float, float, float, float, float, float]:
    """Microseconds per word listed: Word Challenge's index on 12-letter racks (each the letters of a
    random pool word of 6-10 letters and random pool letters to 12), and the finder's ``*x*`` patterns;
    then Word Challenge's microseconds per rack and words per rack (a rack costs about the same whatever
    it lists: a language whose racks list few words pays more a word); then both tools' nanoseconds per
    letter listed (a language of longer words lists more letters a word). ``clock``: wall-clock by default,
    ``time.process_time`` (``--cpu``) for this process's CPU alone, less swayed by other processes' load."""
    index = ChallengeIndex.build(lexicon)
    pool = [w for length in range(6, 11) for w in common_pool(lexicon, length).words]
    letters = "".join(pool)
    made, spent, made_letters = 0, 0.0, 0
    for _ in range(racks):
        tiles = rng.choice(pool)
        tiles += "".join(rng.choice(letters) for _ in range(12 - len(tiles)))
        rack = Rack.parse(tiles, alphabet=lexicon.alphabet)
        start = clock()
        words = index.solve(rack).words
        spent += clock() - start
        made, made_letters = made + len(words), made_letters + sum(map(len, words))
    common = [letter for letter, _ in Counter(letters).most_common(4)]
    found, scanned, found_letters = 0, 0.0, 0
    for letter in common:
        query = Query.parse(f"*{letter}*", alphabet=lexicon.alphabet)
        sum(1 for _ in find(lexicon, query).words())  # the first query builds the texts a scan reads
        start = clock()
        found += sum(1 for _ in find(lexicon, query).words())
        scanned += clock() - start
        found_letters += sum(map(len, find(lexicon, query).words()))
    return (
        spent / max(made, 1) * 1e6,
        scanned / max(found, 1) * 1e6,
        spent / max(racks, 1) * 1e6,
        made / max(racks, 1),
        spent / max(made_letters, 1) * 1e9,
        scanned / max(found_letters, 1) * 1e9,
    )


def wordle_best(lexicon: Lexicon) -> str:
    """`best` on every secret of the 5-letter pool: secrets, average, worst, and how many took over 6."""
    pool = common_pool(lexicon, 5).words
    records = play_every_secret(make_strategy("best"), lexicon.words_of_length(5), pool, alphabet=lexicon.alphabet)
    guesses = [len(r.guesses) if r.solved else 99 for r in records]
    over = sum(g > 6 for g in guesses)
    return f"{len(pool)} secrets, average {sum(guesses) / len(guesses):.3f}, worst {max(guesses)}, over 6: {over}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("codes", nargs="*", default=[p.code for p in PACKS])
    parser.add_argument("--racks", type=int, default=200, help="12-letter racks per language (0: no speed)")
    parser.add_argument("--cpu", action="store_true", help="time CPU (process_time), not the wall clock")
    parser.add_argument("--wordle", default="", help="comma-separated codes to play `best` on at 5 letters")
    args = parser.parse_args()
    print(f"# bench/languages.py {' '.join(sys.argv[1:])}: {datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC")
    english = Lexicon.from_bytes(DICTIONARY_ASSET.read_bytes())
    if args.racks:
        clock = time.process_time if args.cpu else time.perf_counter
        base = per_word_us(english, args.racks, random.Random(37), clock)
        print(
            f"en: Word Challenge {base[0]:.2f} µs a word ({base[2]:.0f} µs a rack, {base[3]:.0f} words), "
            f"finder {base[1]:.3f} µs a word; a letter: Word Challenge {base[4]:.0f} ns, finder {base[5]:.1f} ns"
        )
    columns = (
        "words | letters | bytes (limit) | not own lemma (greedy) | challenge, finder: µs a word (× en)"
        " | challenge: µs a rack (× en), words a rack | challenge, finder: ns a letter (× en)"
    )
    print(f"lang | {columns} | pools 3..20")
    for code in args.codes:
        data = asset_path(code).read_bytes()
        lexicon = Lexicon.from_bytes(data)
        pools = [common_pool(lexicon, length) for length in range(MIN_LENGTH, MAX_LENGTH + 1)]
        words = [w for pool in pools for w in pool.words]
        others = not_lemmas(code, lexicon, words)
        speed = " | "
        if args.racks:
            challenge, finder, rack, listed, letter, found = per_word_us(lexicon, args.racks, random.Random(37), clock)
            speed = f"{challenge:.2f} ({challenge / base[0]:.2f}×), {finder:.3f} ({finder / base[1]:.2f}×)"
            speed += f" | {rack:.0f} ({rack / base[2]:.2f}×), {listed:.0f}"
            speed += f" | {letter:.0f} ({letter / base[4]:.2f}×), {found:.1f} ({found / base[5]:.2f}×)"
        limit = SIZE_LIMITS.get(code, SIZE_LIMIT)
        sizes = " ".join(f"{len(pool.words)}{'*' if pool.note else ''}" for pool in pools)
        share = f"{others}/{len(words)} = {others / max(len(words), 1):.1%}"
        row = (code, f"{len(lexicon):,}", len(lexicon.alphabet), f"{len(data):,} ({limit / 1e6:.1f} MB)", share, speed)
        print(" | ".join(map(str, row)) + " | " + sizes, flush=True)
    for code in filter(None, args.wordle.split(",")):
        lexicon = Lexicon.from_bytes(asset_path(code).read_bytes())
        print(f"{code}: best at 5 letters: {wordle_best(lexicon)}", flush=True)


if __name__ == "__main__":
    main()
