#!/usr/bin/env python3
"""The page in a pack's language against English's: bytes a first visit downloads, ready time, and a language switch.

    nice .venv/bin/python bench/language_page.py [CODE ...]     (default: fr ru; English is measured first)

Serves the checkout on loopback and opens it in Debian's Chromium (/usr/bin/chromium), a fresh profile
per first visit, the browser's language set to CODE: the bytes are the response bodies received until the
page is ready (``body[data-ready]``), the time is the page's own ``data-ready-ms``. The switch: on a page
ready in English, Settings' language picker set to CODE and back, twice: the time from the pick to the new
page ready (the second time, everything is in the HTTP cache), with the new page's own marks of where the
time went (runtime up, modules imported, the pack's fetch and parse, main() to ready).
"""

from __future__ import annotations

import functools
import http.server
import sys
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
PREFS = (
    "localStorage.setItem('wordgames.prefs', JSON.stringify({kind: 'page-prefs', version: 1, settings: {mode: "
    "'guesser', length: 5, guesses: 6, pool: 'common', hard: false, strategy: 'best'}, tab: 'wordle', theme: "
    "'auto', palette: 'standard', digits: false}))"
)


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


def first_visit(browser, base: str, code: str) -> tuple[int, int, list[str]]:
    """Bytes received and ready ms of a first visit with the browser in ``code``; the dictionaries asked for."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale=code)
    context.add_init_script(f"Object.defineProperty(navigator, 'languages', {{get: () => ['{code}']}});")
    page = context.new_page()
    received: list[int] = []
    asked: list[str] = []
    page.on("requestfinished", lambda request: received.append(request.sizes()["responseBodySize"]))
    page.on("request", lambda request: asked.append(request.url.rsplit("/", 1)[-1]))
    page.goto(base)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=180_000)
    ready = int(page.evaluate("document.body.dataset.readyMs"))
    context.close()
    return sum(received), ready, [name for name in asked if name.startswith("dictionary")]


STAGES = (  # the page's own marks (ms since navigation start, or lasting ms), as the switched page sets them
    "python-start-ms",  # PyScript runs main.py: the runtime is up
    "imported-ms",  # the app's modules imported
    "dictionary-fetch-ms",  # waiting for the pack
    "dictionary-parse-ms",  # reading it
    "python-boot-ms",  # main() from its start to ready
    "ready-ms",
)


# The wall-clock time of the pick, kept across the reload: the new page's timeOrigin less it is the time from
# the pick to the new page's navigation (the pick's checks, the old page's unload).
PICKED = (
    "document.addEventListener('change', e => { if (e.target.matches('select[data-language-picker]')) "
    "sessionStorage.picked = String(performance.timeOrigin + performance.now()); }, true);"
)


def switch(browser, base: str, code: str) -> tuple[list[float], list[dict[str, int]]]:
    """Seconds from a pick of ``code`` (then of English) in Settings to the new page ready, twice over; and
    each new page's marks (where the time goes: the pick's own wait is the seconds less ready-ms)."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.add_init_script(PREFS)
    context.add_init_script(PICKED)
    page = context.new_page()
    page.goto(base + "?lang=en")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=180_000)
    times, marks = [], []
    for target in (code, "en", code, "en"):
        page.locator("#open-settings").click()
        start = time.perf_counter()
        with page.expect_navigation():
            page.locator("#settings-language").select_option(target)
        page.wait_for_selector("body[data-ready]", state="attached", timeout=180_000)
        times.append(time.perf_counter() - start)
        marks.append({name: int(page.evaluate(f"document.body.dataset['{camel(name)}']")) for name in STAGES})
        marks[-1]["navigation-ms"] = round(page.evaluate("performance.timeOrigin - Number(sessionStorage.picked)"))
    context.close()
    return times, marks


def camel(name: str) -> str:
    head, *rest = name.split("-")
    return head + "".join(part.title() for part in rest)


def main() -> None:
    codes = sys.argv[1:] or ["fr", "ru"]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(ROOT)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        english_bytes, english_ready, _ = first_visit(browser, base, "en")
        print(f"en: first visit {english_bytes:,} bytes, ready {english_ready} ms")
        for code in codes:
            size, ready, packs = first_visit(browser, base, code)
            print(
                f"{code}: first visit {size:,} bytes ({size / english_bytes:.3f}x en), ready {ready} ms "
                f"({ready / english_ready:.2f}x en); dictionaries asked for: {', '.join(packs)}"
            )
        for code in codes:
            times, marks = switch(browser, base, code)
            print(f"switch en->{code}->en, twice: " + ", ".join(f"{t:.2f} s" for t in times))
            for target, seconds, mark in zip((code, "en", code, "en"), times, marks, strict=True):
                said = ", ".join(f"{name.removesuffix('-ms')} {mark[name]}" for name in ("navigation-ms", *STAGES))
                print(f"  to {target}: {seconds * 1000:.0f} ms from the pick; page's marks (ms): {said}")
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
