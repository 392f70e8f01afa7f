"""The command line, `python -m wordgames`: the engine on CPython for experiments and scripts.

Results go to stdout, everything else (prompts, progress, messages) to stderr. Bad input
ends with a one-line message and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from .challenge.auto import ChallengeReport, auto_challenge_lengths
from .challenge.index import fast_solve
from .challenge.request import SolveRequest
from .challenge.search import BLANK, MAX_TILES, Rack, RackError, Solution, solve
from .lexicon import MAGIC, MAX_LENGTH, MIN_LENGTH, Lexicon, LexiconError, Word, is_plain_word, normalize
from .wordle.candidates import candidates
from .wordle.feedback import Pattern, PatternError, score
from .wordle.game import LOST, PLAYING, POOLS, WON, GameError, GuesserGame, KeeperGame, check_length
from .wordle.knowledge import Knowledge
from .wordle.simulate import SimulationError, SimulationReport, simulate_lexicon
from .wordle.strategies import DEFAULT_STRATEGY, BookError, Strategy, StrategyError, make_strategy, strategy_names

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_ASSET = ROOT / "static" / "dictionary.bin"
OPENING_BOOK = ROOT / "static" / "openings.bin"

CLASSIC_LENGTH = 5  # the original game's word length, the default of the Wordle commands
CLASSIC_MAX_GUESSES = 6  # and its number of guesses (for `wordle play`)

BAD_INPUT = 2
# Errors that mean "the input cannot be used": reported in one line with exit status 2.
INPUT_ERRORS = (LexiconError, RackError, PatternError, GameError, StrategyError, SimulationError)


class UsageError(Exception):
    """Bad command-line input (unknown option, unreadable file...), reported in one line."""


class ArgumentParser(argparse.ArgumentParser):
    """argparse that raises UsageError (one line) instead of printing usage and exiting."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{message} (see {self.prog} --help)")


# ----- small helpers ----------------------------------------------------------------------


def say(message: str) -> None:
    """A message for the person (stderr)."""
    print(message, file=sys.stderr, flush=True)


def one_line(text: str) -> str:
    return " ".join(str(text).split())


def read_text(path: str, what: str) -> str:
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise UsageError(f"cannot read {what} {path}: {exc.strerror or exc}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise UsageError(f"{what} {path} is not UTF-8 text") from None


def load_lexicon(path: str | None) -> Lexicon:
    """The built asset, or ``path``: another asset, or a word list with one word a line."""
    if path is None:
        if not DEFAULT_ASSET.exists():
            raise UsageError("static/dictionary.bin is missing: run `python3 build.py` first")
        return Lexicon.from_bytes(DEFAULT_ASSET.read_bytes())
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise UsageError(f"cannot read dictionary {path}: {exc.strerror or exc}") from None
    if data.startswith(MAGIC):
        return Lexicon.from_bytes(data)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise UsageError(f"dictionary {path} is neither a word list (UTF-8 text) nor a dictionary asset") from None
    try:
        return Lexicon.from_words(text.splitlines())
    except LexiconError as exc:
        raise UsageError(f"dictionary {path}: {exc}") from None


def load_strategy(name: str, remember: bool = False) -> Strategy:
    """The named strategy, playing from the built opening book when there is one.

    A book answers only for the dictionary and secret pool it was built for (its entries
    are keyed by checksums of both), so it is safe to pass with any ``--dictionary``.
    """
    try:
        book = OPENING_BOOK.read_bytes() if OPENING_BOOK.exists() else None
        return make_strategy(name, book=book, remember=remember)
    except BookError as exc:
        say(f"ignoring the opening book {OPENING_BOOK.name}: {exc}")
        return make_strategy(name, remember=remember)


def asset_size(path: str | None, lexicon: Lexicon) -> int:
    """Bytes of the asset in use, or of the asset the word list would make."""
    file = DEFAULT_ASSET if path is None else Path(path)
    with file.open("rb") as stream:
        if stream.read(len(MAGIC)) == MAGIC:
            return file.stat().st_size
    return len(lexicon.to_bytes())


def parse_word(text: str, what: str) -> Word:
    """A word typed on the command line: letters a-z (case folded), 3-20 of them."""
    word = normalize(text)
    if not (word.isascii() and word.isalpha()):
        raise UsageError(f"{what} {text!r} must be letters a-z only")
    if not MIN_LENGTH <= len(word) <= MAX_LENGTH:
        raise UsageError(f"{what} {text!r} must have {MIN_LENGTH}-{MAX_LENGTH} letters, not {len(word)}")
    return word


def length_arg(text: str) -> int:
    try:
        return check_length(int(text))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"word length must be a number {MIN_LENGTH}-{MAX_LENGTH}, not {text!r}"
        ) from None


