"""The Wordle settings form: filled from the URL's options, read into Settings when a game starts."""

from __future__ import annotations

from typing import Any

from ...i18n import _
from ...lengths import LENGTHS
from ...text import whole_number
from ...wordle.modes import MODES, ModeInfo
from ...wordle.rules import GameError
from ...wordle.strategies import DEFAULT_STRATEGY, strategy_names
from ..dom import by_id, document, element, fill
from ..params import PageOptions
from ..strategy_names import strategy_label
from .mode import Settings

GUESS_LIMITS = [str(n) for n in (*range(1, 13), 15, 20)] + ["unlimited"]
CONTROLS = ("w-length", "w-guesses", "w-pool", "w-strategy", "w-hard")  # besides the mode buttons


def show_settings(options: PageOptions) -> None:
    """The choices offered, and the ones the URL asks for."""
    fill(by_id("w-strategy"), [element("option", strategy_label(name), value=name) for name in strategy_names()])
    shown = {"unlimited": _("unlimited")}  # the value stays the word the links and the code read
    fill(by_id("w-guesses"), [element("option", shown.get(n, n), value=n) for n in GUESS_LIMITS])
    fill(by_id("w-modes"), [element("legend", _("Mode")), *map(mode_button, MODES.values())])
    o = options
    set_settings(Settings(o.mode, o.length, o.guesses, o.pool, o.hard, o.strategy or DEFAULT_STRATEGY))


def mode_button(mode: ModeInfo) -> Any:
    """A mode's radio button, labelled as its description says."""
    label = element("label")
    fill(
        label, [element("input", type="radio", name="mode", value=mode.name), element("span", " " + mode.shown_name())]
    )
    return label


def set_settings(settings: Settings) -> None:
    """The form shows ``settings`` (those of a restored game, or of the game kept when a change was declined)."""
    by_id("w-strategy").value = settings.strategy
    _show_limit(settings.guesses)
    by_id("w-length").value = str(settings.length)
    by_id("w-pool").value = settings.pool
    by_id("w-hard").checked = settings.hard
    for radio in document.querySelectorAll("input[name=mode]"):
        radio.checked = radio.value == settings.mode


def _show_limit(guesses: int | None) -> None:
    select = by_id("w-guesses")
    select.value = _limit_text(guesses)
    if select.value == "":  # a limit the list does not offer
        select.appendChild(element("option", str(guesses), value=str(guesses)))
        select.value = str(guesses)


def _limit_text(guesses: int | None) -> str:
    return "unlimited" if guesses is None else str(guesses)


def follow_mode(before: str) -> None:
    """The mode chosen in the form changed from ``before``: a guess limit left at that mode's usual
    one becomes the new mode's usual one (6 guesses; boards + 5 for several boards)."""
    if by_id("w-guesses").value == _limit_text(MODES[before].usual_guesses):
        _show_limit(MODES[read_mode()].usual_guesses)


def read_mode() -> str:
    """The mode chosen in the form."""
    mode = next((r.value for r in document.querySelectorAll("input[name=mode]") if r.checked), "guesser")
    return mode if mode in MODES else "guesser"


def read_settings() -> Settings:
    """The settings as chosen; GameError when a part is not allowed (the length typed, by the engine's Rules)."""
    mode = read_mode()
    try:
        length = whole_number(by_id("w-length").value)
    except ValueError:
        raise GameError(f"length must be a whole number {LENGTHS}") from None
    limit = by_id("w-guesses").value
    return Settings(
        mode,
        length,
        None if limit == "unlimited" else int(limit),
        by_id("w-pool").value,
        bool(by_id("w-hard").checked),
        by_id("w-strategy").value,
    ).checked()
