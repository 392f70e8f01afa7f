"""The language packs' build steps on small made-up inputs: Hunspell expansion, names, folding, grades, the asset."""

from __future__ import annotations

import pytest

from wordgames.known import ABBREVIATION, INFLECTED, PLAYED_POOL, UNDEFINED, is_known
from wordgames.lexicon import Lexicon
from wordgames_build.languages.abbreviations import dotted, english_words, read_entries
from wordgames_build.languages.asset import pack_bytes
from wordgames_build.languages.commonness import grade, has_vowel, is_abbreviation
from wordgames_build.languages.hunspell import HunspellError, checked, expand
from wordgames_build.languages.names import names_and_english
from wordgames_build.languages.packs import BY_CODE, folding_for
from wordgames_build.languages.spellings import folded_words, without_names

AFFIXES = """SET UTF-8

SFX A Y 2
SFX A   0     s     [^s]
SFX A   y     ies   y

PFX B Y 1
PFX B   0     un    .
"""


def test_hunspell_expansion_applies_suffixes_prefixes_and_both():
    words = expand("3\ncat/A\nfly/A\ndo/AB\n", AFFIXES)
    assert sorted(words) == sorted(["cat", "cats", "fly", "flys", "flies", "do", "dos", "undo", "undos"])


def test_flags_left_in_a_word_are_a_build_error():
    with pytest.raises(HunspellError, match="continuation"):
        expand("1\ncat/A\n", AFFIXES.replace("0     s     [^s]", "0     s/B   [^s]"))
    with pytest.raises(HunspellError, match="flags left"):
        checked(["cat", "dog/AB"])
    with pytest.raises(HunspellError, match="not read"):
        expand("1\ncat/Aa\n", "FLAG long\n" + AFFIXES)


def test_accented_letters_fold_unless_they_are_letters_of_their_own():
    spanish = dict(folding_for("abcdefghijklmnopqrstuvwxyzñ"))
    assert spanish["á"] == "a" and spanish["ü"] == "u" and "ñ" not in spanish
    german = dict(folding_for("abcdefghijklmnopqrstuvwxyzäöüß"))
    assert german["é"] == "e" and "ä" not in german and "ß" not in german
    assert BY_CODE["fr"].alphabet.fold("Œuvre") == "oeuvre"
    assert BY_CODE["el"].alphabet.fold("Λόγος") == "λογοσ"
    assert BY_CODE["ru"].alphabet.fold("Ёлка") == "елка"


def test_names_are_left_out_and_german_nouns_kept():
    lemmas = {"Häuser": "Haus", "Hauses": "Haus", "Berlins": "Berlin", "Mädchens": "Mädchen"}
    german = ["Haus", "Häuser", "Hauses", "Berlin", "Berlins", "Mädchen", "Mädchens", "EKG", "laufen"]
    elsewhere = {"Berlin", "Paris"}
    kept = ["Haus", "Häuser", "Hauses", "Mädchen", "Mädchens", "laufen"]
    assert without_names(german, True, lambda w: lemmas.get(w, w), elsewhere) == kept
    assert without_names(["Paris", "paris", "UNESCO", "élève"], False, str, set()) == ["paris", "élève"]


def test_acronyms_and_units_are_left_out_whatever_their_first_letter():
    entries = ["kWh", "kHz", "mHz", "gGmbH", "eBay", "dB", "pdf", "watt"]
    assert without_names(entries, False, str, set()) == ["pdf", "watt"]  # pdf: no vowel, flagged by the grades
    assert without_names(["Kfz", "gGmbH", "kWh", "Haus"], True, str, set()) == ["Kfz", "Haus"]


def test_common_german_given_names_are_left_out_though_simplemma_gives_them_a_plural():
    """Hans: simplemma lemmatizes the Hanse to Hans, a plural that kept Hans as a noun (issue 37); a given
    name is a name when its other forms are names elsewhere too. Rose, a rare name in German, keeps
    its plural Rosen (a name elsewhere) and stays a noun; Uwe is a name though no other list has it."""
    lemmas = {"Hanse": "Hans", "Rosen": "Rose", "Häuser": "Haus", "Uwes": "Uwe"}
    german = ["Hans", "Hanse", "Rose", "Rosen", "Haus", "Häuser", "Uwe", "Uwes"]
    elsewhere = {"Hans", "Hanse", "Rose", "Rosen"}
    given = {"Hans", "Uwe", "Haus"}  # Haus: had a names list held it, its plural Häuser keeps it a noun
    kept = without_names(german, True, lambda w: lemmas.get(w, w), elsewhere, given)
    assert kept == ["Rose", "Rosen", "Haus", "Häuser"]
    assert without_names(german, True, lambda w: lemmas.get(w, w), elsewhere) == german  # the rule before


def test_words_without_a_vowel_or_of_one_letter_are_abbreviations_never_asked():
    assert not any(map(has_vowel, ["bzw", "mln", "płk", "млн", "κτλ", "hmm"]))
    assert all(map(has_vowel, ["rytm", "typ", "źródło", "ąż", "звезды", "σπίτι", "ήλιος", "åsna", "öl"]))
    alphabet = BY_CODE["pl"].alphabet
    assert is_abbreviation("aaa") and is_abbreviation("yyy") and not is_abbreviation("ooh")
    spellings = {"mln": "mln", "rytm": "rytm", "aaa": "aaa"}
    graded = grade(spellings, {"mln": 4.5, "rytm": 4.0, "aaa": 3.5}, str, alphabet, [], [])
    assert graded.knowledge["mln"] & ABBREVIATION and not is_known(graded.knowledge["mln"])
    assert not is_known(graded.knowledge["aaa"]) and is_known(graded.knowledge["rytm"])


