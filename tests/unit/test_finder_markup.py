"""The finder's word lists as markup (web/challenge/finder.py's word_items): every word stays text, rare ones marked."""

from __future__ import annotations

import importlib
import sys

from fake_dom import install

STUBBED = ("pyscript", "pyodide", "pyodide.ffi")


def test_words_stay_text_and_the_rare_ones_are_marked():
    saved = {name: sys.modules.pop(name) for name in list(sys.modules) if name.startswith("wordgames.web.")}
    install()
    try:
        finder = importlib.import_module("wordgames.web.challenge.finder")
        markup = finder.word_items(["cat", 'a<b>&"c'], known=1)
        assert markup == '<li>cat</li><li class="rare" title="a rare word">a&lt;b&gt;&amp;&quot;c</li>'
        assert finder.word_items(["dog"], known=0).startswith('<li class="rare"')
        assert finder.word_items([], known=0) == ""
    finally:
        for name in [*STUBBED, *(n for n in sys.modules if n.startswith("wordgames.web."))]:
            sys.modules.pop(name, None)
        sys.modules.update(saved)
