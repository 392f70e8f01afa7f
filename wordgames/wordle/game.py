"""Wordle games as state objects: the person guesses (guesser game) or keeps the secret (keeper game)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..lexicon import Lexicon, Word
from ..plain import DataError, entry, items, optional_int, text
from .deduction import Deduction
from .feedback import Pattern, score
from .knowledge import Knowledge, Move
from .rules import (
    PLAYING,
    GameError,
    Rules,
    StoredGame,
    check_daily_number,
    check_guess,
    game_status,
    keyboard_states,
    moves_data,
    read_moves,
    secret_pool,
)


class PersonGuesses(StoredGame):
    """What the games where the person guesses share: the history, the status, a guess played, the keyboard.

    A game says how it answers a legal guess (``answer``); the rest is here."""

    lexicon: Lexicon
    knowledge: Knowledge
    rules: Rules

    @property
    def history(self) -> tuple[Move, ...]:
        return self.knowledge.history

    @property
    def status(self) -> str:
        return game_status(self.history, self.rules.max_guesses)

    @property
    def guesses_left(self) -> int | None:
        limit = self.rules.max_guesses
        return None if limit is None else limit - len(self.history)

    def guess(self, text: str) -> Pattern:
        """Play a guess; GameError (costing nothing) if it is not a legal word."""
        if self.status != PLAYING:
            raise GameError("the game is over; start a new one")
        word = check_guess(self.lexicon, self.knowledge, text, self.rules)
        pattern = self.answer(word)
        self.knowledge = self.knowledge.add(word, pattern)
        return pattern

    def answer(self, word: Word) -> Pattern:
        """The colours of a legal guess (a game may change its state here)."""
        raise NotImplementedError

    def keyboard(self) -> dict[str, int]:
        return keyboard_states(self.knowledge)


@dataclass
class GuesserGame(PersonGuesses):
    """The computer keeps a secret; the person guesses."""

    lexicon: Lexicon
    secret: Word
    rules: Rules = None  # type: ignore[assignment]  # its pool: the one the secret came from (None: the usual rules)
    daily: int | None = None  # the number of the daily word this game plays (Daily #N), if it is one
    knowledge: Knowledge = field(init=False)

    KIND: ClassVar[str] = "wordle-guesser"
    VERSION: ClassVar[int] = 1
    mode: ClassVar[str] = "guesser"  # its mode (wordle/modes.py)

    def __post_init__(self) -> None:
        if self.rules is None:
            self.rules = Rules(len(self.secret))
        if self.rules.length != len(self.secret) or self.rules.boards != 1:
            raise GameError(f"the rules are for {self.rules.length} letters on {self.rules.boards} boards")
        if self.daily is not None:
            check_daily_number(self.daily)
        self.knowledge = Knowledge.empty(len(self.secret), self.lexicon.alphabet)

    @classmethod
    def new(cls, lexicon: Lexicon, rules: Rules, rng: random.Random) -> GuesserGame:
        """A game of ``rules`` with a secret drawn by ``rng`` from their pool."""
        words = secret_pool(lexicon, rules.length, rules.pool)
        if not words:
            raise GameError(f"the dictionary has no {rules.length}-letter words")
        return cls(lexicon, rng.choice(words), rules)

    @property
    def length(self) -> int:
        return len(self.secret)

    def answer(self, word: Word) -> Pattern:
        return score(word, self.secret)

    def stored(self) -> dict[str, Any]:
        return {
            "secret": self.secret,
            "max_guesses": self.rules.max_guesses,
            "hard_mode": self.rules.hard_mode,
            "pool": self.rules.pool,
            "daily": self.daily,
            "moves": moves_data(self.history),
        }

    @classmethod
    def replay(cls, lexicon: Lexicon, data: Mapping[str, Any]) -> GuesserGame:
        secret = entry(data, "secret", str)
        if secret not in lexicon:
            raise DataError(f"the secret {lexicon.alphabet.upper(secret[:20])!r} is not a dictionary word")
        try:
            rules = Rules(
                len(secret), optional_int(data, "max_guesses"), entry(data, "hard_mode", bool), entry(data, "pool", str)
            )
            game = cls(lexicon, secret, rules, optional_int(data, "daily"))
            moves = read_moves(items(data, "moves"), len(secret), lexicon.alphabet)
            for guess, pattern in moves:
                if game.guess(guess) != pattern:
                    raise DataError(f"the colours of {lexicon.alphabet.upper(guess)} do not match the secret")
        except GameError as exc:
            raise DataError(str(exc)) from None
        return game


@dataclass
class KeeperGame(Deduction):
    """The person keeps a secret; the computer guesses and the person gives the colours.

    ``proposal`` is the computer's pending guess. ``answer`` records the person's pattern;
    colours that no dictionary word fits leave the game in the ``impossible`` state, with
    the reasons, until ``undo``.
    """

    proposal: Word | None = field(init=False, default=None)

    KIND: ClassVar[str] = "wordle-keeper"
    mode: ClassVar[str] = "keeper"

    def __post_init__(self) -> None:
        super().__post_init__()
        self.proposal = self._propose()

    @property
    def status(self) -> str:
        return game_status(self.history, self.rules.max_guesses)

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

    def to_data(self) -> dict:
        return super().to_data() | {"max_guesses": self.rules.max_guesses, "proposal": self.proposal}

    @classmethod
    def _max_guesses(cls, data: Mapping[str, Any]) -> int | None:
        return optional_int(data, "max_guesses")

    def _restore(self, moves: list[Move], data: Mapping[str, Any]) -> None:
        """Replay the computer's guesses with the person's colours; the pending guess is the stored one."""
        for guess, pattern in moves:
            if self.status != PLAYING or self.impossible:
                raise GameError(f"{self.lexicon.alphabet.upper(guess)} was played after the end of the game")
            self.record(check_guess(self.lexicon, self.knowledge, guess, self.rules), pattern)
        proposal = entry(data, "proposal", (str, type(None)))
        if self.status != PLAYING or self.impossible:
            if proposal is not None:
                raise GameError("a guess is pending after the end of the game")
            self.proposal = None
        elif proposal is None:
            self.proposal = self._propose()
        else:
            pending = text(proposal, "the pending guess")
            self.proposal = check_guess(self.lexicon, self.knowledge, pending, self.rules)
