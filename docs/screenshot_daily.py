#!/usr/bin/env python3
"""Take the daily's screenshots: the result dialog with the countdown after a daily of four boards, and the
daily dialog with the archive, on a phone (390 × 844) and a desktop (1280 × 800), light
(docs/daily-result-{phone,desktop}.png, docs/daily-archive-{phone,desktop}.png).

    .venv/bin/python docs/screenshot_daily.py
"""

from __future__ import annotations

import datetime
import functools
import http.server
import threading

from wordgames.lexicon import Lexicon
from wordgames.wordle.daily import daily_secrets, parse_day
from wordgames_build import ROOT
from wordgames_build.browser import CHROMIUM, CHROMIUM_ARGS
from wordgames_build.server import SiteHandler

DAY = "2026-03-05"
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}


def main() -> None:
    from playwright.sync_api import sync_playwright

    lexicon = Lexicon.from_bytes((ROOT / "static" / "dictionary.bin").read_bytes())
    words = daily_secrets(lexicon, 5, parse_day(DAY), 4)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(SiteHandler, directory=str(ROOT)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        url = f"http://127.0.0.1:{server.server_address[1]}/?mode=quordle&date={DAY}"
        for name, viewport in VIEWPORTS.items():
            context = browser.new_context(viewport=viewport, color_scheme="light")
            page = context.new_page()
            page.goto(url)
            page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
            page.get_by_role("button", name="Daily word").click()
            page.locator("#d-play").click()
            for word in ("slate", *words):
                page.keyboard.type(word)
                page.keyboard.press("Enter")
            page.wait_for_selector("#result-dialog[open]")
            page.wait_for_function("document.getAnimations().length === 0")
            shot(page, f"daily-result-{name}.png")
            page.keyboard.press("Escape")
            page.get_by_role("button", name="Daily word").click()  # an earlier day's, from the archive
            page.locator("#archive-list button").nth(1).click()
            for word in daily_secrets(lexicon, 5, parse_day(DAY) - datetime.timedelta(days=2), 4):
                page.keyboard.type(word)
                page.keyboard.press("Enter")
            page.wait_for_selector("#result-dialog[open]")
            page.keyboard.press("Escape")
            page.get_by_role("button", name="Daily word").click()
            page.wait_for_selector("#daily-dialog[open]")
            shot(page, f"daily-archive-{name}.png")
            context.close()
        browser.close()
    server.shutdown()


def shot(page, name: str) -> None:
    page.wait_for_timeout(300)
    target = ROOT / "docs" / name
    page.screenshot(path=str(target))
    print(f"wrote {target.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
