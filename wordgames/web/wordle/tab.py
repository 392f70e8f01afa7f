"""The Wordle tab as the app makes it: the view, on the page's dictionary, storage, records and preferences."""

from __future__ import annotations

from ..page import Page
from ..randoms import GameRandoms
from .view import WordleView


class WordleTab(WordleView):
    def __init__(self, page: Page) -> None:
        super().__init__(
            page.words, GameRandoms(page.seed), page.opening_book, page.memory, page.today, page.records, page.prefs
        )


Tab = WordleTab  # what the app makes of this tab (app.py)
