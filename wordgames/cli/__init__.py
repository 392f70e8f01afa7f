"""The command line, `python -m wordgames`: the engine on CPython for experiments and scripts.

Results go to stdout, everything else (prompts, progress, messages) to stderr. Bad input
ends with a one-line message and exit status 2, never a traceback. This module holds what
every command shares; `parser` reads the arguments, `challenge` and `wordle` run the commands.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from ..challenge.search import RackError
from ..finder import FinderError
from ..lexicon import MAGIC, MAX_LENGTH, MIN_LENGTH, Lexicon, LexiconError, Word, normalize
from ..wordle.analysis import AnalysisError
from ..wordle.feedback import PatternError
from ..wordle.game import GameError
from ..wordle.notation import NotationError
from ..wordle.simulate import SimulationError
from ..wordle.strategies import BookError, Strategy, StrategyError, make_strategy

ROOT = Path(__file__).resolve().parent.parent.parent
DEFAULT_ASSET = ROOT / "static" / "dictionary.bin"
OPENING_BOOK = ROOT / "static" / "openings.bin"

BAD_INPUT = 2
# Errors that mean "the input cannot be used": reported in one line with exit status 2.
INPUT_ERRORS = (
    LexiconError,
    RackError,
    PatternError,
    GameError,
    StrategyError,
    SimulationError,
    NotationError,
    AnalysisError,
    FinderError,
)


class UsageError(Exception):
    """Bad command-line input (unknown option, unreadable file...), reported in one line."""


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


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns the exit status (0 ok, 2 bad input)."""
    from .parser import build_parser  # imported here: the command modules import the helpers above

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
