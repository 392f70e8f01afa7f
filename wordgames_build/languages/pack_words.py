"""A pack's asset read back (the format ``asset.py`` writes): for the tests, the benchmark and the pools."""

from __future__ import annotations

import zlib
from dataclasses import dataclass

from wordgames.alphabet import CODE_CHARS, Alphabet
from wordgames.known import unpack_knowledge

from .asset import MAGIC


@dataclass(frozen=True)
class PackWords:
    """What a pack asset holds, read back: the alphabet and each word's grade, knowledge and usual spelling."""

    alphabet: Alphabet
    grades: dict[str, int]  # with the OFFENSIVE bit
    knowledge: dict[str, int]
    spellings: dict[str, str]  # only where the usual spelling differs from the word


def read_pack(data: bytes) -> PackWords:
    """The words ``pack_bytes`` stored; ValueError for anything else."""
    if not data.startswith(MAGIC):
        raise ValueError("not a word-list pack")
    streams, at = [], len(MAGIC)
    while at < len(data):
        size = int.from_bytes(data[at : at + 4], "little")
        streams.append(zlib.decompress(data[at + 4 : at + 4 + size]))
        at += 4 + size
    if len(streams) != 5:
        raise ValueError("a word-list pack has five streams")
    letters, text, grades, packed, differing = streams
    alphabet = Alphabet.from_bytes(letters)
    letter_of = str.maketrans(dict(zip(CODE_CHARS, alphabet.letters)))
    words, previous = [], ""
    for line in text.decode("latin-1").translate(letter_of).split("\n"):  # shared counts are no code characters
        previous = previous[: ord(line[0]) - ord("0")] + line[1:]
        words.append(previous)
    knowledge = unpack_knowledge(packed, grades)
    spellings, index = {}, 0
    for line in differing.decode().split("\n") if differing else ():
        step, difference = line.split(" ")
        index += int(step)
        spellings[words[index]] = _spelling(words[index], difference)
    return PackWords(alphabet, dict(zip(words, grades)), dict(zip(words, knowledge)), spellings)


def _spelling(word: str, difference: str) -> str:
    if difference.startswith("!"):
        return difference[1:]
    letters = list(word)
    for i in range(0, len(difference), 2):
        letters[ord(difference[i]) - ord("0")] = difference[i + 1]
    return "".join(letters)