def test_the_most_frequent_spelling_is_the_usual_one():
    french = BY_CODE["fr"].alphabet
    zipf = {"élève": 4.5, "élevé": 4.0}
    words = folded_words(["élevé", "élève", "ab", "peut-être", "Noël"], french, zipf)
    assert words == {"eleve": "élève", "noel": "Noël"}


def test_grades_knowledge_and_offensive_words_survive_the_asset():
    alphabet = BY_CODE["fr"].alphabet
    spellings = {
        "eleve": "élève",
        "eleves": "élèves",
        "avec": "avec",
        "merde": "merde",
        "oeuvre": "Œuvre",
        "zythum": "zythum",
    }
    zipf = {"eleve": 4.0, "eleves": 3.5, "avec": 6.0, "merde": 3.5, "oeuvre": 4.0}
    lemmas = {"élèves": "élève"}
    graded = grade(spellings, zipf, lambda w: lemmas.get(w, w), alphabet, ["avec"], ["merde"])
    assert graded.knowledge["eleves"] & INFLECTED and not graded.knowledge["eleve"] & INFLECTED
    assert graded.knowledge["avec"] & UNDEFINED and is_known(graded.knowledge["avec"])
    assert not is_known(graded.knowledge["zythum"]) and graded.offensive == {"merde"}
    lexicon = Lexicon.from_bytes(pack_bytes(alphabet, spellings, graded))
    assert lexicon.alphabet == alphabet and sorted(lexicon) == sorted(spellings)
    assert [lexicon.usual(w) for w in ("eleve", "oeuvre", "avec")] == ["élève", "œuvre", "avec"]
    assert lexicon.is_offensive("merde") and lexicon.grade("avec") == graded.grades["avec"]
    assert all(lexicon.knowledge[i] == graded.knowledge[w] for i, w in enumerate(lexicon))


def test_without_every_spelling_only_words_with_a_size_keep_theirs():
    alphabet = BY_CODE["el"].alphabet
    spellings = {"σπιτι": "σπίτι", "σπιτιων": "σπιτιών"}
    graded = grade(spellings, {"σπιτι": 4.0}, str, alphabet, [], [])
    lexicon = Lexicon.from_bytes(pack_bytes(alphabet, spellings, graded, every_spelling=False))
    assert lexicon.usual("σπιτι") == "σπίτι" and lexicon.usual("σπιτιων") == "σπιτιων"


def test_hunspells_dotted_entries_are_abbreviations_unless_it_declines_them_bare():
    entries = read_entries("6\nusw.\nDez.\nArt/N\nArt.\nfeb\nfeb.\n")
    assert dotted(entries) == {"usw", "dez", "feb"}  # Art is a noun: art. is its abbreviation only


def test_english_words_are_ten_times_as_frequent_in_english_and_neither_declined_nor_forms():
    words = {"the": "the", "team": "team", "fur": "fur", "kot": "kot", "yes": "yes"}
    own = {"the": 4.0, "team": 4.0, "fur": 3.0, "kot": 4.5, "yes": 3.6}
    english = {"the": 7.7, "team": 5.5, "fur": 4.3, "kot": 2.0, "yes": 5.5}
    entries = read_entries("2\nteam/NQsT\nkot/NO\n")
    found = english_words(words, own, english, entries, base_form=lambda word: word != "fur")
    assert found == {"the", "yes"}  # team is declined, fur a form of fura, kot Polish; yes by 1.9


def test_grade_flags_the_words_it_is_told_and_marks_the_first_pools():
    alphabet = BY_CODE["de"].alphabet
    spellings = {w: w for w in ("usw", "haus", "hans")}
    graded = grade(spellings, {}, str, alphabet, (), (), played={"haus", "hans"}, abbreviations={"usw", "hans"})
    assert [bool(graded.knowledge[w] & ABBREVIATION) for w in spellings] == [True, False, True]
    assert [bool(graded.knowledge[w] & PLAYED_POOL) for w in spellings] == [False, True, True]


NAMES_AFFIXES = """SET UTF-8
FLAG long

SFX Aa Y 1
SFX Aa   o     a/Bb     o
"""


def test_names_are_the_entries_written_only_capitalised_and_english_the_words_hunspell_lacks():
    """España is a name; Díez folds onto diez, and Novia is novio's form: words; ceo (CEO, capitals only) and
    com are absent and as frequent in English; sol, absent too, is more frequent in the language."""
    dictionary = "6\nEspaña\nDíez\ndiez\nNovia\nnovio/Aa\nCEO\n"
    fold = BY_CODE["es"].alphabet.fold
    words = {word: word for word in ("españa", "diez", "novia", "novio", "ceo", "com", "sol")}
    own = {"españa": 5.5, "diez": 5.0, "ceo": 3.7, "com": 4.2, "sol": 5.1}
    english = {"ceo": 4.5, "com": 4.2, "sol": 3.7, "diez": 6.0}
    found = names_and_english(words, own, english, dictionary, NAMES_AFFIXES, fold)
    assert found == {"españa", "ceo", "com"}
