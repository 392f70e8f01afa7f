"""Issue 38: --course-order lists every dictionary word by length, then alphabetically, as the course's seeds do."""

from __future__ import annotations

import json


def test_challenge_in_the_courses_order(cmd, lexicon):
    status, out, err = cmd("challenge", "tops", "--course-order")
    words = out.split()
    assert status == 0 and err == "" and words == sorted(words, key=lambda word: (len(word), word))
    assert any(lexicon.is_rare(word) for word in words)  # the rare words among the others
    status, known, err = cmd("challenge", "tops")
    assert status == 0 and set(known.split()) < set(words) and "rare word" in err  # the default kept


def test_candidates_in_the_courses_order(cmd):
    status, out, err = cmd("candidates", "crane:00000", "--course-order")
    words = out.split()
    assert status == 0 and err == "" and words == sorted(words)
    status, known, err = cmd("candidates", "crane:00000")
    assert status == 0 and set(known.split()) < set(words) and known.split() != words[: len(known.split())]


def test_find_in_the_courses_order(cmd):
    status, out, err = cmd("find", "c?t*", "--max-length", "5", "--course-order", "--json")
    found = json.loads(out)
    assert status == 0 and found["order"] == "course" and found["rare_left_out"] == 0
    assert found["words"] == sorted(found["words"], key=lambda word: (len(word), word))
    status, out, err = cmd("find", "c?t", "--course-order", "--by-commonness")
    assert status == 2 and "not allowed with" in err
