"""What a history of (guess, pattern) proves about the secret: exact per-position and count constraints."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..lexicon import ALPHABET, Word
from .feedback import ABSENT, CORRECT, PRESENT, Pattern

Move = tuple[Word, Pattern]  # a guess and the pattern it earned


@dataclass(frozen=True)
class Knowledge:
    """Constraints on the secret that hold exactly when every recorded pattern is reproduced.

    For one guess g with pattern p, a word w reproduces p if and only if:
    - w has g's letter at every green position and a different letter at every other one;
    - for each letter c of g with k green-or-yellow marks: w has exactly k copies of c if
      some copy of c in g is grey, at least k otherwise;
    - p itself is well formed: no copy of c is yellow after a grey copy of c (scoring hands
      out yellows left to right).
    A history is the conjunction of these, kept as per-position letters and count bounds.
    """

    length: int
    fixed: tuple[str | None, ...]  # the letter known at each position
    excluded: tuple[frozenset[str], ...]  # letters known not to be at each position
    min_count: tuple[int, ...]  # per letter a–z, lower bound on copies
    max_count: tuple[int, ...]  # per letter a–z, upper bound on copies
    history: tuple[Move, ...] = ()
    problems: tuple[str, ...] = field(default=())  # why no word can fit, when visible alone

    @classmethod
    def empty(cls, length: int) -> Knowledge:
        return cls(length, (None,) * length, (frozenset(),) * length, (0,) * 26, (length,) * 26)

    @classmethod
    def from_history(cls, length: int, history: Iterable[Move]) -> Knowledge:
        knowledge = cls.empty(length)
        for guess, pattern in history:
            knowledge = knowledge.add(guess, pattern)
        return knowledge

    def add(self, guess: Word, pattern: Pattern) -> Knowledge:
        """The knowledge after also learning that ``guess`` scored ``pattern``."""
        if len(guess) != self.length or len(pattern) != self.length:
            raise ValueError(f"guess and pattern must have {self.length} letters")
        fixed = list(self.fixed)
        excluded = [set(s) for s in self.excluded]
        low = list(self.min_count)
        high = list(self.max_count)
        problems = list(self.problems)

        hits: dict[str, int] = {}
        grey_seen: set[str] = set()
        for i, (letter, mark) in enumerate(zip(guess, pattern.marks)):
            if mark == CORRECT:
                if fixed[i] not in (None, letter):
                    problems.append(f"position {i + 1} cannot be both {fixed[i].upper()} and {letter.upper()}")
                fixed[i] = letter
            else:
                excluded[i].add(letter)
            if mark == ABSENT:
                grey_seen.add(letter)
            else:
                if mark == PRESENT and letter in grey_seen:
                    problems.append(
                        f"{letter.upper()} is yellow after a grey {letter.upper()} in {guess.upper()}"
                        " (yellows go to the first copies)"
                    )
                hits[letter] = hits.get(letter, 0) + 1
        for letter in set(guess):
            c = ord(letter) - 97
            k = hits.get(letter, 0)
            low[c] = max(low[c], k)
            if letter in grey_seen:
                high[c] = min(high[c], k)
        for i, letter in enumerate(fixed):
            if letter is not None and letter in excluded[i]:
                problems.append(
                    f"position {i + 1} is green {letter.upper()} in one guess and not {letter.upper()} in another"
                )
        for c, letter in enumerate(ALPHABET):
            if low[c] > high[c]:
                problems.append(f"{letter.upper()} needs at least {low[c]} copies but at most {high[c]}")
        if sum(low) > self.length:
            problems.append(f"the colours ask for more than {self.length} letters")
        unique = tuple(dict.fromkeys(problems))
        return Knowledge(
            self.length,
            tuple(fixed),
            tuple(frozenset(s) for s in excluded),
            tuple(low),
            tuple(high),
            self.history + ((guess, pattern),),
            unique,
        )

    @property
    def is_contradictory(self) -> bool:
        """True when the constraints alone rule out every word (a dictionary may rule out more)."""
        return bool(self.problems)

    def allowed_letters(self, position: int) -> str:
        """Letters that may stand at ``position``, alphabetically."""
        if self.fixed[position] is not None:
            letter = self.fixed[position]
            return letter if self.max_count[ord(letter) - 97] > 0 else ""
        banned = self.excluded[position]
        return "".join(ch for c, ch in enumerate(ALPHABET) if ch not in banned and self.max_count[c] > 0)

    def allows(self, word: Word) -> bool:
        """True when ``word`` reproduces every recorded pattern."""
        if len(word) != self.length or self.problems:
            return False
        for i, letter in enumerate(word):
            known = self.fixed[i]
            if (known is not None and letter != known) or letter in self.excluded[i]:
                return False
        counts = [0] * 26
        for letter in word:
            counts[ord(letter) - 97] += 1
        return all(lo <= n <= hi for lo, n, hi in zip(self.min_count, counts, self.max_count))

    def hard_mode_problem(self, guess: Word) -> str | None:
        """Why ``guess`` breaks hard mode (greens kept in place, yellows reused), or None."""
        for i, letter in enumerate(self.fixed):
            if letter is not None and guess[i] != letter:
                return f"letter {i + 1} must be {letter.upper()}"
        for c, letter in enumerate(ALPHABET):
            need = self.min_count[c]
            if need and guess.count(letter) < need:
                copies = "a copy" if need == 1 else f"{need} copies"
                return f"guess must contain {copies} of {letter.upper()}"
        return None

    def without_last(self) -> Knowledge:
        """The knowledge before the last move (undo)."""
        return Knowledge.from_history(self.length, self.history[:-1])
