"""The adversary's challenge played as a person plays it: a target reached from a friend's link, a target missed,
and the result passed on as a link that opens the same target in a friend's fresh browser."""

from __future__ import annotations

import pytest
from page_support import VIEWPORTS, shoot, type_word, violations
from playwright.sync_api import Page, expect

from wordgames.web.randoms import GameRandoms
from wordgames.wordle.adversary import AdversaryGame
from wordgames.wordle.adversary_challenge import AdversaryChallengeGame
from wordgames.wordle.rules import WON, Rules
from wordgames.wordle.share import encode_challenge

SCORED = "#w-board .row.scored"
OPENING = ["crane", "sloth"]


@pytest.fixture
def friend(browser):
    """A friend's browser, fresh: nothing stored, no game under way."""
    context = browser.new_context(service_workers="block", locale="en-US")
    yield context
    context.close()


def winning_guesses(lexicon) -> list[str]:
    """Guesses that corner the plain adversary: its answers do not depend on the target, so the word they end on
    is a target these same guesses reach."""
    game = AdversaryGame(lexicon, Rules(5, None))
    words = list(OPENING)
    while game.status != WON:
        game.guess(words.pop(0) if words else game.candidates[0])
    return [guess for guess, _ in game.history]


def guess(page: Page, word: str, count: int) -> None:
    type_word(page, word)
    page.keyboard.press("Enter")
    expect(page.locator(SCORED)).to_have_count(count)


@pytest.mark.parametrize("size", VIEWPORTS)
def test_a_target_reached_from_a_friends_link_is_passed_on(friend, open_page, axe_context, lexicon, size):
    axe_context.grant_permissions(["clipboard-read", "clipboard-write"])
    guesses = winning_guesses(lexicon)
    target, code = guesses[-1], encode_challenge(guesses[-1])
    assert target not in code  # the word is hidden in the link
    page = open_page(f"?mode=adversary-challenge&target={code}&score=20%2F-", context=axe_context)
    page.set_viewport_size(VIEWPORTS[size])
    expect(page.locator("#w-target")).to_have_text(f"Reach {target.upper()}")
    expect(page.locator("#w-info")).to_contain_text("A friend solved this in 20/∞")
    for number, word in enumerate(guesses[:-1], 1):
        guess(page, word, number)
    expect(page.locator("#w-info")).to_contain_text("1 word still possible")
    assert violations(page) == []
    shoot(page, f"adversary-challenge-{size}-playing")
    guess(page, target, len(guesses))
    expect(page.locator("#result-title")).to_have_text("Target reached!")
    count = len(guesses)
    expect(page.locator("#result-secret")).to_have_text(f"You reached {target.upper()} in {count} guesses!")
    expect(page.locator("#result-friend")).to_have_text("A friend solved this in 20/∞. You beat your friend's score!")
    expect(page.locator("#result-scope")).to_have_text("5 letters · a target against the adversarial keeper")
    assert violations(page) == []
    shoot(page, f"adversary-challenge-{size}-result")
    page.get_by_role("button", name="Share").click()
    expect(page.locator("#result-share-status")).to_have_text("Copied to the clipboard.")
    text = page.evaluate("navigator.clipboard.readText()")
    assert text.startswith(f"Word Games 5 · Adversary challenge · {count}/∞\n\n"), text
    link = f"?mode=adversary-challenge&length=5&guesses=unlimited&pool=common&hard=0&target={code}&score={count}%2F-"
    last = text.splitlines()[-1]
    assert last.startswith(f"Beat my {count} guesses: ") and last.endswith(link), last
    fresh = open_page("", context=friend, base=last.removeprefix(f"Beat my {count} guesses: "))
    fresh.set_viewport_size(VIEWPORTS[size])
    expect(fresh.locator("#w-target")).to_have_text(f"Reach {target.upper()}")
    expect(fresh.locator("#w-info")).to_contain_text(f"A friend solved this in {count}/∞")


@pytest.mark.parametrize("size", VIEWPORTS)
def test_a_target_guessed_too_early_is_missed_at_once(open_page, axe_context, lexicon, size):
    target = AdversaryChallengeGame.new(lexicon, Rules(5, None), GameRandoms(5).next()).target
    page = open_page("?mode=adversary-challenge&seed=5", context=axe_context)
    page.set_viewport_size(VIEWPORTS[size])
    expect(page.locator("#w-target")).to_have_text(f"Reach {target.upper()}")
    guess(page, target, 1)  # thousands of words still possible: the keeper answers other colours and drops it
    expect(page.locator("#result-title")).to_have_text("Target missed")
    said = f"{target.upper()} was guessed while other words were still possible: the keeper ruled it out."
    expect(page.locator("#result-secret")).to_have_text(said)
    expect(page.locator("#r-share")).to_be_hidden()  # a miss has no count to beat
    assert violations(page) == []
    page.locator("#r-close").click()
    expect(page.locator("#w-result")).to_be_visible()
    type_word(page, "plant")
    page.keyboard.press("Enter")
    expect(page.locator(SCORED)).to_have_count(1)  # over: nothing more is played
    randoms = GameRandoms(5)
    randoms.next()
    second = AdversaryChallengeGame.new(lexicon, Rules(5, None), randoms.next())  # Play again's game
    miss = next(w for w in ("crane", "sloth", "pudgy", "fizzy", "jumbo") if not keeps_target(second, w))
    page.get_by_role("button", name="Result").click()
    page.get_by_role("button", name="Play again").click()
    expect(page.locator("#w-target")).to_have_text(f"Reach {second.target.upper()}")
    guess(page, miss, 1)
    expect(page.locator("#result-title")).to_have_text("Target missed")
    ruled = f"The colours of {miss.upper()} ruled out {second.target.upper()}: the target is missed."
    expect(page.locator("#result-secret")).to_have_text(ruled)


def test_a_challenge_under_way_survives_a_reload_with_its_target(open_page, lexicon):
    target = AdversaryChallengeGame.new(lexicon, Rules(5, None), GameRandoms(7).next()).target
    engine = AdversaryChallengeGame(lexicon, Rules(5, None), target)
    keeps = next(w for w in ("jumpy", "vivid", "pygmy", "fuzzy", "crane") if keeps_target(engine, w))
    page = open_page("?mode=adversary-challenge&seed=7")
    guess(page, keeps, 1)
    page.goto(page.url.split("?")[0])
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    expect(page.locator(SCORED)).to_have_count(1)
    expect(page.locator("#w-target")).to_have_text(f"Reach {target.upper()}")
    expect(page.locator("#w-info")).to_contain_text(f"{len(engine.candidates):,} words still possible")


def keeps_target(game: AdversaryChallengeGame, word: str) -> bool:
    """Whether ``word`` keeps the target possible (then it is played on ``game``)."""
    trial = AdversaryChallengeGame(game.lexicon, game.rules, game.target)
    trial.guess(word)
    if trial.missed is None:
        game.guess(word)
    return trial.missed is None
