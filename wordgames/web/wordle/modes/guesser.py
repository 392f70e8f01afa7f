"""Guesser: the computer keeps a secret; the person types guesses (the daily Wordle is one)."""

from __future__ import annotations

import random

from ....i18n import N_, _, ngettext, number
from ....lexicon import Lexicon, Word
from ....wordle.boards import BoardsGame
from ....wordle.daily import daily_day
from ....wordle.game import GuesserGame
from ....wordle.modes import MODES as ABOUT
from ....wordle.rules import LOST, PLAYING, WON, Rules, pool_note
from ....wordle.share import encode_challenges
from ...engine_messages import retold_note
from ...spelling import named
from ..mode import Book, Mode, Note, Pending, Settings


class GuesserMode(Mode):
    """The computer keeps a secret; the person types guesses."""

    about = ABOUT["guesser"]
    help = N_("Find the secret word: type on your keyboard or tap the keys below; Enter guesses.")
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
            limit = self.game.rules.max_guesses
            fields |= {"challenge": encode_challenges(self.secrets(), self.alphabet), "guesses": limit or "unlimited"}
        if self.game.rules.hard_mode:
            fields["hard"] = 1
        return "&".join(f"{name}={value}" for name, value in fields.items())  # all plain ASCII: no quoting needed

    def secrets(self) -> tuple[Word, ...]:
        """The words a challenge link hides."""
        return (self.game.secret,)

    @classmethod
    def new(cls, settings: Settings, lexicon: Lexicon, rng: random.Random, book: Book) -> Mode:
        return cls(GuesserGame.new(lexicon, settings.rules, rng), settings)

    @classmethod
    def restore(cls, settings: Settings, lexicon: Lexicon, data: object, rng: random.Random, book: Book) -> Mode:
        return cls(GuesserGame.from_data(lexicon, data), settings)

    @property
    def rows(self) -> int | None:
        return self.game.rules.max_guesses

    @property
    def typed_rules(self) -> Rules:
        return self.game.rules

    def pending(self) -> Pending | None:
        return (self.draft, None) if self.game.status == PLAYING else None

    def press(self, key: str) -> Note | None:
        if self.pending() is None:
            return None
        if key == "Backspace":
            self.draft = self.draft[:-1]
        elif key.isdigit():
            return Note(_("Only letters go in a guess."), "error")
        else:
            return self.type_letter(key)
        return None

    def submit(self) -> None:
        self.game.guess(self.draft)
        self.clear_row()

    def announce(self) -> Note:
        game = self.game
        if game.status == WON:
            count = len(game.history)
            found = ngettext("You found {word} in {count} guess!", "You found {word} in {count} guesses!", count)
            return Note(found.format(word=named(game.lexicon, game.secret), count=number(count)), "success")
        if game.status == LOST:
            return Note(
                _("Out of guesses. The word was {word}.").format(word=named(game.lexicon, game.secret)), "error"
            )
        return Note()

    def finished(self) -> bool:
        return self.game.status != PLAYING

    def status(self) -> str:
        game = self.game
        limit, used = game.rules.max_guesses, len(game.history)
        if game.status == PLAYING:
            text = _("Guess {number}") if limit is None else _("Guess {number} of {limit}")
            text = text.format(number=used + 1, limit=limit)
        elif limit is None:
            text = ngettext("{count} guess used", "{count} guesses used", used).format(count=number(used))
        else:
            text = ngettext("{count} of {limit} guesses used", "{count} of {limit} guesses used", limit)
            text = text.format(count=used, limit=limit)
        return self.framed(text + (" · " + _("hard mode") if game.rules.hard_mode else ""))

    def framed(self, text: str) -> str:
        """The status ``text`` with the daily's number before it and a friend's score to beat after it."""
        daily, friend = self.daily(), self.friend_line()
        return (
            (_("Daily #{number}").format(number=daily) + " · " if daily else "")
            + text
            + (f" · {friend}" if friend else "")
        )

    def daily(self) -> int | None:
        return self.game.daily

    def pool_note(self) -> str:
        return retold_note(pool_note(self.game.lexicon, self.length, self.game.rules.pool))
