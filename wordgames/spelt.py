"""Words as people spell them: the player's typing repeated (città, not the folded citta searched), and the
dictionary's usual spellings of the words it plays (élève for eleve)."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from .lexicon import Lexicon, Word, finish


def as_spelt(text: str) -> str:
    """``text`` without surrounding white space, NFC, in lower case, its accents kept: what an echo shows of
    a field that ``text.normalize`` folds for the search (a final Σ lowers to ς, as the word is written)."""
    return unicodedata.normalize("NFC", str(text).strip()).lower()


# A letter written otherwise at a word's end. The Greek pack keeps the usual spelling of its known words only (the
# rest, unaccented, would pass its size): their final σ is still ς, by rule.
FINAL_FORMS = {"σ": "ς"}


def usual_spelling(lexicon: Lexicon, word: Word) -> str:
    """How ``word`` is usually spelt: its stored spelling (élève for eleve), else the word, its last letter in
    its final form (αγος for the rare αγοσ, which keeps no spelling)."""
    usual = lexicon.usual(word)
    if usual == word and (final := FINAL_FORMS.get(word[-1:])):
        return word[:-1] + final
    return usual


def usual_spellings(lexicon: Lexicon, words: Iterable[Word]) -> list[str]:
    """``words`` as usually spelt (``usual_spelling``); English's are the words. Each is looked up by a walk down
    the trie, its counts below each state computed once (Greek: 0.07 s here), not by spelling every word of its
    length, which a first list of many lengths paid for each (Greek ``*ος``: 5 s here, more in the page)."""
    if not lexicon.spellings:
        return list(words)
    words = list(words)
    if any(lexicon.listed_words(n) is None for n in {len(word) for word in words}):  # (a listed length bisects)
        finish(lexicon.counting_suffixes())
    return [usual_spelling(lexicon, word) for word in words]
