"""The result dialog's wiring: opened at a game's end, from Statistics, or again from Result once the game is
over; Share, Challenge a friend, Analyse, Play again, and the countdown to the next daily."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...i18n import _, number
from ...wordle.archive import is_archive
from ...wordle.daily import daily_day, daily_number
from ...wordle.share import Score
from ..definitions import define, hide
from ..dialogs import close_dialog, open_dialog
from ..dictionary import InUse
from ..dom import by_id, listen, spawn
from ..engine_messages import retold
from ..language import local_date
from ..records import Records
from .countdown import Countdown
from .mode import Mode
from .result import draw_result
from .sharing import challenge_link, pass_on, result_text


@dataclass(eq=False)
class ResultDialog:
    """Shows the result of ``current()`` (the game on the board) or of a daily played before, and passes it on."""

    records: Records
    words: InUse
    today: datetime.date
    current: Callable[[], Mode | None]
    palette: Callable[[], str]
    play_again: Callable[[], Any]
    shown: Mode | None = field(default=None, init=False)  # the game whose result the dialog shows
    countdown: Countdown = field(default_factory=lambda: Countdown("result-next", "result-dialog"), init=False)

    def bind(self) -> None:
        listen(by_id("r-new"), "click", lambda event: (close_dialog("result-dialog", restore=False), self.play_again()))
        listen(by_id("r-close"), "click", lambda event: close_dialog("result-dialog"))
        listen(by_id("r-analyse"), "click", self.on_analyse)
        listen(by_id("r-share"), "click", lambda event: spawn(self.share(False)))
        listen(by_id("r-challenge"), "click", lambda event: spawn(self.share(True)))
        listen(by_id("w-result"), "click", lambda event: self.show(self.current(), True))

    def offer(self, mode: Mode | None) -> None:
        """The Result button under the board: there once the game is over, to see (and share) its result again."""
        by_id("w-result").hidden = not (mode is not None and mode.about.counts and mode.finished())

    def show(self, mode: Mode | None, finished: bool, note: str = "") -> None:
        """Open the dialog on ``mode``'s result (``finished``) or its statistics; ``note`` replaces the result line."""
        self.shown = mode
        by_id("result-share-status").textContent = ""  # an earlier share's "Copied" is not this result's
        draw_result(self.records.stats, mode, finished, daily_number(self.today), self.words.name)
        day_number = mode.daily() if finished and mode is not None else None
        if day_number is not None:  # which daily: it may be an earlier day's, from the archive or a friend's link
            line = by_id("result-secret")
            daily = _("Daily #{number}").format(number=day_number)
            line.textContent = f"{daily} ({local_date(daily_day(day_number), long=True)}): {line.textContent}"
        if note:
            by_id("result-secret").textContent = note
        self.say_archive(day_number)
        if mode is not None and mode.shared_game() is not None and not mode.challenge_query():
            by_id("r-challenge").hidden = True  # the keeper's word, when the computer did not find it, is unknown
        if mode is not self.current():
            by_id("r-analyse").hidden = True  # a daily played before: its moves are not on the board to analyse
        friend = by_id("result-friend")
        friend.textContent = mode.friend_line() if finished and mode is not None else ""
        game = mode.shared_game() if friend.textContent else None
        if game is not None:  # the verdict: beaten, a tie, or not
            friend.textContent += ". " + retold(mode.friend.verdict(Score.of(game)))
        friend.hidden = not friend.textContent
        secrets = mode.secrets() if finished and mode is not None else ()
        if len(secrets) == 1:
            define(by_id("result-definition"), mode.game.lexicon.usual(secrets[0]))
        else:
            hide(by_id("result-definition"))
        open_dialog("result-dialog")
        self.countdown.start()

    def say_archive(self, daily: int | None) -> None:
        """After an archive game, that it counts apart from the statistics below, and the archive's own tally."""
        line = by_id("result-archive")
        line.hidden = daily is None or not is_archive(daily, self.today)
        if not line.hidden:
            played, won = self.records.dailies.archive_tally()
            line.textContent = _(
                "Daily #{number} is from the archive: archive games are kept apart from the statistics below. "
                "Past dailies: {played} played, {won} won."
            ).format(number=daily, played=number(played), won=number(won))

    def on_analyse(self, event: Any) -> None:
        close_dialog("result-dialog")
        by_id("w-analyse").click()

    async def share(self, link_only: bool) -> None:
        mode = self.shown
        if mode is None or mode.shared_game() is None:
            return
        said = await pass_on(challenge_link(mode) if link_only else result_text(mode, self.palette()))
        by_id("result-share-status").textContent = said  # in the dialog, where Share was pressed
