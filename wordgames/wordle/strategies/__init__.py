"""Wordle guessing strategies behind one protocol, and the registry that names them."""

from __future__ import annotations

from collections.abc import Callable

from ...text import quoted
from .base import Situation, Strategy, StrategyError
from .book import Booked, BookError, OpeningBook, Remembering
from .greedy import CandidatesMinimax, Clique, Entropy, ExpectedReduction, Minimax
from .heuristics import (
    CrossFrequency,
    FrequencyTable,
    NonDuplicate,
    PositionalFrequency,
    Rank,
    TieBreakChain,
    UnattemptedLetters,
)
from .limit import Limited
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
    "tie-break-chain": TieBreakChain,
    "frequency-table": FrequencyTable,
    "rank": Rank,
    "minimax": Minimax,
    "minimax-candidates": CandidatesMinimax,
    "clique": Clique,
    "entropy": Entropy,
    "best": Best,
}


# The computer's guesser when a person plays against it (keeper, assistant): the strongest.
DEFAULT_STRATEGY = "best"


def strategy_names() -> list[str]:
    return list(STRATEGIES)


# Strategies whose guess is a function of the situation alone (no use of the random generator):
# only these are played from the opening book and remembered. Listed, not derived, so that a new
# strategy counts as random until it is added here (tests/unit/test_simple_strategies.py checks both ways).
DETERMINISTIC = frozenset(
    {
        "expected-reduction",
        "non-duplicate",
        "positional-frequency",
        "cross-frequency",
        "unattempted-letters",
        "tie-break-chain",
        "frequency-table",
        "rank",
        "minimax",
        "minimax-candidates",
        "clique",
        "entropy",
        "best",
    }
)


def make_book_strategy(name: str) -> Strategy:
    """A new strategy as the opening book computes it: ``best`` with its deeper search, the others as usual."""
    return Best(deep=True) if name == "best" else make_strategy(name)


def make_strategy(name: str, book: OpeningBook | bytes | None = None, remember: bool = False) -> Strategy:
    """A new strategy object by name; StrategyError lists the names if ``name`` is unknown.

    ``book``: an opening book (or its bytes, e.g. ``static/openings.bin``) whose stored
    guesses are played instead of being computed: the guesses ``make_book_strategy``
    computes (the same, only faster; for ``best``, its deeper search). BookError if the bytes are
    not a book. ``remember``: keep every decision of a
    deterministic strategy in memory, for playing many games in a row (simulations).
    """
    try:
        factory = STRATEGIES[name]
    except KeyError:
        raise StrategyError(f"unknown strategy {quoted(name)}; choose one of: {', '.join(STRATEGIES)}") from None
    strategy = own = factory()
    if isinstance(book, (bytes, bytearray, memoryview)):
        book = OpeningBook.from_bytes(bytes(book))
    if book is not None and name in DETERMINISTIC:
        strategy = Booked(strategy, book)
    if isinstance(own, Best):  # the strongest keeps every secret within a game's guess limit when it can
        strategy = Limited(strategy, own.alternatives)
    if remember and name in DETERMINISTIC:
        strategy = Remembering(strategy)
    return strategy


__all__ = [
    "DEFAULT_STRATEGY",
    "DETERMINISTIC",
    "STRATEGIES",
    "BookError",
    "OpeningBook",
    "Situation",
    "Strategy",
    "StrategyError",
    "make_book_strategy",
    "make_strategy",
    "strategy_names",
]
