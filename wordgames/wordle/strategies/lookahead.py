"""``best``: minimise the expected number of guesses, looking one guess further ahead.

The value of guessing g with n candidates open is 1 + Σ (n_p / n) · F(n_p) over the
pattern classes p of g other than the win, where F(m) is the expected number of guesses
still needed for m candidates. One step ahead F is estimated: F(1) = 1, F(2) = 1.5 and,
above, a − 1/m + b·log2(m) with per-length constants (−1/m: the chance that the next
guess is the secret). The lookahead takes the most promising guesses by that estimate and
replaces the estimate of each of their classes by the value of the best next guess inside
the class, chosen from the best guesses of the parent pool, the class's own words, and (when the scan
is affordable) the words holding most of the letters that tell the class's words apart.
Ties go to guesses that can still be the secret, then alphabetically.

Built with ``deep=True``, as the opening book is, ``best`` searches more than a move's time
allows. At ``TREE``'s lengths it plays ``rollout.Improved``: at every position, of a few
guesses it ranks first, the one whose exact value is lowest (its whole game tree, in each
mode, is the book there, computed with numpy by ``build.py``). At other lengths the lookahead
also runs for the big classes after the first guess (up to ``DEEP_LOOKAHEAD_MAX``
candidates), and long words' first guess comes from a bigger pool (``DEEP_OPENING_POOL``).
A move of a game, the other way, bounds its work (``LIVE_LOOKAHEAD_LETTERS``,
``guesses.LIVE_WORK``) so that any position answers in time, however a person played to it;
the bounds lie above every position of ``best``'s own games that the book does not answer,
so its play is as it was.

From ``ENTROPY_FROM`` letters on, the lookahead measured no better than plain maximum
entropy overall (and cost more), so ``best`` plays the entropy choice there
(bench/journal/03-every-strategy-every-length.md).
"""

from __future__ import annotations

import heapq
import math
import random
from collections import Counter
from collections.abc import Sequence

from ...lexicon import Word
from .base import Situation, per_word_list
from .estimate import constants_for, estimate
from .greedy import best_by, negative_entropy, open_index
from .guesses import LIVE_WORK, LONG_WORDS, guess_pool, pool_size
from .letters import letter_mask
from .partition import CandidateIndex, bit_indices
from .rollout import Improved

LOOKAHEAD_MAX = 600  # candidates up to which the second step is searched
LIVE_LOOKAHEAD_LETTERS = 1_500  # and live, while candidates × letters is at most this (time)
DEEP_LOOKAHEAD_MAX = 5_000  # the same when deep, after the first guess (the first: one-step opener measured better)
TOP_GUESSES = 8  # guesses whose classes get the second step
NEXT_POOL = 60  # parent-pool guesses tried inside each class
LOOKAHEAD_WORK = 300_000  # bound on (class members × next guesses) per decision
ENTROPY_FROM = 8  # word length from which best plays the maximum-entropy guess
# Those long words' first guess, when deep (the book), is chosen from this many guesses by
# cheap score, not the opening pool's 200–600: at 12 letters that missed the opener of most
# entropy, CENTRALITIES (cheap rank 617), and plain positional frequency played better
# (bench/journal/05-move-latency-after-a-person.md).
DEEP_OPENING_POOL = 2_000
# Lengths where the book's search is ``rollout.Improved`` (both modes) -> its (top, most
# classes): guesses compared exactly at each position, sized in bench/journal/07-best-tree-normal-mode.md;
# at 6 letters the tree would add about 13 minutes to the build (09-tree-against-the-optimum.md).
TREE = {3: (12, 8), 4: (12, 8), 5: (12, 8)}


def one_step(sizes_by_code: dict[int, int], n: int, win_code: int, constants: tuple[float, float]) -> float:
    """The estimated expected guesses when playing a guess with these class sizes."""
    total = 0.0
    for code, size in sizes_by_code.items():
        if code != win_code:
            total += size * estimate(size, constants)
    return 1.0 + total / n


SPLITTERS = 10  # words tried inside a class for holding most of the letters telling its words apart
SPLITTER_WORK = 600_000  # bound on (classes × allowed words) scanned for them per decision (~50 ms)
# (not scanned for long words, from guesses.LONG_WORDS letters: too many allowed words to scan in time)


def word_masks(words: Sequence[Word]) -> list[int]:
    """Each word's ``letter_mask``."""
    return list(map(letter_mask, words))


allowed_masks = per_word_list(word_masks, size=6)  # ``word_masks`` of the allowed words, once per list object


