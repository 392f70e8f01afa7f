"""Which guesses are worth scoring: the legal words, a cheap letter score, and pruned guess pools.

Scoring a guess exactly (partitioning every candidate) costs time in proportion to the
number of candidates, so strategies score a *pool*: every open candidate (while there are
few) plus the guesses a cheap score ranks highest. The cheap score of a guess is how evenly
its letters split the candidates: for each distinct letter c, f(c)·(n − f(c)) where f(c)
candidates contain c, plus the same for each letter at its position. Pools are chosen
deterministically (score, then alphabetical), so a strategy's choice is reproducible.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from operator import getitem

from ...lexicon import Word
from .base import Situation, per_word_list
from .partition import CandidateIndex, bit_indices

# (guesses in a pool) × (candidates) per decision: about 50 ms of partitions on CPython.
WORK_BUDGET = 250_000
# The first guess of a game comes from an opening book where one is loaded, so it may cost more.
OPENING_BUDGET = 10_000_000
MIN_POOL = 24
MAX_POOL = 2_000
# Long words: a partition costs more per candidate (more letters, more classes), and the few
# candidates left after the first guess need fewer guesses tried: a smaller pool keeps the time.
LONG_WORDS = 7
LONG_MAX_POOL = 500
LONG_OPENING_POOL = 600  # the first guess of long words (13 letters and more have few words: big pools)
MAX_CANDIDATES_IN_POOL = 1_000
# A bound on the work of a pool for a move that must answer at once whatever the position
# (``best``'s live moves, after a person's odd guesses too), plural as guesses × candidates × letters³
# (a partition's time per candidate grows about as the cube of the word length: 0.3–0.7 ns
# per unit on CPython for 300–1,000 candidates of 3 to 15 letters, so 30–70 ms). The pools
# above can exceed it (the open candidates join them), though never at a position of
# ``best``'s own games that the opening book leaves to the move (bench/journal/05-move-latency-after-a-person.md).
LIVE_WORK = 100_000_000


def index_allowed(allowed: Sequence[Word]) -> tuple[CandidateIndex, list[str]]:
    """An index of the allowed words, and each word's distinct letters as a string."""
    return CandidateIndex(allowed), ["".join(set(word)) for word in allowed]


allowed_index = per_word_list(index_allowed, size=6)  # ``index_allowed``, once per word list object


def is_allowed(situation: Situation, word: Word | None) -> bool:
    """True when ``word`` is one of the allowed words of the situation."""
    return word is not None and allowed_index(situation.allowed)[0].index_of(word) is not None


def legal_indices(situation: Situation) -> list[int]:
    """Indices (into ``situation.allowed``) of the words this guess may be, in order."""
    index, _ = allowed_index(situation.allowed)
    bits = index.full
    if situation.rules.hard_mode:
        knowledge = situation.knowledge
        for i, letter in enumerate(knowledge.fixed):
            if letter is not None:
                bits &= index.at[i].get(letter, 0)
        for c, need in enumerate(knowledge.min_count):
            if need:
                levels = index.at_least.get(knowledge.alphabet.letters[c], [])
                bits &= levels[need] if need < len(levels) else 0
    for guess in situation.guessed:
        j = index.index_of(guess)
        if j is not None:
            bits &= ~(1 << j)
    return list(bit_indices(bits))


def cheap_scores(candidates: CandidateIndex, letters: str) -> tuple[dict[str, int], list[dict[str, int]]]:
    """Per letter of ``letters`` (the alphabet's) and per (position, letter): f·(n − f), how evenly it splits
    the candidates."""
    n = len(candidates)
    present = {letter: (levels[1].bit_count()) for letter, levels in candidates.at_least.items()}
    whole = {letter: f * (n - f) for letter, f in present.items()}
    placed = []
    for masks in candidates.at:
        scores = dict.fromkeys(letters, 0)
        for letter, bits in masks.items():
            f = bits.bit_count()
            scores[letter] = f * (n - f)
        placed.append(scores)
    for letter in letters:
        whole.setdefault(letter, 0)
    return whole, placed


def ranked_guesses(situation: Situation, candidates: CandidateIndex, count: int) -> list[Word]:
    """The ``count`` legal guesses with the best cheap score (ties alphabetical)."""
    allowed = situation.allowed
    _, letter_sets = allowed_index(allowed)
    whole, placed = cheap_scores(candidates, situation.knowledge.alphabet.letters)
    get = whole.__getitem__
    scored = [
        (sum(map(get, letter_sets[j])) + sum(map(getitem, placed, allowed[j])), -j) for j in legal_indices(situation)
    ]
    return [allowed[-j] for _, j in heapq.nlargest(count, scored)]


def pool_size(situation: Situation, n: int, budget: int | None = None) -> int:
    """How many guesses to score exactly when ``n`` candidates are open."""
    if not situation.knowledge.history:
        size = max(MIN_POOL, (budget or OPENING_BUDGET) // max(n, 1))
        return min(size, LONG_OPENING_POOL) if situation.length >= LONG_WORDS else size
    most = LONG_MAX_POOL if situation.length >= LONG_WORDS else MAX_POOL
    return max(MIN_POOL, min(most, (budget or WORK_BUDGET) // max(n, 1)))


def guess_pool(situation: Situation, candidates: CandidateIndex, size: int, work: int | None = None) -> list[Word]:
    """Legal guesses worth scoring: the open candidates (when few) and the best ``size`` by cheap score.

    With ``work`` (see ``LIVE_WORK``), a pool whose scoring would cost more is replaced by the
    best guesses by cheap score that fit.
    """
    cost = len(candidates) * candidates.length**3
    fit = max(MIN_POOL, work // cost) if work else size
    ranked = ranked_guesses(situation, candidates, max(size, fit))
    pool = dict.fromkeys(ranked[:size])
    if len(candidates) <= MAX_CANDIDATES_IN_POOL:
        pool.update(dict.fromkeys(candidates.words))  # open candidates: always legal, even in hard mode
    if work and len(pool) * cost > work:
        return sorted(ranked[:fit])
    return sorted(pool)
