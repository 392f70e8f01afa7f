"""Word Challenge as a game, by TextTwist's rules: a scrambled common word, the words a round asks, the finds.

A round asks for the words a person knows: the commonest words the tiles make (at most
``ROUND_WORDS``, every full-length one among them); any other dictionary word the tiles
make is accepted as a bonus word. Longer words score more, a word using every tile scores
double, and finding one lets the player go on to the next round, the score carried over.
A game is timed (ROUND_SECONDS a round) or untimed, TextTwist's relaxed mode: a round then ends
when every asked word is found or the player gives up.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..lengths import MAX_LENGTH, MIN_LENGTH
from ..lexicon import COMMON_GRADE, Lexicon, Word
from ..plain import DataError, check_header, entry, header, items, text
from ..text import is_letters, letters_named, normalize
from .search import Rack, RackError, solve

GAME_LENGTHS = range(6, 11)  # lengths of the scrambled word a game may be played with
ROUND_WORDS = 40  # the most words a round asks for: a round a person can finish in its time
ASKED_SIZE = 35  # the largest SCOWL size of a word a round asks for (IDS and ETA are 50, DIS 40: bonus words)
ROUND_SECONDS = 180.0

# The reasons an attempt is refused, as shown to the player.
NOT_A_WORD = "not a word"
MISSING_LETTER = "uses a letter you do not have"
TOO_SHORT = "too short"
ALREADY_FOUND = "already found"
NOT_LETTERS = "letters a-z only"  # in English; another language names its letters (``text.letters_named``)
EMPTY = "type a word first"
GAME_OVER = "the game is over"


class ChallengeError(ValueError):
    """A game that cannot be set up (length out of range, no word of that length)."""


@dataclass(frozen=True)
class Attempt:
    """What became of one word the player tried: accepted with its points (``bonus`` when the
    round did not ask for it), or refused with a reason."""

    word: Word
    accepted: bool
    reason: str = ""
    points: int = 0
    bonus: bool = False


def points(word: Word, rack_size: int) -> int:
    """10 × length² (a 6-letter word is worth four 3-letter ones); a word that uses every tile scores double."""
    return 10 * len(word) ** 2 * (2 if len(word) == rack_size else 1)


def round_words(lexicon: Lexicon, words: tuple[Word, ...], rack_size: int) -> tuple[Word, ...]:
    """The words a round asks for, by length then alphabetically: of ``words`` (what the tiles
    make), the ones a person knows (``asks_for``; every word where none is), at most
    ``ROUND_WORDS`` of the commonest and every one that uses all ``rack_size`` tiles; never an
    offensive word."""
    graded = [(lexicon.grade(w), w) for w in words if not lexicon.is_offensive(w)]
    known = [(g, w) for g, w in graded if asks_for(lexicon, w, g)] or graded
    commonest = sorted(known, key=lambda gw: (-gw[0], gw[1]))[:ROUND_WORDS]
    asked = {w for _, w in commonest} | {w for _, w in known if len(w) == rack_size}
    return tuple(w for w in words if w in asked)


def asks_for(lexicon: Lexicon, word: Word, grade: int) -> bool:
    """A word a round may ask for, as TextTwist's: listed by SCOWL up to ASKED_SIZE (a small desk
    dictionary; plurals and verb forms of such words too), no abbreviation. A dictionary whose
    words carry no knowledge (a bare word list) asks for its common words."""
    size = lexicon.size(word)
    if size or lexicon.is_abbreviation(word):
        return 0 < size <= ASKED_SIZE and not lexicon.is_abbreviation(word)
    return grade >= COMMON_GRADE and not lexicon.words_known(len(word))


def _at_least(n: object, least: int) -> bool:
    return isinstance(n, int) and not isinstance(n, bool) and n >= least


def scramble(word: Word, rng: random.Random) -> str:
    """The letters of ``word`` in a random order, different from the word itself when possible."""
    letters = list(word)
    for _ in range(10):
        rng.shuffle(letters)
        if "".join(letters) != word:
            break
    return "".join(letters)


@dataclass
class ChallengeGame:
    """One round: the tiles on the table, the words it asks for (``answers``), every word the
    tiles make (``words``), what the player found, and the time left (the caller's clock
    spends it; an untimed game's never runs out). ``carried`` is the score of the earlier rounds."""

    lexicon: Lexicon
    tiles: str
    rng: random.Random
    min_length: int = MIN_LENGTH
    round: int = 1
    carried: int = 0
    time_left: float = ROUND_SECONDS
    timed: bool = True
    rack: Rack = field(init=False)
    words: tuple[Word, ...] = field(init=False)
    answers: tuple[Word, ...] = field(init=False)
    found: list[Word] = field(init=False, default_factory=list)  # the asked words found, in order
    bonus: list[Word] = field(init=False, default_factory=list)  # the other words found, in order
    attempts: list[Attempt] = field(init=False, default_factory=list)
    over: bool = field(init=False, default=False)

    KIND: ClassVar[str] = "word-challenge"
    VERSION: ClassVar[int] = 1

    def __post_init__(self) -> None:
        self.rack = Rack.parse(self.tiles, alphabet=self.lexicon.alphabet)
        if not (_at_least(self.round, 1) and _at_least(self.carried, 0)):
            raise ChallengeError(f"round {self.round} with {self.carried} points carried is not a game")
        if not (isinstance(self.time_left, (int, float)) and 0 <= self.time_left <= ROUND_SECONDS):
            raise ChallengeError(f"time left must be 0-{ROUND_SECONDS:.0f} seconds, not {self.time_left}")
        if not isinstance(self.timed, bool) or (not self.timed and self.time_left != ROUND_SECONDS):
            raise ChallengeError("an untimed round has no clock to run down")
        self.words = solve(self.lexicon, self.rack, self.min_length).words
        self.answers = round_words(self.lexicon, self.words, len(self.tiles))
        self.over = self.time_left == 0

    @classmethod
    def new(
        cls,
        lexicon: Lexicon,
        length: int,
        rng: random.Random,
        min_length: int = MIN_LENGTH,
        timed: bool = True,
        **rounds: int,
    ) -> ChallengeGame:
        """A game on a random common word of ``length`` letters (6-10), scrambled by ``rng``, timed or not
        (``round`` and ``carried`` continue a game)."""
        if length not in GAME_LENGTHS:
            raise ChallengeError(f"word length must be {GAME_LENGTHS[0]}-{GAME_LENGTHS[-1]}, not {length}")
        words = (
            lexicon.words_known(length, ASKED_SIZE, base=True)
            or lexicon.words_to_ask(length, COMMON_GRADE)
            or lexicon.words_to_ask(length)
        )
        if not words:
            raise ChallengeError(f"the dictionary has no {length}-letter words")
        return cls(lexicon, scramble(rng.choice(words), rng), rng, min_length, timed=timed, **rounds)

    @property
    def round_score(self) -> int:
        return sum(a.points for a in self.attempts)

    @property
    def score(self) -> int:
        """The game's score: this round's and the earlier rounds'."""
        return self.carried + self.round_score

    @property
    def best_score(self) -> int:
        """The game's score if this round ends with every asked word found (and no bonus word)."""
        return self.carried + sum(points(w, len(self.tiles)) for w in self.answers)

    @property
    def qualified(self) -> bool:
        """A word using every tile was found: the player may go on to the next round."""
        return any(len(w) == len(self.tiles) for w in (*self.found, *self.bonus))

    @property
    def missed(self) -> tuple[Word, ...]:
        """The words not found (by length, then alphabetically)."""
        found = set(self.found)
        return tuple(w for w in self.answers if w not in found)

    def attempt(self, text: str) -> Attempt:
        """Try a word: accepted (and scored; a bonus word if the round did not ask for it) or
        refused with the reason; refusals cost nothing. Finding every asked word ends the round."""
        word = normalize(text, self.lexicon.alphabet)
        attempt = Attempt(word, False, self._problem(word))
        if not attempt.reason:
            bonus = word not in self.answers
            attempt = Attempt(word, True, "", points(word, len(self.tiles)), bonus)
            (self.bonus if bonus else self.found).append(word)
            if len(self.found) == len(self.answers):
                self.over = True
        self.attempts.append(attempt)
        return attempt

    def _problem(self, word: Word) -> str:
        if self.over:
            return GAME_OVER
        if not word:
            return EMPTY
        if not is_letters(word, self.lexicon.alphabet):
            return f"{letters_named(self.lexicon.alphabet)} only"
        if len(word) < self.min_length:
            return TOO_SHORT
        have, codes = list(self.rack.counts), self.lexicon.alphabet.codes
        for ch in word:
            have[codes[ch]] -= 1
        if any(n < 0 for n in have):
            return MISSING_LETTER
        if word not in self.lexicon:
            return NOT_A_WORD
        if word in self.found or word in self.bonus:
            return ALREADY_FOUND
        return ""

    def shuffle(self) -> str:
        """Rearrange the tiles (the rack stays the same) and return the new order."""
        self.tiles = scramble(self.tiles, self.rng)
        return self.tiles

    def give_up(self) -> tuple[Word, ...]:
        """End the round; the asked words missed."""
        self.over = True
        return self.missed

    def spend(self, seconds: float) -> float:
        """Take ``seconds`` off the round's time (the caller's clock measured them); the round
        ends when none is left (an untimed round's time is never spent). Returns the time left."""
        if not (isinstance(seconds, (int, float)) and seconds >= 0):
            raise ChallengeError(f"time spent must be a number of seconds, not {seconds}")
        if not self.over and self.timed:
            self.time_left = max(0.0, self.time_left - seconds)
            self.over = self.time_left == 0
        return self.time_left

    def next_round(self) -> ChallengeGame:
        """The next round on a new word of the same length, this game's score carried over."""
        if not self.over or not self.qualified:
            raise ChallengeError("the next round opens once a word using every tile is found and the round is over")
        return ChallengeGame.new(
            self.lexicon,
            len(self.tiles),
            self.rng,
            self.min_length,
            self.timed,
            round=self.round + 1,
            carried=self.score,
        )

    def to_data(self) -> dict:
        """The round as plain JSON-able data (``from_data`` reads it back)."""
        return (
            header(self.KIND, self.VERSION)
            | {
                "tiles": self.tiles,
                "min_length": self.min_length,
                "round": self.round,
                "carried": self.carried,
                "time_left": self.time_left,
                "over": self.over,
                "found": [*self.found],
                "bonus": [*self.bonus],
            }
            | ({} if self.timed else {"timed": False})  # a timed round is kept as before untimed ones
        )

    @classmethod
    def from_data(cls, lexicon: Lexicon, data: object, rng: random.Random) -> ChallengeGame:
        """The round ``to_data`` described, every find replayed by the rules; DataError if it is not one."""
        data = check_header(data, cls.KIND, cls.VERSION)
        time_left = entry(data, "time_left", (int, float))
        if not math.isfinite(time_left):
            raise DataError(f"time left {time_left} is not a number of seconds")
        try:
            game = cls(
                lexicon,
                text(entry(data, "tiles", str), "the tiles", MAX_LENGTH),
                rng,
                entry(data, "min_length", int),
                entry(data, "round", int),
                entry(data, "carried", int),
                time_left,
                entry(data, "timed", bool) if "timed" in data else True,  # saved before untimed games: timed
            )
        except (ChallengeError, RackError) as exc:
            raise DataError(str(exc)) from None
        game._restore(data)
        return game

    def _restore(self, data: Mapping[str, Any]) -> None:
        over = entry(data, "over", bool)
        if self.over and not over:
            raise DataError("the time is up but the round is not over")
        self.over = False  # while the finds are replayed
        for name, bonus in (("bonus", True), ("found", False)):  # finding the last asked word ends the round
            for word in items(data, name):
                attempt = self.attempt(text(word, "a word found", MAX_LENGTH))
                if not attempt.accepted:
                    raise DataError(
                        f"{self.lexicon.alphabet.upper(attempt.word)!r} cannot be among the {name} words: "
                        + attempt.reason
                    )
                if attempt.bonus != bonus:
                    asked = "not asked" if attempt.bonus else "asked"
                    raise DataError(
                        f"{self.lexicon.alphabet.upper(word)!r} is {asked} for by this round, not a {name} word"
                    )
        if self.over and not over:
            raise DataError("every word is found but the round is not over")
        self.over = over
