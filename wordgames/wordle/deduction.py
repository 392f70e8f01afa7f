"""Reasoning over colours a person reports: the candidates left, why none fit, and a strategy's next guess.

A person may think of any dictionary word, so every word that fits the colours stays a
candidate; the secret pool only says which candidates the strategy aims at first (the
pool's, while any fits) and orders the list shown (``likely``). The suggestion is the
strategy's guess, or a common word nearly as good (``familiar.prefer_familiar``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from ..lexicon import Lexicon, Word
from ..plain import DataError, check_header, entry, header, items, text
from .candidates import candidates
from .familiar import familiar_words, prefer_familiar
from .feedback import Pattern, PatternError
from .knowledge import Knowledge, Move
from .rules import GameError, Rules, moves_data, read_moves, secret_pool
from .strategies import OpeningBook, Situation, Strategy, StrategyError, make_strategy


@dataclass
class Deduction:
    """The state shared by the keeper game and the assistant: reported moves and what they leave.

    Colours that no dictionary word fits are kept (``impossible`` is then true and
    ``explain`` says why) until ``take_back`` removes them.
    """

    lexicon: Lexicon
    rules: Rules  # its pool: the secrets the strategy aims at first; its guess limit: the one the strategy plays within
    strategy: Strategy
    rng: random.Random
    knowledge: Knowledge = field(init=False)
    candidates: list[Word] = field(init=False)  # every dictionary word that fits, alphabetically
    targets: list[Word] = field(init=False, repr=False)  # the candidates of the pool, or all while none is
    _pool_words: frozenset[Word] | None = field(init=False, default=None, repr=False)
    _familiar: tuple[Word, ...] = field(init=False, repr=False)

    KIND: ClassVar[str]  # each game's ``kind`` in its plain data
    VERSION: ClassVar[int] = 1

    def __post_init__(self) -> None:
        self.knowledge = Knowledge.empty(self.length, self.lexicon.alphabet)
        if self.rules.pool != "all":
            self._pool_words = frozenset(secret_pool(self.lexicon, self.length, self.rules.pool))
        self._familiar = familiar_words(self.lexicon, self.length)
        self._update()
        if not self.candidates:
            raise GameError(f"the dictionary has no {self.length}-letter words")

    @classmethod
    def new(cls, lexicon: Lexicon, rules: Rules, strategy: Strategy, rng: random.Random) -> Self:
        """A game of ``rules`` whose guesses ``strategy`` chooses (drawing with ``rng``)."""
        return cls(lexicon, rules, strategy, rng)

    @property
    def length(self) -> int:
        return self.rules.length

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
        self._update()
        return pattern

    def take_back(self) -> Word:
        """Remove the last move; returns its guess."""
        if not self.history:
            raise GameError("nothing to undo")
        last = self.history[-1][0]
        self.knowledge = self.knowledge.without_last()
        self._update()
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

    @property
    def likely(self) -> list[Word]:
        """The candidates, those of the pool first, then the other words a person knows, then the rare
        ones; each group commonest first (then alphabetically)."""
        pool = self._pool_words or ()
        return sorted(self.candidates, key=lambda w: (w not in pool, -self.lexicon.rank(w), w))

    def suggestion(self) -> Word | None:
        """The strategy's next guess aimed at the ``targets``, or a common word nearly as good
        (None when no word fits)."""
        if self.impossible:
            return None
        situation = Situation(self.knowledge, self.lexicon.words_of_length(self.length), self.targets, self.rules)
        try:
            return prefer_familiar(situation, self.strategy.next_guess(situation, self.rng), self._familiar)
        except StrategyError:
            return None

    def to_data(self) -> dict:
        """The game as plain JSON-able data (``from_data`` reads it back)."""
        return header(self.KIND, self.VERSION) | {
            "length": self.length,
            "strategy": self.strategy.name,
            "hard_mode": self.rules.hard_mode,
            "pool": self.rules.pool,
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
            rules = Rules(
                entry(data, "length", int),
                cls._max_guesses(data),
                entry(data, "hard_mode", bool),
                entry(data, "pool", str),
            )
            game = cls(lexicon, rules, strategy, rng)
            game._restore(read_moves(items(data, "moves"), game.length, game.lexicon.alphabet), data)
        except (GameError, StrategyError) as exc:
            raise DataError(str(exc)) from None
        return game

    @classmethod
    def _max_guesses(cls, data: Mapping[str, Any]) -> int | None:
        """The guess limit kept in ``data`` (None: the game has none of its own)."""
        return None

    def _restore(self, moves: list[Move], data: Mapping[str, Any]) -> None:
        """Replay stored moves on this new game; GameError if the rules refuse one."""
        raise NotImplementedError

    def _update(self) -> None:
        """The candidates and targets after a change of the moves."""
        if self.history:
            self.candidates = candidates(self.lexicon, self.knowledge)
        else:
            self.candidates = list(self.lexicon.words_of_length(self.length))
        pool = self._pool_words
        self.targets = self.candidates if pool is None else [w for w in self.candidates if w in pool] or self.candidates
