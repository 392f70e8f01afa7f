"""The estimated number of guesses still needed with m candidates open, per word length."""

from __future__ import annotations

import math
from functools import cache

# (a, b) per length: fewer patterns (short words) split less, so b is larger.
ESTIMATE = {3: (1.62, 0.38), 4: (1.75, 0.25), 5: (1.82, 0.18), 6: (1.85, 0.15)}
DEFAULT_ESTIMATE = (1.88, 0.12)
SCALE = 10**9  # integer weights: sums exact, so independent of the order of the classes


def constants_for(length: int) -> tuple[float, float]:
    """The estimate's (a, b) for words of this length."""
    return ESTIMATE.get(length, DEFAULT_ESTIMATE)


@cache
def estimate(m: int, constants: tuple[float, float]) -> float:
    """Expected guesses still needed (this one included) for m candidates: F(1) = 1,
    F(2) = 1.5 and, above, a − 1/m + b·log2(m) (−1/m: the chance that the next guess is the secret)."""
    if m <= 2:
        return (1.0, 1.0, 1.5)[m]
    a, b = constants
    return a - 1.0 / m + b * math.log2(m)


@cache
def member_weight(m: int, constants: tuple[float, float]) -> int:
    """``estimate(m)`` in integer units of 1/SCALE: each member of a class of m adds this much."""
    return round(SCALE * estimate(m, constants)) if m else 0
