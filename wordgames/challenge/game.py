"""Word Challenge as a game: a scrambled common word, the words it makes, and the player's attempts."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..lexicon import COMMON_GRADE, MIN_LENGTH, Lexicon, Word, normalize
from .search import Rack, solve

GAME_LENGTHS = range(6, 11)  # lengths of the scrambled word a game may be played with

# The reasons an attempt is refused, as shown to the player.
NOT_A_WORD = "not a word"
MISSING_LETTER = "uses a letter you do not have"
TOO_SHORT = "too short"
ALREADY_FOUND = "already found"
NOT_LETTERS = "letters a-z only"
EMPTY = "type a word first"
GAME_OVER = "the game is over"


class ChallengeError(ValueError):
    """A game that cannot be set up (length out of range, no word of that length)."""


@dataclass(frozen=True)
class Attempt:
    """What became of one word the player tried: accepted with its points, or refused with a reason."""

    word: Word
    accepted: bool
    reason: str = ""
    points: int = 0


def points(word: Word, rack_size: int) -> int:
    """One point per letter; a word that uses every tile scores double."""
    return len(word) * (2 if len(word) == rack_size else 1)


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
    """One round: the tiles on the table, every word they make, and what the player found."""

    lexicon: Lexicon
    tiles: str
    rng: random.Random
    min_length: int = MIN_LENGTH
    rack: Rack = field(init=False)
    answers: tuple[Word, ...] = field(init=False)
    found: list[Word] = field(init=False, default_factory=list)
    attempts: list[Attempt] = field(init=False, default_factory=list)
    over: bool = field(init=False, default=False)

    def __post_init__(self) -> None:
        self.rack = Rack.parse(self.tiles)
        self.answers = solve(self.lexicon, self.rack, self.min_length).words

    @classmethod
    def new(cls, lexicon: Lexicon, length: int, rng: random.Random, min_length: int = MIN_LENGTH) -> ChallengeGame:
        """A game on a random common word of ``length`` letters (6-10), scrambled by ``rng``."""
        if length not in GAME_LENGTHS:
            raise ChallengeError(f"word length must be {GAME_LENGTHS[0]}-{GAME_LENGTHS[-1]}, not {length}")
        words = lexicon.graded_words(length, COMMON_GRADE) or lexicon.words_of_length(length)
        if not words:
            raise ChallengeError(f"the dictionary has no {length}-letter words")
        return cls(lexicon, scramble(rng.choice(words), rng), rng, min_length)

    @property
    def score(self) -> int:
        return sum(a.points for a in self.attempts)

    @property
    def best_score(self) -> int:
        """The score of finding every word."""
        return sum(points(w, len(self.tiles)) for w in self.answers)

    @property
    def missed(self) -> tuple[Word, ...]:
        """The words not found (by length, then alphabetically)."""
        found = set(self.found)
        return tuple(w for w in self.answers if w not in found)

    def attempt(self, text: str) -> Attempt:
        """Try a word: accepted (and scored) or refused with the reason; refusals cost nothing."""
        word = normalize(text)
        attempt = Attempt(word, False, self._problem(word))
        if not attempt.reason:
            attempt = Attempt(word, True, "", points(word, len(self.tiles)))
            self.found.append(word)
            if len(self.found) == len(self.answers):
                self.over = True
        self.attempts.append(attempt)
        return attempt

    def _problem(self, word: Word) -> str:
        if self.over:
            return GAME_OVER
        if not word:
            return EMPTY
        if not (word.isascii() and word.isalpha()):
            return NOT_LETTERS
        if len(word) < self.min_length:
            return TOO_SHORT
        have = list(self.rack.counts)
        for ch in word:
            have[ord(ch) - 97] -= 1
        if any(n < 0 for n in have):
            return MISSING_LETTER
        if word not in self.lexicon:
            return NOT_A_WORD
        if word in self.found:
            return ALREADY_FOUND
        return ""

    def shuffle(self) -> str:
        """Rearrange the tiles (the rack stays the same) and return the new order."""
        self.tiles = scramble(self.tiles, self.rng)
        return self.tiles

    def give_up(self) -> tuple[Word, ...]:
        """End the game; the words missed."""
        self.over = True
        return self.missed
