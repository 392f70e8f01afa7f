"""Issue 37: people's names a pack's list writes in lower case (иван, janet) leave its pools; words that are
names too (вера, роман, roos) stay (wordgames_build/languages/people.py)."""

from __future__ import annotations

import zipfile
from io import BytesIO

from wordgames.known import PLAYED_POOL, knowledge_byte
from wordgames.lexicon import Lexicon
from wordgames.wordle.daily import pool_before_names
from wordgames_build.languages.asset import pack_bytes
from wordgames_build.languages.commonness import grade
from wordgames_build.languages.packs import BY_CODE
from wordgames_build.languages.people import declensions, faker_names, people

RUSSIAN_AFFIXES = """SET UTF-8

SFX K Y 2
SFX K   0     а     [^й]
SFX K   й     я     й

SFX H Y 1
SFX H   а     ы     а
"""
# Иван is declined as a name, иван listed bare; вера and роман are declined nouns; Франция's lower case
# is a form of франций (francium), so the dictionary gives it as a word.
RUSSIAN = "7\nИван/K\nиван\nВера/H\nвера/H\nроман/K\nФранция/H\nфранций/K\n"


def test_a_name_the_dictionary_declines_capitalised_and_lists_bare_is_a_name_and_a_declined_noun_a_word():
    fold = BY_CODE["ru"].alphabet.fold
    words = {w: w for w in ("иван", "вера", "роман", "франция", "дом")}
    assert declensions(RUSSIAN, RUSSIAN_AFFIXES, fold)[0] == {"иван", "вера", "франция"}
    own = dict.fromkeys(words, 4.5)
    assert people(words, own, {}, RUSSIAN, RUSSIAN_AFFIXES, fold, ["Иван", "Вера", "Роман"]) == {"иван"}


DUTCH_AFFIXES = """SET UTF-8

SFX P Y 1
SFX P   0     s     .

SFX Z Y 1
SFX Z   0     en    .
"""
DUTCH = "6\nJanet/P\njanet/Z\nRoos/P\nroos/Z\nPeer/P\npeer/Z\n"


def test_a_given_name_english_writes_as_often_is_a_name_unless_kept_and_one_the_language_writes_more_a_word():
    """janet is declined as a noun too, but English sees it more often than Dutch: a name; roos is seen far more
    in Dutch; peer (a pear) as often in English, kept by NAME_WORDS."""
    fold = BY_CODE["nl"].alphabet.fold
    words = {w: w for w in ("janet", "roos", "peer")}
    own, english = {"janet": 3.7, "roos": 4.2, "peer": 3.9}, {"janet": 4.0, "roos": 2.8, "peer": 4.1}
    names = ["Janet", "Roos", "Peer"]
    assert people(words, own, english, DUTCH, DUTCH_AFFIXES, fold, names) == {"janet", "peer"}
    assert people(words, own, english, DUTCH, DUTCH_AFFIXES, fold, names, kept=["peer"]) == {"janet"}
    assert people(words, own, english, DUTCH, DUTCH_AFFIXES, fold, ["Roos"]) == set()  # janet: no name of Faker's


def test_faker_names_are_read_as_literals_of_a_person_provider():
    source = """
from collections import OrderedDict
class Provider:
    first_names_male = ("Иван", "Пётр")
    first_names_female: Tuple[str, ...] = ("Вера",)
    first_names = first_names_male + first_names_female
    middle_names_male = ("Иванович",)
    last_names = OrderedDict((("Петров", 0.5), ("Иванов", 0.5)))
    prefixes = ("г-н",)
"""
    buffer = BytesIO()
    with zipfile.ZipFile(buffer, "w") as wheel:
        wheel.writestr("faker/providers/person/ru_RU/__init__.py", source)
    with zipfile.ZipFile(buffer) as wheel:
        given, surnames = faker_names(wheel, "ru_RU")
    assert given == {"Иван", "Пётр", "Вера", "Иванович"} and surnames == {"Петров", "Иванов"}


def test_a_name_has_no_size_but_keeps_its_played_mark_and_no_abbreviation_flag():
    """A name is a rare word (a valid guess, never asked); a name a past pool held stays in the pool of the
    days before the names left (``pool_before_names``), told from the abbreviations that left a day earlier."""
    alphabet = BY_CODE["ru"].alphabet
    spellings = {w: w for w in ("иван", "вера", "мкс")}
    zipf = dict.fromkeys(spellings, 4.6)
    played = set(spellings)
    graded = grade(spellings, zipf, lambda s: s, alphabet, [], [], played=played, abbreviations={"мкс"}, names={"иван"})
    assert graded.knowledge["иван"] == knowledge_byte(played=True)
    assert graded.knowledge["вера"] & PLAYED_POOL and graded.knowledge["вера"] != knowledge_byte(played=True)
    lexicon = Lexicon.from_bytes(pack_bytes(alphabet, spellings, graded, True))
    assert lexicon.words_known(4) == ("вера",) and not lexicon.is_known("иван") and "иван" in lexicon
    assert pool_before_names(lexicon, 4) == ("вера", "иван") and lexicon.played_pool(3) == ("мкс",)
    assert pool_before_names(lexicon, 3) == ()


POLISH_AFFIXES = """SET UTF-8

SFX N Y 1
SFX N   0     a     .
"""
# Zgoła is a Polish surname Hunspell declines, and zgoła an adverb it lists bare; Iwan a given name listed bare too.
POLISH = "5\nZgoła/N\nzgoła\nIwan/N\niwan\nkowal/N\n"


def test_a_surname_the_dictionary_lists_bare_is_a_word_and_a_given_name_listed_bare_a_name():
    """journal 39: round 2 took the adverbs zgoła and nijak, Faker surnames listed bare (they do not decline)."""
    fold = BY_CODE["pl"].alphabet.fold
    words = {w: w for w in ("zgoła", "iwan", "kowal")}
    own = dict.fromkeys(words, 3.5)
    names = ["Zgoła", "Iwan", "Kowal"]
    assert people(words, own, {}, POLISH, POLISH_AFFIXES, fold, names, given=["Iwan"]) == {"iwan"}
    assert people(words, own, {}, POLISH, POLISH_AFFIXES, fold, names) == {"zgoła", "iwan"}  # every name given
