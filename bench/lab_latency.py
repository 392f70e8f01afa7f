#!/usr/bin/env python3
"""How long a click waits while the Lab races: click latencies, the race's start-up, and the browser's memory.

    .venv/bin/python bench/lab_latency.py [--query 'lengths=8&strategies=best&games=200&seed=1&pool=common']

Serves the repository root on 127.0.0.1, opens the Lab in headless Chromium, starts the race, and once
its first game has ended clicks a checkbox 20 times, 150 ms apart; each click's latency is the time from
the click (its event's time stamp) to its handler (the clicks are sent at the box's
place, without a locator's wait for an idle page), as the page sees it. Also printed: the time from
Start to the first progress (the worker's start-up, when the race runs in one), and the memory (PSS) of
the browser's processes before Start and at the race's end, which includes a worker kept for the next
race. Needs `python3 build.py` first and playwright in .venv.
"""

from __future__ import annotations

import argparse
import datetime
import functools
import os
import statistics
import subprocess
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

from wordgames_build import ROOT
from wordgames_build.browser import CHROMIUM, CHROMIUM_ARGS
from wordgames_build.server import SiteHandler, SiteServer

MARK = f"--wordgames-bench={os.getpid()}"  # an ignored switch that finds this browser among the machine's
CLICKS = 20
PROGRESS = "/[1-9][0-9]* of/.test(document.querySelector('#lab-status').textContent)"
DONE = "document.querySelector('#panel-lab').dataset.running === 'false'"


def browser_pss() -> int:
    """The proportional set size (bytes) of this bench's browser and every process under it."""
    parents = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parents[int(entry.name)] = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                pass
    roots = [pid for pid in parents if MARK.encode() in _read(f"/proc/{pid}/cmdline")]
    family, grown = set(roots), True
    while grown:
        grown = False
        for pid, parent in parents.items():
            if parent in family and pid not in family:
                family.add(pid)
                grown = True
    total = 0
    for pid in family:
        for line in _read(f"/proc/{pid}/smaps_rollup").decode().splitlines():
            if line.startswith("Pss:"):
                total += int(line.split()[1]) * 1024
    return total


def _read(path: str) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError:
        return b""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--query", default="lengths=8&strategies=best&games=200&seed=1&pool=common")
    args = parser.parse_args()
    handler = functools.partial(SiteHandler, directory=str(ROOT))
    server = SiteServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=[*CHROMIUM_ARGS, MARK])
            page = browser.new_page(viewport={"width": 1100, "height": 900})
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/?tab=lab&{args.query}")
            page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
            page.wait_for_timeout(2000)  # the Lab's charts library and first drawing settle
            idle = browser_pss()
            started = page.evaluate("performance.now()")
            page.locator("#lab-start").click()
            page.wait_for_function(PROGRESS, timeout=120_000, polling=10)
            first = page.evaluate("performance.now()") - started
            page.evaluate(
                """() => { window.labLatencies = [];
                    document.querySelector('#lab-hard').addEventListener('click',
                        event => window.labLatencies.push(performance.now() - event.timeStamp)); }"""
            )
            box = page.locator("#lab-hard").bounding_box()
            clicking = page.evaluate("performance.now()")
            for _ in range(CLICKS):  # at the box's place: a locator's click would wait for the page to be idle
                page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
                page.wait_for_timeout(150)
            clicking = page.evaluate("performance.now()") - clicking
            latencies = sorted(page.evaluate("window.labLatencies"))
            running = page.evaluate("document.querySelector('#panel-lab').dataset.running")
            page.wait_for_function(DONE, timeout=3_600_000)
            status = page.locator("#lab-status").text_content()
            end = browser_pss()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=ROOT)
    print(f"{datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC · commit {commit.stdout.strip()} · ?{args.query}")
    print(f"clicks while running: {running == 'true'} ({clicking / 1000:.1f} s for {CLICKS}) · {status}")
    print(
        f"click latency ms over {len(latencies)}: median {statistics.median(latencies):.1f}, "
        f"9th of 10 {latencies[len(latencies) * 9 // 10 - 1]:.1f}, max {latencies[-1]:.1f}"
    )
    print(f"Start to the first game's end: {first / 1000:.2f} s")
    print(f"browser PSS: {idle / 2**20:.0f} MiB before Start, {end / 2**20:.0f} MiB at the race's end")


if __name__ == "__main__":
    main()
