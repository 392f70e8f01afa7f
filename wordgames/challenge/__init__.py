"""Word Challenge: every dictionary word that can be written with some of the letters of a rack.

The automatic mode (``challenge.auto``: many racks and their statistics) is imported from its own
module, so that a page solving one rack does not load what only the Lab uses.
"""

from .game import Attempt, ChallengeError, ChallengeGame
from .index import ChallengeIndex, challenge_index, fast_solve
from .request import SolveRequest
from .search import BLANK, MAX_TILES, Rack, RackError, Solution, solve

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
