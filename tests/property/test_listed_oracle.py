"""A rack's words listed known-first from the index's bitsets (challenge.listed), and from bitsets kept and read
back (cli.bitsets), against a brute-force oracle: every word's letters counted, each word's knowledge byte read."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.challenge import Rack
from wordgames.challenge.index import ChallengeIndex, adopt_index
from wordgames.challenge.listed import listed_solve
from wordgames.cli import bitsets
from wordgames.known import KNOWLEDGE_BYTES, is_known
from wordgames.lexicon import Lexicon

LETTERS = "aeinrst"  # few letters: most racks write many words, of every knowledge


def oracle(knowledge: dict[str, int], letters: str, min_length: int, must: str, rare: bool) -> tuple[tuple, int]:
    """The words listed and the rare ones left out: by length, the known words alphabetically, then the rare ones
    (none is rare when no word has a knowledge byte: a person's own list)."""
    has_knowledge = any(knowledge.values())
    tiles, blanks, need = Counter(letters.replace("?", "")), letters.count("?"), Counter(must)
    writable = [
        word
        for word in knowledge
        if len(word) >= min_length
        and all(Counter(word)[ch] >= n for ch, n in need.items())
        and sum(max(0, n - tiles[ch]) for ch, n in Counter(word).items()) <= blanks
    ]
    listed, left_out = [], 0
    for length in sorted({len(word) for word in writable}):
        group = sorted(word for word in writable if len(word) == length)
        known = [word for word in group if is_known(knowledge[word]) or not has_knowledge]
        unknown = [word for word in group if word not in known]
        listed += known + (unknown if rare else [])
        left_out += 0 if rare else len(unknown)
    return tuple(listed), left_out


words = st.text(alphabet=LETTERS, min_size=3, max_size=9)
dictionaries = st.dictionaries(words, st.sampled_from(KNOWLEDGE_BYTES), min_size=1, max_size=80)
racks = st.text(alphabet=LETTERS + "?", min_size=1, max_size=12)


@settings(max_examples=200, deadline=None)
@given(dictionaries, racks, st.integers(1, 10), st.text(alphabet=LETTERS, max_size=2), st.booleans())
def test_listed_solve_matches_the_oracle(knowledge, letters, min_length, must, rare):
    lexicon = Lexicon.from_words(knowledge, knowledge=knowledge)
    answer = listed_solve(lexicon, Rack.parse(letters), min_length, must, rare)
    assert (answer.words, answer.left_out) == oracle(knowledge, letters, max(min_length, 3), must, rare)


@settings(max_examples=150, deadline=None)
@given(dictionaries, racks, st.integers(1, 10), st.text(alphabet=LETTERS, max_size=2), st.booleans(), st.integers(1, 5))
def test_listed_solve_of_lengths_split_by_rarest_letter_matches_the_oracle(
    knowledge, letters, min_length, must, rare, part_words
):
    lexicon = Lexicon.from_words(knowledge, knowledge=knowledge)
    adopt_index(lexicon, ChallengeIndex.build(lexicon, part_words=part_words, split_above=0))
    answer = listed_solve(lexicon, Rack.parse(letters), min_length, must, rare)
    assert (answer.words, answer.left_out) == oracle(knowledge, letters, max(min_length, 3), must, rare)


@settings(max_examples=100, deadline=None)
@given(dictionaries, racks, st.booleans(), st.sampled_from([None, 1, 3]))
def test_bitsets_kept_and_read_back_list_the_same(knowledge, letters, rare, part_words):
    built = Lexicon.from_words(knowledge, knowledge=knowledge)
    split = {} if part_words is None else {"part_words": part_words, "split_above": 0}
    data = bitsets.to_bytes(ChallengeIndex.build(built, **split))
    lexicon = Lexicon.from_words(knowledge, knowledge=knowledge)
    read = bitsets.from_bytes(data, lexicon, lexicon.words_of_length)
    assert read is not None
    adopt_index(lexicon, read)
    answer = listed_solve(lexicon, Rack.parse(letters), rare=rare)
    assert (answer.words, answer.left_out) == oracle(knowledge, letters, 3, "", rare)
