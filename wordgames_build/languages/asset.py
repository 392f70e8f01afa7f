"""A pack's asset, static/dictionary-<code>.bin: its alphabet, words, usual spellings, grades and knowledge bytes.

Until the engine's Lexicon reads an alphabet (asset format 5), the asset is this intermediate, a
"word-list pack": a magic line, then five zlib streams, each after its length (4 bytes, little-endian):
1. the alphabet (UTF-8, ``Alphabet.to_bytes``);
2. the words in alphabetical order as code texts (Latin-1, a byte a letter: ``Alphabet.code_text``),
   front-coded: a line a word, the count of letters shared with the word before as a character
   from '0', then the rest (a byte a letter in this order makes Greek's 793,415 words 458 KB,
   against 944 KB as UTF-8 in (length, word) order);
3. the grade bytes (high bit: offensive); 4. the knowledge bytes as ``known.pack_knowledge`` packs them;
5. the usual spellings that differ from their word (UTF-8), a line each: the word's index after the
   previous such index, a space, then each place where the spelling differs (a character from '0')
   and its letter there (σπίτι: "3ί"), or '!' and the whole spelling when the lengths differ (œuvre).
``pack_bytes`` is the one place that chooses the format; ``pack_words.read_pack`` reads it.
"""

from __future__ import annotations

import zlib

from wordgames.alphabet import Alphabet
from wordgames.known import OFFENSIVE, pack_knowledge

from .commonness import Graded

MAGIC = b"wordgames word-list pack 3\n"


def pack_bytes(alphabet: Alphabet, spellings: dict[str, str], graded: Graded) -> bytes:
    """The asset's bytes for these words (the usual spelling of each, lower-cased; their grades and knowledge)."""
    words = sorted(spellings)
    grades = bytes(graded.grades[w] | (OFFENSIVE if w in graded.offensive else 0) for w in words)
    knowledge = bytes(graded.knowledge[w] for w in words)
    lines, previous = [], ""
    for word in words:
        shared = next((i for i, (a, b) in enumerate(zip(word, previous)) if a != b), min(len(word), len(previous)))
        lines.append(chr(ord("0") + shared) + alphabet.code_text(word[shared:]))
        previous = word
    differing, last = [], 0
    for index, word in enumerate(words):
        spelling = spellings[word].lower()
        if spelling != word:
            differing.append(f"{index - last} {_difference(word, spelling)}")
            last = index
    texts = [alphabet.to_bytes(), "\n".join(lines).encode("latin-1"), "\n".join(differing).encode()]
    streams = [texts[0], texts[1], grades, pack_knowledge(grades, knowledge), texts[2]]
    return MAGIC + b"".join(_framed(zlib.compress(stream, 9)) for stream in streams)


def _difference(word: str, spelling: str) -> str:
    if len(spelling) != len(word):
        return "!" + spelling
    return "".join(chr(ord("0") + i) + ch for i, (ch, letter) in enumerate(zip(spelling, word)) if ch != letter)


def _framed(stream: bytes) -> bytes:
    return len(stream).to_bytes(4, "little") + stream
