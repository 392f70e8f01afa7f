"""What a person knows of a word: the build's morphology (morphy) and the asset's grades, on hand-picked words."""

from __future__ import annotations

import sys
import zlib
from array import array

import pytest

from wordgames.asset import HEADER, MAGIC
from wordgames.known import ABBREVIATION, INFLECTED, KNOWLEDGE_BYTES, knowledge_byte, pack_knowledge, unpack_knowledge
from wordgames.lexicon import Lexicon, LexiconError
from wordgames_build.knowledge import (
    Grader,
    Inflection,
    Sense,
    WordNet,
    gloss_text,
    is_abbreviation_of,
    ordered_senses,
)


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
        "fell": [sense("a", "fell"), sense("v", "fell")],
        "wooden": [sense("a", "wooden")],
        "old": [sense("a", "old")],
        "older": [sense("a", "older")],
        "low": [sense("a", "low")],
        "lower": [sense("v", "lower")],
        "uterus": [sense("n", "uterus")],
        "catch": [sense("v", "catch")],
        "speak": [sense("v", "speak")],
        "spoke": [sense("n", "spoke")],
        "glass": [sense("n", "glass")],
        "glasses": [sense("n", "glasses")],
    }
    exceptions = {
        "n": {"mice": ("mouse",), "uteri": ("uterus",)},
        "v": {"upped": ("up",), "caught": ("catch",), "spoke": ("speak",)},
        "a": {},
        "r": {},
    }
    return WordNet(senses, exceptions)


@pytest.fixture(scope="module")
def grader(wordnet: WordNet) -> Grader:
    zipf = {"pants": 4.3, "pant": 2.9, "years": 5.9, "year": 6.1, "baked": 3.7, "bake": 3.6, "crews": 3.5}
    zipf |= {"glasses": 4.4, "glass": 4.9}
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
    assert grader.is_inflected("mice")  # an irregular plural with no senses of its own
    assert grader.is_inflected("upped")  # an exception of WordNet's, but an -ed form
    assert grader.is_inflected("antivivisectionists")  # not in WordNet: the SCOWL word it comes from


def test_comparatives_superlatives_and_irregular_forms_are_no_base_forms(grader):
    assert grader.is_inflected("fellest") and grader.is_inflected("woodener")  # no senses of their own
    assert grader.is_inflected("uteri") and grader.is_inflected("caught")  # WordNet's exception lists
    assert not grader.is_inflected("spoke")  # an irregular form, but a noun of its own (a wheel's spoke)
    assert not grader.is_inflected("lower")  # a comparative, but a verb of its own
    assert not grader.is_inflected("older") and not grader.is_inflected("glasses")  # the allow-list
    assert not grader.is_inflected("wooden") and not grader.is_inflected("fell")


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
        Lexicon.from_words(words, knowledge={"crew": 0x8F})


def legacy_asset(lexicon: Lexicon, version: int, knowledge: bytes | None = None) -> bytes:
    """The asset as formats 2 and 3 wrote it: one zlib stream of the arrays (format 2's without the knowledge
    bytes), as a person's dictionary stored in the browser before format 4 holds it."""
    states, first = len(lexicon.final), lexicon.first
    assert sys.byteorder == "little"  # as the assets' arrays are
    raw = array("I", lexicon.targets).tobytes()
    arrays = [
        array("I", lexicon.length_counts).tobytes(),
        lexicon.final,
        bytes(first[s + 1] - first[s] for s in range(states)),
        lexicon.labels,
        *(raw[i::4] for i in range(3)),
        lexicon.grades,
        (lexicon.knowledge if knowledge is None else knowledge) if version == 3 else b"",
    ]
    packed = zlib.compress(b"".join(arrays), 9)
    header = (MAGIC, version, len(lexicon), states, len(lexicon.labels), len(packed), zlib.crc32(packed))
    return HEADER.pack(*header) + packed


KINDS = {
    "crew": knowledge_byte(10),
    "crews": knowledge_byte(10, inflected=True),
    "cwt": knowledge_byte(abbreviation=True),
}


