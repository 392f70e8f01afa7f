"""The Wordle modes: the person guesses, corners the adversarial keeper, keeps the secret, or reports a game."""

from __future__ import annotations

import random

from ...known import Listing, known_first
from ...lexicon import Lexicon, Word
from ...plain import DataError
from ...text import plural
from ...wordle.adversary import AdversaryGame
from ...wordle.assistant import AssistantSession
from ...wordle.boards import BoardsGame
from ...wordle.daily import daily_day
from ...wordle.feedback import ABSENT, STATE_NAMES, Pattern
from ...wordle.game import LOST, PLAYING, WON, GameError, GuesserGame, KeeperGame, check_guess
from ...wordle.knowledge import Move
from ...wordle.modes import MODES as ABOUT
from ...wordle.rules import pool_note
from ...wordle.share import encode_challenges
from ...wordle.strategies import OpeningBook, make_strategy
from .mode import BoardView, Mode, Note, Pending, Settings

Book = OpeningBook | None


class GuesserMode(Mode):
    """The computer keeps a secret; the person types guesses."""

    about = ABOUT["guesser"]
    help = "Find the secret word: type on your keyboard or tap the keys below; Enter guesses."
    game: GuesserGame

    def shared_game(self) -> GuesserGame | BoardsGame | None:
        return self.game if self.finished() else None

    def challenge_query(self) -> str:
        """A daily's link names its day (the friend plays that daily); another hides the secrets in a code,
        with the guess limit the friend's score is out of."""
        fields: dict[str, object] = {"mode": self.name, "length": self.length}
        if self.daily() is not None:
            fields["daily"] = daily_day(self.daily()).isoformat()
        else:
            limit = self.game.max_guesses
            fields |= {"challenge": encode_challenges(self.secrets()), "guesses": limit or "unlimited"}
        if self.hard_rules:
            fields["hard"] = 1
        return "&".join(f"{name}={value}" for name, value in fields.items())  # all plain ASCII: no quoting needed

    def secrets(self) -> tuple[Word, ...]:
        """The words a challenge link hides."""
        return (self.game.secret,)

    @classmethod
    def new(cls, settings: Settings, lexicon: Lexicon, rng: random.Random, book: OpeningBook | None) -> Mode:
        return cls(GuesserGame.new(lexicon, settings.rules, rng), settings)

    @classmethod
    def restore(cls, settings: Settings, lexicon: Lexicon, data: object, rng: random.Random, book: Book) -> Mode:
        return cls(GuesserGame.from_data(lexicon, data), settings)

    @property
    def rows(self) -> int | None:
        return self.game.max_guesses

    @property
    def hard_rules(self) -> bool:
        return self.game.hard_mode

    def pending(self) -> Pending | None:
        return (self.draft, None) if self.game.status == PLAYING else None

    def press(self, key: str) -> Note | None:
        if self.pending() is None:
            return None
        if key == "Backspace":
            self.draft = self.draft[:-1]
        elif key.isdigit():
            return Note("Only letters go in a guess.", "error")
        else:
            return self.type_letter(key)
        return None

    def submit(self) -> None:
        self.game.guess(self.draft)
        self.clear_row()

    def announce(self) -> Note:
        game = self.game
        if game.status == WON:
            return Note(f"You found {game.secret.upper()} in {plural(len(game.history), 'guess')}!", "success")
        if game.status == LOST:
            return Note(f"Out of guesses. The word was {game.secret.upper()}.", "error")
        return Note()

    def finished(self) -> bool:
        return self.game.status != PLAYING

    def status(self) -> str:
        game = self.game
        of_limit = f" of {game.max_guesses}" if game.max_guesses is not None else ""
        used = len(game.history)
        text = f"Guess {used + 1}{of_limit}" if game.status == PLAYING else f"{used}{of_limit} guesses used"
        if game.status != PLAYING and not of_limit:
            text = f"{plural(used, 'guess')} used"
        return self.framed(text + (" · hard mode" if game.hard_mode else ""))

    def framed(self, text: str) -> str:
        """The status ``text`` with the daily's number before it and a friend's score to beat after it."""
        daily, friend = self.daily(), self.friend_line()
        return (f"Daily #{daily} · " if daily else "") + text + (f" · {friend}" if friend else "")

    def daily(self) -> int | None:
        return self.game.daily

    def pool_note(self) -> str:
        return pool_note(self.game.lexicon, self.length, self.game.pool)


