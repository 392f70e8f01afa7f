"""Long computations on the page's only thread: run in slices, so the browser paints and takes input between them."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Generator
from typing import TypeVar

from .dom import next_task

SLICE_SECONDS = 0.04  # computing time between two turns of the browser (a frame or two)
PAUSE_POLL = 0.1  # seconds between two looks at whether a paused computation may go on

P = TypeVar("P")
R = TypeVar("R")


async def run_in_slices(
    steps: Generator[P, None, R],
    report: Callable[[P], None],
    wanted: Callable[[], bool],
    paused: Callable[[], bool] = lambda: False,
    seconds: float = SLICE_SECONDS,
) -> R | None:
    """Run ``steps`` to its end and return its value, ``seconds`` at a time (a slice ends early
    when its next step would likely overrun it, judging by the step before; a slice is at least one step).

    Between slices ``report`` gets the latest progress and the browser gets a turn; if
    ``wanted()`` is false before a slice (a newer request replaced this one), ``steps`` is closed and
    the result is None. While ``paused()`` is true no step runs (``wanted`` is still heeded).
    """
    while True:
        if not wanted():  # also before the first slice: replaced while it waited for its turn
            steps.close()
            return None
        deadline = time.perf_counter() + seconds
        try:
            while True:
                start = time.perf_counter()
                progress = next(steps)
                now = time.perf_counter()
                last = now - start
                if now + last >= deadline:  # the next step, if it takes as long, would overrun
                    break
        except StopIteration as finished:
            return finished.value
        report(progress)
        await next_task()
        while paused() and wanted():
            await asyncio.sleep(PAUSE_POLL)
