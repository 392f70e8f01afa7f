"""The definitions asset, static/definitions.bin: WordNet's glosses of every dictionary word it defines.

Each lemma keeps its first MAX_SENSES senses per part of speech (WordNet lists them commonest
first); a word that is a form of a lemma (crews, went, bigger) names it, so the page shows
"plural of crew" and crew's senses (``knowledge.definition_entries``). Built from the same
word list and WordNet as the dictionary, whose knowledge bytes mark the words it leaves out.
"""

from __future__ import annotations

from wordgames.definitions import to_bytes
from wordgames.lexicon import is_plain_word

from . import ROOT, STATIC, log
from .dictionary import dictionary_words, zipf_frequencies
from .knowledge import WordNet, definition_entries, scowl_levels

DEFINITIONS_ASSET = STATIC / "definitions.bin"


def build_definitions() -> None:
    """Write static/definitions.bin."""
    levels = scowl_levels()
    course, modern = dictionary_words(levels, zipf_frequencies())
    words = [word for word in course + modern if is_plain_word(word)]  # the player's dictionary's: 3-20 letters
    entries = definition_entries(words, WordNet.load(), levels)
    data = to_bytes(entries)
    STATIC.mkdir(exist_ok=True)
    DEFINITIONS_ASSET.write_bytes(data)
    log(f"wrote {DEFINITIONS_ASSET.relative_to(ROOT)}: {len(entries):,} words, {len(data):,} bytes")
