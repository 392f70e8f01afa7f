"""The daily dialog: today's daily in the chosen mode and length, the countdown to the next, and the archive
of earlier dailies (a list of the latest days and a date picker back to Daily #1)."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Any

from ...i18n import _, ngettext
from ...wordle.archive import DailyKey, Played, daily_key, daily_rules, make_daily
from ...wordle.daily import FIRST_DAY, archive_days, check_daily_day, daily_day, daily_number, parse_day
from ...wordle.modes import MODES as ABOUT
from ...wordle.rules import GameError
from ...wordle.share import Score
from ..dialogs import close_dialog, open_dialog
from ..dictionary import InUse
from ..dom import by_id, closest, element, fill, listen
from ..engine_messages import retold
from ..language import local_date
from ..records import Records
from .countdown import Countdown
from .links import daily_settings
from .mode import Mode, Settings
from .modes import MODES
from .result_dialog import ResultDialog
from .settings import read_settings, set_settings

NBSP = "\u00a0"  # keeps "5 letters" and "4 boards" on one line
LISTED = 14  # the latest days listed (two weeks); earlier ones by the date picker

Starter = Callable[[str, Callable[[Any], Mode]], None]  # asks first over a game in progress, then starts


def played_note(number: int, unfinished: bool = False) -> str:
    """What the result dialog says of daily ``number`` played before, in the player's language."""
    said = (
        _("You played {daily} ({date}) already: left unfinished, it counts as lost.")
        if unfinished
        else _("You played {daily} ({date}) already.")
    )
    return said.format(daily=_("Daily #{number}").format(number=number), date=daily_day(number).isoformat())


