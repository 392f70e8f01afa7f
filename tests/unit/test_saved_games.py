"""Every game turns into plain data and back; data that is not a valid game raises DataError."""

import copy
import json
import random

import pytest

from wordgames.challenge import ChallengeGame
from wordgames.plain import DataError
from wordgames.wordle.adversary import AdversaryGame
from wordgames.wordle.archive import DailyLog
from wordgames.wordle.assistant import AssistantSession
from wordgames.wordle.boards import BoardsGame
from wordgames.wordle.feedback import score
from wordgames.wordle.game import GuesserGame, KeeperGame
from wordgames.wordle.rules import LOST, PLAYING, WON, Rules

STRATEGY = "letter-frequency"  # cheap at any length; its random choices are why a restore keeps the pending guess


def round_trip(game, read):
    """The game read back from its data through JSON text, as the page stores it."""
    data = game.to_data()
    back = read(json.loads(json.dumps(data)))
    assert back.to_data() == data
    assert back.history == game.history and getattr(back, "status", None) == getattr(game, "status", None)
    return back


def read_guesser(lexicon):
    return lambda data: GuesserGame.from_data(lexicon, data)


def read_keeper(lexicon):
    return lambda data: KeeperGame.from_data(lexicon, data, random.Random(5))


def read_assistant(lexicon):
    return lambda data: AssistantSession.from_data(lexicon, data, random.Random(5))


def guesser_games(lexicon):
    playing = GuesserGame(lexicon, "crane", Rules(5, 6, True))
    playing.guess("slate")
    won = GuesserGame(lexicon, "quoin", Rules(5, None, pool="all"), daily=12)
    for word in ("adieu", "quoit", "quoin"):
        won.guess(word)
    lost = GuesserGame(lexicon, "jazzy", Rules(5, 2))
    for word in ("fuzzy", "dizzy"):
        lost.guess(word)
    return {"new": GuesserGame(lexicon, "bells"), "playing": playing, "won": won, "lost": lost}


def keeper_games(lexicon):
    games = {}
    for name, secret, answers in [("playing", "quoin", 2), ("won", "words", 20), ("lost", "fuzzy", 3)]:
        game = KeeperGame(lexicon, Rules(5, 3 if name == "lost" else None, pool="all"), make(), random.Random(1))
        for _ in range(answers):
            if game.proposal is None:
                break
            game.answer(score(game.proposal, secret))
        games[name] = game
    contradicted = KeeperGame(lexicon, Rules(5, None, pool="all"), make(), random.Random(2))
    contradicted.answer("00000")
    contradicted.answer("22221")  # four letters in place and a fifth elsewhere: no room for it
    games["contradicted"] = contradicted
    return games


def make():
    from wordgames.wordle.strategies import make_strategy

    return make_strategy(STRATEGY)


def assistant_sessions(lexicon):
    playing = AssistantSession(lexicon, Rules(5, None), make(), random.Random(3))
    playing.add("crane", score("crane", "quoin"))
    solved = AssistantSession(lexicon, Rules(5, None, pool="all"), make(), random.Random(3))
    for word in ("crane", "quoin"):
        solved.add(word, score(word, "quoin"))
    contradicted = AssistantSession(lexicon, Rules(5, None, pool="all"), make(), random.Random(3))
    contradicted.add("where", "00000")
    contradicted.add("world", "20000")
    new = AssistantSession(lexicon, Rules(7, None, pool="all"), make(), random.Random(3))
    return {"new": new, "playing": playing, "solved": solved, "contradicted": contradicted}


def test_guesser_games_round_trip(lexicon):
    games = guesser_games(lexicon)
    assert [g.status for g in games.values()] == [PLAYING, PLAYING, WON, LOST]
    for game in games.values():
        back = round_trip(game, read_guesser(lexicon))
        assert (back.secret, back.rules, back.daily) == (game.secret, game.rules, game.daily)
        assert back.keyboard() == game.keyboard()
    back = GuesserGame.from_data(lexicon, games["playing"].to_data())
    assert back.guess("crane").is_win  # the restored game goes on


def test_keeper_games_round_trip(lexicon):
    games = keeper_games(lexicon)
    assert games["won"].status == WON and games["lost"].status == LOST and games["contradicted"].impossible
    for game in games.values():
        back = round_trip(game, read_keeper(lexicon))
        assert back.proposal == game.proposal and back.impossible == game.impossible
        assert back.candidates == game.candidates and back.explain() == game.explain()
    back = read_keeper(lexicon)(games["contradicted"].to_data())
    back.undo()
    assert not back.impossible and back.proposal == games["contradicted"].history[-1][0]


