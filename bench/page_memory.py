#!/usr/bin/env python3
"""Page soak: memory and the longest main-thread task over many solves and Wordle games in a row.

    .venv/bin/python bench/page_memory.py [--solves N] [--games N] [--every K] [--modes guesser,keeper,assistant]

Serves the repository root on 127.0.0.1 and drives the page in headless Chromium as a person
would: Solve with 20 blanks (`????????????????????`, every word of the dictionary) N times,
then N Wordle games in each mode (the guesser finds the seeded secret in two guesses, the keeper
colours the computer's guesses until it finds CRANE, the assistant copies in two scored
guesses). Every K steps it prints:

- `heap MB`: the interpreter's WebAssembly memory. It never shrinks, so it is the high-water
  mark of everything Python held; the goal is that it ends within 100 MB of where it started.
- `js MB`: the JavaScript heap after a full collection (performance.memory).
- `py objects`: objects Python's garbage collector tracks (`gc.get_objects()`); garbage kept
  in reference cycles shows here first.
- `longest task ms`: the longest main-thread task since the previous line (PerformanceObserver
  'longtask' entries, which start at 50 ms); the goal is none over 200 ms.

Prints the figures; it does not assert them. Needs `python3 build.py` first.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from bench.page_load import serve
from wordgames.lexicon import Lexicon
from wordgames.web.randoms import GameRandoms
from wordgames.wordle.feedback import score
from wordgames.wordle.game import GuesserGame
from wordgames.wordle.rules import Rules
from wordgames_build import ROOT
from wordgames_build.browser import CHROMIUM, CHROMIUM_ARGS

BLANKS = "?" * 20
SECRET, OTHER = "crane", "where"  # the word the keeper and the assistant play to, and a first guess

# Installed before the page's own scripts: records every long main-thread task.
LONG_TASKS = """
window.wgLongTasks = [];
new PerformanceObserver(list => { for (const t of list.getEntries()) wgLongTasks.push(Math.round(t.duration)); })
    .observe({type: "longtask"});
