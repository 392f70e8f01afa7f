"""The dailies a player played, today's and the archive's: each played once, kept to be shown and shared again.

A daily played is kept as its guesses (and limit and hard mode): the secrets follow from the
date, the length and the board count (``daily.py``), so replaying the guesses gives the game
back. A daily begun and left for another game is kept too, as a loss (as a streak counts it):
whatever way it ended, a daily in the log is not played again. The log keeps the latest
``KEPT`` dailies played; an archive game (an earlier day's daily) is counted here only, apart
from the statistics and the daily streak, as the NYT's archive does.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from ..lexicon import Lexicon, Word
from ..plain import DataError, check_header, entry, header, items, optional_int, text
from .boards import BoardsGame
from .daily import daily_boards_game, daily_day, daily_game
from .game import GuesserGame
from .rules import (
    MAX_GUESS_LIMIT,
    PLAYING,
    WON,
    GameError,
    Rules,
    check_daily_number,
    usual_guesses,
)

KEPT = 1000  # dailies remembered (the oldest played goes first)
DailyKey = tuple[int, int, int]  # (boards, length, number)
DailyGame = GuesserGame | BoardsGame


@dataclass(frozen=True)
class Played:
    """One daily played: its guesses, its rules (a guess limit always), whether it was won, and whether it was
    played as an archive game (on a later day than its own). One left under way replays to a game in progress."""

    guesses: tuple[Word, ...]
    rules: Rules
    won: bool
    archive: bool


def daily_key(game: DailyGame) -> DailyKey:
    """(boards, length, number) of a daily game; GameError for a game that is not a daily."""
    if game.daily is None:
        raise GameError("not a daily game")
    return (game.rules.boards, game.length, game.daily)


def make_daily(lexicon: Lexicon, number: int, rules: Rules) -> DailyGame:
    """Daily ``number`` by ``rules`` (their boards and length say which daily), not yet played."""
    day = daily_day(number)
    return daily_game(lexicon, day, rules) if rules.boards == 1 else daily_boards_game(lexicon, day, rules)


def daily_rules(key: DailyKey, chosen: Rules | None = None) -> Rules:
    """The rules of the daily of ``key``, in the common pool, with the guess limit and hard mode ``chosen`` (the
    player's; None: the usual): a guess limit always (6 for one board, boards + 5 for several, unless chosen),
    hard mode on one board only."""
    boards, length, _ = key
    limit = None if chosen is None else chosen.max_guesses
    hard = chosen is not None and chosen.hard_mode and boards == 1
    return Rules(length, usual_guesses(boards) if limit is None else limit, hard, "common", boards)


def is_archive(number: int, today: datetime.date) -> bool:
    """Whether daily ``number`` played on ``today`` is an archive game (an earlier day's)."""
    return daily_day(number) < today


@dataclass(frozen=True)
class DailyLog:
    """The dailies played (finished, or left under way) by (boards, length, number), oldest played first."""

    games: Mapping[DailyKey, Played] = field(default_factory=dict)

    KIND = "dailies"
    VERSION = 1

    def played(self, key: DailyKey) -> Played | None:
        return self.games.get(key)

    def add(self, game: DailyGame, archive: bool, left: bool = False) -> DailyLog:
        """The log with the daily ``game`` in it, finished or ``left`` under way for another game (a loss);
        a daily already there stays as first played."""
        if game.status == PLAYING and not left:
            raise GameError("the game is not over yet")
        key = daily_key(game)
        if key in self.games:
            return self
        guesses = tuple(game.guesses) if isinstance(game, BoardsGame) else tuple(word for word, _ in game.history)
        played = Played(guesses, daily_rules(key, game.rules), game.status == WON, archive)
        games = dict(self.games) | {key: played}
        return replace(self, games=dict(list(games.items())[-KEPT:]))

    def joined(self, other: DailyLog) -> DailyLog:
        """This log and the dailies only ``other`` has (another device's): each daily once, as this log has it."""
        games = dict(self.games) | {key: played for key, played in other.games.items() if key not in self.games}
        return replace(self, games=games)

    def replay(self, lexicon: Lexicon, key: DailyKey) -> DailyGame:
        """The game of a logged daily, rebuilt from its guesses (finished, or in progress where it was left);
        GameError when it does not replay as logged."""
        played = self.games[key]
        game = make_daily(lexicon, key[2], played.rules)
        for guess in played.guesses:
            game.guess(guess)
        if (game.status == WON) != played.won:
            raise GameError("a logged daily that does not end as logged")
        return game

    def archive_tally(self) -> tuple[int, int]:
        """(played, won) of the archive games kept."""
        archive = [played for played in self.games.values() if played.archive]
        return len(archive), sum(played.won for played in archive)

    def to_data(self) -> dict:
        return header(self.KIND, self.VERSION) | {
            "games": [
                [boards, length, number, list(p.guesses), p.rules.max_guesses, p.rules.hard_mode, p.won, p.archive]
                for (boards, length, number), p in self.games.items()
            ]
        }

    @classmethod
    def from_data(cls, data: object) -> DailyLog:
        """The log ``to_data`` described; DataError for anything else."""
        data = check_header(data, cls.KIND, cls.VERSION)
        games: dict[DailyKey, Played] = {}
        for item in items(data, "games", KEPT):
            if not (isinstance(item, list) and len(item) == 8):
                raise DataError("a daily played must be [boards, length, number, guesses, limit, hard, won, archive]")
            row = dict(zip(("boards", "length", "number", "guesses", "limit", "hard", "won", "archive"), item))
            boards, length, number = (entry(row, name, int) for name in ("boards", "length", "number"))
            limit, hard = optional_int(row, "limit"), entry(row, "hard", bool)
            try:
                check_daily_number(number)
                rules = daily_rules((boards, length, number), Rules(length, limit, hard, "common", boards))
            except GameError as reason:
                raise DataError(f"a daily played: {reason}") from None
            guesses = tuple(text(word, "a guess", 20) for word in items(row, "guesses", MAX_GUESS_LIMIT))
            won, archive = entry(row, "won", bool), entry(row, "archive", bool)
            games[(boards, length, number)] = Played(guesses, rules, won, archive)
        return cls(games)
