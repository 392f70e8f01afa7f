#!/usr/bin/env python3
"""The Lab's runtime against CPython: a pure-Python loop and the race's games, in a worker like the Lab's and here.

    .venv/bin/python bench/lab_factor.py [--lengths 5] [--strategies letter-frequency,best] [--games 30] [--runs 3]

Serves the site `build.py site` writes (as ``bench/page_load.py`` does) and starts, in headless
Chromium, a module Worker that boots Pyodide as static/race-worker.js does (the vendored runtime, the
engine's archive, the dictionary and the opening book, parsed once by ``race_in_worker.prepare``). The
same probe then runs there and on CPython in this process: pure-Python loops that use no engine code
(integer arithmetic with a dict, and string slicing with a list: the runtime's own factor per
operation), then the race a move at a time through ``race_in_worker.open_race`` (the engine's games),
each game timed from the end of the one before. Printed: each side's seconds, and the worker's over
CPython's (issue 41 item 3's goal: the race's games within 1.5x CPython's per game; the loops' factor
is the runtime's share of it, a ceiling the engine cannot go under).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import tempfile
from pathlib import Path

from page_load import built_site, serve
from playwright.sync_api import sync_playwright

from wordgames.web.params import lab_query
from wordgames.wordle.race import RaceSettings
from wordgames_build import ROOT
from wordgames_build.browser import CHROMIUM, CHROMIUM_ARGS

PROBE = r'''
import json, time
from wordgames.web.lab.race_in_worker import open_race, prepare

def arithmetic(n=600_000):
    """Integer arithmetic and a dict: the runtime's interpreter loop, no engine code."""
    start, total, seen = time.perf_counter(), 0, {}
    for i in range(n):
        total = (total + i * i) % 1_000_003
        seen[i & 1023] = total
    return time.perf_counter() - start

def strings(n=300_000):
    """Slices, joins and a list: what a word game's inner loops do, no engine code."""
    start, kept, word = time.perf_counter(), [], "abcdefghij"
    for i in range(n):
        part = word[i % 7 : i % 7 + 3]
        kept.append(part + word[i % 5])
        if len(kept) > 512:
            kept.clear()
    return time.perf_counter() - start

def measure(settings, lexicon, book):
    loops = {"arithmetic": min(arithmetic() for _ in range(3)), "strings": min(strings() for _ in range(3))}
    start = time.perf_counter()
    prepare(lexicon, book)
    prepared = time.perf_counter() - start
    race = open_race(settings, None, None)
    games, done, last = [], 0, time.perf_counter()
    while race.step():
        if race.done != done:
            now = time.perf_counter()
            games.append(now - last)
            done, last = race.done, now
    return json.dumps({"loops": loops, "prepare": prepared, "games": games})
'''

WORKER = """import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
const get = async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer());
const pyodide = await loadPyodide();
pyodide.unpackArchive((await get("./wordgames.zip")).buffer, "zip");
const dictionary = await get("./dictionary.bin"), book = await get("./openings.bin");
onmessage = ({ data }) => {
  pyodide.runPython(data.probe);
  postMessage(pyodide.globals.get("measure")(data.settings, dictionary, book));
};
postMessage("ready");
"""

RUN = """([probe, settings]) => new Promise((resolve, reject) => {
  const worker = new Worker("./bench-factor.js", { type: "module" });
  worker.onerror = (error) => reject(new Error(String(error.message)));
  worker.onmessage = ({ data }) => {
    if (data === "ready") worker.postMessage({ probe, settings });
    else { worker.terminate(); resolve(data); }
  };
})"""


class Held:
    """Bytes as the worker's JS arrays give them to Python (``to_bytes``)."""

    def __init__(self, data: bytes) -> None:
        self.data = data

    def to_bytes(self) -> bytes:
        return self.data


def cpython_probe(settings: str) -> dict:
    scope: dict = {}
    exec(PROBE, scope)  # the same probe text as the worker's
    static = ROOT / "static"
    lexicon, book = Held((static / "dictionary.bin").read_bytes()), Held((static / "openings.bin").read_bytes())
    return json.loads(scope["measure"](settings, lexicon, book))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", default="5", help="comma-separated lengths (default 5)")
    parser.add_argument("--strategies", default="letter-frequency,best", help="comma-separated strategy names")
    parser.add_argument("--games", type=int, default=30, help="games per length and strategy (default 30)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=3, help="pairs of worker and CPython probes (default 3)")
    args = parser.parse_args()
    settings = RaceSettings(
        tuple(int(n) for n in args.lengths.split(",")), tuple(args.strategies.split(",")), args.games, args.seed
    )
    settings_json = json.dumps(settings.to_data())
    print(f"# {lab_query(settings)}: seconds in the worker and on CPython, and the worker's over CPython's")
    with sync_playwright() as playwright, contextlib.ExitStack() as stack:
        site = built_site(ROOT, Path(stack.enter_context(tempfile.TemporaryDirectory())))
        (site / "word-games" / "static" / "bench-factor.js").write_text(WORKER)
        (site / "word-games" / "static" / "bench.html").write_text("<!doctype html><title>bench</title>")
        server, url = serve(site)
        stack.callback(server.shutdown)
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        stack.callback(browser.close)
        ratios: dict[str, list[float]] = {}
        for run in range(args.runs):
            page = browser.new_page()
            page.goto(url + "word-games/static/bench.html")
            worker = json.loads(page.evaluate(RUN, [PROBE, settings_json]))
            page.close()
            here = cpython_probe(settings_json)
            rows = {name: (worker["loops"][name], here["loops"][name]) for name in here["loops"]}
            rows["prepare"] = worker["prepare"], here["prepare"]
            rows["per game"] = statistics.mean(worker["games"]), statistics.mean(here["games"])
            rows["median game"] = statistics.median(worker["games"]), statistics.median(here["games"])
            cells = []
            for name, (theirs, ours) in rows.items():
                ratios.setdefault(name, []).append(theirs / ours)
                cells.append(f"{name} {theirs:.3f}/{ours:.3f} s ({theirs / ours:.2f}x)")
            print(f"run {run + 1}: " + " · ".join(cells), flush=True)
        medians = " · ".join(f"{name} {statistics.median(values):.2f}x" for name, values in ratios.items())
        print(f"median over {args.runs} runs: {medians}")


if __name__ == "__main__":
    main()
