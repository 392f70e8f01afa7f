#!/usr/bin/env python3
"""Take the languages' screenshots: Wordle two guesses in (words of the pack) and a Word Challenge round under
way, in French, Russian and Greek, on a 360 px phone, light and dark
(docs/languages/{code}-{wordle,challenge}-{theme}.png).

    .venv/bin/python docs/screenshot_languages.py

Serves the repository root on 127.0.0.1 as docs/screenshot.py does, and opens the page with ``?lang=``.
"""

from __future__ import annotations

import functools
import http.server
import threading

from wordgames_build import ROOT
from wordgames_build.browser import CHROMIUM, CHROMIUM_ARGS
from wordgames_build.server import SiteHandler

GUESSES = {"fr": ("terre", "monde"), "ru": ("слово", "книга"), "el": ("σπιτι", "παιδι")}  # words of each pack
PHONE = {"width": 360, "height": 780}  # the narrowest phone the page is drawn for
RETURNING = (  # a returning player's preferences: no first visit's How to play over the board
    "localStorage.setItem('wordgames.prefs', JSON.stringify({kind: 'page-prefs', version: 1, "
    "settings: {mode: 'guesser', length: 5, guesses: 6, pool: 'common', hard: false, strategy: 'best'}, "
    "tab: 'wordle', theme: 'auto', "
    "palette: 'standard', digits: false}));"
)


def main() -> None:
    from playwright.sync_api import sync_playwright

    handler = functools.partial(SiteHandler, directory=str(ROOT))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        for code, guesses in GUESSES.items():
            for theme in ("light", "dark"):
                context = browser.new_context(viewport=PHONE, color_scheme=theme)
                context.add_init_script(RETURNING)
                page = context.new_page()
                page.goto(f"{base}?lang={code}&tab=wordle&seed=7")
                page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
                for guess in guesses:  # tapped on the pack's keys (typing would insert Cyrillic and Greek as text)
                    for letter in guess:
                        page.locator(f"#w-keyboard [data-key='{letter}']").click()
                    page.locator("#w-keyboard [data-key='Enter']").click()
                    page.wait_for_function("document.getAnimations().length === 0")
                page.wait_for_function("document.getAnimations().length === 0")
                shoot(page, f"{code}-wordle-{theme}")
                page.locator("#tab-challenge").click()
                page.locator("#cg-new").click()
                page.wait_for_timeout(400)
                shoot(page, f"{code}-challenge-{theme}")
                context.close()
        browser.close()
    server.shutdown()


def shoot(page, name: str) -> None:
    target = ROOT / "docs" / "languages" / f"{name}.png"
    page.screenshot(path=str(target))
    print(f"wrote {target.relative_to(ROOT)} ({target.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
