#!/usr/bin/env python3
"""The course's compiled Word Challenge program, built from its public source and driven one rack at a time.

    .venv/bin/python bench/course_trie.py [--source DIR] [RACK ...]

The course's C++ solution (github.com/HaagManuel/WordGames: ``word_challenge.h``, a trie laid
out in depth-first order in an adjacency array, searched depth first with letter counts) is
not copied here: ``build`` takes its source from ``--source`` (a checkout or a bare git
directory), else from .cache/course-wordgames, else clones it there, and compiles it with
``g++ -O2`` around ``bench/course_challenge.cpp`` (ours: it reads the word list, then times
``possible_words`` for each rack it is given). Without g++ or the source, ``build`` returns
None and says why. Run alone, it solves the racks given and prints time, nodes and words.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from wordgames_build import CACHE, ROOT

REPOSITORY = "https://github.com/HaagManuel/WordGames"
HEADERS = [
    "common.h",
    "small_map.h",
    "graph.h",
    "trie.h",
    "measure_time.h",
    "random.h",
    "io.h",
    "static_trie.h",
    "word_challenge.h",
]
DRIVER = ROOT / "bench" / "course_challenge.cpp"
FLAGS = ["-O2", "-std=c++20"]


def _source(given: str | None) -> tuple[Path | None, str]:
    """A directory holding the course's headers, or None and the reason."""
    candidates = [Path(given)] if given else [CACHE / "course-wordgames"]
    for path in candidates:
        if (path / "word_challenge.h").exists():
            return path, ""
        if (path / "HEAD").exists() or (path / ".git").exists():  # a bare git directory (or a clone): export it
            out = CACHE / "course-wordgames-src"
            out.mkdir(parents=True, exist_ok=True)
            git_dir = path if (path / "HEAD").exists() else path / ".git"
            for name in HEADERS:
                shown = subprocess.run(["git", "--git-dir", str(git_dir), "show", f"HEAD:{name}"], capture_output=True)
                if shown.returncode:
                    return None, f"{path} has no {name}"
                (out / name).write_bytes(shown.stdout)
            return out, ""
    if given:
        return None, f"no word_challenge.h in {given}"
    cloned = subprocess.run(["git", "clone", "--depth", "1", REPOSITORY, str(candidates[0])], capture_output=True)
    if cloned.returncode:
        return None, f"could not clone {REPOSITORY} ({cloned.stderr.decode().strip().splitlines()[-1:]})"
    return candidates[0], ""


def rack_options(parser: argparse.ArgumentParser, repeat: int, lengths: str, what: str = "round") -> None:
    """The options of every benchmark that plays racks beside this program: racks per length, repeats, seed,
    lengths ('12,20', '3-20') and where the course's source is."""
    from wordgames.lengths import parse_lengths

    parser.add_argument("--games", type=int, default=100, help="racks per length (default 100)")
    parser.add_argument("--repeat", type=int, default=repeat, help=f"times each {what} is played (default {repeat})")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--lengths", type=parse_lengths, default=parse_lengths(lengths))
    parser.add_argument("--course-source", help="the course program's source: a checkout or a bare git directory")


def build(source: str | None = None) -> tuple[Path | None, str]:
    """The compiled driver (built once per source and flags), or None and why not."""
    compiler = shutil.which("g++")
    if compiler is None:
        return None, "no g++ on PATH: the C++ column is skipped"
    headers, why = _source(source)
    if headers is None:
        return None, why + ": the C++ column is skipped"
    binary = CACHE / "course-challenge"
    inputs = [DRIVER, *(headers / name for name in HEADERS)]
    if binary.exists() and all(p.stat().st_mtime <= binary.stat().st_mtime for p in inputs):
        return binary, f"g++ {' '.join(FLAGS)} of {headers}"
    made = subprocess.run([compiler, *FLAGS, "-I", str(headers), str(DRIVER), "-o", str(binary)], capture_output=True)
    if made.returncode:
        return None, f"g++ failed: {made.stderr.decode()[-400:]}"
    return binary, f"g++ {' '.join(FLAGS)} of {headers}"


class CourseProgram:
    """The compiled program, kept running: ``solve`` sends a rack and reads back its time and words."""

    def __init__(self, binary: Path, words: list[str]):
        # Alphabetical, as the course reads its dictionary: its trie keeps children sorted, so
        # each length's words come out alphabetically, the order our searches give.
        self._list = tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False)
        self._list.write("\n".join(sorted(words)) + "\n")
        self._list.close()
        self._process = subprocess.Popen(
            [str(binary), self._list.name], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        ready = self._process.stdout.readline()
        if not ready.startswith("ready"):
            raise RuntimeError(f"the course program did not start: {ready!r}")

    def solve(self, letters: str) -> tuple[float, int, tuple[str, ...]]:
        """(milliseconds, nodes visited, words of 3+ letters by length then alphabetically)."""
        self._process.stdin.write(letters + "\n")
        self._process.stdin.flush()
        ns, nodes, *words = self._process.stdout.readline().split()
        return int(ns) / 1e6, int(nodes), tuple(words)

    def close(self) -> None:
        self._process.stdin.close()
        self._process.wait()
        Path(self._list.name).unlink(missing_ok=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("racks", nargs="*", default=["abracadabra"])
    parser.add_argument("--source", help="a checkout or bare git directory of the course's repository")
    args = parser.parse_args()
    binary, how = build(args.source)
    if binary is None:
        print(how, file=sys.stderr)
        return 1
    from wordgames.lexicon import Lexicon

    program = CourseProgram(binary, list(Lexicon.from_bytes((ROOT / "static" / "course-dictionary.dawg").read_bytes())))
    print(f"# {how}")
    for letters in args.racks:
        ms, nodes, words = program.solve(letters)
        print(f"{letters}: {ms:.3f} ms, {nodes} nodes, {len(words)} words: {' '.join(words[:20])}")
    program.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