def test_assistant_sessions_round_trip(lexicon):
    sessions = assistant_sessions(lexicon)
    assert sessions["solved"].solved and sessions["contradicted"].impossible
    for session in sessions.values():
        back = round_trip(session, read_assistant(lexicon))
        assert back.candidates == session.candidates and back.solved == session.solved
        assert back.rules == session.rules
        assert back.suggestion() == session.suggestion()


def test_a_restored_assistant_suggests_the_same_word_when_the_pick_is_random(lexicon):
    """Several common candidates left: the strategy picks one at random, so the restored session
    (another random generator) must show the stored suggestion, not draw again."""
    for seed in range(6):
        session = AssistantSession(lexicon, Rules(5, None), make(), random.Random(seed))
        session.add("crane", "20010")
        assert len(session.targets) > 1
        suggested = session.suggestion()
        back = AssistantSession.from_data(lexicon, json.loads(json.dumps(session.to_data())), random.Random(99))
        assert back.suggestion() == suggested


def mutated(data, **changes):
    data = copy.deepcopy(data)
    for key, value in changes.items():
        if value is DELETE:
            del data[key]
        else:
            data[key] = value
    return data


DELETE = object()


@pytest.mark.parametrize(
    "changes, reason",
    [
        ({"kind": "wordle-keeper"}, "not a saved wordle-guesser"),
        ({"version": 2}, "version"),
        ({"version": True}, "version"),
        ({"secret": DELETE}, "missing"),
        ({"secret": 5}, "must be text"),
        ({"secret": "crang" * 1000}, "not a dictionary word"),
        ({"secret": "xyzzq"}, "not a dictionary word"),
        ({"secret": "bells"}, "do not match"),  # the colours were those of CRANE
        ({"moves": [["slate", "00102"]]}, "do not match"),
        ({"moves": [["slat", "0010"]]}, "not 5 letters"),
        ({"moves": [["SLATE", "00120"]]}, "not 5 letters"),
        ({"moves": [["slate", "0012"]]}, "digits"),
        ({"moves": [["slate", " 00202"]]}, "digits"),
        ({"moves": [["slate", "00130"]]}, "digits"),
        ({"moves": [["slate"]]}, "pair"),
        ({"moves": "slate"}, "a list"),
        ({"moves": [["xyzzq", "00000"]]}, "not in the dictionary"),
        ({"moves": [["slate", "00202"], ["slate", "00202"]]}, "already guessed"),
        ({"moves": [["slate", "00202"], ["bingo", "00100"]]}, "hard mode"),
        ({"moves": [["crane", "22222"], ["slate", "00202"]]}, "over"),
        ({"max_guesses": 1, "moves": [["slate", "00202"], ["trace", "01222"]]}, "over"),
        ({"max_guesses": 0}, "maximum guesses"),
        ({"max_guesses": "6"}, "a number or null"),
        ({"hard_mode": 1}, "true or false"),
        ({"pool": "rare"}, "secret pool"),
        ({"daily": 0}, "daily"),
        ({"daily": 2.5}, "a number or null"),
    ],
)
def test_guesser_data_that_is_not_a_game(lexicon, changes, reason):
    data = GuesserGame(lexicon, "crane", Rules(5, 6, True))
    data.guess("slate")
    with pytest.raises(DataError, match=reason):
        GuesserGame.from_data(lexicon, mutated(data.to_data(), **changes))


@pytest.mark.parametrize("data", [None, [], "game", 3, {"kind": "wordle-guesser"}])
def test_not_an_object_or_no_version(lexicon, data):
    for read in (read_guesser(lexicon), read_keeper(lexicon), read_assistant(lexicon)):
        with pytest.raises(DataError):
            read(data)


def test_keeper_data_that_is_not_a_game(lexicon):
    games = keeper_games(lexicon)
    playing, won, contradicted = (games[k].to_data() for k in ("playing", "won", "contradicted"))
    first = playing["moves"][0]
    bad = [
        (mutated(playing, strategy="psychic"), "unknown strategy"),
        (mutated(playing, strategy=None), "must be text"),
        (mutated(playing, length=21), "3-20"),
        (mutated(playing, length=4), "not 4 letters"),
        (mutated(playing, proposal=first[0]), "already guessed"),
        (mutated(playing, proposal="xyzzq"), "not in the dictionary"),
        (mutated(playing, proposal=7), "must be text"),
        (mutated(won, proposal="crane"), "pending after the end"),
        (mutated(won, moves=[*won["moves"], first]), "after the end"),
        (mutated(contradicted, moves=[*contradicted["moves"], ["bells", "00000"]]), "after the end"),
        (mutated(playing, moves=[first, first]), "already guessed"),
        (mutated(playing, max_guesses=1, moves=[first]), "pending after the end"),
    ]
    for data, reason in bad:
        with pytest.raises(DataError, match=reason):
            read_keeper(lexicon)(data)


