"""The dictionary asset, static/dictionary.bin: the dwyl word list as a DAWG with wordfreq's commonness grades."""

from __future__ import annotations

import gzip

import msgpack  # build dependency, installed into .venv

from wordgames.lexicon import Lexicon, grade_for_zipf

from . import DICTIONARY_ASSET, ROOT, STATIC, log
from .registry import read_from_wheel

WORD_LIST = ("monkey-anagram", "0.1", "monkey_anagram/words.txt")
WORD_FREQUENCIES = ("wordfreq", "3.1.1", "wordfreq/data/large_en.msgpack.gz")


def word_list() -> list[str]:
    """The dwyl words_alpha list, as shipped in the monkey-anagram wheel."""
    name, version, member = WORD_LIST
    return read_from_wheel(name, version, member).decode("ascii").split()


def zipf_frequencies() -> dict[str, float]:
    """English word frequencies (Zipf scale) from the wordfreq wheel's data file."""
    name, version, member = WORD_FREQUENCIES
    buckets = msgpack.unpackb(gzip.decompress(read_from_wheel(name, version, member)), raw=False)
    # buckets[0] is a header; buckets[i + 1] holds the words at -i centibels (Zipf 9 - i/100).
    return {word: (900 - i) / 100 for i, bucket in enumerate(buckets[1:]) for word in bucket}


def build_dictionary() -> None:
    """The compressed serialized DAWG with commonness grades."""
    words = word_list()
    frequencies = zipf_frequencies()
    grades = {w: grade_for_zipf(frequencies.get(w, 0.0)) for w in words}
    log(f"building the dictionary trie from the {len(words):,} entries of words_alpha")
    lexicon = Lexicon.from_words(words, grades)
    data = lexicon.to_bytes()
    STATIC.mkdir(exist_ok=True)
    DICTIONARY_ASSET.write_bytes(data)
    log(f"wrote {DICTIONARY_ASSET.relative_to(ROOT)}: {len(lexicon):,} words, {len(data):,} bytes")
