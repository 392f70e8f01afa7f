"""The adversary's challenge (Absurdle's challenge mode): corner the adversarial keeper onto a given target word.

The keeper answers exactly as in the plain adversary game (``adversary.keeper_answer``); the
game also holds a target, one of the words the keeper may end on. After each answer the target
must still be among the words kept: an answer that rules it out loses the game at once (as in
Absurdle, where the target is then "no longer a possible secret word"). The game is won when
the target is guessed and answered all green, which the keeper does only when it is the one
word left; guessing it earlier loses, since the keeper then answers other colours and drops it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from ..lexicon import Lexicon, Word
from ..plain import entry
from .adversary import AdversaryGame
from .knowledge import Move
from .rules import LOST, GameError, Rules, secret_pool


@dataclass
class AdversaryChallengeGame(AdversaryGame):
    """The adversary's game with a target: the target must stay possible after every answer, and be guessed last."""

    target: Word

    KIND: ClassVar[str] = "wordle-adversary-challenge"
    VERSION: ClassVar[int] = 1
    mode: ClassVar[str] = "adversary-challenge"

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.target not in self.candidates:
            upper = self.lexicon.alphabet.upper(str(self.target)[:20])
            words = f"{self.rules.pool} {self.length}-letter words"
            raise GameError(f"the target {upper} is not one of the {words} the keeper may end on")

    @classmethod
    def new(cls, lexicon: Lexicon, rules: Rules, rng: random.Random) -> AdversaryChallengeGame:  # type: ignore[override]
        """A challenge of ``rules`` on a target drawn by ``rng`` from their pool."""
        words = secret_pool(lexicon, rules.length, rules.pool)
        if not words:
            raise GameError(f"the dictionary has no {rules.length}-letter words")
        return cls(lexicon, rules, rng.choice(words))

    @property
    def missed(self) -> Move | None:
        """The move whose answer ruled the target out (None while it is still possible)."""
        return self.history[-1] if self.target not in self.candidates else None

    @property
    def status(self) -> str:
        return LOST if self.missed is not None else super().status

    @classmethod
    def started(cls, lexicon: Lexicon, rules: Rules, data: Mapping[str, Any]) -> AdversaryChallengeGame:
        return cls(lexicon, rules, entry(data, "target", str))

    def stored(self) -> dict[str, Any]:
        return super().stored() | {"target": self.target}
