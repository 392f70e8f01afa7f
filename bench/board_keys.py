"""What a key typed costs on many boards: `python bench/board_keys.py [--runs 3] [--site CHECKOUT]`.

A phone's viewport; one 5-letter board (the baseline, timed in the same run) against eight boards
of 20 letters (3,000 tiles). Per key, from Chromium's own counters (the DevTools protocol's
Performance metrics): the main thread's task time, style recalculation and layout, and the time
from the key to the next frame seen by the page. Medians over the keys of a word, per run.
"""

from __future__ import annotations

import argparse
import functools
import statistics
import sys
import tempfile
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import sync_playwright  # noqa: E402

from wordgames.lexicon import Lexicon  # noqa: E402
from wordgames.wordle.rules import secret_pool  # noqa: E402
from wordgames_build import ROOT  # noqa: E402
from wordgames_build.browser import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from wordgames_build.server import SiteHandler, SiteServer  # noqa: E402

KEY = """async k => { const t0 = performance.now();
  document.dispatchEvent(new KeyboardEvent('keydown', {key: k, bubbles: true}));
  await new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));
  return performance.now() - t0; }"""
COUNTERS = ("TaskDuration", "RecalcStyleDuration", "LayoutDuration")


def per_key(page, cdp, word: str) -> dict[str, float]:
    """Median milliseconds a key over ``word``'s letters (typed, then taken back)."""
    samples: dict[str, list[float]] = {name: [] for name in (*COUNTERS, "to frame")}
    for letter in word:
        before = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
        samples["to frame"].append(page.evaluate(KEY, letter))
        after = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
        for name in COUNTERS:
            samples[name].append((after[name] - before[name]) * 1000)
    for _ in word:
        page.keyboard.press("Backspace")
    return {name: statistics.median(values) for name, values in samples.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site", type=Path, default=ROOT, help="a built checkout to serve (this one by default)")
    args = parser.parse_args()
    lexicon = Lexicon.from_bytes((ROOT / "static" / "dictionary.bin").read_bytes())
    games = {
        "1 board, 5 letters": ("?tab=wordle&mode=guesser&seed=2&length=5", secret_pool(lexicon, 5, "common")[5]),
        "8 boards, 20 letters": ("?mode=octordle&seed=2&length=20&pool=all", secret_pool(lexicon, 20, "all")[5]),
    }
    server = SiteServer(("127.0.0.1", 0), functools.partial(SiteHandler, directory=str(args.site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    results: dict[str, list[dict[str, float]]] = {name: [] for name in games}
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile,
            executable_path=str(CHROMIUM),
            args=CHROMIUM_ARGS,
            service_workers="block",
            viewport={"width": 390, "height": 844},
        )
        for _run in range(args.runs):
            for name, (query, word) in games.items():  # interleaved: a busy moment hits both alike
                page = context.new_page()
                page.goto(site + query)
                page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
                page.keyboard.press("Escape")
                cdp = context.new_cdp_session(page)
                cdp.send("Performance.enable")
                results[name].append(per_key(page, cdp, word))
                page.evaluate("localStorage.clear()")
                page.close()
        context.close()
    server.shutdown()
    print(f"median ms a key over {args.runs} runs (a run: the median over a word's keys)")
    print(f"{'game':22} " + " ".join(f"{name:>20}" for name in (*COUNTERS, "to frame")))
    medians = {name: {k: statistics.median(r[k] for r in runs) for k in runs[0]} for name, runs in results.items()}
    for name, figures in medians.items():
        print(f"{name:22} " + " ".join(f"{figures[k]:20.1f}" for k in (*COUNTERS, "to frame")))
    base, many = medians.values()
    print("ratio, many boards to one: " + ", ".join(f"{k} {many[k] / max(base[k], 0.1):.1f}x" for k in many))


if __name__ == "__main__":
    main()
