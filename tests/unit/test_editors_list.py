"""Issue 38: the original Wordle answers, an editor's list, are in the 5-letter pool unless offensive."""

from __future__ import annotations

from wordgames.wordle.rules import common_pool
from wordgames_build.knowledge import Grader


def test_inflected_original_answers_are_in_the_pool_and_a_slur_is_not(lexicon):
    pool = set(common_pool(lexicon, 5).words)
    assert {"began", "chose", "wrote", "safer", "organ"} <= pool
    assert "gypsy" not in pool  # an original answer, but on the curated slur list
    assert "weest" not in pool  # a superlative no editor listed


class _NoWordNet:
    senses: dict = {}
    exceptions = {"n": {}, "v": {}, "a": {}}

    def inflections(self, word):
        return []


def test_an_editors_word_is_an_everyday_base_form_whatever_scowl_says():
    grader = Grader(_NoWordNet(), {"began": 70}, {}, defined={"began", "zzzzz"}, editors={"began", "zzzzz"})
    assert grader.knowledge("began") & 0x0F == 3  # SCOWL's size 35 (the third size), not 70
    assert grader.knowledge("zzzzz") & 0x30 == 0  # neither inflected nor an abbreviation
