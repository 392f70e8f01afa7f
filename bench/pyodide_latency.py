#!/usr/bin/env python3
"""Wordle benchmark: best's cold next-guess latency in Pyodide (headless Chromium) beside CPython, same run.

    .venv/bin/python bench/pyodide_latency.py [--games 6] [--lengths 3-8,12,20] [--seed 2024] [--hard] [--person-opens]

Serves the repository root on 127.0.0.1 and opens a blank page of our own (not the product's
page) that loads the vendored Pyodide (static/vendor/pyodide/pyodide.js), copies the wordgames
package and bench/wordle.py into Pyodide's file system and the two assets (static/dictionary.bin,
static/openings.bin) beside them. Then, length by length, the same function
(bench/wordle.py's ``latency_times``: the positions of ``best``'s own games, a fresh strategy
object per move, opening book loaded; ``--hard``: hard mode; ``--person-opens``: each game opens
with a random word, untimed, as a person might) runs first on CPython in this process, then in Pyodide, and
the table gives moves, p50, p95 and maximum ms of each and the ratio of the p95s. The issue's goal
is p95 <= 150 ms on CPython and <= 500 ms in the browser. Chromium coarsens the browser's clock
to 0.1 ms. Needs `python3 build.py` first and playwright in .venv.
"""

from __future__ import annotations

import argparse
import datetime
import functools
import json
import platform
import sys
import threading
import time
from pathlib import Path

from bench.wordle import latency_times, percentile
from wordgames.lengths import parse_lengths
from wordgames.lexicon import Lexicon
from wordgames.wordle.strategies import OpeningBook
from wordgames_build import ROOT
from wordgames_build.browser import CHROMIUM, CHROMIUM_ARGS
from wordgames_build.server import SiteHandler, SiteServer

BROWSER_GOAL_MS = 500
PAGE = "bench-pyodide-latency.html"  # served by this script only; the product has no such page
PAGE_HTML = b"""<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script src="./static/vendor/pyodide/pyodide.js"></script></head><body></body></html>
"""
ASSETS = ("static/dictionary.bin", "static/openings.bin")
NEEDED = ("static/vendor/pyodide/pyodide.js", *ASSETS)

# In the page: boot Pyodide, copy the files in, load the lexicon and the book, define run().
BOOT_JS = """async ({files, assets, setup}) => {
    const started = performance.now();
    const pyodide = await loadPyodide({indexURL: new URL("./static/vendor/pyodide/", location.href).href});
    const booted = performance.now();
    const home = pyodide.FS.cwd();
    for (const [path, binary] of [...files.map(f => [f, false]), ...assets.map(a => [a, true])]) {
        const response = await fetch("./" + path);
        if (!response.ok) throw new Error(`fetching ${path}: HTTP ${response.status}`);
        const data = binary ? new Uint8Array(await response.arrayBuffer()) : await response.text();
        pyodide.FS.mkdirTree(home + "/" + path.split("/").slice(0, -1).join("/"));
        pyodide.FS.writeFile(home + "/" + path, data);
    }
    const copied = performance.now();
    pyodide.runPython(setup);
    window.pyodide = pyodide;
    return {pyodide: pyodide.version, python: pyodide.runPython("import sys; sys.version.split()[0]"),
            boot_ms: booted - started, copy_ms: copied - booted, setup_ms: performance.now() - copied};
}"""
SETUP_PY = """
import json
from pathlib import Path
from bench.wordle import latency_times
from wordgames.lexicon import Lexicon
from wordgames.wordle.strategies import OpeningBook
lexicon = Lexicon.from_bytes(Path("static/dictionary.bin").read_bytes())
book = OpeningBook.from_bytes(Path("static/openings.bin").read_bytes())

def run(length, games, seed, hard, person_opens):
    return json.dumps(latency_times(lexicon, length, games, book, seed, hard, person_opens))
"""
RUN_JS = "(args) => window.pyodide.globals.get('run')(...args)"


class BenchHandler(SiteHandler):
    """The site, plus the benchmark's blank page."""

    def do_GET(self) -> None:
        if self.path.split("?")[0] != "/" + PAGE:
            return super().do_GET()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(PAGE_HTML)))
        self.end_headers()
        self.wfile.write(PAGE_HTML)


def fail(message: str) -> None:
    sys.exit(f"pyodide_latency: {message}")


def engine_files() -> list[str]:
    """What Pyodide needs to import bench/wordle.py: the engine (not the web layer) and the script."""
    files = [p for p in sorted((ROOT / "wordgames").rglob("*.py")) if "web" not in p.relative_to(ROOT).parts]
    return [str(p.relative_to(ROOT)) for p in files] + ["bench/wordle.py"]


