"""Wordle assistant: the person reports the guesses and colours of a game played elsewhere; the engine suggests."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from ..lexicon import Word
from .deduction import Deduction
from .feedback import Pattern
from .knowledge import Move
from .rules import GameError, check_guess


@dataclass
class AssistantSession(Deduction):
    """What the reported moves leave possible, and what the chosen strategy would guess next.

    Moves whose colours no dictionary word fits are kept (``impossible`` is then true and
    ``explain`` says why) until ``undo`` takes them back; no move is added meanwhile.
    """

    KIND: ClassVar[str] = "wordle-assistant"

    @property
    def solved(self) -> bool:
        return bool(self.history) and self.history[-1][1].is_win

    def check(self, text: str) -> Word:
        """The guess as a word, or GameError saying why it cannot be reported."""
        return check_guess(self.lexicon, self.knowledge, text, hard_mode=False)

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

    def suggestion(self) -> Word | None:
        """The strategy's next guess (None once solved or when no word fits)."""
        return None if self.solved else super().suggestion()
