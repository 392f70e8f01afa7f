"""Knowledge: the exact constraints a history of patterns proves, including duplicate-letter cases."""

import pytest

from wordgames.wordle.candidates import candidates
from wordgames.wordle.feedback import Pattern, score
from wordgames.wordle.knowledge import Knowledge


def know(*moves: str) -> Knowledge:
    """Knowledge from 'guess:digits' moves."""
    history = [(m.split(":")[0], Pattern.from_digits(m.split(":")[1])) for m in moves]
    return Knowledge.from_history(len(history[0][0]), history)


def test_grey_copy_of_a_yellow_letter_also_excludes_its_position():
    # SPEED vs secret ABIDE: first E yellow, second E grey (ABIDE has one E).
    assert score("speed", "abide").digits == "00101"
    k = know("speed:00101")
    assert k.min_count[ord("e") - 97] == k.max_count[ord("e") - 97] == 1
    assert "e" in k.excluded[3]  # the grey E's position is excluded too
    assert k.allows("abide")
    assert not k.allows("abdee")


def test_grey_letter_with_a_green_copy_caps_the_count():
    k = know("eerie:20000")
    assert k.max_count[ord("e") - 97] == 1
    assert k.allows("exalt") and not k.allows("evade")


def test_yellow_after_grey_of_same_letter_is_impossible():
    k = know("error:00110")  # an R grey, then a later R yellow: scoring never does that
    assert k.is_contradictory
    assert "yellow after a grey" in k.problems[0]


def test_conflicting_greens_are_reported():
    k = know("crane:20000", "brine:20000")
    assert k.is_contradictory and "position 1" in k.problems[0]


def test_undo_returns_the_previous_knowledge():
    k = know("crane:00100", "stout:00000")
    assert k.without_last() == know("crane:00100")


@pytest.mark.parametrize(
    "guess, secret", [("speed", "abide"), ("eerie", "exalt"), ("lolly", "hollo"), ("aaaab", "baaaa")]
)
def test_secret_always_fits_its_own_patterns(guess, secret):
    assert know(f"{guess}:{score(guess, secret).digits}").allows(secret)


def test_hard_mode_requires_greens_in_place_and_yellows_reused():
    k = know("crane:20100")
    assert k.hard_mode_problem("cabin") is None
    assert "letter 1 must be C" in k.hard_mode_problem("abaci")
    assert "A" in k.hard_mode_problem("clips")


def test_candidates_leave_no_reference_cycles(lexicon, cycles_left_by):
    """Every Wordle move lists candidates; each list stayed alive in a cycle until a full collection."""
    assert cycles_left_by(lambda: candidates(lexicon, know("crane:00120"))) == 0