def test_assistant_data_that_is_not_a_session(lexicon):
    sessions = assistant_sessions(lexicon)
    solved, contradicted = sessions["solved"].to_data(), sessions["contradicted"].to_data()
    bad = [
        (mutated(solved, moves=[*solved["moves"], ["bells", "00000"]]), "the word is found"),
        (mutated(contradicted, moves=[*contradicted["moves"], ["bells", "00000"]]), "undo first"),
        (mutated(solved, kind="wordle-guesser"), "not a saved wordle-assistant"),
        (mutated(solved, moves=[["quoin", "22222"], ["quoin", "22222"]]), "the word is found"),
        (mutated(solved, moves=[["crane", "00000"], ["crane", "00000"]]), "already guessed"),
    ]
    for data, reason in bad:
        with pytest.raises(DataError, match=reason):
            read_assistant(lexicon)(data)


def test_an_impossible_board_is_refused_only_at_its_end(lexicon):
    """Colours no word fits may stand only as the last move (the game stops there until undo)."""
    session = assistant_sessions(lexicon)["contradicted"].to_data()
    moves = session["moves"]
    early = mutated(session, moves=[moves[1], moves[0]])  # a green W then no W: impossible at once...
    read_assistant(lexicon)(mutated(early, moves=early["moves"][:1]))  # (a green W alone is fine)
    read_assistant(lexicon)(early)  # ...and still the last move: the session stays contradicted
    with pytest.raises(DataError, match="undo first"):
        read_assistant(lexicon)(mutated(early, moves=[*early["moves"], ["crane", "00000"]]))


# ----- Word Challenge -----


def read_challenge(lexicon):
    return lambda data: ChallengeGame.from_data(lexicon, data, random.Random(9))


def challenge_games(lexicon):
    playing = ChallengeGame(lexicon, "etvailucmu", random.Random(4))
    for word in ("cute", "aclu", "time", "zzz", "cumulative"):
        playing.attempt(word)
    playing.spend(42.5)
    given_up = ChallengeGame(lexicon, "sedtun", random.Random(4))
    given_up.attempt("nudest")
    given_up.give_up()
    timed_out = ChallengeGame(lexicon, "sedtun", random.Random(4))
    timed_out.spend(1000)
    cleared = ChallengeGame(lexicon, "sedtun", random.Random(4))
    for word in (*cleared.answers[:2], "dunts", *cleared.answers[2:]):  # a bonus word before the last asked
        cleared.attempt(word)
    return {
        "new": ChallengeGame.new(lexicon, 8, random.Random(4)),
        "playing": playing,
        "given up": given_up,
        "timed out": timed_out,
        "cleared": cleared,
        "second round": given_up.next_round(),
    }


def test_challenge_games_round_trip(lexicon):
    games = challenge_games(lexicon)
    assert games["playing"].bonus == ["aclu"] and games["timed out"].over and games["cleared"].over
    assert games["cleared"].bonus == ["dunts"]
    for game in games.values():
        data = game.to_data()
        back = read_challenge(lexicon)(json.loads(json.dumps(data)))
        assert back.to_data() == data
        assert (back.score, back.found, back.bonus, back.over, back.time_left, back.round) == (
            game.score,
            game.found,
            game.bonus,
            game.over,
            game.time_left,
            game.round,
        )
        assert back.missed == game.missed and back.qualified == game.qualified


