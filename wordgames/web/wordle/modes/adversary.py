"""Adversary: the person guesses against a keeper that holds no word and keeps the most words possible."""

from __future__ import annotations

import random

from ....i18n import N_, ngettext, number
from ....lexicon import Lexicon, Word
from ....wordle.adversary import AdversaryGame
from ....wordle.modes import MODES as ABOUT
from ....wordle.rules import LOST, WON
from ...spelling import named
from ..mode import Book, Mode, Note, Settings
from .guesser import GuesserMode


class AdversaryMode(GuesserMode):
    """The person guesses against the adversarial keeper, which holds no word and keeps the most words possible."""

    about = ABOUT["adversary"]
    help = N_(
        "The computer holds no word: it answers each guess with the colours that keep the most words "
        "possible. Corner it: you win when your guess is the only word left. Type or tap the keys; Enter guesses."
    )
    game: AdversaryGame

    @classmethod
    def new(cls, settings: Settings, lexicon: Lexicon, rng: random.Random, book: Book) -> Mode:
        return cls(AdversaryGame.new(lexicon, settings.rules), settings)

    @classmethod
    def restore(cls, settings: Settings, lexicon: Lexicon, data: object, rng: random.Random, book: Book) -> Mode:
        return cls(AdversaryGame.from_data(lexicon, data), settings)

    def challenge_query(self) -> str:
        """The same keeper for a friend: it has no secret, so the same settings are the same game."""
        game = self.game
        limit = "unlimited" if game.rules.max_guesses is None else game.rules.max_guesses
        fields = {"mode": self.name, "length": game.length, "guesses": limit, "pool": game.rules.pool}
        from urllib.parse import urlencode  # not at boot: see params.parse_query

        return urlencode(fields | {"hard": int(game.rules.hard_mode)})

    def announce(self) -> Note:
        game = self.game
        if game.status == WON:
            word = named(game.lexicon, game.history[-1][0])
            turns = len(game.history)
            cornered = ngettext(
                "Cornered: {word} was the only word left, in {count} guess!",
                "Cornered: {word} was the only word left, in {count} guesses!",
                turns,
            )
            return Note(cornered.format(word=word, count=number(turns)), "success")
        if game.status == LOST:
            left = len(game.candidates)
            lost = ngettext(
                "Out of guesses: {count} word was still possible: {example}.",
                "Out of guesses: {count} words were still possible, such as {example}.",
                left,
            )
            return Note(lost.format(count=number(left), example=named(game.lexicon, game.candidates[0])), "error")
        return Note()

    def daily(self) -> None:
        return None  # the adversary holds no word, let alone the daily one

    def secrets(self) -> tuple[Word, ...]:
        return ()

    def status(self) -> str:
        left = len(self.game.candidates)
        possible = ngettext("{count} word still possible", "{count} words still possible", left)
        return f"{super().status()} · {possible.format(count=number(left))}"
