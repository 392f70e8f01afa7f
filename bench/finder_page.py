#!/usr/bin/env python3
"""The page's first finder query (``*ing`` by default) in headless Chromium: submit to the summary drawn.

    .venv/bin/python bench/finder_page.py [--runs N] [--pattern '*ing'] [--wait 3] [--texts] [--against CHECKOUT]

Serves the site `build.py site` writes (as ``bench/page_load.py`` does), opens it in a fresh
page, waits for ready and then ``--wait`` seconds (the player looking at the page), and
submits the pattern once: the figure is the time from the submit to the finder's summary,
measured in the page (``performance.now``), with the longest task the browser reports
(``longtask`` entries) from ready to the summary: what building the texts in slices costs the
player. It also prints when the page said its texts were ready (``data-texts-ready``), where
it says so; with ``--texts`` the query waits for them, then ``--wait`` seconds. ``--against``
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

WATCH_TASKS = """() => {
  window.benchTasks = [];
  new PerformanceObserver(list => { for (const e of list.getEntries()) window.benchTasks.push(e.duration); })
    .observe({type: 'longtask'});
}"""
SUBMIT = """pattern => new Promise(resolve => {
  const summary = document.getElementById('finder-summary');
  document.getElementById('finder-pattern').value = pattern;
  const start = performance.now();
  new MutationObserver((_, observer) => {
    if (summary.textContent) { observer.disconnect(); resolve(performance.now() - start); }
  }).observe(summary, {childList: true, characterData: true, subtree: true});
  document.querySelector('#finder-form button[type=submit]').click();
})"""


def first_query(
    browser, url: str, pattern: str, wait: float, texts_first: bool = False
) -> tuple[float, float, int | None, float]:
    """(ms from submit to summary, the longest task's ms since ready, ms from ready to texts ready or None,
    the search's ms as the summary gives them)."""
    page = browser.new_page()
    page.on("console", lambda message: print("  console:", message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: print("  page error:", error))
    try:
        page.goto(url + "?tab=challenge")
        page.wait_for_selector("body[data-ready]", state="attached", timeout=300_000)
        page.evaluate(WATCH_TASKS)
        if texts_first:  # the texts the page builds in idle slices after ready, done before the query
            page.wait_for_selector("body[data-texts-ready]", state="attached", timeout=600_000)
        page.wait_for_timeout(wait * 1000)
        took = page.evaluate(SUBMIT, pattern)
        longest = page.evaluate("Math.max(0, ...window.benchTasks)")
        ready = int(page.get_attribute("body", "data-ready-ms"))
        texts = page.get_attribute("body", "data-texts-ready")
        search = float(re.search(r"([\d,.]+) ms$", page.inner_text("#finder-summary")).group(1).replace(",", ""))
        return took, longest, (int(texts) - ready if texts else None), search
    finally:
        page.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="page loads per checkout (default 3)")
    parser.add_argument("--pattern", default="*ing")
    parser.add_argument("--wait", type=float, default=3.0, help="seconds between ready and the query (default 3)")
    parser.add_argument("--texts", action="store_true", help="wait for the texts (data-texts-ready), then --wait")
    parser.add_argument("--against", type=Path, help="another built checkout, measured in the same run")
    args = parser.parse_args()
    with sync_playwright() as playwright, contextlib.ExitStack() as stack:
        urls, browser = served_checkouts(stack, playwright, args.against)
        results: dict[str, list[tuple[float, float, int | None, float]]] = {name: [] for name in urls}
        after = "the texts" if args.texts else "ready"
        figures = "ms: submit to summary, longest task, texts ready, the summary's search; submit to summary / search"
        print(f"# first {args.pattern!r} {args.wait:g} s after {after}; {figures}")
        for run in range(args.runs):
            for name, url in urls.items():
                took, longest, texts, search = first_query(browser, url, args.pattern, args.wait, args.texts)
                results[name].append((took, longest, texts, search))
                shown = "-" if texts is None else texts
                row = f"{took:7.1f} {longest:7.0f} {shown:>7} {search:7.1f} {took / search:6.2f}x"
                print(f"{name:>7} run {run + 1}: {row}")
        for name, rows in results.items():
            print(
                f"{name:>7} median: first query {statistics.median(r[0] for r in rows):.0f} ms, "
                f"longest task {statistics.median(r[1] for r in rows):.0f} ms, "
                f"submit to summary {statistics.median(r[0] / r[3] for r in rows):.2f}x the search"
            )


if __name__ == "__main__":
    main()
