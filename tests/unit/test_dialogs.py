"""The confirm dialog's answers on CPython (web/dialogs.py): an answer after its waiting task was cancelled is
harmless, and a second question answers the first no."""

from __future__ import annotations

import asyncio
import importlib
import sys
from concurrent.futures import ThreadPoolExecutor

from fake_dom import fire, install

STUBBED = ("pyscript", "pyodide", "pyodide.ffi")


def _run(scenario) -> None:
    saved = {name: sys.modules.pop(name) for name in list(sys.modules) if name.startswith("wordgames.web.")}
    document, _window = install()
    try:
        dialogs = importlib.import_module("wordgames.web.dialogs")
        dialogs.bind_dialogs()
        with ThreadPoolExecutor(1) as pool:
            pool.submit(asyncio.run, scenario(dialogs, document)).result()
    finally:
        for name in [*STUBBED, *(n for n in sys.modules if n.startswith("wordgames.web."))]:
            sys.modules.pop(name, None)
        sys.modules.update(saved)


def test_an_answer_after_the_waiting_task_was_cancelled_raises_nothing():
    async def scenario(dialogs, document) -> None:
        waiting = asyncio.ensure_future(dialogs.confirm("Remove it?", "It goes for good."))
        await asyncio.sleep(0)
        waiting.cancel()  # a language switch ends the views' tasks
        await asyncio.sleep(0)
        fire(document.getElementById("confirm-yes"), "click")
        assert waiting.cancelled()
        assert not document.getElementById("confirm-dialog").open
        assert document.getElementById("failure").hidden, "the answer raised: 'Something went wrong' shown"

    _run(scenario)


def test_a_second_question_answers_the_first_no():
    async def scenario(dialogs, document) -> None:
        first = asyncio.ensure_future(dialogs.confirm("First?", ""))
        await asyncio.sleep(0)
        second = asyncio.ensure_future(dialogs.confirm("Second?", ""))
        assert await first is False
        fire(document.getElementById("confirm-yes"), "click")
        assert await second is True

    _run(scenario)
