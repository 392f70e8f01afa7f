"""A pack's asset, static/dictionary-<code>.bin: the engine's dictionary asset (format 5) of its words.

``Lexicon.from_words`` with the pack's alphabet, grades, offensive words, knowledge bytes and usual
spellings; the engine reads it as it reads English's (``Lexicon.from_bytes``).
"""

from __future__ import annotations

from wordgames.alphabet import Alphabet
from wordgames.lexicon import Lexicon

from .commonness import Graded

SIZE = 0x0F  # a knowledge byte's SCOWL size (wordgames.known): 0 for a word no one is asked


def pack_bytes(alphabet: Alphabet, spellings: dict[str, str], graded: Graded, every_spelling: bool = True) -> bytes:
    """The asset's bytes for these words (each with its usual spelling as the list writes it), their grades,
    knowledge and offensive words. Without ``every_spelling``, only the words with a size keep a spelling
    that differs (Greek: every word has an accent, and 793,415 spellings would pass the asset's 16 MB)."""
    shown = {
        word: spelling.lower()
        for word, spelling in spellings.items()
        if spelling.lower() != word and (every_spelling or graded.knowledge[word] & SIZE)
    }
    lexicon = Lexicon.from_words(spellings, graded.grades, graded.offensive, graded.knowledge, alphabet, shown)
    return lexicon.to_bytes()
