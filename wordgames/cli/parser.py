"""The command line's arguments: value types, commands and options, each command's function.

Each command is named by its module and function, imported only when it runs, and the `wordle`
modes' options (which need the Wordle engine's names) are added only when `wordle` is asked
for: a one-shot `find`, `challenge` or `feedback` imports no Wordle code (journal 20).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from importlib import import_module

from ..languages import language_of
from ..lengths import LENGTH_LIST, MAX_LENGTH, MIN_LENGTH, parse_lengths
from ..text import MAX_DIGITS, cut, normalize, quoted, whole_number
from . import MAX_GAMES, UsageError

Runner = Callable[[argparse.Namespace], int]  # a command: the parsed arguments in, the exit status out

RARE_HELP = "list rare words too, after the known ones (without it they are left out, counted on stderr)"
COURSE_ORDER_HELP = (
    "every dictionary word by length, then alphabetically, rare ones among the others (the course's order; "
    "by default the known words come first and the rare ones are left out)"
)


def runner(where: str) -> Runner:
    """The command ``module:function`` of this package, imported when it is run."""
    module, _, name = where.partition(":")

    def run(args: argparse.Namespace) -> int:
        return getattr(import_module(f"{__package__}.{module}"), name)(args)

    return run


def terminal_columns() -> int:
    """COLUMNS, else the terminal's width, else 80 (shutil.get_terminal_size's rule)."""
    text = os.environ.get("COLUMNS", "")
    columns = int(text) if text.isascii() and text.isdigit() and len(text) < 6 else 0
    if not columns:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns
        except (AttributeError, ValueError, OSError):  # no stdout, or not a terminal
            columns = 0
    return columns or 80


class Formatter(argparse.HelpFormatter):
    """argparse's help, told the terminal's width: it would ask shutil, whose imports (bz2, lzma) cost a
    one-shot query 2 ms, and argparse makes a formatter for every option it is given (journal 22)."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog, width=terminal_columns() - 2)


class ArgumentParser(argparse.ArgumentParser):
    """argparse that raises UsageError (one line) instead of printing usage and exiting."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("formatter_class", Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> None:  # type: ignore[override]
        # argparse quotes what was typed (an unknown option, a bad choice): keep the line short.
        raise UsageError(f"{cut(message, 200)} (see {self.prog} --help)")


def number_arg(text: str, what: str, low: int = 1, high: int | None = None) -> int:
    """A whole number from ``low`` (to ``high``), or ArgumentTypeError saying what ``what`` must be."""
    try:
        value = whole_number(text)
    except ValueError:
        value = low - 1
    if value < low or (high is not None and value > high):
        span = f"a whole number {low}-{high:,}" if high is not None else f"a whole number from {low}"
        raise argparse.ArgumentTypeError(f"{what} must be {span}, not {quoted(text)}")
    return value


def language_arg(text: str) -> str:
    """An ISO 639-1 code of a language with a pack, any case (``languages.language_of``), as its code."""
    try:
        return language_of(text).code
    except ValueError as reason:
        raise argparse.ArgumentTypeError(str(reason)) from None


def length_arg(text: str) -> int:
    return number_arg(text, "word length", MIN_LENGTH, MAX_LENGTH)


def lengths_arg(text: str) -> list[int]:
    """'7', '3-20', '3-5,8' or 'all' (``parse_lengths``)."""
    try:
        return parse_lengths(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"word lengths must be {LENGTH_LIST}; not {quoted(text)}") from None


def games_arg(text: str) -> int:
    return number_arg(text, "the number of games", 1, MAX_GAMES)


def seed_arg(text: str) -> int:
    try:
        return whole_number(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"seed must be a whole number of at most {MAX_DIGITS} digits, not {quoted(text)}"
        ) from None


def max_guesses_arg(text: str) -> int | None:
    """A number of guesses, or 'unlimited': None."""
    from ..wordle.notation import NotationError, parse_guess_limit

    try:
        return parse_guess_limit(text)
    except NotationError as exc:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is {exc}") from None


def strategy_arg(text: str) -> str:
    """A strategy's name (checked when it is made); blank is refused rather than read as the default."""
    name = normalize(text)
    if not name:
        raise argparse.ArgumentTypeError("a strategy name must not be blank (see `wordle strategies`)")
    return name


DICTIONARY_HELP = "a word list (one word a line) or dictionary asset instead of static/dictionary.bin"
LANGUAGE_HELP = "the language's dictionary pack, an ISO 639-1 code (default en: static/dictionary.bin)"
COURSE_LIST_HELP = (
    "the course's 2015 list alone (words_alpha, 369,351 words: static/course-dictionary.dawg), without the modern "
    "words the player's dictionary adds, as the seeds' experiments read it"
)
PROGRESS_HELP = "draw a progress bar even off a terminal"


