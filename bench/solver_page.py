#!/usr/bin/env python3
"""The page's solver on a long rack (20 letters, two blanks) in headless Chromium: submit to the first screenful.

    .venv/bin/python bench/solver_page.py [--runs N] [--rack LETTERS] [--against CHECKOUT] [--phone]

Serves the site `build.py site` writes (as ``bench/page_load.py`` does), opens it in a fresh
page, waits for the finder's texts (``data-texts-ready``: the page builds them in idle slices
after ready) and solves the rack once. Measured in the page (``performance.now``) from the
submit: the first screenful (the results reach the viewport's bottom, or the summary shows:
it is above them), the search's end (its progress message gone), every list drawn (the
summary there and "Listing..." gone), and the longest task the browser reports
(``longtask``) meanwhile; beside them the search's own milliseconds as the summary gives
them, and the first screenful over that search (the goal: at most 1.5). ``--against``
measures another built checkout in the same run, page loads alternating.
"""

from __future__ import annotations

import argparse
import contextlib
import re
import statistics
from pathlib import Path

from page_load import served_checkouts
from playwright.sync_api import sync_playwright

RACK = "etaoinshrdlucmfwyp??"  # 20 tiles, two blanks: 199,203 words (known and rare)
SOLVE = """letters => new Promise(resolve => {
  window.benchTasks = [];
  new PerformanceObserver(list => { for (const e of list.getEntries()) window.benchTasks.push(e.duration); })
    .observe({type: 'longtask'});
  const results = document.getElementById('solver-results');
  const summary = document.getElementById('solver-summary');
  const message = document.getElementById('solver-message');
  let first = null, listing = null, solving = false;
  const start = performance.now();
  const look = () => {
    if (message.textContent.startsWith('Solving')) solving = true;
    else if (solving && listing === null) listing = performance.now() - start;
    if (first === null && (summary.textContent || results.getBoundingClientRect().bottom >= innerHeight)) {
      first = performance.now() - start;
    }
    if (summary.textContent && !message.textContent.startsWith('Listing')) {
      resolve({first, listing, all: performance.now() - start, tasks: Math.max(0, ...window.benchTasks),
               summary: summary.textContent});
      return;
    }
    requestAnimationFrame(look);
  };
  document.getElementById('letters').value = letters;
  document.querySelector('#solver-form button[type=submit]').click();
  requestAnimationFrame(look);
})"""


def solve_once(browser, url: str, rack: str, phone: bool) -> tuple[float, float, float, float, float]:
    """(ms to the first screenful, to the search's end, to the summary, the longest task's ms, the search's ms)."""
    viewport = {"width": 390, "height": 844} if phone else {"width": 1280, "height": 900}
    page = browser.new_page(viewport=viewport)
    page.on("pageerror", lambda error: print("  page error:", error))
    try:
        page.goto(url + "?tab=challenge")
        page.wait_for_selector("body[data-texts-ready]", state="attached", timeout=600_000)
        page.wait_for_timeout(1000)
        got = page.evaluate(SOLVE, rack)
        search = float(re.search(r"([\d,.]+) ms$", got["summary"]).group(1).replace(",", ""))
        return got["first"], got["listing"], got["all"], got["tasks"], search
    finally:
        page.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="page loads per checkout (default 3)")
    parser.add_argument("--rack", default=RACK)
    parser.add_argument("--phone", action="store_true", help="a phone's viewport (390x844) instead of 1280x900")
    parser.add_argument("--against", type=Path, help="another built checkout, measured in the same run")
    args = parser.parse_args()
    with sync_playwright() as playwright, contextlib.ExitStack() as stack:
        urls, browser = served_checkouts(stack, playwright, args.against)
        results: dict[str, list[tuple[float, float, float, float, float]]] = {name: [] for name in urls}
        print(f"# solver {args.rack!r}; ms from submit: first screenful, search over, summary; longest task, search")
        for run in range(args.runs):
            for name, url in urls.items():
                row = solve_once(browser, url, args.rack, args.phone)
                results[name].append(row)
                first, listing, every, task, search = row
                figures = f"{first:7.0f} {listing:7.0f} {every:7.0f} {task:7.0f} {search:7.0f}  {first / search:5.2f}"
                print(f"{name:>7} run {run + 1}: {figures}")
        for name, rows in results.items():
            first, listing, every, task, search = (statistics.median(r[i] for r in rows) for i in range(5))
            ratio = statistics.median(r[0] / r[4] for r in rows)
            print(
                f"{name:>7} median: first screenful {first:.0f} ms, search over {listing:.0f} ms, all {every:.0f} ms, "
                f"longest task {task:.0f} ms, search {search:.0f} ms, first/search {ratio:.2f}"
            )


if __name__ == "__main__":
    main()