class AdversaryMode(GuesserMode):
    """The person guesses against the adversarial keeper, which holds no word and keeps the most words possible."""

    about = ABOUT["adversary"]
    help = (
        "The computer holds no word: it answers each guess with the colours that keep the most words "
        "possible. Corner it: you win when your guess is the only word left. Type or tap the keys; Enter guesses."
    )
    game: AdversaryGame

    @classmethod
    def new(cls, settings: Settings, lexicon: Lexicon, rng: random.Random, book: OpeningBook | None) -> Mode:
        return cls(AdversaryGame.new(lexicon, settings.rules), settings)

    @classmethod
    def restore(cls, settings: Settings, lexicon: Lexicon, data: object, rng: random.Random, book: Book) -> Mode:
        return cls(AdversaryGame.from_data(lexicon, data), settings)

    def challenge_query(self) -> str:
        """The same keeper for a friend: it has no secret, so the same settings are the same game."""
        game = self.game
        limit = "unlimited" if game.max_guesses is None else game.max_guesses
        fields = {"mode": self.name, "length": game.length, "guesses": limit, "pool": game.pool}
        from urllib.parse import urlencode  # not at boot: see params.parse_query

        return urlencode(fields | {"hard": int(game.hard_mode)})

    def announce(self) -> Note:
        game = self.game
        if game.status == WON:
            word = game.history[-1][0].upper()
            guesses = plural(len(game.history), "guess")
            return Note(f"Cornered: {word} was the only word left, in {guesses}!", "success")
        if game.status == LOST:
            left = len(game.candidates)
            return Note(
                f"Out of guesses: {left:,} words were still possible, such as {game.candidates[0].upper()}.", "error"
            )
        return Note()

    def daily(self) -> None:
        return None  # the adversary holds no word, let alone the daily one

    def secrets(self) -> tuple[Word, ...]:
        return ()

    def status(self) -> str:
        left = len(self.game.candidates)
        return f"{super().status()} · {plural(left, 'word')} still possible"


class BoardsMode(GuesserMode):
    """Several boards at once (``about.boards`` of them): each guess goes to every unsolved board."""

    game: BoardsGame

    @classmethod
    def new(cls, settings: Settings, lexicon: Lexicon, rng: random.Random, book: OpeningBook | None) -> Mode:
        return cls(BoardsGame.new(lexicon, settings.rules, rng), settings)

    @property
    def count(self) -> int:
        return self.about.boards

    @classmethod
    def restore(cls, settings: Settings, lexicon: Lexicon, data: object, rng: random.Random, book: Book) -> Mode:
        mode = cls(BoardsGame.from_data(lexicon, data), settings)
        if len(mode.game.boards) != cls.about.boards:
            raise DataError(f"a game of {len(mode.game.boards)} boards is not a {cls.name} game")
        return mode

    @property
    def hard_rules(self) -> bool:
        return False

    def in_progress(self) -> bool:
        return bool(self.game.guesses) and not self.finished()

    def boards(self) -> list[BoardView]:
        entering, played = self.pending() is not None, len(self.game.guesses)
        return [BoardView(b.history, entering and not b.solved, len(b.history) == played) for b in self.game.boards]

    def key_states(self) -> list[dict[str, int] | None]:
        return self.game.keyboards()

    def secrets(self) -> tuple[Word, ...]:
        return self.game.secrets

    def analysed(self) -> tuple[tuple[Move, ...], ...]:
        return tuple(board.history for board in self.game.boards)

    def announce(self) -> Note:
        game, used = self.game, len(self.game.guesses)
        if game.status == WON:
            return Note(f"All {self.count} boards solved in {plural(used, 'guess')}!", "success")
        if game.status == LOST:
            missed = ", ".join(b.secret.upper() for b in game.open_boards())
            return Note(f"Out of guesses. Unsolved: {missed}.", "error")
        return Note()

    def status(self) -> str:
        game = self.game
        solved = sum(board.solved for board in game.boards)
        used = len(game.guesses)
        turn = (
            f"Guess {used + 1} of {game.max_guesses}"
            if game.status == PLAYING
            else f"{used} of {game.max_guesses} used"
        )
        return self.framed(f"{turn} · {solved} of {self.count} boards solved")


class DordleMode(BoardsMode):
    about = ABOUT["dordle"]
    help = "Two boards, two secret words: each guess goes to both. Solve both within the guesses allowed (7 usually)."


class QuordleMode(BoardsMode):
    about = ABOUT["quordle"]
    help = (
        "Four boards, four secret words: each guess goes to every unsolved board. "
        "Solve all four within the guesses allowed (9 usually)."
    )


class OctordleMode(BoardsMode):
    about = ABOUT["octordle"]
    help = (
        "Eight boards, eight secret words: each guess goes to every unsolved board. "
        "Solve all eight within the guesses allowed (13 usually)."
    )


