"""The first Wordle game of a visit: a link's (a friend's challenge or daily, asked first over a game in
progress), else the game left under way last time, else a new one."""

from __future__ import annotations

import asyncio
import datetime
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from ...i18n import _
from ...plain import DataError
from ...wordle.archive import DailyKey, daily_key
from ...wordle.strategies import OpeningBook
from ..dialogs import ask
from ..dictionary import InUse
from ..dom import show_notices, spawn
from ..engine_messages import retold
from ..params import PageOptions
from ..prefs import GAME_SETTINGS
from ..randoms import GameRandoms
from ..records import Records
from ..storage import Memory
from .daily_dialog import DailyDialog
from .links import LinkedGame, read_link, saved_secrets
from .mode import Mode, Settings
from .modes import MODES
from .saved_game import read_saved
from .settings import read_settings, set_settings

Maker = Callable[[OpeningBook | None], Mode]  # makes the next game once the opening book is at hand


class Games(Protocol):
    """What starts games: the tab's view."""

    def start(self, maker: Maker | None = None) -> asyncio.Future | None: ...

    def playing(self) -> bool: ...


@dataclass(eq=False)
class FirstGame:
    """Chooses and starts the visit's first game; ``linked`` is the link's game (its friend's score goes with it)."""

    games: Games
    memory: Memory
    words: InUse
    randoms: GameRandoms
    today: datetime.date
    records: Records
    daily_dialog: DailyDialog
    linked: LinkedGame | None = field(default=None, init=False)

    def first_game(self, options: PageOptions) -> asyncio.Future | None:
        """Start the visit's first game (a future while the computer starts)."""
        saved = self.memory.load("wordle", read_saved)
        linked, notices = read_link(options, self.words.lexicon, self.today, read_settings())
        self.memory.notices.extend(retold(notice) for notice in notices)
        self.linked = linked
        if linked is not None and linked.make is not None:
            if saved is not None and linked.plays(saved_secrets(saved[1]), saved[0].mode):
                return self.restore(*saved[:2])
            if linked.daily is not None and self.records.dailies.played(linked.daily) is not None:
                restoring = self.restore(*saved[:2]) if saved is not None else self.games.start()
                self.daily_dialog.play(linked.daily, linked.settings, linked.friend)  # its result, over the board
                return restoring
            if saved is None:
                set_settings(linked.settings)
                return self.games.start(lambda book: linked.mode())
            restoring = self.restore(*saved[:2])  # shown while the person is asked
            spawn(self.offer(restoring, linked))
            return restoring
        if (
            saved is not None
            and (options.seed is None or saved[2] == options.seed)  # a link's seed is that seed's game
            and all(
                getattr(saved[0], name) == getattr(options, name) or name not in options.given for name in GAME_SETTINGS
            )
        ):
            return self.restore(*saved[:2])
        return self.games.start()

    async def offer(self, restoring: asyncio.Future | None, linked: LinkedGame) -> None:
        """A friend's link over a game in progress: the link's game replaces it only if the person agrees."""
        if restoring is not None:
            await restoring
        if not self.games.playing():
            return self.play(linked)
        if linked.daily is not None:
            detail = _("This link is a friend's daily. The game in progress will be lost.")
        else:
            detail = _("This link is a friend's challenge. The game in progress will be lost.")
        ask(_("Play the challenge?"), detail, lambda: self.play(linked), yes=_("Play the challenge"))

    def play(self, linked: LinkedGame) -> None:
        set_settings(linked.settings)
        self.games.start(lambda book: linked.mode())

    async def show_played(self, key: DailyKey, settings: Settings) -> None:
        self.daily_dialog.play(key, settings)  # (scheduled: the new game is on the board by then)

    def restore(self, settings: Settings, data: dict) -> asyncio.Future | None:
        """Play on the stored game; one that cannot be replayed is dropped with a notice for a new game."""
        set_settings(settings)
        kind = MODES[settings.mode]

        def make(book: OpeningBook | None) -> Mode:
            try:  # the visit's numbered generators stay for its new games (see GameRandoms)
                mode = kind.restore(
                    settings, self.words.lexicon, data, random.Random(f"{self.randoms.seed}/restored"), book
                )
            except DataError as reason:
                self.memory.forget("wordle")
                show_notices(
                    (
                        _("Your saved Wordle game could not be read ({reason}); here is a new game.").format(
                            reason=reason
                        ),
                    )
                )
                return kind.new(settings, self.words.lexicon, self.randoms.next(), book)
            if mode.finished():  # over last time: the statistics have it; a new game now
                return kind.new(settings, self.words.lexicon, self.randoms.next(), book)
            if mode.daily() is not None and self.records.dailies.played(daily_key(mode.game)) is not None:
                # played to its end on another device and imported since: shown finished, never played twice
                self.memory.forget("wordle")
                spawn(self.show_played(daily_key(mode.game), settings))
                return kind.new(settings, self.words.lexicon, self.randoms.next(), book)
            return mode

        return self.games.start(make)
