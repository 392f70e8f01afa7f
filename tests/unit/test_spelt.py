"""Words as people spell them: the player's typing echoed, and the dictionary's usual spellings."""

from __future__ import annotations

from wordgames.finder import Query, find
from wordgames.lexicon import Lexicon
from wordgames.spelt import as_spelt, usual_spelling, usual_spellings
from wordgames_build.languages.build import asset_path


def test_an_echo_keeps_the_accents_and_writes_a_final_sigma():
    assert as_spelt("  Città ") == "città"
    assert as_spelt("ΛΌΓΟΣ") == "λόγος"


def test_usual_spellings_look_each_word_up_without_spelling_its_length():
    """A Greek ``*ος`` lists 1,667 known words of 16 lengths: looking each up by spelling its length's words took
    the command line 17 s of its 20 (every Greek word spelled); a walk down the trie takes a tenth of a second."""
    greek = asset_path("el").read_bytes()
    lexicon, spelling = Lexicon.from_bytes(greek), Lexicon.from_bytes(greek)
    words = list(find(lexicon, Query.parse("*ος", alphabet=lexicon.alphabet)).words())
    assert len({len(word) for word in words}) >= 15
    said = usual_spellings(spelling, words)
    assert all(spelling.listed_words(n) is None for n in range(3, 21))  # no length spelled
    assert said == [usual_spelling(lexicon, word) for word in words]  # (this one spells every length)
    assert "θεός" in said and all(word[-2:] in ("ος", "ός") for word in said)
    assert "αγος" in said  # a rare word keeps no spelling: its final σ is still ς


def test_a_final_sigma_is_written_as_such_where_no_spelling_is_kept():
    greek = Lexicon.from_bytes(asset_path("el").read_bytes())
    assert greek.usual("αγοσ") == "αγοσ"  # rare: no spelling kept (the pack's size)
    assert usual_spelling(greek, "αγοσ") == "αγος"
    assert usual_spelling(greek, "θεοσ") == "θεός"  # known: its spelling
    assert usual_spelling(greek, "σεισμοσ") == "σεισμός"


def test_english_words_are_their_own_spellings(lexicon):
    assert usual_spellings(lexicon, ["cat", "zebra"]) == ["cat", "zebra"]
