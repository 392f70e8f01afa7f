"""The Lab tab as the app holds it: its code is imported, built and bound on the first visit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..dom import show_notices
from ..page import Page
from ..params import PageOptions

if TYPE_CHECKING:  # imported on the first visit: see LabTab.view
    from .view import LabView


class LabTab:
    """The Lab's code (the race, the charts, the watched game, Word Challenge's automatic mode) is a third
    of the page's, and no first screen needs it."""

    name = "lab"

    def __init__(self, page: Page) -> None:
        self.page = page
        self.options: PageOptions | None = None
        self._view: LabView | None = None

    def bind(self, options: PageOptions) -> None:
        self.options = options  # the Lab's form is filled from them on the first visit

    def view(self) -> LabView:
        """The Lab, imported, built and bound on its first visit."""
        if self._view is None:
            from .view import LabView

            memory = self.page.memory
            said = len(memory.notices)
            self._view = LabView(self.page.words, self.page.opening_book, memory)
            self._view.bind(self.options)
            show_notices(tuple(memory.notices[said:]))  # kept results that could not be read
        return self._view

    def show(self) -> None:
        self.view().show()

    def playing(self) -> bool:
        return False  # a race is not a game: it runs on to the end on the list it started with

    def use_dictionary(self) -> None:
        """Nothing to do: the Lab reads the dictionary in use when a race or a game starts."""


Tab = LabTab  # what the app makes of this tab (app.py)
