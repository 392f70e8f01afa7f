"""Automatic mode: a strategy plays many Wordle games against secrets it does not see, and we summarise."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from ..lexicon import Lexicon, Word, is_plain_word
from .candidates import filter_candidates
from .feedback import Pattern, pattern_code
from .knowledge import Knowledge
from .rules import check_length, check_max_guesses, secret_pool
from .strategies import Situation, Strategy

Progress = Callable[[int, int], None]  # (games done, games in all)


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
    start = time.perf_counter()
    length = len(secret)
    knowledge = Knowledge.empty(length)
    left: Sequence[Word] = candidates
    guesses: list[Word] = []
    seen: set[Word] = set()
    counts: list[int] = []
    limit = len(allowed) + len(candidates)  # more guesses than words means a loop
    solved = False
    while max_guesses is None or len(guesses) < max_guesses:
        guess = strategy.next_guess(Situation(knowledge, allowed, left, hard_mode), rng)
        check_strategy_guess(strategy, guess, seen, knowledge, hard_mode, limit, secret)
        seen.add(guess)
        guesses.append(guess)
        code = pattern_code(guess, secret)
        if guess == secret:
            counts.append(1)
            solved = True
            break
        left = filter_candidates(left, guess, code)
        counts.append(len(left))
        knowledge = knowledge.add(guess, Pattern.from_code(code, length))
    return GameRecord(secret, tuple(guesses), tuple(counts), solved, (time.perf_counter() - start) * 1000)


def play_every_secret(
    strategy: Strategy,
    allowed: Sequence[Word],
    candidates: Sequence[Word],
    rng: random.Random | None = None,
    max_guesses: int | None = None,
    hard_mode: bool = False,
    progress: Progress | None = None,
) -> list[GameRecord]:
    """A game for every secret of ``candidates`` (in their order), each decision made once.

    The secrets that earned the same patterns so far are at the same position, so the
    strategy is asked once for all of them: the games walk one tree of decisions. A
    deterministic strategy plays exactly the games ``play_game`` would (a random one shares
    each draw among the secrets at that position: every game is still a fair game). A
    decision's time is shared among the games that reach it; ``progress(done, total)`` is
    called as games end. Raises SimulationError like ``play_game``.
    """
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
    records: dict[Word, GameRecord] = {}
    # a position: (knowledge, candidates left, guesses so far, candidates after each, milliseconds per game)
    stack = [(Knowledge.empty(length), pool, (), (), 0.0)]
    while stack:
        knowledge, left, guesses, counts, ms = stack.pop()
        if max_guesses is not None and len(guesses) >= max_guesses:
            for secret in left:
                records[secret] = GameRecord(secret, guesses, counts, False, ms)
            if progress is not None:
                progress(len(records), len(pool))
            continue
        start = time.perf_counter()
        guess = strategy.next_guess(Situation(knowledge, allowed, left, hard_mode), rng)
        check_strategy_guess(strategy, guess, guesses, knowledge, hard_mode, limit, left[0])
        classes: dict[int, list[Word]] = {}
        for secret in left:
            classes.setdefault(pattern_code(guess, secret), []).append(secret)
        ms += (time.perf_counter() - start) * 1000 / len(left)
        for code, secrets in classes.items():
            if secrets[0] == guess:  # only the secret itself earns all greens
                records[guess] = GameRecord(guess, guesses + (guess,), counts + (1,), True, ms)
                if progress is not None:
                    progress(len(records), len(pool))
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
    return [records[secret] for secret in pool]


def draw_secrets(pool: Sequence[Word], games: int | None, rng: random.Random) -> list[Word]:
    """``games`` secrets drawn from ``pool`` with replacement, or every secret once when ``games`` is None."""
    if not pool:
        raise SimulationError("the secret pool is empty")
    if games is None:
        return list(pool)
    if games < 1:
        raise SimulationError(f"the number of games must be positive, not {games}")
    return [rng.choice(pool) for _ in range(games)]


def play_games(
    strategy: Strategy,
    secrets: Sequence[Word],
    allowed: Sequence[Word],
    candidates: Sequence[Word] | None = None,
    rng: random.Random | None = None,
    max_guesses: int | None = None,
    hard_mode: bool = False,
    progress: Progress | None = None,
) -> Iterator[GameRecord]:
    """Play one game per secret, lazily (a caller may take the games in chunks).

    ``candidates`` (default: the distinct secrets, alphabetically) is what the strategy
    assumes the secret may be; every secret must be among them. ``progress(done, total)``
    is called after each game.
    """
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
    for done, secret in enumerate(secrets, 1):
        yield play_game(strategy, secret, allowed, pool, rng, max_guesses, hard_mode)
        if progress is not None:
            progress(done, len(secrets))


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
    """Automatic mode on one dictionary: secrets drawn with ``random.Random(seed)`` from the pool
    ('all' or 'common' words of the length, or the distinct words ``secrets`` when given; every
    one once when ``games`` is None, with ``play_every_secret``), every word of the length
    allowed as a guess, and the pool as the strategy's candidate secrets.

    Games are played one at a time: ``each(record)`` is called as each ends (to write it out),
    and unless ``keep_records`` the report holds only running totals, so memory does not grow
    with the number of games (the drawn secrets are held, a reference each).
    """
    words = lexicon.words_of_length(check_length(length))
    if not words:
        raise SimulationError(f"the dictionary has no {length}-letter words")
    secrets_pool = secret_pool(lexicon, length, pool) if secrets is None else secrets
    rng = random.Random(seed)
    if games is None:
        played = play_every_secret(strategy, words, secrets_pool, rng, max_guesses, hard_mode, progress)
    else:
        drawn = draw_secrets(secrets_pool, games, rng)
        played = play_games(strategy, drawn, words, secrets_pool, rng, max_guesses, hard_mode, progress)
    return summarize(strategy.name, length, played, max_guesses, hard_mode, keep_records, each)


__all__ = [
    "GameRecord",
    "Progress",
    "SimulationError",
    "SimulationReport",
    "Tally",
    "draw_secrets",
    "play_every_secret",
    "play_game",
    "play_games",
    "simulate_lexicon",
    "summarize",
]
