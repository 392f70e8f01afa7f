"""Automatic games summed up: each game's record, running totals that do not grow with the games, and the report."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ..lexicon import Word
from .rules import Rules


# Here, not beside the games that raise it most: the tally raises it too, and the games import the tally.
class SimulationError(ValueError):
    """Automatic mode cannot run: bad settings, or a strategy that breaks the rules (repeats, loops)."""


@dataclass(frozen=True)
class GameRecord:
    """One automatic game: the guesses played and how many candidates were left after each."""

    secret: Word
    guesses: tuple[Word, ...]
    candidates_after: tuple[int, ...]  # candidates left after guess 1, 2, ...
    solved: bool
    milliseconds: float
    cpu_milliseconds: float = 0.0  # the same work's CPU time (time.process_time)

    @property
    def guess_count(self) -> int:
        return len(self.guesses)

    def as_dict(self) -> dict:
        return {
            "secret": self.secret,
            "guesses": list(self.guesses),
            "solved": self.solved,
            "candidates_after": list(self.candidates_after),
            "milliseconds": self.milliseconds,
            "cpu_milliseconds": self.cpu_milliseconds,
        }


@dataclass(frozen=True)
class SimulationReport:
    """The summary of automatic games (``records`` keeps every game).

    ``avg_guesses`` counts every game, a lost game with the guesses it used;
    ``avg_solved_guesses`` counts solved games only. ``candidates_after[i]`` is the average
    number of candidates left after guess i + 1, over the games that played that guess.
    ``distribution`` maps a guess count to the number of games solved in that many guesses.
    """

    strategy: str
    rules: Rules  # the games': their length, guess limit and hard mode (and the pool the secrets came from)
    games: int
    solved: int
    avg_guesses: float
    avg_solved_guesses: float
    max_guesses: int
    ms_per_game: float
    ms_per_move: float
    candidates_after: tuple[float, ...]
    distribution: dict[int, int]
    # CPU time (time.process_time) beside the wall time of ms_per_game; None: not measured (a lane kept before)
    cpu_ms_per_game: float | None = 0.0
    cpu_ms_per_move: float | None = 0.0
    records: tuple[GameRecord, ...] = field(default=(), repr=False)

    @property
    def length(self) -> int:
        return self.rules.length

    @property
    def lost(self) -> int:
        return self.games - self.solved

    def as_dict(self, with_records: bool = False) -> dict:
        """A JSON-ready dictionary (guess counts as string keys in ``distribution``)."""
        summary = {
            "strategy": self.strategy,
            "length": self.length,
            "games": self.games,
            "solved": self.solved,
            "avg_guesses": self.avg_guesses,
            "avg_solved_guesses": self.avg_solved_guesses,
            "max_guesses": self.max_guesses,
            "ms_per_game": self.ms_per_game,
            "ms_per_move": self.ms_per_move,
            "candidates_after": list(self.candidates_after),
            "distribution": {str(k): v for k, v in sorted(self.distribution.items())},
            "guess_limit": self.rules.max_guesses,
            "hard_mode": self.rules.hard_mode,
            **({} if self.cpu_ms_per_game is None else {"cpu_ms_per_game": self.cpu_ms_per_game}),
            **({} if self.cpu_ms_per_move is None else {"cpu_ms_per_move": self.cpu_ms_per_move}),
        }
        if with_records:
            summary["records"] = [r.as_dict() for r in self.records]
        return summary


class Tally:
    """Running totals of finished games: all a SimulationReport needs, in memory that does not grow with the games."""

    def __init__(self) -> None:
        self.games = self.solved = self.moves = self.solved_moves = self.longest = 0
        self.milliseconds = self.cpu_milliseconds = 0.0
        self.after_sums: list[int] = []  # candidates left after guess i + 1, summed over the games that played it
        self.after_games: list[int] = []
        self.distribution: dict[int, int] = {}

    def add(self, record: GameRecord) -> None:
        self.games += 1
        self.moves += record.guess_count
        self.longest = max(self.longest, record.guess_count)
        self.milliseconds += record.milliseconds
        self.cpu_milliseconds += record.cpu_milliseconds
        for i, left in enumerate(record.candidates_after):
            if i == len(self.after_sums):
                self.after_sums.append(0)
                self.after_games.append(0)
            self.after_sums[i] += left
            self.after_games[i] += 1
        if record.solved:
            self.solved += 1
            self.solved_moves += record.guess_count
            self.distribution[record.guess_count] = self.distribution.get(record.guess_count, 0) + 1

    def report(self, strategy: str, rules: Rules, records: tuple[GameRecord, ...] = ()) -> SimulationReport:
        """The report of the games added so far, played by ``rules``."""
        if not self.games:
            raise SimulationError("no games were played")
        return SimulationReport(
            strategy=strategy,
            rules=rules,
            games=self.games,
            solved=self.solved,
            avg_guesses=self.moves / self.games,
            avg_solved_guesses=self.solved_moves / self.solved if self.solved else 0.0,
            max_guesses=self.longest,
            ms_per_game=self.milliseconds / self.games,
            ms_per_move=self.milliseconds / self.moves if self.moves else 0.0,
            candidates_after=tuple(total / games for total, games in zip(self.after_sums, self.after_games)),
            distribution=dict(sorted(self.distribution.items())),
            cpu_ms_per_game=self.cpu_milliseconds / self.games,
            cpu_ms_per_move=self.cpu_milliseconds / self.moves if self.moves else 0.0,
            records=records,
        )


def summarize(
    strategy: str,
    rules: Rules,
    records: Iterable[GameRecord],
    keep_records: bool = True,
    each: Callable[[GameRecord], None] | None = None,
) -> SimulationReport:
    """The report for finished games, taken one at a time (``each(record)`` is called on each, e.g. to
    write it out); ``keep_records``: the report keeps every game, else only running totals."""
    tally = Tally()
    kept = []
    for record in records:
        if each is not None:
            each(record)
        tally.add(record)
        if keep_records:
            kept.append(record)
    return tally.report(strategy, rules, tuple(kept))


__all__ = ["GameRecord", "SimulationError", "SimulationReport", "Tally", "summarize"]