def test_assets_of_formats_2_and_3_still_load(lexicon):
    """A person's dictionary stored before format 4 (and format 2's, without knowledge) reads as it was."""
    grades = {"crew": 9, "crews": 7}
    small = Lexicon.from_words(
        ["crew", "crews", "cwt"],
        grades=grades,
        knowledge={
            "crew": knowledge_byte(10),
            "crews": knowledge_byte(10, inflected=True),
            "cwt": knowledge_byte(abbreviation=True),
        },
    )
    for version in (2, 3):
        again = Lexicon.from_bytes(legacy_asset(small, version))
        assert list(again) == list(small) and again.grades == small.grades
        assert again.knowledge == (small.knowledge if version == 3 else bytes(3))
    english = Lexicon.from_bytes(legacy_asset(lexicon, 3))
    assert english.knowledge == lexicon.knowledge and english.targets == lexicon.targets
    assert Lexicon.from_bytes(english.to_bytes()).knowledge == lexicon.knowledge


def test_a_damaged_knowledge_byte_is_refused():
    small = Lexicon.from_words(["crew", "crews"], knowledge={"crew": INFLECTED})
    with pytest.raises(LexiconError, match="knowledge byte"):
        Lexicon.from_bytes(legacy_asset(small, 3, knowledge=bytes([INFLECTED, 0x8F])))


def test_a_knowledge_rank_past_its_grades_bytes_is_refused():
    """Format 4 stores a rank within the word's grade's bytes: one past them is no knowledge byte."""
    small = Lexicon.from_words(["crew", "crews"], knowledge={"crew": INFLECTED})
    packed = pack_knowledge(small.grades, small.knowledge)
    assert unpack_knowledge(packed, small.grades) == small.knowledge
    assert packed[1] == 2  # grade 0 holds two bytes; a third rank is past them
    for rank in (2, 255):
        refused = unpack_knowledge(packed[:-1] + bytes([rank]), small.grades)
        assert refused.translate(None, KNOWLEDGE_BYTES)  # which the loader refuses


def test_the_knowledge_packs_by_grade_and_round_trips(lexicon):
    packed = pack_knowledge(lexicon.grades, lexicon.knowledge)
    assert packed[0] <= 1 and sum(packed[1:129]) <= 256  # a part per grade or two (with the flag of the old pools)
    assert unpack_knowledge(packed, lexicon.grades) == lexicon.knowledge
    crowded = bytes(range(128)) * 4  # 128 grades with 4 kinds each: too many places, so grades share parts
    kinds = bytes(KNOWLEDGE_BYTES[i % len(KNOWLEDGE_BYTES)] for i in range(len(crowded)))
    packed = pack_knowledge(crowded, kinds)
    assert packed[0] > 0 and unpack_knowledge(packed, crowded) == kinds


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
        ("began", True, False, False),  # the same, but an original Wordle answer: the editor's allow-list
        ("fellest", True, True, False),
        ("woodener", True, True, False),
        ("uteri", True, True, False),
        ("caught", True, True, False),  # an irregular past with no senses of its own
        ("older", True, False, False),
        ("spoke", True, False, False),
    ],
)
def test_the_built_dictionary_grades_hand_picked_words(lexicon, word, known, inflected, abbreviation):
    assert (lexicon.is_known(word), lexicon.is_inflected(word), lexicon.is_abbreviation(word)) == (
        known,
        inflected,
        abbreviation,
    )


def test_senses_in_the_order_a_person_expects():
    """Issue 38: crane's machine and bird before the writers, the noun first unless the verb is far more used."""
    crane = [
        Sense("n", "United States writer", "Crane", False),
        Sense("n", "a constellation", "Grus", False),
        Sense("n", "lifts and moves heavy objects", "crane", False),
        Sense("n", "large long-necked wading bird", "crane", False),
        Sense("v", "stretch (the neck)", "crane", False),
    ]
    fit = [Sense("n", "a display of bad temper", "fit", False), Sense("v", "be the right size", "fit", False)]
    wordnet = WordNet({"crane": crane, "fit": fit}, {}, {("crane", "v"): 2, ("fit", "n"): 7, ("fit", "v"): 29})
    assert [s.gloss for s in ordered_senses("crane", wordnet)][:3] == [
        "lifts and moves heavy objects",
        "large long-necked wading bird",
        "stretch (the neck)",
    ]
    assert ordered_senses("fit", wordnet)[0].part == "v"
