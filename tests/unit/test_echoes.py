"""Echoes of what the player typed (the finder's and the solver's summaries): as the player spelt it, accents
kept (città, élève, canción), while the search runs on the folded letters (citta, eleve, cancion)."""

from __future__ import annotations

import asyncio
import importlib
from types import SimpleNamespace

import pytest
from fake_dom import fire, fresh_web, run_loop

from wordgames.alphabet import Alphabet
from wordgames.challenge import SolveRequest
from wordgames.finder import Query
from wordgames.lexicon import Lexicon

ITALIAN = Alphabet(
    "abcdefghijklmnopqrstuvwxyz", (("à", "a"), ("è", "e"), ("é", "e"), ("ì", "i"), ("ò", "o"), ("ù", "u"))
)
FRENCH = Alphabet("abcdefghijklmnopqrstuvwxyz", (("é", "e"), ("è", "e"), ("ê", "e"), ("ç", "c"), ("œ", "oe")))
SPANISH = Alphabet("abcdefghijklmnopqrstuvwxyzñ", (("á", "a"), ("é", "e"), ("í", "i"), ("ó", "o"), ("ú", "u")))
CASES = [  # (alphabet, the words, a word as typed, its echo, the folded letters searched)
    (ITALIAN, ["città", "cima", "tacchi"], " Città ", "città", "citta"),
    (FRENCH, ["élève", "lever", "table"], "Élève", "élève", "eleve"),
    (SPANISH, ["canción", "cancha", "niño"], "CANCIÓN ", "canción", "cancion"),
]
ACCENTED = {ITALIAN: "à", FRENCH: "È", SPANISH: "ó"}  # a must-have letter typed with its accent


def lexicon_of(alphabet: Alphabet, words: list[str]) -> Lexicon:
    return Lexicon.from_words(words, alphabet=alphabet, spellings={alphabet.fold(w): w for w in words})


@pytest.mark.parametrize(("alphabet", "words", "typed", "echo", "folded"), CASES)
def test_a_query_searches_folded_and_says_what_was_typed(alphabet, words, typed, echo, folded):
    must = ACCENTED[alphabet]
    query = Query.parse(typed, must=must, exclude="", alphabet=alphabet)
    assert query == Query.parse(folded, must=alphabet.fold(must), alphabet=alphabet)  # the same search
    assert query.pattern == folded and query.must == alphabet.fold(must)
    assert query.describe().startswith(f"{echo} with {alphabet.upper(must)},"), query.describe()
    assert SolveRequest.parse(typed, alphabet=alphabet).spelt() == echo


@pytest.mark.parametrize(("alphabet", "words", "typed", "echo", "folded"), CASES)
def test_the_finders_summary_and_no_match_say_what_was_typed(alphabet, words, typed, echo, folded):
    with fresh_web() as (document, _window):
        finder = importlib.import_module("wordgames.web.challenge.finder")
        dom = importlib.import_module("wordgames.web.dom")
        by_id = document.getElementById

        async def search(pattern: str) -> None:
            by_id("finder-pattern").value = pattern
            fire(by_id("finder-form"), "submit")
            while dom._tasks:  # a first search prepares the texts in slices
                await asyncio.gather(*dom._tasks)

        async def scenario() -> None:
            view = finder.FinderView(SimpleNamespace(lexicon=lexicon_of(alphabet, words)))
            view.bind()
            by_id("finder-min").value = "3"
            await search(typed)
            summary = by_id("finder-summary").textContent
            assert f" · {echo}, " in summary and folded not in summary, summary
            assert echo in by_id("finder-results").innerHTML  # the word found, as the dictionary spells it
            await search(typed.strip() + "x")
            message = by_id("finder-message").textContent
            assert f"{echo}x" in message and folded not in message, message

        run_loop(scenario())


@pytest.mark.parametrize(("alphabet", "words", "typed", "echo", "folded"), CASES)
def test_the_solvers_summary_says_the_rack_as_typed(alphabet, words, typed, echo, folded):
    with fresh_web() as (document, _window):
        solver = importlib.import_module("wordgames.web.challenge.solver")
        dom = importlib.import_module("wordgames.web.dom")
        by_id = document.getElementById

        async def scenario() -> None:
            view = solver.SolverView(SimpleNamespace(lexicon=lexicon_of(alphabet, words)))
            view.bind()
            by_id("min-length").value = "3"
            by_id("letters").value = typed
            fire(by_id("solver-form"), "submit")
            while dom._tasks:
                await asyncio.gather(*dom._tasks)
            summary = by_id("solver-summary").textContent
            assert alphabet.upper(echo) in summary, summary

        run_loop(scenario())
