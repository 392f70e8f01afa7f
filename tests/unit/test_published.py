"""The published results beside ours: the figures the engine decides cheaply match it; the Lab links run them."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from wordgames.comparisons import COMPARISONS
from wordgames.published import CANDIDATES_MINIMAX, MINIMAX_WORST_OURS, Comparison
from wordgames.web.params import lab_query, parse_query
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.rules import secret_pool
from wordgames.wordle.simulate import play_every_secret, play_game
from wordgames.wordle.strategies import Situation, make_strategy, strategy_names
from wordgames_build.wordle_lists import original_lists

BOOK = Path(__file__).resolve().parents[2] / "static" / "openings.bin"


def comparison(title_part: str) -> Comparison:
    (found,) = (c for c in COMPARISONS if title_part in c.title)
    return found


def first_guess(lexicon, strategy: str, length: int) -> str:
    words = lexicon.words_of_length(length)
    return make_strategy(strategy).next_guess(Situation(Knowledge.empty(length), words, words), random.Random(0))


@pytest.mark.parametrize(
    ("title_part", "strategy", "lengths"),
    [
        ("Table 1", "letter-frequency", range(3, 11)),
        pytest.param("Table 1", "letter-frequency", range(11, 21), marks=pytest.mark.slow),
        ("Table 2", "minimax", range(3, 10)),
    ],
)
def test_our_first_guesses_are_what_the_strategy_opens_with(course_lexicon, title_part, strategy, lengths):
    figures = {int(figure.what.split()[0]): figure for figure in comparison(title_part).figures}
    assert set(lengths) <= set(figures)
    for length in lengths:
        ours = figures[length].ours.removeprefix(f"{strategy} ").split(";")[0]
        assert ours == first_guess(course_lexicon, strategy, length).upper(), figures[length]


@pytest.mark.slow
@pytest.mark.parametrize("length", [3, 4, 5])
def test_the_paper_set_up_is_what_minimax_candidates_plays(course_lexicon, length):
    """Its vocabulary (words with distinct letters), 100 seeded secrets: the opener, average and maximum shown."""
    vocabulary = [w for w in course_lexicon.words_of_length(length) if len(set(w)) == length]
    secrets = random.Random(0).sample(vocabulary, 100)
    strategy = make_strategy("minimax-candidates", remember=True)
    records = [play_game(strategy, s, vocabulary, vocabulary, random.Random(0)) for s in secrets]
    average, most, opener = CANDIDATES_MINIMAX[length]
    counts = [r.guess_count for r in records]
    assert (records[0].guesses[0], round(sum(counts) / len(counts), 3), max(counts)) == (opener, average, most)
    (figure,) = (f for f in comparison("Table 4").figures if f.what == f"{length} letters")
    assert figure.ours.startswith(f"as the paper plays {average:.3f} (max {most})")


def test_the_seventh_letter_opener_differs_and_says_why():
    table_1 = comparison("Table 1")
    (differs,) = (f for f in table_1.figures if f.published != f.ours)
    assert (differs.what, differs.published, differs.ours) == ("7 letters", "ERATION", "ERASION")
    assert "ERASION" in table_1.difference


def test_every_entry_has_both_figures_a_command_and_a_difference():
    for entry in COMPARISONS:
        assert entry.figures and entry.command and entry.difference and entry.source and entry.measured
        assert all(f.what and f.published and f.ours for f in entry.figures), entry.title
        assert entry.race is not None or entry.lab in ("", "challenge"), entry.title


def test_each_lab_link_runs_the_entrys_race():
    races = [entry.race for entry in COMPARISONS if entry.race is not None]
    assert len(races) >= 5
    for race in races:
        options = parse_query(lab_query(race), strategy_names())
        assert not options.notices and options.run
        assert (options.lengths, options.strategies, options.games, options.seed, options.pool) == (
            race.lengths,
            race.strategies,
            race.games,
            race.seed,
            race.rules.pool,
        )


def average_guesses(strategy: str, allowed, answers) -> str:
    records = play_every_secret(make_strategy(strategy), allowed, answers, random.Random(0))
    return f"{sum(r.guess_count for r in records) / len(records):.4f}"


@pytest.mark.slow
def test_the_console_solvers_figures_are_what_the_engine_plays_on_the_original_lists():
    answers, allowed = original_lists()
    entry = comparison("Console solvers")
    frequency, rank = (figure.ours for figure in entry.figures)
    recounted = average_guesses("cross-frequency", answers, answers)
    assert recounted == average_guesses("cross-frequency", allowed, answers) == "3.6816"
    assert f"cross-frequency {recounted}" in frequency
    assert round(float(recounted), 2) == float(entry.figures[0].published)  # 3.68: reproduced
    assert f"frequency-table {average_guesses('frequency-table', answers, answers)}" in frequency
    assert f"{average_guesses('frequency-table', allowed, answers)} (of the 12,972 allowed)" in frequency
    assert rank.startswith(average_guesses("rank", answers, answers) + " ")


@pytest.mark.slow
def test_strategy_1_and_2_figures_are_what_the_engine_plays_on_the_subsets():
    answers, _ = original_lists()
    subsets = [sorted(random.Random(seed).sample(answers, 200)) for seed in range(5)]

    def mean(strategy: str) -> float:
        return sum(float(average_guesses(strategy, words, words)) for words in subsets) / len(subsets)

    strategy_1, strategy_2 = (figure.ours for figure in comparison("Strategy 1 against Strategy 2").figures)
    assert strategy_1.startswith(f"{mean('expected-reduction'):.3f} ")
    assert strategy_2.startswith(f"tie-break-chain {mean('tie-break-chain'):.3f} ")


def test_the_papers_text_figures_are_beside_ours():
    won = comparison("Figure 1").figures
    assert (won[0].what, won[0].published, won[0].ours) == ("5 letters: won within 6", "88.72%", "100.0%")
    assert (won[1].published, won[2].published) == ("22 tries", "13 tries")
    worst = comparison("Table 5").figures
    assert [(f.what.split()[0], f.published) for f in worst[:5]] == [
        ("UTA", "22 guesses"),
        ("ZAIN", "17 guesses"),
        ("MESAL", "14 guesses"),
        ("OSTREA", "14 guesses"),
        ("VINEGAR", "10 guesses"),
    ]


@pytest.mark.slow
def test_our_games_on_the_papers_worst_secrets_are_what_minimax_plays(course_lexicon):
    book = BOOK.read_bytes() if BOOK.exists() else None
    for word, guesses in MINIMAX_WORST_OURS.items():
        n = len(word)
        pool, words = secret_pool(course_lexicon, n, "all"), course_lexicon.words_of_length(n)
        record = play_game(make_strategy("minimax", book), word, words, pool, random.Random(0))
        assert record.guesses == guesses
