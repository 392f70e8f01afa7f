"""Post-game analysis: for each guess, what it achieved, what ``best`` would have played, skill and luck.

Skill compares the guess with best's choice by the expected number of candidates each
leaves, a win leaving none: (best + 1) / (guess + 1), at most 1 (1.0: as good as best's choice).
Luck is where the pattern that came up ranks among all the patterns the guess could have
earned: the share of possible secrets that would have left more candidates (equal ones
count half), so 0.5 is an ordinary outcome, near 1 a lucky one, near 0 an unlucky one.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from ..alphabet import capitals
from ..lexicon import Lexicon, Word
from ..text import quoted
from .familiar import familiar_words, prefer_familiar
from .feedback import Pattern, pattern_code
from .knowledge import Knowledge, Move
from .rules import MAX_GUESS_LIMIT, GameError, Rules, check_guess
from .strategies import Situation, Strategy, StrategyError, make_strategy
from .strategies.greedy import open_index
from .strategies.partition import CandidateIndex


class AnalysisError(ValueError):
    """A game that cannot be analysed (guesses of mixed lengths, unknown words, colours no word fits)."""


@dataclass(frozen=True)
class MoveAnalysis:
    """One guess of a finished game, looked at afterwards."""

    guess: Word
    pattern: Pattern
    candidates_before: int
    candidates_after: int
    expected_left: float  # candidates this guess leaves on average over the possible secrets
    best_guess: Word  # what the ``best`` strategy plays here
    best_expected_left: float  # candidates best's guess leaves on average
    skill: float  # best_expected_left / expected_left, at most 1
    luck: float  # share of possible secrets that would have left more (ties half)
    could_win: bool  # the guess was still a possible secret

    @property
    def solved(self) -> bool:
        return self.pattern.is_win

    @property
    def rated(self) -> bool:
        """Whether the guess's skill is rated: it had words to choose among and did not find the secret (the
        guess that finds it needs no rating: a first guess that wins is no weak one, whatever it would leave)."""
        return self.candidates_before > 1 and not self.solved


@dataclass(frozen=True)
class GameAnalysis:
    """Every move's analysis, and averages of skill and luck."""

    moves: tuple[MoveAnalysis, ...]

    @property
    def solved(self) -> bool:
        return bool(self.moves) and self.moves[-1].solved

    @property
    def skill(self) -> float | None:
        """The mean skill of the rated guesses; None when none is (a game solved at once)."""
        rated = [m.skill for m in self.moves if m.rated]
        return _mean(rated) if rated else None

    @property
    def luck(self) -> float:
        return _mean(m.luck for m in self.moves if m.candidates_before > 1)


def _mean(values: Iterable[float]) -> float:
    values = list(values)
    return sum(values) / len(values) if values else 1.0


