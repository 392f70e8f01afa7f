"""The links a Wordle result passes on and the games they start (on CPython: no DOM): challenges of one or
several words, a daily's link, the friend's score, and links that do not work."""

import datetime
import random

from wordgames.web.params import parse_query
from wordgames.web.wordle.links import read_link, saved_secrets
from wordgames.web.wordle.mode import Settings
from wordgames.web.wordle.modes import AdversaryChallengeMode, GuesserMode, KeeperMode, QuordleMode
from wordgames.wordle.adversary_challenge import AdversaryChallengeGame
from wordgames.wordle.archive import daily_rules, make_daily
from wordgames.wordle.boards import BoardsGame
from wordgames.wordle.daily import daily_secret
from wordgames.wordle.feedback import Pattern
from wordgames.wordle.rules import Rules, secret_pool
from wordgames.wordle.share import Score, encode_challenge, encode_challenges
from wordgames.wordle.strategies import strategy_names

TODAY = datetime.date(2026, 4, 10)  # Daily #100
WORDS = ("crane", "slate", "brine", "quoin")


def link(query: str, lexicon, form: Settings | None = None):
    options = parse_query(query, strategy_names())
    linked, notices = read_link(options, lexicon, TODAY, form or Settings())
    return linked, list(options.notices) + notices


def test_a_result_links_back_to_the_same_game_with_its_score(lexicon):
    mode = QuordleMode(BoardsGame(lexicon, WORDS, Rules(len(WORDS[0]), 9, boards=len(WORDS))), Settings("quordle"))
    assert mode.challenge_query() == f"mode=quordle&length=5&challenge={encode_challenges(WORDS)}&guesses=9"
    linked, notices = link("?" + mode.challenge_query() + "&score=4%2F9", lexicon)
    assert not notices and linked.secrets == WORDS and linked.friend == Score(True, 4, 9)
    played = linked.mode()
    assert isinstance(played, QuordleMode) and played.game.secrets == WORDS and played.game.max_guesses == 9
    assert played.status() == "Guess 1 of 9 · 0 of 4 boards solved · A friend solved these 4 boards in 4/9"
    daily = GuesserMode(make_daily(lexicon, 99, daily_rules((1, 5, 99))), Settings())
    assert daily.challenge_query() == "mode=guesser&length=5&daily=2026-04-09"
    linked, _ = link("?" + daily.challenge_query() + "&score=X%2F6", lexicon)
    assert linked.daily == (1, 5, 99) and linked.secrets == (daily_secret(lexicon, 5, datetime.date(2026, 4, 9)),)
    assert linked.mode().status() == "Daily #99 · Guess 1 of 6 · A friend did not solve this (X/6)"


def test_the_keepers_word_is_a_challenge_once_the_computer_found_it(lexicon):
    keeper = KeeperMode.new(Settings("keeper", strategy="letter-frequency"), lexicon, random.Random(1), None)
    assert keeper.challenge_query() == "" and keeper.secrets() == () and keeper.shared_game() is None
    word = keeper.game.proposal
    keeper.game.answer(Pattern((2,) * 5))  # the person's word, found at once
    assert keeper.secrets() == (word,) and keeper.shared_game() is keeper.game
    assert keeper.challenge_query() == f"mode=guesser&length=5&challenge={encode_challenges([word])}&guesses=6"
    linked, _ = link("?" + keeper.challenge_query(), lexicon)
    assert linked.mode().game.secret == word
    lost = KeeperMode.new(Settings("keeper", guesses=1, strategy="letter-frequency"), lexicon, random.Random(1), None)
    lost.game.answer(Pattern((0,) * 5))
    assert lost.finished() and lost.challenge_query() == ""  # the computer did not find it: no word to pass on


def test_links_that_do_not_work_say_why(lexicon):
    code = encode_challenges(["planet"])
    for query, said in (
        (f"?challenge={code}&score=banana", "Ignored URL parameter score='banana'"),
        ("?daily=2026-04-11", "the daily of 2026-04-11 is not out yet (today's is Daily #100)"),
        ("?daily=2025-12-31", "the daily word starts on 2026-01-01"),
        (f"?challenge={code}.{code}", "all different and of one length"),
        (f"?challenge={code}&mode=quordle", "Ignored URL parameter mode=quordle: a challenge link plays its word"),
        ("?score=4%2F6", "Ignored URL parameter score: it goes with a friend's challenge or daily link"),
        (f"?challenge={code}&score=9%2F6", "9 guesses do not fit a limit of 6"),
        ("?daily=yesterday&tab=wordle", "Ignored URL parameter daily='yesterday'"),
        (f"?challenge={code}.x&mode=quordle", "This challenge link does not work"),
        ("?daily=2099-01-01", "This daily link does not work (the daily of 2099-01-01 is not out yet"),
    ):
        linked, notices = link(query, lexicon)
        assert any(said in notice for notice in notices), (query, notices)
    linked, _ = link(f"?challenge={code}&score=banana", lexicon)
    assert linked is not None and linked.friend is None  # the game still plays, without a score


def test_the_adversarys_challenge_links_its_target_hidden_with_the_count_to_beat(lexicon):
    mode = AdversaryChallengeMode.new(Settings("adversary-challenge", guesses=None), lexicon, random.Random(3), None)
    target = mode.game.target
    assert mode.target_line() == f"Reach {target.upper()}" and mode.secrets() == (target,)
    assert mode.shared_game() is None  # nothing to beat until the target is reached
    code = encode_challenge(target)
    query = f"mode=adversary-challenge&length=5&guesses=unlimited&pool=common&hard=0&target={code}"
    assert mode.challenge_query() == query and target not in query
    linked, notices = link("?" + query + "&score=7%2F-", lexicon)
    assert not notices and linked.secrets == (target,) and linked.friend == Score(True, 7, None)
    played = linked.mode()
    assert isinstance(played, AdversaryChallengeMode) and played.game.target == target
    assert played.game.rules == Rules(5, None) and "A friend solved this in 7/∞" in played.status()
    assert linked.plays(saved_secrets(played.game.to_data()), "adversary-challenge")
    for bad, said in (("zzzz", "This challenge link does not work"), (encode_challenge("zzzzz"), "not in the dict")):
        linked, notices = link(f"?target={bad}", lexicon)
        assert linked is None and any(said in notice for notice in notices), notices
    rare = next(w for w in lexicon.words_to_ask(7) if w not in secret_pool(lexicon, 7, "common"))
    linked, _ = link(f"?target={encode_challenge(rare)}", lexicon)
    assert linked.settings.length == 7 and linked.settings.pool == "all" and linked.mode().game.target == rare


def test_the_adversarys_challenge_says_how_the_target_was_missed(lexicon):
    def played(*guesses: str) -> AdversaryChallengeMode:
        mode = AdversaryChallengeMode(AdversaryChallengeGame(lexicon, Rules(5, None), "crane"), Settings())
        for word in guesses:
            mode.game.guess(word)
        return mode

    early = played("crane")
    said = "CRANE was guessed while other words were still possible: the keeper ruled it out."
    assert early.finished() and (early.announce().text, early.announce().kind) == (said, "error")
    assert played("fuzzy").game.status == "playing"  # the keeper keeps the words without F, U, Z or Y: CRANE too
    ruled_out = played("slate")  # the keeper keeps 244 words, none with the A and E where CRANE has them
    assert ruled_out.finished() and len(ruled_out.game.candidates) == 246  # 244 before the modern words
    assert ruled_out.announce().text == "The colours of SLATE ruled out CRANE: the target is missed."
