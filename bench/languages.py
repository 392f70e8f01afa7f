#!/usr/bin/env python3
"""The language packs against issue 37's figures: words, letters, asset bytes, secret pools 3-20, lemmas, build time.

    nice .venv/bin/python bench/languages.py [--build] [CODE ...]

Reads each committed static/dictionary-<code>.bin (with --build, builds it first from its pinned
sources and times that). Per language: its words and letters, the asset's bytes against its
limit (1.5 MB; 3 MB for pl and ru), the common pool's size at every length 3-20 (``*``: widened
beyond the words a person knows, as ``rules.common_pool`` does), the share of pool words
(3-20 letters) simplemma's greedy mode does not give as their own lemma (goal at most 3 %), and the
build's seconds.
"""

from __future__ import annotations

import argparse
import datetime
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordgames.lexicon import MAX_LENGTH, MIN_LENGTH  # noqa: E402
from wordgames_build.languages.build import SIZE_LIMIT, SIZE_LIMITS, asset_path, build_pack  # noqa: E402
from wordgames_build.languages.pack_words import PackWords, read_pack  # noqa: E402
from wordgames_build.languages.packs import BY_CODE, PACKS  # noqa: E402
from wordgames_build.languages.pools import common_pool  # noqa: E402


def not_lemmas(code: str, pack: PackWords, pools: list[list[str]], greedy: bool) -> tuple[int, int]:
    """How many pool words simplemma reduces to another word, of how many. The build flags every word
    simplemma's default mode reduces (so none is in a pool); the greedy mode, which also reduces words
    its tables do not list, is the check. A German word is asked as a noun (capitalised) too."""
    import simplemma

    alphabet, nouns = pack.alphabet, BY_CODE[code].capitalised_nouns
    words = [w for pool in pools for w in pool]

    def reduced(word: str) -> bool:
        spelling = pack.spellings.get(word, word)
        asked = (spelling, spelling.capitalize()) if nouns else (spelling,)
        return all(alphabet.fold(simplemma.lemmatize(s, lang=code, greedy=greedy)) != word for s in asked)

    return sum(map(reduced, words)), len(words)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("codes", nargs="*", default=[p.code for p in PACKS])
    parser.add_argument("--build", action="store_true", help="build each asset first, and time it")
    args = parser.parse_args()
    print(f"# bench/languages.py {' '.join(sys.argv[1:])}: {datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC")
    print("lang | words | letters | bytes (limit) | build s | not own lemma (greedy) | pool at 3..20 letters")
    for code in args.codes:
        built = ""
        if args.build:
            started = time.perf_counter()
            build_pack(BY_CODE[code])
            built = f"{time.perf_counter() - started:.0f}"
        data = asset_path(code).read_bytes()
        pack = read_pack(data)
        pools = [common_pool(pack, length) for length in range(MIN_LENGTH, MAX_LENGTH + 1)]
        others, total = not_lemmas(code, pack, [words for words, _ in pools], greedy=True)
        limit = SIZE_LIMITS.get(code, SIZE_LIMIT)
        sizes = " ".join(f"{len(words)}{'*' if widened else ''}" for words, widened in pools)
        share = f"{others}/{total} = {others / max(total, 1):.1%}"
        row = (code, f"{len(pack.grades):,}", len(pack.alphabet), f"{len(data):,} ({limit / 1e6:.1f} MB)", built, share)
        print(" | ".join(map(str, row)) + " | " + sizes, flush=True)


if __name__ == "__main__":
    main()
