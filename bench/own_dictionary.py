#!/usr/bin/env python3
"""A word list of one's own built in the page: time, memory and the longest main-thread task, per list.

    .venv/bin/python bench/own_dictionary.py [--cpython] [LIST ...]

With no LIST: the course list (../shared/data/course-dictionary.txt, 9,031 words, when it is
there) and the whole words_alpha list the built-in dictionary comes from (370,105 lines). For
each, a fresh headless Chromium page (no dictionary stored) takes the file in the Dictionary
card's file picker and builds it with "Build and use", as a person would; then the page is
reloaded and its boot reads the stored dictionary back. Prints per list:

- `build s`: the time the page reports (reading, building the DAWG in slices, serializing);
- `heap MB`: the interpreter's WebAssembly memory before and after the build (it never
  shrinks, so the second is the high-water mark of the build, on top of the page's own);
- `longest task ms`: the longest main-thread task during the build (PerformanceObserver
  'longtask'); the page stays responsive when it is short (the slices aim at 40 ms);
- `stored bytes` and `reload s`: the IndexedDB record and the page's boot time with it in use.

`--cpython` also builds each list on CPython, the same engine calls the page makes: the time
(`cpython s`), and the peak of Python's allocations (`cpython peak MB`, tracemalloc, in a second
run, since tracing slows the build several times over).

Prints the figures; it does not assert them. Needs `python3 build.py` first.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

from playwright.sync_api import sync_playwright

from bench.page_load import serve
from bench.page_memory import LONG_TASKS, install_probe, python_memory
from wordgames.lexicon import finish
from wordgames.wordlist import building, read_word_list
from wordgames_build import ROOT
from wordgames_build.browser import CHROMIUM, CHROMIUM_ARGS
from wordgames_build.dictionary import word_list

COURSE_LIST = ROOT.parent / "shared" / "data" / "course-dictionary.txt"
BUILD_TIMEOUT_MS = 600_000


def measure(browser, url: str, listing: Path) -> dict:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    page = context.new_page()
    page.add_init_script(LONG_TASKS)
    page.goto(url)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
    install_probe(page)
    heap_before, _ = python_memory(page)
    page.locator("#dict-add summary").first.click()
    page.locator("#dict-name").fill(listing.stem)
    page.set_input_files("#dict-file", str(listing))
    page.evaluate("wgLongTasks.splice(0)")
    page.locator("#dict-build").click()
    status = page.locator("#dict-status").filter(has_text=re.compile("^(Built|Not built)"))
    status.wait_for(timeout=BUILD_TIMEOUT_MS)
    text = status.text_content()
    tasks = page.evaluate("wgLongTasks.splice(0)")
    heap_after, _ = python_memory(page)
    built = re.search(r"Built '.*': ([\d,]+) words in ([\d.]+) s, ([\d,]+) bytes", text)
    if built is None:
        raise SystemExit(f"{listing}: {text}")
    started = time.perf_counter()
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
    reload_seconds = time.perf_counter() - started
    current = page.locator("#dict-current").text_content()
    context.close()
    return {
        "list": listing.name,
        "words": built.group(1),
        "build s": float(built.group(2)),
        "heap MB": f"{heap_before:.0f} -> {heap_after:.0f}",
        "longest task ms": max(tasks, default=0),
        "stored bytes": built.group(3),
        "reload s": round(reload_seconds, 1),
        "in use after reload": current,
    }


def cpython_figures(listing: Path) -> dict:
    text = listing.read_text()
    started = time.perf_counter()
    finish(building(read_word_list(text))).to_bytes()
    seconds = time.perf_counter() - started
    tracemalloc.start()
    finish(building(read_word_list(text))).to_bytes()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return {"cpython s": round(seconds, 2), "cpython peak MB": round(peak / 2**20)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lists", nargs="*", type=Path, help="word lists, one word a line")
    parser.add_argument("--cpython", action="store_true", help="also build each list on CPython")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        lists = args.lists
        if not lists:
            full = Path(scratch) / "words_alpha.txt"
            full.write_text("\n".join(word_list()) + "\n")
            lists = [*([COURSE_LIST] if COURSE_LIST.exists() else []), full]
        server, url = serve(ROOT)
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
                for listing in lists:
                    figures = measure(browser, url, listing) | (cpython_figures(listing) if args.cpython else {})
                    print(" · ".join(f"{name}: {value}" for name, value in figures.items()), flush=True)
                browser.close()
        finally:
            server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