"""
# A second Python script on the page (PyScript runs it in the page's interpreter): the readings.
PROBE = """() => {
  const script = document.createElement("script");
  script.type = "py";
  script.textContent = [
    "import gc, json, pyodide_js",
    "from pyodide.ffi import create_proxy",
    "from pyscript import window",
    "window.wgProbe = create_proxy(lambda: json.dumps({'heap': pyodide_js._module.HEAP8.length,",
    "                                                  'objects': len(gc.get_objects())}))",
  ].join("\\n");
  document.body.append(script);
}"""


def install_probe(page) -> None:
    """Add the Python probe to a page that is ready (the long-task observer goes in before it loads)."""
    page.evaluate(PROBE)
    page.wait_for_function("typeof window.wgProbe === 'function'")


def python_memory(page) -> tuple[float, int]:
    """The interpreter's heap (MB) and the number of objects Python's collector tracks."""
    reading = json.loads(page.evaluate("wgProbe()"))
    return reading["heap"] / 2**20, reading["objects"]


def reading(page, cdp) -> dict:
    """Heap figures now (after a full JS collection) and the longest task since the last reading."""
    tasks = page.evaluate("wgLongTasks.splice(0)")
    cdp.send("HeapProfiler.collectGarbage")
    page.evaluate("new Promise(done => setTimeout(done, 100))")
    page.evaluate("wgLongTasks.splice(0)")  # the forced collection's own task
    heap, objects = python_memory(page)
    return {
        "heap MB": heap,
        "js MB": page.evaluate("performance.memory.usedJSHeapSize") / 2**20,
        "py objects": objects,
        "longest task ms": max(tasks, default=0),
    }


def solve_blanks(page) -> None:
    """Press Solve with 20 blanks and wait for the answer (every word, the rare ones too)."""
    page.locator("#solver-rare").check()
    page.get_by_label("Letters", exact=True).fill(BLANKS)
    page.locator("#solver-summary").evaluate("node => node.textContent = ''")
    page.get_by_role("button", name="Solve").click()
    page.locator("#solver-summary").filter(has_text="369,880 words").wait_for(timeout=120_000)


def wait_for_row(page, scored: int) -> None:
    """Wait until the board has ``scored`` scored rows and a row to enter the next one."""
    page.wait_for_function(
        "scored => document.querySelectorAll('#w-board .row.scored').length === scored"
        " && document.querySelector('#w-board .row.current')",
        arg=scored,
    )


def new_wordle_game(page) -> None:
    """Press New game (the last game is over: nothing to confirm) and wait until the new game is on
    the board (the computer may think first)."""
    old_board = page.locator("#w-board .row").first.element_handle()
    page.locator("#w-new-game").click()
    old_board.wait_for_element_state("hidden")  # drawn anew
    wait_for_row(page, 0)


def close_result(page) -> None:
    """Close the result dialog that a finished guesser or keeper game opens."""
    page.locator("#result-dialog").wait_for()
    page.locator("#r-close").click()
    page.locator("#result-dialog").wait_for(state="hidden")


def play_guesser(page, secret: str) -> None:
    """A guesser game won in two guesses (the secret must be the page's)."""
    new_wordle_game(page)
    for word in (OTHER if secret != OTHER else SECRET, secret):
        page.keyboard.type(word)
        page.keyboard.press("Enter")
    page.locator("#w-message").filter(has_text="You found").wait_for()
    close_result(page)


def pending_word(page) -> str:
    """The letters of the row waiting for colours (keeper mode); a tile's label is e.g. '3rd letter, n'."""
    labels = page.eval_on_selector_all(
        "#w-board .row.current [role=gridcell]", "tiles => tiles.map(t => t.getAttribute('aria-label'))"
    )
    return "".join(label.split(", ")[1] for label in labels)


def play_keeper(page) -> None:
    """A keeper game: the computer guesses SECRET."""
    new_wordle_game(page)
    for turn in range(15):
        wait_for_row(page, turn)
        pattern = score(pending_word(page), SECRET)
        page.keyboard.type(pattern.digits)
        page.keyboard.press("Enter")
        if pattern.is_win:
            break
    page.locator("#w-message").filter(has_text="Got it").wait_for()
    close_result(page)


def play_assistant(page) -> None:
    """An assistant game: two guesses copied in, the second one SECRET."""
    new_wordle_game(page)
    for turn, word in enumerate((OTHER, SECRET)):
        wait_for_row(page, turn)
        page.keyboard.type(word)
        page.keyboard.type(score(word, SECRET).digits)
        page.keyboard.press("Enter")
    page.locator("#w-message").filter(has_text="Solved").wait_for()


def wordle_players(lexicon: Lexicon, seed: int = 1) -> dict[str, tuple[str, Callable[[Any], None]]]:
    """Per mode: the page's query and a function playing one more game on that page."""
    randoms = GameRandoms(seed)  # the page's: game n of ?seed=N, as in wordgames/web/randoms.py
    randoms.next()  # the game the page opens with

    def guesser(page) -> None:
        play_guesser(page, GuesserGame.new(lexicon, Rules(5, 6), randoms.next()).secret)

    return {
        "guesser": (f"?tab=wordle&seed={seed}", guesser),
        "keeper": (f"?mode=keeper&seed={seed}", play_keeper),
        "assistant": (f"?mode=assistant&seed={seed}", play_assistant),
    }


def soak(page, cdp, steps: Iterator[None], count: int, every: int, label: str) -> list[dict]:
    """Run ``count`` steps, printing a reading before the first and after every ``every``-th."""
    readings = [reading(page, cdp)]
    print(f"{label:>10} {0:>5} " + " ".join(f"{v:>8,.1f}" for v in readings[0].values()), flush=True)
    started = time.perf_counter()
    for done in range(1, count + 1):
        next(steps)
        if done % every == 0 or done == count:
            readings.append(reading(page, cdp))
            values = " ".join(f"{v:>8,.1f}" for v in readings[-1].values())
            rate = (time.perf_counter() - started) / done
            print(f"{label:>10} {done:>5} {values}   ({rate:.1f} s each)", flush=True)
    return readings


def forever(action, *args) -> Iterator[None]:
    while True:
        action(*args)
        yield


def open_page(context, url: str):
    page = context.new_page()
    page.add_init_script(LONG_TASKS)
    page.goto(url)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
    install_probe(page)
    page.evaluate("wgLongTasks.splice(0)")  # the boot's tasks: bench/page_load.py times the boot
    return page, context.new_cdp_session(page)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--solves", type=int, default=500, help="Solve presses with 20 blanks (default 500)")
    parser.add_argument("--games", type=int, default=100, help="Wordle games in each mode (default 100)")
    parser.add_argument("--every", type=int, default=25, help="print a line every K steps (default 25)")
    parser.add_argument("--modes", default="guesser,keeper,assistant")
    parser.add_argument("--site", type=Path, default=ROOT, help="the built site to serve (default: this checkout)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    lexicon = Lexicon.from_bytes((args.site / "static" / "dictionary.bin").read_bytes())
    server, url = serve(args.site)
    summary = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=[*CHROMIUM_ARGS, "--enable-precise-memory-info"]
        )
        print(f"{'what':>10} {'step':>5} {'heap MB':>8} {'js MB':>8} {'py objs':>8} {'longest':>8}")
        runs = []
        if args.solves:
            runs.append(("solve", "", lambda page: forever(solve_blanks, page), args.solves))
        players = wordle_players(lexicon)
        for mode in args.modes.split(","):
            if args.games and mode in players:
                query, play = players[mode]
                runs.append((mode, query, lambda page, play=play: forever(play, page), args.games))
        for label, query, steps, count in runs:
            context = browser.new_context(viewport={"width": 1100, "height": 900})
            page, cdp = open_page(context, url + query)
            readings = soak(page, cdp, steps(page), count, args.every, label)
            summary.append((label, count, readings))
            context.close()
        browser.close()
    server.shutdown()
    print("\nsummary (goal: heap and JS heap end within 100 MB of the start; no task over 200 ms)")
    for label, count, readings in summary:
        first, last = readings[0], readings[-1]
        longest = max(r["longest task ms"] for r in readings)
        print(
            f"  {label}: {count} in a row: heap {first['heap MB']:,.0f} -> {last['heap MB']:,.0f} MB "
            f"(+{last['heap MB'] - first['heap MB']:,.0f}), JS heap {first['js MB']:,.1f} -> {last['js MB']:,.1f} MB, "
            f"py objects {first['py objects']:,} -> {last['py objects']:,}, longest task {longest:,} ms"
        )


if __name__ == "__main__":
    main()
