"""A race: strategies play the same seeded automatic games at several lengths, a move at a time.

Each lane (a length and a strategy) is exactly one run of automatic mode, ``auto_run``, with
the race's seed: the command line's ``wordle auto --json`` prints the same figures for it
(``RaceSettings.command`` spells the command). The race only interleaves the lanes' moves so
that a page can run them in slices and show partial results.
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..lengths import MAX_LENGTH
from ..lexicon import Lexicon, Word
from ..plain import DataError, check_header, entry, header, items, optional_int, text
from ..text import quoted
from ..wordlist import dictionary_option
from .rules import GameError, Rules
from .simulate import AutoRun, auto_run
from .strategies import Strategy, strategy_names
from .tally import GameRecord, SimulationError, SimulationReport, Tally

MAX_RACE_GAMES = 100_000  # games per lane a race accepts (memory stays flat; this bounds the time)
HARDEST_KEPT = 5  # secrets kept per lane for "the hardest secrets"
FIRST_GUESSES_KEPT = 3  # a random strategy opens with many words; the commonest few are kept
TRIES_SHOWN = 25  # win share against the number of tries allowed, 1..TRIES_SHOWN
BASELINE = "letter-frequency"  # the strategy every other one is compared with (the ratio column)
RACE_RULES = Rules(max_guesses=None, pool="all")  # a race's usual rules: every word a secret, no limit, no hard mode


@dataclass(frozen=True)
class RaceSettings:
    """What to race: ``games`` per lane (None: every secret of the pool once), the rest as in automatic mode;
    every lane plays by ``rules`` but for their length (the lane's own)."""

    lengths: tuple[int, ...]
    strategies: tuple[str, ...]
    games: int | None = 100
    seed: int = 0
    rules: Rules = RACE_RULES

    def __post_init__(self) -> None:
        if not self.lengths:
            raise SimulationError("choose at least one length")
        if not self.strategies:
            raise SimulationError("choose at least one strategy")
        if len(set(self.lengths)) < len(self.lengths) or len(set(self.strategies)) < len(self.strategies):
            raise SimulationError("a length or a strategy is chosen twice")
        for name in self.strategies:
            if name not in strategy_names():
                raise SimulationError(f"unknown strategy {quoted(name)}")
        if self.games is not None and not 1 <= self.games <= MAX_RACE_GAMES:
            raise SimulationError(f"the number of games must be 1-{MAX_RACE_GAMES:,}, not {self.games}")
        if self.rules.boards != 1:
            raise SimulationError("a race plays one board a game")
        try:
            for length in self.lengths:
                self.lane_rules(length)  # each checked
        except GameError as reason:
            raise SimulationError(str(reason)) from None

    def lane_rules(self, length: int) -> Rules:
        """The rules of the race's games of ``length`` letters."""
        return replace(self.rules, length=length)

    def lanes(self) -> list[tuple[int, str]]:
        """(length, strategy) in the order the race runs them: length by length."""
        return [(length, name) for length in self.lengths for name in self.strategies]

    def command(self, length: int, strategy: str) -> str:
        """The command line that plays the same games as the lane (length, strategy)."""
        games = "--all-secrets" if self.games is None else f"--games {self.games}"
        rules = self.rules
        limit = "" if rules.max_guesses is None else f" --max-guesses {rules.max_guesses}"
        return (
            f"python -m wordgames wordle auto --json --length {length} --strategy {strategy} {games} "
            f"--seed {self.seed} --pool {rules.pool}{' --hard' if rules.hard_mode else ''}{limit}"
        )

    def to_data(self) -> dict[str, Any]:
        return {
            "lengths": list(self.lengths),
            "strategies": list(self.strategies),
            "games": self.games,
            "seed": self.seed,
            "pool": self.rules.pool,
            "hard_mode": self.rules.hard_mode,
            "max_guesses": self.rules.max_guesses,
        }

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> RaceSettings:
        try:
            return cls(
                tuple(_int(v, "a length") for v in items(data, "lengths", MAX_LENGTH)),
                tuple(text(v, "a strategy", 40) for v in items(data, "strategies", 40)),
                optional_int(data, "games"),
                entry(data, "seed", int),
                replace(
                    RACE_RULES,
                    max_guesses=optional_int(data, "max_guesses"),
                    hard_mode=entry(data, "hard_mode", bool),
                    pool=entry(data, "pool", str),
                ),
            )
        except (SimulationError, ValueError) as reason:
            raise DataError(str(reason)) from None


@dataclass(frozen=True)
class LaneResult:
    """A lane's figures: automatic mode's report, its commonest first guesses and its hardest secrets."""

    report: SimulationReport
    first_guesses: tuple[tuple[Word, int], ...]  # (guess, games opened with it), commonest first
    hardest: tuple[tuple[Word, int], ...]  # (secret, guesses), most guesses first

    @property
    def length(self) -> int:
        return self.report.length

    @property
    def strategy(self) -> str:
        return self.report.strategy

    def solved_within(self, tries: int) -> float:
        """The share of games (0-1) solved within ``tries`` guesses."""
        report = self.report
        return sum(n for guesses, n in report.distribution.items() if guesses <= tries) / report.games

    def win_curve(self) -> list[float]:
        """Percent of games solved within 1, 2, ... TRIES_SHOWN guesses."""
        return [100 * self.solved_within(tries) for tries in range(1, TRIES_SHOWN + 1)]

    def candidates_after(self, guess: int) -> float | None:
        """Average candidates left after guess ``guess`` (1-based), None if no game got that far."""
        after = self.report.candidates_after
        return after[guess - 1] if guess <= len(after) else None

    def to_data(self) -> dict[str, Any]:
        return self.report.as_dict() | {
            "first_guesses": [list(pair) for pair in self.first_guesses],
            "hardest": [list(pair) for pair in self.hardest],
        }

    @classmethod
    def from_data(cls, data: Mapping[str, Any], race: Rules = RACE_RULES) -> LaneResult:
        """The lane ``to_data`` described, of a race by ``race``'s rules; DataError for anything else."""
        try:
            limit, hard = optional_int(data, "guess_limit"), entry(data, "hard_mode", bool)
            rules = replace(race, length=entry(data, "length", int), max_guesses=limit, hard_mode=hard)
        except GameError as reason:
            raise DataError(str(reason)) from None
        distribution = entry(data, "distribution", dict)
        if len(distribution) > 10_000:
            raise DataError("the distribution is too long")
        try:
            parsed = {int(text(k, "a guess count", 6)): _int(v, "a game count") for k, v in distribution.items()}
        except ValueError:
            raise DataError("the distribution's guess counts must be numbers") from None
        report = SimulationReport(
            strategy=text(entry(data, "strategy", str), "the strategy", 40),
            rules=rules,
            games=_int(entry(data, "games", int), "the games"),
            solved=_int(entry(data, "solved", int), "the games solved"),
            avg_guesses=_number(data, "avg_guesses"),
            avg_solved_guesses=_number(data, "avg_solved_guesses"),
            max_guesses=_int(entry(data, "max_guesses", int), "the maximum guesses"),
            ms_per_game=_number(data, "ms_per_game"),
            ms_per_move=_number(data, "ms_per_move"),
            candidates_after=tuple(_float(v, "candidates left") for v in items(data, "candidates_after")),
            distribution=parsed,
            # CPU time came later: a lane stored before it reads as none measured
            cpu_ms_per_game=_number(data, "cpu_ms_per_game") if "cpu_ms_per_game" in data else None,
            cpu_ms_per_move=_number(data, "cpu_ms_per_move") if "cpu_ms_per_move" in data else None,
        )
        if report.games < 1 or report.strategy not in strategy_names():
            raise DataError("a lane needs at least one game of a known strategy")
        return cls(report, _pairs(data, "first_guesses"), _pairs(data, "hardest"))


def _int(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise DataError(f"{what} must be a whole number")
    return value


def _float(value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < 1e12:
        raise DataError(f"{what} must be a number")
    return float(value)


def _number(data: Mapping[str, Any], name: str) -> float:
    return _float(entry(data, name, (int, float)), f"the field {name!r}")


def _pairs(data: Mapping[str, Any], name: str) -> tuple[tuple[Word, int], ...]:
    pairs = []
    for pair in items(data, name, 20):
        if not isinstance(pair, list) or len(pair) != 2:
            raise DataError(f"the field {name!r} must hold [word, number] pairs")
        pairs.append((text(pair[0], "a word", MAX_LENGTH), _int(pair[1], "a count")))
    return tuple(pairs)


class Lane:
    """The running totals of one lane while it plays."""

    def __init__(self, length: int, strategy: str, settings: RaceSettings) -> None:
        self.length = length
        self.strategy = strategy
        self.settings = settings
        self.tally = Tally()
        self.openers: Counter[Word] = Counter()
        self.hardest: list[tuple[int, Word]] = []

    def add(self, record: GameRecord) -> None:
        self.tally.add(record)
        if record.guesses:
            self.openers[record.guesses[0]] += 1
        # Most guesses first, then alphabetically; a secret drawn twice is listed once.
        if all(secret != record.secret for _, secret in self.hardest):
            self.hardest.append((-record.guess_count, record.secret))
            self.hardest = sorted(self.hardest)[:HARDEST_KEPT]

    def result(self) -> LaneResult | None:
        """The figures so far (None before the first game ends)."""
        if not self.tally.games:
            return None
        report = self.tally.report(self.strategy, self.settings.lane_rules(self.length))
        return LaneResult(
            report,
            tuple(self.openers.most_common(FIRST_GUESSES_KEPT)),
            tuple((secret, -count) for count, secret in self.hardest),
        )


class Race:
    """Plays every lane of ``settings`` in turn; ``steps()`` advances it a move at a time."""

    def __init__(self, lexicon: Lexicon, settings: RaceSettings, make: Callable[[str], Strategy]) -> None:
        self.settings = settings
        self.lanes = [Lane(length, name, settings) for length, name in settings.lanes()]
        s = settings
        self.runs: list[AutoRun | None] = [
            auto_run(lexicon, s.lane_rules(lane.length), make(lane.strategy), s.games, s.seed) for lane in self.lanes
        ]
        self.total = sum(run.total for run in self.runs)
        self.done = 0
        self.moves = 0

    def steps(self) -> Iterator[int]:
        """Play on, yielding the games done after each move and each game's end; a lane's strategy is
        dropped when the lane ends."""
        for number, lane in enumerate(self.lanes):
            run = self.runs[number]
            for record in run.steps:
                if isinstance(record, GameRecord):
                    lane.add(record)
                    self.done += 1
                else:
                    self.moves += 1
                yield self.done
            self.runs[number] = None  # its remembered decisions can go

    def results(self) -> list[LaneResult]:
        """The figures of every lane that has finished a game, in the race's order."""
        return [result for lane in self.lanes if (result := lane.result()) is not None]


@dataclass(frozen=True)
class RaceRecord:
    """A race as the page keeps it: its settings, its lanes' figures, whether it ran to the end, and the
    word list it ran on ("" for the built-in English list, else the name a person gave their own)."""

    settings: RaceSettings
    results: tuple[LaneResult, ...]
    complete: bool
    seconds: float = 0.0
    dictionary: str = ""

    KIND = "lab-race"
    VERSION = 1

    def to_data(self) -> dict[str, Any]:
        return header(self.KIND, self.VERSION) | {
            "settings": self.settings.to_data(),
            "results": [r.to_data() for r in self.results],
            "complete": self.complete,
            "seconds": self.seconds,
            "dictionary": self.dictionary,
        }

    @classmethod
    def from_data(cls, data: object) -> RaceRecord:
        """The race ``to_data`` described; DataError for anything else (races kept before lists of
        one's own ran on the built-in list)."""
        data = check_header(data, cls.KIND, cls.VERSION)
        settings = RaceSettings.from_data(entry(data, "settings", dict))
        results = tuple(LaneResult.from_data(_mapping(r), settings.rules) for r in items(data, "results", 20 * 20))
        dictionary = text(data.get("dictionary", ""), "the dictionary's name")
        return cls(settings, results, entry(data, "complete", bool), _number(data, "seconds"), dictionary)

    def command(self, length: int, strategy: str) -> str:
        """The command line that plays a lane's games; on a list of one's own, from that list saved as a file."""
        return self.settings.command(length, strategy) + dictionary_option(self.dictionary)


def _mapping(value: object) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise DataError("a lane must be an object")
    return value


def baseline_ratio(result: LaneResult, results: list[LaneResult] | tuple[LaneResult, ...]) -> float | None:
    """Average guesses relative to letter-frequency's at the same length, when it ran."""
    base = next((r for r in results if r.length == result.length and r.strategy == BASELINE), None)
    return None if base is None else result.report.avg_guesses / base.report.avg_guesses


CSV_COLUMNS = (
    "length",
    "strategy",
    "games",
    "solved",
    "avg_guesses",
    "max_guesses",
    "solved_within_6_percent",
    "candidates_after_1",
    "candidates_after_2",
    "ms_per_move",
    "cpu_ms_per_move",
    "ratio_to_letter_frequency",
    "first_guess",
    "command",
)


def race_csv(record: RaceRecord) -> str:
    """One CSV row per lane (length × strategy), with the command line that reproduces it."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for r in record.results:
        ratio = baseline_ratio(r, record.results)
        after = [r.candidates_after(k) for k in (1, 2)]
        writer.writerow(
            [
                r.length,
                r.strategy,
                r.report.games,
                r.report.solved,
                f"{r.report.avg_guesses:.4f}",
                r.report.max_guesses,
                f"{100 * r.solved_within(6):.1f}",
                *("" if a is None else f"{a:.2f}" for a in after),
                f"{r.report.ms_per_move:.3f}",
                "" if r.report.cpu_ms_per_move is None else f"{r.report.cpu_ms_per_move:.3f}",
                "" if ratio is None else f"{ratio:.3f}",
                r.first_guesses[0][0] if r.first_guesses else "",
                record.settings.command(r.length, r.strategy),
            ]
        )
    return out.getvalue()


__all__ = [
    "BASELINE",
    "CSV_COLUMNS",
    "MAX_RACE_GAMES",
    "Lane",
    "LaneResult",
    "Race",
    "RaceRecord",
    "RaceSettings",
    "baseline_ratio",
    "race_csv",
]
