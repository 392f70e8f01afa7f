"""The time left to the next daily, kept up to date in an element while its dialog is open."""

from __future__ import annotations

import asyncio
import datetime

from ...i18n import _
from ...wordle.daily import countdown, seconds_to_next_daily
from ..dom import by_id, later, window


def local_now() -> datetime.datetime:
    """The player's local time (the next daily comes at their midnight, as the NYT's does)."""
    now = window.Date.new()
    return datetime.datetime(
        now.getFullYear(), now.getMonth() + 1, now.getDate(), now.getHours(), now.getMinutes(), now.getSeconds()
    )


class Countdown:
    """'Next daily in 05:23:10' in ``element_id``, once a second while ``dialog_id`` is open."""

    def __init__(self, element_id: str, dialog_id: str) -> None:
        self.element_id = element_id
        self.dialog_id = dialog_id
        self.ticking: asyncio.TimerHandle | None = None

    def start(self) -> None:
        if self.ticking is not None:
            self.ticking.cancel()
        self.tick()

    def tick(self) -> None:
        self.ticking = None
        left = countdown(seconds_to_next_daily(local_now()))
        by_id(self.element_id).textContent = _("Next daily in {time}").format(time=left)
        if by_id(self.dialog_id).open:
            self.ticking = later(1.0, self.tick)
