#!/usr/bin/env python3
"""The Lab's race in the browser beside the same race on CPython: ms per move per strategy and length.

    .venv/bin/python bench/lab_race.py [--lengths 5,8] [--strategies letter-frequency,best] [--games 30] [--seed 1]

Serves the repository root on 127.0.0.1, opens the product's page in headless Chromium with the
Lab's run link for the race (it runs in the Lab's Web Worker, as a person would see it),
waits for it to finish and reads the results the page keeps (localStorage). Then the same race
runs on CPython in this process, with the same engine, book and strategies (wordle/race.py), and
the table gives each lane's ms per move on both, their ratio, and whether the averages agree
(they must: the same seeded games). Issue 19's goal: the browser within 2.5× CPython. Needs
`python3 build.py` first and playwright in .venv.
"""

from __future__ import annotations

import argparse
import datetime
import functools
import json
import platform
import threading

from playwright.sync_api import sync_playwright

from wordgames.cli import load_lexicon, load_strategy
from wordgames.web.params import lab_query
from wordgames.wordle.race import Race, RaceRecord, RaceSettings
from wordgames_build import ROOT
from wordgames_build.browser import CHROMIUM, CHROMIUM_ARGS
from wordgames_build.server import SiteHandler, SiteServer

GOAL = 2.5  # the browser's ms per move at most this many times CPython's


def browser_race(settings: RaceSettings) -> tuple[RaceRecord, float]:
    """The race run by the page's Lab, and the seconds it took there."""
    handler = functools.partial(SiteHandler, directory=str(ROOT))
    server = SiteServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1100, "height": 900})
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/{lab_query(settings)}")
            page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
            page.wait_for_function(
                "document.querySelector('#lab-status').textContent.startsWith('Done')", timeout=3_600_000
            )
            record = RaceRecord.from_data(json.loads(page.evaluate("localStorage.getItem('wordgames.lab')")))
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return record, record.seconds


def cpython_race(settings: RaceSettings) -> RaceRecord:
    race = Race(load_lexicon(None), settings, lambda name: load_strategy(name, remember=True))
    for _ in race.steps():
        pass
    return RaceRecord(settings, tuple(race.results()), True)


def untimed(summary: dict) -> dict:
    return {key: value for key, value in summary.items() if not key.startswith("ms_")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", default="5,8", help="comma-separated lengths (default 5,8)")
    parser.add_argument("--strategies", default="letter-frequency,best", help="comma-separated strategy names")
    parser.add_argument("--games", type=int, default=30, help="games per length and strategy (default 30)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    settings = RaceSettings(
        tuple(int(n) for n in args.lengths.split(",")), tuple(args.strategies.split(",")), args.games, args.seed
    )
    page, seconds = browser_race(settings)
    here = cpython_race(settings)
    print(
        f"{datetime.date.today()} · CPython {platform.python_version()} · {args.games} games per lane, "
        f"seed {args.seed}, whole dictionary · browser race {seconds:.1f} s"
    )
    print("| length | strategy | avg guesses | CPython ms/move | browser ms/move | ratio | same games |")
    print("|---|---|---|---|---|---|---|")
    for ours, theirs in zip(here.results, page.results, strict=True):
        ratio = theirs.report.ms_per_move / ours.report.ms_per_move
        same = untimed(ours.report.as_dict()) == untimed(theirs.report.as_dict())
        print(
            f"| {ours.length} | {ours.strategy} | {ours.report.avg_guesses:.3f} | {ours.report.ms_per_move:.1f} | "
            f"{theirs.report.ms_per_move:.1f} | {ratio:.2f}× {'≤' if ratio <= GOAL else '>'} {GOAL} | "
            f"{'yes' if same else 'NO'} |"
        )


if __name__ == "__main__":
    main()
