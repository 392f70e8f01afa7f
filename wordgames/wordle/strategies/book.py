"""Opening books: the slow strategies' guesses, precomputed, looked up by exact situation.

A deterministic strategy's guess depends only on the allowed words, the candidates, the
history and hard mode, so a book entry is keyed by exactly those: strategy name, hard or
normal, a CRC-32 of the allowed words and of the open candidates, and the history as
``guess:digits`` pairs. A book therefore never answers for a different dictionary or pool,
and a strategy gives the same guess with or without it, only faster (``best`` plays its deeper
search from the book: ``make_book_strategy``). A book holds the first and second guesses,
and ``best``'s whole game at short lengths in both modes. ``build.py`` computes
the book with ``compute_book`` (the strategies' own code; ``best``'s game trees at short
lengths with its numpy twin) and ships it as zlib-compressed JSON.
"""

from __future__ import annotations

import json
import random
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ...asset import inflate
from ...lexicon import Word
from ..feedback import Pattern
from ..knowledge import Knowledge
from ..rules import Rules
from .base import Situation, Strategy, StrategyError, per_word_list
from .partition import CandidateIndex

BOOK_FORMAT = "wordgames-openings"
BOOK_VERSION = 1
MAX_BOOK_BYTES = 16 << 20  # the most JSON a book may inflate to (today's: about 1 MB)


def digest(words: Sequence[Word]) -> str:
    """CRC-32 of the word list as 8 hex digits."""
    return f"{zlib.crc32(chr(10).join(words).encode()):08x}"


allowed_digest = per_word_list(digest)  # ``digest`` of the allowed words, once per list object


def situation_key(name: str, situation: Situation) -> str:
    """The exact key of a strategy's decision in a situation."""
    history = ",".join(f"{guess}:{pattern.digits}" for guess, pattern in situation.knowledge.history)
    mode = "hard" if situation.rules.hard_mode else "normal"
    return "|".join((name, mode, allowed_digest(situation.allowed), digest(situation.open_candidates()), history))


class BookError(ValueError):
    """Opening-book bytes that cannot be read."""


@dataclass(frozen=True)
class OpeningBook:
    """Precomputed decisions: situation key -> guess. ``depth`` is the longest history stored."""

    moves: dict[str, Word] = field(default_factory=dict)
    depth: int = 1

    @classmethod
    def from_bytes(cls, data: bytes) -> OpeningBook:
        """Read a book written by ``to_bytes`` (zlib JSON, at most MAX_BOOK_BYTES); BookError if it is not one."""
        try:
            document = json.loads(inflate(data, MAX_BOOK_BYTES).decode("utf-8"))
        except (ValueError, RecursionError) as exc:  # UnicodeDecodeError and JSON errors are ValueErrors
            raise BookError(f"not an opening book: {exc}") from None
        if not isinstance(document, dict) or document.get("format") != BOOK_FORMAT:
            raise BookError("not an opening book (wrong format tag)")
        if document.get("version") != BOOK_VERSION:
            raise BookError(f"opening book version {document.get('version')} is not {BOOK_VERSION}")
        moves, depth = document.get("moves"), document.get("depth", 1)
        if not isinstance(moves, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in moves.items()):
            raise BookError("opening book moves must map keys to words")
        if not isinstance(depth, int) or depth < 0:
            raise BookError("opening book depth must be a whole number")
        return cls(moves, depth)

    def to_bytes(self) -> bytes:
        document = {
            "format": BOOK_FORMAT,
            "version": BOOK_VERSION,
            "depth": self.depth,
            "moves": dict(sorted(self.moves.items())),
        }
        return zlib.compress(json.dumps(document, separators=(",", ":")).encode("utf-8"), 9)

    @classmethod
    def of(cls, moves: dict[str, Word]) -> OpeningBook:
        """The book of these entries, as deep as its longest history."""
        histories = (key.rsplit("|", 1)[1] for key in moves)
        return cls(moves, max((history.count(",") + 1 for history in histories if history), default=0))

    def __len__(self) -> int:
        return len(self.moves)

    def lookup(self, name: str, situation: Situation) -> Word | None:
        """The stored guess of strategy ``name`` in this exact situation, or None."""
        if len(situation.knowledge.history) > self.depth or not self.moves:
            return None
        return self.moves.get(situation_key(name, situation))


