"""What every Wordle mode offers the view: the row being entered, what keys and Enter do, what to say."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

from ...alphabet import Alphabet
from ...i18n import ENGLISH, _, language
from ...known import Listing
from ...lexicon import Lexicon, Word
from ...wordle.adversary import AdversaryGame
from ...wordle.assistant import AssistantSession
from ...wordle.boards import BoardsGame
from ...wordle.feedback import ABSENT
from ...wordle.game import GuesserGame, KeeperGame
from ...wordle.knowledge import Move
from ...wordle.modes import ModeInfo
from ...wordle.rules import GameError, Rules, check_guess, keyboard_states
from ...wordle.share import Score
from ...wordle.strategies import OpeningBook
from ..engine_messages import retold
from ..prefs import Settings


@dataclass(frozen=True)
class Note:
    """A line for the status message; ``kind`` is '', 'error' or 'success'."""

    text: str = ""
    kind: str = ""


@dataclass(frozen=True)
class BoardView:
    """One board as drawn: its scored rows, whether the row being entered shows on it, whether
    its last row is the latest move (it turns over when a move is revealed), and, while it is closed
    (boards in sequence), the board whose solving opens it (numbered from 1; 0: open)."""

    history: tuple[Move, ...]
    entering: bool
    latest: bool = True
    opens_after: int = 0


Book = OpeningBook | None  # the opening book, once it is loaded
Pending = tuple[str, list[int] | None]  # the row being entered: its letters, and its colours when it takes some


KEY_ROWS = ("qwertyuiop", "asdfghjkl", "+zxcvbnm-")  # English's: + is Enter, - is Backspace
ROW_KEYS = 11  # letters a row of a keyboard made for an alphabet that has none (an own list's)


def key_rows(alphabet: Alphabet) -> tuple[str, ...]:
    """The keyboard's rows of ``alphabet`` (its own rows, else its letters ROW_KEYS a row), Enter (+) first on
    the last row and Backspace (-) last: English's are KEY_ROWS."""
    rows = alphabet.keyboard or tuple(alphabet.letters[i : i + ROW_KEYS] for i in range(0, len(alphabet), ROW_KEYS))
    return (*rows[:-1], "+" + rows[-1] + "-")