# Each command's line in its group's list and, for some, the paragraph its --help opens with.
ABOUT: dict[str, tuple[str, str | None]] = {
    "info": ("dictionary size, words per length, trie nodes", None),
    "languages": ("the language packs built: letters, words, pool, sources", None),
    "challenge": (
        "every word a rack of letters makes (? = blank)",
        "Every dictionary word writable with some of the letters (? is a blank), by length then alphabetically.",
    ),
    "find": (
        "words matching a pattern: ? one letter, * any letters",
        "Every dictionary word matching PATTERN (? is any one letter, * any run of letters, none "
        "included), by length, then the words a person knows alphabetically (rare ones with --rare, after them). "
        "A pattern that is scanned (*ing, *x*) reads every word's spelling from $WORDGAMES_CACHE (else "
        "$XDG_CACHE_HOME/wordgames or ~/.cache/wordgames), written by the first such search; WORDGAMES_CACHE= "
        "turns it off.",
    ),
    "feedback": (
        "the colours a guess earns: digits 0/1/2",
        "Print the feedback digits (0 grey, 1 yellow, 2 green) of GUESS against SECRET; with -, read "
        "'GUESS SECRET' lines from stdin.",
    ),
    "candidates": (
        "words consistent with GUESS:DIGITS moves",
        "Every dictionary word that reproduces every pattern: the words a person knows alphabetically (rare ones "
        "with --rare, after them).",
    ),
    "play": ("you guess the computer's word", None),
    "keep": ("the computer guesses your word; you give the colours", None),
    "adversary": (
        "guess against a keeper with no word, who keeps the most words possible",
        "The adversarial keeper (like Absurdle) holds no secret: it answers each guess with the colours "
        "that keep the most words of the pool possible (ties: fewest greens, then fewest yellows, then the "
        "smallest digits); you win when only your guess is left. With --strategy a strategy plays instead. "
        "With --target, the adversary's challenge (Absurdle's): the game must end on that word.",
    ),
    "auto": (
        "a strategy plays many games; averages",
        "Automatic mode: the strategy plays N games; every dictionary word of the length may be guessed; "
        "secrets come from the pool or --secrets FILE, which is also what the strategy assumes the secret may be.",
    ),
    "analyse": ("how each guess of a game compares with best's", None),
    "strategies": ("list the strategy names", None),
    "define": (
        "what a word means: WordNet's senses, and the lemma of an inflected form",
        "Reads static/definitions.bin (built with the dictionary); a word without one is said on stderr.",
    ),
    "pool": (
        "print a length's common pool of secrets, one word a line",
        "The words a secret of the common pool is drawn from (the daily word too): base forms a "
        "person knows, widened with rarer words where a length has few; what the page says then "
        "goes to stderr.",
    ),
}


