"""Playing within a guess limit: a guess that would leave some secret unfound in the guesses left gives way.

With k guesses left, a set of candidates can be finished when it has at most k words (guess
them in turn: a candidate is always legal, hard mode included), or when some guess splits
it into classes that can each be finished with k − 1; it is lost when no legal guess does.
Beyond two words and one guess, only a search over every legal guess can prove a loss, so
``Finisher`` searches only where hard mode leaves few legal words, the likeliest first (the
candidates themselves, then the words holding most of the letters that tell them apart):
hard mode's traps (BOUND, FOUND, HOUND, MOUND, POUND, WOUND with four guesses left).
Elsewhere a verdict is unknown, and the search is bounded in work, so it may be there too.

``Limited`` plays a strategy's guess unless it is proved to lose a secret; then the first of
the strategy's alternatives proved not to lose any, else the guess the search itself proved
safe, else the first alternative not proved to lose one, else its own guess (when nothing
can save every secret, or nothing else is known to).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...lexicon import Word
from ..feedback import Pattern
from ..knowledge import Knowledge
from ..rules import Rules
from .base import Situation, Strategy
from .greedy import open_index
from .guesses import legal_indices
from .lookahead import splitters
from .partition import Bits, CandidateIndex

FINISH_WORK = 10_000  # partitions a move's search may compute (0.1–0.5 s on CPython)
FINISH_MOST = 1_000  # candidates up to which a move searches (beyond, its work runs out first)
EVERY_LEGAL = 1_000  # legal words up to which a hard-mode position tries them all (so can prove a loss)
ALTERNATIVES = 30  # the strategy's alternatives tried when its own guess loses a secret

Verdict = bool | None  # True: proved; False: disproved; None: not known within the work


class Finisher:
    """Whether sets of candidates (bitsets of one index) can be finished within a number of guesses."""

    def __init__(self, situation: Situation, candidates: CandidateIndex, work: int = FINISH_WORK):
        self.allowed = situation.allowed
        self.hard_mode = situation.rules.hard_mode
        self.candidates = candidates
        self.work = work
        self.memo: dict[tuple, Verdict] = {}
        self.proofs: dict[tuple, Word] = {}  # the guess that proved a set finishable, by ``_key``

    def keeps(self, guess: Word, knowledge: Knowledge, bits: Bits, left: int) -> Verdict:
        """Whether every class of ``guess`` but the win, within ``bits`` after ``knowledge``, can be
        finished with ``left`` guesses."""
        self.work -= 1
        return self._keeps(guess, self.candidates.partition(guess, bits), knowledge, left)

    def finishable(self, bits: Bits, knowledge: Knowledge, left: int) -> Verdict:
        """Whether these candidates can be found, every one, within ``left`` guesses."""
        n = bits.bit_count()
        if n <= left:
            return True
        if left <= 1:
            return False
        key = self._key(bits, knowledge, left)
        if key not in self.memo:
            self.memo[key] = self._search(key, bits, knowledge, left)
        return self.memo[key]

    def proof(self, bits: Bits, knowledge: Knowledge, left: int) -> Word | None:
        """The guess that proved these candidates finishable (after ``finishable`` said True), if any."""
        return self.proofs.get(self._key(bits, knowledge, left))

    def _key(self, bits: Bits, knowledge: Knowledge, left: int) -> tuple:
        """What a verdict depends on: the candidates, the guesses left, and in hard mode what must be kept."""
        return (bits, left, knowledge.fixed, knowledge.min_count) if self.hard_mode else (bits, left)

    def _keeps(self, guess: Word, classes: dict[int, Bits], knowledge: Knowledge, left: int) -> Verdict:
        """``keeps`` with the classes of ``guess`` known: the biggest are tried first, as the likeliest to fail."""
        index = self.candidates
        verdict: Verdict = True
        for code, part in sorted(classes.items(), key=lambda item: -item[1].bit_count()):
            if code != index.win_code:
                found = self.finishable(part, knowledge.add(guess, Pattern.from_code(code, index.length)), left)
                if found is False:
                    return False
                if found is None:
                    verdict = None
        return verdict

    def _search(self, key: tuple, bits: Bits, knowledge: Knowledge, left: int) -> Verdict:
        """Where hard mode leaves few legal words, try them all, the likeliest first (the candidates,
        the best splitters): the set is lost when every one loses a secret. Elsewhere nothing could
        prove a loss, and a win changes no choice, so nothing is searched."""
        if not self.hard_mode:
            return None
        legal = legal_indices(Situation(knowledge, self.allowed, (), Rules(knowledge.length, None, True)))
        if len(legal) > EVERY_LEGAL:
            return None
        index = self.candidates
        words = index.words_of(bits)
        likely = dict.fromkeys(words + splitters(self.allowed, index, bits, legal))
        rest = [self.allowed[i] for i in legal if self.allowed[i] not in likely]
        verdict: Verdict = False
        for group in (list(likely), rest):
            for _, guess, classes in self._ranked(group, bits, set(words)):
                if self.work <= 0:
                    return None
                if left == 2 and len(classes) < len(words):
                    break  # with one guess after this, only a guess telling every word apart will do
                found = self._keeps(guess, classes, knowledge, left - 1)
                if found:
                    self.proofs[key] = guess
                    return True
                if found is None:
                    verdict = None
        return verdict

    def _ranked(self, guesses: list[Word], bits: Bits, members: set[Word]) -> list[tuple[tuple, Word, dict[int, Bits]]]:
        """The guesses that split these candidates (``members``), with their classes, most promising
        first: fewest in the biggest class, then most classes, then a candidate."""
        index = self.candidates
        ranked = []
        for guess in guesses:
            if self.work <= 0:
                break
            self.work -= 1
            classes = index.partition(guess, bits)
            if len(classes) > 1:
                biggest = max(part.bit_count() for part in classes.values())
                ranked.append(((biggest, -len(classes), guess not in members, guess), guess, classes))
        ranked.sort(key=lambda entry: entry[0])
        return ranked


def finisher(situation: Situation) -> Finisher | None:
    """A ``Finisher`` for the situation's open candidates, or None when the game has no guess limit
    or too many candidates for a move's search."""
    if situation.guesses_left is None or len(situation.candidates) > FINISH_MOST:
        return None
    return Finisher(situation, open_index(situation))


