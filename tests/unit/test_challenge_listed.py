"""A rack's words listed known-first from the index's bitsets (challenge.listed); the index built from texts."""

from __future__ import annotations

import random

import pytest

from wordgames.challenge import Rack, solve
from wordgames.challenge.index import ChallengeIndex
from wordgames.challenge.listed import known_mask, known_masks, listed_solve
from wordgames.cli import texts
from wordgames.known import KNOWN_RANK, NO_RANK, known_first
from wordgames.lexicon import Lexicon


def ranked_a_word_at_a_time(lexicon: Lexicon, rack: Rack, min_length: int, must: str, rare: bool):
    """The words and the rare ones left out as ``known_first`` lists them, a length at a time (the oracle)."""
    words, left_out = [], 0
    for _, group in sorted(solve(lexicon, rack, min_length, must).by_length().items()):
        listing = known_first(lexicon, group, rare=rare)
        words += listing.words
        left_out += listing.left_out
    return tuple(words), left_out


def racks(lexicon: Lexicon, seed: int) -> list[str]:
    rng = random.Random(seed)
    words = [rng.choice(lexicon.words_of_length(n)) for n in (3, 5, 7, 8, 9, 12) for _ in range(3)]
    scrambled = ["".join(rng.sample(w, len(w))) for w in words]
    return scrambled + [w[:-2] + "??" for w in scrambled[-6:]] + ["?????", "ctw"]


@pytest.mark.parametrize("rare", [False, True])
def test_the_same_list_as_known_first_on_the_dictionary(lexicon, rare):
    for letters in racks(lexicon, 41):
        rack = Rack.parse(letters)
        answer = listed_solve(lexicon, rack, rare=rare)
        assert (answer.words, answer.left_out) == ranked_a_word_at_a_time(lexicon, rack, 3, "", rare), letters


def test_rare_words_come_after_each_lengths_known_ones(lexicon):
    answer = listed_solve(lexicon, Rack.parse("ctw"), rare=True)
    assert answer.words[:1] == ("cwt",) and answer.left_out == 0  # the only word, and rare: listed when asked
    assert listed_solve(lexicon, Rack.parse("ctw")).words == () and listed_solve(lexicon, Rack.parse("ctw")).left_out


def test_min_length_and_must_letters(lexicon):
    rack = Rack.parse("retainsdolu")
    answer = listed_solve(lexicon, rack, 6, "u")
    assert (answer.words, answer.left_out) == ranked_a_word_at_a_time(lexicon, rack, 6, "u", False)
    assert answer.words and all(len(w) >= 6 and "u" in w for w in answer.words)


def test_a_dictionary_without_knowledge_lists_every_word(small_lexicon):
    rack = Rack.parse("abracadabra")
    answer = listed_solve(small_lexicon, rack)
    assert answer.words == solve(small_lexicon, rack).words and answer.left_out == 0


def test_the_known_masks_are_made_once_per_lexicon_and_length():
    lexicon = Lexicon.from_words(["cat", "act", "tac", "cats"])
    listed_solve(lexicon, Rack.parse("tac"))
    assert known_masks(lexicon) == {(3, -1): 0b111}  # (length, the group's keys): a length of few words is one group
    known_masks(lexicon)[3, -1] = 0b001  # a mask kept is the one used
    assert listed_solve(lexicon, Rack.parse("tac")).words == ("act",)
    assert known_masks(Lexicon.from_words(["cat"])) == {}


def test_known_mask_sets_a_bit_for_each_known_rank():
    ranks = bytes([KNOWN_RANK, 0, KNOWN_RANK + 90, KNOWN_RANK - 1, NO_RANK])
    assert known_mask(ranks) == 0b00101
    assert known_mask(b"") == 0


def test_the_index_built_from_the_texts_is_the_one_the_lexicon_spells(small_lexicon):
    copy = Lexicon.from_bytes(small_lexicon.to_bytes())
    from_texts = ChallengeIndex.build(copy, texts.words_of_length(copy))
    assert from_texts.groups == ChallengeIndex.build(small_lexicon).groups


def test_a_batch_reads_the_kept_texts_and_does_not_spell_the_words_again(cmd, small, monkeypatch, tmp_path):
    monkeypatch.setenv("WORDGAMES_CACHE", str(tmp_path))
    racks_in = "abracadabra\nretainsdolu\n"
    status, first, _ = cmd("--dictionary", small, "challenge", "-", stdin=racks_in)
    assert status == 0 and len(first.splitlines()) == 2 and list(tmp_path.glob("texts-*.txt"))

    def spelled(*args):
        raise AssertionError("the trie was walked for every word")

    monkeypatch.setattr(Lexicon, "suffixes", spelled)
    assert cmd("--dictionary", small, "challenge", "-", stdin=racks_in) == (0, first, "")
    assert (
        cmd("--dictionary", small, "challenge", "abracadabra", "--method", "index")[1]
        == first.split("\n")[0].replace(" ", "\n") + "\n"
    )
