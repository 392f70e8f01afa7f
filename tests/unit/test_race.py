"""The Lab's race: each lane equals the command line's automatic mode, runs a move at a time, is kept as data."""

from __future__ import annotations

import csv
import io
import json
import sys
from dataclasses import replace

import pytest

from wordgames import cli
from wordgames.plain import DataError
from wordgames.wordle.race import CSV_COLUMNS, RACE_RULES, Race, RaceRecord, RaceSettings, race_csv
from wordgames.wordle.rules import Rules
from wordgames.wordle.strategies import make_strategy
from wordgames.wordle.tally import SimulationError


def race_rules(**parts):
    return replace(RACE_RULES, **parts)


TIMINGS = ("ms_per_game", "ms_per_move", "cpu_ms_per_game", "cpu_ms_per_move")


def remembering(name: str):
    """A strategy made as the command line makes it (without the book, which is built for the full dictionary)."""
    return make_strategy(name, remember=True)


def cli_json(monkeypatch, capsys, settings: RaceSettings, length: int, strategy: str, dictionary: str) -> dict:
    """What `python -m wordgames wordle auto --json` prints for one lane of ``settings``."""
    argv = settings.command(length, strategy).split()[3:] + ["--dictionary", dictionary]
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert cli.main(argv) == 0
    return json.loads(capsys.readouterr().out)


def without_timings(summary: dict) -> dict:
    return {k: v for k, v in summary.items() if k not in TIMINGS}


def run(race: Race) -> list[int]:
    return list(race.steps())


@pytest.mark.parametrize(
    "settings",
    [
        RaceSettings((3, 5, 7), ("letter-frequency", "entropy"), games=6, seed=3),
        RaceSettings(
            (4, 6, 8),
            ("random-candidate", "minimax"),
            games=5,
            seed=11,
            rules=race_rules(pool="common", hard_mode=True),
        ),
        RaceSettings((5,), ("letter-frequency", "best"), games=8, seed=2, rules=race_rules(max_guesses=3)),
        RaceSettings((9, 12), ("expected-reduction",), games=None, seed=5, rules=race_rules(pool="common")),
    ],
)
def test_every_lane_equals_the_command_line(settings, small_lexicon, small_dictionary, monkeypatch, capsys):
    race = Race(small_lexicon, settings, remembering)
    run(race)
    results = race.results()
    assert [(r.length, r.strategy) for r in results] == settings.lanes()
    for result in results:
        printed = cli_json(monkeypatch, capsys, settings, result.length, result.strategy, str(small_dictionary))
        assert without_timings(result.report.as_dict()) == without_timings(printed)


def test_the_race_advances_a_move_at_a_time(small_lexicon):
    settings = RaceSettings((5, 6), ("letter-frequency", "entropy"), games=4, seed=1)
    race = Race(small_lexicon, settings, remembering)
    assert race.total == 16 and race.done == 0 and race.results() == []
    steps = race.steps()
    seen = [next(steps) for _ in range(3)]
    assert seen == sorted(seen) and race.done <= 1  # three moves: at most one game of letter-frequency ended
    done = seen + list(steps)
    assert done[-1] == race.done == race.total
    moves = sum(r.report.avg_guesses * r.report.games for r in race.results())
    assert race.moves == moves and len(done) == moves + race.total  # a step per move and per game's end
    assert race.runs == [None] * 4  # each lane's strategy let go when it ended


def test_partial_results_are_the_games_so_far(small_lexicon):
    settings = RaceSettings((5,), ("letter-frequency",), games=10, seed=4)
    race = Race(small_lexicon, settings, remembering)
    for done in race.steps():
        if done == 3:
            break
    (partial,) = race.results()
    assert partial.report.games == 3
    full = Race(small_lexicon, settings, remembering)
    run(full)
    assert full.results()[0].report.games == 10