def build_parser(argv: Sequence[str] | None = None) -> ArgumentParser:
    """The parser of every command; the `wordle` modes' options only if ``argv`` names `wordle` (or is None)."""
    parser = ArgumentParser(prog="wordgames", description="Word Challenge and generalised Wordle on the command line.")
    parser.add_argument("--dictionary", metavar="FILE", default=None, help=DICTIONARY_HELP)
    parser.add_argument("--language", metavar="CODE", type=language_arg, default="en", help=LANGUAGE_HELP)
    parser.add_argument("--course-list", action="store_true", help=COURSE_LIST_HELP)
    # Every command takes --dictionary and --language after its name too, without undoing one given before it.
    common = ArgumentParser(add_help=False)
    common.add_argument("--dictionary", metavar="FILE", default=argparse.SUPPRESS, help=DICTIONARY_HELP)
    common.add_argument("--language", metavar="CODE", type=language_arg, default=argparse.SUPPRESS, help=LANGUAGE_HELP)
    common.add_argument("--course-list", action="store_true", default=argparse.SUPPRESS, help=COURSE_LIST_HELP)

    def command(group: argparse._SubParsersAction, name: str, run: str) -> ArgumentParser:
        """The (sub)command ``name`` of ``group``, which calls ``run`` ('module:function') with the parsed arguments."""
        summary, description = ABOUT[name]
        sub = group.add_parser(name, parents=[common], help=summary, description=description)
        sub.set_defaults(run=runner(run))
        return sub

    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    command(commands, "languages", "languages:cmd_languages")

    info = command(commands, "info", "challenge:cmd_info")
    info.add_argument("--json", action="store_true", help="print one JSON object")

    ch = command(commands, "challenge", "challenge:cmd_challenge")
    ch.add_argument(
        "letters",
        nargs="?",
        metavar="LETTERS",
        help="the rack, e.g. abracadabra or qu?ck; - reads racks "
        "from stdin, one a line, and prints each rack's words on one line",
    )
    ch.add_argument(
        "--min-length", default=MIN_LENGTH, metavar="N", help=f"shortest word wanted (default {MIN_LENGTH})"
    )
    ch.add_argument("--must", default="", metavar="LETTERS", help="letters every word must use")
    ch.add_argument(
        "--method",
        choices=("auto", "reference", "index"),
        default="auto",
        help="reference trie search (reports nodes visited), the fast index, or auto: the index when "
        "many racks come from stdin, else the reference",
    )
    ch.add_argument(
        "--rare",
        action="store_true",
        help=RARE_HELP,
    )
    ch.add_argument("--course-order", action="store_true", help=COURSE_ORDER_HELP)
    ch.add_argument("--auto", action="store_true", help="automatic mode: solve scrambled random words")
    ch.add_argument(
        "--length",
        type=lengths_arg,
        metavar="L",
        help="automatic mode: word length, a range (3-20), a list (3-5,8), or all",
    )
    ch.add_argument(
        "--games",
        type=games_arg,
        default=100,
        metavar="N",
        help=f"automatic mode: racks per length (default 100, at most {MAX_GAMES:,})",
    )
    ch.add_argument("--seed", type=seed_arg, default=0, metavar="S", help="automatic mode: random seed (default 0)")
    ch.add_argument("--progress", action="store_true", default=None, help=PROGRESS_HELP)
    out = ch.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print JSON (words, nodes visited, milliseconds)")
    out.add_argument("--csv", action="store_true", help="automatic mode: print the table as CSV")

    fd = command(commands, "find", "finder:cmd_find")
    fd.add_argument("pattern", metavar="PATTERN", help="e.g. c?t, s??r* or '*ing' (quote * from the shell)")
    fd.add_argument("--must", default="", metavar="LETTERS", help="letters every word must have (repeats count)")
    fd.add_argument("--exclude", default="", metavar="LETTERS", help="letters no word may have")
    fd.add_argument("--min-length", default=MIN_LENGTH, metavar="N", help=f"shortest word (default {MIN_LENGTH})")
    fd.add_argument("--max-length", default=MAX_LENGTH, metavar="N", help=f"longest word (default {MAX_LENGTH})")
    order = fd.add_mutually_exclusive_group()
    order.add_argument("--by-commonness", action="store_true", help="within each length, the most common words first")
    order.add_argument("--course-order", action="store_true", help=COURSE_ORDER_HELP)
    fd.add_argument(
        "--rare",
        action="store_true",
        help=RARE_HELP,
    )
    fd.add_argument("--json", action="store_true", help="print one JSON object (counts per length, words)")

    df = command(commands, "define", "define:cmd_define")
    df.add_argument("word", metavar="WORD", help="a word, e.g. crews")

    fb = command(commands, "feedback", "feedback:cmd_feedback")
    fb.add_argument("guess", metavar="GUESS", help="the guess, or - to read pairs from stdin")
    fb.add_argument("secret", nargs="?", metavar="SECRET")

    ca = command(commands, "candidates", "wordle:cmd_candidates")
    ca.add_argument("moves", nargs="+", metavar="GUESS:DIGITS", help="e.g. crane:00120")
    ca.add_argument(
        "--rare",
        action="store_true",
        help=RARE_HELP,
    )
    ca.add_argument("--course-order", action="store_true", help=COURSE_ORDER_HELP)

    wordle = commands.add_parser(
        "wordle", parents=[common], help="play Wordle: play, keep, adversary, auto, strategies"
    )
    if argv is None or "wordle" in argv:
        add_wordle_modes(wordle, command)
    return parser


