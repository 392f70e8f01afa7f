"""Keeper: the person keeps a secret; the computer guesses and the person gives each guess its colours."""

from __future__ import annotations

import random

from ....i18n import N_, _, ngettext, number
from ....lexicon import Lexicon, Word
from ....wordle.feedback import ABSENT, Pattern
from ....wordle.game import KeeperGame
from ....wordle.modes import MODES as ABOUT
from ....wordle.rules import LOST, PLAYING, WON
from ....wordle.share import encode_challenges
from ....wordle.strategies import make_strategy
from ...spelling import named
from ..mode import Book, Mode, Note, Pending, Settings
from .deduction import DeductionMode


class KeeperMode(DeductionMode):
    """The person keeps a secret; the computer guesses and the person gives each guess its colours."""

    about = ABOUT["keeper"]
    help = N_(
        "Think of a word. The computer guesses: tap each tile (or type 0, 1, 2) to give it the "
        "colours grey, yellow or green, then Submit colours (Enter)."
    )
    submit_label = N_("Submit colours")
    game: KeeperGame

    @classmethod
    def new(cls, settings: Settings, lexicon: Lexicon, rng: random.Random, book: Book) -> Mode:
        return cls(KeeperGame.new(lexicon, settings.rules, make_strategy(settings.strategy, book), rng), settings)

    @classmethod
    def restore(cls, settings: Settings, lexicon: Lexicon, data: object, rng: random.Random, book: Book) -> Mode:
        return cls(KeeperGame.from_data(lexicon, data, rng, book), settings)

    @property
    def rows(self) -> int | None:
        return self.game.rules.max_guesses

    def pending(self) -> Pending | None:
        proposal = self.game.proposal
        return (proposal, self.marks) if proposal is not None else None

    def press(self, key: str) -> Note | None:
        if self.pending() is None:
            return self.closed()
        if key == "Backspace":
            self.cursor = max(0, self.cursor - 1)
            self.marks[self.cursor] = ABSENT
        elif key.isdigit():
            self.colour_key(key)
        elif key.isalpha():
            return Note(_("In Keeper mode you give colours: tap a tile or type 0, 1 or 2."), "error")
        return None

    def paste(self, text: str) -> Note | None:
        return Note(_("Pasting is for guesses; give the colours by tapping the tiles or typing 0, 1, 2."), "error")

    def submit(self) -> None:
        self.game.answer(Pattern(tuple(self.marks)))
        self.clear_row()

    def announce(self) -> Note:
        game, turns = self.game, len(self.game.history)
        if not game.impossible and game.status == WON:
            got = ngettext("Got it: {word} in {count} guess.", "Got it: {word} in {count} guesses.", turns)
            return Note(got.format(word=named(game.lexicon, game.history[-1][0]), count=number(turns)), "success")
        if not game.impossible and game.status == LOST:
            return Note(_("Out of guesses: you win this one."), "success")
        return super().announce()

    def finished(self) -> bool:
        return self.game.status != PLAYING and not self.game.impossible

    def keyboard(self) -> str:
        return "colours" if self.pending() is not None else ""

    def shared_game(self) -> KeeperGame | None:
        return self.game if self.finished() else None

    def secrets(self) -> tuple[Word, ...]:
        """The person's word, once the computer found it (it is known then)."""
        won = self.finished() and self.game.status == WON
        return (self.game.history[-1][0],) if won else ()

    def challenge_query(self) -> str:
        """The word the computer found, for a friend to guess ('' when it did not find it)."""
        words, limit = self.secrets(), self.game.rules.max_guesses
        if not words:
            return ""
        code = encode_challenges(words, self.alphabet)
        return f"mode=guesser&length={self.length}&challenge={code}&guesses={limit or 'unlimited'}"
