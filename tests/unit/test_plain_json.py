"""Reading stored JSON (plain.parse_json): too long, too deep, not finite or not JSON is a DataError, never a crash."""

from __future__ import annotations

import time

import pytest

from wordgames.plain import MAX_DEPTH, DataError, parse_json
from wordgames.wordle.rules import GameError, check_max_guesses


def test_values_as_deep_as_the_limit_are_read_and_deeper_ones_refused_without_recursion():
    assert parse_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    assert parse_json('{"a": "%s"}' % ("[" * 48)) == {"a": "[" * 48}  # brackets in a string do not count
    for text in ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "[" * 200_000 + "]" * 200_000, "[" * 200_000):
        start = time.perf_counter()
        with pytest.raises(DataError, match="nest more than"):
            parse_json(text)
        assert time.perf_counter() - start < 2  # regular expressions in C, a pass a level at most


def test_a_string_never_closed_is_refused_in_linear_time():
    start = time.perf_counter()
    with pytest.raises(DataError, match="not valid JSON"):
        parse_json('"' + '\\"' * 300_000)
    assert time.perf_counter() - start < 2


@pytest.mark.parametrize("text", ["1e999", "-1e999", "NaN", "[Infinity]", "1" * 5000, "{bad", "x" * 1_000_001])
def test_numbers_the_games_cannot_use_and_floods_are_refused(text):
    with pytest.raises(DataError):
        parse_json(text)


@pytest.mark.parametrize("limit", [100, 5_000, 10**30, 0, True])
def test_a_guess_limit_past_99_is_refused_as_the_url_and_the_command_line_refuse_it(limit):
    with pytest.raises(GameError, match="1-99 or unlimited"):
        check_max_guesses(limit)
