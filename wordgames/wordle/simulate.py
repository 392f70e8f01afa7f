"""Automatic mode: a strategy plays many Wordle games against secrets it does not see, and we summarise."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Collection, Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from ..lexicon import Lexicon, Word, is_plain_word
from .candidates import filter_candidates
from .feedback import Pattern, pattern_code
from .knowledge import Knowledge
from .rules import check_length, check_max_guesses, secret_pool
from .strategies import Situation, Strategy

Progress = Callable[[int, int], None]  # (games done, games in all)
R = TypeVar("R")


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
    length: int
    games: int
    solved: int
    avg_guesses: float
    avg_solved_guesses: float
    max_guesses: int
    ms_per_game: float
    ms_per_move: float
    candidates_after: tuple[float, ...]
    distribution: dict[int, int]
    guess_limit: int | None = None
    hard_mode: bool = False
    records: tuple[GameRecord, ...] = field(default=(), repr=False)

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
            "guess_limit": self.guess_limit,
            "hard_mode": self.hard_mode,
        }
        if with_records:
            summary["records"] = [r.as_dict() for r in self.records]
        return summary


def check_strategy_guess(
    strategy: Strategy,
    guess: Word,
    played: Collection[Word],
    knowledge: Knowledge,
    hard_mode: bool,
    limit: int,
    secret: Word,
) -> None:
    """Raise SimulationError when ``guess`` (after ``played``) repeats a guess, is not a word of the
    length, breaks hard mode, or makes more than ``limit`` guesses (a strategy in a loop)."""
    name, length = strategy.name, knowledge.length
    if guess in played:
        raise SimulationError(f"strategy {name} repeated the guess {guess!r} (secret {secret!r})")
    if not is_plain_word(guess, length, length):
        raise SimulationError(f"strategy {name} guessed {guess!r}, not a {length}-letter word")
    if hard_mode and knowledge.hard_mode_problem(guess):
        raise SimulationError(f"strategy {name} broke hard mode with {guess!r}: {knowledge.hard_mode_problem(guess)}")
    if len(played) >= limit:
        raise SimulationError(f"strategy {name} made more guesses than there are words")


@dataclass(frozen=True)
class Turn:
    """One move of a game in progress: the situation the guess was made in, the guess, the pattern it
    earned, and the candidates left after it."""

    before: Situation
    guess: Word
    pattern: Pattern
    knowledge: Knowledge  # what is known after the guess
    left: Sequence[Word]


def game_steps(
    strategy: Strategy,
    secret: Word,
    allowed: Sequence[Word],
    candidates: Sequence[Word],
    rng: random.Random,
    max_guesses: int | None = None,
    hard_mode: bool = False,
) -> Generator[Turn, None, GameRecord]:
    """``play_game`` a move at a time: yields each Turn, returns the GameRecord.

    The record's time counts only the strategy's and the scoring's work, not the pauses
    between moves (a page runs the game in slices).
    """
    length = len(secret)
    knowledge = Knowledge.empty(length)
    left: Sequence[Word] = candidates
    guesses: list[Word] = []
    seen: set[Word] = set()
    counts: list[int] = []
    limit = len(allowed) + len(candidates)  # more guesses than words means a loop
    solved = False
    seconds = 0.0
    while max_guesses is None or len(guesses) < max_guesses:
        start = time.perf_counter()
        situation = Situation(knowledge, allowed, left, hard_mode, max_guesses)
        guess = strategy.next_guess(situation, rng)
        check_strategy_guess(strategy, guess, seen, knowledge, hard_mode, limit, secret)
        seen.add(guess)
        guesses.append(guess)
        code = pattern_code(guess, secret)
        pattern = Pattern.from_code(code, length)
        if guess == secret:
            counts.append(1)
            solved = True
            seconds += time.perf_counter() - start
            yield Turn(situation, guess, pattern, knowledge.add(guess, pattern), (guess,))
            break
        left = filter_candidates(left, guess, code)
        counts.append(len(left))
        knowledge = knowledge.add(guess, pattern)
        seconds += time.perf_counter() - start
        yield Turn(situation, guess, pattern, knowledge, left)
    return GameRecord(secret, tuple(guesses), tuple(counts), solved, seconds * 1000)


def finish(steps: Generator[object, None, R]) -> R:
    """Run a generator of steps to its end and return its value."""
    try:
        while True:
            next(steps)
    except StopIteration as end:
        return end.value


def play_game(
    strategy: Strategy,
    secret: Word,
    allowed: Sequence[Word],
    candidates: Sequence[Word],
    rng: random.Random,
    max_guesses: int | None = None,
    hard_mode: bool = False,
) -> GameRecord:
    """``strategy`` guesses ``secret``; ``candidates`` are the secrets it considers possible at the start.

    After each guess the candidates are re-filtered by the pattern the guess earned. Raises
    SimulationError if the strategy repeats a guess, guesses a word of the wrong length,
    breaks hard mode, or keeps guessing after every word it could guess has been tried.
    """
    return finish(game_steps(strategy, secret, allowed, candidates, rng, max_guesses, hard_mode))


def every_secret_steps(
    strategy: Strategy,
    allowed: Sequence[Word],
    candidates: Sequence[Word],
    rng: random.Random | None = None,
    max_guesses: int | None = None,
    hard_mode: bool = False,
) -> Iterator[GameRecord | None]:
    """``play_every_secret`` a decision at a time: None after each decision, and each game's
    record as it ends (in the order the walk ends them)."""
    check_max_guesses(max_guesses)
    pool = list(candidates)
    if not pool:
        raise SimulationError("the secret pool is empty")
    length = len(pool[0])
    check_length(length)
    for word in (*allowed, *pool):
        if len(word) != length:
            raise SimulationError(f"word {word!r} is not {length} letters long like the others")
    rng = rng or random.Random(0)
    limit = len(allowed) + len(pool)
    # a position: (knowledge, candidates left, guesses so far, candidates after each, milliseconds per game)
    stack = [(Knowledge.empty(length), pool, (), (), 0.0)]
    while stack:
        knowledge, left, guesses, counts, ms = stack.pop()
        if max_guesses is not None and len(guesses) >= max_guesses:
            for secret in left:
                yield GameRecord(secret, guesses, counts, False, ms)
            continue
        start = time.perf_counter()
        guess = strategy.next_guess(Situation(knowledge, allowed, left, hard_mode, max_guesses), rng)
        check_strategy_guess(strategy, guess, guesses, knowledge, hard_mode, limit, left[0])
        classes: dict[int, list[Word]] = {}
        for secret in left:
            classes.setdefault(pattern_code(guess, secret), []).append(secret)
        ms += (time.perf_counter() - start) * 1000 / len(left)
        yield None
        for code, secrets in classes.items():
            if secrets[0] == guess:  # only the secret itself earns all greens
                yield GameRecord(guess, guesses + (guess,), counts + (1,), True, ms)
            else:
                stack.append(
                    (
                        knowledge.add(guess, Pattern.from_code(code, length)),
                        secrets,
                        guesses + (guess,),
                        counts + (len(secrets),),
                        ms,
                    )
                )


def play_every_secret(
    strategy: Strategy,
    allowed: Sequence[Word],
    candidates: Sequence[Word],
    rng: random.Random | None = None,
    max_guesses: int | None = None,
    hard_mode: bool = False,
) -> list[GameRecord]:
    """A game for every secret of ``candidates`` (in their order), each decision made once.

    The secrets that earned the same patterns so far are at the same position, so the
    strategy is asked once for all of them: the games walk one tree of decisions. A
    deterministic strategy plays exactly the games ``play_game`` would (a random one shares
    each draw among the secrets at that position: every game is still a fair game). A
    decision's time is shared among the games that reach it. Raises SimulationError like
    ``play_game``.
    """
    steps = every_secret_steps(strategy, allowed, candidates, rng, max_guesses, hard_mode)
    records = {record.secret: record for record in steps if isinstance(record, GameRecord)}
    return [records[secret] for secret in candidates]


def draw_secrets(pool: Sequence[Word], games: int | None, rng: random.Random) -> list[Word]:
    """``games`` secrets drawn from ``pool`` with replacement, or every secret once when ``games`` is None."""
    if not pool:
        raise SimulationError("the secret pool is empty")
    if games is None:
        return list(pool)
    if games < 1:
        raise SimulationError(f"the number of games must be positive, not {games}")
    return [rng.choice(pool) for _ in range(games)]


def games_steps(
    strategy: Strategy,
    secrets: Sequence[Word],
    allowed: Sequence[Word],
    candidates: Sequence[Word] | None = None,
    rng: random.Random | None = None,
    max_guesses: int | None = None,
    hard_mode: bool = False,
) -> Iterator[GameRecord | Turn]:
    """``play_games`` a move at a time: each move's Turn, and each game's record as it ends."""
    check_max_guesses(max_guesses)
    if not secrets:
        raise SimulationError("no secrets to play")
    length = len(secrets[0])
    check_length(length)
    pool = sorted(set(secrets)) if candidates is None else list(candidates)
    known = set(pool)
    for word in (*secrets, *allowed, *pool):
        if len(word) != length:
            raise SimulationError(f"word {word!r} is not {length} letters long like the others")
    missing = [s for s in dict.fromkeys(secrets) if s not in known]
    if missing:
        raise SimulationError(f"secret {missing[0]!r} is not among the candidate secrets")
    rng = rng or random.Random(0)
    for secret in secrets:
        yield (yield from game_steps(strategy, secret, allowed, pool, rng, max_guesses, hard_mode))


def play_games(
    strategy: Strategy,
    secrets: Sequence[Word],
    allowed: Sequence[Word],
    candidates: Sequence[Word] | None = None,
    rng: random.Random | None = None,
    max_guesses: int | None = None,
    hard_mode: bool = False,
) -> Iterator[GameRecord]:
    """Play one game per secret, lazily (a caller may take the games in chunks).

    ``candidates`` (default: the distinct secrets, alphabetically) is what the strategy
    assumes the secret may be; every secret must be among them.
    """
    steps = games_steps(strategy, secrets, allowed, candidates, rng, max_guesses, hard_mode)
    return (record for record in steps if isinstance(record, GameRecord))


class Tally:
    """Running totals of finished games: all a SimulationReport needs, in memory that does not grow with the games."""

    def __init__(self) -> None:
        self.games = self.solved = self.moves = self.solved_moves = self.longest = 0
        self.milliseconds = 0.0
        self.after_sums: list[int] = []  # candidates left after guess i + 1, summed over the games that played it
        self.after_games: list[int] = []
        self.distribution: dict[int, int] = {}

    def add(self, record: GameRecord) -> None:
        self.games += 1
        self.moves += record.guess_count
        self.longest = max(self.longest, record.guess_count)
        self.milliseconds += record.milliseconds
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

    def report(
        self, strategy: str, length: int, max_guesses: int | None, hard_mode: bool, records: tuple[GameRecord, ...] = ()
    ) -> SimulationReport:
        if not self.games:
            raise SimulationError("no games were played")
        return SimulationReport(
            strategy=strategy,
            length=length,
            games=self.games,
            solved=self.solved,
            avg_guesses=self.moves / self.games,
            avg_solved_guesses=self.solved_moves / self.solved if self.solved else 0.0,
            max_guesses=self.longest,
            ms_per_game=self.milliseconds / self.games,
            ms_per_move=self.milliseconds / self.moves if self.moves else 0.0,
            candidates_after=tuple(total / games for total, games in zip(self.after_sums, self.after_games)),
            distribution=dict(sorted(self.distribution.items())),
            guess_limit=max_guesses,
            hard_mode=hard_mode,
            records=records,
        )


def summarize(
    strategy: str,
    length: int,
    records: Iterable[GameRecord],
    max_guesses: int | None = None,
    hard_mode: bool = False,
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
    return tally.report(strategy, length, max_guesses, hard_mode, tuple(kept))


@dataclass(frozen=True)
class AutoRun:
    """Automatic mode's games, not yet played: ``steps`` yields each game's GameRecord as it ends,
    and after each move its Turn (or None, when one decision serves many games); ``total`` games in all."""

    total: int
    steps: Iterator[GameRecord | Turn | None]


def auto_run(
    lexicon: Lexicon,
    length: int,
    strategy: Strategy,
    games: int | None = 100,
    seed: int = 0,
    pool: str = "all",
    max_guesses: int | None = None,
    hard_mode: bool = False,
    secrets: Sequence[Word] | None = None,
) -> AutoRun:
    """Automatic mode on one dictionary: secrets drawn with ``random.Random(seed)`` from the pool
    ('all' or 'common' words of the length, or the distinct words ``secrets`` when given; every
    one once when ``games`` is None, with ``every_secret_steps``), every word of the length
    allowed as a guess, and the pool as the strategy's candidate secrets."""
    words = lexicon.words_of_length(check_length(length))
    if not words:
        raise SimulationError(f"the dictionary has no {length}-letter words")
    secrets_pool = secret_pool(lexicon, length, pool) if secrets is None else secrets
    rng = random.Random(seed)
    if games is None:
        steps = every_secret_steps(strategy, words, secrets_pool, rng, max_guesses, hard_mode)
        return AutoRun(len(secrets_pool), steps)
    drawn = draw_secrets(secrets_pool, games, rng)
    return AutoRun(games, games_steps(strategy, drawn, words, secrets_pool, rng, max_guesses, hard_mode))


