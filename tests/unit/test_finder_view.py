"""The finder card on CPython (web/challenge/finder.py over the stand-in DOM): a newer search, even one refused,
replaces a first search still preparing its texts, whose answer then never shows."""

from __future__ import annotations

import asyncio
import importlib
from types import SimpleNamespace

from fake_dom import fire, fresh_web, run_loop

from wordgames.lexicon import Lexicon


def test_a_refused_pattern_replaces_a_first_search_still_preparing(asset_bytes):
    with fresh_web() as (document, _window):
        finder = importlib.import_module("wordgames.web.challenge.finder")
        dom = importlib.import_module("wordgames.web.dom")
        by_id = document.getElementById
        lexicon = Lexicon.from_bytes(asset_bytes)  # fresh: no texts yet, so a first `*ing` prepares them in slices

        async def scenario() -> None:
            view = finder.FinderView(SimpleNamespace(lexicon=lexicon))
            view.bind()
            by_id("finder-min").value = "3"  # a browser's select shows its first option; the stand-in has no default
            by_id("finder-pattern").value = "*ing"
            fire(by_id("finder-form"), "submit")
            assert by_id("finder-message").textContent.startswith("Searching")
            by_id("finder-pattern").value = "in g"  # refused: a space
            fire(by_id("finder-form"), "submit")
            refusal = by_id("finder-message").textContent
            assert refusal.startswith("Not searched")
            while dom._tasks:  # the first search's slices, to their end
                await asyncio.gather(*dom._tasks)
            assert by_id("finder-message").textContent == refusal
            assert by_id("finder-summary").textContent == "", "the first search's answer was drawn over the refusal"

        run_loop(scenario())