class DeductionMode(Mode):
    """The modes where the person gives colours and the computer reasons: keeper and assistant."""

    game: KeeperGame | AssistantSession
    thinks = True
    _listed: tuple[object, tuple, Listing] | None = None  # the last list: for which game, moves and option

    def closed(self) -> Note | None:
        if self.game.impossible:
            return Note("No word fits the colours given: Undo them first.", "error")
        return None

    def cycle(self, index: int) -> None:
        pending = self.pending()
        if pending is not None and 0 <= index < len(pending[0]):
            self.marks[index] = (self.marks[index] + 1) % len(STATE_NAMES)

    def colour_key(self, key: str) -> bool:
        """A typed 0, 1 or 2 colours the tile at the cursor; whether the key was one."""
        if key not in ("0", "1", "2") or self.cursor >= self.length:
            return False
        self.marks[self.cursor] = int(key)
        self.cursor += 1
        return True

    def can_undo(self) -> bool:
        return bool(self.game.history)

    def undo(self) -> Note:
        guess, pattern = self.game.history[-1]
        self.game.undo()
        self.marks, self.cursor = list(pattern.marks), len(pattern)
        return Note(f"Took back the colours of {guess.upper()}.")

    def announce(self) -> Note:
        return Note(self.game.explain(), "error") if self.game.impossible else Note()

    def candidates(self, rare: bool = False) -> Listing | None:
        """The pool's candidates first, each part commonest first (``Deduction.likely``); computed once a
        move, not at every key typed."""
        key = (self.game.history, rare)
        if self._listed is None or self._listed[0] is not self.game or self._listed[1] != key:
            self._listed = self.game, key, known_first(self.game.lexicon, self.game.likely, rare=rare)
        return self._listed[2]

    def status(self) -> str:
        count = len(self.game.candidates)
        return f"{plural(count, 'candidate word')} remain{'s' if count == 1 else ''}"


class KeeperMode(DeductionMode):
    """The person keeps a secret; the computer guesses and the person gives each guess its colours."""

    about = ABOUT["keeper"]
    help = (
        "Think of a word. The computer guesses: tap each tile (or type 0, 1, 2) to give it the "
        "colours grey, yellow or green, then Submit colours (Enter)."
    )
    submit_label = "Submit colours"
    game: KeeperGame

    @classmethod
    def new(cls, settings: Settings, lexicon: Lexicon, rng: random.Random, book: OpeningBook | None) -> Mode:
        return cls(KeeperGame.new(lexicon, settings.rules, make_strategy(settings.strategy, book), rng), settings)

    @classmethod
    def restore(cls, settings: Settings, lexicon: Lexicon, data: object, rng: random.Random, book: Book) -> Mode:
        return cls(KeeperGame.from_data(lexicon, data, rng, book), settings)

    @property
    def rows(self) -> int | None:
        return self.game.max_guesses

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
            return Note("In Keeper mode you give colours: tap a tile or type 0, 1 or 2.", "error")
        return None

    def paste(self, text: str) -> Note | None:
        return Note("Pasting is for guesses; give the colours by tapping the tiles or typing 0, 1, 2.", "error")

    def submit(self) -> None:
        self.game.answer(Pattern(tuple(self.marks)))
        self.clear_row()

    def announce(self) -> Note:
        game, turns = self.game, len(self.game.history)
        if not game.impossible and game.status == WON:
            return Note(f"Got it: {game.history[-1][0].upper()} in {plural(turns, 'guess')}.", "success")
        if not game.impossible and game.status == LOST:
            return Note("Out of guesses: you win this one.", "success")
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
        words, limit = self.secrets(), self.game.max_guesses
        if not words:
            return ""
        return f"mode=guesser&length={self.length}&challenge={encode_challenges(words)}&guesses={limit or 'unlimited'}"


class AssistantMode(DeductionMode):
    """The person copies in the guesses and colours of a game played elsewhere; the computer suggests."""

    about = ABOUT["assistant"]
    help = (
        "Playing Wordle elsewhere? Type each guess you made, tap its tiles (or type 0, 1, 2) to "
        "copy the colours you got, then Add guess (Enter). You get the words still possible and a suggestion."
    )
    submit_label = "Add guess"
    game: AssistantSession

    def __init__(self, game: AssistantSession, settings: Settings) -> None:
        super().__init__(game, settings)
        self.suggestion = game.suggestion()
        self.coloured = False  # whether the row's colours were given (a tile tapped or a colour typed)
        self.grey_asked = False  # Enter on an uncoloured row asked for its colours: a second Enter means all grey

    @classmethod
    def new(cls, settings: Settings, lexicon: Lexicon, rng: random.Random, book: OpeningBook | None) -> Mode:
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
                return Note("Colours are 0 (grey), 1 (yellow) or 2 (green).", "error")
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
            check_guess(self.game.lexicon, self.game.knowledge, self.draft, False)  # a word first
            self.grey_asked = True
            raise GameError(f"tap {self.draft.upper()}'s tiles to colour them; all grey? Enter again")
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
            return Note(f"Solved: {self.game.history[-1][0].upper()}.", "success")
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
            text += f" · suggested next guess: {self.suggestion.upper()} ({self.settings.strategy})"
        return text


MODES: dict[str, type[Mode]] = {
    mode.name: mode
    for mode in (GuesserMode, KeeperMode, AssistantMode, AdversaryMode, DordleMode, QuordleMode, OctordleMode)
}
assert list(MODES) == list(ABOUT), "each described mode (wordle/modes.py) is played by one class, in its order"
