#!/usr/bin/env python3
"""Word Challenge benchmark: median ms per rack of the reference search, a naive trie, the fast index, the course's C++.

    .venv/bin/python bench/challenge.py [--games N] [--repeat R] [--seed S] [--lengths 3-20] [--blanks B]
                                        [--dictionary FILE] [--course-source DIR | --no-course]

For each length, N random dictionary words of that length are scrambled into racks (seeded);
each method solves them ten at a time in turn, their results must agree (or the run stops),
and the table shows the median milliseconds per method and the ratios. The
baseline is a straightforward nested-dict trie with a depth-first search carrying letter
counts, built in the same run (its build time, and the fast index's, are printed apart).
The contender is the course's compiled C++ trie program (``bench/course_trie.py`` builds it
with g++ -O2 from its public source, ``--course-source`` a checkout or bare git directory of
it; the column is left out, with a note, where there is no compiler or no source): it solves
the same racks in the same rounds, in a process kept running, timed by its own clock around
its search alone. With ``--repeat R`` every round is played R times (medians over all).
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from pathlib import Path
from statistics import median

from course_trie import CourseProgram, build, rack_options

from wordgames.challenge.index import ChallengeIndex
from wordgames.challenge.search import Rack, solve
from wordgames.lexicon import Lexicon, Word
from wordgames_build import ROOT

END = "$"  # key of a naive trie node that ends a word
ROUND = 10  # racks one method solves in a row before the next method takes them


def build_naive_trie(words: list[Word]) -> dict:
    """Nested dicts, one level per letter, children in alphabetical order; END maps to the word."""
    root: dict = {}
    for word in sorted(words):
        node = root
        for ch in word:
            node = node.setdefault(ch, {})
        node[END] = word
    return root


def naive_solve(root: dict, letters: str, min_length: int = 3) -> list[Word]:
    """The straightforward DFS: take a letter if the rack still has one (else a blank, '?'), recurse, put it back.

    Children are visited alphabetically, so each length's words come out in order; grouping
    them by length gives the reference order without sorting.
    """
    counts: dict[str, int] = {}
    for ch in letters:
        counts[ch] = counts.get(ch, 0) + 1
    blanks = counts.pop("?", 0)
    by_length: list[list[Word]] = [[] for _ in range(len(letters) + 1)]

    def walk(node: dict, depth: int) -> None:
        nonlocal blanks
        for ch, child in node.items():
            if ch == END:
                if depth >= min_length:
                    by_length[depth].append(child)
            elif counts.get(ch):
                counts[ch] -= 1
                walk(child, depth + 1)
                counts[ch] += 1
            elif blanks:
                blanks -= 1
                walk(child, depth + 1)
                blanks += 1

    walk(root, 0)
    return [word for group in by_length for word in group]


def timed(function, *args):
    start = time.perf_counter()
    result = function(*args)
    return result, (time.perf_counter() - start) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    rack_options(parser, repeat=1, lengths="3-20")
    parser.add_argument("--blanks", type=int, default=0, help="turn the last B tiles of every rack into blanks")
    parser.add_argument("--dictionary", help="a word list instead of the course's list (static/course-dictionary.dawg)")
    parser.add_argument("--no-course", action="store_true", help="leave the course's C++ program out")
    args = parser.parse_args()

    start = time.perf_counter()
    if args.dictionary:
        lexicon = Lexicon.from_words(Path(args.dictionary).read_text().splitlines())
    else:
        lexicon = Lexicon.from_bytes((ROOT / "static" / "course-dictionary.dawg").read_bytes())
    load_ms = (time.perf_counter() - start) * 1000
    words, words_ms = timed(lambda: list(lexicon))
    trie, trie_ms = timed(build_naive_trie, words)
    index, index_ms = timed(ChallengeIndex.build, lexicon)
    course = None
    if args.no_course:
        how = "left out (--no-course)"
    elif args.blanks:
        how = "left out: the course's program takes no blanks"
    else:
        binary, how = build(args.course_source)
        course = CourseProgram(binary, words) if binary else None
    print(
        f"# {len(words):,} words; Python {platform.python_version()} ({platform.python_implementation()}); "
        f"{args.games} scrambled words per length, seed {args.seed}, {args.blanks} blanks, {args.repeat} repeats"
    )
    print(
        f"# setup ms: load asset {load_ms:.0f}, list every word {words_ms:.0f}, "
        f"naive trie build {trie_ms:.0f}, fast index build {index_ms:.0f} (on top of the word list)"
    )
    print(f"# course C++ program: {how}")
    print(
        f"{'len':>3} {'words':>7} {'nodes':>7} {'ref ms':>8} {'naive ms':>9} {'index ms':>9} {'C++ ms':>8}"
        f" {'naive/index':>11} {'ref/index':>9} {'index/C++':>9}"
    )
    rng = random.Random(args.seed)
    present = set(lexicon.lengths())
    for length in args.lengths:
        if length not in present:
            continue
        pool = lexicon.words_of_length(length)
        racks = ["".join(rng.sample(word, len(word))) for word in (rng.choice(pool) for _ in range(args.games))]
        racks = [letters[: len(letters) - args.blanks] + "?" * min(args.blanks, len(letters)) for letters in racks]
        # Each method solves ROUND racks in a row (its steady state), then the next method takes
        # the same racks; rounds alternate so that a busy moment on the machine hits them all.
        times: dict[str, list[float]] = {"ref": [], "naive": [], "index": [], "C++": []}
        found, nodes = [], []
        for _ in range(args.repeat):
            for start in range(0, len(racks), ROUND):
                chunk = racks[start : start + ROUND]
                references = [solve(lexicon, Rack.parse(letters)) for letters in chunk]
                naive = [timed(naive_solve, trie, letters) for letters in chunk]
                fast = [index.solve(Rack.parse(letters)) for letters in chunk]
                compiled = [course.solve(letters) for letters in chunk] if course else []
                for i, (letters, reference, (words, ms), quick) in enumerate(zip(chunk, references, naive, fast)):
                    if tuple(words) != reference.words or quick.words != reference.words:
                        raise SystemExit(f"results differ for rack {letters!r}")
                    if compiled and compiled[i][2] != reference.words:
                        raise SystemExit(f"the course program's words differ for rack {letters!r}")
                    times["ref"].append(reference.milliseconds)
                    times["naive"].append(ms)
                    times["index"].append(quick.milliseconds)
                    found.append(len(reference.words))
                    nodes.append(reference.nodes_visited)
                times["C++"] += [ms for ms, _, _ in compiled]
        ref, base, fast_ms = (median(times[k]) for k in ("ref", "naive", "index"))
        cpp = f"{median(times['C++']):>8.3f}" if times["C++"] else f"{'-':>8}"
        versus = f"{fast_ms / median(times['C++']):>8.2f}x" if times["C++"] else f"{'-':>9}"
        print(
            f"{length:>3} {sum(found) / len(found):>7.0f} {sum(nodes) / len(nodes):>7.0f} {ref:>8.3f} {base:>9.3f}"
            f" {fast_ms:>9.3f} {cpp} {base / fast_ms:>10.1f}x {ref / fast_ms:>8.1f}x {versus}",
            flush=True,
        )
    if course:
        course.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