def splitters(
    allowed: Sequence[Word], candidates: CandidateIndex, bits: int, among: Sequence[int] | None = None
) -> list[Word]:
    """The allowed words (``among`` these indices, default all) holding the most letters that
    some but not all words of a class have."""
    masks = allowed_masks(allowed)
    if among is not None:
        masks = [masks[i] for i in among]
    some, every = 0, -1  # every: all bits, whatever the alphabet
    for j in bit_indices(bits):
        m = letter_mask(candidates.words[j])
        some |= m
        every &= m
    useful = some & ~every
    if not useful:
        return []
    counts = [(m & useful).bit_count() for m in masks]
    best = heapq.nlargest(SPLITTERS, range(len(masks)), key=counts.__getitem__)
    return [allowed[i if among is None else among[i]] for i in best]


class Best:
    """Our strongest: expected guesses with one step of lookahead over a pruned guess pool."""

    name = "best"

    def __init__(self, deep: bool = False):
        """``deep``: the opening book's search; else a move's, bounded in work."""
        self.deep = deep
        self._last: tuple[Situation, list[Word]] | None = None  # the last ranking, for ``alternatives``

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        candidates = open_index(situation)
        n = len(candidates)
        if n <= 2:
            return candidates.words[0]
        if candidates.length >= ENTROPY_FROM:
            return best_by(negative_entropy, self.pool(situation, candidates), candidates)
        if self.deep and candidates.length in TREE:
            return Improved(*TREE[candidates.length]).next_guess(situation, rng)
        return self.alternatives(situation, candidates)[0]

    def ranked(self, situation: Situation, candidates: CandidateIndex) -> list[tuple[float, bool, Word]]:
        """(expected guesses, not a candidate, word) for the scored guesses, best first."""
        n = len(candidates)
        constants = constants_for(candidates.length)
        win = candidates.win_code
        scored = sorted(
            (one_step(candidates.sizes_by_code(g), n, win, constants), g not in candidates, g)
            for g in self.pool(situation, candidates)
        )
        most = DEEP_LOOKAHEAD_MAX if self.deep and situation.knowledge.history else LOOKAHEAD_MAX
        if not self.deep:
            most = min(most, LIVE_LOOKAHEAD_LETTERS // candidates.length)
        if n > most:
            return scored
        top = [g for _, _, g in scored[:TOP_GUESSES]]
        next_pool = [g for _, _, g in scored[: max(1, min(NEXT_POOL, LOOKAHEAD_WORK // (n * TOP_GUESSES)))]]
        rows = {g: candidates.row(g) for g in next_pool}
        partitions = {g: candidates.partition(g) for g in top}
        open_classes = sum(1 for g in top for bits in partitions[g].values() if bits.bit_count() > 2)
        use_splitters = candidates.length < LONG_WORDS and open_classes * len(situation.allowed) <= SPLITTER_WORK
        deeper = []
        for g in top:
            total = 0.0
            for code, bits in partitions[g].items():
                size = bits.bit_count()
                if code == win:
                    continue
                if size <= 2:
                    total += size * estimate(size, constants)
                else:
                    total += size * self._class_value(
                        candidates,
                        bits,
                        size,
                        next_pool,
                        rows,
                        constants,
                        splitters(situation.allowed, candidates, bits) if use_splitters else [],
                    )
            deeper.append((1.0 + total / n, g not in candidates, g))
        deeper.sort()
        return deeper + [entry for entry in scored if entry[2] not in top]

    def alternatives(self, situation: Situation, candidates: CandidateIndex) -> list[Word]:
        """The scored guesses, best first (what ``limit.Limited`` falls back on; the last situation's
        are remembered, so a move that ranked them does not rank them again)."""
        if self._last is None or self._last[0] is not situation:
            self._last = situation, [guess for *_, guess in self.ranked(situation, candidates)]
        return self._last[1]

    def pool(self, situation: Situation, candidates: CandidateIndex) -> list[Word]:
        """The guesses scored; a live move's are bounded in work after the first guess (which a
        book answers), so that any position, however a person played, answers in time."""
        size = pool_size(situation, len(candidates))
        if self.deep and not situation.knowledge.history and candidates.length >= ENTROPY_FROM:
            size = max(size, DEEP_OPENING_POOL)
        bounded = not self.deep and bool(situation.knowledge.history)
        return guess_pool(situation, candidates, size, LIVE_WORK if bounded else None)

    @staticmethod
    def _class_value(
        candidates: CandidateIndex,
        bits: int,
        size: int,
        next_pool: list[Word],
        rows: dict[Word, list[int]],
        constants: tuple[float, float],
        extra: list[Word],
    ) -> float:
        """The estimated expected guesses of the best next guess inside one class."""
        members = list(bit_indices(bits))
        win = candidates.win_code
        best = math.inf
        for g in next_pool:
            row = rows[g]
            counts = Counter([row[j] for j in members])
            if len(counts) > 1:
                best = min(best, one_step(counts, size, win, constants))
        for g in [candidates.words[j] for j in members] + extra:
            best = min(best, one_step(candidates.sizes_by_code(g, bits), size, win, constants))
        return best
