"""The finder's word lists as markup (web/challenge/finder.py's word_items): every word stays text, rare ones marked."""

from __future__ import annotations

import importlib

from fake_dom import fresh_web


def test_words_stay_text_and_the_rare_ones_are_marked():
    with fresh_web():
        finder = importlib.import_module("wordgames.web.challenge.finder")
        markup = finder.word_items(["cat", 'a<b>&"c'], known=1)
        assert markup == '<li>cat</li><li class="rare" title="a rare word">a&lt;b&gt;&amp;&quot;c</li>'
        assert finder.word_items(["dog"], known=0).startswith('<li class="rare"')
        assert finder.word_items([], known=0) == ""
