"""A person's word list: normalised like the command line's, skipped lines plural, built in steps, bounded."""

from __future__ import annotations

import pytest

from wordgames import wordlist
from wordgames.alphabet import ENGLISH
from wordgames.lexicon import COMMON_GRADE, Lexicon, LexiconError, finish
from wordgames.wordle.rules import secret_pool
from wordgames.wordlist import WordListError, building, read_word_list, reading


def test_lines_are_normalised_as_elsewhere_and_junk_is_counted_with_examples():
    text = "Crane\n  slate \n\nab\n12345\nﬁnes\nCRANE\nthis-one\n" + "x" * 21 + "\n"
    words = read_word_list(text)
    assert words.words == {"crane", "slate"} and words.alphabet == ENGLISH
    assert words.words == set(Lexicon.from_words(text.splitlines()))  # the command line's --dictionary
    assert words.skipped == 5  # the blank line is not plural, nor the repeated word
    assert words.examples[:3] == ("'ab'", "'12345'", "'ﬁnes'")  # a look-alike (the ligature ﬁ) is no letter
    assert "5 lines skipped" in words.describe() and "'this-one'" in words.describe()


def test_a_list_of_any_script_brings_its_alphabet():
    words = read_word_list("Café\nNIÑO\nwörds\nabc\nİstanbul\n")
    assert words.words == {"café", "niño", "wörds", "abc"} and words.alphabet.letters == "abcdfinorswéñö"
    lexicon = finish(building(words))
    assert list(lexicon) == ["abc", "café", "niño", "wörds"] and lexicon.alphabet == words.alphabet
    russian = finish(building(read_word_list("Кошка\nкот\nёлка\n")))
    assert list(russian) == ["кот", "ёлка", "кошка"]


@pytest.mark.parametrize(
    "text, reason",
    [
        ("cat\nкот\n", "mix scripts"),
        ("\n".join(chr(0x4E00 + i) * 3 for i in range(70)), "letters"),  # 70 letters: more than 64
    ],
)
def test_a_list_of_mixed_scripts_or_too_many_letters_is_refused_saying_why(text, reason):
    with pytest.raises(WordListError, match=reason):
        read_word_list(text)


def test_only_the_first_examples_are_kept_and_cut_short():
    words = read_word_list("word\n" + "\n".join(f"{n}" * 40 for n in range(100)))
    assert words.skipped == 100
    assert len(words.examples) == wordlist.EXAMPLES
    assert all(len(example) <= 27 for example in words.examples)


@pytest.mark.parametrize(
    "text, reason",
    [
        ("", "no word"),
        ("ab\n1\n", "no word"),
        ("cat\n" * (wordlist.MAX_LINES + 1), "lines"),
        ("c" * (wordlist.MAX_CHARACTERS + 1), "characters"),
    ],
)
def test_a_list_that_cannot_be_read_says_why(text, reason):
    with pytest.raises(WordListError, match=reason):
        read_word_list(text)


def test_reading_yields_its_progress_then_returns_the_list():
    steps = reading("\n".join(["word"] * 20_000))
    shares = []
    with pytest.raises(StopIteration) as done:
        while True:
            shares.append(next(steps))
    assert shares == sorted(shares) and 0 < shares[-1] <= 1
    assert done.value.value.words == {"word"}


def test_the_stepwise_build_and_packing_give_the_same_lexicon(small_words):
    steps = Lexicon.building(small_words)
    shares = []
    with pytest.raises(StopIteration) as done:
        while True:
            shares.append(next(steps))
    assert shares[-1] == 1.0 and len(shares) > 3
    lexicon = done.value.value
    assert lexicon.to_bytes() == Lexicon.from_words(small_words).to_bytes()
    packing = lexicon.packing()
    assert next(packing) == 0.0
    assert finish(packing) == lexicon.to_bytes()


def test_every_word_is_a_secret_unless_a_secret_list_is_given():
    words = read_word_list("crane\nslate\ntrace\nplumb\n")
    lexicon = finish(building(words))
    assert secret_pool(lexicon, 5, "common") == ("crane", "plumb", "slate", "trace")
    with_secrets = finish(building(words, read_word_list("slate\nzesty\n")))
    assert secret_pool(with_secrets, 5, "common") == ("slate", "zesty")
    assert "zesty" in with_secrets and "plumb" in with_secrets
    assert with_secrets.grade("slate") == COMMON_GRADE and with_secrets.grade("plumb") == 0


def test_a_list_that_makes_too_many_states_is_refused_while_building(monkeypatch):
    monkeypatch.setattr("wordgames.dawg.MAX_STATES", 50)
    words = read_word_list("\n".join(f"{a}{b}{c}xyz{c}{b}" for a in "abcd" for b in "efgh" for c in "ijkl"))
    with pytest.raises(WordListError, match="too large"):
        finish(building(words))
    with pytest.raises(LexiconError, match="too large"):
        Lexicon.from_words(words.words)
