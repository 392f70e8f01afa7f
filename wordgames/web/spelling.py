"""How the page names a dictionary's word in a message: as it is usually spelt, in capitals (ÉLÈVE for eleve)."""

from __future__ import annotations

import unicodedata

from ..alphabet import capitals, script_of
from ..lexicon import Lexicon, Word

# Greek writes no accent on a word in capitals (ΛΟΓΟΣ, not ΛΌΓΟΣ); where the accent told two vowels apart that
# would read as one sound (ρολόι), the second takes a diaeresis instead (ΡΟΛΟΪ), and a diaeresis stays (ΠΡΟΪΟΝ).
TONOS, DIAERESIS = "\u0301", "\u0308"
PAIRS = {("Α", "Ι"), ("Ε", "Ι"), ("Ο", "Ι"), ("Υ", "Ι"), ("Α", "Υ"), ("Ε", "Υ"), ("Ο", "Υ"), ("Η", "Υ")}


def in_capitals(spelt: str) -> str:
    """A word as spelt (élève, λόγος) in capitals as its language writes them: ÉLÈVE, but ΛΟΓΟΣ."""
    shown = capitals(spelt)
    if not any(script_of(ch) == "GREEK" for ch in shown):
        return shown
    letters = [unicodedata.normalize("NFD", ch) for ch in shown]
    for i, letter in enumerate(letters):
        if TONOS in letter:
            letters[i] = letter.replace(TONOS, "")
            after = letters[i + 1] if i + 1 < len(letters) else ""
            if (letter[0], after) in PAIRS:
                letters[i + 1] = after + DIAERESIS
    return unicodedata.normalize("NFC", "".join(letters))


def named(lexicon: Lexicon, word: Word) -> str:
    """``word`` as a message names it: its usual spelling in capitals (a pack plays eleve, the player reads ÉLÈVE)."""
    return in_capitals(lexicon.usual(word))
