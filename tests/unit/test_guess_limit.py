"""A game's guess limit reaches the strategy, and ``best`` keeps every secret findable within it."""

from __future__ import annotations

import random

import pytest

from wordgames.lexicon import Word
from wordgames.wordle.feedback import Pattern, pattern_code
from wordgames.wordle.game import KeeperGame
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.rules import Rules
from wordgames.wordle.simulate import play_every_secret, play_game
from wordgames.wordle.strategies import Situation, make_strategy
from wordgames.wordle.strategies.limit import loses

# After REAST scored as for WASTE (the original lists' answers that fit), in hard mode every
# guess must hold A, S, T and E: -ASTE words tell only themselves apart. With six guesses in
# all, CASTE (what ``best`` plays unlimited) leaves BASTE, HASTE, PASTE, TASTE, WASTE for four
# guesses, one too few; SCEAT and TABES, two more allowed words, get every secret in time.
OPENER = "reast"
CANDIDATES = ("baste", "caste", "haste", "paste", "saute", "stead", "steak", "steal", "steam", "taste", "waste")
ALLOWED = tuple(sorted(CANDIDATES + ("sceat", "tabes")))
AFTER_OPENER = Knowledge.empty(5).add(OPENER, Pattern.from_code(pattern_code(OPENER, "waste"), 5))


def situation(knowledge: Knowledge, max_guesses: int | None) -> Situation:
    left = [w for w in CANDIDATES if knowledge.allows(w)]
    return Situation(knowledge, ALLOWED, left, Rules(knowledge.length, max_guesses, True))


def game(secret: Word, max_guesses: int | None) -> list[Word]:
    """``best``'s guesses for ``secret`` after the opener, up to the limit."""
    strategy, knowledge = make_strategy("best"), AFTER_OPENER
    guesses = [OPENER]
    while guesses[-1] != secret and (max_guesses is None or len(guesses) < max_guesses):
        guesses.append(strategy.next_guess(situation(knowledge, max_guesses), random.Random(0)))
        knowledge = knowledge.add(guesses[-1], Pattern.from_code(pattern_code(guesses[-1], secret), 5))
    return guesses


def test_unlimited_best_needs_seven_guesses_here():
    """The trap the limit must avoid: without a limit ``best`` plays CASTE and WASTE takes seven."""
    assert game("waste", None)[1] == "caste"
    assert max(len(game(secret, None)) for secret in CANDIDATES) == 7


def test_best_finds_every_secret_within_the_limit():
    games = {secret: game(secret, 6) for secret in CANDIDATES}
    assert all(guesses[-1] == secret for secret, guesses in games.items())
    assert games["waste"][1] != "caste"


def test_a_guess_is_proved_to_lose_a_secret_only_against_a_limit():
    assert loses(situation(AFTER_OPENER, 6), "caste")
    assert not loses(situation(AFTER_OPENER, 6), "sceat")
    assert not loses(situation(AFTER_OPENER, 7), "caste")
    assert not loses(situation(AFTER_OPENER, None), "caste")


def test_without_a_limit_best_plays_as_before():
    unlimited = situation(AFTER_OPENER, None)
    assert make_strategy("best").next_guess(unlimited, random.Random(0)) == "caste"


def test_when_no_guess_saves_every_secret_best_still_guesses():
    """Five -ASTE words and two guesses: some secret is lost whatever the guess; ``best`` plays on."""
    knowledge = AFTER_OPENER.add("caste", Pattern.from_code(pattern_code("caste", "waste"), 5))
    guess = make_strategy("best").next_guess(situation(knowledge, 3), random.Random(0))
    assert guess in {"baste", "haste", "paste", "taste", "waste"}


class Recorder:
    """A strategy that notes the limit of every situation it is asked about."""

    name = "recorder"

    def __init__(self) -> None:
        self.limits: list[tuple[int | None, int | None]] = []

    def next_guess(self, situation: Situation, rng: random.Random) -> Word:
        self.limits.append((situation.rules.max_guesses, situation.guesses_left))
        return next(w for w in situation.candidates if w not in situation.guessed)


@pytest.mark.parametrize("max_guesses", [None, 4])
def test_simulations_pass_the_limit_to_the_strategy(max_guesses):
    recorder = Recorder()
    play_game(recorder, "waste", ALLOWED, CANDIDATES, random.Random(0), Rules(5, max_guesses))
    play_every_secret(recorder, ALLOWED, CANDIDATES, random.Random(0), Rules(5, max_guesses))
    assert {limit for limit, _ in recorder.limits} == {max_guesses}
    if max_guesses is not None:
        assert {left for _, left in recorder.limits} == {4, 3, 2, 1}


def test_the_keeper_game_passes_its_limit_to_the_strategy(lexicon):
    recorder = Recorder()
    keeper = KeeperGame(lexicon, Rules(5, 3, pool="all"), recorder, random.Random(0))
    keeper.answer("00000")
    assert recorder.limits == [(3, 3), (3, 2)]
