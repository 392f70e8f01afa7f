"""Wordle guessing strategies behind one protocol, and the registry that names them."""

from __future__ import annotations

from typing import Callable

from .base import Situation, Strategy, StrategyError
from .greedy import Clique, Entropy, ExpectedReduction, Minimax
from .heuristics import CrossFrequency, FrequencyTable, NonDuplicate, PositionalFrequency, Rank, UnattemptedLetters
from .lookahead import Best
from .simple import LetterFrequency, RandomCandidate

# name -> factory; every factory takes no arguments and returns a fresh Strategy.
STRATEGIES: dict[str, Callable[[], Strategy]] = {
    "random-candidate": RandomCandidate,
    "letter-frequency": LetterFrequency,
    "expected-reduction": ExpectedReduction,
    "non-duplicate": NonDuplicate,
    "positional-frequency": PositionalFrequency,
    "cross-frequency": CrossFrequency,
    "unattempted-letters": UnattemptedLetters,
    "frequency-table": FrequencyTable,
    "rank": Rank,
    "minimax": Minimax,
    "clique": Clique,
    "entropy": Entropy,
    "best": Best,
}


def strategy_names() -> list[str]:
    return list(STRATEGIES)


def make_strategy(name: str) -> Strategy:
    """A new strategy object by name; StrategyError lists the names if ``name`` is unknown."""
    try:
        factory = STRATEGIES[name]
    except KeyError:
        raise StrategyError(f"unknown strategy {name!r}; choose one of: {', '.join(STRATEGIES)}") from None
    return factory()


__all__ = ["STRATEGIES", "Situation", "Strategy", "StrategyError", "make_strategy", "strategy_names"]
