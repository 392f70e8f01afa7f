"""The strategy protocol: given what is known, propose the next guess."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from ...lexicon import Word
from ..knowledge import Knowledge
from ..rules import Rules

T = TypeVar("T")


def per_word_list(compute: Callable[[Sequence[Word]], T], size: int = 8) -> Callable[[Sequence[Word]], T]:
    """``compute(words)``, remembered for the last ``size`` word-list objects.

    Word lists are long, reused by every move, and not hashable cheaply, so they are keyed by
    identity; each entry keeps its list alive, so an id is never reused while it is cached.
    """
    cache: dict[int, tuple[Sequence[Word], T]] = {}

    def cached(words: Sequence[Word]) -> T:
        entry = cache.get(id(words))
        if entry is None or entry[0] is not words:
            if len(cache) >= size:
                cache.pop(next(iter(cache)))
            entry = cache[id(words)] = (words, compute(words))
        return entry[1]

    return cached


class StrategyError(ValueError):
    """An unknown strategy name, or a situation a strategy cannot answer."""


@dataclass(frozen=True)
class Situation:
    """Everything a strategy may look at before a guess.

    ``allowed`` are the words that may be guessed (every dictionary word of the length,
    alphabetically); ``candidates`` are the possible secrets still consistent with the
    history (a subset of the secret pool the solver assumes), alphabetically. ``rules`` are the game's:
    its hard mode and its limit on guesses (None: a game of the length without a limit or hard mode).
    """

    knowledge: Knowledge
    allowed: Sequence[Word]
    candidates: Sequence[Word]
    rules: Rules = None  # type: ignore[assignment]  # (None is replaced by the length's unlimited rules)

    def __post_init__(self) -> None:
        if self.rules is None:
            object.__setattr__(self, "rules", Rules(self.length, None))

    @property
    def length(self) -> int:
        return self.knowledge.length

    @property
    def guesses_left(self) -> int | None:
        """The guesses the game still allows, this one included (None: unlimited)."""
        limit = self.rules.max_guesses
        return None if limit is None else limit - len(self.knowledge.history)

    @property
    def guessed(self) -> set[Word]:
        return {guess for guess, _ in self.knowledge.history}

    def legal(self, word: Word) -> bool:
        """Not guessed before, and within hard mode's rule when it is on."""
        if word in self.guessed:
            return False
        return not self.rules.hard_mode or self.knowledge.hard_mode_problem(word) is None

    def legal_guesses(self) -> list[Word]:
        """The allowed words this guess may be (a fresh list)."""
        guessed = self.guessed
        if not self.rules.hard_mode:
            return [w for w in self.allowed if w not in guessed]
        problem = self.knowledge.hard_mode_problem
        return [w for w in self.allowed if w not in guessed and problem(w) is None]

    def open_candidates(self) -> list[Word]:
        """Candidates not yet guessed (a guessed word that is still a candidate would have won)."""
        guessed = self.guessed
        return [w for w in self.candidates if w not in guessed]


class Strategy(Protocol):
    """A guesser. ``name`` is its registry name; ``next_guess`` never repeats a guess."""

    name: str

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        """A legal guess for ``situation``; raises StrategyError when no candidate is left."""
        ...