def simulate_lexicon(
    lexicon: Lexicon,
    length: int,
    strategy: Strategy,
    games: int | None = 100,
    seed: int = 0,
    pool: str = "all",
    max_guesses: int | None = None,
    hard_mode: bool = False,
    progress: Progress | None = None,
    secrets: Sequence[Word] | None = None,
    each: Callable[[GameRecord], None] | None = None,
    keep_records: bool = True,
) -> SimulationReport:
    """The report of ``auto_run``'s games (the command line's automatic mode).

    Games are played one at a time: ``each(record)`` is called as each ends (to write it out),
    and unless ``keep_records`` the report holds only running totals, so memory does not grow
    with the number of games (the drawn secrets are held, a reference each).
    """
    run = auto_run(lexicon, length, strategy, games, seed, pool, max_guesses, hard_mode, secrets)

    def records() -> Iterator[GameRecord]:
        done = 0
        for record in run.steps:
            if isinstance(record, GameRecord):
                done += 1
                if progress is not None:
                    progress(done, run.total)
                yield record

    return summarize(strategy.name, length, records(), max_guesses, hard_mode, keep_records, each)


__all__ = [
    "AutoRun",
    "GameRecord",
    "Progress",
    "SimulationError",
    "SimulationReport",
    "Tally",
    "Turn",
    "auto_run",
    "draw_secrets",
    "every_secret_steps",
    "finish",
    "game_steps",
    "games_steps",
    "play_every_secret",
    "play_game",
    "play_games",
    "simulate_lexicon",
    "summarize",
]
