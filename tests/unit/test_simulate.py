"""Automatic Wordle games: records, summaries, determinism and the guards against broken strategies."""

import random
from dataclasses import replace

import pytest

from wordgames.alphabet import Alphabet
from wordgames.lexicon import Lexicon
from wordgames.wordle.rules import Rules
from wordgames.wordle.simulate import draw_secrets, play_every_secret, play_game, play_games, simulate_lexicon
from wordgames.wordle.strategies import make_strategy
from wordgames.wordle.tally import SimulationError, summarize

AUTO = Rules(5, None, pool="all")  # automatic mode's defaults: every word a secret, no limit

WORDS = [
    "cigar",
    "rebut",
    "sissy",
    "humph",
    "awake",
    "blush",
    "focal",
    "evade",
    "naval",
    "serve",
    "heath",
    "dwarf",
    "model",
    "karma",
    "stink",
    "grade",
    "quiet",
    "bench",
    "abate",
    "feign",
]


@pytest.fixture(scope="module")
def small():
    return Lexicon.from_words(WORDS)


def test_every_secret_once_is_solved(small):
    report = simulate_lexicon(small, AUTO, make_strategy("letter-frequency"), games=None)
    assert report.games == len(WORDS) == report.solved
    assert sorted(r.secret for r in report.records) == sorted(WORDS)
    assert all(r.guesses[-1] == r.secret and r.candidates_after[-1] == 1 for r in report.records)
    assert sum(report.distribution.values()) == report.solved
    assert report.avg_guesses == sum(r.guess_count for r in report.records) / report.games
    assert report.max_guesses == max(r.guess_count for r in report.records)
    assert report.candidates_after[0] == sum(r.candidates_after[0] for r in report.records) / report.games


def test_candidates_shrink_and_stay_consistent(small):
    strategy = make_strategy("random-candidate")
    record = play_game(strategy, "model", small.words_of_length(5), small.words_of_length(5), random.Random(3))
    assert record.solved and list(record.candidates_after) == sorted(record.candidates_after, reverse=True)
    assert len(set(record.guesses)) == len(record.guesses)


def test_same_seed_same_games(small):
    a = simulate_lexicon(small, AUTO, make_strategy("random-candidate"), games=30, seed=7)
    b = simulate_lexicon(small, AUTO, make_strategy("random-candidate"), games=30, seed=7)
    assert [r.guesses for r in a.records] == [r.guesses for r in b.records]


def test_chunked_games_equal_one_run(small):
    words = small.words_of_length(5)
    secrets = draw_secrets(words, 12, random.Random(1))
    games = play_games(make_strategy("random-candidate"), secrets, words, rng=random.Random(2))
    chunks = [next(games) for _ in range(5)] + list(games)
    whole = list(play_games(make_strategy("random-candidate"), secrets, words, rng=random.Random(2)))
    assert [r.guesses for r in chunks] == [r.guesses for r in whole]


def test_every_secret_at_once_equals_one_by_one(small):
    words = small.words_of_length(5)
    at_once = play_every_secret(make_strategy("entropy"), words, words)
    one_by_one = [play_game(make_strategy("entropy"), secret, words, words, random.Random(0)) for secret in words]
    assert [(r.secret, r.guesses, r.candidates_after, r.solved) for r in at_once] == [
        (r.secret, r.guesses, r.candidates_after, r.solved) for r in one_by_one
    ]
    report = summarize("entropy", Rules(5, None), at_once)
    assert report.games == report.solved == len(words)


def test_guess_limit_loses_games(small):
    report = simulate_lexicon(small, Rules(5, 1, pool="all"), make_strategy("random-candidate"), games=None)
    assert report.max_guesses == 1 and report.solved < report.games
    assert report.lost == report.games - report.solved


def test_progress_is_reported(small):
    seen = []
    simulate_lexicon(small, AUTO, make_strategy("letter-frequency"), games=4, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(1, 4), (2, 4), (3, 4), (4, 4)]


class Stubborn:
    name = "stubborn"

    def next_guess(self, situation, rng):
        return "cigar"


def test_repeated_guess_is_an_error(small):
    with pytest.raises(SimulationError, match="repeated"):
        play_game(Stubborn(), "model", WORDS, WORDS, random.Random(0))


class Inventive:
    name = "inventive"

    def __init__(self):
        self.n = 0

    def next_guess(self, situation, rng):
        self.n += 1
        n, letters = self.n, ""
        for _ in range(5):
            n, r = divmod(n, 26)
            letters += chr(97 + r)
        return letters


def test_endless_guessing_is_an_error(small):
    with pytest.raises(SimulationError, match="more guesses"):
        play_game(Inventive(), "model", WORDS, WORDS, random.Random(0))


