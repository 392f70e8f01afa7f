"""Wordle games as state objects: the person guesses (guesser game) or keeps the secret (keeper game)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..lexicon import COMMON_GRADE, MAX_LENGTH, MIN_LENGTH, Lexicon, Word, normalize
from .candidates import candidates
from .feedback import ABSENT, CORRECT, PRESENT, Pattern, PatternError, score
from .knowledge import Knowledge
from .strategies import Situation, Strategy, StrategyError

PLAYING, WON, LOST = "playing", "won", "lost"
POOLS = ("common", "all")


class GameError(ValueError):
    """A move the game refuses, with the reason to show; the game state is unchanged."""


def check_length(length: int) -> int:
    if not isinstance(length, int) or not MIN_LENGTH <= length <= MAX_LENGTH:
        raise GameError(f"word length must be {MIN_LENGTH}-{MAX_LENGTH}, not {length}")
    return length


def check_max_guesses(max_guesses: int | None) -> int | None:
    if max_guesses is not None and (not isinstance(max_guesses, int) or max_guesses < 1):
        raise GameError(f"maximum guesses must be a positive number or unlimited, not {max_guesses}")
    return max_guesses


def secret_pool(lexicon: Lexicon, length: int, pool: str = "common") -> tuple[Word, ...]:
    """Words a secret may be drawn from: 'all' words of the length, or the 'common' ones.

    Where a length has no common word (very long words), the common pool falls back to the
    words with any frequency at all, then to every word.
    """
    if pool not in POOLS:
        raise GameError(f"secret pool must be one of {', '.join(POOLS)}, not {pool!r}")
    if pool == "common":
        for grade in (COMMON_GRADE, 1):
            words = lexicon.graded_words(length, grade)
            if words:
                return words
    return lexicon.words_of_length(length)


def check_guess(lexicon: Lexicon, knowledge: Knowledge, text: str, hard_mode: bool) -> Word:
    """The guess as a word, or GameError saying why it cannot be played."""
    word = normalize(text)
    length = knowledge.length
    if not word:
        raise GameError("type a word first")
    if not (word.isascii() and word.isalpha()):
        raise GameError("a guess is letters a-z only")
    if len(word) != length:
        raise GameError(f"{word.upper()} has {len(word)} letters; the secret has {length}")
    if word not in lexicon:
        raise GameError(f"{word.upper()} is not in the dictionary")
    if any(word == guess for guess, _ in knowledge.history):
        raise GameError(f"{word.upper()} was already guessed")
    if hard_mode:
        problem = knowledge.hard_mode_problem(word)
        if problem:
            raise GameError(f"hard mode: {problem}")
    return word


def keyboard_states(knowledge: Knowledge) -> dict[str, int]:
    """The best mark each guessed letter has earned so far (for colouring a keyboard)."""
    states: dict[str, int] = {}
    for guess, pattern in knowledge.history:
        for letter, mark in zip(guess, pattern.marks):
            states[letter] = max(states.get(letter, ABSENT), mark)
    return states


@dataclass
class GuesserGame:
    """The computer keeps a secret; the person guesses."""

    lexicon: Lexicon
    secret: Word
    max_guesses: int | None = 6
    hard_mode: bool = False
    knowledge: Knowledge = field(init=False)

    def __post_init__(self) -> None:
        check_length(len(self.secret))
        check_max_guesses(self.max_guesses)
        self.knowledge = Knowledge.empty(len(self.secret))

    @classmethod
    def new(cls, lexicon: Lexicon, length: int, rng: random.Random, pool: str = "common",
            max_guesses: int | None = 6, hard_mode: bool = False) -> "GuesserGame":
        """A game with a secret drawn by ``rng`` from the pool."""
        words = secret_pool(lexicon, check_length(length), pool)
        if not words:
            raise GameError(f"the dictionary has no {length}-letter words")
        return cls(lexicon, rng.choice(words), check_max_guesses(max_guesses), hard_mode)

    @property
    def length(self) -> int:
        return len(self.secret)

    @property
    def history(self) -> tuple[tuple[Word, Pattern], ...]:
        return self.knowledge.history

    @property
    def status(self) -> str:
        if self.history and self.history[-1][1].is_win:
            return WON
        if self.max_guesses is not None and len(self.history) >= self.max_guesses:
            return LOST
        return PLAYING

    @property
    def guesses_left(self) -> int | None:
        return None if self.max_guesses is None else self.max_guesses - len(self.history)

    def guess(self, text: str) -> Pattern:
        """Play a guess; GameError (costing nothing) if it is not a legal word."""
        if self.status != PLAYING:
            raise GameError("the game is over; start a new one")
        word = check_guess(self.lexicon, self.knowledge, text, self.hard_mode)
        pattern = score(word, self.secret)
        self.knowledge = self.knowledge.add(word, pattern)
        return pattern

    def keyboard(self) -> dict[str, int]:
        return keyboard_states(self.knowledge)


@dataclass
class KeeperGame:
    """The person keeps a secret; the computer guesses and the person gives the colours.

    ``proposal`` is the computer's pending guess. ``answer`` records the person's pattern;
    colours that no dictionary word fits leave the game in the ``impossible`` state, with
    the reasons, until ``undo``.
    """

    lexicon: Lexicon
    length: int
    strategy: Strategy
    rng: random.Random
    max_guesses: int | None = None
    hard_mode: bool = False
    pool: str = "all"  # the secrets the computer considers: every word of the length, or the common ones
    knowledge: Knowledge = field(init=False)
    candidates: list[Word] = field(init=False)
    proposal: Word | None = field(init=False, default=None)
    _pool_words: frozenset[Word] | None = field(init=False, default=None, repr=False)

    def __post_init__(self) -> None:
        check_length(self.length)
        check_max_guesses(self.max_guesses)
        self.knowledge = Knowledge.empty(self.length)
        if self.pool != "all":
            self._pool_words = frozenset(secret_pool(self.lexicon, self.length, self.pool))
        self.candidates = self._consistent()
        if not self.candidates:
            raise GameError(f"the dictionary has no {self.length}-letter words")
        self.proposal = self._propose()

    @property
    def history(self) -> tuple[tuple[Word, Pattern], ...]:
        return self.knowledge.history

    @property
    def impossible(self) -> bool:
        return not self.candidates

    @property
    def status(self) -> str:
        if self.history and self.history[-1][1].is_win:
            return WON
        if self.max_guesses is not None and len(self.history) >= self.max_guesses:
            return LOST
        return PLAYING

    def explain(self) -> str:
        """Why no word fits, in words a person can act on."""
        if not self.impossible:
            return ""
        reasons = "; ".join(self.knowledge.problems)
        if reasons:
            return f"No word fits these colours: {reasons}."
        return (f"No {self.length}-letter dictionary word fits these colours. "
                "Check the colours of the last guess, or undo it.")

    def answer(self, feedback: str | Pattern) -> Pattern:
        """Record the colours of the pending guess (a Pattern, or digits such as '20010')."""
        if self.proposal is None:
            raise GameError("the game is over; undo or start a new one" if self.status != PLAYING or self.impossible
                            else "no guess is waiting for colours")
        try:
            pattern = feedback if isinstance(feedback, Pattern) else Pattern.from_digits(feedback, self.length)
        except PatternError as exc:
            raise GameError(str(exc)) from None
        if len(pattern) != self.length:
            raise GameError(f"the pattern needs {self.length} marks")
        self.knowledge = self.knowledge.add(self.proposal, pattern)
        self.candidates = self._consistent()
        self.proposal = self._propose()
        return pattern

    def undo(self) -> None:
        """Take back the last colours given."""
        if not self.history:
            raise GameError("nothing to undo")
        last_guess = self.history[-1][0]
        self.knowledge = self.knowledge.without_last()
        self.candidates = self._consistent()
        self.proposal = last_guess

    def _consistent(self) -> list[Word]:
        """The words of the pool that reproduce every pattern so far, alphabetically."""
        if self.history:
            words = candidates(self.lexicon, self.knowledge)
        else:
            words = list(self.lexicon.words_of_length(self.length))
        return words if self._pool_words is None else [w for w in words if w in self._pool_words]

    def _propose(self) -> Word | None:
        if self.status != PLAYING or self.impossible:
            return None
        situation = Situation(self.knowledge, self.lexicon.words_of_length(self.length), self.candidates,
                              self.hard_mode)
        try:
            return self.strategy.next_guess(situation, self.rng)
        except StrategyError:
            return None


__all__ = ["CORRECT", "PRESENT", "ABSENT", "GameError", "GuesserGame", "KeeperGame", "POOLS",
           "PLAYING", "WON", "LOST", "secret_pool", "check_guess", "keyboard_states"]
