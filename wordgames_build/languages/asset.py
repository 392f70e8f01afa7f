"""A pack's asset, static/dictionary-<code>.bin: its alphabet, words, usual spellings, grades and knowledge bytes.

Until the engine's Lexicon reads an alphabet (asset format 5), the asset is this intermediate, a
"word-list pack": a magic line, then four zlib streams, each after its length (4 bytes, little-endian):
the alphabet's lines (``Alphabet.to_bytes``) and the words in (length, word) order, front-coded (a
line a word: the count of letters shared with the word before, as a character from '0', then the
rest); the grade bytes (high bit: offensive); the knowledge bytes as ``known.pack_knowledge`` packs
them; and the usual spellings that differ from their word, a line each: the word's index after the
previous such index, a space, the spelling. ``pack_bytes`` is the one place that chooses the format.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

from wordgames.alphabet import Alphabet
from wordgames.known import OFFENSIVE, pack_knowledge, unpack_knowledge

from .commonness import Graded

MAGIC = b"wordgames word-list pack 2\n"


@dataclass(frozen=True)
class PackWords:
    """What a pack asset holds, read back: the alphabet and each word's grade, knowledge and usual spelling."""

    alphabet: Alphabet
    grades: dict[str, int]  # with the OFFENSIVE bit
    knowledge: dict[str, int]
    spellings: dict[str, str]  # only where the usual spelling differs from the word


def pack_bytes(alphabet: Alphabet, spellings: dict[str, str], graded: Graded) -> bytes:
    """The asset's bytes for these words (the usual spelling of each, lower-cased; their grades and knowledge)."""
    words = sorted(spellings, key=lambda w: (len(w), w))
    grades = bytes(graded.grades[w] | (OFFENSIVE if w in graded.offensive else 0) for w in words)
    knowledge = bytes(graded.knowledge[w] for w in words)
    letters = alphabet.to_bytes().decode().split("\n")
    lines, previous = [str(len(letters)), *letters], ""
    for word in words:
        shared = next((i for i, (a, b) in enumerate(zip(word, previous)) if a != b), min(len(word), len(previous)))
        lines.append(chr(ord("0") + shared) + word[shared:])
        previous = word
    differing, last = [], 0
    for index, word in enumerate(words):
        spelling = spellings[word].lower()
        if spelling != word:
            differing.append(f"{index - last} {spelling}")
            last = index
    streams = ["\n".join(lines).encode(), grades, pack_knowledge(grades, knowledge), "\n".join(differing).encode()]
    return MAGIC + b"".join(_framed(zlib.compress(stream, 9)) for stream in streams)


def _framed(stream: bytes) -> bytes:
    return len(stream).to_bytes(4, "little") + stream


def read_pack(data: bytes) -> PackWords:
    """The words ``pack_bytes`` stored; ValueError for anything else."""
    if not data.startswith(MAGIC):
        raise ValueError("not a word-list pack")
    streams, at = [], len(MAGIC)
    while at < len(data):
        size = int.from_bytes(data[at : at + 4], "little")
        streams.append(zlib.decompress(data[at + 4 : at + 4 + size]))
        at += 4 + size
    text, grades, packed, differing = streams
    count, *lines = text.decode().split("\n")
    alphabet = Alphabet.from_bytes("\n".join(lines[: int(count)]).encode())
    words, previous = [], ""
    for line in lines[int(count) :]:
        previous = previous[: ord(line[0]) - ord("0")] + line[1:]
        words.append(previous)
    knowledge = unpack_knowledge(packed, grades)
    spellings, index = {}, 0
    for line in differing.decode().split("\n") if differing else ():
        step, spelling = line.split(" ")
        index += int(step)
        spellings[words[index]] = spelling
    return PackWords(alphabet, dict(zip(words, grades)), dict(zip(words, knowledge)), spellings)
