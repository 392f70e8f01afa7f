#!/usr/bin/env python3
"""Take the README's screenshots: a Wordle game won (docs/screenshot.png), and per theme and viewport a game
under way (docs/wordle-{light,dark}-{phone,desktop}.png) and a Word Challenge round under way
(docs/challenge-{light,dark}-{phone,desktop}.png), in headless Chromium; with `boards`, only 4 and 8
boards at 5 and 12 letters on a phone, light and dark, two guesses in (docs/boards-{4,8}-{5,12}-{light,dark}.png);
with `sequence`, only 4 boards in sequence on a phone, light and dark, the third board just opened
(docs/sequence-4-{light,dark}.png).

    .venv/bin/python docs/screenshot.py [boards | sequence]

Serves the repository root on 127.0.0.1, plays a seeded game with the letter-frequency
strategy's guesses (computed with the engine here) and saves a small PNG of the page.
"""

from __future__ import annotations

import functools
import http.server
import random
import sys
import threading

from wordgames.challenge import ChallengeGame
from wordgames.lexicon import Lexicon
from wordgames.web.randoms import GameRandoms
from wordgames.wordle.boards import BoardsGame
from wordgames.wordle.candidates import candidates
from wordgames.wordle.feedback import score
from wordgames.wordle.game import GuesserGame
from wordgames.wordle.rules import Rules
from wordgames.wordle.strategies import Situation, make_strategy
from wordgames_build import ROOT
from wordgames_build.browser import CHROMIUM, CHROMIUM_ARGS
from wordgames_build.server import SiteHandler

SEED = 2024
OUTPUT = ROOT / "docs" / "screenshot.png"
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1100, "height": 800}}


def guesses_to_win(lexicon: Lexicon, secret: str) -> list[str]:
    """The guesses the letter-frequency strategy makes against ``secret``, up to the win."""
    strategy, rng = make_strategy("letter-frequency"), random.Random(SEED)
    game = GuesserGame(lexicon, secret, Rules(len(secret), None))
    played = []
    while game.status == "playing" and len(played) < 6:
        situation = Situation(game.knowledge, lexicon.words_of_length(len(secret)), candidates(lexicon, game.knowledge))
        guess = strategy.next_guess(situation, rng)
        game.guess(guess)
        played.append(guess)
    return played


def boards(browser, url: str, lexicon: Lexicon) -> None:
    """Several boards on a phone: every row above the keyboard, the row being typed large where letters are small."""
    for count, mode in ((4, "quordle"), (8, "octordle")):
        for length in (5, 12):
            words = [w for w in lexicon.words_of_length(length) if len(set(w)) == length][:: 997 if length == 5 else 97]
            for theme in ("light", "dark"):
                context = browser.new_context(viewport=VIEWPORTS["phone"], color_scheme=theme)
                page = context.new_page()
                page.goto(url.replace("tab=wordle", f"mode={mode}&length={length}&pool=all"))
                page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
                for guess in words[:2]:
                    page.keyboard.type(guess)
                    page.keyboard.press("Enter")
                    page.wait_for_function("document.getAnimations().length === 0")
                page.keyboard.type(words[2][:3])
                page.wait_for_timeout(300)
                target = ROOT / "docs" / f"boards-{count}-{length}-{theme}.png"
                page.screenshot(path=str(target))
                print(f"wrote {target.relative_to(ROOT)}")
                context.close()


def sequence(browser, url: str, lexicon: Lexicon) -> None:
    """Four boards in sequence on a phone: a miss, the second board's word (scored on the first only), then
    the first's: the second opens solved, the third opens with the three guesses scored, the fourth stays closed."""
    secrets = BoardsGame.new(lexicon, Rules(5, None, boards=4), GameRandoms(SEED).next()).secrets
    miss = next(w for w in ("crane", "sloth", "pious") if w not in secrets)
    for theme in ("light", "dark"):
        context = browser.new_context(viewport=VIEWPORTS["phone"], color_scheme=theme)
        page = context.new_page()
        page.goto(url.replace("tab=wordle", "mode=quordle-sequence&length=5"))
        page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
        page.wait_for_selector("#help-dialog[open]")  # a first visit: How to play, with the mode's help line
        page.keyboard.press("Escape")
        for played, guess in enumerate((miss, secrets[1], secrets[0]), 1):
            page.keyboard.type(guess)
            page.keyboard.press("Enter")
            page.locator("#w-board .mini").first.locator(".row.scored").nth(played - 1).wait_for()
            page.wait_for_function("document.getAnimations().length === 0")
        page.keyboard.type(secrets[2][:2])
        page.wait_for_timeout(300)
        target = ROOT / "docs" / f"sequence-4-{theme}.png"
        page.screenshot(path=str(target))
        print(f"wrote {target.relative_to(ROOT)}")
        context.close()


def main(only: str = "") -> None:
    from playwright.sync_api import sync_playwright

    lexicon = Lexicon.from_bytes((ROOT / "static" / "dictionary.bin").read_bytes())
    secret = GuesserGame.new(lexicon, Rules(5), random.Random(SEED)).secret
    guesses = guesses_to_win(lexicon, secret)
    assert score(guesses[-1], secret).is_win
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(SiteHandler, directory=str(ROOT)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        url = f"http://127.0.0.1:{server.server_address[1]}/?tab=wordle&seed={SEED}"
        if only == "sequence":
            sequence(browser, url, lexicon)
        else:
            boards(browser, url, lexicon)
        if only:
            browser.close()
            server.shutdown()
            return
        for theme in ("light", "dark"):
            for name, viewport in VIEWPORTS.items():
                context = browser.new_context(viewport=viewport, color_scheme=theme)
                page = context.new_page()
                page.goto(url)
                page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
                for guess in guesses[:-1]:
                    page.keyboard.type(guess)
                    page.keyboard.press("Enter")
                page.wait_for_function("document.getAnimations().length === 0")  # the last row has turned
                page.wait_for_timeout(300)
                target = ROOT / "docs" / f"wordle-{theme}-{name}.png"
                page.screenshot(path=str(target))
                print(f"wrote {target.relative_to(ROOT)}")
                if (theme, name) == ("light", "desktop"):
                    page.keyboard.type(guesses[-1])
                    page.keyboard.press("Enter")
                    page.wait_for_selector("#result-dialog[open]")
                    page.wait_for_function("document.getAnimations().length === 0")
                    page.screenshot(path=str(OUTPUT))
                context.close()
        game = ChallengeGame.new(lexicon, 7, random.Random(SEED))
        for theme in ("light", "dark"):
            for name, viewport in VIEWPORTS.items():
                context = browser.new_context(viewport=viewport, color_scheme=theme)
                page = context.new_page()
                page.goto(url.replace("tab=wordle", "tab=challenge"))
                page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
                page.get_by_label("Word length").select_option("7")
                page.get_by_role("button", name="New game").click()
                for word in game.answers[:: max(1, len(game.answers) // 5)]:
                    page.keyboard.type(word)
                    page.keyboard.press("Enter")
                page.keyboard.type(game.answers[-1][:3])
                page.wait_for_timeout(400)
                target = ROOT / "docs" / f"challenge-{theme}-{name}.png"
                page.screenshot(path=str(target))
                print(f"wrote {target.relative_to(ROOT)}")
                context.close()
        browser.close()
    server.shutdown()
    print(f"wrote {OUTPUT.relative_to(ROOT)} ({OUTPUT.stat().st_size:,} bytes): {' '.join(guesses).upper()}")


if __name__ == "__main__":
    main(sys.argv[1] if sys.argv[1:] in (["boards"], ["sequence"]) else "")
