"""Statistics that travel: merging devices is a join (associative, commutative, idempotent), totals do
not depend on order and add up against a brute-force count, the logs of dailies join with each daily
once, and export then import gives the same (an older export is still read)."""

import base64
import itertools
import json
import random
import zlib

from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.plain import DataError
from wordgames.stats import ChallengeResult, Stats, WordleResult, record
from wordgames.travel import (
    Bundle,
    DeviceRecord,
    encode,
    every_daily,
    file_text,
    merge_shelves,
    read_export,
    total,
    total_wordle,
)
from wordgames.wordle.archive import DailyLog, Played, daily_rules
from wordgames.wordle.rules import Rules

result = st.one_of(
    st.builds(
        WordleResult,
        st.sampled_from([4, 5]),
        st.sampled_from(["guesser", "quordle"]),
        st.booleans(),
        st.booleans(),
        st.integers(1, 9),
        st.one_of(st.none(), st.integers(1, 12)),
    ),
    st.builds(
        ChallengeResult,
        st.sampled_from([6, 7]),
        st.integers(0, 900),
        st.integers(0, 5),
        st.just(5),
        st.just(1),
        st.booleans(),  # timed, or untimed: counted apart
    ),
)
games = st.lists(result, max_size=25)


def played(results) -> Stats:
    stats = Stats()
    for one in results:
        stats = record(stats, one)
    return stats


stats_values = games.map(played)
daily_keys = st.tuples(st.sampled_from([1, 2, 4, 8]), st.sampled_from([5, 6]), st.integers(1, 12))
played_dailies = st.tuples(
    st.lists(st.sampled_from(["crane", "slate", "planet"]), max_size=4).map(tuple),
    st.one_of(st.none(), st.integers(1, 13)),  # the guess limit chosen
    st.booleans(),  # hard mode chosen
    st.booleans(),
    st.booleans(),
)


def daily_log(dailies: dict) -> DailyLog:
    """The log of these (key, played) pairs, each daily's rules as the log reads them back."""
    return DailyLog(
        {
            key: Played(guesses, daily_rules(key, Rules(key[1], limit, hard, "common", key[0])), won, archive)
            for key, (guesses, limit, hard, won, archive) in dailies.items()
        }
    )


logs = st.dictionaries(daily_keys, played_dailies, max_size=6).map(daily_log)
records = st.builds(DeviceRecord, stats_values, logs)
devices = st.sampled_from(["aaaa1111", "bbbb2222", "cccc3333", "dddd4444"])
shelves = st.dictionaries(devices, records, max_size=3)


@settings(max_examples=60, deadline=None)
@given(shelves, shelves, shelves)
def test_merging_devices_is_associative_commutative_and_idempotent(a, b, c):
    assert merge_shelves(a, b) == merge_shelves(b, a)
    assert merge_shelves(merge_shelves(a, b), c) == merge_shelves(a, merge_shelves(b, c))
    assert merge_shelves(a, a) == dict(sorted(a.items()))


@settings(max_examples=60, deadline=None)
@given(st.lists(games, min_size=1, max_size=4), st.randoms(use_true_random=False))
def test_a_total_adds_up_every_game_and_does_not_depend_on_order(per_device, rng):
    records = [played(results) for results in per_device]
    shuffled = records[:]
    rng.shuffle(shuffled)
    summed = total(records)
    assert summed == total(shuffled)
    assert summed == Stats.from_data(summed.to_data())  # a consistent record: its checks pass
    everything = [one for results in per_device for one in results]
    for key, rec in summed.wordle.items():  # brute force: count the games themselves
        mine = [r for r in everything if isinstance(r, WordleResult) and (r.length, r.mode, r.hard_mode) == key]
        assert (rec.played, rec.wins) == (len(mine), sum(r.won for r in mine))
        wins = [r.guesses for r in mine if r.won]
        assert rec.distribution == {g: wins.count(g) for g in sorted(set(wins))}
        assert rec.best_streak == max(records_best(records, key))
    dailies = [r for r in everything if isinstance(r, WordleResult) and r.daily is not None]
    assert (summed.daily.played, summed.daily.wins) == (len(dailies), sum(r.won for r in dailies))
    for (length, timed), rec in summed.challenge.items():
        mine = [r for r in everything if isinstance(r, ChallengeResult) and (r.length, r.timed) == (length, timed)]
        assert rec.played == len(mine) and rec.best_score == max(r.score for r in mine)


def records_best(records, key):
    return [s.wordle[key].best_streak for s in records if key in s.wordle]


@settings(max_examples=40, deadline=None)
@given(st.lists(games, min_size=3, max_size=3))
def test_wordle_totals_are_associative(per_device):
    a, b, c = (played(results) for results in per_device)
    for key in {*a.wordle, *b.wordle, *c.wordle}:
        x, y, z = (s.wordle_record(*key) for s in (a, b, c))
        assert total_wordle([total_wordle([x, y]), z]) == total_wordle([x, total_wordle([y, z])])


