"""The page's side of static/race-worker.js: start it once, hand it a race, pass its updates on."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy, to_js

from ...wordle.race import RaceSettings
from ..dom import at_end, book_notice, js_object, show_notices, window
from ..language import asset_url, chosen

SCRIPT = "./static/race-worker.js"
ARRIVAL_SECONDS = 8.0  # the worker's script says "started" within this, or it is given up (the page races itself)
START_SECONDS = 60.0  # then its start-up (each download watched for stalls of 8 s) ends within this


class WorkerFailed(Exception):
    """The worker could not start or died; the message says why."""


def failure(event: Any) -> str:
    """What an error event of the worker says (a script that did not load says nothing)."""
    message = getattr(event, "message", None)
    return str(message) if message else f"{SCRIPT} did not load"


class RaceWorker:
    """A second Pyodide in a Web Worker, kept between races; ``stop`` ends it (and the race in it)."""

    def __init__(self) -> None:
        self.worker: Any = None
        self.updates: asyncio.Queue | None = None
        self.handlers: list[Any] = []  # its message and error handlers, released with it
        self.started = False  # its script arrived and runs
        self.ready = False  # it has started once: from now on it may stay silent during a long move

    def _start(self) -> None:
        if not hasattr(window, "Worker"):
            raise WorkerFailed("this browser has no Web Workers")
        # The worker plays the page's language pack (its name after the script's, read by race-worker.js).
        pack = asset_url(chosen()).rsplit("/", 1)[-1]
        self.worker = window.Worker.new(f"{SCRIPT}?dictionary={pack}", js_object(type="module"))
        self.handlers = [
            create_proxy(lambda event: self._put(event.data.to_py())),
            create_proxy(lambda event: self._put({"type": "failed", "message": failure(event)})),
        ]
        self.worker.onmessage, self.worker.onerror = self.handlers
        self.started = self.ready = False
        at_end(self.stop)  # a change of language makes a new Lab, with a worker on its own pack

    def warm(self) -> None:
        """Start the worker's start-up (its runtime, the engine, the dictionary) while the player reads the form:
        the first race then waits for less of it; what it says meanwhile waits in the queue for that race."""
        if self.worker is not None:
            return
        try:
            self._start()
        except WorkerFailed:
            return  # the first race says why, and runs on the page
        self.updates = asyncio.Queue()
        self.worker.postMessage(js_object(type="boot"))

    def _put(self, message: dict) -> None:
        if self.updates is not None:
            self.updates.put_nowait(message)

    async def race(self, settings: RaceSettings, lexicon: bytes | None, report: Callable[[dict], None]) -> dict | None:
        """Run ``settings`` in the worker (on ``lexicon``'s bytes; None: the built-in list), passing each
        progress update to ``report``; the last update ("done" or "refused"), or None when ``stop`` ended it."""
        if self.worker is None:
            self._start()
        queue = self.updates = self.updates or asyncio.Queue()  # a warmed worker's start-up messages first
        request = {"type": "race", "settings": json.dumps(settings.to_data())}
        if lexicon is not None:
            request["lexicon"] = to_js(lexicon)
        self.worker.postMessage(js_object(**request))
        while True:
            patience = None if self.ready else START_SECONDS if self.started else ARRIVAL_SECONDS
            try:
                update = await asyncio.wait_for(queue.get(), patience)
            except TimeoutError:
                self.stop()
                what = "its script did not arrive" if not self.started else "it did not start"
                raise WorkerFailed(f"{what} within {patience:.0f} s") from None
            kind = update["type"]
            if kind == "started":
                self.started = True
            elif kind == "book":
                show_notices((book_notice(update["problem"]),))
            elif kind == "ready":
                self.ready = True
            elif kind == "stopped":
                return None
            elif kind == "failed":
                self.stop()
                raise WorkerFailed(update["message"])
            elif kind in ("done", "refused"):
                self.updates = None
                return update
            else:
                report(update)

    def post(self, kind: str) -> None:
        """Tell the race in flight to "pause" or "resume"."""
        if self.worker is not None:
            self.worker.postMessage(js_object(type=kind))

    def stop(self) -> None:
        """End the worker and the race in it at once (the next race starts a new one)."""
        if self.worker is not None:
            self.worker.terminate()
            self.worker = None
            for handler in self.handlers:
                handler.destroy()
            self.handlers = []
        if self.updates is not None:
            self.updates.put_nowait({"type": "stopped"})
            self.updates = None
