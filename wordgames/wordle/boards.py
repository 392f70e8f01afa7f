"""Several boards at once (like Dordle, Quordle, Octordle): one guess goes to every unsolved board.

Each board has its own secret (all different) and is scored as a one-board game; a board is
solved when a guess is its secret, and takes no more guesses after that. The game is won
when every board is solved, lost when the guesses run out first (by default the number of
boards plus five). In sequence (as Quordle's Sequence) the boards open one at a time: a board opens
when the one before it is solved, with every guess made so far scored on it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..lexicon import Lexicon, Word
from ..plain import DataError, entry, items, optional_int, text
from .autoplay import play_out, strategy_steps
from .candidates import filter_candidates
from .feedback import Pattern, pattern_code
from .knowledge import Knowledge, Move
from .modes import board_mode
from .rules import (
    LOST,
    PLAYING,
    SEVERAL_BOARDS,
    WON,
    GameError,
    Rules,
    StoredGame,
    check_boards,
    check_daily_number,
    check_guess,
    keyboard_states,
    secret_pool,
)
from .strategies import Situation
from .strategies.boards import BoardsStrategy


@dataclass
class Board:
    """One board: its secret, what its guesses showed, and the pool words still possible."""

    secret: Word
    knowledge: Knowledge
    candidates: list[Word]

    @property
    def solved(self) -> bool:
        return bool(self.knowledge.history) and self.knowledge.history[-1][1].is_win

    @property
    def history(self) -> tuple[Move, ...]:
        return self.knowledge.history


@dataclass
class BoardsGame(StoredGame):
    """The computer keeps one secret per board; the person (or a strategy) guesses on all of them at once."""

    lexicon: Lexicon
    secrets: tuple[Word, ...]
    rules: Rules = None  # type: ignore[assignment]  # its pool: the secrets' (None: the usual rules of the secrets)
    daily: int | None = None  # the number of the daily these boards play (Daily #N), if they play one
    sequence: bool = False  # boards open one at a time, each when the one before is solved
    boards: list[Board] = field(init=False)
    guesses: list[Word] = field(init=False, default_factory=list)

    KIND: ClassVar[str] = "wordle-boards"
    VERSION: ClassVar[int] = 1

    def __post_init__(self) -> None:
        check_boards(len(self.secrets), SEVERAL_BOARDS)
        if self.rules is None:
            self.rules = Rules(len(self.secrets[0]), None, boards=len(self.secrets))
        length = self.rules.length
        if self.rules.boards != len(self.secrets) or self.rules.hard_mode:
            raise GameError(f"the rules are for {self.rules.boards} boards, not {len(self.secrets)}, without hard mode")
        if any(len(s) != length or s not in self.lexicon for s in self.secrets):
            raise GameError(f"every secret must be a {length}-letter dictionary word")
        if len(set(self.secrets)) != len(self.secrets):
            raise GameError("the boards' secrets must all differ")
        if self.daily is not None:
            check_daily_number(self.daily)
        words = list(secret_pool(self.lexicon, length, self.rules.pool))
        if not set(self.secrets) <= set(words):
            words = list(self.lexicon.words_of_length(length))  # a secret outside the pool: any word may be one
        self.boards = [Board(secret, Knowledge.empty(length, self.lexicon.alphabet), words) for secret in self.secrets]

    @classmethod
    def new(cls, lexicon: Lexicon, rules: Rules, rng: random.Random, sequence: bool = False) -> BoardsGame:
        """A game of ``rules`` with ``rules.boards`` different secrets drawn by ``rng`` from their pool (its
        boards opening one at a time in ``sequence``)."""
        check_boards(rules.boards, SEVERAL_BOARDS)
        words = secret_pool(lexicon, rules.length, rules.pool)
        if len(words) < rules.boards:
            raise GameError(f"the dictionary has fewer than {rules.boards} {rules.length}-letter words")
        return cls(lexicon, tuple(rng.sample(words, rules.boards)), rules, sequence=sequence)

    @property
    def max_guesses(self) -> int:
        """The guesses the game allows (several boards always have a limit: ``Rules.guess_limit``)."""
        return self.rules.guess_limit  # type: ignore[return-value]

    @property
    def mode(self) -> str:
        return board_mode(len(self.secrets), self.sequence)

    @property
    def length(self) -> int:
        return len(self.secrets[0])

    @property
    def status(self) -> str:
        if all(board.solved for board in self.boards):
            return WON
        return LOST if len(self.guesses) >= self.max_guesses else PLAYING

    @property
    def guesses_left(self) -> int:
        return self.max_guesses - len(self.guesses)

    @property
    def knowledge(self) -> Knowledge:
        """The knowledge of a board that took every guess (one still open, or the last one solved): for the rules."""
        return max(self.boards, key=lambda board: len(board.history)).knowledge

    def is_open(self, index: int) -> bool:
        """Whether board ``index`` takes guesses or has taken them (in sequence: every board before it is solved)."""
        return not self.sequence or all(board.solved for board in self.boards[:index])

    def open_boards(self) -> list[Board]:
        """The boards that take the next guess: unsolved and open."""
        return [board for i, board in enumerate(self.boards) if not board.solved and self.is_open(i)]

    def _score(self, board: Board, word: Word) -> Pattern:
        code = pattern_code(word, board.secret)
        pattern = Pattern.from_code(code, self.length)
        board.knowledge = board.knowledge.add(word, pattern)
        board.candidates = [word] if pattern.is_win else filter_candidates(board.candidates, word, code)
        return pattern

    def guess(self, text: str) -> list[Pattern | None]:
        """Play a guess on every unsolved board; each board's pattern (None where it was solved before).
        GameError (costing nothing) if it is not a legal word."""
        if self.status != PLAYING:
            raise GameError("the game is over; start a new one")
        word = check_guess(self.lexicon, self.knowledge, text, self.rules)
        self.guesses.append(word)
        patterns: list[Pattern | None] = []
        for index, board in enumerate(self.boards):
            if board.solved or not self.is_open(index):
                patterns.append(None)
            elif len(board.history) < len(self.guesses) - 1:  # just opened: it catches up on the earlier guesses
                for earlier in self.guesses[len(board.history) : -1]:
                    if not board.solved:
                        self._score(board, earlier)
                patterns.append(None if board.solved else self._score(board, word))
            else:
                patterns.append(self._score(board, word))
        return patterns

    def keyboards(self) -> list[dict[str, int] | None]:
        """Each board's mark for each letter it has seen (None for a solved or closed board: it gives no letters)."""
        return [
            None if board.solved or not self.is_open(i) else keyboard_states(board.knowledge)
            for i, board in enumerate(self.boards)
        ]

    def situations(self) -> list[Situation]:
        """What a strategy sees of each unsolved board."""
        allowed = self.lexicon.words_of_length(self.length)
        return [Situation(board.knowledge, allowed, board.candidates) for board in self.open_boards()]

    def stored(self) -> dict[str, Any]:
        return (
            {
                "secrets": list(self.secrets),
                "max_guesses": self.max_guesses,
                "pool": self.rules.pool,
                "guesses": list(self.guesses),
            }
            | ({"daily": self.daily} if self.daily is not None else {})
            | ({"sequence": True} if self.sequence else {})
        )

    @classmethod
    def replay(cls, lexicon: Lexicon, data: Mapping[str, Any]) -> BoardsGame:
        secrets = tuple(text(word, "a secret", 20) for word in items(data, "secrets", max(SEVERAL_BOARDS)))
        try:
            daily = optional_int(data, "daily") if "daily" in data else None  # a game saved before dailies had boards
            if not secrets:
                raise IndexError
            rules = Rules(
                len(secrets[0]), optional_int(data, "max_guesses"), False, entry(data, "pool", str), len(secrets)
            )
            sequence = entry(data, "sequence", bool) if "sequence" in data else False  # saved before sequences
            game = cls(lexicon, secrets, rules, daily, sequence)
            for word in items(data, "guesses", 1000):
                game.guess(text(word, "a guess", 20))
        except (GameError, IndexError) as exc:
            raise DataError(str(exc) or "not a game of several boards") from None
        return game


def boards_steps(strategy: BoardsStrategy, game: BoardsGame, rng: random.Random) -> Iterator[list[Pattern | None]]:
    """``strategy`` plays ``game`` to its end, yielding each guess's patterns; GameError if it breaks the rules."""
    return strategy_steps(game, lambda: strategy.next_guess(game.situations(), rng), strategy.name)


def play_boards(strategy: BoardsStrategy, game: BoardsGame, rng: random.Random) -> BoardsGame:
    """``boards_steps`` to the end; the finished game."""
    play_out(boards_steps(strategy, game, rng))
    return game
