#!/usr/bin/env python3
"""The solver's ranking of a long rack's answer, Pyodide and CPython: the known words' tables, the texts' marks.

    .venv/bin/python bench/solver_ranking.py [--rack LETTERS] [--trials 3]

Boots Pyodide in a module worker as the Lab's is (``bench/lab_factor.py``), builds the finder's
texts and the known words' tables there (``web/challenge/ranking.py``: the page builds both after
ready), then for a fresh answer each trial ranks every length twice: exactly, by marking the
texts' lines (what the page did before the tables), and by the tables (rare words ranked RARE).
The same probe runs on CPython in this process. Printed: the tables' build, and per trial the
search's ms and the two rankings' ms.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import tempfile
from pathlib import Path

from lab_factor import RUN, WORKER, Held
from page_load import built_site, serve
from playwright.sync_api import sync_playwright

from wordgames_build import ROOT
from wordgames_build.browser import CHROMIUM, CHROMIUM_ARGS

PROBE = r"""
import json, time
from itertools import groupby
from wordgames.challenge import SolveRequest
from wordgames.finder.scan import word_texts
from wordgames.lexicon import Lexicon, finish
from wordgames.web.challenge.ranking import known_tables, ranking

def measure(settings, lexicon, book):
    rack, trials = json.loads(settings)
    lexicon = Lexicon.from_bytes(lexicon.to_bytes())
    finish(iter(word_texts(lexicon).building(lexicon.lengths())))
    start = time.perf_counter()
    for _ in known_tables(lexicon).building(lexicon.lengths()):
        pass
    out = {"tables": time.perf_counter() - start, "search": [], "marks": [], "tables_rank": []}
    for _ in range(trials):
        for exact, key in ((True, "marks"), (False, "tables_rank")):
            answer = SolveRequest.parse(rack).solve(lexicon)  # fresh words: their hashes not computed yet
            groups = [(length, list(words)) for length, words in groupby(answer.words, len)]
            start = time.perf_counter()
            for length, words in groups:
                finish(ranking(lexicon, length, words, exact))
            out[key].append(time.perf_counter() - start)
        out["search"].append(answer.milliseconds / 1000)
    return json.dumps(out)
"""


def show(name: str, got: dict) -> None:
    trials = " · ".join(
        f"search {s * 1000:.0f}, marks {m * 1000:.0f}, tables {t * 1000:.0f}"
        for s, m, t in zip(got["search"], got["marks"], got["tables_rank"])
    )
    print(f"{name}: tables built in {got['tables'] * 1000:.0f} ms; ms per trial: {trials}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rack", default="etaoinshrdlucmfwyp??")
    parser.add_argument("--trials", type=int, default=3)
    args = parser.parse_args()
    settings = json.dumps([args.rack, args.trials])
    with sync_playwright() as playwright, contextlib.ExitStack() as stack:
        site = built_site(ROOT, Path(stack.enter_context(tempfile.TemporaryDirectory())))
        (site / "word-games" / "static" / "bench-factor.js").write_text(WORKER)
        (site / "word-games" / "static" / "bench.html").write_text("<!doctype html><title>bench</title>")
        server, url = serve(site)
        stack.callback(server.shutdown)
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        stack.callback(browser.close)
        page = browser.new_page()
        page.goto(url + "word-games/static/bench.html")
        show("Pyodide", json.loads(page.evaluate(RUN, [PROBE, settings])))
    scope: dict = {}
    exec(PROBE, scope)  # the same probe text as the worker's
    dictionary = Held((ROOT / "static" / "dictionary.bin").read_bytes())
    show("CPython", json.loads(scope["measure"](settings, dictionary, None)))


if __name__ == "__main__":
    main()