def test_non_word_guess_is_an_error(small):
    class Digits:
        name = "digits"

        def next_guess(self, situation, rng):
            return "12345"

    with pytest.raises(SimulationError, match="not a 5-letter word"):
        play_game(Digits(), "model", WORDS, WORDS, random.Random(0))


def test_breaking_hard_mode_is_an_error(small):
    class Careless:
        name = "careless"

        def next_guess(self, situation, rng):
            return [w for w in WORDS if w not in situation.guessed][0]

    with pytest.raises(SimulationError, match="hard mode"):
        play_game(Careless(), "model", WORDS, WORDS, random.Random(0), Rules(5, None, True))
    assert play_game(Careless(), "model", WORDS, WORDS, random.Random(0)).solved


def test_every_secret_at_once_keeps_the_guess_limit_and_the_rules(small):
    words = small.words_of_length(5)
    limited = play_every_secret(make_strategy("minimax"), words, words, rules=Rules(len(words[0]), 2))
    assert all(r.guess_count <= 2 for r in limited) and not all(r.solved for r in limited)
    assert all(r.solved == (r.guesses[-1] == r.secret) for r in limited)
    with pytest.raises(SimulationError, match="repeated"):
        play_every_secret(Stubborn(), WORDS, WORDS)
    with pytest.raises(SimulationError, match="more guesses"):
        play_every_secret(Inventive(), WORDS, WORDS)
    with pytest.raises(SimulationError, match="empty"):
        play_every_secret(make_strategy("entropy"), WORDS, [])
    with pytest.raises(SimulationError, match="letters long"):
        play_every_secret(make_strategy("entropy"), WORDS, ["model", "abc"])


def test_hard_mode_games_keep_the_rule(small):
    report = simulate_lexicon(small, Rules(5, None, True, "all"), make_strategy("letter-frequency"), games=None)
    assert report.solved == report.games and report.rules.hard_mode


def test_bad_settings(small):
    with pytest.raises(SimulationError):
        draw_secrets([], 3, random.Random(0))
    with pytest.raises(SimulationError):
        draw_secrets(WORDS, 0, random.Random(0))
    with pytest.raises(SimulationError, match="not among"):
        list(play_games(make_strategy("random-candidate"), ["model"], WORDS, candidates=["cigar"]))
    with pytest.raises(SimulationError, match="letters long"):
        list(play_games(make_strategy("random-candidate"), ["model", "abc"], WORDS))
    with pytest.raises(SimulationError):
        summarize("x", Rules(5, None), [])


@pytest.mark.slow
def test_a_course_sized_dictionary_lands_near_the_published_figures(small_lexicon):
    """Published on a 9,031-word course list at 5 letters: letter-frequency 3.46, random-candidate 3.89.
    The small dictionary has about its size and shape (3.53 and 3.72 here, seed 1)."""
    frequency = simulate_lexicon(small_lexicon, AUTO, make_strategy("letter-frequency"), games=300, seed=1)
    candidate = simulate_lexicon(small_lexicon, AUTO, make_strategy("random-candidate"), games=300, seed=1)
    assert frequency.solved == candidate.solved == 300
    assert abs(frequency.avg_guesses - 3.46) < 0.2
    assert abs(candidate.avg_guesses - 3.89) < 0.25
    assert frequency.avg_guesses < candidate.avg_guesses


def test_a_summary_keeps_no_game_unless_asked(small):
    """Automatic mode's memory stays flat in the number of games: the summary keeps running totals."""
    import tracemalloc

    played = list(simulate_lexicon(small, AUTO, make_strategy("letter-frequency"), games=10, seed=3).records)
    kept = summarize("letter-frequency", Rules(5, None), played)
    flat = summarize("letter-frequency", Rules(5, None), iter(played), keep_records=False)
    assert flat.records == () and flat == replace(kept, records=())

    def many():
        for i in range(20_000):
            record = played[i % len(played)]
            yield replace(record, guesses=tuple(record.guesses), milliseconds=float(i))

    tracemalloc.start()
    summarize("letter-frequency", Rules(5, None), many(), keep_records=False)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 1 << 20


SPANISH_WORDS = ["niñas", "uñero", "ñandu", "señor", "cañas", "moñño", "mañas", "peñas", "leñas", "dueña", "pinta"]


@pytest.mark.parametrize("name", ["best", "entropy", "letter-frequency"])
def test_strategies_play_every_secret_of_an_alphabet_beyond_a_z(name):
    """A letter after z (Spanish ñ) is scored like any other: `best` once failed with KeyError 'ñ'."""
    spanish = Alphabet("abcdefghijklmnopqrstuvwxyzñ", (("ú", "u"),), ("qwertyuiop", "asdfghjklñ", "zxcvbnm"))
    lexicon = Lexicon.from_words(SPANISH_WORDS, alphabet=spanish)
    report = simulate_lexicon(lexicon, AUTO, make_strategy(name), games=None)
    assert report.games == len(SPANISH_WORDS) == report.solved
