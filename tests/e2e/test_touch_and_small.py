"""Item 8's rest (issue 30): 44 px touch targets in a header that does not wrap, Word Challenge's next
round, the dictionary asked about, a true analysis of short games, an analysis table and letters that fit."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Page

VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}
SHOTS = Path(os.environ.get("WORDGAMES_SHOTS", "/tmp/wordgames-shots"))


@pytest.fixture(params=list(VIEWPORTS))
def viewport(request) -> str:
    return request.param


def shoot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


@pytest.mark.parametrize("tab", ["wordle", "challenge"])
def test_header_targets_are_44_px_and_the_header_does_not_wrap(open_page, viewport, tab):
    page = open_page(f"?tab={tab}&seed=5")
    page.set_viewport_size(VIEWPORTS[viewport])
    targets = page.locator("header button:visible")
    assert targets.count() >= (8 if tab == "wordle" else 3)
    for target in targets.all():
        box = target.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44, target.get_attribute("aria-label") or target.inner_text()
    title = page.locator("header h1").bounding_box()
    tabs = [t.bounding_box() for t in page.get_by_role("tab").all()]
    assert len({round(t["y"]) for t in tabs}) == 1  # the tabs on one line
    if tab == "wordle":
        tools = [b.bounding_box() for b in page.locator("#w-tools button").all()]
        assert len({round(t["y"]) for t in tools}) == 1  # the tools on one line
        assert tools[0]["y"] < title["y"] + title["height"]  # beside the title, not under it
        assert tools[-1]["x"] + tools[-1]["width"] <= VIEWPORTS[viewport]["width"]
    lines = 2 if viewport == "phone" else 1  # a phone puts the tabs under the title and tools
    header = page.locator("header").bounding_box()
    assert header["height"] <= lines * 44 + 40, header
    shoot(page, f"header-{tab}-{viewport}")
