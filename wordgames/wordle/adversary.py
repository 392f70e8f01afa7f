"""The adversarial keeper (like Absurdle): no secret; each guess earns the colours that keep the most words possible.

The keeper holds a set of words still possible (at first the secret pool). A guess splits
them by the pattern each would earn; the keeper answers with the pattern of the biggest
group and keeps that group. Ties go to the pattern with the fewest greens, then the fewest
yellows, then the smallest digits read as a number (so ``00001`` before ``00010``). An
all-green pattern is therefore answered only when the guess is the one word left, which
ends the game: the player must corner the keeper.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..lexicon import Lexicon, Word
from ..plain import DataError, entry, items, optional_int
from .autoplay import play_out, strategy_steps
from .feedback import CORRECT, PRESENT, Pattern, pattern_code
from .game import PersonGuesses
from .knowledge import Knowledge
from .rules import (
    GameError,
    Rules,
    moves_data,
    read_moves,
    secret_pool,
)
from .strategies import Situation, Strategy


def answer_key(size: int, code: int, length: int) -> tuple[int, int, int, int]:
    """How the keeper ranks a pattern kept by ``size`` words: smallest key first (the rule above)."""
    marks = Pattern.from_code(code, length).marks
    return (-size, marks.count(CORRECT), marks.count(PRESENT), code)


def keeper_answer(guess: Word, words: Sequence[Word]) -> tuple[Pattern, list[Word]]:
    """The keeper's answer to ``guess`` when ``words`` are possible, and the words that stay possible."""
    groups: dict[int, list[Word]] = {}
    for word in words:
        groups.setdefault(pattern_code(guess, word), []).append(word)
    code = min(groups, key=lambda c: answer_key(len(groups[c]), c, len(guess)))
    return Pattern.from_code(code, len(guess)), groups[code]


@dataclass
class AdversaryGame(PersonGuesses):
    """The person guesses; the computer answers each guess so that as many words as it can stay possible."""

    lexicon: Lexicon
    rules: Rules  # its pool: the words the keeper may end on
    knowledge: Knowledge = field(init=False)
    candidates: list[Word] = field(init=False)  # the words of the pool every answer so far allows, alphabetically

    KIND: ClassVar[str] = "wordle-adversary"
    VERSION: ClassVar[int] = 1
    mode: ClassVar[str] = "adversary"

    def __post_init__(self) -> None:
        if self.rules.boards != 1:
            raise GameError("the keeper plays one board")
        self.knowledge = Knowledge.empty(self.length, self.lexicon.alphabet)
        self.candidates = list(secret_pool(self.lexicon, self.length, self.rules.pool))
        if not self.candidates:
            raise GameError(f"the dictionary has no {self.length}-letter words")

    @classmethod
    def new(cls, lexicon: Lexicon, rules: Rules) -> AdversaryGame:
        """A keeper of ``rules`` (it holds no word, so nothing is drawn)."""
        return cls(lexicon, rules)

    @property
    def length(self) -> int:
        return self.rules.length

    def answer(self, word: Word) -> Pattern:
        """The keeper's answer; only the words that earn it stay possible."""
        pattern, self.candidates = keeper_answer(word, self.candidates)
        return pattern

    @classmethod
    def started(cls, lexicon: Lexicon, rules: Rules, data: Mapping[str, Any]) -> AdversaryGame:
        """The game a stored ``data`` begins as, before its moves are replayed (a variant reads its own fields)."""
        return cls(lexicon, rules)

    def stored(self) -> dict[str, Any]:
        return {
            "length": self.length,
            "max_guesses": self.rules.max_guesses,
            "hard_mode": self.rules.hard_mode,
            "pool": self.rules.pool,
            "moves": moves_data(self.history),
        }

    @classmethod
    def replay(cls, lexicon: Lexicon, data: Mapping[str, Any]) -> AdversaryGame:
        try:
            rules = Rules(
                entry(data, "length", int),
                optional_int(data, "max_guesses"),
                entry(data, "hard_mode", bool),
                entry(data, "pool", str),
            )
            game = cls.started(lexicon, rules, data)
            for guess, pattern in read_moves(items(data, "moves"), game.length, lexicon.alphabet):
                if game.guess(guess) != pattern:
                    raise DataError(f"the colours of {lexicon.alphabet.upper(guess)} are not the keeper's answer")
        except GameError as exc:
            raise DataError(str(exc)) from None
        return game


def adversary_steps(strategy: Strategy, game: AdversaryGame, rng: random.Random) -> Iterator[Pattern]:
    """``strategy`` plays ``game`` to its end, yielding each answer (the candidates it sees are the
    keeper's); GameError if it breaks the rules."""
    allowed = game.lexicon.words_of_length(game.length)

    def choose() -> Word:
        situation = Situation(game.knowledge, allowed, game.candidates, game.rules)
        return strategy.next_guess(situation, rng)

    return strategy_steps(game, choose, strategy.name)


def play_adversary(strategy: Strategy, game: AdversaryGame, rng: random.Random) -> AdversaryGame:
    """``adversary_steps`` to the end; the finished game."""
    play_out(adversary_steps(strategy, game, rng))
    return game