def loses(situation: Situation, guess: Word) -> bool:
    """True when ``guess`` is proved to leave some candidate unfound within the game's guess limit."""
    search = finisher(situation)
    if search is None:
        return False
    return search.keeps(guess, situation.knowledge, search.candidates.full, situation.guesses_left - 1) is False


def within_limit(
    situation: Situation, guess: Word, alternatives: Callable[[Situation, CandidateIndex], list[Word]]
) -> Word:
    """``guess``, or in a game with a guess limit an alternative when ``guess`` is proved to lose a
    secret (see the module)."""
    search = finisher(situation)
    if search is None:
        return guess
    knowledge, every, left = situation.knowledge, search.candidates.full, situation.guesses_left
    if search.keeps(guess, knowledge, every, left - 1) is not False:
        return guess
    if search.finishable(every, knowledge, left) is False:
        return guess  # no guess finds every secret
    unknown = None
    for other in alternatives(situation, search.candidates)[:ALTERNATIVES]:
        verdict = search.keeps(other, knowledge, every, left - 1)
        if verdict:
            return other
        if verdict is None and unknown is None:
            unknown = other
    return search.proof(every, knowledge, left) or unknown or guess


class Limited:
    """A strategy that keeps every secret findable within a game's guess limit when it can (``within_limit``)."""

    def __init__(self, strategy: Strategy, alternatives: Callable[[Situation, CandidateIndex], list[Word]]):
        self.inner = strategy
        self.name = strategy.name
        self.alternatives = alternatives

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        return within_limit(situation, self.inner.next_guess(situation, rng), self.alternatives)
