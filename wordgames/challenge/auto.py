"""Word Challenge automatic mode: solve the scrambled letters of random dictionary words and average the costs."""

from __future__ import annotations

import random
import time
from array import array
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass
from statistics import median
from typing import Any

from ..lengths import MIN_LENGTH
from ..lexicon import Lexicon, Word
from .game import scramble
from .search import Rack, RackError, Solution, solve

Solver = Callable[[Lexicon, Rack, int, str], Solution]
Progress = Callable[[int, int], None]  # (racks done, racks in all)


@dataclass(frozen=True)
class ChallengeReport:
    """Averages over ``games`` racks made from random ``length``-letter words.

    ``avg_nodes`` is the average number of trie nodes the search entered (0 for solvers
    that do not walk the trie, such as the fast index). The racks themselves are not kept
    (``scrambled_racks`` with the same seed makes them again).
    """

    length: int
    games: int
    avg_words: float
    avg_ms: float
    median_ms: float
    avg_nodes: float
    avg_cpu_ms: float = 0.0  # CPU time (time.process_time) beside the wall time of avg_ms

    def as_dict(self) -> dict:
        return {
            "length": self.length,
            "games": self.games,
            "avg_words": self.avg_words,
            "avg_ms": self.avg_ms,
            "median_ms": self.median_ms,
            "avg_nodes": self.avg_nodes,
            "avg_cpu_ms": self.avg_cpu_ms,
        }


def scrambled_racks(words: Sequence[Word], games: int, rng: random.Random) -> Iterator[str]:
    """``games`` words drawn with replacement from ``words``, each with its letters shuffled, one at a time."""
    if games < 1:
        raise RackError(f"the number of games must be positive, not {games}")
    if not words:
        raise RackError("no words to draw racks from")
    return (scramble(rng.choice(words), rng) for _ in range(games))


def rack_steps(
    lexicon: Lexicon, length: int, racks: Iterable[str], solver: Solver = solve, min_length: int = MIN_LENGTH
) -> Generator[None, None, ChallengeReport]:
    """``run_racks`` a rack at a time: yields after each rack, returns the report."""
    words = nodes = 0
    cpu = 0.0
    times = array("d")
    for letters in racks:
        start = time.process_time()
        solution = solver(lexicon, Rack.parse(letters, alphabet=lexicon.alphabet), min_length, "")
        cpu += time.process_time() - start
        words += len(solution.words)
        nodes += solution.nodes_visited
        times.append(solution.milliseconds)
        yield
    n = len(times)
    if not n:
        raise RackError("no racks to solve")
    return ChallengeReport(length, n, words / n, sum(times) / n, median(times), nodes / n, cpu * 1000 / n)


def run_racks(
    lexicon: Lexicon,
    length: int,
    racks: Iterable[str],
    solver: Solver = solve,
    min_length: int = MIN_LENGTH,
    progress: Progress | None = None,
    total: int | None = None,
) -> ChallengeReport:
    """Solve every rack with ``solver`` and average words found, milliseconds and nodes visited.

    Racks may come one at a time (``total`` racks, for ``progress``); only running sums and
    one time per rack (for the median) are kept, so memory does not grow with the words found.
    """
    steps = rack_steps(lexicon, length, racks, solver, min_length)
    done = 0
    while True:
        try:
            next(steps)
        except StopIteration as end:
            return end.value
        done += 1
        if progress is not None:
            progress(done, total or done)


def auto_challenge(
    lexicon: Lexicon,
    length: int,
    games: int,
    rng: random.Random,
    solver: Solver = solve,
    min_length: int = MIN_LENGTH,
    progress: Progress | None = None,
) -> ChallengeReport:
    """Automatic mode for one length: ``games`` scrambled random words of ``length`` letters, solved."""
    words = lexicon.words_of_length(length)
    if not words:
        raise RackError(f"the dictionary has no {length}-letter words")
    return run_racks(lexicon, length, scrambled_racks(words, games, rng), solver, min_length, progress, games)


def present_lengths(lexicon: Lexicon, lengths: Iterable[int]) -> list[int]:
    """The lengths asked for that the dictionary has words of (RackError if none)."""
    present = set(lexicon.lengths())
    chosen = [k for k in lengths if k in present]
    if not chosen:
        raise RackError("the dictionary has no words of the lengths asked for")
    return chosen


def challenge_steps(
    lexicon: Lexicon,
    lengths: Iterable[int],
    games: int,
    rng: random.Random,
    solver: Solver = solve,
    min_length: int = MIN_LENGTH,
) -> Iterator[ChallengeReport | None]:
    """``auto_challenge_lengths`` a rack at a time: None after each rack, each length's report as it is done."""
    for length in present_lengths(lexicon, lengths):
        racks = scrambled_racks(lexicon.words_of_length(length), games, rng)
        yield (yield from rack_steps(lexicon, length, racks, solver, min_length))


def auto_challenge_lengths(
    lexicon: Lexicon,
    lengths: Iterable[int],
    games: int,
    rng: random.Random,
    *rest: Any,
    progress: Progress | None = None,
) -> list[ChallengeReport]:
    """The per-length table: ``auto_challenge`` for each length the dictionary has (others skipped), by
    ``challenge_steps`` (``rest``: its solver and min_length); ``progress(done, total)`` after each rack."""
    lengths = present_lengths(lexicon, lengths)
    total = games * len(lengths)
    reports, done = [], 0
    for step in challenge_steps(lexicon, lengths, games, rng, *rest):
        if step is None:
            done += 1
            if progress is not None:
                progress(done, total)
        else:
            reports.append(step)
    return reports


__all__ = [
    "ChallengeReport",
    "auto_challenge",
    "auto_challenge_lengths",
    "challenge_steps",
    "rack_steps",
    "run_racks",
    "scrambled_racks",
]
