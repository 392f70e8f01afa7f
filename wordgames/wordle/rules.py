"""The rules every Wordle game shares: the ``Rules`` of a game (length, guess limit, hard mode, pool,
boards), legal guesses, game status."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from ..alphabet import ENGLISH, Alphabet, capitals
from ..characters import refused
from ..known import KNOWN_SIZE
from ..lengths import LENGTHS, MAX_LENGTH, is_word_length
from ..lexicon import COMMON_GRADE, Lexicon, Word
from ..plain import DataError, check_header, header, text
from ..text import cut, is_letters, letters_named, normalize, quoted
from .feedback import ABSENT, Pattern, PatternError
from .knowledge import Knowledge, Move

PLAYING, WON, LOST = "playing", "won", "lost"
POOLS = ("common", "all")
BOARD_COUNTS = (1, 2, 4, 8)  # boards played at once: one, or like Dordle, Quordle, Octordle
SEVERAL_BOARDS = tuple(count for count in BOARD_COUNTS if count > 1)  # a game of several boards: 2, 4 or 8
MOST_DAILIES = 10**6  # a daily's number: Daily #1 up to this (2,700 years of them)
EXTRA_GUESSES = 5  # guesses several boards allow beyond one per board, by default


class GameError(ValueError):
    """A move the game refuses, with the reason to show; the game state is unchanged."""


class StoredGame:
    """A game kept as plain data with its kind and version: ``to_data`` writes them and the game's
    ``stored`` fields; ``from_data`` checks them, then ``replay`` plays the stored moves again by the rules."""

    KIND: ClassVar[str]
    VERSION: ClassVar[int] = 1

    def to_data(self) -> dict:
        """The game as plain JSON-able data (``from_data`` reads it back)."""
        return header(self.KIND, self.VERSION) | self.stored()

    def stored(self) -> dict[str, Any]:
        raise NotImplementedError

    @classmethod
    def from_data(cls, lexicon: Lexicon, data: object) -> Self:
        """The game ``to_data`` described, every move replayed by the rules; DataError if it is not one."""
        return cls.replay(lexicon, check_header(data, cls.KIND, cls.VERSION))

    @classmethod
    def replay(cls, lexicon: Lexicon, data: Mapping[str, Any]) -> Self:
        raise NotImplementedError


def check_length(length: int) -> int:
    if not is_word_length(length):
        raise GameError(f"word length must be {LENGTHS}, not {length}")
    return length


MAX_MOVES = 1_000  # guesses of any one game, unlimited ones too: more is no game, and a board of them no page's
MAX_GUESS_LIMIT = 99  # a longer game is as good as an unlimited one (and its board would be thousands of rows)


def check_max_guesses(max_guesses: int | None) -> int | None:
    if max_guesses is not None and (
        not isinstance(max_guesses, int) or isinstance(max_guesses, bool) or not 1 <= max_guesses <= MAX_GUESS_LIMIT
    ):
        raise GameError(f"maximum guesses must be 1-{MAX_GUESS_LIMIT} or unlimited, not {str(max_guesses)[:20]}")
    return max_guesses


def check_boards(count: int, counts: tuple[int, ...] = BOARD_COUNTS, what: str = "boards") -> int:
    """``count`` when it is one of ``counts`` (how many boards a game plays at once); GameError otherwise."""
    if count not in counts:
        raise GameError(f"{what} must be one of {', '.join(map(str, counts))}, not {str(count)[:20]}")
    return count


def check_daily_number(number: object) -> int:
    """``number`` when it is a daily's (Daily #1 up to MOST_DAILIES); GameError otherwise."""
    if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= MOST_DAILIES:
        raise GameError(f"a daily's number is 1-{MOST_DAILIES:,}, not {str(number)[:20]}")
    return number


def check_pool(pool: str) -> str:
    if pool not in POOLS:
        raise GameError(f"secret pool must be one of {', '.join(POOLS)}, not {quoted(pool)}")
    return pool


@dataclass(frozen=True)
class Rules:
    """What a Wordle game is played by, whole: the word length, the guess limit (None: unlimited; with
    several boards, the boards plus five), hard mode, the secrets' pool, and the boards played at once.
    Each name is the one the engine, the page, links (``guesses`` and ``hard`` in old ones) and the
    command line use; GameError when a value is not allowed."""

    length: int = 5
    max_guesses: int | None = 6
    hard_mode: bool = False
    pool: str = "common"
    boards: int = 1

    def __post_init__(self) -> None:
        check_length(self.length)
        check_max_guesses(self.max_guesses)
        if not isinstance(self.hard_mode, bool):
            raise GameError(f"hard mode is on or off, not {self.hard_mode!r}")
        check_pool(self.pool)
        check_boards(self.boards)

    @property
    def guess_limit(self) -> int | None:
        """The guesses a game of these rules allows (several boards always have a limit)."""
        if self.boards > 1 and self.max_guesses is None:
            return usual_guesses(self.boards)
        return self.max_guesses


def usual_guesses(boards: int) -> int:
    """The guess limit a game of ``boards`` boards starts with: six for one, boards + 5 for several."""
    return 6 if boards == 1 else boards + EXTRA_GUESSES


# The common pool: the base forms a person knows above the commonness floor (``Lexicon.words_known``:
# SCOWL up to size 50, no plural, verb form or comparative unless a lemma of its own, no abbreviation,
# roman numeral, proper noun or offensive word; SCOWL's size 35 or wordfreq Zipf 2.5). A length with
# fewer than MIN_POOL of them (a daily's 8 boards take 8 words a day; 15 letters and more) takes the
# base forms of the next larger SCOWL size, and so on up to size 70, then the same sizes under the
# floor; the pool then says so (``Pool.note``), and so does a pool that stays under SHORT_POOL words.
POOL_STEPS = tuple((size, floor) for floor in (True, False) for size in (KNOWN_SIZE, 55, 60, 70))  # (SCOWL size, floor)
MIN_POOL = 100
SHORT_POOL = 30


