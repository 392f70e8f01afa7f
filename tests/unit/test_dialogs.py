"""The confirm dialog's answers on CPython (web/dialogs.py): an answer after its waiting task was cancelled is
harmless, and a second question answers the first no."""

from __future__ import annotations

import asyncio
import importlib

from fake_dom import fire, fresh_web, run_loop


def _run(scenario) -> None:
    with fresh_web() as (document, _window):
        dialogs = importlib.import_module("wordgames.web.dialogs")
        dialogs.bind_dialogs()
        run_loop(scenario(dialogs, document))


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
