"""Wordle feedback: the colour pattern a guess earns against a secret, duplicates scored exactly."""

from __future__ import annotations

from dataclasses import dataclass

from ..lexicon import Word
from ..text import quoted

ABSENT, PRESENT, CORRECT = 0, 1, 2
STATE_NAMES = ("absent", "present", "correct")  # grey, yellow, green
COLOUR_NAMES = ("grey", "yellow", "green")


class PatternError(ValueError):
    """A feedback pattern that is malformed (not 0/1/2 digits, or the wrong length)."""


@dataclass(frozen=True)
class Pattern:
    """One mark per letter of a guess: 0 absent (grey), 1 present (yellow), 2 correct (green)."""

    marks: tuple[int, ...]

    @classmethod
    def from_digits(cls, digits: str, length: int | None = None) -> Pattern:
        """Parse '20010'; raise PatternError with a readable reason if it is not a pattern."""
        text = digits.strip()
        if not text or any(ch not in "012" for ch in text):
            raise PatternError(f"feedback {quoted(digits)} must be digits 0 (grey), 1 (yellow), 2 (green)")
        if length is not None and len(text) != length:
            raise PatternError(f"feedback {quoted(text)} has {len(text)} digits; the word has {length} letters")
        return cls(tuple(int(ch) for ch in text))

    @classmethod
    def from_code(cls, code: int, length: int) -> Pattern:
        """Inverse of ``code``."""
        marks = []
        for _ in range(length):
            code, mark = divmod(code, 3)
            marks.append(mark)
        return cls(tuple(reversed(marks)))

    @classmethod
    def all_correct(cls, length: int) -> Pattern:
        return cls((CORRECT,) * length)

    @property
    def digits(self) -> str:
        return "".join(map(str, self.marks))

    @property
    def code(self) -> int:
        """The marks read as a base-3 number, first letter most significant."""
        code = 0
        for mark in self.marks:
            code = code * 3 + mark
        return code

    @property
    def is_win(self) -> bool:
        return all(mark == CORRECT for mark in self.marks)

    def __len__(self) -> int:
        return len(self.marks)

    def __str__(self) -> str:
        return self.digits


def pattern_code(guess: Word, secret: Word) -> int:
    """The base-3 code of score(guess, secret), without building a Pattern (the hot path).

    Greens first; then, left to right, a letter is yellow while the secret still has a copy
    of it that is neither green nor already claimed by an earlier yellow.
    """
    unmatched: dict[str, int] = {}
    greens = []
    for g, s in zip(guess, secret):
        if g == s:
            greens.append(True)
        else:
            greens.append(False)
            unmatched[s] = unmatched.get(s, 0) + 1
    code = 0
    for g, green in zip(guess, greens):
        if green:
            code = code * 3 + CORRECT
        elif unmatched.get(g, 0):
            unmatched[g] -= 1
            code = code * 3 + PRESENT
        else:
            code = code * 3
    return code


def score(guess: Word, secret: Word) -> Pattern:
    """The feedback for ``guess`` when the secret is ``secret`` (same length required)."""
    if len(guess) != len(secret):
        raise ValueError(f"guess {guess!r} and secret {secret!r} differ in length")
    return Pattern.from_code(pattern_code(guess, secret), len(guess))
