#!/usr/bin/env python3
"""The page in a pack's language against English's: bytes a first visit downloads, ready time, and a language switch.

    nice .venv/bin/python bench/language_page.py [CODE ...] [--rounds N] [--switch-only]
    (default: fr ru, 4 rounds; English's first visit first; --switch-only: no first visits)

Serves the checkout on loopback and opens it in Debian's Chromium (/usr/bin/chromium), a fresh profile
per first visit, the browser's language set to CODE: the bytes are the response bodies received until the
page is ready (``body[data-ready]``), the time is the page's own ``data-ready-ms``. The switch: on a page
ready in English, Settings' language picker set to CODE and back, N times: the time from the pick to the new
board playable (the page switches in place: web/switch.py marks ``data-switched-ms``), with its own marks of
where the time went (the language loaded, then the views drawn again); the first switch to CODE downloads and
parses its pack, the later ones take the kept one.
"""

from __future__ import annotations

import functools
import http.server
import statistics
import sys
import threading
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


# The pick's time, in the page's own clock (performance.now()), by the first listener to hear it.
PICKED = (
    "document.addEventListener('change', e => { if (e.target.matches('select[data-language-picker]')) "
    "window.__picked = performance.now(); }, true);"
)
# Where a switch's time goes, as web/switch.py marks it (ms): the pack, catalog and page text loaded (a kept pack:
# no download, no parse), then the views drawn again and the app made in the language.
PARTS = ("switch-load-ms", "switch-draw-ms")


def switch(browser, base: str, code: str, rounds: int) -> tuple[list[float], list[float], list[dict[str, int]]]:
    """Seconds from a pick of ``code`` in Settings to its board playable (``data-switched-ms``, in place: no
    reload), and from a pick of English back, ``rounds`` times each; each switch's parts (PARTS)."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.add_init_script(PREFS)
    context.add_init_script(PICKED)
    page = context.new_page()
    page.goto(base + "?lang=en")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=180_000)
    page.evaluate("window.__sameDocument = true")
    there, back, parts = [], [], []
    for _ in range(rounds):
        for target, times in ((code, there), ("en", back)):
            page.locator("#open-settings").click()
            page.locator("#settings-language").select_option(target)
            page.wait_for_function(
                "code => document.body.dataset.language === code && Number(document.body.dataset.switchedMs) > "
                "window.__picked",
                arg=target,
                timeout=180_000,
            )
            switched = page.evaluate("Number(document.body.dataset.switchedMs) - window.__picked")
            times.append(switched / 1000)
            parts.append({name: int(page.evaluate(f"document.body.dataset['{camel(name)}']")) for name in PARTS})
    if not page.evaluate("window.__sameDocument === true"):
        raise SystemExit("the page reloaded during a switch: the figures are not of a switch in place")
    context.close()
    return there, back, parts


def camel(name: str) -> str:
    head, *rest = name.split("-")
    return head + "".join(part.title() for part in rest)


def main() -> None:
    switch_only = "--switch-only" in sys.argv  # the first visits skipped
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 4
    codes = [arg for arg in sys.argv[1:] if len(arg) == 2 and arg.isalpha()] or ["fr", "ru"]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(ROOT)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        english_bytes, english_ready, _ = (0, 0, []) if switch_only else first_visit(browser, base, "en")
        print(f"en: first visit {english_bytes:,} bytes, ready {english_ready} ms")
        for code in [] if switch_only else codes:
            size, ready, packs = first_visit(browser, base, code)
            print(
                f"{code}: first visit {size:,} bytes ({size / english_bytes:.3f}x en), ready {ready} ms "
                f"({ready / english_ready:.2f}x en); dictionaries asked for: {', '.join(packs)}"
            )
        for code in codes:
            there, back, parts = switch(browser, base, code, rounds)
            for name, times in ((f"en->{code}", there), (f"{code}->en", back)):
                print(
                    f"switch {name}: median {statistics.median(times):.2f} s of " + ", ".join(f"{t:.2f}" for t in times)
                )
            said = "; ".join(" + ".join(str(part[name]) for name in PARTS) for part in parts)
            print(f"  load + draw ms, in order: {said}")
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
