"""Assistant: the person copies in a game played elsewhere; the computer narrows the words and suggests."""

from __future__ import annotations

import random

from ....alphabet import capitals
from ....i18n import N_, _
from ....lexicon import Lexicon
from ....wordle.assistant import AssistantSession
from ....wordle.feedback import ABSENT, Pattern
from ....wordle.modes import MODES as ABOUT
from ....wordle.rules import GameError, check_guess
from ....wordle.strategies import make_strategy
from ...spelling import named
from ...strategy_names import strategy_label
from ..mode import Book, Mode, Note, Pending, Settings
from .deduction import DeductionMode


class AssistantMode(DeductionMode):
    """The person copies in the guesses and colours of a game played elsewhere; the computer suggests."""

    about = ABOUT["assistant"]
    help = N_(
        "Playing Wordle elsewhere? Type each guess you made, tap its tiles (or type 0, 1, 2) to "
        "copy the colours you got, then Add guess (Enter). You get the words still possible and a suggestion."
    )
    submit_label = N_("Add guess")
    game: AssistantSession

    def __init__(self, game: AssistantSession, settings: Settings) -> None:
        super().__init__(game, settings)
        self.suggestion = game.suggestion()
        self.coloured = False  # whether the row's colours were given (a tile tapped or a colour typed)
        self.grey_asked = False  # Enter on an uncoloured row asked for its colours: a second Enter means all grey

    @classmethod
    def new(cls, settings: Settings, lexicon: Lexicon, rng: random.Random, book: Book) -> Mode:
        strategy = make_strategy(settings.strategy, book)
        return cls(AssistantSession.new(lexicon, settings.rules, strategy, rng), settings)

    @classmethod
    def restore(cls, settings: Settings, lexicon: Lexicon, data: object, rng: random.Random, book: Book) -> Mode:
        return cls(AssistantSession.from_data(lexicon, data, rng, book), settings)

    def pending(self) -> Pending | None:
        game = self.game
        return (self.draft, self.marks) if not game.solved and not game.impossible else None

    def press(self, key: str) -> Note | None:
        if self.pending() is None:
            return self.closed()
        if key == "Backspace":
            self.draft = self.draft[:-1]
            self.marks[len(self.draft) :] = [ABSENT] * (self.length - len(self.draft))
            self.cursor = min(self.cursor, len(self.draft))
        elif key.isdigit():
            if not self.colour_key(key):
                return Note(_("Colours are 0 (grey), 1 (yellow) or 2 (green)."), "error")
            self.coloured = True
        else:
            self.grey_asked = False
            return self.type_letter(key)
        return None

    def cycle(self, index: int) -> None:
        super().cycle(index)
        self.coloured = True

    def submit(self) -> None:
        """Add the row; a whole word with no colour given is refused once, asking for its colours (a row
        played elsewhere all grey is rare; added by mistake, it would silently strike the secret out)."""
        if len(self.draft) == self.length and not self.coloured and not self.grey_asked:
            check_guess(self.game.lexicon, self.game.knowledge, self.draft)  # a word first
            self.grey_asked = True
            raise GameError(f"tap {capitals(self.draft)}'s tiles to colour them; all grey? Enter again")
        self.game.add(self.draft, Pattern(tuple(self.marks)))
        self.clear_row()
        self.coloured = self.grey_asked = False
        self.suggestion = self.game.suggestion()

    def undo(self) -> Note:
        guess = self.game.history[-1][0]
        note = super().undo()
        self.draft = guess
        self.coloured = True
        self.suggestion = self.game.suggestion()
        return note

    def announce(self) -> Note:
        if self.game.solved and not self.game.impossible:
            return Note(_("Solved: {word}.").format(word=named(self.game.lexicon, self.game.history[-1][0])), "success")
        return super().announce()

    def finished(self) -> bool:
        return self.game.solved and not self.game.impossible

    def use_suggestion(self) -> None:
        if self.suggestion and self.pending() is not None:
            self.draft = self.suggestion
            self.marks, self.cursor = [ABSENT] * self.length, 0
            self.coloured = self.grey_asked = False

    def status(self) -> str:
        text = super().status()
        if self.suggestion:
            suggested = _("suggested next guess: {word} ({strategy})")
            text += " · " + suggested.format(
                word=capitals(self.suggestion), strategy=strategy_label(self.settings.strategy)
            )
        return text
