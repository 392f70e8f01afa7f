"""The word finder: checked queries, errors, known answers, the step limit, and the `find` command."""

from __future__ import annotations

import gc
import json
import re
import weakref
from itertools import islice

import pytest

from wordgames import cli
from wordgames.finder import FinderError, Query, find, preparing, walk
from wordgames.finder.scan import TextRanks, word_texts
from wordgames.known import known_first
from wordgames.lengths import MAX_LENGTH
from wordgames.lexicon import Lexicon

# ----- queries -------------------------------------------------------------------------------


def test_a_query_is_folded_and_sorted():
    query = Query.parse("  S**?T*  ", must="TeE", exclude="zqz", min_length="4", max_length=9)
    assert query == Query("s*?t*", "eet", "qz", 4, 9)
    assert query.describe() == "s*?t* with TEE, without ZQ, 4-9 letters"  # as typed (test_echoes)
    assert Query.parse("c?t", min_length=5, max_length=5).describe() == "c?t, 5 letters"


@pytest.mark.parametrize(
    ("arguments", "reason"),
    [
        (("",), "type a pattern"),
        (("   ",), "type a pattern"),
        (("c t",), "not U+0020 SPACE"),
        (("ca+",), "not '+'"),
        (("ça?",), "not 'ç'"),
        (("?" * 21,), "asks for 21 letters or more"),
        (("*" * 101,), "at most 100 characters, not 101"),
        (("*", "a1"), "must-have letters may have only letters a-z, not '1'"),
        (("*", "e" * 21), "at most 20 must-have letters"),
        (("*", "", "-"), "excluded letters may have only letters a-z"),
        (("*", "ae", "e"), "E: both a must-have letter and excluded"),
        (("c?t", "", "tc"), "C, T: both in the pattern and excluded"),
        (("*", "", "", "two"), "the minimum length must be a number, not 'two'"),
        (("*", "", "", 2), "the minimum length must be 3-20, not 2"),
        (("*", "", "", 3, 21), "the maximum length must be 3-20, not 21"),
        (("*", "", "", 9, 8), "the minimum length (9) is more than the maximum length (8)"),
    ],
)
def test_bad_queries_say_why(arguments, reason):
    with pytest.raises(FinderError, match=re.escape(reason)):
        Query.parse(*arguments)


# ----- answers on the full dictionary ------------------------------------------------------------


@pytest.fixture(scope="module")
def bare(asset_bytes) -> Lexicon:
    """The full dictionary without kept word lists (the page's usual state)."""
    return Lexicon.from_bytes(asset_bytes)


def test_every_word_is_one_step(bare, asset_bytes):
    matches = find(bare, Query.parse("*"))
    assert matches.total == 369_880 and matches.steps == 1
    assert matches.counts == {n: count for n, count in enumerate(bare.length_counts) if count}
    first = list(zip(range(3), matches.words()))
    assert [word for _, word in first] == ["aaa", "aah", "aal"]
    assert tuple(matches.words(MAX_LENGTH)) == Lexicon.from_bytes(asset_bytes).words_of_length(MAX_LENGTH)


def test_a_fixed_first_letter_and_commonness(bare):
    matches = find(bare, Query.parse("c?t"))
    assert list(matches.words()) == ["cat", "cit", "cot", "cpt", "cst", "cut", "cwt"]
    assert list(matches.words(by_commonness=True))[:3] == ["cut", "cat", "cot"]
    assert matches.steps < 40


def test_lengths_and_letters_narrow_a_pattern(bare):
    matches = find(bare, Query.parse("*q*", must="uu", exclude="e", min_length=5, max_length=6))
    words = list(matches.words())
    assert words and all(5 <= len(w) <= 6 and "q" in w and w.count("u") >= 2 and "e" not in w for w in words)
    assert matches.counts == {n: sum(len(w) == n for w in words) for n in (5, 6) if any(len(w) == n for w in words)}


def test_no_match_is_an_empty_answer(bare):
    matches = find(bare, Query.parse("xq*"))
    assert matches.total == 0 and matches.counts == {} and list(matches.words()) == []
    assert list(matches.words(5, by_commonness=True)) == []


def test_a_walk_that_would_spell_too_many_words_stops(small_lexicon, monkeypatch):
    """An exclusion keeps * from being answered by counts, so a walk spells every word and stops; the
    finder scans such a pattern instead (no step is taken)."""
    monkeypatch.setattr(walk, "MAX_STEPS", 1000)
    scanned = find(small_lexicon, Query.parse("*", exclude="q"))
    assert scanned.total == sum("q" not in word for word in small_lexicon) and scanned.steps == 0
    monkeypatch.setattr(walk, "worth_scanning", lambda lexicon, query: False)
    with pytest.raises(FinderError, match="too many words to spell out one by one"):
        find(small_lexicon, Query.parse("*", exclude="q"))
    assert find(small_lexicon, Query.parse("*")).total == len(small_lexicon)