class Booked:
    """A strategy that first looks its decision up in an opening book."""

    def __init__(self, strategy: Strategy, book: OpeningBook):
        self.inner = strategy
        self.name = strategy.name
        self.book = book

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        word = self.book.lookup(self.name, situation)
        if word is not None and situation.legal(word):
            return word
        return self.inner.next_guess(situation, rng)


class Remembering:
    """A deterministic strategy that remembers its decisions (for playing many games in a row).

    The key is the history, hard mode, the guesses left, the allowed list's identity and the open candidates'
    size and ends, which the history determines for one starting pool.
    """

    def __init__(self, strategy: Strategy, limit: int = 200_000):
        self.inner = strategy
        self.name = strategy.name
        self.limit = limit
        self.memory: dict[tuple, Word] = {}

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        candidates = situation.candidates
        key = (
            situation.rules.hard_mode,
            situation.guesses_left,
            id(situation.allowed),
            len(candidates),
            candidates[0] if candidates else "",
            candidates[-1] if candidates else "",
            tuple((guess, pattern.code) for guess, pattern in situation.knowledge.history),
        )
        word = self.memory.get(key)
        if word is None:
            word = self.inner.next_guess(situation, rng)
            if len(self.memory) < self.limit:
                self.memory[key] = word
        return word


def opening_situations(
    strategy: Strategy,
    allowed: Sequence[Word],
    candidates: Sequence[Word],
    second_min: int | None = 30,
    hard_modes: Iterable[bool] = (False, True),
    rng: random.Random | None = None,
) -> Iterable[tuple[Situation, Word]]:
    """The first guess, and (unless ``second_min`` is None) the second guess after every first
    pattern leaving at least ``second_min`` candidates, in each of ``hard_modes``."""
    rng = rng or random.Random(0)
    length = len(allowed[0])
    starts = {
        hard: Situation(Knowledge.empty(length), allowed, candidates, Rules(length, None, hard)) for hard in hard_modes
    }
    firsts = {hard: strategy.next_guess(start, rng) for hard, start in starts.items()}
    for hard, start in starts.items():
        yield start, firsts[hard]
    if second_min is None:
        return
    index = CandidateIndex(candidates)
    for first in dict.fromkeys(firsts.values()):  # both modes at once where they open alike
        for code, bits in sorted(index.partition(first).items()):
            if bits.bit_count() < second_min or code == index.win_code:
                continue
            knowledge = Knowledge.empty(length).add(first, Pattern.from_code(code, length))
            left = index.words_of(bits)
            for hard in (hard for hard in hard_modes if firsts[hard] == first):
                situation = Situation(knowledge, allowed, left, Rules(length, None, hard))
                try:
                    yield situation, strategy.next_guess(situation, rng)
                except StrategyError:
                    continue


def compute_moves(
    name: str,
    strategy: Strategy,
    allowed: Sequence[Word],
    candidates: Sequence[Word],
    second_min: int | None = None,
    hard_modes: Iterable[bool] = (False, True),
) -> dict[str, Word]:
    """One strategy's book entries (situation key -> guess) for one (allowed, candidates) pair."""
    return {
        situation_key(name, situation): word
        for situation, word in opening_situations(strategy, allowed, candidates, second_min, hard_modes)
    }


def compute_book(
    strategies: dict[str, Strategy],
    word_lists: Iterable[tuple[Sequence[Word], Sequence[Word]]],
    second_min: dict[str, int] | None = None,
    progress=None,
) -> OpeningBook:
    """The book of every strategy for every (allowed, candidates) pair given.

    ``second_min`` maps the strategies that also get second guesses to the smallest class
    of candidates worth storing; ``progress(name, length, positions)`` is called as it goes.
    (``build.py`` runs ``compute_moves`` jobs on several cores and merges them the same way.)
    """
    second_min = second_min or {}
    moves: dict[str, Word] = {}
    for allowed, candidates in word_lists:
        for name, strategy in strategies.items():
            moves.update(compute_moves(name, strategy, allowed, candidates, second_min.get(name)))
            if progress is not None:
                progress(name, len(allowed[0]), len(moves))
    return OpeningBook.of(moves)
