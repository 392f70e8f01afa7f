"""Guesses a person knows: a common word instead of a strategy's rare one, when it costs at most a little.

The computer's guesses in a keeper game and the assistant's suggestions are read by a person,
who should not meet CRANG or SEORA when a common word does nearly as well. A rare guess is
replaced by the common word (of the common pool) whose expected number of guesses, by
``best``'s one-step estimate, is lowest, if it is at most ``TOLERANCE`` above the rare
guess's. The common words tried are the common legal words the cheap letter score ranks first and
the open common candidates, as many as a move's time allows (``FAMILIAR_WORK``); in a game with
a guess limit, never one proved to leave a secret unfound (``limit.loses``).
The strength this costs is measured in bench/journal/common-suggestions.md.

(This module stays out of ``strategies/``: the opening book holds the strategies' own
guesses, and this choice comes after them.)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from ..lexicon import Lexicon, Word
from .rules import secret_pool
from .strategies import Situation, Strategy
from .strategies.book import allowed_digest, digest
from .strategies.estimate import constants_for
from .strategies.greedy import open_index
from .strategies.guesses import ranked_guesses
from .strategies.limit import loses
from .strategies.lookahead import one_step

TOLERANCE = 0.05  # expected guesses (one-step estimate) a common word may cost over the rare guess
MOST_TRIED = 40  # common words tried at most
# The work of trying common words, plural as candidates × letters³ per word tried: about
# 0.1 s on CPython. An opening may take more (once: its choice is remembered), so that its
# rare guess meets the common words that are nearly as good, 20-30th by cheap score at 9-11
# letters; the whole dictionary's openings (up to 53,402 candidates) try a few words. A move
# with too many candidates for one word's work keeps the strategy's guess.
FAMILIAR_WORK = 20_000_000
OPENING_WORK = 60_000_000
_openings: dict[tuple, Word] = {}  # an opening's choice, by (guess, hard mode, candidates, familiar words)


def familiar_words(lexicon: Lexicon, length: int) -> tuple[Word, ...]:
    """The words a person is taken to know: the common pool of the length (alphabetical)."""
    return secret_pool(lexicon, length, "common")


def prefer_familiar(situation: Situation, guess: Word, familiar: Sequence[Word], tolerance: float = TOLERANCE) -> Word:
    """``guess`` if it is familiar, else the best familiar word nearly as good (see the module), else ``guess``.

    ``familiar`` must be sorted (and be the same object from move to move: its index is cached).
    """
    known = set(familiar)
    opening = not situation.knowledge.history
    work = OPENING_WORK if opening else FAMILIAR_WORK
    most = min(MOST_TRIED, work // (len(situation.candidates) * situation.length**3))
    if guess in known or most < 1 or len(situation.candidates) <= 2:
        return guess
    key = opening and (
        guess,
        situation.rules.hard_mode,
        situation.rules.max_guesses,
        digest(situation.candidates),
        allowed_digest(familiar),
        tolerance,
    )
    if key in _openings:
        return _openings[key]
    candidates = open_index(situation)
    n, constants, win = len(candidates), constants_for(candidates.length), candidates.win_code

    def value(word: Word) -> float:
        return one_step(candidates.sizes_by_code(word), n, win, constants)

    among_familiar = Situation(
        situation.knowledge, familiar, candidates.words, replace(situation.rules, max_guesses=None)
    )
    tried = ranked_guesses(among_familiar, candidates, most)
    open_familiar = [w for w in candidates.words if w in known]
    if len(open_familiar) <= most:
        tried += open_familiar
    choice = guess
    if tried:
        best = min(dict.fromkeys(tried), key=lambda w: (value(w), w not in candidates, w))
        choice = best if value(best) <= value(guess) + tolerance and not loses(situation, best) else guess
    if key:
        _openings[key] = choice
    return choice


class Familiar:
    """A strategy that plays another's guess, or a common word nearly as good (``prefer_familiar``)."""

    def __init__(self, strategy: Strategy, lexicon: Lexicon, tolerance: float = TOLERANCE):
        self.inner = strategy
        self.name = strategy.name
        self.lexicon = lexicon
        self.tolerance = tolerance
        self._familiar: dict[int, tuple[Word, ...]] = {}

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        guess = self.inner.next_guess(situation, rng)
        length = situation.length
        if length not in self._familiar:
            self._familiar[length] = familiar_words(self.lexicon, length)
        return prefer_familiar(situation, guess, self._familiar[length], self.tolerance)