def test_challenge_data_that_is_not_a_round(lexicon):
    data = challenge_games(lexicon)["playing"].to_data()
    bad = [
        ({"kind": "wordle-guesser"}, "not a saved word-challenge"),
        ({"version": 0}, "version"),
        ({"tiles": "etvail<b>"}, "only letters"),
        ({"tiles": "e" * 21}, "at most 20"),
        ({"tiles": 12}, "must be text"),
        ({"found": ["cute", "cute"]}, "already found"),
        ({"found": ["aclu"], "bonus": []}, "is not asked for"),  # a bonus word listed as asked
        ({"found": [], "bonus": ["cute"]}, "is asked for by this round"),
        ({"found": ["xyzzy"]}, "letter you do not have"),
        ({"found": ["cuteness"]}, "letter you do not have"),
        ({"found": [7]}, "must be text"),
        ({"bonus": "aclu"}, "a list"),
        ({"time_left": -1}, "time left"),
        ({"time_left": 1e9}, "time left"),
        ({"time_left": float("nan")}, "time left"),
        ({"time_left": "60"}, "a number"),
        ({"time_left": 0}, "time is up but the round is not over"),
        ({"round": 0}, "round 0"),
        ({"carried": -5}, "carried"),
        ({"carried": True}, "a number"),
        ({"min_length": "3"}, "a number"),
        ({"over": "no"}, "true or false"),
        ({"over": DELETE}, "missing"),
    ]
    for changes, reason in bad:
        with pytest.raises(DataError, match=reason):
            read_challenge(lexicon)(mutated(data, **changes))
    cleared = challenge_games(lexicon)["cleared"].to_data()
    with pytest.raises(DataError, match="every word is found but the round is not over"):
        read_challenge(lexicon)(mutated(cleared, over=False))


# Games as the page stored them before games held one Rules value (written by main at d1d48e2): players'
# browsers keep such data, so it must read back to the same rules and be written again byte for byte.
STORED_BEFORE_RULES = {
    "guesser": {"kind": "wordle-guesser", "version": 1, "secret": "crane", "max_guesses": 6, "hard_mode": True,
                "pool": "common", "daily": 12, "moves": [["slate", "00202"]]},
    "adversary": {"kind": "wordle-adversary", "version": 1, "length": 5, "max_guesses": 4, "hard_mode": True,
                  "pool": "all", "moves": [["slate", "00100"]]},
    "boards": {"kind": "wordle-boards", "version": 1, "secrets": ["crane", "slate"], "max_guesses": 7,
               "pool": "common", "guesses": ["crane"]},
    "keeper": {"kind": "wordle-keeper", "version": 1, "length": 5, "strategy": "letter-frequency", "hard_mode": True,
               "pool": "common", "moves": [["raise", "00100"]], "max_guesses": 5, "proposal": "linty"},
    "assistant": {"kind": "wordle-assistant", "version": 1, "length": 5, "strategy": "letter-frequency",
                  "hard_mode": False, "pool": "all", "moves": [["crane", "00100"]], "suggestion": "atlas"},
    "dailies": {"kind": "dailies", "version": 1, "games": [[1, 5, 300, ["crane"], 5, True, False, True],
                                                          [4, 5, 301, ["crane"], 9, False, False, False]]},
}  # fmt: skip
READ_BEFORE_RULES = {
    "guesser": (lambda lexicon, data: GuesserGame.from_data(lexicon, data), Rules(5, 6, True, "common")),
    "adversary": (lambda lexicon, data: AdversaryGame.from_data(lexicon, data), Rules(5, 4, True, "all")),
    "boards": (lambda lexicon, data: BoardsGame.from_data(lexicon, data), Rules(5, 7, False, "common", 2)),
    "keeper": (lambda lexicon, data: read_keeper(lexicon)(data), Rules(5, 5, True, "common")),
    "assistant": (lambda lexicon, data: read_assistant(lexicon)(data), Rules(5, None, False, "all")),
}


@pytest.mark.parametrize("kind", list(READ_BEFORE_RULES))
def test_games_stored_before_they_held_rules_read_back_to_the_same_rules_and_data(lexicon, kind):
    read, rules = READ_BEFORE_RULES[kind]
    stored = copy.deepcopy(STORED_BEFORE_RULES[kind])
    game = read(lexicon, stored)
    assert game.rules == rules and game.to_data() == STORED_BEFORE_RULES[kind]


def test_dailies_logged_before_they_held_rules_replay_by_the_same_rules(lexicon):
    log = DailyLog.from_data(copy.deepcopy(STORED_BEFORE_RULES["dailies"]))
    assert log.to_data() == STORED_BEFORE_RULES["dailies"]
    one, four = log.replay(lexicon, (1, 5, 300)), log.replay(lexicon, (4, 5, 301))
    assert one.rules == Rules(5, 5, True, "common") and one.daily == 300 and one.status == PLAYING
    assert four.rules.guess_limit == 9 and four.rules.boards == 4 and four.guesses == ["crane"]
