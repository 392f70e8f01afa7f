"""Dordle, Quordle and Octordle: several boards at once, each guess going to every unsolved board; and
the same in sequence (Quordle's Sequence): a board opens when the one before it is solved."""

from __future__ import annotations

import random

from ....i18n import N_, _, ngettext, number
from ....lexicon import Lexicon, Word
from ....plain import DataError
from ....wordle.boards import BoardsGame
from ....wordle.knowledge import Move
from ....wordle.modes import MODES as ABOUT
from ....wordle.rules import LOST, PLAYING, WON
from ...spelling import named
from ..mode import BoardView, Book, Mode, Note, Settings
from .guesser import GuesserMode


class BoardsMode(GuesserMode):
    """Several boards at once (``about.boards`` of them): each guess goes to every unsolved board."""

    game: BoardsGame

    @classmethod
    def new(cls, settings: Settings, lexicon: Lexicon, rng: random.Random, book: Book) -> Mode:
        return cls(BoardsGame.new(lexicon, settings.rules, rng, cls.about.sequence), settings)

    @property
    def count(self) -> int:
        return self.about.boards

    @classmethod
    def restore(cls, settings: Settings, lexicon: Lexicon, data: object, rng: random.Random, book: Book) -> Mode:
        mode = cls(BoardsGame.from_data(lexicon, data), settings)
        if mode.game.mode != cls.name:
            raise DataError(f"a {mode.game.mode} game is not a {cls.name} game")
        return mode

    def in_progress(self) -> bool:
        return bool(self.game.guesses) and not self.finished()

    def boards(self) -> list[BoardView]:
        game, entering, played = self.game, self.pending() is not None, len(self.game.guesses)
        return [
            BoardView(b.history, entering and not b.solved, len(b.history) == played)
            if game.is_open(i)
            else BoardView((), False, False, opens_after=i)  # closed until the board before it (number i) is solved
            for i, b in enumerate(game.boards)
        ]

    def key_states(self) -> list[dict[str, int] | None]:
        return self.game.keyboards()

    def secrets(self) -> tuple[Word, ...]:
        return self.game.secrets

    def analysed(self) -> tuple[tuple[Move, ...], ...]:
        return tuple(board.history for board in self.game.boards)

    def announce(self) -> Note:
        game, used = self.game, len(self.game.guesses)
        if game.status == WON:
            solved = ngettext(
                "All {boards} boards solved in {count} guess!", "All {boards} boards solved in {count} guesses!", used
            )
            return Note(solved.format(boards=self.count, count=number(used)), "success")
        if game.status == LOST:
            missed = ", ".join(named(game.lexicon, b.secret) for b in game.open_boards())
            return Note(_("Out of guesses. Unsolved: {words}.").format(words=missed), "error")
        return Note()

    def status(self) -> str:
        game = self.game
        solved = sum(board.solved for board in game.boards)
        used = len(game.guesses)
        turn = (
            _("Guess {number} of {limit}").format(number=used + 1, limit=game.max_guesses)
            if game.status == PLAYING
            else _("{count} of {limit} used").format(count=used, limit=game.max_guesses)
        )
        return self.framed(
            turn + " · " + _("{solved} of {boards} boards solved").format(solved=solved, boards=self.count)
        )


class DordleMode(BoardsMode):
    about = ABOUT["dordle"]
    help = N_(
        "Two boards, two secret words: each guess goes to both. Solve both within the guesses allowed (7 usually)."
    )


class QuordleMode(BoardsMode):
    about = ABOUT["quordle"]
    help = N_(
        "Four boards, four secret words: each guess goes to every unsolved board. "
        "Solve all four within the guesses allowed (9 usually)."
    )


class OctordleMode(BoardsMode):
    about = ABOUT["octordle"]
    help = N_(
        "Eight boards, eight secret words: each guess goes to every unsolved board. "
        "Solve all eight within the guesses allowed (13 usually)."
    )


class SequenceMode(BoardsMode):
    """Boards in sequence: each guess goes to the open board; the next opens, its earlier guesses scored,
    when it is solved."""

    opened = False  # whether the latest guess opened a board

    def closed_boards(self) -> int:
        """How many boards are still closed."""
        return sum(not self.game.is_open(i) for i in range(self.count))

    def submit(self) -> None:
        closed = self.closed_boards()
        super().submit()
        self.opened = self.closed_boards() < closed

    def key_states(self) -> list[dict[str, int] | None]:
        """The open board's marks alone: one board takes guesses at a time, so its keys are whole, not split."""
        return [states for states in self.game.keyboards() if states is not None][:1] or [None]

    def announce(self) -> Note:
        note, game = super().announce(), self.game
        if note.text or not self.opened:
            return note
        number = 1 + next(i for i, board in enumerate(game.boards) if not board.solved)
        return Note(_("Board {number} is open: your guesses so far are scored on it.").format(number=number))


class DordleSequenceMode(SequenceMode):
    about = ABOUT["dordle-sequence"]
    help = N_(
        "Two boards in sequence: the second opens when the first is solved, with your guesses so far scored "
        "on it. Solve both within the guesses allowed (7 usually)."
    )


class QuordleSequenceMode(SequenceMode):
    about = ABOUT["quordle-sequence"]
    help = N_(
        "Four boards in sequence: each opens when the one before it is solved, with your guesses so far "
        "scored on it. Solve all four within the guesses allowed (9 usually)."
    )


class OctordleSequenceMode(SequenceMode):
    about = ABOUT["octordle-sequence"]
    help = N_(
        "Eight boards in sequence: each opens when the one before it is solved, with your guesses so far "
        "scored on it. Solve all eight within the guesses allowed (13 usually)."
    )
