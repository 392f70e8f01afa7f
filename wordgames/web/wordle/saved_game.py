"""The Wordle game in progress as stored between visits: its settings, the engine's data and the link's seed."""

from __future__ import annotations

from ...plain import check_header, entry, header, optional_int
from ..prefs import read_settings_data, settings_data
from .mode import Mode, Settings

SAVED_GAME = "page-wordle"  # the kind of the stored game in progress


def saved_data(mode: Mode, seed: int | None) -> dict:
    """What is stored for ``mode``'s game, played at a link with ``seed`` (or none)."""
    data = {"settings": settings_data(mode.settings), "game": mode.game.to_data()}
    if seed is not None:  # played at a link's seed: a reload of that link plays on
        data["seed"] = seed
    return header(SAVED_GAME, 1) | data


def read_saved(data: object) -> tuple[Settings, dict, int | None]:
    """A stored game in progress: its settings, its engine data (checked when replayed) and the seed of
    the link it was last played at (None: none, or saved before seeds were kept)."""
    data = check_header(data, SAVED_GAME, 1)
    seed = optional_int(data, "seed") if "seed" in data else None
    return read_settings_data(entry(data, "settings", dict)), entry(data, "game", dict), seed
