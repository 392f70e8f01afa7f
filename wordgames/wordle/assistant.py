"""Wordle assistant: the person reports the guesses and colours of a game played elsewhere; the engine suggests."""

from __future__ import annotations

from dataclasses import dataclass

from ..lexicon import Word
from .deduction import Deduction
from .feedback import Pattern
from .rules import GameError, check_guess


@dataclass
class AssistantSession(Deduction):
    """What the reported moves leave possible, and what the chosen strategy would guess next.

    Moves whose colours no dictionary word fits are kept (``impossible`` is then true and
    ``explain`` says why) until ``undo`` takes them back.
    """

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
        return self.record(self.check(guess), feedback)

    def undo(self) -> Word:
        """Take back the last reported move; returns its guess."""
        return self.take_back()

    def suggestion(self) -> Word | None:
        """The strategy's next guess (None once solved or when no word fits)."""
        return None if self.solved else super().suggestion()
