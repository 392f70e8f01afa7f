"""Random generators for a visit's successive games: with a seed, game n is fixed by the seed and n."""

from __future__ import annotations

import random


class GameRandoms:
    """Hands each new game its own generator; ``?seed=N`` makes the whole sequence repeatable."""

    def __init__(self, seed: int | None) -> None:
        self.seed = seed
        self.games = 0

    def next(self) -> random.Random:
        """The generator for the next game: system-seeded, or derived from (seed, game number)."""
        self.games += 1
        if self.seed is None:
            return random.Random()
        # The first game takes the seed itself, so a link made before games were numbered plays the same.
        return random.Random(self.seed if self.games == 1 else f"{self.seed}/{self.games}")
