#!/usr/bin/env python3
"""Memory over many language switches in one page: the interpreter's heap, Python's objects, the JS heap.

    nice -n 10 .venv/bin/python bench/language_soak.py [CODE] [--switches N]   (default: fr, 24 switches)

Serves the checkout on loopback, opens it in English in Debian's Chromium (phone viewport), then picks CODE and
English in turn (How to play's picker), reading the memory after a full collection at switches 0, 2, 4, 8, 16, ...
(page_memory.py's probe). Each switch drops the old views and makes the app again (web/switch.py): the heap grows
once by the second pack kept (web/packs.py keeps the last three) and should stay flat after.
"""

from __future__ import annotations

import functools
import http.server
import json
import sys
import threading

from language_page import PREFS, ROOT, Quiet
from page_memory import PROBE
from playwright.sync_api import sync_playwright

# page_memory.py's probe, counting Python's objects after a collection (a switch's garbage is not a leak).
COLLECTED = PROBE.replace("'objects': len(gc.get_objects())", "'objects': (gc.collect(), len(gc.get_objects()))[1]")
PICK = """code => { const picker = document.querySelector('#help-language');
                    picker.value = code; picker.dispatchEvent(new Event('change')); }"""


def main() -> None:
    switches = int(sys.argv[sys.argv.index("--switches") + 1]) if "--switches" in sys.argv else 24
    code = next((arg for arg in sys.argv[1:] if len(arg) == 2 and arg.isalpha()), "fr")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(ROOT)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=["--no-sandbox", "--enable-precise-memory-info"]
        )
        context = browser.new_context(viewport={"width": 390, "height": 844}, bypass_csp=True)  # the inline probe
        context.add_init_script(PREFS)
        page = context.new_page()
        page.goto(base + "?lang=en")
        page.wait_for_selector("body[data-ready]", state="attached", timeout=180_000)
        page.evaluate(COLLECTED)
        page.wait_for_function("typeof window.wgProbe === 'function'")
        cdp = context.new_cdp_session(page)
        for switch in range(switches + 1):
            if switch:
                target = code if switch % 2 else "en"
                page.evaluate(PICK, target)
                page.wait_for_function("code => document.body.dataset.language === code", arg=target, timeout=60_000)
                page.wait_for_timeout(300)
            if switch & (switch - 1) == 0:  # 0, 1, 2, 4, 8, ...
                cdp.send("HeapProfiler.collectGarbage")
                reading = json.loads(page.evaluate("wgProbe()"))
                js = page.evaluate("performance.memory.usedJSHeapSize") / 2**20
                print(
                    f"after {switch:3} switches: heap {reading['heap'] / 2**20:.1f} MB, "
                    f"{reading['objects']:,} Python objects, JS heap {js:.1f} MB",
                    flush=True,
                )
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