def add_wordle_modes(wordle: ArgumentParser, command: Callable[..., ArgumentParser]) -> None:
    """The `wordle` modes and their options."""
    from ..wordle.rules import POOLS, SEVERAL_BOARDS
    from ..wordle.strategies import DEFAULT_STRATEGY
    from .wordle import CLASSIC_LENGTH, CLASSIC_MAX_GUESSES

    games = wordle.add_subparsers(dest="wordle_command", metavar="MODE", required=True)

    def game_options(sub: ArgumentParser, max_help: str) -> None:
        sub.add_argument(
            "--length",
            type=length_arg,
            default=CLASSIC_LENGTH,
            metavar="L",
            help=f"word length {MIN_LENGTH}-{MAX_LENGTH} (default {CLASSIC_LENGTH})",
        )
        sub.add_argument(
            "--max-guesses",
            type=max_guesses_arg,
            default=...,
            metavar="M",
            help=f"a number or 'unlimited' ({max_help})",
        )
        sub.add_argument("--hard", action="store_true", help="hard mode: greens stay, yellows are reused")
        sub.add_argument("--seed", type=seed_arg, default=None, metavar="S", help="random seed")

    play = command(games, "play", "wordle:cmd_wordle_play")
    game_options(play, f"default {CLASSIC_MAX_GUESSES}")
    play.add_argument(
        "--pool", choices=POOLS, default="common", help="secrets from common words or all (default common)"
    )

    keep = command(games, "keep", "wordle:cmd_wordle_keep")
    game_options(keep, "default unlimited")
    keep.add_argument(
        "--pool",
        choices=POOLS,
        default="all",
        help="the words the computer aims at first: all (default) or common ones; any word may be the secret",
    )
    keep.add_argument(
        "--strategy",
        type=strategy_arg,
        default=DEFAULT_STRATEGY,
        metavar="S",
        help=f"guessing strategy (see `wordle strategies`; default {DEFAULT_STRATEGY})",
    )

    adversary = command(games, "adversary", "wordle:cmd_wordle_adversary")
    game_options(adversary, "default unlimited")
    adversary.add_argument(
        "--pool", choices=POOLS, default="common", help="the words the keeper may end on (default common)"
    )
    adversary.add_argument(
        "--strategy",
        type=strategy_arg,
        metavar="S",
        help="let this strategy play instead of you (see `wordle strategies`)",
    )
    adversary.add_argument(
        "--target",
        metavar="WORD",
        help="the adversary's challenge: corner the keeper onto WORD, a word of the pool ('random': one drawn "
        "with --seed); an answer that rules it out, or guessing it while other words remain, loses",
    )

    auto = command(games, "auto", "wordle:cmd_wordle_auto")
    auto.add_argument(
        "--length", type=length_arg, default=CLASSIC_LENGTH, metavar="L", help=f"word length (default {CLASSIC_LENGTH})"
    )
    auto.add_argument(
        "--games", type=games_arg, default=100, metavar="N", help=f"games to play (default 100, at most {MAX_GAMES:,})"
    )
    auto.add_argument(
        "--strategy",
        type=strategy_arg,
        default=None,
        metavar="S",
        help="strategy name (see `wordle strategies`; default letter-frequency, or summed-entropy with --boards)",
    )
    auto.add_argument(
        "--boards",
        type=int,
        choices=SEVERAL_BOARDS,
        default=None,
        help="play 2, 4 or 8 boards at once (one guess to every unsolved board; --max-guesses defaults to boards + 5)",
    )
    auto.add_argument("--seed", type=seed_arg, default=0, metavar="S", help="random seed (default 0)")
    auto.add_argument(
        "--max-guesses",
        type=max_guesses_arg,
        default=None,
        metavar="M",
        help="a number or 'unlimited' (default unlimited)",
    )
    auto.add_argument("--pool", choices=POOLS, default="all", help="secrets from all words (default) or common ones")
    auto.add_argument("--secrets", metavar="FILE", help="secret words, one a line (the guesses stay the dictionary)")
    auto.add_argument(
        "--all-secrets",
        action="store_true",
        help="play every secret of the pool once instead of N random ones "
        "(each position decided once: exact averages, fast)",
    )
    auto.add_argument("--hard", action="store_true", help="hard mode")
    auto.add_argument("--progress", action="store_true", default=None, help=PROGRESS_HELP)
    auto.add_argument("--records", action="store_true", help="with --json: include every game")
    fmt = auto.add_mutually_exclusive_group()
    fmt.add_argument("--json", action="store_true", help="print one JSON object")
    fmt.add_argument("--csv", action="store_true", help="print one CSV row per game")

    analyse = command(games, "analyse", "wordle:cmd_wordle_analyse")
    analyse.add_argument("moves", nargs="+", metavar="GUESS:DIGITS", help="the game, e.g. crane:00120 ...")
    analyse.add_argument("--hard", action="store_true", help="the game was played in hard mode")

    command(games, "strategies", "wordle:cmd_wordle_strategies")

    pool = command(games, "pool", "wordle:cmd_wordle_pool")
    pool.add_argument(
        "--length", type=length_arg, default=CLASSIC_LENGTH, metavar="L", help=f"word length (default {CLASSIC_LENGTH})"
    )
