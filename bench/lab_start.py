#!/usr/bin/env python3
"""The Lab's race from its Start button, the player having looked at the form a while, beside CPython's race.

    .venv/bin/python bench/lab_start.py [--lengths 5] [--strategies letter-frequency,best] [--games 30]
                                        [--wait 10] [--runs 2] [--against CHECKOUT]

Serves the site `build.py site` writes (as ``bench/page_load.py`` does), opens the Lab with the
race's settings in the form (its link without ``run``), waits for ready and then ``--wait``
seconds (the player reading the form), clicks Start and times, in the page, Start to "Done";
then the same race runs on CPython in this process (its wall time, the engine alike). The
ratio page / CPython is the issue-41 figure: what the player waits for a race beyond what the
engine takes. ``--against`` times another built checkout's page in the same run, loads
alternating.
"""

from __future__ import annotations

import argparse
import contextlib
import tempfile
import time
from pathlib import Path

from lab_race import cpython_race
from page_load import built_site, serve
from playwright.sync_api import sync_playwright

from wordgames.web.params import lab_query
from wordgames.wordle.race import RaceSettings
from wordgames_build import ROOT
from wordgames_build.browser import CHROMIUM, CHROMIUM_ARGS

START = """() => new Promise(resolve => {
  const status = document.getElementById('lab-status');
  const start = performance.now();
  new MutationObserver((_, observer) => {
    if (status.textContent.startsWith('Done')) { observer.disconnect(); resolve(performance.now() - start); }
  }).observe(status, {childList: true, characterData: true, subtree: true});
  document.getElementById('lab-start').click();
})"""


def page_race(browser, url: str, wait: float) -> float:
    """Seconds from Start to Done in a fresh page, ``wait`` seconds after ready."""
    page = browser.new_page(viewport={"width": 1100, "height": 900})
    try:
        page.goto(url)
        page.wait_for_selector("body[data-ready]", state="attached", timeout=300_000)
        page.wait_for_timeout(wait * 1000)
        return page.evaluate(START) / 1000
    finally:
        page.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", default="5", help="comma-separated lengths (default 5)")
    parser.add_argument("--strategies", default="letter-frequency,best", help="comma-separated strategy names")
    parser.add_argument("--games", type=int, default=30, help="games per length and strategy (default 30)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--wait", type=float, default=10.0, help="seconds between ready and Start (default 10)")
    parser.add_argument("--runs", type=int, default=2, help="page races per checkout (default 2)")
    parser.add_argument("--against", type=Path, help="another built checkout, timed in the same run")
    args = parser.parse_args()
    settings = RaceSettings(
        tuple(int(n) for n in args.lengths.split(",")), tuple(args.strategies.split(",")), args.games, args.seed
    )
    query = lab_query(settings).replace("&run=1", "")  # the form filled, the race not started
    checkouts = {"page": ROOT} | ({"before": args.against.resolve()} if args.against else {})
    with sync_playwright() as playwright, contextlib.ExitStack() as stack:
        urls = {}
        for name, root in checkouts.items():
            server, url = serve(built_site(root, Path(stack.enter_context(tempfile.TemporaryDirectory()))))
            stack.callback(server.shutdown)
            urls[name] = url + "word-games/" + query
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        stack.callback(browser.close)
        print(f"# {query}; Start {args.wait:g} s after ready; seconds from Start to Done, and over CPython's race")
        for run in range(args.runs):
            cpython_start = time.perf_counter()
            cpython_race(settings)
            cpython = time.perf_counter() - cpython_start
            took = {name: page_race(browser, url, args.wait) for name, url in urls.items()}
            cells = " ".join(f"{name} {seconds:6.2f} s ({seconds / cpython:.2f}×)" for name, seconds in took.items())
            print(f"run {run + 1}: CPython {cpython:6.2f} s · {cells}", flush=True)


if __name__ == "__main__":
    main()
