"""A link that starts a Wordle game: a friend's challenge (its words hidden in a code) or a daily (a day's
words, the friend's daily), with the score the friend got to beat."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass, replace

from ...lexicon import Lexicon, Word
from ...plain import DataError
from ...wordle.adversary_challenge import AdversaryChallengeGame
from ...wordle.archive import DailyGame, DailyKey, daily_rules, make_daily
from ...wordle.boards import BoardsGame
from ...wordle.daily import check_daily_day, daily_number, parse_day
from ...wordle.game import GuesserGame
from ...wordle.modes import DAILY_MODES, board_mode
from ...wordle.modes import MODES as ABOUT
from ...wordle.rules import GameError, Rules, secret_pool
from ...wordle.share import Score, decode_challenge, decode_challenges
from ..params import PageOptions
from .mode import Mode, Settings
from .modes import MODES


@dataclass(frozen=True)
class LinkedGame:
    """The game a link asks for: its settings, how to make it, its secrets (to know it when it was saved),
    its daily (if it is one) and the friend's score."""

    settings: Settings
    make: (
        Callable[[], GuesserGame | BoardsGame | AdversaryChallengeGame] | None
    )  # None: the settings' own game (the adversary's)
    secrets: tuple[Word, ...]
    daily: DailyKey | None
    friend: Score | None

    def mode(self) -> Mode:
        """A mode of the linked game, not yet played."""
        assert self.make is not None
        mode = MODES[self.settings.mode](self.make(), self.settings)
        mode.friend = self.friend
        return mode

    def plays(self, secrets: tuple[Word, ...], mode: str) -> bool:
        """Whether a game of ``mode`` on ``secrets`` is this link's (then the friend's score goes with it)."""
        return mode == self.settings.mode and secrets == self.secrets


def daily_settings(form: Settings, mode: str, length: int) -> Settings:
    """The settings a daily plays with: the mode if it has dailies (else its boards at once, or one board), the
    usual guesses."""
    boards = ABOUT[mode].boards
    name = mode if mode in DAILY_MODES else board_mode(boards) if boards > 1 else "guesser"
    return replace(form, mode=name, length=length, guesses=ABOUT[name].usual_guesses)


def read_link(
    options: PageOptions, lexicon: Lexicon, today: datetime.date, form: Settings
) -> tuple[LinkedGame | None, list[str]]:
    """The game the URL's link asks for (None: none, or one that does not work) and what to tell the person."""
    notices: list[str] = []
    try:
        if options.daily is not None:
            linked = _daily_link(options, lexicon, today, form)
        elif options.challenge is not None:
            linked = _challenge_link(options, lexicon, form, notices)
        elif options.target is not None:
            linked = _target_link(options, lexicon, form)
        elif options.score is not None and options.mode == "adversary":  # the adversary's link is its settings
            linked = LinkedGame(form, None, (), None, options.score)
        else:
            if options.score is not None:
                notices.append("Ignored URL parameter score: it goes with a friend's challenge or daily link.")
            linked = None
    except (DataError, GameError) as reason:
        what = "daily" if options.daily is not None else "challenge"
        notices.append(f"This {what} link does not work ({reason}); here is a new game.")
        return None, notices
    return linked, notices


def _daily_link(options: PageOptions, lexicon: Lexicon, today: datetime.date, form: Settings) -> LinkedGame:
    day = check_daily_day(parse_day(options.daily or ""), today)
    settings = daily_settings(form, options.mode, options.length)
    key = (ABOUT[settings.mode].boards, settings.length, daily_number(day))

    def make() -> DailyGame:
        return make_daily(lexicon, key[2], daily_rules(key, settings.rules))

    return LinkedGame(settings, make, _secrets(make()), key, options.score)


def _challenge_link(options: PageOptions, lexicon: Lexicon, form: Settings, notices: list[str]) -> LinkedGame:
    words = decode_challenges(lexicon, options.challenge or "")
    # Several boards play in sequence when the link's mode says so (the sharer's mode of that many boards).
    sequence = len(words) > 1 and "mode" in options.given and ABOUT[options.mode].sequence
    mode = "guesser" if len(words) == 1 else board_mode(len(words), sequence)
    # The link's words decide the mode and the length: a link that says otherwise is told so.
    for name, plays in (("mode", mode), ("length", len(words[0]))):
        if name in options.given and getattr(options, name) != plays:
            notices.append(
                f"Ignored URL parameter {name}={getattr(options, name)}: a challenge link plays its "
                f"word{'s' if len(words) > 1 else ''}, {len(words[0])} letters, as a {mode} game."
            )
    guesses = options.guesses if "guesses" in options.given else ABOUT[mode].usual_guesses
    hard = options.hard if "hard" in options.given else form.hard
    settings = replace(form, mode=mode, length=len(words[0]), guesses=guesses, hard=hard)
    common = set(words) <= set(secret_pool(lexicon, len(words[0]), "common"))
    pool = "common" if common else "all"

    def make() -> GuesserGame | BoardsGame:
        if len(words) == 1:
            return GuesserGame(lexicon, words[0], Rules(len(words[0]), settings.guesses, settings.hard, pool))
        rules = Rules(len(words[0]), settings.guesses, False, pool, len(words))
        return BoardsGame(lexicon, words, rules, sequence=sequence)

    return LinkedGame(settings, make, words, None, options.score)


def _target_link(options: PageOptions, lexicon: Lexicon, form: Settings) -> LinkedGame:
    """The adversary's challenge on the link's target: its length and pool follow from the word."""
    target = decode_challenge(lexicon, options.target or "")
    mode = "adversary-challenge"
    guesses = options.guesses if "guesses" in options.given else ABOUT[mode].usual_guesses
    hard = options.hard if "hard" in options.given else form.hard
    pool = "common" if target in secret_pool(lexicon, len(target), "common") else "all"
    settings = replace(form, mode=mode, length=len(target), guesses=guesses, hard=hard, pool=pool)

    def make() -> AdversaryChallengeGame:
        return AdversaryChallengeGame(lexicon, settings.rules, target)

    make()  # a target the keeper cannot end on is this link's fault, said now
    return LinkedGame(settings, make, (target,), None, options.score)


def _secrets(game: GuesserGame | BoardsGame) -> tuple[Word, ...]:
    return tuple(game.secrets) if isinstance(game, BoardsGame) else (game.secret,)


def saved_secrets(data: dict) -> tuple[Word, ...]:
    """The secrets of a saved game's data (a guesser's one, several boards' all, the adversary's challenge's target;
    () for the others)."""
    if isinstance(data.get("secrets"), list):
        return tuple(data["secrets"])
    if isinstance(data.get("target"), str):
        return (data["target"],)
    return (data["secret"],) if isinstance(data.get("secret"), str) else ()