@dataclass(frozen=True)
class Pool:
    """The words a secret may be drawn from, and a note for the page when they are not the usual ones."""

    words: tuple[Word, ...]
    note: str = ""


def common_pool(lexicon: Lexicon, length: int) -> Pool:
    """The common pool of ``length`` letters (see POOL_STEPS), widened where it is short, with its note.

    A dictionary whose words carry no knowledge (a bare word list) falls back to its frequent
    words, then to those with any frequency, then to every word."""
    words: tuple[Word, ...] = ()
    for step in POOL_STEPS:
        wider = lexicon.words_known(length, step[0], base=True, floor=step[1])
        if len(wider) > len(words):
            words, used = wider, step
        if len(words) >= MIN_POOL:
            break
    if not words:
        for grade in (COMMON_GRADE, 1, 0):
            words = lexicon.words_to_ask(length, grade)
            if words:
                return Pool(words)
        return Pool(())
    notes = []
    if used != POOL_STEPS[0]:
        notes.append(f"Few {length}-letter words are everyday words: the secrets include rarer ones")
    if len(words) < SHORT_POOL:
        notes.append(f"only {len(words)} words of {length} letters can be the secret")
    note = "; ".join(notes)
    return Pool(words, capitals(note[:1]) + note[1:] + "." if note else "")


def secret_pool(lexicon: Lexicon, length: int, pool: str = "common") -> tuple[Word, ...]:
    """Words a secret may be drawn from: 'all' words of the length, or the 'common' ones
    (``common_pool``); never an offensive word (``Lexicon.words_to_ask``).

    The same tuple for the same lexicon, length and pool (strategies cache their work per list)."""
    if check_pool(pool) == "common":
        return common_pool(lexicon, length).words
    return lexicon.words_to_ask(length)


def pool_note(lexicon: Lexicon, length: int, pool: str = "common") -> str:
    """What the page says under the board about the pool, or "" when it holds the usual words."""
    return common_pool(lexicon, length).note if check_pool(pool) == "common" else ""


def check_guess(lexicon: Lexicon, knowledge: Knowledge, text: str, rules: Rules | None = None) -> Word:
    """The guess as a word, or GameError saying why it cannot be played (by ``rules``' hard mode; None: a
    report of a game played elsewhere, whose rules are not ours to hold it to)."""
    alphabet = lexicon.alphabet
    word = normalize(text, alphabet)
    length = knowledge.length
    if not word:
        raise GameError("type a word first")
    if not is_letters(word, alphabet):
        raise GameError(f"a guess is {letters_named(alphabet)} only, not {refused(word, alphabet)}")
    if len(word) != length:
        raise GameError(f"{cut(alphabet.upper(word))} has {len(word)} letters; the secret has {length}")
    if word not in lexicon:
        raise GameError(f"{alphabet.upper(lexicon.usual(word))} is not in the dictionary")
    if len(knowledge.history) >= MAX_MOVES:
        raise GameError(f"this game has had {MAX_MOVES:,} guesses, the most one game takes: start a new one")
    if any(word == guess for guess, _ in knowledge.history):
        raise GameError(f"{alphabet.upper(word)} was already guessed")
    if rules is not None and rules.hard_mode:
        problem = knowledge.hard_mode_problem(word)
        if problem:
            raise GameError(f"hard mode: {problem}")
    return word


def keyboard_states(knowledge: Knowledge) -> dict[str, int]:
    """The best mark each guessed letter has earned so far (for colouring a keyboard)."""
    states: dict[str, int] = {}
    for guess, pattern in knowledge.history:
        for letter, mark in zip(guess, pattern.marks):
            states[letter] = max(states.get(letter, ABSENT), mark)
    return states


def game_status(history: tuple[Move, ...], max_guesses: int | None) -> str:
    """WON once the last pattern is all green, LOST when the guesses ran out, else PLAYING."""
    if history and history[-1][1].is_win:
        return WON
    if max_guesses is not None and len(history) >= max_guesses:
        return LOST
    return PLAYING


def moves_data(history: tuple[Move, ...]) -> list[list[str]]:
    """Moves as plain data: ``[guess, digits]`` pairs (``read_moves`` reads them back)."""
    return [[guess, pattern.digits] for guess, pattern in history]


def read_moves(data: list, length: int, alphabet: Alphabet = ENGLISH) -> list[Move]:
    """Stored moves (``[guess, digits]`` pairs of ``length`` letters of ``alphabet``) as Moves; DataError if
    malformed.

    Only their form is checked here; whether the words and colours make a game is the game's
    rules' to say (each ``from_data`` replays them)."""
    if len(data) > MAX_MOVES:
        raise DataError(f"a game of {len(data):,} guesses (one game takes at most {MAX_MOVES:,})")
    moves = []
    for item in data:
        if not (isinstance(item, list) and len(item) == 2):
            raise DataError("a move must be a [guess, colours] pair")
        guess, digits = text(item[0], "a guess", MAX_LENGTH), text(item[1], "colours", MAX_LENGTH)
        if len(guess) != length or not is_letters(guess, alphabet):
            raise DataError(f"the guess {alphabet.upper(guess)!r} is not {length} {letters_named(alphabet)}")
        try:
            pattern = Pattern.from_digits(digits, length)
        except PatternError as exc:
            raise DataError(str(exc)) from None
        if pattern.digits != digits:
            raise DataError(f"colours {digits!r} must be digits 0, 1 and 2 only")
        moves.append((guess, pattern))
    return moves
