#!/usr/bin/env python3
"""Browser load benchmark: time from navigation to a ready page (data-ready on <body>), cold and warm.

    .venv/bin/python bench/page_load.py [--runs N]

Serves the repository root on 127.0.0.1 and opens it in headless Debian Chromium with a
real on-disk profile (an incognito context's memory cache cannot hold the 9.6 MB runtime, so
it would never be warm). Cold: a new empty profile each run. Warm: reloads in one profile
(runtime, compiled WebAssembly and dictionary from the cache). Prints the figures and the goals (cold <= 3 s, warm <= 1.5 s);
it does not assert them. Needs `python3 build.py` first and the test packages in .venv.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from build import SiteHandler  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
GOALS_MS = {"cold": 3000, "warm": 1500}


def serve() -> http.server.ThreadingHTTPServer:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(SiteHandler, directory=str(ROOT)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def load(page, url: str) -> tuple[int, int]:
    """Navigate and wait for ready; (ms from navigation start to ready, ms of Python boot work)."""
    page.goto(url)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
    return int(page.get_attribute("body", "data-ready-ms")), int(page.get_attribute("body", "data-python-boot-ms"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="loads of each kind (default 3)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server = serve()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    results: dict[str, list[tuple[int, int]]] = {"cold": [], "warm": []}
    with sync_playwright() as playwright:
        def profile(folder: str):
            return playwright.chromium.launch_persistent_context(
                folder, executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS, headless=True)

        for _ in range(args.runs):
            with tempfile.TemporaryDirectory() as folder:
                context = profile(folder)
                results["cold"].append(load(context.new_page(), url))
                context.close()
        with tempfile.TemporaryDirectory() as folder:
            context = profile(folder)
            page = context.new_page()
            load(page, url)  # fill the cache
            for _ in range(args.runs):
                results["warm"].append(load(page, url))
            context.close()
    server.shutdown()
    print(f"page load to ready, headless Chromium, {args.runs} runs each ({url})")
    for kind, runs in results.items():
        totals = [total for total, _ in runs]
        python = [boot for _, boot in runs]
        verdict = "meets" if statistics.median(totals) <= GOALS_MS[kind] else "misses"
        print(f"  {kind}: median {statistics.median(totals):,.0f} ms (min {min(totals):,} ms, max {max(totals):,} ms); "
              f"Python boot median {statistics.median(python):,.0f} ms; goal <= {GOALS_MS[kind]:,} ms: {verdict}")


if __name__ == "__main__":
    main()
