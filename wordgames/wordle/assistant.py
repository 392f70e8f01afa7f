"""Wordle assistant: the person reports the guesses and colours of a game played elsewhere; the engine suggests."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from ..lexicon import Lexicon, Word
from ..plain import entry, text
from .deduction import Deduction
from .feedback import Pattern
from .knowledge import Move
from .rules import GameError, Rules, check_guess
from .strategies import Strategy


@dataclass
class AssistantSession(Deduction):
    """What the reported moves leave possible, and what the chosen strategy would guess next.

    Moves whose colours no dictionary word fits are kept (``impossible`` is then true and
    ``explain`` says why) until ``undo`` takes them back; no move is added meanwhile.
    """

    # The suggestion for the moves so far, kept (and stored) because a strategy may pick at
    # random: a restored session shows the word it showed before, not a new draw.
    _suggested: tuple[tuple[Move, ...], Word | None] | None = field(init=False, default=None, repr=False)

    KIND: ClassVar[str] = "wordle-assistant"
    mode: ClassVar[str] = "assistant"

    @classmethod
    def new(cls, lexicon: Lexicon, rules: Rules, strategy: Strategy, rng: random.Random) -> AssistantSession:
        """A session of ``rules`` but their guess limit: the game is played elsewhere, whose limit is not ours."""
        return cls(lexicon, replace(rules, max_guesses=None), strategy, rng)

    @property
    def solved(self) -> bool:
        return bool(self.history) and self.history[-1][1].is_win

    def check(self, text: str) -> Word:
        """The guess as a word, or GameError saying why it cannot be reported."""
        return check_guess(self.lexicon, self.knowledge, text)

    def add(self, guess: str, feedback: str | Pattern) -> Pattern:
        """Record a guess and its colours (a Pattern, or digits such as '20010')."""
        if self.solved:
            raise GameError("the word is found; undo or start again")
        if self.impossible:
            raise GameError("no word fits the colours so far; undo first")
        return self.record(self.check(guess), feedback)

    def undo(self) -> Word:
        """Take back the last reported move; returns its guess."""
        return self.take_back()

    def _restore(self, moves: list[Move], data: Mapping[str, Any]) -> None:
        for guess, pattern in moves:
            self.add(guess, pattern)
        shown = entry(data, "suggestion", (str, type(None))) if "suggestion" in data else None
        if shown is not None and not self.solved and not self.impossible:
            self._suggested = (self.history, self.check(text(shown, "the suggestion")))

    def suggestion(self) -> Word | None:
        """The strategy's next guess (None once solved or when no word fits); the same one each
        time for the same moves."""
        if self._suggested is None or self._suggested[0] != self.history:
            self._suggested = (self.history, None if self.solved else super().suggestion())
        return self._suggested[1]

    def to_data(self) -> dict:
        shown = self._suggested[1] if self._suggested is not None and self._suggested[0] == self.history else None
        return super().to_data() | {"suggestion": shown}
