"""What a history of (guess, pattern) proves about the secret: exact per-position and count constraints."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..alphabet import ENGLISH, Alphabet
from ..lexicon import Word
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
    min_count: tuple[int, ...]  # per letter code of the alphabet (a–z in English), lower bound on copies
    max_count: tuple[int, ...]  # per letter code, upper bound on copies
    history: tuple[Move, ...] = ()
    problems: tuple[str, ...] = field(default=())  # why no word can fit, when visible alone
    alphabet: Alphabet = field(default=ENGLISH, repr=False, compare=False)  # the counts' letters

    @classmethod
    def empty(cls, length: int, alphabet: Alphabet = ENGLISH) -> Knowledge:
        size = len(alphabet)
        return cls(length, (None,) * length, (frozenset(),) * length, (0,) * size, (length,) * size, (), (), alphabet)

    @classmethod
    def from_history(cls, length: int, history: Iterable[Move], alphabet: Alphabet = ENGLISH) -> Knowledge:
        knowledge = cls.empty(length, alphabet)
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
        alphabet, upper = self.alphabet, self.alphabet.upper
        if not alphabet.is_word(guess):
            raise ValueError(f"the guess {upper(guess)} is not of the game's letters")

        hits: dict[str, int] = {}
        grey_seen: set[str] = set()
        for i, (letter, mark) in enumerate(zip(guess, pattern.marks)):
            if mark == CORRECT:
                if fixed[i] not in (None, letter):
                    problems.append(f"position {i + 1} cannot be both {upper(fixed[i])} and {upper(letter)}")
                fixed[i] = letter
            else:
                excluded[i].add(letter)
            if mark == ABSENT:
                grey_seen.add(letter)
            else:
                if mark == PRESENT and letter in grey_seen:
                    problems.append(
                        f"{upper(letter)} is yellow after a grey {upper(letter)} in {upper(guess)}"
                        " (yellows go to the first copies)"
                    )
                hits[letter] = hits.get(letter, 0) + 1
        for letter in set(guess):
            c = alphabet.codes[letter]
            k = hits.get(letter, 0)
            low[c] = max(low[c], k)
            if letter in grey_seen:
                high[c] = min(high[c], k)
        for i, letter in enumerate(fixed):
            if letter is not None and letter in excluded[i]:
                problems.append(
                    f"position {i + 1} is green {upper(letter)} in one guess and not {upper(letter)} in another"
                )
        for c, letter in enumerate(alphabet.letters):
            if low[c] > high[c]:
                problems.append(f"{upper(letter)} needs at least {low[c]} copies but at most {high[c]}")
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
            alphabet,
        )

    @property
    def is_contradictory(self) -> bool:
        """True when the constraints alone rule out every word (a dictionary may rule out more)."""
        return bool(self.problems)

    def allowed_letters(self, position: int) -> str:
        """Letters that may stand at ``position``, alphabetically."""
        if self.fixed[position] is not None:
            letter = self.fixed[position]
            return letter if self.max_count[self.alphabet.codes[letter]] > 0 else ""
        banned = self.excluded[position]
        return "".join(ch for c, ch in enumerate(self.alphabet.letters) if ch not in banned and self.max_count[c] > 0)

    def allows(self, word: Word) -> bool:
        """True when ``word`` reproduces every recorded pattern."""
        if len(word) != self.length or self.problems:
            return False
        for i, letter in enumerate(word):
            known = self.fixed[i]
            if (known is not None and letter != known) or letter in self.excluded[i]:
                return False
        counts, codes = [0] * len(self.min_count), self.alphabet.codes
        for letter in word:
            c = codes.get(letter)
            if c is None:
                return False
            counts[c] += 1
        return all(lo <= n <= hi for lo, n, hi in zip(self.min_count, counts, self.max_count))

    def hard_mode_problem(self, guess: Word) -> str | None:
        """Why ``guess`` breaks hard mode (greens kept in place, yellows reused), or None."""
        for i, letter in enumerate(self.fixed):
            if letter is not None and guess[i] != letter:
                return f"letter {i + 1} must be {self.alphabet.upper(letter)}"
        for c, letter in enumerate(self.alphabet.letters):
            need = self.min_count[c]
            if need and guess.count(letter) < need:
                copies = "a copy" if need == 1 else f"{need} copies"
                return f"guess must contain {copies} of {self.alphabet.upper(letter)}"
        return None

    def without_last(self) -> Knowledge:
        """The knowledge before the last move (undo)."""
        return Knowledge.from_history(self.length, self.history[:-1], self.alphabet)
