"""A player's statistics as values: Wordle per (length, mode, hard mode), Word Challenge per length, the daily streak.

``record(stats, result)`` returns the statistics after one more finished game; nothing is
changed in place. ``Stats.to_data`` and ``Stats.from_data`` turn them into plain data and
back (DataError for anything that is not a consistent record).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from .challenge.game import ChallengeGame
from .lengths import LENGTHS, MAX_LENGTH, is_word_length
from .plain import DataError, check_header, entry, header, items, optional_int
from .wordle.adversary import AdversaryGame
from .wordle.boards import BoardsGame
from .wordle.game import GuesserGame, KeeperGame
from .wordle.modes import COUNTED
from .wordle.rules import PLAYING, WON, GameError

KEPT_GAMES = 100  # Word Challenge games remembered per length (their scores and words found)
MOST = 10**9  # the largest count a stored record may hold


@dataclass(frozen=True)
class WordleResult:
    """One finished Wordle game as the statistics see it: who guessed how long, won or lost, in how many."""

    length: int
    mode: str
    hard_mode: bool
    won: bool
    guesses: int
    daily: int | None = None  # the daily word's number, for a daily game

    @classmethod
    def of(
        cls,
        game: GuesserGame | KeeperGame | AdversaryGame | BoardsGame,
        mode: str | None = None,
        abandoned: bool = False,
    ) -> WordleResult:
        """The result of a finished game of ``mode`` (by default the game's own: guesser, keeper, adversary,
        or the mode of its boards); GameError while it is still going, unless it was ``abandoned`` (left
        for another game): then a loss, as a streak counts it."""
        if game.status == PLAYING and not abandoned:
            raise GameError("the game is not over yet")
        rules = game.rules
        mode = mode or game.mode
        if mode not in COUNTED:
            raise GameError(f"a {mode} game has no result")
        used = len(game.guesses) if rules.boards > 1 else len(game.history)
        daily = getattr(game, "daily", None)
        return cls(rules.length, mode, rules.hard_mode, game.status == WON and not abandoned, used, daily)


@dataclass(frozen=True)
class ChallengeResult:
    """One finished Word Challenge game: its last round's length, the score and the words found in it."""

    length: int
    score: int
    found: int  # asked words found in the last round
    asked: int  # words that round asked for
    rounds: int
    timed: bool = True  # untimed games (TextTwist's relaxed mode) are counted apart

    @classmethod
    def of(cls, game: ChallengeGame) -> ChallengeResult:
        """The result of a game whose (last) round is over."""
        if not game.over:
            raise GameError("the round is not over yet")
        return cls(len(game.tiles), game.score, len(game.found), len(game.answers), game.round, game.timed)


@dataclass(frozen=True)
class WordleRecord:
    """One (length, mode, hard mode)'s games: counts, streaks, and wins by number of guesses."""

    played: int = 0
    wins: int = 0
    streak: int = 0  # wins in a row, up to the latest game
    best_streak: int = 0
    distribution: Mapping[int, int] = field(default_factory=dict)  # guesses -> games won in that many
    last: tuple[bool, int] | None = None  # the latest game: (won, guesses), to highlight it

    @property
    def win_percent(self) -> int:
        return round(100 * self.wins / self.played) if self.played else 0

    def add(self, won: bool, guesses: int) -> WordleRecord:
        streak = self.streak + 1 if won else 0
        distribution = dict(self.distribution)
        if won:
            distribution[guesses] = distribution.get(guesses, 0) + 1
        return WordleRecord(
            self.played + 1,
            self.wins + won,
            streak,
            max(self.best_streak, streak),
            dict(sorted(distribution.items())),
            (won, guesses),
        )


@dataclass(frozen=True)
class ChallengeRecord:
    """One rack length's Word Challenge games: the best score, and the latest games (oldest first)."""

    played: int = 0
    best_score: int = 0
    games: tuple[tuple[int, int, int], ...] = ()  # (score, asked words found, words asked) per game

    @property
    def average_score(self) -> float:
        """The mean score of the kept games."""
        return sum(score for score, _, _ in self.games) / len(self.games) if self.games else 0.0

    @property
    def found_percent(self) -> int:
        """The share of the asked words found, over the kept games."""
        asked = sum(count for _, _, count in self.games)
        return round(100 * sum(found for _, found, _ in self.games) / asked) if asked else 0

    def add(self, result: ChallengeResult) -> ChallengeRecord:
        games = (*self.games, (result.score, result.found, result.asked))[-KEPT_GAMES:]
        return ChallengeRecord(self.played + 1, max(self.best_score, result.score), games)


