"""Adversary's challenge: the person corners the adversarial keeper onto a target word shown above the board."""

from __future__ import annotations

import random

from ....alphabet import capitals
from ....i18n import N_, _, ngettext, number
from ....lexicon import Lexicon, Word
from ....wordle.adversary_challenge import AdversaryChallengeGame
from ....wordle.modes import MODES as ABOUT
from ....wordle.rules import LOST, WON
from ....wordle.share import encode_challenge
from ...spelling import named
from ..mode import Book, Mode, Note, Settings
from .adversary import AdversaryMode


class AdversaryChallengeMode(AdversaryMode):
    """The adversary's game with a target (Absurdle's challenge mode): every answer must keep the target, and the
    game is won when the target is guessed as the one word left."""

    about = ABOUT["adversary-challenge"]
    help = N_(
        "Reach the target: the computer answers each guess with the colours that keep the most words possible, "
        "and you win when the target is the one word left and you guess it. Colours that rule the target out lose "
        "at once, and so does guessing it while other words remain."
    )
    game: AdversaryChallengeGame

    @classmethod
    def new(cls, settings: Settings, lexicon: Lexicon, rng: random.Random, book: Book) -> Mode:
        return cls(AdversaryChallengeGame.new(lexicon, settings.rules, rng), settings)

    @classmethod
    def restore(cls, settings: Settings, lexicon: Lexicon, data: object, rng: random.Random, book: Book) -> Mode:
        return cls(AdversaryChallengeGame.from_data(lexicon, data), settings)

    def shared_game(self) -> AdversaryChallengeGame | None:
        """Only a reached target: a miss has no count of guesses to beat."""
        return self.game if self.game.status == WON else None

    def challenge_query(self) -> str:
        """The same keeper and the same target, hidden as a challenge link's word."""
        return super().challenge_query() + "&target=" + encode_challenge(self.game.target, self.alphabet)

    def secrets(self) -> tuple[Word, ...]:
        """The target (a friend's link plays the game whose target is the link's)."""
        return (self.game.target,)

    def target_line(self) -> str:
        return _("Reach {word}").format(word=named(self.game.lexicon, self.game.target))

    def announce(self) -> Note:
        game, target = self.game, named(self.game.lexicon, self.game.target)
        count = len(game.history)
        if game.status == WON:
            said = ngettext("You reached {word} in {count} guess!", "You reached {word} in {count} guesses!", count)
            return Note(said.format(word=target, count=number(count)), "success")
        missed = game.missed
        if missed is not None and missed[0] == game.target:
            said = _("{word} was guessed while other words were still possible: the keeper ruled it out.")
            return Note(said.format(word=target), "error")
        if missed is not None:
            said = _("The colours of {guess} ruled out {word}: the target is missed.")
            return Note(said.format(guess=capitals(missed[0]), word=target), "error")
        if game.status == LOST:
            return Note(_("Out of guesses: {word} was not reached.").format(word=target), "error")
        return Note()
