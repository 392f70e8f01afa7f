"""The command line, `python -m wordgames`: the engine on CPython for experiments and scripts.

Results go to stdout, everything else (prompts, progress, messages) to stderr. Bad input
ends with a one-line message and exit status 2, never a traceback; a failing output (a full
disk) with exit status 1. Input is bounded: files of at most MAX_FILE_BYTES, lines of stdin of
at most MAX_LINE characters, at most MAX_GAMES automatic games, and input quoted back in a
message is cut short. This module holds what every command shares; `parser` reads the
arguments, `challenge`, `finder`, `feedback` and `wordle` run the commands. A one-shot query
imports only what it uses (the parser names each command's module; journal 20).
"""

from __future__ import annotations

import hashlib
import os
import select
import stat
import sys
import time
from collections.abc import Iterable, Iterator, Sequence
from itertools import groupby

from .. import wordlist
from ..alphabet import ENGLISH, Alphabet, AlphabetError
from ..asset import MAGIC
from ..characters import refused
from ..known import known_first
from ..languages import DEFAULT, LANGUAGES, language_of
from ..lengths import LENGTHS, is_word_length
from ..lexicon import Lexicon, LexiconError, Word
from ..text import is_letters, letters_named, normalize, quoted

TYPE_CHECKING = False  # typing is not imported at run time: a one-shot query would pay for it (journal 22)
if TYPE_CHECKING:
    import argparse
    from typing import TextIO

    from ..wordle.strategies import Strategy

# Paths as text: pathlib would cost a one-shot query a tenth of its imports (journal 20).
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_ASSET = os.path.join(ROOT, "static", "dictionary.bin")
COURSE_ASSET = os.path.join(ROOT, "static", "course-dictionary.dawg")  # the course's words alone (--course-list)
OPENING_BOOK = os.path.join(ROOT, "static", "openings.bin")
# The SHA-256 of the built asset, which the build found to pass every check: a match skips them.
CHECKED_RECORD = os.path.join(ROOT, "static", "dictionary.sha256")

BAD_INPUT = 2
OUTPUT_FAILED = 1
MAX_FILE_BYTES = 8 << 20  # a file read (--dictionary, --secrets): the full dictionary is 3.9 MB as a word list
MAX_LINE = 1000  # characters of a line read from stdin (a rack, a guess, colours)
MAX_GAMES = 1_000_000  # automatic games per run (per length for challenge --auto)
PIPE_PATIENCE = 8.0  # seconds a named pipe given as a file may send nothing (as the page: a message within 10 s)
# Errors that mean "the input cannot be used": reported in one line with exit status 2. Each is
# named by its module, and caught only if that module was imported: no other can have raised it.
INPUT_ERRORS = {
    "wordgames.lexicon": "LexiconError",
    "wordgames.challenge.search": "RackError",
    "wordgames.wordle.feedback": "PatternError",
    "wordgames.wordle.rules": "GameError",
    "wordgames.wordle.strategies.base": "StrategyError",
    "wordgames.wordle.tally": "SimulationError",
    "wordgames.wordle.notation": "NotationError",
    "wordgames.wordle.analysis": "AnalysisError",
    "wordgames.finder.query": "FinderError",
}


def input_errors() -> tuple[type[Exception], ...]:
    """The INPUT_ERRORS of the modules imported so far."""
    return tuple(getattr(sys.modules[module], name) for module, name in INPUT_ERRORS.items() if module in sys.modules)


class UsageError(Exception):
    """Bad command-line input (unknown option, unreadable file...), reported in one line."""


# ----- small helpers ----------------------------------------------------------------------


def say(message: str) -> None:
    """A message for the person (stderr)."""
    print(message, file=sys.stderr, flush=True)


def rare_left_out(count: int) -> str:
    """What a list says on stderr of the rare words it left out."""
    return f"{count:,} rare word{'s' if count != 1 else ''} left out (--rare lists them after these)"


def known_first_by_length(lexicon: Lexicon, words: Iterable[Word], rare: bool) -> tuple[list[Word], int]:
    """Words ordered by length, each length's known words first (``known_first``), rare ones only with
    ``rare``: the words listed, and how many rare ones were left out."""
    from ..finder.scan import TextRanks, word_texts  # here: the other commands do not rank words

    listed, left_out, texts = [], 0, word_texts(lexicon)
    for length, group in groupby(words, len):
        # ranked in the scan's text where it is built (read from the cache): the lexicon would list the length
        ranks = TextRanks(lexicon, length, texts.text(length)) if texts.has(length) else lexicon
        listing = known_first(ranks, group, rare=rare)
        listed += listing.words
        left_out += listing.left_out
    return listed, left_out


