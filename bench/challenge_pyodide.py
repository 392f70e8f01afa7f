#!/usr/bin/env python3
"""Word Challenge in Pyodide: the fast index's median ms per rack under Pyodide beside CPython and the course's C++.

    .venv/bin/python bench/challenge_pyodide.py [--games 100] [--repeat 3] [--lengths 12,20] [--seed 0]
                                                [--course-source DIR | --no-course]

The racks are bench/challenge.py's (N random dictionary words per length, scrambled, seeded).
``index_times`` below loads static/dictionary.bin, builds the index (timed) and solves every
rack R times, ten racks at a time; it runs here on CPython, then in the vendored Pyodide
(static/vendor/pyodide, the runtime the page uses) under Node.js with the repository mounted
at /repo (``node`` on PATH; without it the column is left out with a note), then the
course's C++ program (bench/course_trie.py) solves the same racks. Each method runs alone, so
its data stay in the cache between racks (bench/challenge.py interleaves its methods: colder,
slower figures). Every method's count of words per rack must agree (bench/challenge.py compares the
words themselves). Pyodide's clock is performance.now().
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shutil
import subprocess
import time
from statistics import median

ROUND = 10


def index_times(asset: bytes, racks: dict[str, list[str]], repeat: int) -> dict:
    """Load, build the index, solve every rack ``repeat`` times: {'load_ms', 'build_ms', 'ms': {length: [...]},
    'words': {length: [word count per rack]}}."""
    from wordgames.challenge.index import ChallengeIndex
    from wordgames.challenge.search import Rack
    from wordgames.lexicon import Lexicon

    start = time.perf_counter()
    lexicon = Lexicon.from_bytes(asset)
    loaded = time.perf_counter()
    index = ChallengeIndex.build(lexicon)
    built = time.perf_counter()
    times: dict[str, list[float]] = {}
    found: dict[str, list[int]] = {}
    for length, letters in racks.items():
        times[length], found[length] = [], []
        for _ in range(repeat):
            for first in range(0, len(letters), ROUND):
                for rack in letters[first : first + ROUND]:
                    solution = index.solve(Rack.parse(rack))
                    times[length].append(solution.milliseconds)
                    found[length].append(len(solution.words))
    return {
        "load_ms": (loaded - start) * 1000,
        "build_ms": (built - loaded) * 1000,
        "ms": times,
        "words": found,
    }


NODE_SCRIPT = """
const root = process.env.WORDGAMES_ROOT;
const { loadPyodide } = require(root + "/static/vendor/pyodide/pyodide.js");
(async () => {
  const pyodide = await loadPyodide({ indexURL: root + "/static/vendor/pyodide/" });
  pyodide.FS.mkdir("/repo");
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root }, "/repo");
  let input = "";
  for await (const chunk of process.stdin) input += chunk;
  pyodide.globals.set("request", input);
  const result = pyodide.runPython(`
import json, sys
sys.path[:0] = ["/repo", "/repo/bench"]
from challenge_pyodide import index_times
asked = json.loads(request)
with open("/repo/static/dictionary.bin", "rb") as f:
    asset = f.read()
json.dumps(index_times(asset, asked["racks"], asked["repeat"]) | {"version": sys.version.split()[0]})
`);
  process.stdout.write(result);
})().catch((error) => { console.error(error); process.exit(1); });
"""


def in_pyodide(racks: dict[str, list[str]], repeat: int) -> tuple[dict | None, str]:
    """index_times run in Pyodide under Node.js, or (None, why not)."""
    from wordgames_build import ROOT

    node = shutil.which("node")
    if node is None:
        return None, "left out: no node on PATH"
    if not (ROOT / "static" / "vendor" / "pyodide" / "pyodide.js").exists():
        return None, "left out: static/vendor/pyodide is missing (run python3 build.py)"
    done = subprocess.run(
        [node, "-e", NODE_SCRIPT],
        env=os.environ | {"WORDGAMES_ROOT": str(ROOT)},
        input=json.dumps({"racks": racks, "repeat": repeat}),
        capture_output=True,
        text=True,
        timeout=1800,
    )
    if done.returncode:
        return None, f"failed: {done.stderr.strip()[-300:]}"
    result = json.loads(done.stdout)
    version = subprocess.run([node, "--version"], capture_output=True, text=True).stdout.strip()
    return result, f"Pyodide {result['version']} in Node.js {version}"


def main() -> int:
    from course_trie import CourseProgram, build, rack_options

    from wordgames.lexicon import Lexicon
    from wordgames_build import ROOT

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    rack_options(parser, repeat=3, lengths="12,20", what="rack")
    parser.add_argument("--no-course", action="store_true", help="leave the course's C++ program out")
    args = parser.parse_args()

    asset = (ROOT / "static" / "dictionary.bin").read_bytes()
    lexicon = Lexicon.from_bytes(asset)
    rng = random.Random(args.seed)  # the racks bench/challenge.py draws with the same seed
    racks = {}
    for length in args.lengths:
        pool = lexicon.words_of_length(length)
        racks[str(length)] = ["".join(rng.sample(w, len(w))) for w in (rng.choice(pool) for _ in range(args.games))]

    cpython = index_times(asset, racks, args.repeat)
    pyodide, how = in_pyodide(racks, args.repeat)
    course, cpp = None, {}
    if args.no_course:
        course_how = "left out (--no-course)"
    else:
        binary, course_how = build(args.course_source)
        if binary:
            course = CourseProgram(binary, list(lexicon))
            for length, letters in racks.items():
                cpp[length] = [course.solve(rack) for _ in range(args.repeat) for rack in letters]
            course.close()
    for length in racks:
        if pyodide and pyodide["words"][length] != cpython["words"][length]:
            raise SystemExit(f"Pyodide's words differ from CPython's at {length} letters")
        if cpp and [len(words) for _, _, words in cpp[length]] != cpython["words"][length]:
            raise SystemExit(f"the course program's words differ from ours at {length} letters")

    print(f"# CPython {platform.python_version()}; {how}; course C++: {course_how}")
    print(f"# {args.games} racks per length, seed {args.seed}, each solved {args.repeat} times, each method alone")
    load = f"load asset {cpython['load_ms']:.0f} ms, build index {cpython['build_ms']:.0f} ms on CPython"
    if pyodide:
        load += f"; {pyodide['load_ms']:.0f} and {pyodide['build_ms']:.0f} ms in Pyodide"
    print(f"# {load}")
    heads = ("CPython", "Pyodide", "C++", "CPy/C++", "Pyo/C++", "Pyo/CPy")
    print(f"{'len':>3} {'words':>6} " + " ".join(f"{head:>8}" for head in heads))
    for length in racks:
        words = median(cpython["words"][length])
        ours = median(cpython["ms"][length])
        theirs = median(pyodide["ms"][length]) if pyodide else None
        compiled = median(ms for ms, _, _ in cpp[length]) if cpp else None

        def show(value: float | None, width: int, suffix: str = "") -> str:
            return f"{value:>{width - len(suffix)}.3f}{suffix}" if value is not None else f"{'-':>{width}}"

        print(
            f"{length:>3} {words:>6.0f} {show(ours, 8)} {show(theirs, 8)} {show(compiled, 8)}"
            f" {show(compiled and ours / compiled, 8, 'x')} {show(compiled and theirs and theirs / compiled, 8, 'x')}"
            f" {show(theirs and theirs / ours, 8, 'x')}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