def lengths_arg(text: str) -> list[int]:
    """'7', '3-20' or 'all'."""
    if text.strip().lower() == "all":
        return list(range(MIN_LENGTH, MAX_LENGTH + 1))
    low, _, high = text.partition("-")
    first = length_arg(low)
    last = length_arg(high) if high else first
    if last < first:
        raise argparse.ArgumentTypeError(f"length range {text!r} is empty")
    return list(range(first, last + 1))


def positive_arg(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive whole number, not {text!r}")
    return value


def seed_arg(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seed must be a whole number, not {text!r}") from None


def max_guesses_arg(text: str) -> int | None:
    """A positive number, or 'unlimited' (also 0)."""
    if text.strip().lower() in ("unlimited", "none", "0"):
        return None
    return positive_arg(text)


class ProgressBar:
    """A one-line progress bar on stderr, drawn only when stderr is a terminal (or when forced)."""

    WIDTH = 30

    def __init__(self, label: str, enabled: bool | None = None, stream: TextIO | None = None):
        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.label = label
        self.drawn = False
        self.last = 0.0

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if done < total and now - self.last < 0.1:
            return
        self.last = now
        filled = self.WIDTH * done // max(total, 1)
        self.stream.write(f"\r{self.label} [{'#' * filled}{'.' * (self.WIDTH - filled)}] {done}/{total}")
        self.stream.flush()
        self.drawn = True

    def close(self) -> None:
        if self.drawn:
            self.stream.write("\r" + " " * (len(self.label) + self.WIDTH + 30) + "\r")
            self.stream.flush()
            self.drawn = False


# ----- info ---------------------------------------------------------------------------------


def cmd_info(args: argparse.Namespace) -> int:
    lexicon = load_lexicon(args.dictionary)
    stats = lexicon.stats()
    facts = {
        "words": stats.words,
        "trie_states": stats.states,
        "trie_edges": stats.edges,
        "asset_bytes": asset_size(args.dictionary, lexicon),
        "words_per_length": stats.words_per_length,
    }
    if args.json:
        print(json.dumps({**facts, "words_per_length": {str(k): v for k, v in stats.words_per_length.items()}}))
        return 0
    for key in ("words", "trie_states", "trie_edges", "asset_bytes"):
        print(f"{key.replace('_', ' '):<18}{facts[key]}")
    print("words per length")
    for length, count in stats.words_per_length.items():
        print(f"{length:>5} {count:>10}")
    return 0


# ----- challenge ------------------------------------------------------------------------------

Solver = Callable[[Lexicon, Rack, int, str], Solution]


def challenge_solver(method: str, many: bool) -> tuple[str, Solver]:
    """The solver for ``method``; 'auto' takes the fast index only when many racks pay for building it."""
    if method == "auto":
        method = "index" if many else "reference"
    return method, fast_solve if method == "index" else solve


def cmd_challenge(args: argparse.Namespace) -> int:
    if args.auto:
        return challenge_auto(args)
    if args.letters is None:
        raise UsageError("challenge: give LETTERS, - (racks on stdin) or --auto")
    automatic_only = [
        name
        for name, given in (("--length", args.length is not None), ("--csv", args.csv), ("--progress", args.progress))
        if given
    ]
    if automatic_only:
        raise UsageError(f"challenge: {', '.join(automatic_only)} only go with --auto")
    if args.letters == "-":
        return challenge_stdin(args)
    request = SolveRequest.parse(args.letters, args.min_length, args.must)
    lexicon = load_lexicon(args.dictionary)
    method, solver = challenge_solver(args.method, many=False)
    solution = solver(lexicon, request.rack, request.min_length, request.must)
    if args.json:
        print(json.dumps(solution_dict(request.rack, solution, method)))
    else:
        for word in solution.words:
            print(word)
        if not solution.words:
            say(f"no word of {request.min_length}+ letters can be made from {request.rack.letters()}")
    return 0


def solution_dict(rack: Rack, solution: Solution, method: str) -> dict:
    return {
        "letters": rack.letters(),
        "words": list(solution.words),
        "count": len(solution.words),
        "nodes_visited": solution.nodes_visited if method == "reference" else None,
        "milliseconds": round(solution.milliseconds, 3),
        "method": method,
    }


def checked_options(args: argparse.Namespace) -> SolveRequest:
    """--min-length and --must checked once, before any rack is read (against a rack of blanks)."""
    return SolveRequest.parse(BLANK * MAX_TILES, args.min_length, args.must)


def challenge_stdin(args: argparse.Namespace) -> int:
    """One rack a line in, one line of words (space separated) out; a rack lacking --must letters makes none."""
    options = checked_options(args)
    lexicon = load_lexicon(args.dictionary)
    method, solver = challenge_solver(args.method, many=True)
    for number, line in enumerate(sys.stdin, 1):
        if not line.strip():
            print()
            continue
        try:
            rack = Rack.parse(line)
        except RackError as exc:
            raise UsageError(f"line {number}: {exc}") from None
        solution = solver(lexicon, rack, options.min_length, options.must)
        if args.json:
            print(json.dumps(solution_dict(rack, solution, method)))
        else:
            print(" ".join(solution.words))
    return 0


def challenge_auto(args: argparse.Namespace) -> int:
    if args.letters is not None:
        raise UsageError("challenge --auto takes no LETTERS")
    if args.length is None:
        raise UsageError("challenge --auto needs --length L (or a range such as 3-20)")
    if args.must:
        raise UsageError("challenge --auto takes no --must")
    options = checked_options(args)
    lexicon = load_lexicon(args.dictionary)
    method, solver = challenge_solver(args.method, many=False)
    bar = ProgressBar("solving", args.progress)
    try:
        reports = auto_challenge_lengths(
            lexicon, args.length, args.games, random.Random(args.seed), solver, options.min_length, bar
        )
    finally:
        bar.close()
    write_challenge_reports(reports, method, args)
    return 0


def write_challenge_reports(reports: Sequence[ChallengeReport], method: str, args: argparse.Namespace) -> None:
    columns = ["length", "games", "avg_words", "avg_ms", "median_ms", "avg_nodes"]
    rows = [report.as_dict() for report in reports]
    if method != "reference":
        for row in rows:
            row["avg_nodes"] = None
    if args.json:
        print(json.dumps(rows[0] if len(rows) == 1 else rows))
    elif args.csv:
        writer = csv.DictWriter(sys.stdout, columns, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    else:
        say(f"{reports[0].games} scrambled random words per length, seed {args.seed}, {method} search")
        print(f"{'length':>6} {'games':>6} {'avg words':>10} {'avg ms':>9} {'median ms':>10} {'avg nodes':>10}")
        for row in rows:
            nodes = "-" if row["avg_nodes"] is None else f"{row['avg_nodes']:.1f}"
            print(
                f"{row['length']:>6} {row['games']:>6} {row['avg_words']:>10.1f} {row['avg_ms']:>9.3f}"
                f" {row['median_ms']:>10.3f} {nodes:>10}"
            )


# ----- feedback and candidates ------------------------------------------------------------------


def feedback_digits(guess_text: str, secret_text: str) -> str:
    guess, secret = parse_word(guess_text, "guess"), parse_word(secret_text, "secret")
    if len(guess) != len(secret):
        raise UsageError(f"guess {guess!r} has {len(guess)} letters but secret {secret!r} has {len(secret)}")
    return score(guess, secret).digits


def cmd_feedback(args: argparse.Namespace) -> int:
    if args.guess == "-":
        if args.secret is not None:
            raise UsageError("feedback -: give no SECRET, the pairs come from stdin")
        for number, line in enumerate(sys.stdin, 1):
            parts = line.split()
            if not parts:
                print()
                continue
            if len(parts) != 2:
                raise UsageError(f"line {number}: expected 'GUESS SECRET', got {one_line(line)[:60]!r}")
            try:
                print(feedback_digits(*parts))
            except UsageError as exc:
                raise UsageError(f"line {number}: {exc}") from None
        return 0
    if args.secret is None:
        raise UsageError("feedback: give GUESS SECRET, or - to read pairs from stdin")
    print(feedback_digits(args.guess, args.secret))
    return 0


def parse_move(text: str) -> tuple[Word, Pattern]:
    guess_text, sep, digits = text.partition(":")
    if not sep:
        raise UsageError(f"expected GUESS:DIGITS such as crane:00120, not {text!r}")
    guess = parse_word(guess_text, "guess")
    return guess, Pattern.from_digits(digits, len(guess))


def cmd_candidates(args: argparse.Namespace) -> int:
    moves = [parse_move(text) for text in args.moves]
    length = len(moves[0][0])
    for guess, _ in moves:
        if len(guess) != length:
            raise UsageError(f"every guess must have the same length ({guess!r} has {len(guess)}, not {length})")
    knowledge = Knowledge.from_history(length, moves)
    lexicon = load_lexicon(args.dictionary)
    words = candidates(lexicon, knowledge)
    for word in words:
        print(word)
    if not words:
        reasons = "; ".join(knowledge.problems) or "no dictionary word reproduces every pattern"
        say(f"no word fits: {reasons}")
    return 0


# ----- wordle -------------------------------------------------------------------------------------

ANSI = {0: "\x1b[1;37;100m", 1: "\x1b[1;30;43m", 2: "\x1b[1;30;42m"}  # grey, yellow, green tiles


def tiles(word: Word, pattern: Pattern, colour: bool) -> str:
    """The guess with its marks: coloured tiles on a terminal, else letters and digits."""
    if colour:
        return "".join(f"{ANSI[m]} {ch.upper()} \x1b[0m" for ch, m in zip(word, pattern.marks))
    return f"{word.upper()} {pattern.digits}"


def read_line(prompt: str) -> str | None:
    """A line from stdin after a prompt on stderr; None at end of input."""
    sys.stderr.write(prompt)
    sys.stderr.flush()
    line = sys.stdin.readline()
    if not line:
        sys.stderr.write("\n")
        return None
    return line.strip()


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" + ("" if count == 1 else "es" if noun.endswith("s") else "s")


def guesses_text(max_guesses: int | None) -> str:
    return "unlimited guesses" if max_guesses is None else f"{max_guesses} guesses"


def cmd_wordle_play(args: argparse.Namespace) -> int:
    lexicon = load_lexicon(args.dictionary)
    max_guesses = CLASSIC_MAX_GUESSES if args.max_guesses is ... else args.max_guesses
    game = GuesserGame.new(lexicon, args.length, random.Random(args.seed), args.pool, max_guesses, args.hard)
    colour = sys.stdout.isatty()
    say(
        f"Guess the {game.length}-letter word ({guesses_text(max_guesses)}{', hard mode' if args.hard else ''}). "
        "Colours: 2 green = right place, 1 yellow = elsewhere, 0 grey = not in the word. End with Ctrl-D."
    )
    while game.status == PLAYING:
        left = "" if game.guesses_left is None else f" ({game.guesses_left} left)"
        line = read_line(f"guess {len(game.history) + 1}{left}: ")
        if line is None:
            say(f"stopped; the word was {game.secret.upper()}")
            return 0
        if not line:
            continue
        try:
            pattern = game.guess(line)
        except GameError as exc:
            say(str(exc))
            continue
        print(tiles(game.history[-1][0], pattern, colour), flush=True)
    if game.status == WON:
        print(f"solved in {plural(len(game.history), 'guess')}")
    else:
        print(f"out of guesses: the word was {game.secret.upper()}")
    return 0


def cmd_wordle_keep(args: argparse.Namespace) -> int:
    lexicon = load_lexicon(args.dictionary)
    max_guesses = None if args.max_guesses is ... else args.max_guesses
    strategy = load_strategy(args.strategy)
    game = KeeperGame(
        lexicon,
        args.length,
        strategy,
        random.Random(args.seed),
        hard_mode=args.hard,
        pool=args.pool,
        max_guesses=max_guesses,
    )
    say(
        f"Think of a {args.length}-letter word. For each guess type its colours as digits, 0 grey, 1 yellow, "
        "2 green (e.g. 20010); 'undo' takes back the last colours. End with Ctrl-D."
    )
    while True:
        if game.impossible:
            say(game.explain() + " Type undo.")
        elif game.status == WON:
            print(f"got it in {plural(len(game.history), 'guess')}: {game.history[-1][0].upper()}")
            return 0
        elif game.status == LOST:
            print(f"out of guesses after {plural(len(game.history), 'guess')}")
            return 0
        elif game.proposal is None:
            print("no word left to guess")
            return 0
        else:
            print(f"guess {len(game.history) + 1}: {game.proposal.upper()}", flush=True)
        count = len(game.candidates)
        line = read_line(f"colours ({plural(count, 'candidate')}): ")
        if line is None:
            return 0
        try:
            if line.lower() == "undo":
                game.undo()
            elif line:
                game.answer(line)
        except GameError as exc:
            say(str(exc))


def read_secrets(path: str, length: int) -> list[Word]:
    """The distinct words of ``length`` letters in a one-word-a-line file, alphabetically."""
    words = {normalize(line) for line in read_text(path, "secrets file").splitlines()}
    chosen = sorted(w for w in words if is_plain_word(w, length, length))
    if not chosen:
        raise UsageError(f"secrets file {path} has no {length}-letter words")
    return chosen


def cmd_wordle_auto(args: argparse.Namespace) -> int:
    lexicon = load_lexicon(args.dictionary)
    strategy = load_strategy(args.strategy, remember=True)
    secrets = read_secrets(args.secrets, args.length) if args.secrets else None
    bar = ProgressBar(strategy.name, args.progress)
    try:
        report = simulate_lexicon(
            lexicon,
            args.length,
            strategy,
            None if args.all_secrets else args.games,
            args.seed,
            args.pool,
            args.max_guesses,
            args.hard,
            bar,
            secrets,
        )
    finally:
        bar.close()
    write_wordle_report(report, args)
    return 0


def write_wordle_report(report: SimulationReport, args: argparse.Namespace) -> None:
    if args.json:
        print(json.dumps(report.as_dict(with_records=args.records)))
        return
    if args.csv:
        writer = csv.writer(sys.stdout, lineterminator="\n")
        writer.writerow(["game", "secret", "solved", "guesses", "milliseconds", "words", "candidates_after"])
        for i, r in enumerate(report.records, 1):
            writer.writerow(
                [
                    i,
                    r.secret,
                    int(r.solved),
                    r.guess_count,
                    f"{r.milliseconds:.3f}",
                    " ".join(r.guesses),
                    " ".join(map(str, r.candidates_after)),
                ]
            )
        return
    print(
        f"strategy {report.strategy}, {report.length} letters, {report.games} games, "
        f"{guesses_text(report.guess_limit)}{', hard mode' if report.hard_mode else ''}"
    )
    print(f"solved           {report.solved} of {report.games}")
    print(f"average guesses  {report.avg_guesses:.3f}")
    print(f"maximum guesses  {report.max_guesses}")
    print(f"ms per game      {report.ms_per_game:.2f} ({report.ms_per_move:.2f} per guess)")
    print("candidates left after each guess: " + ", ".join(f"{n:.2f}" for n in report.candidates_after))
    print("guesses  games")
    for guesses, games in report.distribution.items():
        print(f"{guesses:>7}  {games}")
    if report.lost:
        print(f"{'lost':>7}  {report.lost}")


def cmd_wordle_analyse(args: argparse.Namespace) -> int:
    """Per guess of a finished game: candidates before/after, best's choice, skill and luck."""
    from .wordle.analysis import AnalysisError, analyse, describe, parse_moves

    try:
        moves = parse_moves(args.moves)
        analysis = analyse(load_lexicon(args.dictionary), moves, hard_mode=args.hard, strategy=load_strategy("best"))
    except AnalysisError as exc:
        raise UsageError(str(exc)) from None
    for line in describe(analysis):
        print(line)
    return 0


def cmd_wordle_strategies(args: argparse.Namespace) -> int:
    for name in strategy_names():
        print(name)
    return 0


# ----- the parser -------------------------------------------------------------------------------


def build_parser() -> ArgumentParser:
    common = ArgumentParser(add_help=False)
    common.add_argument(
        "--dictionary",
        metavar="FILE",
        default=argparse.SUPPRESS,
        help="a word list (one word a line) or dictionary asset instead of static/dictionary.bin",
    )

    parser = ArgumentParser(prog="wordgames", description="Word Challenge and generalised Wordle on the command line.")
    parser.add_argument(
        "--dictionary",
        metavar="FILE",
        default=None,
        help="a word list (one word a line) or dictionary asset instead of static/dictionary.bin",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    info = commands.add_parser("info", parents=[common], help="dictionary size, words per length, trie nodes")
    info.add_argument("--json", action="store_true", help="print one JSON object")
    info.set_defaults(run=cmd_info)

    ch = commands.add_parser(
        "challenge",
        parents=[common],
        help="every word a rack of letters makes (? = blank)",
        description="Every dictionary word writable with some of the letters (? is a blank), "
        "by length then alphabetically.",
    )
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
    ch.add_argument("--auto", action="store_true", help="automatic mode: solve scrambled random words")
    ch.add_argument(
        "--length", type=lengths_arg, metavar="L", help="automatic mode: word length, a range (3-20) or all"
    )
    ch.add_argument("--games", type=positive_arg, default=100, metavar="N", help="automatic mode: racks per length")
    ch.add_argument("--seed", type=seed_arg, default=0, metavar="S", help="automatic mode: random seed (default 0)")
    ch.add_argument("--progress", action="store_true", default=None, help="draw a progress bar even off a terminal")
    out = ch.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print JSON (words, nodes visited, milliseconds)")
    out.add_argument("--csv", action="store_true", help="automatic mode: print the table as CSV")
    ch.set_defaults(run=cmd_challenge)

    fb = commands.add_parser(
        "feedback",
        parents=[common],
        help="the colours a guess earns: digits 0/1/2",
        description="Print the feedback digits (0 grey, 1 yellow, 2 green) of GUESS against "
        "SECRET; with -, read 'GUESS SECRET' lines from stdin.",
    )
    fb.add_argument("guess", metavar="GUESS", help="the guess, or - to read pairs from stdin")
    fb.add_argument("secret", nargs="?", metavar="SECRET")
    fb.set_defaults(run=cmd_feedback)

    ca = commands.add_parser(
        "candidates",
        parents=[common],
        help="words consistent with GUESS:DIGITS moves",
        description="Every dictionary word that reproduces every pattern, alphabetically.",
    )
    ca.add_argument("moves", nargs="+", metavar="GUESS:DIGITS", help="e.g. crane:00120")
    ca.set_defaults(run=cmd_candidates)

    wordle = commands.add_parser("wordle", parents=[common], help="play Wordle: play, keep, auto, strategies")
    games = wordle.add_subparsers(dest="wordle_command", metavar="MODE", required=True)

    def game_options(p: ArgumentParser, max_help: str) -> None:
        p.add_argument(
            "--length",
            type=length_arg,
            default=CLASSIC_LENGTH,
            metavar="L",
            help=f"word length {MIN_LENGTH}-{MAX_LENGTH} (default {CLASSIC_LENGTH})",
        )
        p.add_argument(
            "--max-guesses",
            type=max_guesses_arg,
            default=...,
            metavar="M",
            help=f"a number or 'unlimited' ({max_help})",
        )
        p.add_argument("--hard", action="store_true", help="hard mode: greens stay, yellows are reused")
        p.add_argument("--seed", type=seed_arg, default=None, metavar="S", help="random seed")

    play = games.add_parser("play", parents=[common], help="you guess the computer's word")
    game_options(play, f"default {CLASSIC_MAX_GUESSES}")
    play.add_argument(
        "--pool", choices=POOLS, default="common", help="secrets from common words or all (default common)"
    )
    play.set_defaults(run=cmd_wordle_play)

    keep = games.add_parser("keep", parents=[common], help="the computer guesses your word; you give the colours")
    game_options(keep, "default unlimited")
    keep.add_argument(
        "--pool",
        choices=POOLS,
        default="all",
        help="the words you may think of: all dictionary words (default) or common ones",
    )
    keep.add_argument(
        "--strategy",
        default=DEFAULT_STRATEGY,
        metavar="S",
        help=f"guessing strategy (see `wordle strategies`; default {DEFAULT_STRATEGY})",
    )
    keep.set_defaults(run=cmd_wordle_keep)

    auto = games.add_parser(
        "auto",
        parents=[common],
        help="a strategy plays many games; averages",
        description="Automatic mode: the strategy plays N games; every dictionary word of the "
        "length may be guessed; secrets come from the pool or --secrets FILE, "
        "which is also what the strategy assumes the secret may be.",
    )
    auto.add_argument(
        "--length", type=length_arg, default=CLASSIC_LENGTH, metavar="L", help=f"word length (default {CLASSIC_LENGTH})"
    )
    auto.add_argument("--games", type=positive_arg, default=100, metavar="N", help="games to play (default 100)")
    auto.add_argument(
        "--strategy",
        default="letter-frequency",
        metavar="S",
        help="strategy name (see `wordle strategies`; default letter-frequency)",
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
    auto.add_argument("--progress", action="store_true", default=None, help="draw a progress bar even off a terminal")
    auto.add_argument("--records", action="store_true", help="with --json: include every game")
    fmt = auto.add_mutually_exclusive_group()
    fmt.add_argument("--json", action="store_true", help="print one JSON object")
    fmt.add_argument("--csv", action="store_true", help="print one CSV row per game")
    auto.set_defaults(run=cmd_wordle_auto)

    analyse_cmd = games.add_parser("analyse", parents=[common], help="how each guess of a game compares with best's")
    analyse_cmd.add_argument("moves", nargs="+", metavar="GUESS:DIGITS", help="the game, e.g. crane:00120 ...")
    analyse_cmd.add_argument("--hard", action="store_true", help="the game was played in hard mode")
    analyse_cmd.set_defaults(run=cmd_wordle_analyse)

    names = games.add_parser("strategies", parents=[common], help="list the strategy names")
    names.set_defaults(run=cmd_wordle_strategies)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns the exit status (0 ok, 2 bad input)."""
    try:
        args = build_parser().parse_args(argv)
        return args.run(args)
    except UsageError as exc:
        say(f"wordgames: error: {one_line(exc)}")
    except INPUT_ERRORS as exc:
        say(f"wordgames: error: {one_line(exc)}")
    except SystemExit as exc:  # --help and --version
        return exc.code if isinstance(exc.code, int) else 0
    except KeyboardInterrupt:
        say("")
        return 130
    except MemoryError:
        say("wordgames: error: out of memory")
        return 1
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): stop quietly.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as exc:  # a bug: still one line, unless debugging asks for the traceback
        if os.environ.get("WORDGAMES_DEBUG"):
            raise
        say(f"wordgames: internal error (a bug, please report): {type(exc).__name__}: {one_line(exc)}")
        return 1
    return BAD_INPUT


__all__ = ["main", "build_parser", "load_lexicon"]
