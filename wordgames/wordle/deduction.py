"""Reasoning over colours a person reports: the candidates left, why none fit, and a strategy's next guess."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from ..lexicon import Lexicon, Word
from ..plain import DataError, check_header, entry, header, items, text
from .candidates import candidates
from .feedback import Pattern, PatternError
from .knowledge import Knowledge
from .rules import GameError, Move, check_length, check_pool, moves_data, read_moves, secret_pool
from .strategies import OpeningBook, Situation, Strategy, StrategyError, make_strategy


@dataclass
class Deduction:
    """The state shared by the keeper game and the assistant: reported moves and what they leave.

    Colours that no word of the pool fits are kept (``impossible`` is then true and
    ``explain`` says why) until ``take_back`` removes them.
    """

    lexicon: Lexicon
    length: int
    strategy: Strategy
    rng: random.Random
    hard_mode: bool = False
    pool: str = "all"  # the secrets considered: every word of the length, or the common ones
    knowledge: Knowledge = field(init=False)
    candidates: list[Word] = field(init=False)
    _pool_words: frozenset[Word] | None = field(init=False, default=None, repr=False)

    KIND: ClassVar[str]  # each game's ``kind`` in its plain data
    VERSION: ClassVar[int] = 1

    def __post_init__(self) -> None:
        check_length(self.length)
        check_pool(self.pool)
        self.knowledge = Knowledge.empty(self.length)
        if self.pool != "all":
            self._pool_words = frozenset(secret_pool(self.lexicon, self.length, self.pool))
        self.candidates = self._consistent()
        if not self.candidates:
            raise GameError(f"the dictionary has no {self.length}-letter words")

    @property
    def history(self) -> tuple[Move, ...]:
        return self.knowledge.history

    @property
    def impossible(self) -> bool:
        return not self.candidates

    def record(self, guess: Word, feedback: str | Pattern) -> Pattern:
        """Add a guess with its colours (a Pattern, or digits such as '20010')."""
        try:
            pattern = feedback if isinstance(feedback, Pattern) else Pattern.from_digits(feedback, self.length)
        except PatternError as exc:
            raise GameError(str(exc)) from None
        if len(pattern) != self.length:
            raise GameError(f"the colours need {self.length} marks")
        self.knowledge = self.knowledge.add(guess, pattern)
        self.candidates = self._consistent()
        return pattern

    def take_back(self) -> Word:
        """Remove the last move; returns its guess."""
        if not self.history:
            raise GameError("nothing to undo")
        last = self.history[-1][0]
        self.knowledge = self.knowledge.without_last()
        self.candidates = self._consistent()
        return last

    def explain(self) -> str:
        """Why no word fits, in words a person can act on ('' while some word fits)."""
        if not self.impossible:
            return ""
        reasons = "; ".join(self.knowledge.problems)
        if reasons:
            return f"No word fits these colours: {reasons}."
        return (
            f"No {self.length}-letter dictionary word fits these colours. "
            "Check the colours of the last guess, or undo it."
        )

    def suggestion(self) -> Word | None:
        """The strategy's next guess (None when no word fits)."""
        if self.impossible:
            return None
        situation = Situation(
            self.knowledge, self.lexicon.words_of_length(self.length), self.candidates, self.hard_mode
        )
        try:
            return self.strategy.next_guess(situation, self.rng)
        except StrategyError:
            return None

    def to_data(self) -> dict:
        """The game as plain JSON-able data (``from_data`` reads it back)."""
        return header(self.KIND, self.VERSION) | {
            "length": self.length,
            "strategy": self.strategy.name,
            "hard_mode": self.hard_mode,
            "pool": self.pool,
            "moves": moves_data(self.history),
        }

    @classmethod
    def from_data(
        cls, lexicon: Lexicon, data: object, rng: random.Random, book: OpeningBook | bytes | None = None
    ) -> Self:
        """The game ``to_data`` described, its strategy made by name (with ``book``) and every move
        replayed by the rules; DataError if it is not one."""
        data = check_header(data, cls.KIND, cls.VERSION)
        name = text(entry(data, "strategy", str), "the strategy", 40)
        try:
            strategy = make_strategy(name, book)
            game = cls(
                lexicon,
                entry(data, "length", int),
                strategy,
                rng,
                entry(data, "hard_mode", bool),
                entry(data, "pool", str),
                **cls._settings(data),
            )
            game._restore(read_moves(items(data, "moves"), game.length), data)
        except (GameError, StrategyError) as exc:
            raise DataError(str(exc)) from None
        return game

    @classmethod
    def _settings(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        """The constructor's further arguments, read from ``data``."""
        return {}

    def _restore(self, moves: list[Move], data: Mapping[str, Any]) -> None:
        """Replay stored moves on this new game; GameError if the rules refuse one."""
        raise NotImplementedError

    def _consistent(self) -> list[Word]:
        """The words of the pool that reproduce every reported pattern, alphabetically."""
        if self.history:
            words = candidates(self.lexicon, self.knowledge)
        else:
            words = list(self.lexicon.words_of_length(self.length))
        return words if self._pool_words is None else [w for w in words if w in self._pool_words]
