"""What the engine refuses reaches a French page in French: the finder's pattern, the solver's rack."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}
SHOTS = Path(os.environ.get("WORDGAMES_SHOTS", "/tmp/wordgames-shots"))


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_a_bad_pattern_and_a_rack_with_a_digit_are_refused_in_french(open_page, viewport):
    page = open_page("?tab=challenge&lang=fr")
    page.set_viewport_size(VIEWPORTS[viewport])
    page.locator("#finder-pattern").fill("c1t")
    page.locator("#finder-pattern").press("Enter")
    expect(page.locator("#finder-message")).to_contain_text("un motif ne peut avoir que des lettres a-z")
    page.locator("#letters").fill("ab3")
    page.locator("#letters").press("Enter")
    expect(page.locator("#solver-message")).to_contain_text("seules les lettres a-z et ? (un joker) sont permises")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator("#solver-message").scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / f"refusals-fr-{viewport}.png"))