def one_line(text: str) -> str:
    return " ".join(str(text).split())


def read_bytes(path: str | os.PathLike, what: str) -> bytes:
    """The bytes of a file of at most MAX_FILE_BYTES; a larger one is refused before it is read.

    The size is checked first, then at most one byte more than the limit is read: devices and
    pipes (``/dev/zero``) say they have no size.
    """
    shown = quoted(str(path), 80)
    try:
        # Opened without waiting: a named pipe no program writes to would block open() for good.
        with open(os.open(path, os.O_RDONLY | os.O_NONBLOCK), "rb") as stream:
            info = os.fstat(stream.fileno())
            fits = info.st_size <= MAX_FILE_BYTES
            if stat.S_ISFIFO(info.st_mode) or stat.S_ISSOCK(info.st_mode):
                data = read_pipe(stream.fileno(), f"{what} {shown}")
            else:
                os.set_blocking(stream.fileno(), True)
                data = stream.read(MAX_FILE_BYTES + 1) if fits else b""
    except OSError as exc:
        raise UsageError(f"cannot read {what} {shown}: {exc.strerror or exc}") from None
    if not fits or len(data) > MAX_FILE_BYTES:
        raise UsageError(f"{what} {shown} is over {MAX_FILE_BYTES:,} bytes, more than the command line reads")
    return data


def read_small_file(path: str, most: int) -> bytes | None:
    """The bytes of a regular file of at most ``most`` bytes that the command line keeps for itself (the
    build's arrays, a cache), or None: missing, unreadable, larger, or no regular file."""
    try:  # without blocking: a named pipe put where the file goes is passed over, not waited on
        with open(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)), "rb") as kept:
            if not stat.S_ISREG(os.fstat(kept.fileno()).st_mode):
                return None
            data = kept.read(most + 1)
    except OSError:
        return None
    return data if len(data) <= most else None


def read_pipe(fd: int, shown: str) -> bytes:
    """At most MAX_FILE_BYTES + 1 bytes of a pipe, waiting at most PIPE_PATIENCE seconds for each piece."""
    chunks, size = [], 0
    while size <= MAX_FILE_BYTES:
        if not select.select([fd], [], [], PIPE_PATIENCE)[0]:
            raise UsageError(f"{shown} sent nothing for {PIPE_PATIENCE:g} seconds (is a program writing to it?)")
        try:
            chunk = os.read(fd, 1 << 16)
        except BlockingIOError:  # woken with nothing to read after all
            continue
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def decoded(data: bytes, path: str, what: str) -> str:
    """UTF-8 text without a byte-order mark."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UsageError(f"{what} {quoted(path, 80)} is not UTF-8 text") from None


def read_text(path: str, what: str) -> str:
    return decoded(read_bytes(path, what), path, what)


def load_lexicon(path: str | None, language: str = DEFAULT) -> Lexicon:
    """The built asset of ``language`` (an ISO 639-1 code), or ``path``: another asset, or a word list
    with one word a line (of a-z in English, else of the letters its words use)."""
    return read_dictionary(path, language)[0]


def with_course_list(args: argparse.Namespace) -> argparse.Namespace:
    """``args`` with --course-list read as the course's asset given as --dictionary (UsageError beside another)."""
    if getattr(args, "course_list", False):
        if getattr(args, "dictionary", None) is not None or getattr(args, "language", DEFAULT) != DEFAULT:
            raise UsageError("--course-list is the English course's list: give it without --dictionary or --language")
        if not os.path.exists(COURSE_ASSET):
            raise UsageError("static/course-dictionary.dawg is missing: run `python3 build.py` first")
        args.dictionary = COURSE_ASSET
    return args


def pack_path(language: str) -> str:
    """Where the build puts the dictionary asset of ``language`` (English's: static/dictionary.bin)."""
    try:
        code = language_of(language).code
    except ValueError as reason:
        raise UsageError(f"--language: {reason}") from None
    return DEFAULT_ASSET if code == DEFAULT else os.path.join(ROOT, "static", LANGUAGES[code].asset)


