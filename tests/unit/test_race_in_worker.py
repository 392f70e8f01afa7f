"""The race as the Lab's worker runs it: the same games as the engine's race, its refusals as messages."""

from __future__ import annotations

import json
from dataclasses import dataclass

from wordgames.web.lab import race_in_worker
from wordgames.web.lab.race_in_worker import open_race, prepare
from wordgames.wordle.race import Race, RaceRecord, RaceSettings
from wordgames.wordle.strategies import make_strategy

NO_TIMES = dict.fromkeys(("ms_per_game", "ms_per_move", "cpu_ms_per_game", "cpu_ms_per_move"), 0)


@dataclass(frozen=True)
class Posted:
    """Bytes as the worker gets them from JavaScript (a Uint8Array's proxy)."""

    data: bytes

    def to_bytes(self) -> bytes:
        return self.data


SETTINGS = RaceSettings((4, 5), ("letter-frequency", "random-candidate"), 6, 3)


def test_the_worker_plays_the_races_games_and_posts_its_results_as_plain_data(small_lexicon):
    race = open_race(json.dumps(SETTINGS.to_data()), Posted(small_lexicon.to_bytes()), None)
    moves = 0
    while race.step():
        moves += 1
    assert race.done == race.total == 24
    posted = RaceRecord.from_data(json.loads(race.record()))
    here = Race(small_lexicon, SETTINGS, lambda name: make_strategy(name, remember=True))
    assert moves == len(list(here.steps()))  # a step each, as the race yields them
    assert posted.complete and posted.settings == SETTINGS
    assert [r.report.as_dict() | NO_TIMES for r in posted.results] == [
        r.report.as_dict() | NO_TIMES for r in here.results()
    ]


def test_what_the_worker_cannot_race_comes_back_as_a_message(small_lexicon):
    assert "dictionary asset" in open_race(json.dumps(SETTINGS.to_data()), Posted(b"not a dictionary"), None).lower()
    unknown = json.dumps(SETTINGS.to_data() | {"strategies": ["nope"]})
    assert "unknown strategy" in open_race(unknown, Posted(small_lexicon.to_bytes()), None)
    damaged = open_race(json.dumps(SETTINGS.to_data()), Posted(small_lexicon.to_bytes()), Posted(b"no book"))
    assert damaged.total == 24  # a damaged book only leaves the slower strategies to compute their openers


def test_races_after_the_start_up_reuse_its_dictionary_and_play_the_same_games(small_lexicon, monkeypatch):
    monkeypatch.setattr(race_in_worker, "_KEPT", {})
    assert not prepare(Posted(b"not a dictionary"), None)  # refused: the races then read the bytes they get
    assert prepare(Posted(small_lexicon.to_bytes()), Posted(b"no book"))
    parsed = []
    monkeypatch.setattr(race_in_worker.Lexicon, "from_bytes", lambda data: parsed.append(data) or small_lexicon)
    records = []
    for _ in range(2):
        race = open_race(json.dumps(SETTINGS.to_data()), None, None)
        assert not parsed  # parsed once, at start-up
        while race.step():
            pass
        records.append([r.report.as_dict() | NO_TIMES for r in RaceRecord.from_data(json.loads(race.record())).results])
    fresh = open_race(json.dumps(SETTINGS.to_data()), Posted(small_lexicon.to_bytes()), None)
    while fresh.step():
        pass
    assert (
        records[0]
        == records[1]
        == [r.report.as_dict() | NO_TIMES for r in RaceRecord.from_data(json.loads(fresh.record())).results]
    )
