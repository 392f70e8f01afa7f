"""What the app hands every tab (``Page``), and what a tab offers the app (``Tab``)."""

from __future__ import annotations

import asyncio
import datetime
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Protocol

from ..wordle.strategies import OpeningBook
from .dictionary import InUse
from .params import PageOptions
from .prefs import Remembered
from .records import Records
from .storage import Memory

BookLoader = Callable[[], Awaitable[OpeningBook | None]]  # the opening book, fetched on first use


@dataclass(frozen=True)
class Page:
    """The page's shared state: the dictionary in use, the seed of the URL (None: none), storage,
    statistics, preferences, the opening book, and the day of the daily word."""

    words: InUse
    seed: int | None
    memory: Memory
    records: Records
    prefs: Remembered
    opening_book: BookLoader
    today: datetime.date


class Tab(Protocol):
    """One tab of the page, as the app sees it."""

    name: str

    def bind(self, options: PageOptions) -> None:
        """Bind the tab's handlers and fill its forms from the URL's options (once, at boot)."""

    def show(self) -> asyncio.Future | None:
        """The tab is shown; a future while it starts something (Wordle's first game)."""

    def playing(self) -> bool:
        """Whether a game is under way that a change of dictionary would lose."""

    def use_dictionary(self) -> None:
        """The dictionary in use changed: start again on it."""