def analyse(
    lexicon: Lexicon,
    moves: Sequence[Move],
    rules: Rules | None = None,
    pool: Sequence[Word] | None = None,
    strategy: Strategy | None = None,
) -> GameAnalysis:
    """Analyse a game given as (guess, pattern) moves, played by ``rules`` (their hard mode is held to; None:
    no hard mode); ``pool`` defaults to every word of the length.

    ``strategy`` is the reference player (default: a fresh ``best``; pass one made with an
    opening book to make the first moves fast). Its choice is shown to a person, so a rare
    word gives way to a common one nearly as good, as in the keeper game (``prefer_familiar``).
    """
    if not moves:
        raise AnalysisError("the game has no moves")
    length = len(moves[0][0])
    rules = Rules(length, None) if rules is None else replace(rules, max_guesses=None)  # any game's moves so far
    if rules.length != length:
        raise AnalysisError(f"the game's words have {rules.length} letters, not {length}")
    allowed = lexicon.words_of_length(length)
    if not allowed:
        raise AnalysisError(f"the dictionary has no {length}-letter words")
    if len(moves) > MAX_GUESS_LIMIT:
        raise AnalysisError(f"the game has {len(moves):,} guesses; at most {MAX_GUESS_LIMIT} are analysed")
    knowledge = Knowledge.empty(length, lexicon.alphabet)
    for number, (guess, pattern) in enumerate(moves, 1):  # each move one the game itself would have taken
        if len(guess) != length or len(pattern) != length:
            raise AnalysisError(f"every guess and pattern must have {length} letters ({quoted(guess)} does not)")
        if knowledge.history and knowledge.history[-1][1].is_win:
            raise AnalysisError(f"guess {number} ({lexicon.alphabet.upper(guess)}) comes after the game was won")
        try:
            check_guess(lexicon, knowledge, guess, rules)
        except GameError as reason:
            raise AnalysisError(f"guess {number}: {reason}") from None
        knowledge = knowledge.add(guess, pattern)
    reference = strategy or make_strategy("best")
    familiar = familiar_words(lexicon, length)
    knowledge = Knowledge.empty(length, lexicon.alphabet)
    left: list[Word] = list(pool) if pool is not None else list(allowed)
    analysed = []
    for number, (guess, pattern) in enumerate(moves, 1):
        if not left:
            raise AnalysisError(f"no {length}-letter word fits the colours before guess {number}")
        situation = Situation(knowledge, allowed, left, rules)
        try:
            index = open_index(situation)  # kept by open_index: the reference and prefer_familiar reuse it
        except StrategyError:  # every candidate guessed already
            index = CandidateIndex(left)
        n = len(index)
        try:
            best_guess = prefer_familiar(situation, reference.next_guess(situation, random.Random(0)), familiar)
        except StrategyError:
            best_guess = guess
        best_left = expected_left(index.sizes_by_code(best_guess), index.win_code, n)
        sizes = index.sizes_by_code(guess)
        expected = expected_left(sizes, index.win_code, n)
        came = sizes.get(pattern.code, 0)
        more = sum(s for s in sizes.values() if s > came)
        luck = (more + 0.5 * came) / n if came else 0.5
        knowledge = knowledge.add(guess, pattern)
        code = pattern.code
        left = [w for w in index.words if pattern_code(guess, w) == code]
        analysed.append(
            MoveAnalysis(
                guess,
                pattern,
                n,
                0 if pattern.is_win else len(left),
                expected,
                best_guess,
                best_left,
                min(1.0, (best_left + 1) / (expected + 1)),
                luck,
                guess in index,
            )
        )
        if pattern.is_win:
            if number != len(moves):
                raise AnalysisError(f"guess {number} already solved the game; remove the moves after it")
            break
    if not analysed[-1].solved and not left:
        raise AnalysisError("no dictionary word fits all these colours")
    return GameAnalysis(tuple(analysed))


def expected_left(sizes: dict[int, int], win_code: int, n: int) -> float:
    """Candidates left on average over the n possible secrets (none when the guess wins)."""
    return sum(s * s for code, s in sizes.items() if code != win_code) / n


SKILL_WORDS = ((0.95, "excellent"), (0.75, "good"), (0.5, "fair"))


def skill_word(skill: float) -> str:
    """A one-word reading of a skill value: excellent (about as good as best), good, fair or weak."""
    return next((word for floor, word in SKILL_WORDS if skill >= floor), "weak")


def luck_word(luck: float) -> str:
    """A one-word reading of a luck value: lucky (above 0.7), unlucky (below 0.3), else average."""
    return "lucky" if luck > 0.7 else "unlucky" if luck < 0.3 else "average"


def describe(analysis: GameAnalysis) -> list[str]:
    """Plain-text lines for a person (the CLI prints them; the page may show them)."""
    lines = []
    for number, m in enumerate(analysis.moves, 1):
        verdict = (
            "same as best"
            if m.guess == m.best_guess
            else f"best: {capitals(m.best_guess)} ({m.best_expected_left:.1f} left on average)"
        )
        lines.append(
            f"{number}. {capitals(m.guess)} {m.pattern.digits}  candidates {m.candidates_before:,} -> "
            f"{m.candidates_after:,}  (expected {m.expected_left:.1f}; {verdict}; "
            f"{f'skill {m.skill:.0%}' if m.rated else 'solved'}, luck {m.luck:.0%})"
        )
    count = len(analysis.moves)
    outcome = f"solved in {count}" if analysis.solved else f"not solved after {count}"
    lines.append(
        f"{outcome} {'guess' if count == 1 else 'guesses'}; "
        + (f"skill {analysis.skill:.0%}" if analysis.skill is not None else "no guess to rate for skill")
        + f", luck {analysis.luck:.0%}"
    )
    return lines


__all__ = [
    "AnalysisError",
    "GameAnalysis",
    "MoveAnalysis",
    "analyse",
    "describe",
    "luck_word",
    "skill_word",
]
