"""Definitions: the asset read back and checked, words looked up (forms name their lemma), and the define command."""

from __future__ import annotations

import zlib

import pytest

from wordgames.definitions import _HEADER, FIELD, FORMAT_VERSION, MAGIC, Definitions, DefinitionsError, Sense, to_bytes
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
        "crew (noun): the people who work a ship",  # a plural shows its lemma's noun senses
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


def test_reading_in_steps_gives_the_whole_read_and_refuses_damage_as_it_does():
    data = to_bytes({"crew": "n:a group", "crews": "@crew:plural", "zebra": "n:a striped horse"})
    steps = Definitions.reading(data)
    shares = []
    while True:
        try:
            shares.append(next(steps))
        except StopIteration as done:
            read = done.value
            break
    assert shares and shares[-1] == 1.0
    assert read.words == Definitions.from_bytes(data).words == ["crew", "crews", "zebra"]
    assert read.lookup("crews").lines()[0] == "plural of crew"


def asset_of_lines(lines: list[str]) -> bytes:
    """An asset of these lines as they are (to_bytes would sort them)."""
    packed = zlib.compress("\n".join(lines).encode())
    return _HEADER.pack(MAGIC, FORMAT_VERSION, len(lines), len(packed), zlib.crc32(packed)) + packed


def test_a_large_asset_reads_across_its_steps_and_words_out_of_order_are_refused():
    words = [f"w{i:07d}" for i in range(200_000)]  # several steps of inflated text
    read = Definitions.from_bytes(asset_of_lines([f"{w}\tn:gloss of {w}" for w in words]))
    assert read.words == words and read.lookup(words[-1]).senses[0].gloss == f"gloss of {words[-1]}"
    swapped = words[:100_000] + [words[100_001], words[100_000]] + words[100_002:]
    with pytest.raises(DefinitionsError, match="not in order"):
        Definitions.from_bytes(asset_of_lines([f"{w}\tn:x" for w in swapped]))


def test_a_form_shows_its_own_lemmas_part_of_speech():
    """Issue 38: minuter, a comparative, shows minute the adjective, not the unit of time."""
    small = Definitions.from_bytes(
        to_bytes({"minute": f"n:a unit of time{FIELD}a:infinitely small", "minuter": "@minute:comparative"})
    )
    assert small.lookup("minuter").lines() == ["comparative of minute", "minute (adjective): infinitely small"]


def test_the_built_asset_shows_the_first_sense_first(definitions):
    """Issue 38: common-noun and verb senses before proper nouns, the part of speech most used first."""
    crane = definitions.lookup("crane").senses[0]
    assert crane.part == "noun" and ("lifts" in crane.gloss or "bird" in crane.gloss), crane
    assert definitions.lookup("begin").senses[0].part == "verb"
    assert definitions.lookup("nice").senses[0].part == "adjective"
    assert definitions.lookup("moody").senses[0].part == "adjective"
    assert "Begin" not in definitions.lookup("begin").senses[0].gloss
    assert all(line.startswith(("comparative", "minute (adjective)")) for line in definitions.lookup("minuter").lines())
