"""Automatic mode: a strategy plays many Wordle games against secrets it does not see (summed up by ``tally``)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Collection, Generator, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from ..alphabet import ENGLISH, Alphabet
from ..lexicon import Lexicon, Word, is_plain_word
from .candidates import filter_candidates
from .feedback import Pattern, pattern_code
from .knowledge import Knowledge
from .rules import Rules, secret_pool
from .strategies import Situation, Strategy
from .tally import GameRecord, SimulationError, SimulationReport, summarize

Progress = Callable[[int, int], None]  # (games done, games in all)
R = TypeVar("R")


def check_strategy_guess(
    strategy: Strategy,
    guess: Word,
    played: Collection[Word],
    knowledge: Knowledge,
    rules: Rules,
    limit: int,
    secret: Word,
) -> None:
    """Raise SimulationError when ``guess`` (after ``played``) repeats a guess, is not a word of the
    length, breaks hard mode, or makes more than ``limit`` guesses (a strategy in a loop)."""
    name, length = strategy.name, knowledge.length
    if guess in played:
        raise SimulationError(f"strategy {name} repeated the guess {guess!r} (secret {secret!r})")
    if not is_plain_word(guess, length, length, knowledge.alphabet):
        raise SimulationError(f"strategy {name} guessed {guess!r}, not a {length}-letter word")
    if rules.hard_mode and knowledge.hard_mode_problem(guess):
        raise SimulationError(f"strategy {name} broke hard mode with {guess!r}: {knowledge.hard_mode_problem(guess)}")
    if len(played) >= limit:
        raise SimulationError(f"strategy {name} made more guesses than there are words")


def game_rules(rules: Rules | None, length: int) -> Rules:
    """``rules`` for games of ``length`` letters (None: no guess limit, no hard mode); SimulationError if
    they are for another length or several boards (a GameError if ``length`` is not a word length)."""
    rules = Rules(length, None) if rules is None else rules
    if rules.length != length or rules.boards != 1:
        raise SimulationError(
            f"rules for {rules.length} letters on {rules.boards} boards, not for {length}-letter games"
        )
    return rules


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
    rules: Rules | None = None,
    alphabet: Alphabet = ENGLISH,
) -> Generator[Turn, None, GameRecord]:
    """``play_game`` a move at a time: yields each Turn, returns the GameRecord.

    The record's time counts only the strategy's and the scoring's work, not the pauses
    between moves (a page runs the game in slices).
    """
    length = len(secret)
    rules = game_rules(rules, length)
    max_guesses = rules.max_guesses
    knowledge = Knowledge.empty(length, alphabet)
    left: Sequence[Word] = candidates
    guesses: list[Word] = []
    seen: set[Word] = set()
    counts: list[int] = []
    limit = len(allowed) + len(candidates)  # more guesses than words means a loop
    solved = False
    seconds = cpu = 0.0
    while max_guesses is None or len(guesses) < max_guesses:
        start, cpu_start = time.perf_counter(), time.process_time()
        situation = Situation(knowledge, allowed, left, rules)
        guess = strategy.next_guess(situation, rng)
        check_strategy_guess(strategy, guess, seen, knowledge, rules, limit, secret)
        seen.add(guess)
        guesses.append(guess)
        code = pattern_code(guess, secret)
        pattern = Pattern.from_code(code, length)
        if guess == secret:
            counts.append(1)
            solved = True
            seconds += time.perf_counter() - start
            cpu += time.process_time() - cpu_start
            yield Turn(situation, guess, pattern, knowledge.add(guess, pattern), (guess,))
            break
        left = filter_candidates(left, guess, code)
        counts.append(len(left))
        knowledge = knowledge.add(guess, pattern)
        seconds += time.perf_counter() - start
        cpu += time.process_time() - cpu_start
        yield Turn(situation, guess, pattern, knowledge, left)
    return GameRecord(secret, tuple(guesses), tuple(counts), solved, seconds * 1000, cpu * 1000)


def finish(steps: Generator[object, None, R]) -> R:
    """Run a generator of steps to its end and return its value."""
    try:
        while True:
            next(steps)
    except StopIteration as end:
        return end.value


def play_game(*args: Any, **kwargs: Any) -> GameRecord:
    """``game_steps`` to the end (its arguments): ``strategy`` guesses ``secret``; ``candidates`` are the
    secrets it considers possible at the start.

    After each guess the candidates are re-filtered by the pattern the guess earned. Raises
    SimulationError if the strategy repeats a guess, guesses a word of the wrong length,
    breaks hard mode, or keeps guessing after every word it could guess has been tried.
    """
    return finish(game_steps(*args, **kwargs))


def every_secret_steps(
    strategy: Strategy,
    allowed: Sequence[Word],
    candidates: Sequence[Word],
    rng: random.Random | None = None,
    rules: Rules | None = None,
    alphabet: Alphabet = ENGLISH,
) -> Iterator[GameRecord | None]:
    """``play_every_secret`` a decision at a time: None after each decision, and each game's
    record as it ends (in the order the walk ends them)."""
    pool = list(candidates)
    if not pool:
        raise SimulationError("the secret pool is empty")
    length = len(pool[0])
    rules = game_rules(rules, length)
    max_guesses = rules.max_guesses
    for word in (*allowed, *pool):
        if len(word) != length:
            raise SimulationError(f"word {word!r} is not {length} letters long like the others")
    rng = rng or random.Random(0)
    limit = len(allowed) + len(pool)
    # a position: (knowledge, candidates left, guesses so far, candidates after each, wall and CPU ms per game)
    stack = [(Knowledge.empty(length, alphabet), pool, (), (), 0.0, 0.0)]
    while stack:
        knowledge, left, guesses, counts, ms, cpu_ms = stack.pop()
        if max_guesses is not None and len(guesses) >= max_guesses:
            for secret in left:
                yield GameRecord(secret, guesses, counts, False, ms, cpu_ms)
            continue
        start, cpu_start = time.perf_counter(), time.process_time()
        guess = strategy.next_guess(Situation(knowledge, allowed, left, rules), rng)
        check_strategy_guess(strategy, guess, guesses, knowledge, rules, limit, left[0])
        classes: dict[int, list[Word]] = {}
        for secret in left:
            classes.setdefault(pattern_code(guess, secret), []).append(secret)
        ms += (time.perf_counter() - start) * 1000 / len(left)
        cpu_ms += (time.process_time() - cpu_start) * 1000 / len(left)
        yield None
        for code, secrets in classes.items():
            if secrets[0] == guess:  # only the secret itself earns all greens
                yield GameRecord(guess, guesses + (guess,), counts + (1,), True, ms, cpu_ms)
            else:
                stack.append(
                    (
                        knowledge.add(guess, Pattern.from_code(code, length)),
                        secrets,
                        guesses + (guess,),
                        counts + (len(secrets),),
                        ms,
                        cpu_ms,
                    )
                )


def play_every_secret(
    strategy: Strategy, allowed: Sequence[Word], candidates: Sequence[Word], *rest: Any, **named: Any
) -> list[GameRecord]:
    """``every_secret_steps`` to the end (``rest`` and ``named``: its rng, rules and alphabet): a game
    for every secret of ``candidates`` (in their order), each decision made once.

    The secrets that earned the same patterns so far are at the same position, so the
    strategy is asked once for all of them: the games walk one tree of decisions. A
    deterministic strategy plays exactly the games ``play_game`` would (a random one shares
    each draw among the secrets at that position: every game is still a fair game). A
    decision's time is shared among the games that reach it. Raises SimulationError like
    ``play_game``.
    """
    steps = every_secret_steps(strategy, allowed, candidates, *rest, **named)
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
    rules: Rules | None = None,
    alphabet: Alphabet = ENGLISH,
) -> Iterator[GameRecord | Turn]:
    """``play_games`` a move at a time: each move's Turn, and each game's record as it ends."""
    if not secrets:
        raise SimulationError("no secrets to play")
    length = len(secrets[0])
    rules = game_rules(rules, length)
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
        yield (yield from game_steps(strategy, secret, allowed, pool, rng, rules, alphabet))


def play_games(*args: Any, **kwargs: Any) -> Iterator[GameRecord]:
    """``games_steps``' games (its arguments), one per secret, lazily (a caller may take them in chunks).

    ``candidates`` (default: the distinct secrets, alphabetically) is what the strategy
    assumes the secret may be; every secret must be among them.
    """
    return (record for record in games_steps(*args, **kwargs) if isinstance(record, GameRecord))


@dataclass(frozen=True)
class AutoRun:
    """Automatic mode's games, not yet played: ``steps`` yields each game's GameRecord as it ends,
    and after each move its Turn (or None, when one decision serves many games); ``total`` games in all."""

    total: int
    steps: Iterator[GameRecord | Turn | None]


def auto_run(
    lexicon: Lexicon,
    rules: Rules,
    strategy: Strategy,
    games: int | None = 100,
    seed: int = 0,
    secrets: Sequence[Word] | None = None,
) -> AutoRun:
    """Automatic mode on one dictionary, by ``rules`` (one board): secrets drawn with ``random.Random(seed)``
    from their pool (or the distinct words ``secrets`` when given; every one once when ``games`` is None,
    with ``every_secret_steps``), every word of the length allowed as a guess, and the pool as the
    strategy's candidate secrets."""
    length = rules.length
    words = lexicon.words_of_length(length)
    if not words:
        raise SimulationError(f"the dictionary has no {length}-letter words")
    secrets_pool = secret_pool(lexicon, length, rules.pool) if secrets is None else secrets
    rng = random.Random(seed)
    if games is None:
        steps = every_secret_steps(strategy, words, secrets_pool, rng, rules, lexicon.alphabet)
        return AutoRun(len(secrets_pool), steps)
    drawn = draw_secrets(secrets_pool, games, rng)
    steps = games_steps(strategy, drawn, words, secrets_pool, rng, rules, lexicon.alphabet)
    return AutoRun(games, steps)


def simulate_lexicon(
    lexicon: Lexicon,
    rules: Rules,
    strategy: Strategy,
    games: int | None = 100,
    seed: int = 0,
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
    run = auto_run(lexicon, rules, strategy, games, seed, secrets)

    def records() -> Iterator[GameRecord]:
        done = 0
        for record in run.steps:
            if isinstance(record, GameRecord):
                done += 1
                if progress is not None:
                    progress(done, run.total)
                yield record

    return summarize(strategy.name, rules, records(), keep_records, each)


__all__ = [
    "AutoRun",
    "Progress",
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
]