def test_daily_streaks_join_where_the_days_touch():
    one = played([WordleResult(5, "guesser", False, True, 3, day) for day in (1, 2, 3)])
    two = played([WordleResult(5, "guesser", False, True, 3, day) for day in (4, 5)])
    apart = played([WordleResult(6, "guesser", False, True, 3, 9)])
    assert total([one, two]).daily.streak == 5 and total([one, two]).daily.best_streak == 5
    assert total([one, two, apart]).daily.streak == 1  # the latest win, day 9, starts its own run
    assert total([one, two, apart]).daily.best_streak == 5


@settings(max_examples=60, deadline=None)
@given(logs, logs, logs)
def test_joining_logs_is_associative_and_idempotent_and_keeps_each_daily_once(a, b, c):
    assert a.joined(b).joined(c) == a.joined(b.joined(c))
    assert a.joined(a) == a and a.joined(DailyLog()) == a == DailyLog().joined(a)
    assert set(a.joined(b).games) == set(b.joined(a).games) == set(a.games) | set(b.games)


@settings(max_examples=60, deadline=None)
@given(logs, shelves, shelves)
def test_the_logs_of_dailies_join_each_daily_once_whatever_was_imported_twice(mine, a, b):
    merged = merge_shelves(a, b)
    shown = every_daily(mine, merged)
    every = [mine, *(r.dailies for r in merged.values())]
    assert set(shown.games) == {key for log in every for key in log.games}  # brute force: each daily once
    assert {k: v for k, v in shown.games.items() if k in mine.games} == dict(mine.games)  # ours as we played them
    assert every_daily(mine, merge_shelves(merged, a)) == shown  # an export read again adds nothing
    played, won = shown.archive_tally()
    archive = [p for p in shown.games.values() if p.archive]
    assert (played, won) == (len(archive), sum(p.won for p in archive))


def test_a_device_record_with_more_dailies_is_the_newer():
    one = DailyLog({(1, 5, 3): Played(("crane",), daily_rules((1, 5, 3)), True, True)})
    two = DailyLog(dict(one.games) | {(4, 5, 4): Played(("slate",), daily_rules((4, 5, 4)), False, True)})
    old, new = DeviceRecord(Stats(), one), DeviceRecord(Stats(), two)
    assert merge_shelves({"aaaa1111": old}, {"aaaa1111": new}) == {"aaaa1111": new}
    assert merge_shelves({"aaaa1111": new}, {"aaaa1111": old}) == {"aaaa1111": new}


@settings(max_examples=40, deadline=None)
@given(shelves, st.sampled_from(["", "mine"]), st.booleans())
def test_export_then_import_is_the_identity(shelf, name, with_settings):
    bundle = Bundle("eeee5555", {name: shelf}, {"theme": "dark"} if with_settings else None)
    assert read_export(encode(bundle)) == bundle
    assert read_export(file_text(bundle)) == bundle
    code = encode(bundle)
    assert read_export(code[:30] + "\n " + code[30:]) == bundle  # broken over lines by a chat program


@settings(max_examples=40, deadline=None)
@given(shelves)
def test_an_export_of_version_1_is_read_with_empty_logs(shelf):
    bundle = Bundle("eeee5555", {"": shelf})
    data = bundle.to_data() | {"version": 1}
    for one in data["dictionaries"][0]["devices"]:
        del one["dailies"]
    old = read_export(json.dumps(data))
    assert old.shelves[""] == {d: DeviceRecord(r.stats) for d, r in shelf.items()}


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200) | st.binary(max_size=100).map(lambda b: "WG1-" + b.hex()))
def test_garbage_is_refused_with_a_reason(text):
    try:
        read_export(text)
    except DataError as reason:
        assert str(reason)
    else:
        raise AssertionError(f"{text!r} was read")


def test_a_damaged_code_another_version_and_a_flood_are_refused():
    code = encode(
        Bundle("eeee5555", {"": {"eeee5555": DeviceRecord(played([WordleResult(5, "guesser", False, True, 4)]))}})
    )
    rng = random.Random(1)
    for i in rng.sample(range(len("WG1-"), len(code)), 20):
        changed = code[:i] + ("A" if code[i] != "A" else "B") + code[i + 1 :]
        try:
            read_export(changed)
        except DataError:
            continue
        raise AssertionError("a changed character went unnoticed")  # zlib's checksum catches it
    for text, said in (
        ("WG2-abc", "version 2"),
        (json.dumps({"kind": "wordgames-export", "version": 9}), "version 9"),
        ("x" * 300_000, "at most"),
        ("hello", "neither"),
        (code[:-8], "cut short"),
    ):
        try:
            read_export(text)
        except DataError as reason:
            assert said in str(reason), (said, str(reason))
        else:
            raise AssertionError(text[:20])
    bomb = "WG1-" + base64.urlsafe_b64encode(zlib.compress(b"[" * 50_000_000, 9)).decode()
    try:
        read_export(bomb)  # 50 MB once inflated: refused after reading at most MAX_DATA
    except DataError as reason:
        assert "expands" in str(reason)
    else:
        raise AssertionError("a zip bomb was read")


def test_a_code_is_short():
    results = list(
        itertools.islice(itertools.cycle([WordleResult(5, "guesser", False, True, g) for g in range(2, 7)]), 300)
    )
    code = encode(Bundle("eeee5555", {"": {"eeee5555": DeviceRecord(played(results))}}))
    assert len(code) < 400, len(code)
