#!/usr/bin/env python3
"""Take the adversary's challenge's screenshots on a phone (390 × 844), light and dark: a challenge under way, one
word left before the target (docs/adversary-challenge-{light,dark}-phone.png), and the result dialog once the
target is reached (docs/adversary-challenge-result-{light,dark}-phone.png).

    .venv/bin/python docs/screenshot_adversary.py
"""

from __future__ import annotations

import functools
import http.server
import threading

from wordgames.lexicon import Lexicon
from wordgames.wordle.adversary import AdversaryGame
from wordgames.wordle.rules import WON, Rules
from wordgames.wordle.share import encode_challenge
from wordgames_build import ROOT
from wordgames_build.browser import CHROMIUM, CHROMIUM_ARGS
from wordgames_build.server import SiteHandler

OPENING = ("crane", "sloth")
PHONE = {"width": 390, "height": 844}


def cornering(lexicon: Lexicon) -> list[str]:
    """Guesses that corner the plain adversary: the word they end on is a target these same guesses reach (the
    keeper's answers do not depend on the target)."""
    game, words = AdversaryGame(lexicon, Rules(5, None)), list(OPENING)
    while game.status != WON:
        game.guess(words.pop(0) if words else game.candidates[0])
    return [guess for guess, _ in game.history]


def main() -> None:
    from playwright.sync_api import sync_playwright

    lexicon = Lexicon.from_bytes((ROOT / "static" / "dictionary.bin").read_bytes())
    guesses = cornering(lexicon)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(SiteHandler, directory=str(ROOT)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    query = f"?mode=adversary-challenge&target={encode_challenge(guesses[-1])}"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        for theme in ("light", "dark"):
            context = browser.new_context(viewport=PHONE, color_scheme=theme)
            page = context.new_page()
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/{query}")
            page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
            if page.locator("dialog[open]").count():  # a first visit's How to play
                page.keyboard.press("Escape")
            for guess in guesses[:-1]:
                page.keyboard.type(guess)
                page.keyboard.press("Enter")
                page.wait_for_function("document.getAnimations().length === 0")
            page.wait_for_timeout(300)
            shot(page, f"adversary-challenge-{theme}-phone.png")
            page.keyboard.type(guesses[-1])
            page.keyboard.press("Enter")
            page.wait_for_selector("#result-dialog[open]")
            page.wait_for_function("document.getAnimations().length === 0")
            shot(page, f"adversary-challenge-result-{theme}-phone.png")
            context.close()
        browser.close()
    server.shutdown()


def shot(page, name: str) -> None:
    target = ROOT / "docs" / name
    page.screenshot(path=str(target))
    print(f"wrote {target.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
