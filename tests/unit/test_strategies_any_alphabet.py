"""Every strategy over words whose allowed letters outrun the candidates' (a pack's rarer letters: ñ, ß)."""

from __future__ import annotations

import random

import pytest

from wordgames.alphabet import Alphabet
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.strategies import Situation, make_strategy, strategy_names

# Candidates of a b c d alone; allowed words with letters no candidate holds: 'letter-frequency' and
# 'unattempted-letters' looked those up in the candidates' counts (KeyError: every Spanish, German,
# Swedish, Polish, Russian and Greek game of theirs failed on its first guess, `wordle auto --language es`).
CANDIDATES = tuple(sorted({a + b + c for a in "abcd" for b in "abcd" for c in "abcd" if len({a, b, c}) == 3}))
ALLOWED = tuple(sorted((*CANDIDATES, "ñßb", "abñ", "ßcd")))
ALPHABET = Alphabet.of_words(list(ALLOWED))  # a b c d ñ ß, as a pack would have them


@pytest.mark.parametrize("name", strategy_names())
def test_a_letter_no_candidate_holds_scores_nothing_and_the_game_goes_on(name):
    situation = Situation(Knowledge.empty(3, ALPHABET), ALLOWED, CANDIDATES)
    guess = make_strategy(name).next_guess(situation, random.Random(0))
    assert guess in ALLOWED
