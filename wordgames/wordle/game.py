"""Wordle games as state objects: the person guesses (guesser game) or keeps the secret (keeper game)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..lexicon import Lexicon, Word
from .deduction import Deduction
from .feedback import ABSENT, CORRECT, PRESENT, Pattern, score
from .knowledge import Knowledge
from .rules import (
    LOST,
    PLAYING,
    POOLS,
    WON,
    GameError,
    check_guess,
    check_length,
    check_max_guesses,
    game_status,
    keyboard_states,
    secret_pool,
)


@dataclass
class GuesserGame:
    """The computer keeps a secret; the person guesses."""

    lexicon: Lexicon
    secret: Word
    max_guesses: int | None = 6
    hard_mode: bool = False
    pool: str = "common"  # the pool of secrets the secret was drawn from (what the analysis assumes)
    knowledge: Knowledge = field(init=False)

    def __post_init__(self) -> None:
        check_length(len(self.secret))
        check_max_guesses(self.max_guesses)
        self.knowledge = Knowledge.empty(len(self.secret))

    @classmethod
    def new(
        cls,
        lexicon: Lexicon,
        length: int,
        rng: random.Random,
        pool: str = "common",
        max_guesses: int | None = 6,
        hard_mode: bool = False,
    ) -> GuesserGame:
        """A game with a secret drawn by ``rng`` from the pool."""
        words = secret_pool(lexicon, check_length(length), pool)
        if not words:
            raise GameError(f"the dictionary has no {length}-letter words")
        return cls(lexicon, rng.choice(words), check_max_guesses(max_guesses), hard_mode, pool)

    @property
    def length(self) -> int:
        return len(self.secret)

    @property
    def history(self) -> tuple[tuple[Word, Pattern], ...]:
        return self.knowledge.history

    @property
    def status(self) -> str:
        return game_status(self.history, self.max_guesses)

    @property
    def guesses_left(self) -> int | None:
        return None if self.max_guesses is None else self.max_guesses - len(self.history)

    def guess(self, text: str) -> Pattern:
        """Play a guess; GameError (costing nothing) if it is not a legal word."""
        if self.status != PLAYING:
            raise GameError("the game is over; start a new one")
        word = check_guess(self.lexicon, self.knowledge, text, self.hard_mode)
        pattern = score(word, self.secret)
        self.knowledge = self.knowledge.add(word, pattern)
        return pattern

    def keyboard(self) -> dict[str, int]:
        return keyboard_states(self.knowledge)


@dataclass
class KeeperGame(Deduction):
    """The person keeps a secret; the computer guesses and the person gives the colours.

    ``proposal`` is the computer's pending guess. ``answer`` records the person's pattern;
    colours that no dictionary word fits leave the game in the ``impossible`` state, with
    the reasons, until ``undo``.
    """

    max_guesses: int | None = None
    proposal: Word | None = field(init=False, default=None)

    def __post_init__(self) -> None:
        check_max_guesses(self.max_guesses)
        super().__post_init__()
        self.proposal = self._propose()

    @property
    def status(self) -> str:
        return game_status(self.history, self.max_guesses)

    def answer(self, feedback: str | Pattern) -> Pattern:
        """Record the colours of the pending guess (a Pattern, or digits such as '20010')."""
        if self.proposal is None:
            raise GameError(
                "the game is over; undo or start a new one"
                if self.status != PLAYING or self.impossible
                else "no guess is waiting for colours"
            )
        pattern = self.record(self.proposal, feedback)
        self.proposal = self._propose()
        return pattern

    def undo(self) -> None:
        """Take back the last colours given; their guess is proposed again."""
        self.proposal = self.take_back()

    def _propose(self) -> Word | None:
        return self.suggestion() if self.status == PLAYING else None


__all__ = [
    "CORRECT",
    "PRESENT",
    "ABSENT",
    "GameError",
    "GuesserGame",
    "KeeperGame",
    "POOLS",
    "PLAYING",
    "WON",
    "LOST",
    "secret_pool",
    "check_guess",
    "check_length",
    "check_max_guesses",
    "keyboard_states",
]
