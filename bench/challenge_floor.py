#!/usr/bin/env python3
"""The floor of a pure-CPython Word Challenge answer, against the course's C++ on the same racks.

    .venv/bin/python bench/challenge_floor.py [--games 100] [--repeat 3] [--lengths 12,20] [--seed 0]
                                              [--course-source DIR] [--no-thrash]

Whatever finds the words, a CPython answer ends by making a list of them. Here an oracle has
found them already: each rack's answer is given as positions in one tuple of every word (by
length, then alphabetically), and the only work timed is making the answer from them, three
ways: ``itemgetter(*positions)(words)`` (one C loop), ``list(map(words.__getitem__, positions))``
and ``[words[i] for i in positions]``; and the step no C routine does, the bitsets' set bits to
positions (``places``: ``bin``, split at the ones, the gaps summed). Beside them: the fast index's bitset step alone
(``LengthGroup.writable`` for every length, no words), the whole index (``ChallengeIndex.solve``)
and the course's C++ program (``bench/course_trie.py``; it returns word numbers, timed by its own
clock around its search). The racks are bench/challenge.py's (N dictionary words per length,
scrambled, seeded); each method takes ten racks in a row, in turn, R times; before each method's
ten, a 64 MB walk evicts the caches (as bench/challenge.py's other methods do between the index's
turns; ``--no-thrash`` leaves it out). The table: median ms per rack and each method over the C++.
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from itertools import accumulate, count
from operator import add, itemgetter
from statistics import median

from course_trie import CourseProgram, build, rack_options

from wordgames.challenge.index import ChallengeIndex
from wordgames.challenge.search import Rack
from wordgames.lengths import MIN_LENGTH
from wordgames.lexicon import Lexicon
from wordgames_build import ROOT

ROUND = 10  # racks one method answers in a row
EVICT = bytes(64 << 20)  # walked between methods: larger than any cache here


def evict() -> None:
    EVICT[::64].count(1)  # reads every cache line of 64 MB


def index_bitsets(index: ChallengeIndex, starts: dict[int, int], rack: Rack) -> list[tuple[int, int]]:
    """(position of the length's first word, the index's bitset) for each length the rack may write."""
    found = []
    for n, (group,) in sorted(index.groups.items()):
        if MIN_LENGTH <= n <= rack.size:
            found.append((starts[n], group.writable(rack.counts, rack.blanks, {})))
    return found


def floor_methods(words: tuple[str, ...], index: ChallengeIndex) -> dict:
    """Each method takes (rack, positions) and returns something the size of the answer."""

    def bitsets(rack: Rack, positions: list[int]) -> int:
        groups = [g for n, (g,) in index.groups.items() if MIN_LENGTH <= n <= rack.size]
        return sum(bool(g.writable(rack.counts, rack.blanks, {})) for g in groups)

    def places(rack: Rack, bitsets: list[tuple[int, int]]) -> list[int]:
        """Bits to positions (no words): ``bin`` (one character a word, in C), split at the ones, the gaps summed."""
        found: list[int] = []
        for offset, bits in bitsets:
            runs = bin(bits)[:1:-1].split("1")  # the lowest bit (the first word) first
            runs.pop()
            found += map(add, accumulate(map(len, runs)), count(offset))
        return found

    return {
        "places": places,
        "itemgetter": lambda rack, positions: itemgetter(*positions)(words),
        "map": lambda rack, positions: list(map(words.__getitem__, positions)),
        "listcomp": lambda rack, positions: [words[i] for i in positions],
        "bitsets": bitsets,
        "index": lambda rack, positions: index.solve(rack).words,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    rack_options(parser, repeat=3, lengths="12,20")
    parser.add_argument("--no-thrash", action="store_true", help="no cache eviction between methods")
    args = parser.parse_args()

    lexicon = Lexicon.from_bytes((ROOT / "static" / "dictionary.bin").read_bytes())
    words = tuple(lexicon)
    place = {word: i for i, word in enumerate(words)}
    starts: dict[int, int] = {}  # each length's first word's position
    for i, word in enumerate(words):
        starts.setdefault(len(word), i)
    index = ChallengeIndex.build(lexicon, split_above=len(lexicon))  # a group a length: the steps per length
    binary, how = build(args.course_source)
    course = CourseProgram(binary, list(words)) if binary else None
    methods = floor_methods(words, index)
    print(f"# {len(words):,} words; Python {platform.python_version()}; {args.games} racks a length, seed {args.seed}")
    print(f"# course C++ program: {how}; caches {'kept' if args.no_thrash else 'evicted'} between methods")
    names = [*methods, "C++"]
    print(f"{'len':>3} {'words':>6} " + " ".join(f"{name:>10}" for name in names) + "   (ms per rack; / C++ below)")
    rng = random.Random(args.seed)
    for length in args.lengths:
        pool = lexicon.words_of_length(length)
        racks = ["".join(rng.sample(word, len(word))) for word in (rng.choice(pool) for _ in range(args.games))]
        answers = {letters: index.solve(Rack.parse(letters)).words for letters in racks}
        positions = {letters: [place[w] for w in answer] for letters, answer in answers.items()}
        bitsets = {letters: index_bitsets(index, starts, Rack.parse(letters)) for letters in racks}
        times: dict[str, list[float]] = {name: [] for name in names}
        for _ in range(args.repeat):
            for start in range(0, len(racks), ROUND):
                chunk = racks[start : start + ROUND]
                for name, method in methods.items():
                    if not args.no_thrash:
                        evict()
                    for letters in chunk:
                        rack = Rack.parse(letters)
                        where = bitsets[letters] if name == "places" else positions[letters]
                        begin = time.perf_counter()
                        made = method(rack, where)
                        times[name].append((time.perf_counter() - begin) * 1000)
                        if name == "places" and made != positions[letters]:
                            raise SystemExit(f"places differ for {letters!r}")
                        if name not in ("bitsets", "places") and tuple(made) != answers[letters]:
                            raise SystemExit(f"{name} differs for {letters!r}")
                if course:
                    for letters in chunk:
                        ms, _, found = course.solve(letters)
                        if found != answers[letters]:
                            raise SystemExit(f"the course program differs for {letters!r}")
                        times["C++"].append(ms)
        medians = {name: median(values) for name, values in times.items() if values}
        count = median(len(answer) for answer in answers.values())
        print(f"{length:>3} {count:>6.0f} " + " ".join(f"{medians.get(name, float('nan')):>10.4f}" for name in names))
        if "C++" in medians:
            ratios = " ".join(f"{medians[name] / medians['C++']:>9.2f}x" for name in names)
            print(f"{'':>3} {'':>6} {ratios}", flush=True)
    if course:
        course.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