def test_each_pattern_gets_its_plan(asset_bytes):
    """Without * and with few ?: a plain walk; opening with ? or *: a scan (all wild: only up to
    SPLIT_AT_MOST words, or once their texts are built); else the walk with per-state facts."""
    fresh = Lexicon.from_bytes(asset_bytes)
    patterns = ["*", "???*", "c?t", "?at", "s??r*", "un*able", "*ing", "*x*", "????????????", "*", "???*", "un*able"]
    plans = [
        type(matches).__name__ + ("/plain" if matches.plain else "")
        for pattern in patterns
        for matches in [find(fresh, Query.parse(pattern))]
    ]
    assert plans == [
        "Matches",  # * and ???* before any text is built: counts answer, words spelled as drawn
        "Matches",
        "Matches/plain",
        "Matches/plain",
        "Matches",
        "Matches",
        "ScanMatches",  # *ing builds the text of every length
        "ScanMatches",
        "ScanMatches",
        "ScanMatches",  # * and ???* then cost no more scanned
        "ScanMatches",
        "ScanMatches",  # and a fixed first letter scans the words it opens
    ]
    walked = find(Lexicon.from_bytes(asset_bytes), Query.parse("un*able"))  # no texts: walked
    scanned = find(fresh, Query.parse("un*able"))
    assert type(walked).__name__ == "Matches" and list(scanned.words()) == list(walked.words())
    assert list(scanned.words(by_commonness=True)) == list(walked.words(by_commonness=True))
    everything = find(fresh, Query.parse("*"))
    assert everything.total == len(fresh)
    assert list(islice(everything.words(), 3)) == list(islice(fresh.words_of_length(3), 3))


def test_the_lexicon_counts_and_letters_below_each_state(small_lexicon):
    counts, bits = small_lexicon.suffix_counts, small_lexicon.count_bits
    field = (1 << bits) - 1
    assert [counts[0] >> bits * k & field for k in range(MAX_LENGTH + 1)] == list(small_lexicon.length_counts)
    used = {ch for word in small_lexicon for ch in word}
    assert {chr(97 + c) for c in range(26) if small_lexicon.suffix_letters[0] >> c & 1} == used
    state = small_lexicon.child(small_lexicon.child(0, 2), 0)  # after "ca"
    assert list(small_lexicon.suffixes(state, 1, "ca")) == [
        w for w in small_lexicon.words_of_length(3) if w[:2] == "ca"
    ]


# ----- the command line --------------------------------------------------------------------------


@pytest.fixture
def run(capsys):
    def run(*argv: str) -> tuple[int, str, str]:
        status = cli.main(list(argv))
        out, err = capsys.readouterr()
        return status, out, err

    return run


def test_find_prints_one_word_a_line_the_known_words_first(run):
    assert run("find", "C?T") == (0, "cat\ncot\ncut\n", "4 rare words left out (--rare lists them after these)\n")
    assert run("find", "C?T", "--rare") == (0, "cat\ncot\ncut\ncit\ncpt\ncst\ncwt\n", "")


def test_find_json_by_commonness(run):
    status, out, _ = run(
        "find", "s??r*", "--must", "e", "--exclude", "a", "--max-length", "5", "--json", "--by-commonness", "--rare"
    )
    answer = json.loads(out)
    assert status == 0 and answer["order"] == "commonness" and answer["count"] == len(answer["words"])
    assert answer["rare"] and answer["rare_left_out"] == 0
    assert answer["counts"] == {"4": 7, "5": 33} and answer["words"][:3] + answer["words"][7:10] == [
        "seer",
        "sher",
        "ster",
        "store",
        "score",
        "shore",
    ]


def test_find_json_leaves_rare_words_out_and_counts_them(run):
    status, out, _ = run("find", "s??r*", "--must", "e", "--exclude", "a", "--max-length", "5", "--json")
    answer = json.loads(out)
    assert answer["count"] == len(answer["words"]) == sum(answer["counts"].values())
    assert answer["counts"] == {"4": 1, "5": 11} and answer["rare_left_out"] == 28  # of the 40 matches
    assert answer["words"] == "seer score seers shire shore snore sperm spire spore stern store swore".split()


def test_find_nothing_says_so_on_stderr(run):
    assert run("find", "q?x", "--must", "q") == (0, "", "no word matches q?x with Q, 3-20 letters\n")


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["find", "c1t"], "a pattern may have only letters a-z"),
        (["find", "*", "--min-length", "x"], "the minimum length must be a number"),
        (["find", "*", "--exclude", "e", "--must", "e"], "E: both a must-have letter and excluded"),
        (["find"], "the following arguments are required: PATTERN"),
    ],
)
def test_find_bad_input_is_one_line(run, argv, reason):
    status, out, err = run(*argv)
    assert status == 2 and out == "" and err.count("\n") == 1 and reason in err and "Traceback" not in err


