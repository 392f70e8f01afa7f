"""Page options read from the URL query (?seed=123&tab=wordle…): known keys checked, others ignored with a notice."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..i18n import ENGLISH, LANGUAGES
from ..lengths import LENGTHS, MAX_LENGTH, MIN_LENGTH, is_word_length, length_span
from ..text import normalize, quoted, whole_number
from ..wordle.daily import parse_day
from ..wordle.modes import MODES
from ..wordle.notation import parse_guess_limit
from ..wordle.rules import POOLS
from ..wordle.share import LONGEST_CODE, Score
from .tabs import TABS, opened_by

if TYPE_CHECKING:
    from ..wordle.race import RaceSettings

CHALLENGE_METHODS = ("reference", "index")  # Word Challenge's automatic mode: the trie search or the fast index
MAX_RACKS = 10_000  # racks per length the Lab's Word Challenge automatic mode accepts


@dataclass(frozen=True)
class PageOptions:
    """What the URL asks for; ``notices`` says what was ignored and why."""

    seed: int | None = None
    tab: str = TABS[0]
    mode: str = "guesser"
    length: int = 5
    guesses: int | None = 6
    pool: str = "common"
    hard: bool = False
    strategy: str | None = None
    date: str | None = None  # YYYY-MM-DD: the day the daily word is taken for (today by default)
    challenge: str | None = None  # a challenge link's code (the words to guess, one per board)
    target: str | None = None  # the adversary's challenge link's code (the target word, hidden as a challenge's)
    daily: str | None = None  # YYYY-MM-DD: a daily's link (a friend's daily: that day's words)
    score: Score | None = None  # the score a friend's challenge link says to beat (4/6, X/6)
    lengths: tuple[int, ...] = (5, 6)  # the Lab's race: lengths, strategies, games per lane (None: every secret)
    strategies: tuple[str, ...] = ("letter-frequency", "best")
    games: int | None = 50
    run: bool = False  # start the race at once (a shared Lab link)
    letters: tuple[int, int] = (MIN_LENGTH, MAX_LENGTH)  # Word Challenge's automatic mode: first and last length,
    racks: int = 100  # racks per length,
    method: str = CHALLENGE_METHODS[0]  # the search,
    solve: bool = False  # and whether to solve them at once (a shared Lab link)
    lang: str | None = None  # the page's language (static/i18n.js applies it before Python runs)
    given: frozenset[str] = frozenset()  # the options the URL set (the others may come from memory)
    notices: tuple[str, ...] = ()


def _choice(options: tuple[str, ...] | list[str] | dict[str, object]):
    def parse(text: str) -> str:
        if normalize(text) not in options:
            raise ValueError(f"not one of {', '.join(options)}")
        return normalize(text)

    return parse


def _language(text: str) -> str:
    """A language's code, its region dropped as the page's choice of language drops it (el-GR, pt_BR: el, pt)."""
    return _choice(LANGUAGES)(text.replace("_", "-").split("-")[0])


def _length(text: str) -> int:
    value = whole_number(text)
    if not is_word_length(value):
        raise ValueError(f"not a length {LENGTHS}")
    return value


def _flag(text: str) -> bool:
    if normalize(text) in ("", "1", "true", "yes", "on"):
        return True
    if normalize(text) in ("0", "false", "no", "off"):
        return False
    raise ValueError("not 1 or 0 (yes or no)")


def _games(text: str) -> int | None:
    if normalize(text) == "all":
        return None
    from ..wordle.race import MAX_RACE_GAMES  # the Lab's race and its modules load on the Lab's first use

    value = whole_number(text)
    if not 1 <= value <= MAX_RACE_GAMES:
        raise ValueError(f"not a number of games 1-{MAX_RACE_GAMES:,} or all")
    return value


def _list(parse_one, most: int):
    """A parser of a comma-separated list, each item read by ``parse_one``, without repeats."""

    def parse(text: str) -> tuple:
        parts = [part for part in text.split(",") if part.strip()]
        if not parts or len(parts) > most:
            raise ValueError(f"not a list of 1-{most} items separated by commas")
        values = []
        for part in parts:
            try:
                values.append(parse_one(part))
            except ValueError as reason:
                raise ValueError(f"{quoted(part)} is {reason}") from None
        return tuple(dict.fromkeys(values))

    return parse


def _span(text: str) -> tuple[int, int]:
    """'7' or '3-20': the first and last length."""
    return length_span(text)


def _racks(text: str) -> int:
    value = whole_number(text)
    if not 1 <= value <= MAX_RACKS:
        raise ValueError(f"not a number of racks 1-{MAX_RACKS:,}")
    return value


def _date(text: str) -> str:
    parse_day(text)  # GameError (a ValueError) when it is not a date
    return text.strip()


def _code(text: str) -> str:
    if not 1 <= len(text) <= LONGEST_CODE:
        raise ValueError("not a challenge code")
    return text


def parse_query(query: str, strategies: list[str]) -> PageOptions:
    """Options from a query string such as '?seed=7&mode=keeper'; never raises."""
    parsers = {
        "seed": whole_number,
        "tab": _choice(TABS),
        "mode": _choice(MODES),
        "length": _length,
        "guesses": parse_guess_limit,
        "pool": _choice(POOLS),
        "hard": _flag,
        "strategy": _choice(strategies),
        "date": _date,
        "challenge": _code,
        "target": _code,
        "daily": _date,
        "score": Score.parse,
        "lengths": _list(_length, MAX_LENGTH - MIN_LENGTH + 1),
        "strategies": _list(_choice(strategies), len(strategies)),
        "games": _games,
        "run": _flag,
        "letters": _span,
        "racks": _racks,
        "method": _choice(CHALLENGE_METHODS),
        "solve": _flag,
        "lang": _language,
    }
    options = PageOptions()
    if not query.lstrip("?"):
        return options
    from urllib.parse import parse_qsl  # with its ipaddress, 50 ms of a boot in the browser: only for a query

    notices: list[str] = []
    try:
        pairs = parse_qsl(query.lstrip("?"), keep_blank_values=True, max_num_fields=50)
    except ValueError:
        return replace(options, notices=("Ignored the URL parameters: too many of them.",))
    seen: set[str] = set()
    given: set[str] = set()
    for key, value in pairs:
        parse = parsers.get(key)
        if parse is None:
            notices.append(f"Ignored unknown URL parameter {quoted(key)}.")
            continue
        if key in seen:
            notices.append(f"Ignored a repeated URL parameter {key}={quoted(value)}.")
            continue
        seen.add(key)
        try:
            options = replace(options, **{key: parse(value)})
            given.add(key)
        except ValueError as reason:
            notices.append(f"Ignored URL parameter {key}={quoted(value)}: {reason}.")
    if options.run and options.solve:  # the Lab runs one piece of work at a time: the race
        notices.append("Ignored URL parameter solve=1: run=1 starts a race, and the Lab runs one job at a time.")
        options = replace(options, solve=False)
        given.discard("solve")
    if "guesses" not in given:  # each mode's usual limit (6; boards + 5 for several boards)
        options = replace(options, guesses=MODES[options.mode].usual_guesses)
    tab = opened_by({key: getattr(options, key) for key in given}) if "tab" not in given else None
    if tab is not None:
        options = replace(options, tab=tab)
        given.add("tab")
    return replace(options, given=frozenset(given), notices=tuple(notices))


def lab_query(settings: RaceSettings, language: str = ENGLISH) -> str:
    """The query string of a link that runs ``settings`` in the Lab on ``language``'s words."""
    from urllib.parse import urlencode  # not at boot: see parse_query

    games = "all" if settings.games is None else str(settings.games)
    pairs = [
        ("tab", "lab"),
        ("lengths", ",".join(map(str, settings.lengths))),
        ("strategies", ",".join(settings.strategies)),
        ("games", games),
        ("seed", str(settings.seed)),
        ("pool", settings.rules.pool),
        *([("hard", "1")] if settings.rules.hard_mode else []),
        *([("guesses", str(settings.rules.max_guesses))] if settings.rules.max_guesses else []),
        *language_pair(language),
        ("run", "1"),
    ]
    return "?" + urlencode(pairs, safe=",")


def challenge_query(first: int, last: int, racks: int, seed: int, method: str, language: str = ENGLISH) -> str:
    """The query string of a link that solves these racks in the Lab on ``language``'s words."""
    from urllib.parse import urlencode  # not at boot: see parse_query

    letters = str(first) if first == last else f"{first}-{last}"
    pairs = [("tab", "lab"), ("letters", letters), ("racks", str(racks)), ("seed", str(seed)), ("method", method)]
    return "?" + urlencode([*pairs, *language_pair(language), ("solve", "1")])


def language_pair(code: str) -> list[tuple[str, str]]:
    """A link's ``lang`` (none for English: its links stay as they were), so that it opens on the same pack."""
    return [] if code == ENGLISH else [("lang", code)]