def test_figures_derived_from_a_lane(small_lexicon):
    race = Race(small_lexicon, RaceSettings((4,), ("random-candidate",), games=30, seed=9), remembering)
    run(race)
    (lane,) = race.results()
    curve = lane.win_curve()
    assert len(curve) == 25 and curve == sorted(curve) and curve[-1] == 100.0
    assert curve[lane.report.max_guesses - 1] == 100.0 > curve[lane.report.max_guesses - 2]
    assert lane.candidates_after(1) == lane.report.candidates_after[0]
    assert lane.candidates_after(99) is None
    assert sum(n for _, n in lane.first_guesses) <= 30 and len(lane.first_guesses) <= 3
    hardest = [guesses for _, guesses in lane.hardest]
    assert hardest == sorted(hardest, reverse=True) and hardest[0] == lane.report.max_guesses


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"lengths": ()}, "at least one length"),
        ({"strategies": ()}, "at least one strategy"),
        ({"lengths": (2,)}, "length must be 3-20"),
        ({"lengths": (5, 5)}, "twice"),
        ({"strategies": ("<script>",)}, "unknown strategy"),
        ({"games": 0}, "1-100,000"),
        ({"games": 10**9}, "1-100,000"),
        ({"rules": Rules(boards=2)}, "one board"),
    ],
)
def test_settings_refused_with_a_reason(kwargs, message):
    values = {"lengths": (5,), "strategies": ("best",)} | kwargs
    with pytest.raises(SimulationError, match=message):
        RaceSettings(**values)


def test_the_command_spells_every_setting():
    settings = RaceSettings(
        (6,), ("best",), games=None, seed=3, rules=race_rules(pool="common", hard_mode=True, max_guesses=6)
    )
    assert settings.command(6, "best") == (
        "python -m wordgames wordle auto --json --length 6 --strategy best --all-secrets --seed 3 --pool common "
        "--hard --max-guesses 6"
    )


def test_a_kept_race_reads_back_the_same(small_lexicon):
    settings = RaceSettings((5, 6), ("letter-frequency", "minimax"), games=5, seed=8, rules=race_rules(max_guesses=4))
    race = Race(small_lexicon, settings, remembering)
    run(race)
    record = RaceRecord(settings, tuple(race.results()), True, 1.5)
    again = RaceRecord.from_data(json.loads(json.dumps(record.to_data())))
    assert again == record


def test_a_race_on_ones_own_list_names_it_and_its_command_reads_the_list_saved_as_a_file(small_lexicon):
    settings = RaceSettings((5,), ("letter-frequency",), games=3, seed=1)
    race = Race(small_lexicon, settings, remembering)
    run(race)
    record = RaceRecord(settings, tuple(race.results()), True, 0.5, "my words")
    assert RaceRecord.from_data(json.loads(json.dumps(record.to_data()))) == record
    assert (
        record.command(5, "letter-frequency")
        == settings.command(5, "letter-frequency") + " --dictionary 'my words.txt'"
    )
    kept_before = record.to_data()
    del kept_before["dictionary"]  # kept before races named their list: they ran on the built-in one
    assert RaceRecord.from_data(kept_before).dictionary == ""
    assert RaceRecord.from_data(kept_before).command(5, "letter-frequency") == settings.command(5, "letter-frequency")


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(kind="lab-something"),
        lambda d: d["settings"].update(lengths=[99]),
        lambda d: d["settings"].update(strategies=["x" * 1000]),
        lambda d: d["results"][0].update(games="many"),
        lambda d: d["results"][0].update(distribution={"four": 1}),
        lambda d: d["results"][0].update(hardest=[["word"]]),
        lambda d: d["results"][0].update(avg_guesses=float("nan")),
        lambda d: d["results"][0].pop("solved"),
        lambda d: d.update(results=[[]]),
        lambda d: d.update(dictionary=["mine"]),
        lambda d: d.update(dictionary="x" * 101),
    ],
)
def test_a_damaged_race_is_refused(damage, small_lexicon):
    settings = RaceSettings((5,), ("letter-frequency",), games=3, seed=1)
    race = Race(small_lexicon, settings, remembering)
    run(race)
    data = RaceRecord(settings, tuple(race.results()), True).to_data()
    damage(data)
    with pytest.raises(DataError):
        RaceRecord.from_data(data)


def test_csv_has_one_row_per_lane_and_the_ratio_to_letter_frequency(small_lexicon):
    settings = RaceSettings((5, 6, 7), ("letter-frequency", "entropy"), games=4, seed=2)
    race = Race(small_lexicon, settings, remembering)
    run(race)
    rows = list(csv.DictReader(io.StringIO(race_csv(RaceRecord(settings, tuple(race.results()), True)))))
    assert len(rows) == 6 and tuple(rows[0]) == CSV_COLUMNS
    assert {row["ratio_to_letter_frequency"] for row in rows if row["strategy"] == "letter-frequency"} == {"1.000"}
    assert all(row["command"].startswith("python -m wordgames wordle auto") for row in rows)
