"""Word Challenge: every dictionary word that can be written with some of the letters of a rack.

The automatic mode (``challenge.auto``: many racks and their statistics) is imported from its own
module, so that a page solving one rack does not load what only the Lab uses; the names below
are imported from their modules on first use.
"""

from importlib import import_module

# Each name's module, imported on first use: a command that solves one rack loads no game, index or
# automatic mode (journal 20).
_HOMES = {
    "Attempt": "game",
    "ChallengeError": "game",
    "ChallengeGame": "game",
    "ChallengeIndex": "index",
    "challenge_index": "index",
    "fast_solve": "index",
    "SolveRequest": "request",
    "BLANK": "search",
    "MAX_TILES": "search",
    "Rack": "search",
    "RackError": "search",
    "Solution": "search",
    "solve": "search",
}


def __getattr__(name: str) -> object:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = globals()[name] = getattr(import_module(f".{_HOMES[name]}", __name__), name)
    return value


__all__ = [
    "BLANK",
    "MAX_TILES",
    "Rack",
    "RackError",
    "Solution",
    "solve",
    "Attempt",
    "ChallengeError",
    "ChallengeGame",
    "SolveRequest",
    "ChallengeIndex",
    "challenge_index",
    "fast_solve",
]
