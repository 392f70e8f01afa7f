"""The dictionary assets: the dwyl words and the modern words as a DAWG (static/dictionary.bin), the dwyl words
alone (the course's list, ``COURSE_ASSET``), graded by wordfreq and by what a person knows.

A frequent word is common only if a dictionary for people lists it: wordfreq counts words in
text, so names (JAMES), abbreviations (CPI, ACLU) and foreign words (ICH) rank as common there.
SCOWL's English and American lists up to size 50 (the words of a good desk dictionary) say
which words a person knows; the others keep a grade below ``COMMON_GRADE``. Each word also
gets a knowledge byte (``knowledge.py``): its SCOWL size, and whether it is an inflected form
or an abbreviation.
"""

from __future__ import annotations

import gzip
from pathlib import Path

import msgpack  # build dependency, installed into .venv

from wordgames.known import is_known
from wordgames.lexicon import COMMON_GRADE, Lexicon, grade_for_zipf, is_plain_word
from wordgames.modern import MODERN_WORDS

from . import DICTIONARY_ASSET, ROOT, STATIC, log
from .knowledge import Grader, WordNet, definition_entries, scowl_levels
from .registry import read_from_wheel
from .wordle_lists import original_lists

WORD_LIST = ("monkey-anagram", "0.1", "monkey_anagram/words.txt")
WORD_FREQUENCIES = ("wordfreq", "3.1.1", "wordfreq/data/large_en.msgpack.gz")
OFFENSIVE_WORDS = ("better-profanity", "0.7.0", "better_profanity/profanity_wordlist.txt")
OFFENSIVE_POLICY = Path(__file__).with_name("offensive-words.txt")  # the curated slurs and the ordinary words
PLAYED_POOLS = Path(__file__).with_name("pools-2026-11-27.txt.gz")  # written from the asset of main 3d712e8
# The course's list alone (words_alpha), for the experiments that reproduce the seeds' figures: not part of
# the site (its suffix is not one of site.OWN_ASSETS), read by the command line's --course-list.
COURSE_ASSET = STATIC / "course-dictionary.dawg"
MODERN_ZIPF = 2.5  # wordfreq's Zipf 2.5, 3 in 10 million words: the pools' floor (wordgames/known.py)


def word_list() -> list[str]:
    """The dwyl words_alpha list, as shipped in the monkey-anagram wheel."""
    name, version, member = WORD_LIST
    return read_from_wheel(name, version, member).decode("ascii").split()


def modern_words(levels: dict[str, int], frequencies: dict[str, float], course: set[str]) -> list[str]:
    """The words of SCOWL's lists (to size 70) the course's list lacks (latte, ramen, emoji, inbox, blog,
    website: words_alpha is of 2015's Web), in use at least as much as the pools' floor (Zipf 2.5)."""
    return sorted(w for w in levels if w not in course and is_plain_word(w) and frequencies.get(w, 0.0) >= MODERN_ZIPF)


def zipf_frequencies() -> dict[str, float]:
    """English word frequencies (Zipf scale) from the wordfreq wheel's data file."""
    name, version, member = WORD_FREQUENCIES
    buckets = msgpack.unpackb(gzip.decompress(read_from_wheel(name, version, member)), raw=False)
    # buckets[0] is a header; buckets[i + 1] holds the words at -i centibels (Zipf 9 - i/100).
    return {word: (900 - i) / 100 for i, bucket in enumerate(buckets[1:]) for word in bucket}


def offensive_words() -> set[str]:
    """The words flagged offensive (``OFFENSIVE_POLICY``): better-profanity's single words (its phrases, such
    as 'blow job', are left out) and the curated slurs, less the ordinary words."""
    name, version, member = OFFENSIVE_WORDS
    entries = (line.strip().lower() for line in read_from_wheel(name, version, member).decode("utf-8").splitlines())
    listed = {entry for entry in entries if entry.isascii() and entry.isalpha()}
    policy = offensive_policy()
    return (listed | policy["slurs"]) - policy["ordinary"]


def offensive_policy() -> dict[str, set[str]]:
    """The sections of ``OFFENSIVE_POLICY`` ("slurs", "ordinary"): their words."""
    sections: dict[str, set[str]] = {}
    words: set[str] = set()
    for line in OFFENSIVE_POLICY.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line.startswith("[") and line.endswith("]"):
            words = sections.setdefault(line[1:-1], set())
        elif line and not line.startswith("#"):
            words.add(line)
    return sections


def played_pools() -> set[str]:
    """The words of the common pools of 2026-11-27 (every length), whose order gave the dailies before then."""
    return set(gzip.decompress(PLAYED_POOLS.read_bytes()).decode("ascii").split())


def dictionary_words(levels: dict[str, int], frequencies: dict[str, float]) -> tuple[list[str], list[str]]:
    """The course's list (words_alpha, which stays the seeds' list for their experiments) and the
    ``modern_words`` it lacks: the player's dictionary holds both."""
    course = word_list()
    modern = modern_words(levels, frequencies, set(course))
    if set(modern) != MODERN_WORDS:  # the daily's order knows them (wordgames/modern.py)
        changed = sorted(set(modern) ^ MODERN_WORDS)
        raise ValueError(f"the modern words are not wordgames/modern.py's: {', '.join(changed[:10])} differ")
    return course, modern


def build_dictionary() -> None:
    """The compressed serialized DAWG with commonness grades and offensive words flagged: the player's
    (static/dictionary.bin, the course's words and the modern ones) and the course's alone (COURSE_ASSET)."""
    frequencies = zipf_frequencies()
    wordnet, levels = WordNet.load(), scowl_levels()
    course, modern = dictionary_words(levels, frequencies)
    words = course + modern
    defined = definition_entries([w for w in words if is_plain_word(w)], wordnet, levels)  # definitions.bin's words
    # The original Wordle answers are an editor's list: known base forms (began, chose, safer) unless offensive.
    grader = Grader(wordnet, levels, frequencies, defined, played_pools(), editors=set(original_lists()[0]))
    knowledge = {w: grader.knowledge(w) for w in words}
    grades = {w: grade_for_zipf(frequencies.get(w, 0.0)) for w in words}
    grades = {w: g if is_known(knowledge[w]) else min(g, COMMON_GRADE - 1) for w, g in grades.items()}
    offensive = offensive_words()
    STATIC.mkdir(exist_ok=True)
    for asset, entries, named in (
        (COURSE_ASSET, course, "words_alpha"),
        (DICTIONARY_ASSET, words, f"words_alpha and {len(modern):,} modern words"),
    ):
        log(f"building the dictionary trie from the {len(entries):,} entries of {named}")
        lexicon = Lexicon.from_words(entries, grades, offensive, knowledge)
        data = lexicon.to_bytes()
        asset.write_bytes(data)
        log(f"wrote {asset.relative_to(ROOT)}: {len(lexicon):,} words, {len(data):,} bytes")
