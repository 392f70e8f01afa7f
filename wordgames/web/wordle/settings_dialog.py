"""The Wordle settings dialog during a game: its changes wait for it to close, then ask before a new game."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from ...i18n import _
from ...wordle.rules import GameError
from ..dialogs import ask, close_dialog, open_dialog
from ..dom import by_id, document, event_element, listen
from ..params import PageOptions
from .first_game import Maker
from .mode import Mode
from .settings import CONTROLS, follow_mode, read_mode, read_settings, set_settings, show_settings


class SettingsDialog:
    """What the settings form shows and when its changes start a game: at once with nothing to lose, else
    asked about once (``ask_first``); ``current`` is the game in progress, ``start`` begins a new one."""

    def __init__(
        self,
        current: Callable[[], Mode | None],
        start: Callable[[Maker | None], asyncio.Future | None],
        toast: Callable[[str, str], None],
    ) -> None:
        self.current = current
        self.start = start
        self.toast = toast
        self.form_mode = "guesser"  # the mode the settings form shows (a guess limit follows its changes)

    def bind(self, options: PageOptions) -> None:
        show_settings(options)
        for control in (*document.querySelectorAll("input[name=mode]"), *map(by_id, CONTROLS)):
            listen(control, "change", self.on_setting)
        listen(by_id("w-settings"), "submit", lambda event: close_dialog("settings-dialog"))
        listen(by_id("settings-dialog"), "close", self.on_closed)
        listen(by_id("open-settings"), "click", lambda event: open_dialog("settings-dialog"))
        listen(by_id("w-new-game"), "click", lambda event: self.ask_first(""))

    def shown(self, mode: Mode) -> None:
        """A game began with the form's settings: the form's mode is its."""
        self.form_mode = mode.settings.mode

    def on_setting(self, event: Any) -> None:
        """A setting changed: with nothing to lose the new game starts at once; during a game the changes
        wait for the dialog to close, to be asked about once and applied together."""
        if getattr(event_element(event), "name", "") == "mode":
            follow_mode(self.form_mode)
            self.form_mode = read_mode()
        mode = self.current()
        if mode is None or not mode.in_progress():
            self.start(None)

    def on_closed(self, event: Any) -> None:
        """The settings dialog closed: the changes made during a game start a new one, if the player agrees."""
        mode = self.current()
        if mode is None or document.querySelector("#confirm-dialog[open]"):
            return  # another question (a change of dictionary) came first
        try:
            chosen = read_settings()
        except GameError as reason:
            self.toast(f"Not changed: {reason}.", "error")
            self.keep()
            return
        if chosen != mode.settings:
            self.ask_first(_("Your new settings start a new game."))

    def keep(self) -> None:
        """The form shows the game in progress's settings again (a change was declined or was not one)."""
        mode = self.current()
        if mode is not None:
            set_settings(mode.settings)
            self.form_mode = mode.settings.mode

    def ask_first(self, why: str, maker: Maker | None = None) -> None:
        """Start a new game, asking first when one is under way; declined, the form shows the kept game's settings."""
        mode = self.current()
        if mode is None or not mode.in_progress():
            close_dialog("settings-dialog", restore=False)
            self.start(maker)
            return
        detail = " ".join(filter(None, (why, _("The game in progress will be lost."))))
        ask(_("Start a new game?"), detail, lambda: self.start(maker), self.keep)
