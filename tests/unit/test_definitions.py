"""Definitions: the asset read back and checked, words looked up (forms name their lemma), and the define command."""

from __future__ import annotations

import pytest

from wordgames.definitions import FIELD, Definitions, DefinitionsError, Sense, to_bytes
from wordgames_build.definitions import DEFINITIONS_ASSET

ENTRIES = {
    "crew": f"n:the people who work a ship{FIELD}v:serve as a crew member",
    "crews": "@crew:plural",
    "ambidextrous": "a:equally skillful with each hand",
    "ambidextrously": "@ambidextrous:derived",
}


@pytest.fixture(scope="module")
def definitions() -> Definitions:
    if not DEFINITIONS_ASSET.exists():
        pytest.fail("static/definitions.bin is missing: run `python3 build.py` first")
    return Definitions.from_bytes(DEFINITIONS_ASSET.read_bytes())


def test_a_lemma_its_forms_and_derived_words():
    small = Definitions.from_bytes(to_bytes(ENTRIES))
    crew = small.lookup("crew")
    assert crew.senses == (Sense("noun", "the people who work a ship"), Sense("verb", "serve as a crew member"))
    assert small.lookup("crews").lines() == [
        "plural of crew",
        "crew (noun): the people who work a ship",
        "crew (verb): serve as a crew member",
    ]
    assert small.lookup("ambidextrously").lines()[0] == "derived from ambidextrous"
    assert small.lookup("crewe") is None and "crews" in small and "zzz" not in small and len(small) == 4


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[:10],
        lambda data: data[:-1],
        lambda data: b"WGLEX" + data[5:],
        lambda data: data[:5] + b"\x09" + data[6:],
        lambda data: data[:-3] + bytes(3),
    ],
)
def test_a_damaged_asset_is_refused(damage):
    with pytest.raises(DefinitionsError):
        Definitions.from_bytes(damage(to_bytes(ENTRIES)))


def test_the_built_asset_defines_the_words_a_person_meets(definitions, lexicon):
    assert definitions.lookup("crews").lines()[0] == "plural of crew"
    assert definitions.lookup("went").lines()[0] == "past of go"
    assert definitions.lookup("news").senses[0].part == "noun"
    assert "xviii" in definitions and definitions.lookup("zzzzzz") is None
    assert len(DEFINITIONS_ASSET.read_bytes()) <= 3_000_000
    assert all(word in lexicon for word in definitions.words)  # every defined word is a dictionary word


def test_the_command_line_defines_a_word(cmd, definitions):
    status, out, err = cmd("define", "Crews")
    assert status == 0 and out.splitlines()[0] == "plural of crew" and err == ""
    status, out, err = cmd("define", "zzzzzz")
    assert status == 1 and out == "" and "no definition" in err
    status, out, err = cmd("define", "cr3ws")
    assert status == 2 and "letters a-z" in err
