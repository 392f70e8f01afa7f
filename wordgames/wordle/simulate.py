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
            summary["records"] = [
                {
                    "secret": r.secret,
                    "guesses": list(r.guesses),
                    "solved": r.solved,
                    "candidates_after": list(r.candidates_after),
                    "milliseconds": r.milliseconds,
                }
                for r in self.records
            ]
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


def summarize(
    strategy: str, length: int, records: Iterable[GameRecord], max_guesses: int | None = None, hard_mode: bool = False
) -> SimulationReport:
    """The report for finished games."""
    records = tuple(records)
    if not records:
        raise SimulationError("no games were played")
    games = len(records)
    solved = [r for r in records if r.solved]
    moves = sum(r.guess_count for r in records)
    total_ms = sum(r.milliseconds for r in records)
    depth = max(len(r.candidates_after) for r in records)
    after = []
    for i in range(depth):
        counts = [r.candidates_after[i] for r in records if len(r.candidates_after) > i]
        after.append(sum(counts) / len(counts))
    distribution: dict[int, int] = {}
    for r in solved:
        distribution[r.guess_count] = distribution.get(r.guess_count, 0) + 1
    return SimulationReport(
        strategy=strategy,
        length=length,
        games=games,
        solved=len(solved),
        avg_guesses=moves / games,
        avg_solved_guesses=sum(r.guess_count for r in solved) / len(solved) if solved else 0.0,
        max_guesses=max(r.guess_count for r in records),
        ms_per_game=total_ms / games,
        ms_per_move=total_ms / moves if moves else 0.0,
        candidates_after=tuple(after),
        distribution=dict(sorted(distribution.items())),
        guess_limit=max_guesses,
        hard_mode=hard_mode,
        records=records,
    )


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
) -> SimulationReport:
    """Automatic mode on one dictionary: secrets drawn with ``random.Random(seed)`` from the pool
    ('all' or 'common' words of the length, or the distinct words ``secrets`` when given; every
    one once when ``games`` is None, with ``play_every_secret``), every word of the length
    allowed as a guess, and the pool as the strategy's candidate secrets."""
    words = lexicon.words_of_length(check_length(length))
    if not words:
        raise SimulationError(f"the dictionary has no {length}-letter words")
    secrets_pool = secret_pool(lexicon, length, pool) if secrets is None else secrets
    rng = random.Random(seed)
    if games is None:
        records = play_every_secret(strategy, words, secrets_pool, rng, max_guesses, hard_mode, progress)
    else:
        secrets = draw_secrets(secrets_pool, games, rng)
        records = play_games(strategy, secrets, words, secrets_pool, rng, max_guesses, hard_mode, progress)
    return summarize(strategy.name, length, records, max_guesses, hard_mode)


__all__ = [
    "GameRecord",
    "Progress",
    "SimulationError",
    "SimulationReport",
    "draw_secrets",
    "play_every_secret",
    "play_game",
    "play_games",
    "simulate_lexicon",
    "summarize",
]