class DailyDialog:
    """Offers today's daily and every earlier one; a daily played before shows its result instead."""

    def __init__(
        self,
        words: InUse,
        today: datetime.date,
        records: Records,
        results: ResultDialog,
        current: Callable[[], Mode | None],
        start: Starter,
        toast: Callable[[str, str], None],
    ) -> None:
        self.words = words
        self.today = today
        self.records = records
        self.results = results
        self.current = current  # the game on the board
        self.start = start
        self.toast = toast
        self.countdown = Countdown("daily-next", "daily-dialog")

    def bind(self) -> None:
        listen(by_id("open-daily"), "click", lambda event: self.open())
        listen(by_id("d-play"), "click", lambda event: self.pick(self.today))
        listen(by_id("archive-list"), "click", self.on_listed)
        listen(by_id("archive-pick"), "submit", self.on_picked)
        picker = by_id("archive-date")
        picker.min = FIRST_DAY.isoformat()
        picker.max = max(FIRST_DAY, self.today - datetime.timedelta(days=1)).isoformat()

    def settings(self) -> Settings | None:
        """The settings a daily is played with now: the form's length and mode (one board unless 2, 4 or 8)."""
        try:
            form = read_settings()
        except GameError as reason:
            self.toast(_("Not started: {reason}.").format(reason=retold(str(reason))), "error")
            return None
        return daily_settings(form, form.mode, form.length)

    def key(self, settings: Settings, day: datetime.date) -> DailyKey:
        return (ABOUT[settings.mode].boards, settings.length, daily_number(day))

    def open(self) -> None:
        settings = self.settings()
        if settings is None:
            return
        number, about = daily_number(self.today), ABOUT[settings.mode]
        letters = ngettext("{count} letter", "{count} letters", settings.length).format(count=settings.length)
        parts = [_("Daily #{number}").format(number=number), local_date(self.today, long=True), letters]
        if about.boards > 1:
            parts.append(ngettext("{count} board", "{count} boards", about.boards).format(count=about.boards))
        today = " · ".join(part.replace(" ", NBSP) if part is not parts[1] else part for part in parts)
        by_id("daily-today").textContent = today
        key = self.key(settings, self.today)
        done = self.played(key) is not None
        by_id("d-play").textContent = (
            _("Continue today's") if self.playing(key) else _("See today's result") if done else _("Play today's")
        )
        by_id("archive-message").textContent = ""
        archive, won = self.records.dailies.archive_tally()
        tally = _("Archive games count apart from your statistics and daily streak: {played} played, {won} won.")
        by_id("archive-tally").textContent = tally.format(played=archive, won=won)
        fill(by_id("archive-list"), [self.listed(settings, day) for day in archive_days(self.today, LISTED)])
        by_id("archive-list").hidden = self.today <= FIRST_DAY
        open_dialog("daily-dialog")
        self.countdown.start()

    def listed(self, settings: Settings, day: datetime.date) -> Any:
        """A past day's line: its button, and how it went if it was played."""
        number = daily_number(day)
        played = self.played(self.key(settings, day))
        outcome = "not played" if played is None else ("won" if played.won else "lost")
        kind = f"archive-day {outcome.replace(' ', '-')}"
        button = element("button", type="button", cls=kind, data_day=day.isoformat())
        mark = {"won": "✓ " + _("won"), "lost": "✗ " + _("lost")}.get(outcome, "")
        # Its name is its text ("Daily #62 Tue 3 Mar ✓ won"), so what a voice control user sees is what they say.
        fill(
            button,
            [
                element("span", _("Daily") + " ", cls="visually-hidden"),
                element("span", f"#{number} "),
                element("span", local_date(day, long=False) + " "),
                element("span", mark),
            ],
        )
        item = element("li")
        item.appendChild(button)
        return item

    def played(self, key: DailyKey) -> Played | None:
        """How the daily of ``key`` went, if it was played: finished or left under way, on any number of
        boards, it is in the log of dailies (WordleView.count), and is not played again."""
        return self.records.dailies.played(key)

    def playing(self, key: DailyKey) -> bool:
        """Whether the daily of ``key`` is the game on the board, under way (played on, not begun again)."""
        mode = self.current()
        return mode is not None and mode.in_progress() and mode.daily() is not None and daily_key(mode.game) == key

    def on_listed(self, event: Any) -> None:
        button = closest(event, "button[data-day]")
        if button:
            self.pick(parse_day(button.getAttribute("data-day")))

    def on_picked(self, event: Any) -> None:
        event.preventDefault()
        text = by_id("archive-date").value
        try:
            day = check_daily_day(parse_day(text), self.today)
        except GameError as reason:
            by_id("archive-message").textContent = _("No daily to play: {reason}.").format(reason=retold(str(reason)))
            return
        self.pick(day)

    def pick(self, day: datetime.date) -> None:
        """Play the daily of ``day`` in the chosen mode and length, or show its result when it was played."""
        settings = self.settings()
        if settings is None:
            return
        close_dialog("daily-dialog", restore=False)
        self.play(self.key(settings, day), settings)

    def play(self, key: DailyKey, settings: Settings, friend: Score | None = None) -> None:
        """Start the daily of ``key`` (asking first over a game in progress), or show how it went if it was
        played; the one on the board is played on."""
        boards, _length, number = key
        kind = MODES[settings.mode]
        already = played_note(number)
        if self.playing(key):
            return  # it is on the board: played on
        if self.played(key) is not None:
            try:
                mode = kind(self.records.dailies.replay(self.words.lexicon, key), settings)
            except GameError as reason:  # its guesses no longer play (a dictionary changed): said, not shown
                note = _("{played} Its game cannot be shown again: {reason}.")
                self.results.show(None, False, note.format(played=already, reason=retold(str(reason))))
                return
            mode.recorded = True
            mode.friend = friend
            if mode.finished():
                self.results.show(mode, True, already)
            else:  # its statistics (that mode's), without a result to share
                self.results.show(mode, False, played_note(number, unfinished=True))
            return
        daily = _("Daily #{number}").format(number=number)
        why = (
            _("{daily} (from the archive: it counts apart from your statistics) starts a new game.")
            if daily_day(number) < self.today
            else _("{daily} starts a new game.")
        )
        set_settings(settings)

        def make(book: Any) -> Mode:
            mode = kind(make_daily(self.words.lexicon, key[2], daily_rules(key, settings.rules)), settings)
            mode.friend = friend
            return mode

        self.start(why.format(daily=daily), make)
