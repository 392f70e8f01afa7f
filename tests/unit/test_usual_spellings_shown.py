"""A pack's words are played folded (ELEVE, ΛΟΓΟΣ on the tiles) and shown as they are usually spelt wherever the page
names or lists them: the secret at a game's end, the finder's, solver's and candidates' lists, Word Challenge's
revealed words (issue 37: "the folded spelling played and the usual spelling shown")."""

from __future__ import annotations

import asyncio
import importlib
import random
from types import SimpleNamespace

from fake_dom import fire, fresh_web, run_loop

from wordgames.alphabet import Alphabet
from wordgames.lexicon import Lexicon
from wordgames.web.spelling import named
from wordgames.web.wordle.mode import Settings
from wordgames.web.wordle.modes import GuesserMode, QuordleMode

FRENCH = Alphabet(
    "abcdefghijklmnopqrstuvwxyz",
    (("à", "a"), ("é", "e"), ("è", "e"), ("ê", "e"), ("œ", "oe")),
    ("azertyuiop", "qsdfghjklm", "wxcvbn"),
)
GREEK = Alphabet("αβγδεζηθικλμνξοπρστυφχψω", (("ς", "σ"), ("ό", "ο"), ("έ", "ε"), ("ώ", "ω")))
FRENCH_WORDS = ["élève", "tête", "rêve", "table", "lève", "tel", "été", "vélo", "arête", "lever"]


def lexicon_of(words: list[str], alphabet: Alphabet) -> Lexicon:
    return Lexicon.from_words(words, alphabet=alphabet, spellings={alphabet.fold(w): w for w in words})


def test_the_secret_is_named_as_it_is_spelt_at_the_end_of_a_game():
    lexicon = lexicon_of(FRENCH_WORDS, FRENCH)
    assert named(lexicon, "eleve") == "ÉLÈVE" and named(lexicon, "table") == "TABLE"
    mode = GuesserMode.new(Settings("guesser", length=5, guesses=1), lexicon, random.Random(1), None)
    mode.game.secret = "eleve"
    for key in "TABLE":
        mode.press(key)
    mode.submit()
    assert mode.announce().text == "Out of guesses. The word was ÉLÈVE."
    greek = lexicon_of(["λόγος", "θεός", "κόσμο", "ώραίο"], GREEK)
    assert named(greek, "λογοσ") == "ΛΟΓΟΣ"  # the final sigma its own, not the folded Σ of σ; in capitals no tonos
    boards = QuordleMode.new(Settings("quordle", length=5, guesses=1), lexicon, random.Random(3), None)
    for key in "TABLE":
        boards.press(key)
    boards.submit()
    unsolved = boards.announce().text
    assert all(named(lexicon, s) in unsolved for s in boards.secrets() if s != "table")
    assert "ELEVE" not in unsolved and "REVE" not in unsolved.replace("ÊVE", "")


def test_lists_show_usual_spellings_and_look_them_up_so():
    with fresh_web() as (document, _window):
        solver_module = importlib.import_module("wordgames.web.challenge.solver")
        finder_module = importlib.import_module("wordgames.web.challenge.finder")
        slots = importlib.import_module("wordgames.web.challenge.slots")
        dom = importlib.import_module("wordgames.web.dom")
        by_id = document.getElementById
        lexicon = lexicon_of(FRENCH_WORDS, FRENCH)
        words = SimpleNamespace(lexicon=lexicon)

        async def scenario() -> None:
            solver = solver_module.SolverView(words)
            solver.bind()
            by_id("letters").value, by_id("min-length").value, by_id("must").value = "eleverta", "3", ""
            by_id("solver-rare").checked = True
            fire(by_id("solver-form"), "submit")
            while dom._tasks:
                await asyncio.gather(*dom._tasks)
            chips = [chip.textContent for chip in by_id("solver-results").querySelectorAll("li")]
            assert "élève" in chips and "été" in chips and "lever" in chips, chips
            assert "eleve" not in chips and "ete" not in chips

            finder = finder_module.FinderView(words)
            finder.bind()
            by_id("finder-min").value, by_id("finder-pattern").value = "3", "?e*"
            by_id("finder-rare").checked = True
            fire(by_id("finder-form"), "submit")
            while dom._tasks:
                await asyncio.gather(*dom._tasks)
            listed = by_id("finder-results").innerHTML
            assert "<li>lève</li>" in listed or ">lève</li>" in listed, listed
            assert ">leve<" not in listed

        run_loop(scenario())
        shown = slots.slot_groups(["ete", "eleve"], {"ete"}, True, None, lexicon.usual)
        boxes = ["".join(box.textContent for box in group.querySelectorAll("span")) for group in shown]
        assert boxes == ["ÉTÉ", "ÉLÈVE"]  # found and missed words revealed as spelt, a box a letter
        assert [group.querySelectorAll("li")[0].getAttribute("data-word") for group in shown] == ["ete", "eleve"]
