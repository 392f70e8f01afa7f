"""The published-work strategies, ``best``, opening books and post-game analysis."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from wordgames.wordle.analysis import AnalysisError, analyse, describe
from wordgames.wordle.feedback import Pattern, score
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.notation import parse_moves
from wordgames.wordle.rules import Rules, secret_pool
from wordgames.wordle.simulate import play_every_secret
from wordgames.wordle.strategies import STRATEGIES, BookError, OpeningBook, Situation, make_book_strategy, make_strategy
from wordgames.wordle.strategies.book import compute_book, situation_key
from wordgames.wordle.strategies.clique import find_clique
from wordgames.wordle.strategies.greedy import MINIMAX_OPENERS, negative_entropy, open_index
from wordgames.wordle.strategies.guesses import LIVE_WORK, guess_pool, pool_size, ranked_guesses
from wordgames.wordle.strategies.lookahead import TREE, Best
from wordgames.wordle.strategies.rollout import Improved, OneStep, Rollout

BOOK = Path(__file__).resolve().parents[2] / "static" / "openings.bin"

ISSUE_NAMES = [
    "random-candidate",
    "letter-frequency",
    "expected-reduction",
    "non-duplicate",
    "positional-frequency",
    "cross-frequency",
    "unattempted-letters",
    "tie-break-chain",
    "frequency-table",
    "rank",
    "minimax",
    "minimax-candidates",
    "clique",
    "entropy",
    "best",
]


def start(words, hard_mode=False, candidates=None) -> Situation:
    return Situation(
        Knowledge.empty(len(words[0])),
        words,
        words if candidates is None else candidates,
        Rules(len(words[0]), None, hard_mode),
    )


def test_every_strategy_of_the_issue_is_registered():
    assert sorted(STRATEGIES) == sorted(ISSUE_NAMES)


@pytest.mark.parametrize("length", sorted(MINIMAX_OPENERS))
def test_minimax_opens_with_the_published_word(lexicon, length):
    words = lexicon.words_of_length(length)
    opener = MINIMAX_OPENERS[length]
    assert opener in lexicon
    assert make_strategy("minimax").next_guess(start(words), random.Random(0)) == opener


def test_expected_reduction_opens_like_letter_frequency_at_three_letters(lexicon):
    # Published: IAO is the 3-letter opener of both letter frequency and greedy minimax.
    assert make_strategy("expected-reduction").next_guess(start(lexicon.words_of_length(3)), random.Random(0)) == "iao"


@pytest.mark.parametrize("length, letters", [(3, 24), (4, 24), (5, 25), (10, 20)])
def test_clique_words_have_disjoint_letters(lexicon, length, letters):
    words = find_clique(lexicon.words_of_length(length))
    assert len(words) == 26 // length
    assert len(set("".join(words))) == letters == length * len(words)
    assert all(w in lexicon for w in words)


def test_clique_plays_its_words_first(lexicon):
    words = lexicon.words_of_length(5)
    clique = find_clique(words)
    strategy = make_strategy("clique")
    knowledge = Knowledge.empty(5)
    secret = "fuzzy"
    for expected in clique[:2]:
        left = [w for w in words if knowledge.allows(w)]
        guess = strategy.next_guess(Situation(knowledge, words, left), random.Random(0))
        assert guess == expected
        knowledge = knowledge.add(guess, score(guess, secret))


def test_best_finds_a_splitting_guess_outside_the_candidates(small_lexicon):
    words = small_lexicon.words_of_length(4)
    knowledge = Knowledge.empty(4).add("cake", Pattern.from_digits("0222"))  # _ake: many candidates
    left = [w for w in words if knowledge.allows(w)]
    assert len(left) >= 5
    guess = make_strategy("best").next_guess(Situation(knowledge, words, left), random.Random(0))
    classes = len({score(guess, w) for w in left})
    assert classes == max(len({score(word, w) for w in left}) for word in words)  # splits as well as any word
    assert guess not in left


def test_book_round_trip_and_errors(small_lexicon):
    words = small_lexicon.words_of_length(3)
    book = compute_book({"entropy": make_strategy("entropy")}, [(words, words)], second_min={"entropy": 5})
    again = OpeningBook.from_bytes(book.to_bytes())
    assert again == book and len(book) > 3
    with pytest.raises(BookError):
        OpeningBook.from_bytes(b"not a book")
    booked = make_strategy("entropy", book=book.to_bytes())
    assert booked.next_guess(start(words), random.Random(0)) == make_strategy("entropy").next_guess(
        start(words), random.Random(0)
    )


@pytest.fixture(scope="module")
def built_book() -> OpeningBook:
    if not BOOK.exists():
        pytest.fail("static/openings.bin is missing: run `python3 build.py` first")
    return OpeningBook.from_bytes(BOOK.read_bytes())


@pytest.mark.parametrize(
    "name, length, pool",
    [
        pytest.param(name, length, pool, marks=[pytest.mark.slow] if pool == "all" else [])
        for name in ("best", "entropy", "expected-reduction", "minimax", "clique", "rank")
        for length, pool in ((3, "common"), (19, "all"), (20, "all"), (20, "common"))
        if not (name == "best" and length in TREE)
    ],
)  # there: its game tree, the next test's (too slow here)
def test_built_book_first_guesses_equal_live_computation(lexicon, built_book, name, length, pool):
    words = lexicon.words_of_length(length)
    candidates = secret_pool(lexicon, length, pool)
    strategy = make_book_strategy(name)
    for situation in (start(words, candidates=candidates), start(words, True, candidates)):
        stored = built_book.lookup(name, situation)
        assert stored is not None, situation_key(name, situation)
        assert stored == strategy.next_guess(situation, random.Random(0))


@pytest.mark.parametrize("length", [7, 9])
def test_built_book_second_guesses_equal_live_computation(lexicon, built_book, length):
    """``best`` also stores second guesses after a first that leaves a big class (6-9 letters, all words)."""
    words = lexicon.words_of_length(length)
    situations = second_situations(built_book, "best", words, secret_pool(lexicon, length, "all"), 4)
    assert len(situations) >= 2
    strategy = make_book_strategy("best")
    for situation in situations:
        assert built_book.lookup("best", situation) == strategy.next_guess(situation, random.Random(0))


def book_tree(book: OpeningBook, words, candidates, hard_mode: bool) -> tuple[int, list[Situation]]:
    """Play ``best``'s book from the start: (guesses summed over every secret, every position
    of ≥ 3 candidates met). Every such position must be in the book, and in hard mode legal."""
    total, positions = 0, []
    stack = [(Knowledge.empty(len(words[0])), list(candidates))]
    while stack:
        knowledge, left = stack.pop()
        total += len(left)  # every secret still open costs this guess
        if len(left) <= 2:
            total += len(left) - 1  # the first, then the second
            continue
        situation = Situation(knowledge, words, left, Rules(knowledge.length, None, hard_mode))
        guess = book.lookup("best", situation)
        assert guess is not None, situation_key("best", situation)
        assert situation.legal(guess)
        positions.append(situation)
        classes: dict[Pattern, list] = {}
        for secret in left:
            classes.setdefault(score(guess, secret), []).append(secret)
        classes.pop(Pattern.all_correct(len(guess)), None)
        stack.extend((knowledge.add(guess, pattern), words_left) for pattern, words_left in classes.items())
    return total, positions


@pytest.mark.parametrize(
    "length, pool, hard_mode, most",
    [
        pytest.param(3, "all", False, 40, marks=pytest.mark.slow),  # normal mode: the bigger trees
        pytest.param(4, "common", False, 20, marks=pytest.mark.slow),
        pytest.param(5, "all", False, 8, marks=pytest.mark.slow),
        (3, "common", True, 40),
        (4, "all", True, 20),
        (5, "common", True, 8),
    ],
)
def test_built_book_holds_best_whole_game_tree_at_short_lengths(lexicon, built_book, length, pool, hard_mode, most):
    words = lexicon.words_of_length(length)
    candidates = secret_pool(lexicon, length, pool)
    total, positions = book_tree(built_book, words, candidates, hard_mode)
    # the book's total is the simulator's, and the tree beats its base policy, OneStep
    booked = make_strategy("best", book=built_book)
    played = play_every_secret(booked, words, candidates, random.Random(0), Rules(len(words[0]), None, hard_mode))
    assert total == sum(r.guess_count for r in played)
    if length == 3:
        base = play_every_secret(OneStep(), words, candidates, random.Random(0), Rules(len(words[0]), None, hard_mode))
        assert total < sum(r.guess_count for r in base)
    # a sample of its small positions, computed live
    small = [situation for situation in positions if len(situation.candidates) <= most]
    for situation in random.Random(length).sample(small, 4):
        assert built_book.lookup("best", situation) == Best(deep=True).next_guess(situation, random.Random(0))


@pytest.mark.slow
def test_improved_is_never_worse_than_its_base(small_lexicon):
    words = small_lexicon.words_of_length(3)
    rollout = Rollout(OneStep(), words)
    knowledge = Knowledge.empty(3)
    base_total = rollout.total(knowledge, words)
    # exact: the same total as playing every secret, as the simulator does it
    assert base_total == sum(r.guess_count for r in play_every_secret(OneStep(), words, words))
    improved = sum(r.guess_count for r in play_every_secret(Improved(4, 2), words, words))
    assert len(words) >= 40 and improved <= base_total


@pytest.mark.parametrize("hard_mode", [False, True])
@pytest.mark.parametrize("length, opener, secret", [(6, "dobies", "tramps"), (8, "natatory", "spending")])
def test_best_bounds_the_work_of_a_live_move_after_a_persons_guess(lexicon, length, opener, secret, hard_mode):
    words = lexicon.words_of_length(length)
    pattern = score(opener, secret)
    knowledge = Knowledge.empty(length).add(opener, pattern)
    situation = Situation(
        knowledge, words, [w for w in words if score(opener, w) == pattern], Rules(len(opener), None, hard_mode)
    )
    candidates = open_index(situation)
    cost = len(candidates) * length**3
    size = pool_size(situation, len(candidates))
    usual = guess_pool(situation, candidates, size)
    binds = len(usual) * cost > LIVE_WORK
    assert binds or hard_mode  # (hard mode: fewer legal guesses, the usual pool may fit)
    expected = sorted(ranked_guesses(situation, candidates, LIVE_WORK // cost)) if binds else usual
    assert Best().pool(situation, candidates) == expected
    assert Best(deep=True).pool(situation, candidates) == guess_pool(situation, candidates, size)
    guess = Best().next_guess(situation, random.Random(0))
    assert guess in words and guess != opener
    assert not hard_mode or knowledge.hard_mode_problem(guess) is None


def test_best_keeps_its_usual_pool_where_it_costs_little(lexicon):
    words = lexicon.words_of_length(5)
    pattern = score("tares", "mould")
    situation = Situation(
        Knowledge.empty(5).add("tares", pattern), words, [w for w in words if score("tares", w) == pattern]
    )
    candidates = open_index(situation)
    assert Best().pool(situation, candidates) == guess_pool(
        situation, candidates, pool_size(situation, len(candidates))
    )


def test_the_book_looks_for_long_words_first_guess_in_a_bigger_pool(lexicon, built_book):
    # At 12 letters the opener of most entropy, CENTRALITIES, ranks 617th by cheap score: outside
    # the opening pool of a move, inside the book's (whose opener beat positional frequency's).
    situation = start(lexicon.words_of_length(12), candidates=secret_pool(lexicon, 12, "all"))
    candidates = open_index(situation)
    assert "centralities" not in Best().pool(situation, candidates)
    assert "centralities" in Best(deep=True).pool(situation, candidates)
    assert built_book.lookup("best", situation) == "centralities"


def test_entropy_does_not_depend_on_the_order_of_the_classes():
    # the build's numpy sizes list the classes in another order than the engine's bitsets
    sizes = [1, 3, 7, 120, 5, 2, 2, 999, 13, 1, 1, 40]
    rng = random.Random(3)
    values = set()
    for _ in range(200):
        rng.shuffle(sizes)
        values.add(negative_entropy(sizes, sum(sizes)))
    assert len(values) == 1


def second_situations(book: OpeningBook, name: str, words, candidates, limit: int) -> list[Situation]:
    """Up to ``limit`` second-move situations the book stores for this strategy and word lists."""
    first = book.lookup(name, start(words, candidates=candidates))
    found = []
    for key in book.moves:
        parts = key.split("|")
        if parts[0] != name or not parts[4].startswith(first + ":") or "," in parts[4] or len(found) >= limit:
            continue
        guess, digits = parts[4].split(":")
        knowledge = Knowledge.empty(len(words[0])).add(guess, Pattern.from_digits(digits))
        situation = Situation(
            knowledge,
            words,
            [w for w in candidates if knowledge.allows(w)],
            Rules(knowledge.length, None, parts[1] == "hard"),
        )
        if book.lookup(name, situation) is not None:
            found.append(situation)
    return found


def test_analysis_of_a_game(small_lexicon):
    secret = "tiny"
    moves = [(g, score(g, secret)) for g in ("sale", "into", "tiny")]
    analysis = analyse(small_lexicon, moves)
    assert analysis.solved and len(analysis.moves) == 3
    first = analysis.moves[0]
    assert first.candidates_before == len(small_lexicon.words_of_length(4))
    assert first.candidates_after < first.candidates_before
    assert 0 < first.skill <= 1 and 0 <= first.luck <= 1
    assert analysis.moves[-1].candidates_after == 0
    assert all(m.best_expected_left <= m.expected_left + 1e-9 or m.guess == m.best_guess for m in analysis.moves[:1])
    assert "solved in 3 guesses" in describe(analysis)[-1]


def test_analysis_rejects_bad_games(small_lexicon):
    with pytest.raises(AnalysisError):
        analyse(small_lexicon, parse_moves(["zzzz:0000"]))
    with pytest.raises(AnalysisError):  # guesses of two lengths, given as moves rather than text
        analyse(small_lexicon, [("sale", Pattern.from_digits("0000")), ("tiny", Pattern.from_digits("000"))])
    with pytest.raises(AnalysisError):  # colours no word fits
        analyse(small_lexicon, parse_moves(["sale:2222", "tiny:0000"]))
