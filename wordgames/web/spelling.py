"""How the page names a dictionary's word in a message: as it is usually spelt, in capitals (ÉLÈVE for eleve)."""

from __future__ import annotations

from ..alphabet import capitals
from ..lexicon import Lexicon, Word


def named(lexicon: Lexicon, word: Word) -> str:
    """``word`` as a message names it: its usual spelling in capitals (a pack plays eleve, the player reads ÉLÈVE)."""
    return capitals(lexicon.usual(word))