@dataclass(frozen=True)
class DailyRecord:
    """The daily words: games played and won, the days in a row with a daily game won, and
    per length the latest daily game (number, won, guesses); which dailies were played is the log's
    (``wordle/archive.py``)."""

    played: int = 0
    wins: int = 0
    streak: int = 0  # days in a row, up to ``last_win``, with a daily game won
    best_streak: int = 0
    last_win: int | None = None  # the number of the latest daily word won
    latest: Mapping[int, tuple[int, bool, int]] = field(default_factory=dict)

    def current_streak(self, today: int) -> int:
        """The streak as seen on daily word ``today``: kept while today's or yesterday's was won."""
        return self.streak if self.last_win is not None and today - self.last_win <= 1 else 0

    def add(self, result: WordleResult) -> DailyRecord:
        number = result.daily
        streak, last_win = self.streak, self.last_win
        if result.won and (last_win is None or number > last_win):
            streak = streak + 1 if last_win == number - 1 else 1
            last_win = number
        latest = dict(self.latest)
        if number >= latest.get(result.length, (0,))[0]:
            latest[result.length] = (number, result.won, result.guesses)
        return DailyRecord(
            self.played + 1,
            self.wins + result.won,
            streak,
            max(self.best_streak, streak),
            last_win,
            dict(sorted(latest.items())),
        )


WordleKey = tuple[int, str, bool]  # (length, mode, hard mode)
ChallengeKey = tuple[int, bool]  # (rack length, timed)


@dataclass(frozen=True)
class Stats:
    """Everything a player's games add up to."""

    wordle: Mapping[WordleKey, WordleRecord] = field(default_factory=dict)
    challenge: Mapping[ChallengeKey, ChallengeRecord] = field(default_factory=dict)
    daily: DailyRecord = DailyRecord()

    KIND = "stats"
    VERSION = 1

    def wordle_record(self, length: int, mode: str = "guesser", hard_mode: bool = False) -> WordleRecord:
        return self.wordle.get((length, mode, hard_mode), WordleRecord())

    def challenge_record(self, length: int, timed: bool = True) -> ChallengeRecord:
        return self.challenge.get((length, timed), ChallengeRecord())

    def to_data(self) -> dict:
        """The statistics as plain JSON-able data (``from_data`` reads them back)."""
        return header(self.KIND, self.VERSION) | {
            "wordle": [
                {"length": length, "mode": mode, "hard_mode": hard}
                | {name: getattr(rec, name) for name in ("played", "wins", "streak", "best_streak")}
                | {"distribution": [[g, n] for g, n in rec.distribution.items()], "last": _listed(rec.last)}
                for (length, mode, hard), rec in sorted(self.wordle.items())
            ],
            "challenge": [
                {"length": length, "played": rec.played, "best_score": rec.best_score, "games": _listed(rec.games)}
                | ({} if timed else {"timed": False})  # as kept before untimed games, for timed ones
                for (length, timed), rec in sorted(self.challenge.items())
            ],
            "daily": {name: getattr(self.daily, name) for name in ("played", "wins", "streak", "best_streak")}
            | {
                "last_win": self.daily.last_win,
                "latest": [[length, *game] for length, game in self.daily.latest.items()],
            },
        }

    @classmethod
    def from_data(cls, data: object) -> Stats:
        """The statistics ``to_data`` described; DataError for anything inconsistent."""
        data = check_header(data, cls.KIND, cls.VERSION)
        wordle: dict[WordleKey, WordleRecord] = {}
        for item in items(data, "wordle", 2 * len(COUNTED) * (MAX_LENGTH + 1)):
            item = _mapping(item, "a Wordle record")
            key = (_length(item), entry(item, "mode", str), entry(item, "hard_mode", bool))
            if key[1] not in COUNTED or key in wordle:
                raise DataError(f"a Wordle record of mode {key[1][:20]!r} (or twice the same) is not one")
            wordle[key] = _wordle_record(item)
        challenge: dict[ChallengeKey, ChallengeRecord] = {}
        for item in items(data, "challenge", 2 * (MAX_LENGTH + 1)):
            item = _mapping(item, "a Word Challenge record")
            length = _length(item)
            key = (length, entry(item, "timed", bool) if "timed" in item else True)  # kept before untimed games
            games = tuple(_counts(game, 3, "a game") for game in items(item, "games", KEPT_GAMES))
            record = ChallengeRecord(_count(item, "played"), _count(item, "best_score"), games)
            if key in challenge or record.played < len(games) or any(s > record.best_score for s, *_ in games):
                raise DataError(f"the Word Challenge record of length {length} does not add up")
            challenge[key] = record
        return cls(wordle, challenge, _daily_record(_mapping(entry(data, "daily", dict), "the daily record")))