def read_dictionary(path: str | None, language: str = DEFAULT) -> tuple[Lexicon, bytes]:
    """``load_lexicon``'s lexicon and the asset's bytes (empty for a word list)."""
    if path is None and pack_path(language) != DEFAULT_ASSET:
        pack = pack_path(language)
        if not os.path.exists(pack):
            name = language_of(language).name
            raise UsageError(
                f"the {name} pack static/{os.path.basename(pack)} is not built: run `python3 build.py` first "
                "(`python -m wordgames languages` lists the packs built)"
            )
        data = read_bytes(pack, f"the {language_of(language).name} dictionary")
        return Lexicon.from_bytes(data), data
    if path is None:
        if not os.path.exists(DEFAULT_ASSET):
            raise UsageError("static/dictionary.bin is missing: run `python3 build.py` first")
        data = read_bytes(DEFAULT_ASSET, "dictionary")
        checked = checked_digest()
        if checked and asset_digest(data) == checked:  # the build's inflated arrays, if it left them
            from . import arrays

            lexicon = arrays.load(os.path.join(os.path.dirname(DEFAULT_ASSET), arrays.file_name(checked)))
            if lexicon is not None:
                return lexicon, data
        return Lexicon.from_bytes(data, checked), data
    data = read_bytes(path, "dictionary")
    if data.startswith(MAGIC):
        return Lexicon.from_bytes(data), data
    text = decoded(data, path, "dictionary (neither a dictionary asset nor a word list)")
    try:
        lines = text.splitlines()
        return Lexicon.from_words(lines, alphabet=list_alphabet(lines)), b""
    except (LexiconError, AlphabetError, wordlist.WordListError) as exc:
        raise UsageError(f"dictionary {quoted(path, 80)}: {exc}") from None


def list_alphabet(lines: list[str]) -> Alphabet:
    """The alphabet of a word list, by the page's rule (``wordlist.list_alphabet``): English's for words of
    a-z alone, else the letters its words use (NFC, lower case); WordListError for mixed scripts."""
    return wordlist.list_alphabet([word for line in lines if (word := normalize(line)) and word.isalpha()])


def language_alphabet(args: object) -> Alphabet:
    """The alphabet of the command's dictionary: English's, else its pack's (or word list's)."""
    if getattr(args, "dictionary", None) is None and pack_path(getattr(args, "language", DEFAULT)) == DEFAULT_ASSET:
        return ENGLISH
    return load_lexicon(getattr(args, "dictionary", None), getattr(args, "language", DEFAULT)).alphabet


_DIGEST: list = [b"", hashlib.sha256(b"").hexdigest()]  # the last asset hashed and its digest


def asset_digest(asset: bytes) -> str:
    """The SHA-256 (hex) of a dictionary asset (the last one's kept: a command hashes its asset once)."""
    if asset is not _DIGEST[0]:
        _DIGEST[:] = asset, hashlib.sha256(asset).hexdigest()
    return _DIGEST[1]


def checked_digest() -> str:
    """The build's record of the digest of the dictionary it checked, or '' (no record)."""
    try:
        with open(CHECKED_RECORD, encoding="ascii", errors="replace") as record:
            return record.read(64)
    except OSError:
        return ""


def load_strategy(name: str, remember: bool = False) -> Strategy:
    """The named strategy, playing from the built opening book when there is one.

    A book answers only for the dictionary and secret pool it was built for (its entries
    are keyed by checksums of both), so it is safe to pass with any ``--dictionary``.
    """
    from ..wordle.strategies import BookError, make_strategy

    try:
        book = read_bytes(OPENING_BOOK, "opening book") if os.path.exists(OPENING_BOOK) else None
        return make_strategy(name, book=book, remember=remember)
    except (BookError, UsageError) as exc:
        say(f"ignoring the opening book {os.path.basename(OPENING_BOOK)}: {exc}")
        return make_strategy(name, remember=remember)


def asset_size(path: str | None, lexicon: Lexicon) -> int:
    """Bytes of the asset in use, or of the asset the word list would make."""
    file = DEFAULT_ASSET if path is None else path
    with open(file, "rb") as stream:
        if stream.read(len(MAGIC)) == MAGIC:
            return os.fstat(stream.fileno()).st_size
    return len(lexicon.to_bytes())