def test_the_scan_texts_go_with_their_lexicon(small_lexicon):
    lexicon = Lexicon.from_bytes(small_lexicon.to_bytes())
    assert type(find(lexicon, Query.parse("*ab*"))).__name__ == "ScanMatches"
    gone = weakref.ref(lexicon)
    del lexicon
    gc.collect()
    assert gone() is None


def test_preparing_a_search_in_steps_leaves_find_the_same_answer(small_lexicon):
    """The page runs a first search's groundwork in slices: after it, find answers as without it."""
    for pattern in ("*ing", "c?t", "??????", "s??r*"):
        query = Query.parse(pattern)
        expected = re.compile(pattern.replace("?", "[a-z]").replace("*", "[a-z]*"))
        assert all(0 <= share <= 1 for share in islice(preparing(small_lexicon, query), 100_000))
        assert list(find(small_lexicon, query).words()) == sorted(
            (w for w in small_lexicon if expected.fullmatch(w)), key=lambda w: (len(w), w)
        )


def test_a_plain_walk_places_its_words_in_the_scan_texts(asset_bytes):
    """With its length's text built (the command line reads it from its cache), a plain walk ranks its words
    by bisecting the text (walk._find_ranks), as the lexicon ranks them by listing the length."""
    listing, textual = Lexicon.from_bytes(asset_bytes), Lexicon.from_bytes(asset_bytes)
    word_texts(textual).text(3)
    for pattern in ("c?t", "?at", "b??"):
        by_listing, by_text = find(listing, Query.parse(pattern)), find(textual, Query.parse(pattern))
        assert by_listing.plain and by_text.plain
        assert by_text.matched_ranks(3) == by_listing.matched_ranks(3)
        assert list(by_text.shown(by_commonness=True, rare=True)) == list(
            by_listing.shown(by_commonness=True, rare=True)
        )
    assert textual.listed_words(3) is None  # the text placed them: the length was never listed


def test_text_ranks_are_the_lexicons(asset_bytes, lexicon):
    """The command line ranks a solver's words in the scan's texts (scan.TextRanks), as the lexicon does."""
    textual = Lexicon.from_bytes(asset_bytes)
    words = lexicon.words_of_length(5)[::37]  # alphabetical, as a solution lists them
    ranks = TextRanks(textual, 5, word_texts(textual).text(5))
    assert [ranks.rank(word) for word in words] == [lexicon.rank(word) for word in words]
    assert ranks.rank("aaaaa") == lexicon.rank("aaaaa")  # not after the word before it: the lexicon answers


def test_text_ranks_list_known_words_first_as_the_lexicon_does(asset_bytes, lexicon):
    """known_first takes TextRanks where it takes the lexicon (the command line's challenge, with its cache)."""
    textual = Lexicon.from_bytes(asset_bytes)
    words = lexicon.words_of_length(5)[::37]
    ranks = TextRanks(textual, 5, word_texts(textual).text(5))
    assert known_first(ranks, words, by_commonness=True) == known_first(lexicon, words, by_commonness=True)


def test_texts_built_by_one_run_of_the_steps_are_not_built_again_by_another(small_lexicon):
    """The page builds every text after ready while a first search may build those it needs: each length once."""
    lexicon = Lexicon.from_bytes(small_lexicon.to_bytes())
    texts = word_texts(lexicon)
    lengths = list(lexicon.lengths())
    after_ready, search = texts.building(lengths), texts.building(lengths[:3])
    next(search)  # the search's first length is under way
    assert list(after_ready)  # the page's steps build every length, that one too
    spelled = []
    lexicon.suffixes = lambda *args: spelled.append(args) or iter(())
    list(search)
    assert spelled == [] and all(texts.has(n) for n in lengths)


def test_two_runs_of_the_steps_at_once_spell_each_word_once(asset_bytes):
    """A first search while the page builds the texts after ready took a Greek player 30 s: both runs spelled the
    same lengths from the start. Taking turns, they now carry on each other's length: one run's steps in all."""
    alone, shared = Lexicon.from_bytes(asset_bytes), Lexicon.from_bytes(asset_bytes)
    lengths = [5, 6, 7]
    steps_alone = list(word_texts(alone).building(lengths))
    after_ready, search = word_texts(shared).building(lengths), word_texts(shared).building(lengths[::-1])
    steps_together, turns = [], [after_ready, search]
    while turns:
        run = turns.pop(0)
        if (share := next(run, None)) is not None:
            steps_together.append(share)
            turns.append(run)
    assert len(steps_together) <= len(steps_alone) + len(lengths)  # (a run may step once onto a length's end)
    assert all(0 <= share <= 1 for share in steps_together)
    assert all(word_texts(shared).text(n) == word_texts(alone).text(n) for n in lengths)
