"""What the browser tests share: typing on the page, reading its board and lists, and the engine's expected answers."""

from __future__ import annotations

import os
from pathlib import Path

from playwright.sync_api import Page, expect

from wordgames.web.randoms import GameRandoms
from wordgames.wordle.feedback import STATE_NAMES, score
from wordgames.wordle.game import GuesserGame
from wordgames.wordle.rules import Rules, secret_pool

VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}
SHOTS = Path(os.environ.get("WORDGAMES_SHOTS", "/tmp/wordgames-shots"))
AXE = Path(__file__).resolve().parents[2] / "static" / "vendor" / "axe" / "axe.min.js"
SERIOUS = ("serious", "critical")


def violations(page: Page) -> list[str]:
    """The serious and critical axe-core violations of the page as it is now, in light and in dark (the page
    follows the device's scheme: no page booted twice for it), in conftest's ``axe_context`` (which lets the
    test's inline copy run under the page's Content-Security-Policy)."""
    if not AXE.exists():
        raise AssertionError(f"{AXE} is missing: run `python3 build.py`")
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))  # inline: the test's copy, never loaded by the page itself
    problems = []
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        found = page.evaluate("async () => (await axe.run(document, {resultTypes: ['violations']})).violations")
        problems += [
            f"{scheme}: {v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
            for v in found
            if v["impact"] in SERIOUS
        ]
    return problems


def shoot(page: Page, name: str) -> None:
    """A screenshot to look at (outside the repository: pytest-playwright empties test-results/ on each run)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


HOSTILE = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "abc123",
    "crème brûlée",
    "a" * 21,
    "the quick brown fox jumps over\nthe lazy dog " * 20,
]


def type_word(page: Page, word: str) -> None:
    for letter in word:
        page.keyboard.press(letter)


def board_rows(page: Page) -> list[list[str]]:
    """The aria-labels of every row's tiles."""
    return page.eval_on_selector_all(
        "#w-board [role=row]",
        "rows => rows.map(r => [...r.querySelectorAll('[role=gridcell]')].map(t => t.getAttribute('aria-label')))",
    )


def listed_words(page: Page, where: str) -> list[str]:
    """Every word a result list shows: chips (li) and the plain-text blocks of long groups."""
    chips = page.locator(f"{where} li").all_text_contents()
    blocks = page.locator(f"{where} .word-text").all_text_contents()
    return chips + [word for block in blocks for word in block.split()]


def tile_label(i: int, letter: str, state: str) -> str:
    """A tile's accessible name, e.g. '3rd letter, n, present' (up to 20 letters)."""
    nth = {1: "1st", 2: "2nd", 3: "3rd"}.get(i + 1, f"{i + 1}th")
    return f"{nth} letter, {letter}, {state}"


def scored_labels(guess: str, secret: str) -> list[str]:
    marks = score(guess, secret).marks
    return [tile_label(i, letter, STATE_NAMES[mark]) for i, (letter, mark) in enumerate(zip(guess, marks))]


def open_settings(page: Page) -> None:
    """Open the settings dialog (a change with no game under way leaves it open: the new game shows behind it)."""
    if not page.locator("#settings-dialog").is_visible():
        page.get_by_role("button", name="Settings").click()
    expect(page.locator("#settings-dialog")).to_be_visible()


def wordle_secret(
    lexicon, seed: int, length: int = 5, pool: str = "common", guesses: int | None = 6, game: int = 1
) -> str:
    """The secret of the page's ``game``-th game for ?seed=N: the same engine call with the same generator."""
    randoms = GameRandoms(seed)
    for _ in range(game):
        rng = randoms.next()
    return GuesserGame.new(lexicon, Rules(length, guesses, False, pool), rng).secret


def other_words(lexicon, secret: str, count: int) -> list[str]:
    """Common words of the secret's length that are not the secret."""
    return [w for w in secret_pool(lexicon, len(secret), "common") if w != secret][:count]


# A fixed piece of JavaScript, timed in the page: a busy machine stretches it as it stretches every task,
# so a bound in multiples of it holds under load (17 ms at a load average of 14, about 6 ms on a quiet machine).
BASELINE = """() => {
    const times = [];
    for (let run = 0; run < 5; run++) {
        const start = performance.now();
        let x = 0;
        for (let i = 0; i < 2e6; i++) x = (x + i * 7) % 1000003;
        times.push(performance.now() - start + (x < 0));
    }
    return times.sort((a, b) => a - b)[2];
}"""


def baseline_ms(page: Page) -> float:
    """The page's time for a fixed piece of JavaScript (ms): bounds in multiples of it hold on a busy machine."""
    return page.evaluate(BASELINE)