class Mode:
    """One game of one mode: the engine game, and the row the person is entering. What the mode is
    (its name, label, statistics, usual limit, result) is its description, ``about`` (wordle/modes.py)."""

    about: ClassVar[ModeInfo]
    name: ClassVar[str]  # about.name
    help: ClassVar[str]
    submit_label: ClassVar[str] = ""  # the submit button's text ('' when Enter alone submits)
    thinks: ClassVar[bool] = False  # whether the computer plays (starting and moving may take a while)

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if "about" in cls.__dict__:
            cls.name = cls.about.name

    def __init__(
        self, game: GuesserGame | KeeperGame | AssistantSession | AdversaryGame | BoardsGame, settings: Settings
    ) -> None:
        self.game = game
        self.settings = settings
        self.draft = ""  # letters typed for the row being entered
        self.marks = [ABSENT] * game.length  # colours given to it
        self.cursor = 0  # the tile the next typed colour goes to
        self.suggestion: Word | None = None  # a guess the computer suggests for the row
        self.recorded = False  # whether the finished game is counted in the statistics
        self.friend: Score | None = None  # the score a friend's challenge link says to beat

    @classmethod
    def new(cls, settings: Settings, lexicon: Lexicon, rng: random.Random, book: OpeningBook | None) -> Mode:
        raise NotImplementedError

    @classmethod
    def usual_guesses(cls) -> int | None:
        """The guess limit this mode starts with, until the person chooses another."""
        return cls.about.usual_guesses

    @classmethod
    def restore(
        cls, settings: Settings, lexicon: Lexicon, data: object, rng: random.Random, book: OpeningBook | None
    ) -> Mode:
        """The game a to_data() of its engine game described; DataError when it is not one."""
        raise NotImplementedError

    def in_progress(self) -> bool:
        """Whether a move was made and the game is not over (starting another one would lose it)."""
        return bool(self.game.history) and not self.finished()

    @property
    def length(self) -> int:
        return self.game.length

    @property
    def typed_rules(self) -> Rules | None:
        """The rules whose hard mode a guess typed here must follow (only when the person plays here; None: none)."""
        return None

    @property
    def rows(self) -> int | None:
        """How many rows the board has (None: as many as the game takes)."""
        return None

    def pending(self) -> Pending | None:
        """The row being entered, or None when nothing can be entered."""
        raise NotImplementedError

    def boards(self) -> list[BoardView]:
        """The boards to draw: one, unless the mode plays several at once."""
        return [BoardView(self.game.history, self.pending() is not None)]

    def closed(self) -> Note | None:
        """Why nothing can be entered now (None when there is nothing to say, e.g. the game is over)."""
        return None

    def press(self, key: str) -> Note | None:
        """A key other than Enter; a Note when it is refused."""
        raise NotImplementedError

    def cycle(self, index: int) -> None:
        """A tap on tile ``index`` of the row being entered."""

    def paste(self, text: str) -> Note | None:
        """Pasted text becomes the row's letters, or is refused with the reason."""
        if self.pending() is None:
            return self.closed()
        try:
            self.draft = check_guess(self.game.lexicon, self.game.knowledge, text, self.typed_rules)
        except GameError as reason:
            return Note(_("Pasted text refused: {reason}.").format(reason=retold(str(reason))), "error")
        return Note()

    def submit(self) -> None:
        """Play the row being entered; GameError (changing nothing) when it cannot be played."""
        raise NotImplementedError

    def announce(self) -> Note:
        """What to say after a move."""
        raise NotImplementedError

    def shared_game(self) -> GuesserGame | AdversaryGame | BoardsGame | KeeperGame | None:
        """The game a result can be shared from, once over (None where the person does not guess)."""
        return None

    def daily(self) -> int | None:
        """The number of the daily this game plays, if it plays one."""
        return None

    def secrets(self) -> tuple[Word, ...]:
        """The words the person is to find (none where the computer holds none, or the person keeps it)."""
        return ()

    def friend_line(self) -> str:
        """What a friend's challenge link says to beat ('' without one)."""
        return retold(self.friend.friend_line(self.about.boards)) if self.friend is not None else ""

    def challenge_query(self) -> str:
        """The URL query of a link that plays the same game ('' when there is none; only asked of a mode with
        a shared game)."""
        raise NotImplementedError

    def finished(self) -> bool:
        """Whether the game is over (and counted in the statistics, for a mode that has them)."""
        raise NotImplementedError

    def analysed(self) -> tuple[tuple[Move, ...], ...]:
        """The moves an analysis looks at: one board's, or each board's."""
        return (self.game.history,)

    def analysable(self) -> bool:
        """Whether the game is over and makes sense to analyse guess by guess against ``best``."""
        return self.about.analysable and self.finished()

    def keyboard(self) -> str:
        """The on-screen keyboard to draw: 'letters', 'colours' or '' (none)."""
        return "letters"

    def key_states(self) -> list[dict[str, int] | None]:
        """Each board's mark for each letter its guesses showed (None: a solved board); one board here."""
        return [keyboard_states(self.game.knowledge)]

    def can_undo(self) -> bool:
        return False

    def undo(self) -> Note:
        raise GameError("nothing to undo")

    def use_suggestion(self) -> None:
        """Put the suggested guess in the row being entered."""

    def status(self) -> str:
        """The line under the board."""
        raise NotImplementedError

    def target_line(self) -> str:
        """What the page says above the board about the word to reach ("" where there is none)."""
        return ""

    def pool_note(self) -> str:
        """What the page says under the board about the secrets ("" for the usual pool)."""
        return ""

    def candidates(self, rare: bool = False) -> Listing | None:
        """The secrets still possible as the list shows them (the known words first, the rare ones only
        with ``rare``), when the mode shows them."""
        return None

    @property
    def alphabet(self) -> Alphabet:
        """The letters of the game's dictionary (a-z in English)."""
        return self.game.lexicon.alphabet

    def type_letter(self, key: str) -> Note | None:
        """A letter typed into the row: the dictionary's letters only (accents it folds folded: é is e in
        French, and œ types oe), up to the word's length."""
        alphabet = self.alphabet
        letters = alphabet.fold(key)
        if len(key) != 1:
            return None  # a key's name (Shift, Dead), not a character
        if not alphabet.is_word(letters):
            if not key.isalpha():
                return None  # not a letter at all (a digit, a symbol): nothing to type
            if alphabet.same_codes:
                return Note(_("Only letters a-z go in a guess."), "error")
            return Note(_("Only letters {letters} go in a guess.").format(letters=alphabet.letters), "error")
        if len(self.draft) + len(letters) <= self.length:
            self.draft += letters
        return None

    def clear_row(self) -> None:
        self.draft, self.marks, self.cursor = "", [ABSENT] * self.length, 0


def shared_variant(about: ModeInfo) -> str:
    """The mode a shared result names, in the page's language ('2 tableros', 'Adversario'; '' for plain Wordle)."""
    if not about.share_label or language() == ENGLISH:
        return about.share_label  # English keeps the titles already passed on ('4 boards · Sequence')
    return about.boards_name() if about.boards > 1 else _(about.label)