def parse_word(text: str, what: str, alphabet: Alphabet = ENGLISH) -> Word:
    """A word typed on the command line: letters of ``alphabet`` (a-z; by ``text.normalize``, so with or
    without accents alike where the language folds them), 3-20 of them."""
    word = normalize(text, alphabet)
    if not is_letters(word, alphabet):
        bad = refused(word, alphabet)  # nothing for an empty word
        but = f", not {bad}" if bad else ""
        raise UsageError(f"{what} {quoted(text)} must be {letters_named(alphabet)} only{but}")
    if not is_word_length(len(word)):
        raise UsageError(f"{what} {quoted(text)} must have {LENGTHS} letters, not {len(word)}")
    return word


def stdin_line() -> str | None:
    """A line of stdin without its end, or None at the end of input.

    A line over MAX_LINE characters is read to its end in pieces and refused (UsageError).
    """
    line = sys.stdin.readline(MAX_LINE + 1)
    if not line:
        return None
    if len(line) > MAX_LINE and not line.endswith("\n"):
        while line and not line.endswith("\n"):
            line = sys.stdin.readline(1 << 16)
        raise UsageError(f"a line is longer than {MAX_LINE:,} characters")
    return line.removesuffix("\n").removeprefix("\ufeff")  # a byte-order mark, as files drop it


def stdin_lines() -> Iterator[tuple[int, str]]:
    """(line number, line) for each line of stdin; a line too long stops with its number."""
    number = 0
    while True:
        number += 1
        try:
            line = stdin_line()
        except UsageError as exc:
            raise UsageError(f"line {number}: {exc}") from None
        if line is None:
            return
        yield number, line


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


def in_utf8() -> None:
    """Standard input, output and error as UTF-8 whatever the locale says (under LANG=C Python
    reads ASCII and quoted é back as '\\udcc3' '\\udca9'); input that is not UTF-8 is shown as �."""
    for stream, errors in ((sys.stdin, "replace"), (sys.stdout, "strict"), (sys.stderr, "backslashreplace")):
        if stream is not None and hasattr(stream, "reconfigure") and stream.encoding.lower() not in ("utf-8", "utf8"):
            stream.reconfigure(encoding="utf-8", errors=errors)


def utf8_arguments(argv: Sequence[str]) -> list[str]:
    """The arguments as the UTF-8 they were typed in (an ASCII locale decodes é into two surrogate
    escapes); UsageError naming an argument whose bytes are not UTF-8."""
    read = []
    for number, argument in enumerate(argv, 1):
        if any("\udc80" <= c <= "\udcff" for c in argument):
            data = os.fsencode(argument)
            try:
                argument = data.decode("utf-8")
            except UnicodeDecodeError as fault:
                byte = data[fault.start]
                raise UsageError(
                    f"argument {number} is not UTF-8 text (its byte 0x{byte:02X}); the command line reads UTF-8"
                ) from None
        read.append(argument)
    return read


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns the exit status (0 ok, 2 bad input)."""
    from .parser import build_parser  # imported here: the command modules import the helpers above

    if sys.stdout is None:  # started with its standard output closed (`>&-`)
        say("wordgames: error: cannot write the output: standard output is closed")
        return OUTPUT_FAILED
    in_utf8()
    try:
        argv = utf8_arguments(sys.argv[1:] if argv is None else argv)
        args = with_course_list(build_parser(argv).parse_args(argv))
        status = args.run(args)
        sys.stdout.flush()  # a failing output (a full disk) fails here, not when Python exits
        return status
    except UsageError as exc:
        say(f"wordgames: error: {one_line(exc)}")
    except input_errors() as exc:  # evaluated only when an exception gets here
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
    except OSError as exc:  # every file read is checked where it happens, so this is the output
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # what is still buffered goes nowhere
        say(f"wordgames: error: cannot write the output: {exc.strerror or exc}")
        return OUTPUT_FAILED
    except Exception as exc:  # a bug: still one line, unless debugging asks for the traceback
        if os.environ.get("WORDGAMES_DEBUG"):
            raise
        say(f"wordgames: internal error (a bug, please report): {type(exc).__name__}: {one_line(exc)}")
        return 1
    return BAD_INPUT
