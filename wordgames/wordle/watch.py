"""Watching the computer play one game: a move at a time, each with the best alternatives it had, scored."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from ..lexicon import Lexicon, Word
from .analysis import expected_left
from .rules import Rules, secret_pool
from .simulate import Turn, auto_run, games_steps
from .strategies import Situation, Strategy
from .strategies.greedy import negative_entropy
from .strategies.guesses import ranked_guesses
from .strategies.partition import CandidateIndex
from .tally import GameRecord, SimulationError

ALTERNATIVES = 5  # alternatives shown per move
RANKED = 24  # guesses scored exactly per move: the best by a cheap letter score, the open candidates when few
FEW_CANDIDATES = 40  # up to this many open candidates are all scored (and listed by the page)


@dataclass(frozen=True)
class Alternative:
    """A guess the computer could have played, scored: candidates it leaves on average and the bits it gains."""

    guess: Word
    expected_left: float
    bits: float
    could_win: bool  # it is still a possible secret


@dataclass(frozen=True)
class WatchedMove:
    """A move as watched: the turn played and the best alternatives (the move itself among them, marked)."""

    turn: Turn
    alternatives: tuple[Alternative, ...]


def alternatives(situation: Situation, chosen: Word, count: int = ALTERNATIVES) -> tuple[Alternative, ...]:
    """The ``count`` best guesses by expected candidates left (ties by more bits), and ``chosen`` wherever it ranks."""
    open_words = situation.open_candidates() or list(situation.candidates)
    index = CandidateIndex(open_words)
    n = len(index)
    pool = dict.fromkeys([chosen, *ranked_guesses(situation, index, RANKED)])
    if n <= FEW_CANDIDATES:
        pool.update(dict.fromkeys(open_words))
    scored = []
    for guess in pool:
        sizes = index.sizes_by_code(guess)
        bits = -negative_entropy(list(sizes.values()), n)
        scored.append(Alternative(guess, expected_left(sizes, index.win_code, n), bits, guess in index))
    scored.sort(key=lambda a: (a.expected_left, -a.bits, not a.could_win, a.guess))
    best = scored[:count]
    return tuple(best if any(a.guess == chosen for a in best) else [*best, *(a for a in scored if a.guess == chosen)])


class WatchedGame:
    """A game the computer plays while a person watches; ``step()`` plays its next move."""

    def __init__(self, steps: Iterator[Turn | GameRecord | None]) -> None:
        self.steps = steps  # one game's Turns, then its GameRecord
        self.moves: list[WatchedMove] = []
        self.record: GameRecord | None = None

    @classmethod
    def drawn(cls, lexicon: Lexicon, rules: Rules, strategy: Strategy, seed: int) -> WatchedGame:
        """The game ``wordle auto --games 1`` plays for this seed (its secret drawn the same way)."""
        return cls(auto_run(lexicon, rules, strategy, 1, seed).steps)

    @classmethod
    def of_secret(
        cls, lexicon: Lexicon, secret: Word, strategy: Strategy, seed: int, rules: Rules | None = None
    ) -> WatchedGame:
        """The computer guesses ``secret`` by ``rules`` (None: every word a candidate, no limit, no hard mode),
        among their pool's words (every word, if the secret is not one)."""
        rules = Rules(len(secret), None, pool="all") if rules is None else rules
        allowed = lexicon.words_of_length(rules.length)
        if secret not in lexicon:
            raise SimulationError(f"{lexicon.alphabet.upper(secret)} is not in the dictionary")
        candidates = secret_pool(lexicon, len(secret), rules.pool)
        if secret not in candidates:
            candidates = allowed
        rng = random.Random(seed)
        return cls(games_steps(strategy, [secret], allowed, candidates, rng, rules, lexicon.alphabet))

    @property
    def over(self) -> bool:
        return self.record is not None

    def step(self) -> WatchedMove | None:
        """Play the next move (None once the game is over); the game has no guess limit, so it ends with a win."""
        if self.record is not None:
            return None
        turn = next(self.steps)
        move = WatchedMove(turn, alternatives(turn.before, turn.guess))
        self.moves.append(move)
        if turn.pattern.is_win:
            self.record = next(self.steps)  # the game's record follows its last move
        return move
