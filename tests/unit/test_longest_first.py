"""The parallel run's order (tests/longest_first.py): the names listed are tests; each slice starts with its share."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from longest_first import LONGEST, key, longest_first, slice_sizes

TESTS = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Case:
    nodeid: str


@pytest.mark.parametrize("name", sorted(LONGEST))
def test_every_listed_test_exists_and_shares_no_modules_page(name):
    file, function = name.split("::")
    source = (TESTS / file).read_text(encoding="utf-8")
    definition = re.search(rf"^def {function}\((.*?)\):", source, re.M | re.S)
    assert definition, f"{name} is no longer a test: update tests/longest_first.py"
    assert "shared_page" not in definition.group(1)  # taken out of its module, it would boot that page again


def test_the_slices_are_those_worksteal_hands_out():
    assert slice_sizes(10, 3) == [3, 3, 4]
    assert sum(slice_sizes(1_861, 3)) == 1_861


def test_each_slice_starts_with_its_share_of_the_longest_and_the_rest_keep_their_order():
    long = list(LONGEST)[:6]
    cases = [Case(f"tests/unit/test_{i}.py::test_{i}") for i in range(30)]
    cases[5:5] = [Case(f"tests/{name}[a]") for name in long]
    order = longest_first(cases, 3)
    assert sorted(c.nodeid for c in order) == sorted(c.nodeid for c in cases)
    rest = [c for c in order if key(c) not in LONGEST]
    assert rest == [c for c in cases if key(c) not in LONGEST]
    start = 0
    loads = []
    for size in slice_sizes(len(cases), 3):
        share = order[start : start + size]
        listed = [LONGEST[key(c)] for c in share if key(c) in LONGEST]
        assert [key(c) in LONGEST for c in share] == [True] * len(listed) + [False] * (size - len(listed))
        assert listed == sorted(listed, reverse=True)
        loads.append(sum(listed))
        start += size
    assert max(loads) - min(loads) <= max(LONGEST[n] for n in long)


def test_one_process_runs_the_longest_first():
    cases = [Case("tests/unit/test_a.py::test_a"), Case(f"tests/{next(iter(LONGEST))}")]
    assert longest_first(cases, 0) == cases[::-1]
