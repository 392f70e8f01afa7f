"""A strategy playing a game of the person's side to its end, a move at a time (the variants' automatic play)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Protocol

from ..lexicon import Word
from .rules import PLAYING, GameError
from .strategies import StrategyError


class Playable(Protocol):
    status: str

    def guess(self, text: str) -> Any: ...


def strategy_steps(game: Playable, choose: Callable[[], Word], name: str) -> Iterator[Any]:
    """Play ``choose()``'s guess until the game ends, yielding what each guess earned; GameError
    when the strategy ``name`` breaks the rules (repeats a guess, breaks hard mode) or answers no guess."""
    while game.status == PLAYING:
        try:
            guess = choose()
        except StrategyError as exc:
            raise GameError(f"strategy {name}: {exc}") from None
        yield game.guess(guess)


def play_out(steps: Iterator[Any]) -> None:
    """Run the steps to their end."""
    for _ in steps:
        pass
