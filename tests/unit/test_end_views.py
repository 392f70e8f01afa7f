"""A change of language ends what the old views started (web/dom.py's end_views): every listener they bound, on
their elements and on the document and the window; their tasks but the caller's; their timers; the Lab's worker."""

from __future__ import annotations

import asyncio
import importlib

from fake_dom import fire, fresh_web, run_loop


def test_end_views_leaves_nothing_of_the_old_views_running():
    with fresh_web() as (document, window):
        dom = importlib.import_module("wordgames.web.dom")
        heard: list[str] = []

        async def scenario() -> None:
            dom.listen(document, "keydown", lambda event: heard.append("document"))
            dom.listen(window, "resize", lambda event: heard.append("window"))
            dom.listen(document.getElementById("w-keyboard"), "click", lambda event: heard.append("key"))
            running = dom.spawn(asyncio.sleep(60))
            dom.later(0.05, heard.append, "timer")
            dom.at_end(lambda: heard.append("ended"))

            async def the_switch() -> None:  # the caller's own task goes on
                dom.end_views()
                await asyncio.sleep(0.1)
                heard.append("switch went on")

            await dom.spawn(the_switch())
            fire(document.getElementById("w-keyboard"), "click")
            fire(document.body, "keydown", key="a")
            assert running.cancelled()
            assert not window.listeners.get("resize")

        run_loop(scenario())
        assert heard == ["ended", "switch went on"]
