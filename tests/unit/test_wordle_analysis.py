"""The one-word readings of skill and luck that the page shows next to the percentages."""

from __future__ import annotations

import pytest

from wordgames.wordle.analysis import analyse, describe, luck_word, skill_word
from wordgames.wordle.feedback import score


@pytest.mark.parametrize(
    "skill, word",
    [
        (1.0, "excellent"),
        (0.95, "excellent"),
        (0.94, "good"),
        (0.75, "good"),
        (0.6, "fair"),
        (0.5, "fair"),
        (0.49, "weak"),
        (0.0, "weak"),
    ],
)
def test_skill_words(skill, word):
    assert skill_word(skill) == word


@pytest.mark.parametrize(
    "luck, word",
    [
        (1.0, "lucky"),
        (0.71, "lucky"),
        (0.7, "average"),
        (0.5, "average"),
        (0.3, "average"),
        (0.29, "unlucky"),
        (0.0, "unlucky"),
    ],
)
def test_luck_words(luck, word):
    assert luck_word(luck) == word


def test_playing_best_own_choice_reads_excellent(small_lexicon):
    secret = "tiny"
    first = analyse(small_lexicon, [("sale", score("sale", secret))]).moves[0]
    again = analyse(small_lexicon, [(first.best_guess, score(first.best_guess, secret))]).moves[0]
    assert again.guess == again.best_guess and skill_word(again.skill) == "excellent"


def test_a_guess_that_finds_the_word_is_not_rated_for_skill(small_lexicon):
    """A first guess that wins is no weak guess (issue 30): the game has no guess to rate, and it says so."""
    secret = "tiny"
    once = analyse(small_lexicon, [(secret, score(secret, secret))])
    assert once.solved and not once.moves[0].rated and once.skill is None
    assert describe(once)[-1].startswith("solved in 1 guess; no guess to rate for skill, luck ")
    twice = analyse(small_lexicon, [("sale", score("sale", secret)), (secret, score(secret, secret))])
    assert twice.skill == twice.moves[0].skill  # only the guess before the win is rated
