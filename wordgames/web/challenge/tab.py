"""The Word Challenge tab: the timed game, the solver and the word finder, on the dictionary in use."""

from __future__ import annotations

from ..page import Page
from ..params import PageOptions
from ..randoms import GameRandoms
from .finder import FinderView
from .game import ChallengeGameView
from .solver import SolverView
from .sound import Sound


class ChallengeTab:
    """The tab's three cards (the Dictionary card beside them is the whole page's: app.py)."""

    name = "challenge"

    def __init__(self, page: Page) -> None:
        sound = Sound(page.prefs)
        self.game = ChallengeGameView(page.words, GameRandoms(page.seed), page.memory, page.records, sound)
        self.solver = SolverView(page.words)
        self.finder = FinderView(page.words)

    def bind(self, options: PageOptions) -> None:
        self.solver.bind()
        self.game.bind()
        self.finder.bind()

    def show(self) -> None:
        return None

    def playing(self) -> bool:
        return self.game.in_progress()

    def use_dictionary(self) -> None:
        self.solver.clear()
        self.finder.clear()
        if self.game.game is not None:
            self.game.leave()
        self.game.draw_records()  # the scores kept for this dictionary


Tab = ChallengeTab  # what the app makes of this tab (app.py)
