"""What a person knows of a word: the build's morphology (morphy) and the asset's grades, on hand-picked words."""

from __future__ import annotations

import zlib

import pytest

from wordgames.known import ABBREVIATION, INFLECTED, knowledge_byte
from wordgames.lexicon import _HEADER, Lexicon, LexiconError
from wordgames_build.knowledge import Grader, Inflection, Sense, WordNet, gloss_text, is_abbreviation_of


def sense(part: str, spelt: str, abbreviation: bool = False) -> Sense:
    return Sense(part, "a gloss", spelt, abbreviation)


@pytest.fixture(scope="module")
def wordnet() -> WordNet:
    """A tiny WordNet: the lemmas of the words below, and one irregular form."""
    senses = {
        "crew": [sense("n", "crew")],
        "bake": [sense("v", "bake")],
        "baked": [sense("a", "baked")],
        "pant": [sense("n", "pant"), sense("v", "pant")],
        "pants": [sense("n", "pants")],
        "year": [sense("n", "year")],
        "years": [sense("n", "years")],
        "news": [sense("n", "news")],
        "new": [sense("a", "new")],
        "in": [sense("n", "in", abbreviation=True), sense("n", "In"), sense("r", "in")],
        "eta": [sense("n", "ETA"), sense("n", "eta")],
        "james": [sense("n", "James")],
        "mouse": [sense("n", "mouse")],
        "mix": [sense("n", "mix"), sense("v", "mix")],
        "box": [sense("n", "box")],
    }
    return WordNet(senses, {"n": {"mice": ("mouse",)}, "v": {"upped": ("up",)}, "a": {}, "r": {}})


@pytest.fixture(scope="module")
def grader(wordnet: WordNet) -> Grader:
    zipf = {"pants": 4.3, "pant": 2.9, "years": 5.9, "year": 6.1, "baked": 3.7, "bake": 3.6, "crews": 3.5}
    return Grader(wordnet, {"antivivisectionist": 70}, zipf)


def test_morphy_reads_plurals_verb_forms_and_irregular_forms(wordnet):
    assert wordnet.inflections("crews") == [Inflection("crew", "n", "plural")]
    assert Inflection("bake", "v", "past") in wordnet.inflections("baked")
    assert wordnet.inflections("baking") == [Inflection("bake", "v", "-ing form")]
    assert wordnet.inflections("boxes") == [Inflection("box", "n", "plural")]
    assert wordnet.inflections("mice") == [Inflection("mouse", "n", "plural")]
    assert wordnet.inflections("news") == []  # "new" is an adjective: news is no plural


def test_plurals_and_verb_forms_are_inflected_unless_a_lemma_used_more(grader):
    assert grader.is_inflected("crews")  # no lemma of its own
    assert grader.is_inflected("years")  # a lemma (as in "for years"), used less than year
    assert not grader.is_inflected("pants")  # a lemma used more than pant
    assert not grader.is_inflected("baked")  # an adjective used more than bake
    assert not grader.is_inflected("news") and not grader.is_inflected("crew")
    assert not grader.is_inflected("mice")  # an irregular form: no -s, -ed or -ing
    assert grader.is_inflected("upped")  # an exception of WordNet's, but an -ed form
    assert grader.is_inflected("antivivisectionists")  # not in WordNet: the SCOWL word it comes from


def test_abbreviations_roman_numerals_and_proper_nouns(grader):
    assert grader.is_abbreviation("ins")  # the plural of in, whose noun senses are inch and Indiana
    assert grader.is_abbreviation("james") and grader.is_abbreviation("xviii") and grader.is_abbreviation("cwt")
    assert not grader.is_abbreviation("eta")  # the Greek letter is written in lowercase
    assert not grader.is_abbreviation("mix")  # a roman numeral (1009) that is a common verb
    assert not grader.is_abbreviation("crews") and not grader.is_abbreviation("news")


def test_abbreviation_of_a_synonym():
    assert is_abbreviation_of("kg", "kilogram") and is_abbreviation_of("mph", "miles per hour")
    assert is_abbreviation_of("in", "inch")  # two letters: even a clipping
    assert not is_abbreviation_of("photo", "photograph") and not is_abbreviation_of("auto", "automobile")
    assert not is_abbreviation_of("color", "colour")  # a spelling, not an abbreviation


def test_a_gloss_loses_its_examples():
    assert gloss_text('a member of the genus Canis; "the dog barked all night"') == "a member of the genus Canis"


def test_the_knowledge_byte_round_trips_through_the_asset():
    words = ["crew", "crews", "cwt", "zyzzyva"]
    knowledge = {"crew": knowledge_byte(10), "crews": knowledge_byte(35, inflected=True), "cwt": ABBREVIATION}
    again = Lexicon.from_bytes(Lexicon.from_words(words, knowledge=knowledge).to_bytes())
    assert [again.size(w) for w in words] == [10, 35, 0, 0]
    assert again.is_inflected("crews") and not again.is_inflected("crew") and again.is_abbreviation("cwt")
    assert again.words_known(4) == ("crew",) and again.words_known(5) == ("crews",) == again.words_known(5, 35)
    assert again.words_known(5, 20) == () and again.words_known(5, base=True) == ()
    with pytest.raises(LexiconError):
        Lexicon.from_words(words, knowledge={"crew": 0x80})


def test_a_damaged_knowledge_byte_is_refused():
    data = bytearray(Lexicon.from_words(["crew", "crews"], knowledge={"crew": INFLECTED}).to_bytes())
    payload = bytearray(zlib.decompress(data[_HEADER.size :]))
    payload[-1] = 0x8F
    packed = zlib.compress(bytes(payload))
    header = list(_HEADER.unpack_from(data))
    header[-2:] = [len(packed), zlib.crc32(packed)]
    with pytest.raises(LexiconError, match="knowledge byte"):
        Lexicon.from_bytes(_HEADER.pack(*header) + packed)


@pytest.mark.parametrize(
    ("word", "known", "inflected", "abbreviation"),
    [
        ("news", True, False, False),
        ("pants", True, False, False),
        ("crews", True, True, False),
        ("years", True, True, False),
        ("raged", True, True, False),
        ("species", True, False, False),
        ("ins", False, True, True),
        ("feds", False, True, True),
        ("dis", False, False, True),
        ("cwt", False, False, False),  # SCOWL lists neither: no game asks them, so no flags are kept
        ("xviii", False, False, False),
        ("james", False, False, False),
        ("began", True, False, False),
    ],
)
def test_the_built_dictionary_grades_hand_picked_words(lexicon, word, known, inflected, abbreviation):
    assert (lexicon.is_known(word), lexicon.is_inflected(word), lexicon.is_abbreviation(word)) == (
        known,
        inflected,
        abbreviation,
    )
