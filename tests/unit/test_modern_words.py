"""Issue 38: the common words the course's 2015 list lacks, from SCOWL's lists, gated by wordfreq."""

from __future__ import annotations

from wordgames_build.dictionary import modern_words

MODERN = ("latte", "ramen", "pesto", "inbox", "rehab", "emoji", "blog", "memes", "website", "kinda")


def test_the_dictionary_has_the_modern_words(lexicon):
    for word in MODERN:
        assert word in lexicon, word
    assert sum(lexicon.length_counts) > 369_351  # the course's words are all still there


def test_a_modern_word_is_listed_by_scowl_and_in_use():
    levels = {"latte": 50, "zeitgeber": 70, "crane": 10, "a": 10, "blog": 35}
    zipf = {"latte": 3.3, "zeitgeber": 1.2, "crane": 4.0, "blog": 4.7}
    assert modern_words(levels, zipf, {"crane"}) == ["blog", "latte"]  # not the course's, not rare, 3+ letters
