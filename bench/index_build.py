#!/usr/bin/env python3
"""The Word Challenge index's build and rack per language: this checkout's ``index.py`` against REV's, in one process.

    nice -n 10 .venv/bin/python bench/index_build.py [--against REV] [--repeat N] [CODE ...]

REV's ``wordgames/challenge/index.py`` (default 0a50ed1, before journal 32) is loaded beside this one, and the two
take turns: per language the index built from the words (spelled first, so neither pays the trie) and 100
12-letter racks of ``bench/languages.py``'s seed solved, CPU time (``process_time``), best of N. Prints ms a build
and µs a rack, and this checkout's over REV's.
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordgames.challenge.index import ChallengeIndex  # noqa: E402
from wordgames.challenge.search import Rack  # noqa: E402
from wordgames.lexicon import Lexicon  # noqa: E402
from wordgames.wordle.rules import common_pool  # noqa: E402
from wordgames_build import DICTIONARY_ASSET  # noqa: E402
from wordgames_build.languages.build import asset_path  # noqa: E402
from wordgames_build.languages.packs import PACKS  # noqa: E402


def racks_of(lexicon: Lexicon, count: int = 100) -> list[Rack]:
    """The racks ``bench/languages.py`` times: a pool word of 6-10 letters and pool letters to 12, seed 37."""
    rng = random.Random(37)
    pool = [w for length in range(6, 11) for w in common_pool(lexicon, length).words]
    letters = "".join(pool)
    racks = []
    for _ in range(count):
        tiles = rng.choice(pool)
        tiles += "".join(rng.choice(letters) for _ in range(12 - len(tiles)))
        racks.append(Rack.parse(tiles, alphabet=lexicon.alphabet))
    return racks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("codes", nargs="*", default=["en", *(p.code for p in PACKS)])
    parser.add_argument("--against", default="0a50ed1")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    source = subprocess.run(
        ["git", "show", f"{args.against}:wordgames/challenge/index.py"], cwd=ROOT, capture_output=True, check=True
    ).stdout
    with tempfile.NamedTemporaryFile(suffix=".py") as file:
        file.write(source)
        file.flush()
        spec = importlib.util.spec_from_file_location("wordgames.challenge._against", file.name)
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
    for code in args.codes:
        lexicon = Lexicon.from_bytes((DICTIONARY_ASSET if code == "en" else asset_path(code)).read_bytes())
        for length in lexicon.lengths():
            lexicon.words_of_length(length)
        racks = racks_of(lexicon)
        builds: dict[str, list[float]] = {"then": [], "now": []}
        solves: dict[str, list[float]] = {"then": [], "now": []}
        for _ in range(args.repeat):
            for name, index_class in (("then", module.ChallengeIndex), ("now", ChallengeIndex)):
                start = time.process_time()
                index = index_class.build(lexicon)
                builds[name].append(time.process_time() - start)
                start = time.process_time()
                words = sum(len(index.solve(rack).words) for rack in racks)
                solves[name].append((time.process_time() - start) / len(racks))
        then, now = min(builds["then"]) * 1e3, min(builds["now"]) * 1e3
        rack_then, rack_now = min(solves["then"]) * 1e6, min(solves["now"]) * 1e6
        print(
            f"{code}: build {then:.0f} -> {now:.0f} ms ({now / then:.2f}x); rack {rack_then:.0f} -> {rack_now:.0f} µs "
            f"({rack_now / rack_then:.2f}x), {words / len(racks):.0f} words",
            flush=True,
        )


if __name__ == "__main__":
    main()
