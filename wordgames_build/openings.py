"""The opening book, static/openings.bin: the expensive Wordle strategies' first moves, computed on every core."""

from __future__ import annotations

import multiprocessing
import os
import time
from collections.abc import Sequence

from wordgames.lengths import MAX_LENGTH, MIN_LENGTH
from wordgames.lexicon import Lexicon
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.rules import Rules, secret_pool
from wordgames.wordle.strategies import make_book_strategy
from wordgames.wordle.strategies.base import Situation
from wordgames.wordle.strategies.book import OpeningBook, compute_moves, situation_key
from wordgames.wordle.strategies.greedy import open_index
from wordgames.wordle.strategies.lookahead import ENTROPY_FROM, TREE, Best

from . import DICTIONARY_ASSET, OPENINGS_ASSET, ROOT, log
from .numpy_twin import BookTree, pattern_sizes

# Wordle strategies whose first moves are worth precomputing, and for those that also get
# second guesses, the smallest class of candidates after the first guess worth storing.
BOOK_STRATEGIES = ("best", "entropy", "expected-reduction", "minimax", "clique", "rank")
BOOK_SECOND_MIN = {"best": 150}


def build_openings() -> None:
    """Opening books of the expensive Wordle strategies (first and second guesses; ``best``'s
    whole game at short lengths): static/openings.bin.

    Computed by the strategies' own code (``best``'s trees by ``BookTree``, its numpy twin, which
    a property test holds to it), so a book guess is exactly what the strategy would compute
    live. The (length, pool, mode) jobs run on every core; their entries are merged in job
    order, so the book is the same whatever the number of cores.
    """
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
    _book_lexicon = Lexicon.from_bytes(DICTIONARY_ASSET.read_bytes())


BookJob = tuple[int, str, tuple[bool, ...]]  # (length, pool, hard modes)


def _book_job(job: BookJob) -> tuple[BookJob, dict[str, str], float]:
    """The opening-book entries of every book strategy for one (length, pool, hard modes), with the seconds taken."""
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
    tree = BookTree(allowed, candidates, top, most_classes, hard_mode)
    rules = Rules(len(allowed[0]), None, hard_mode)  # a book's positions hold for any guess limit
    return {
        situation_key("best", Situation(knowledge, allowed, left, rules)): guess
        for knowledge, left, guess in tree.decisions()
    }


def preload_first_guess_sizes(allowed: list[str], candidates: tuple[str, ...]) -> None:
    """Partition the candidates by every guess of the deep first-guess pool with numpy, into
    the candidate index the book's strategies share (long words: 2,000 guesses, each partition
    ≈ 25× faster than with the engine's bitsets). Only from ``ENTROPY_FROM`` letters, where
    ``best`` plays the entropy choice: the measures there (entropy, summed exactly; sums of
    squares; the largest class) do not depend on the order of the classes, which numpy lists
    differently from the bitsets (``best``'s lookahead estimate, below, would)."""
    start = Situation(Knowledge.empty(len(allowed[0])), allowed, candidates)
    index = open_index(start)
    index.preload(pattern_sizes(index.words, Best(deep=True).pool(start, index)))
