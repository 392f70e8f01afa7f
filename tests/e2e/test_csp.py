"""The page under its Content-Security-Policy (issue 29): every tab and mode runs with no violation."""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path

from playwright.sync_api import Page, expect

INDEX = Path(__file__).resolve().parents[2] / "index.html"
RECORD_VIOLATIONS = """
window.wgViolations = [];
document.addEventListener("securitypolicyviolation", (e) =>
    wgViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`));
"""
MODES = ("guesser", "keeper", "assistant", "adversary", "dordle", "quordle", "octordle", "quordle-sequence")


def policy() -> dict[str, list[str]]:
    meta = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', INDEX.read_text())
    assert meta, "index.html has no Content-Security-Policy <meta>"
    return {name: values for name, *values in (part.split() for part in meta.group(1).split(";"))}


def no_violations(page: Page, where: str) -> None:
    violations = page.evaluate("wgViolations")
    assert not violations, f"{where}: {violations}"


def go(page: Page, query: str) -> None:
    page.goto(page.url.split("?")[0] + query)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)


def inline_script_hashes(html: str) -> list[str]:
    """The CSP source of each inline <script> (one with no src): its text's SHA-256, base64."""
    bodies = re.findall(r"<script>(.*?)</script>", html, flags=re.DOTALL)
    return [f"'sha256-{base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()}'" for body in bodies]


def test_the_policy_allows_only_the_sites_own_scripts_and_webassembly():
    rules = policy()
    # No 'unsafe-inline': the one inline script (the theme before the first paint) by its hash. 'unsafe-eval' only
    # because PyScript 0.7.31 builds its hooks with Function() (core-*.js: `Function("return(w,x)=>...")()`);
    # Pyodide alone lives with 'wasm-unsafe-eval'.
    inline = inline_script_hashes(INDEX.read_text())
    assert len(inline) == 1, "index.html: the theme's inline script, and no other"
    assert rules["script-src"] == ["'self'", *inline, "'wasm-unsafe-eval'", "'unsafe-eval'"], (
        "the policy's hash is not the inline script's: edit one, recompute the other"
    )
    assert rules["default-src"] == ["'self'"] and rules["object-src"] == ["'none'"]
    assert "'unsafe-inline'" not in rules["style-src"]
    assert ' style="' not in INDEX.read_text()


def test_a_changed_inline_script_no_longer_matches_the_policy():
    html = INDEX.read_text()
    assert inline_script_hashes(html.replace('"use strict";', '"use strict"; ')) != inline_script_hashes(html)


def test_every_tab_and_mode_runs_under_the_policy(open_page):
    page = open_page("?seed=1", before=lambda page, guard: page.add_init_script(RECORD_VIOLATIONS))
    letters = page.get_by_label("Letters", exact=True)
    letters.fill("abracadabra")
    letters.press("Enter")
    expect(page.locator("#solver-summary")).to_contain_text("from ABRACADABRA", timeout=60_000)
    no_violations(page, "Word Challenge")
    for mode in MODES:
        go(page, f"?tab=wordle&mode={mode}&seed=1&strategy=letter-frequency")
        expect(page.locator("#w-board .row").first).to_be_visible()
        no_violations(page, f"Wordle, {mode}")
    go(page, "?tab=lab&lengths=4&strategies=letter-frequency&games=3&seed=1&run=1")
    page.wait_for_function("!document.querySelector('#lab-status').textContent.includes(' of ')", timeout=120_000)
    expect(page.locator("#lab-status")).to_contain_text("Done")
    expect(page.locator("#lab-charts canvas").first).to_be_visible()
    assert page.evaluate("typeof Chart") == "function"
    no_violations(page, "Lab")