def record(stats: Stats, result: WordleResult | ChallengeResult) -> Stats:
    """The statistics after one more finished game."""
    if isinstance(result, ChallengeResult):
        challenge = dict(stats.challenge)
        challenge[result.length, result.timed] = stats.challenge_record(result.length, result.timed).add(result)
        return replace(stats, challenge=dict(sorted(challenge.items())))
    key = (result.length, result.mode, result.hard_mode)
    wordle = dict(stats.wordle)
    wordle[key] = stats.wordle_record(*key).add(result.won, result.guesses)
    daily = stats.daily if result.daily is None else stats.daily.add(result)
    return replace(stats, wordle=dict(sorted(wordle.items())), daily=daily)


# ----- reading plain data -----


def _listed(value: Any) -> Any:
    """Tuples as lists, as JSON has them."""
    return [_listed(v) for v in value] if isinstance(value, (tuple, list)) else value


def _mapping(value: object, what: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise DataError(f"{what} must be an object")
    return value


def _count(data: Mapping[str, Any], name: str) -> int:
    value = entry(data, name, int)
    if not 0 <= value <= MOST:
        raise DataError(f"the count {name!r} is {value}")
    return value


def _counts(value: object, size: int, what: str) -> tuple[int, ...]:
    """A list of ``size`` counts."""
    if not (isinstance(value, list) and len(value) == size):
        raise DataError(f"{what} must be a list of {size} numbers")
    return tuple(_count({"item": v}, "item") for v in value)


def _length(data: Mapping[str, Any]) -> int:
    return _checked_length(entry(data, "length", int))


def _checked_length(length: int) -> int:
    if not is_word_length(length):
        raise DataError(f"length {length} is not {LENGTHS}")
    return length


def _wordle_record(item: Mapping[str, Any]) -> WordleRecord:
    played, wins, streak, best = (_count(item, name) for name in ("played", "wins", "streak", "best_streak"))
    distribution: dict[int, int] = {}
    for pair in items(item, "distribution"):
        guesses, games = _counts(pair, 2, "a distribution entry")
        if guesses < 1 or guesses in distribution:
            raise DataError("a distribution entry's guesses are positive and listed once")
        distribution[guesses] = games
    last = entry(item, "last", (list, type(None)))
    if last is not None:
        if not (len(last) == 2 and isinstance(last[0], bool)):
            raise DataError("the latest game must be [won, guesses]")
        last = (last[0], _counts(last[1:], 1, "the latest game's guesses")[0])
    consistent = wins <= played and streak <= best <= wins and sum(distribution.values()) == wins
    if not consistent or (last is None) != (played == 0) or (last is not None and last[0] != (streak > 0)):
        raise DataError("a Wordle record does not add up (wins, streaks, distribution, latest game)")
    return WordleRecord(played, wins, streak, best, dict(sorted(distribution.items())), last)


def _daily_record(item: Mapping[str, Any]) -> DailyRecord:
    played, wins, streak, best = (_count(item, name) for name in ("played", "wins", "streak", "best_streak"))
    last_win = optional_int(item, "last_win")
    latest: dict[int, tuple[int, bool, int]] = {}
    for game in items(item, "latest", MAX_LENGTH + 1):
        if not (isinstance(game, list) and len(game) == 4 and isinstance(game[2], bool)):
            raise DataError("a latest daily game must be [length, number, won, guesses]")
        length, number, guesses = _counts([game[0], game[1], game[3]], 3, "a latest daily game")
        latest[_checked_length(length)] = (number, game[2], guesses)
    if not (wins <= played and streak <= best <= wins and (last_win is None) == (wins == 0)):
        raise DataError("the daily record does not add up (wins, streaks, latest win)")
    return DailyRecord(played, wins, streak, best, last_win, dict(sorted(latest.items())))
