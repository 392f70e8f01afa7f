"""What the page remembers besides games: the Wordle settings, the open tab, the theme and palette, as plain data."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ..plain import DataError, check_header, entry, header, optional_int
from ..wordle.modes import MODES
from ..wordle.rules import GameError, Rules
from ..wordle.share import PALETTES
from ..wordle.strategies import strategy_names
from .params import PageOptions
from .tabs import TABS

if TYPE_CHECKING:
    from .storage import Memory

THEMES = ("auto", "light", "dark")  # auto follows the device (prefers-color-scheme)
GAME_SETTINGS = ("mode", "length", "guesses", "pool", "hard", "strategy")  # fields a URL and Settings share


@dataclass(frozen=True)
class Settings:
    """What the settings form asks for (named as in links and stored settings: ``guesses``, ``hard``)."""

    mode: str = "guesser"
    length: int = 5
    guesses: int | None = 6
    pool: str = "common"
    hard: bool = False
    strategy: str = "best"

    @property
    def rules(self) -> Rules:
        """The rules of the game these settings start; GameError when one is not allowed."""
        return Rules(self.length, self.guesses, self.hard, self.pool, MODES[self.mode].boards)

    def checked(self) -> Settings:
        """These settings; GameError when a part of their rules is not allowed (each checked once, by Rules)."""
        _ = self.rules  # built for its checks
        return self


@dataclass(frozen=True)
class Prefs:
    """The player's choices, restored on the next visit."""

    settings: Settings = field(default_factory=Settings)
    tab: str = "challenge"
    theme: str = "auto"
    palette: str = "standard"
    digits: bool = False
    sound: bool = False  # Word Challenge's sounds

    KIND = "page-prefs"
    VERSION = 1

    def to_data(self) -> dict:
        return (
            header(self.KIND, self.VERSION)
            | {
                "settings": settings_data(self.settings),
                "tab": self.tab,
                "theme": self.theme,
                "palette": self.palette,
                "digits": self.digits,
            }
            | ({"sound": True} if self.sound else {})
        )  # kept as before sounds when off

    @classmethod
    def from_data(cls, data: object) -> Prefs:
        """The preferences ``to_data`` described; DataError for anything else."""
        data = check_header(data, cls.KIND, cls.VERSION)
        prefs = cls(
            read_settings_data(entry(data, "settings", dict)),
            entry(data, "tab", str),
            entry(data, "theme", str),
            entry(data, "palette", str),
            entry(data, "digits", bool),
            entry(data, "sound", bool) if "sound" in data else False,
        )
        for name, allowed in (("tab", TABS), ("theme", THEMES), ("palette", PALETTES)):
            if getattr(prefs, name) not in allowed:
                raise DataError(f"the {name} {getattr(prefs, name)[:20]!r} is not one of {', '.join(allowed)}")
        return prefs


class Remembered:
    """The preferences as stored: read once, then changed and stored again by ``remember``."""

    def __init__(self, memory: Memory) -> None:
        self.memory = memory
        self.prefs = memory.load("prefs", Prefs.from_data) or Prefs()

    def remember(self, **changes: Any) -> None:
        """Change and store the preferences (settings, tab, theme, palette, digits)."""
        self.prefs = replace(self.prefs, **changes)
        self.memory.save("prefs", self.prefs.to_data())


def settings_data(settings: Settings) -> dict[str, Any]:
    return {name: getattr(settings, name) for name in GAME_SETTINGS}


def read_settings_data(data: Mapping[str, Any]) -> Settings:
    """Settings from plain data, each one checked; DataError otherwise."""
    settings = Settings(
        entry(data, "mode", str),
        entry(data, "length", int),
        optional_int(data, "guesses"),
        entry(data, "pool", str),
        entry(data, "hard", bool),
        entry(data, "strategy", str),
    )
    if settings.mode not in MODES or settings.strategy not in strategy_names():
        raise DataError(f"mode {settings.mode[:20]!r} or strategy {settings.strategy[:20]!r} is not one")
    try:
        return settings.checked()
    except GameError as reason:
        raise DataError(str(reason)) from None


def with_prefs(options: PageOptions, prefs: Prefs) -> PageOptions:
    """The URL's options, the remembered ones filling in what the URL does not say."""
    remembered = {name: getattr(prefs.settings, name) for name in GAME_SETTINGS} | {"tab": prefs.tab}
    kept = set(options.given)
    if "mode" in kept and options.mode != prefs.settings.mode:
        kept.add("guesses")  # a limit chosen for another mode is not this one's: the URL's mode's usual one
    return replace(options, **{name: value for name, value in remembered.items() if name not in kept})