def figures(times: list[float]) -> str:
    return f"{percentile(times, 0.5):.1f} | {percentile(times, 0.95):.1f} | {max(times):.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6, help="games per length (default 6)")
    parser.add_argument("--lengths", default="3-8,12,20")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--hard", action="store_true", help="hard mode")
    parser.add_argument(
        "--person-opens", action="store_true", help="each game opens with a random word, as a person might"
    )
    args = parser.parse_args()
    lengths = parse_lengths(args.lengths)
    if any(not 3 <= length <= 20 for length in lengths) or args.games < 1:
        fail("lengths must be within 3-20 and --games at least 1")
    missing = [path for path in NEEDED if not (ROOT / path).exists()]
    if missing:
        fail(f"{', '.join(missing)} missing: run `python3 build.py` first")
    if not Path(CHROMIUM).exists():
        fail(f"{CHROMIUM} is missing: `apt-get install chromium` (python3 build.py test does it)")
    try:
        from playwright.sync_api import Error as PlaywrightError
        from playwright.sync_api import sync_playwright
    except ImportError:
        fail("playwright is not installed here: run with .venv/bin/python (python3 build.py test installs it)")

    lexicon = Lexicon.from_bytes((ROOT / ASSETS[0]).read_bytes())
    book = OpeningBook.from_bytes((ROOT / ASSETS[1]).read_bytes())
    server = SiteServer(("127.0.0.1", 0), functools.partial(BenchHandler, directory=str(ROOT)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    rows = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
            page = browser.new_page()
            page.route(lambda url: not url.startswith(base), lambda route: route.abort())  # offline: loopback only
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(base + PAGE)
            try:
                boot = page.evaluate(BOOT_JS, {"files": engine_files(), "assets": list(ASSETS), "setup": SETUP_PY})
            except PlaywrightError as error:
                fail(f"Pyodide did not start in Chromium: {error.message.splitlines()[0]} {errors}")
            print(
                f"# {datetime.date.today()} · CPython {platform.python_version()} · Pyodide {boot['pyodide']} "
                f"(Python {boot['python']}) in Chromium {browser.version} · `{' '.join(sys.argv)}` · "
                f"book: {len(book):,} positions · {args.games} games per length, seed {args.seed}"
            )
            print(
                f"\nPyodide boot {boot['boot_ms']:,.0f} ms, files copied in {boot['copy_ms']:,.0f} ms, "
                f"dictionary and book parsed in {boot['setup_ms']:,.0f} ms",
                flush=True,
            )
            for length in lengths:
                started = time.perf_counter()
                native = latency_times(lexicon, length, args.games, book, args.seed, args.hard, args.person_opens)
                middle = time.perf_counter()
                try:
                    browser_times = json.loads(
                        page.evaluate(RUN_JS, [length, args.games, args.seed, args.hard, args.person_opens])
                    )
                except PlaywrightError as error:
                    fail(f"Pyodide failed at length {length}: {error.message}")
                rows.append((length, browser_times, native))
                print(
                    f"  {length} letters: CPython {middle - started:.0f} s, "
                    f"Pyodide {time.perf_counter() - middle:.0f} s",
                    file=sys.stderr,
                    flush=True,
                )
            browser.close()
    except PlaywrightError as error:
        fail(f"Chromium failed: {error.message.splitlines()[0]}")
    finally:
        server.shutdown()
        server.server_close()

    print(
        f"\n### best: next-guess latency (cold, with the opening book, {'hard' if args.hard else 'normal'} mode"
        f"{', a random first guess' if args.person_opens else ''}), Pyodide in Chromium vs CPython\n"
    )
    print(
        "| length | moves | Pyodide p50 ms | p95 ms | max ms | CPython p50 ms | p95 ms | max ms | p95 Pyodide/CPython |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for length, browser_times, native in rows:
        moves = (
            str(len(native)) if len(native) == len(browser_times) else f"{len(browser_times)} (CPython {len(native)})"
        )
        ratio = percentile(browser_times, 0.95) / max(percentile(native, 0.95), 0.1)
        print(f"| {length} | {moves} | {figures(browser_times)} | {figures(native)} | {ratio:.1f} |")
    worst = max(percentile(times, 0.95) for _, times, _ in rows)
    missed = [str(length) for length, times, _ in rows if percentile(times, 0.95) > BROWSER_GOAL_MS]
    print(
        f"\nWorst Pyodide p95 {worst:.1f} ms; browser goal p95 <= {BROWSER_GOAL_MS} ms: "
        + (f"missed at {', '.join(missed)} letters" if missed else "met at every length measured")
    )


if __name__ == "__main__":
    main()
