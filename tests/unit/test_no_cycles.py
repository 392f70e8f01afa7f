"""Engine calls leave no reference cycles: what they drop is freed at once, not whenever the collector runs.

A solve's words are strings, which the cyclic garbage collector does not count, so a cycle
holding them (a nested search function that calls itself keeps its closure alive) can keep
megabytes per solve until a collection happens to run.
"""

from __future__ import annotations

import gc
import random

import pytest

from wordgames.challenge.auto import auto_challenge
from wordgames.challenge.index import fast_solve
from wordgames.challenge.search import Rack, solve
from wordgames.finder import Query, find
from wordgames.lexicon import Lexicon
from wordgames.wordle.candidates import candidates
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.rules import Rules
from wordgames.wordle.simulate import simulate_lexicon
from wordgames.wordle.strategies import Situation, make_strategy

WORDS = ["crane", "slate", "trace", "crate", "react", "caret", "plant", "light", "might", "sight", "abracadabra"]


@pytest.fixture(scope="module")
def small() -> Lexicon:
    return Lexicon.from_words(WORDS)


def calls(small: Lexicon) -> dict:
    fives = small.words_of_length(5)
    start = Situation(Knowledge.empty(5), fives, fives, Rules(5, None))
    return {
        "solve": lambda: solve(small, Rack.parse("?????"), 3, ""),
        "fast_solve": lambda: fast_solve(small, Rack.parse("?????"), 3, ""),
        "candidates": lambda: candidates(small, Knowledge.empty(5)),
        "words_of_length": lambda: Lexicon.from_words(WORDS).words_of_length(5),
        "auto_challenge": lambda: auto_challenge(small, 5, 3, random.Random(0)),
        "simulate": lambda: simulate_lexicon(small, Rules(5, None), make_strategy("letter-frequency"), games=3),
        "clique": lambda: make_strategy("clique").next_guess(start, random.Random(0)),
        "find": lambda: list(find(small, Query.parse("?r*")).words()),
    }


@pytest.mark.parametrize("name", list(calls(Lexicon.from_words(WORDS))))
def test_no_reference_cycles_are_left(small, name):
    call = calls(small)[name]
    call()  # caches filled once
    gc.collect()
    call()
    assert gc.collect() == 0
