#!/usr/bin/env python3
"""Word finder benchmark: typical patterns, the DAWG walk against regular-expression scans of the word list.

    .venv/bin/python bench/finder.py [--repeat N] [--dictionary FILE] [PATTERN ...]

Every method answers each pattern in full (every matching word, by length then
alphabetically) N times, taking turns so that a busy spell on the machine hits them all;
the table shows median milliseconds and how many times faster the finder is. The answers
must agree or the script stops.

- **finder**: ``find(lexicon, Query.parse(pattern))`` and every word, on a lexicon that
  keeps no word lists (the page's state: the words are spelled by walking the trie);
- **listed**: the same after ``words_of_length`` has listed every length (the words of a
  run are then a slice of those lists); **first 200**: the finder until its first 200
  words, asked a length at a time as the page asks (what the page draws first);
- **known first**: the lists the page and the command line show (``known_counts``, then each
  length's known words by ``shown``; the ranks of every match are needed for them);
- **scan**: ``[w for w in words if rx.fullmatch(w)]``, the compiled expression tried on
  every word of the list (``?`` is ``[a-z]``, ``*`` is ``[a-z]*``);
- **findall**: one ``re.findall`` over the whole list joined by newlines, the fastest
  regular-expression scan we know: the expression led by a newline (``\\n(...)$``), a literal
  the regular-expression engine looks for alone, faster than ``^`` (journal 24).

The scans get the word list for free (built before timing); the one-time costs, listing
every word and the lexicon's per-state facts the finder uses, are printed apart.
"""

from __future__ import annotations

import argparse
import platform
import re
import time
from itertools import chain, islice
from pathlib import Path
from statistics import median

from wordgames.finder import Query, find
from wordgames.finder.scan import word_texts
from wordgames.lexicon import Lexicon
from wordgames_build import ROOT

PATTERNS = ["c?t", "s??r*", "un*able", "*ing", "*x*", "*q*", "?????", "????????", "????????????", "*e*", "*"]


def timed(function, *args):
    start = time.perf_counter()
    result = function(*args)
    return result, (time.perf_counter() - start) * 1000


def expression(pattern: str) -> str:
    return pattern.replace("?", "[a-z]").replace("*", "[a-z]*")


def finder_words(lexicon: Lexicon, pattern: str) -> tuple[list[str], int]:
    matches = find(lexicon, Query.parse(pattern))
    return list(matches.words()), matches.steps


def plan(lexicon: Lexicon, pattern: str) -> str:
    """The finder's plan for the pattern: plain walk, walk, scan."""
    matches = find(lexicon, Query.parse(pattern))
    return "scan" if type(matches).__name__ == "ScanMatches" else "plain" if matches.plain else "walk"


def first_words(lexicon: Lexicon, pattern: str) -> list[str]:
    """The first 200 words as the page asks for them: a length at a time, shortest first."""
    matches = find(lexicon, Query.parse(pattern))
    return list(islice(chain.from_iterable(matches.words(length) for length in sorted(matches.counts)), 200))


def known_words(lexicon: Lexicon, pattern: str) -> list[str]:
    """The known words as the page lists them: every length's, known words first (no rare one)."""
    matches = find(lexicon, Query.parse(pattern))
    return [word for length in matches.known_counts() for word in matches.shown(length)]


def scan(words: list[str], pattern: str) -> list[str]:
    match = re.compile(expression(pattern)).fullmatch
    return [w for w in words if match(w)]


def findall(text: str, pattern: str) -> list[str]:
    """Matches by length then alphabetically: the joined list (a newline before its first line) is in that
    order already."""
    return re.findall(f"\\n({expression(pattern)})$", text, re.MULTILINE)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("patterns", nargs="*", metavar="PATTERN", default=PATTERNS)
    parser.add_argument("--repeat", type=int, default=9, help="answers per method and pattern (default 9)")
    parser.add_argument("--dictionary", help="a word list instead of static/dictionary.bin")
    args = parser.parse_args()

    if args.dictionary:
        data = Lexicon.from_words(Path(args.dictionary).read_text().splitlines()).to_bytes()
    else:
        data = (ROOT / "static" / "dictionary.bin").read_bytes()
    walking, load_ms = timed(Lexicon.from_bytes, data)
    _, facts_ms = timed(lambda: (walking.suffix_lengths, walking.suffix_counts))  # the first walk computes them
    _, texts_ms = timed(lambda: [word_texts(walking).text(n) for n in walking.lengths()])  # the scan's, once
    listed = Lexicon.from_bytes(data)
    words, list_ms = timed(lambda: list(listed))
    _ = listed.suffix_counts  # its per-state facts too, before timing
    text = "\n" + "\n".join(words)
    print(f"# {len(words):,} words; Python {platform.python_version()} ({platform.python_implementation()}); ", end="")
    print(f"median of {args.repeat} answers per method")
    print(
        f"# one-time ms: load asset {load_ms:.0f}, per-state facts (suffix lengths, counts, letters) {facts_ms:.0f}, "
        f"the scan's word texts {texts_ms:.0f}, list every word {list_ms:.0f}"
    )
    print(
        f"{'pattern':<12} {'plan':<5} {'words':>7} {'steps':>7} {'finder':>8} {'listed':>8} {'first200':>8}"
        f" {'known1st':>8} {'scan':>8}"
        f" {'findall':>8} {'scan/finder':>11} {'findall/finder':>14}"
    )
    for pattern in args.patterns:
        names = ("finder", "listed", "first", "known", "scan", "findall")
        times: dict[str, list[float]] = {name: [] for name in names}
        for _ in range(args.repeat):
            (found, steps), ms = timed(finder_words, walking, pattern)
            times["finder"].append(ms)
            (quick, _), ms = timed(finder_words, listed, pattern)
            times["listed"].append(ms)
            first, ms = timed(first_words, walking, pattern)
            times["first"].append(ms)
            known, ms = timed(known_words, walking, pattern)
            times["known"].append(ms)
            scanned, ms = timed(scan, words, pattern)
            times["scan"].append(ms)
            all_found, ms = timed(findall, text, pattern)
            times["findall"].append(ms)
            if not found == quick == scanned == all_found or first != found[:200] or not set(known) <= set(found):
                raise SystemExit(f"the answers differ for {pattern!r}")
        finder, quick, first, known_ms, base, fastest = (median(times[k]) for k in times)
        print(
            f"{pattern:<12} {plan(walking, pattern):<5} {len(found):>7} {steps:>7} {finder:>8.2f} {quick:>8.2f}"
            f" {first:>8.2f} {known_ms:>8.2f} {base:>8.2f}"
            f" {fastest:>8.2f} {base / finder:>10.1f}x {fastest / finder:>13.1f}x",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
