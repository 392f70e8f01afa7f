"""The solver's ranking on the page: array look-ups over the finder's texts give the trie's look-ups' ranks."""

from __future__ import annotations

import zlib
from itertools import groupby, product

from wordgames.alphabet import Alphabet
from wordgames.challenge import Rack, solve
from wordgames.finder.scan import word_texts
from wordgames.known import known_first
from wordgames.lexicon import Lexicon, finish
from wordgames.web.challenge import ranking as ranking_module
from wordgames.web.challenge.ranking import RARE, AnswerRanks, known_tables, needs_lookups, ranking

RUSSIAN = Alphabet("абвгдежзийклмнопрстуфхцчшщъыьэюя", (("ё", "е"),))


def ranked(lexicon: Lexicon, length: int, words: list[str]) -> tuple[bytes, int]:
    """The ranks ``ranking`` gives and the steps it took."""
    steps, work = 0, ranking(lexicon, length, words)
    while True:
        try:
            next(work)
            steps += 1
        except StopIteration as finished:
            return finished.value, steps


def graded(words: list[str], alphabet: Alphabet | None = None) -> Lexicon:
    grades = {word: zlib.crc32(word.encode()) % 17 for word in words}
    return Lexicon.from_words(words, grades, **({"alphabet": alphabet} if alphabet else {}))


def test_an_answers_ranks_from_the_texts_are_the_look_ups_ranks(small_words, monkeypatch):
    lexicon = graded(small_words)
    answer = solve(lexicon, Rack.parse("etaoinsrd?"))
    groups = {length: list(words) for length, words in groupby(answer.words, len)}
    assert needs_lookups(lexicon, list(groups))
    before = {length: ranked(lexicon, length, words)[0] for length, words in groups.items()}
    for _ in word_texts(lexicon).building(list(lexicon.lengths())):
        pass
    assert not needs_lookups(lexicon, list(groups))
    monkeypatch.setattr(ranking_module, "LINES_STEP", 7)  # several steps a length
    for length, words in groups.items():
        ranks, steps = ranked(lexicon, length, words)
        assert ranks == before[length] == lexicon.ranks_of(words)
        if len(words) < lexicon.length_counts[length]:
            assert steps == -(-lexicon.length_counts[length] // 7)  # a step a slice of lines, no look-up


def test_ranks_from_the_texts_of_another_alphabet():
    words = ["ёлкаа", "кошка", "мышка", "кашка", "кот", "ток", "кит"]
    lexicon = graded(words, RUSSIAN)
    for _ in word_texts(lexicon).building(list(lexicon.lengths())):
        pass
    for length, group in ((5, ["елкаа", "кошка"]), (3, ["кит", "ток"])):
        assert ranked(lexicon, length, group)[0] == lexicon.ranks_of(group)


def test_the_known_words_tables_list_an_answer_as_the_texts_do(lexicon):
    answer = solve(lexicon, Rack.parse("etaoinsrd?"))
    groups = {length: list(words) for length, words in groupby(answer.words, len)}
    for _ in word_texts(lexicon).building(list(groups)):
        pass
    exact = {length: ranked(lexicon, length, words)[0] for length, words in groups.items()}
    for _ in known_tables(lexicon).building(groups):
        pass
    assert all(known_tables(lexicon).get(length) is not None for length in groups)  # at most a third known at each
    for length, words in groups.items():
        ranks = ranked(lexicon, length, words)[0]
        rare = [rank < 0x20 for rank in exact[length]]
        assert [RARE if is_rare else rank for rank, is_rare in zip(exact[length], rare)] == list(ranks)
        for by_commonness, with_rare in product((False, True), repeat=2):  # every list but rare by commonness
            if not (by_commonness and with_rare):
                shown = known_first(lexicon, words, by_commonness, with_rare, ranks)
                assert shown == known_first(lexicon, words, by_commonness, with_rare, exact[length])
        kept = AnswerRanks()  # a redraw asking for the rare words by commonness ranks them again, exactly
        assert finish(kept.of(lexicon, length, words, False)) == ranks
        assert finish(kept.of(lexicon, length, words, True)) == exact[length]
        assert finish(kept.of(lexicon, length, words, False)) == exact[length]
