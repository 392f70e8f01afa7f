"""Word Challenge: every dictionary word that can be written with some of the letters of a rack."""

from .game import Attempt, ChallengeError, ChallengeGame
from .request import SolveRequest
from .search import BLANK, MAX_TILES, Rack, RackError, Solution, solve

__all__ = ["BLANK", "MAX_TILES", "Rack", "RackError", "Solution", "solve",
           "Attempt", "ChallengeError", "ChallengeGame", "SolveRequest"]
