"""Word lengths as typed: one parser of '7', '3-5', '3-5,8' and 'all' for the command line and the benchmarks."""

import pytest

from wordgames.cli.parser import build_parser
from wordgames.lengths import MAX_LENGTH, MIN_LENGTH, length_span, parse_lengths


@pytest.mark.parametrize(
    ("text", "lengths"),
    [
        ("7", [7]),
        ("3-5", [3, 4, 5]),
        ("3-5,8", [3, 4, 5, 8]),
        (" 12 , 20 ", [12, 20]),
        ("8,3-4", [8, 3, 4]),  # in the order given
        ("3-5,4-6,5", [3, 4, 5, 6]),  # each once
        ("20-20", [20]),
        ("all", list(range(MIN_LENGTH, MAX_LENGTH + 1))),
        (" ALL ", list(range(MIN_LENGTH, MAX_LENGTH + 1))),
    ],
)
def test_lengths_as_typed(text, lengths):
    assert parse_lengths(text) == lengths


@pytest.mark.parametrize(
    "text",
    ["", ",", "3,", ",5", "3-", "-3", "5-3", "2", "21", "3-21", "0-5", "x", "3-5,x", "3--5", "3-5-7", "٣", "1_0"]
    + ["all,3", "9" * 40],
)
def test_anything_else_is_refused_saying_what_is_read(text):
    with pytest.raises(ValueError, match=r"^not a length 3-20, a range such as 3-5, a list such as 3-5,8, or all$"):
        parse_lengths(text)


def test_every_span_reads_as_its_range():
    for first in range(MIN_LENGTH, MAX_LENGTH + 1):
        for last in range(first, MAX_LENGTH + 1):
            assert parse_lengths(f"{first}-{last}") == list(range(first, last + 1))
            assert length_span(f"{first}-{last}") == (first, last)


def test_the_command_line_reads_lengths_with_it():
    args = build_parser().parse_args(["challenge", "--auto", "--length", "3-5,8"])
    assert args.length == [3, 4, 5, 8]
