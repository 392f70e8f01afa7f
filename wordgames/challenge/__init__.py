"""Word Challenge: every dictionary word that can be written with some of the letters of a rack."""

from .auto import ChallengeReport, auto_challenge, auto_challenge_lengths
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
    "ChallengeReport",
    "auto_challenge",
    "auto_challenge_lengths",
]
