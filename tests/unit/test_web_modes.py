"""The page's Wordle modes on CPython (they touch no DOM): keys, rows, moves, messages; and the seeded games."""

import datetime
import random
from itertools import product
from pathlib import Path

import pytest

from wordgames.web.params import parse_query
from wordgames.web.randoms import GameRandoms
from wordgames.web.wordle.mode import Note, Settings
from wordgames.web.wordle.modes import MODES, AdversaryMode, AssistantMode, GuesserMode, KeeperMode, QuordleMode
from wordgames.wordle.candidates import candidates
from wordgames.wordle.daily import daily_game, daily_number
from wordgames.wordle.feedback import Pattern, score
from wordgames.wordle.game import GuesserGame
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.rules import GameError, Rules, secret_pool


def guesser(lexicon, seed=1, **settings) -> GuesserMode:
    return GuesserMode.new(Settings("guesser", **settings), lexicon, random.Random(seed), None)


def keeper(lexicon, **settings) -> KeeperMode:
    return KeeperMode.new(Settings("keeper", strategy="letter-frequency", **settings), lexicon, random.Random(1), None)


def assistant(lexicon) -> AssistantMode:
    return AssistantMode.new(Settings("assistant", strategy="letter-frequency"), lexicon, random.Random(1), None)


def type_keys(mode, keys: str) -> list[Note | None]:
    return [mode.press(key) for key in keys]


# ----- one interface ----------------------------------------------------------------------------


def test_every_mode_the_url_offers_is_a_mode_object():
    assert set(MODES) == {
        *("guesser", "keeper", "assistant", "adversary", "adversary-challenge", "dordle", "quordle", "octordle"),
        *("dordle-sequence", "quordle-sequence", "octordle-sequence"),
    }
    for name, kind in MODES.items():
        assert parse_query(f"mode={name}", []).mode == name and kind.name == name and kind.help
    assert [kind.thinks for kind in MODES.values()] == [False, True, True] + [False] * 8


# ----- adversary ---------------------------------------------------------------------------------


def test_adversary_says_how_many_words_are_left_and_shares_a_link_to_the_same_keeper(lexicon):
    mode = AdversaryMode.new(Settings("adversary", guesses=None), lexicon, random.Random(1), None)
    common = len(secret_pool(lexicon, 5, "common"))  # 2,463: known words, none offensive
    assert mode.status() == f"Guess 1 · {common:,} words still possible" and common > 2000
    type_keys(mode, "crane")
    mode.submit()
    left = len(mode.game.candidates)
    assert mode.status() == f"Guess 2 · {left:,} words still possible" and left < common
    assert mode.shared_game() is None and mode.key_states()[0]
    while not mode.finished():
        type_keys(mode, mode.game.candidates[-1])
        mode.submit()
    assert mode.announce().kind == "success" and mode.shared_game() is mode.game
    assert mode.challenge_query() == "mode=adversary&length=5&guesses=unlimited&pool=common&hard=0"
    assert parse_query("?" + mode.challenge_query(), []).mode == "adversary"


def test_adversary_game_lost_names_words_still_possible(lexicon):
    mode = AdversaryMode.new(Settings("adversary", guesses=1), lexicon, random.Random(1), None)
    type_keys(mode, "crane")
    mode.submit()
    assert mode.finished() and mode.announce().text.startswith("Out of guesses: ")


# ----- several boards ----------------------------------------------------------------------------


def test_four_boards_take_each_guess_until_solved(lexicon):
    mode = QuordleMode.new(Settings("quordle", guesses=QuordleMode.usual_guesses()), lexicon, random.Random(5), None)
    secrets = mode.game.secrets
    assert mode.rows == 9 and mode.status() == "Guess 1 of 9 · 0 of 4 boards solved"
    type_keys(mode, secrets[2])
    assert [v.entering for v in mode.boards()] == [True] * 4
    mode.submit()
    views = mode.boards()
    assert [len(v.history) for v in views] == [1] * 4 and not views[2].entering and views[0].entering
    assert mode.status() == "Guess 2 of 9 · 1 of 4 boards solved" and mode.in_progress()
    for secret in (secrets[0], secrets[1], secrets[3]):
        type_keys(mode, secret)
        mode.submit()
    assert [len(v.history) for v in mode.boards()] == [2, 3, 1, 4]
    assert [v.latest for v in mode.boards()] == [False, False, False, True]
    assert mode.finished() and mode.analysable() and mode.announce().text == "All 4 boards solved in 4 guesses!"
    again = QuordleMode.restore(mode.settings, lexicon, mode.game.to_data(), random.Random(1), None)
    assert again.game.guesses == mode.game.guesses


def test_several_boards_take_the_guess_limit_set_and_the_url_gives_each_mode_its_usual_one(lexicon):
    mode = QuordleMode.new(Settings("quordle", guesses=12), lexicon, random.Random(5), None)
    assert mode.rows == 12 and mode.status() == "Guess 1 of 12 · 0 of 4 boards solved"
    usual = {name: parse_query(f"mode={name}", []).guesses for name in ("guesser", "dordle", "quordle", "octordle")}
    assert usual == {"guesser": 6, "dordle": 7, "quordle": 9, "octordle": 13}
    assert parse_query("mode=octordle&guesses=20", []).guesses == 20


# ----- guesser ----------------------------------------------------------------------------------


def test_guesser_types_letters_only_and_no_more_than_fit(lexicon):
    mode = guesser(lexicon)
    assert type_keys(mode, "cranes") == [None] * 6
    assert mode.pending() == ("crane", None)
    assert mode.press("1") == Note("Only letters go in a guess.", "error")
    assert mode.press("é").kind == "error"
    mode.press("Backspace")
    assert mode.pending() == ("cran", None)


def test_guesser_plays_wins_and_then_takes_no_more_keys(lexicon):
    mode = guesser(lexicon, seed=7)
    secret = mode.game.secret
    other = next(w for w in lexicon.words_of_length(5) if w != secret)
    type_keys(mode, other)
    mode.submit()
    assert mode.game.history == ((other, score(other, secret)),) and mode.pending() == ("", None)
    assert mode.announce() == Note() and mode.status() == "Guess 2 of 6" and not mode.finished()
    type_keys(mode, secret)
    mode.submit()
    assert mode.announce() == Note(f"You found {secret.upper()} in 2 guesses!", "success")
    assert mode.finished() and mode.pending() is None and mode.status() == "2 of 6 guesses used"
    assert mode.press("a") is None and mode.paste(other) is None and mode.pending() is None


def test_a_daily_game_names_its_number_under_the_board(lexicon):
    day = datetime.date(2026, 11, 26)
    mode = GuesserMode(daily_game(lexicon, day, Rules(5, 6, True)), Settings("guesser", hard=True))
    assert mode.status() == f"Daily #{daily_number(day)} · Guess 1 of 6 · hard mode"
    assert "Daily" not in guesser(lexicon).status()


def test_guesser_refusal_changes_nothing(lexicon):
    mode = guesser(lexicon)
    type_keys(mode, "zzzzz")
    with pytest.raises(GameError, match="not in the dictionary"):
        mode.submit()
    assert mode.game.history == () and mode.pending() == ("zzzzz", None)


def test_guesser_loses_and_reveals_the_secret(lexicon):
    mode = guesser(lexicon, guesses=1, hard=True)
    type_keys(mode, next(w for w in lexicon.words_of_length(5) if w != mode.game.secret))
    mode.submit()
    assert mode.announce() == Note(f"Out of guesses. The word was {mode.game.secret.upper()}.", "error")
    assert mode.status() == "1 of 1 guesses used · hard mode"


def test_paste_fills_the_row_or_says_why_not(lexicon):
    mode = guesser(lexicon)
    assert mode.paste(" Crane ") == Note() and mode.pending() == ("crane", None)
    assert mode.paste("abc1").text.startswith("Pasted text refused: a guess is letters a-z only")
    assert mode.pending() == ("crane", None)


# ----- keeper -----------------------------------------------------------------------------------


def test_keeper_takes_colours_by_digits_backspace_and_taps(lexicon):
    mode = keeper(lexicon)
    proposal = mode.game.proposal
    assert mode.press("a").text.startswith("In Keeper mode you give colours")
    type_keys(mode, "2109")
    assert mode.pending() == (proposal, [2, 1, 0, 0, 0]) and mode.cursor == 3
    mode.press("Backspace")
    mode.cycle(4)
    mode.cycle(4)
    mode.cycle(9)  # beyond the row: nothing
    assert mode.pending() == (proposal, [2, 1, 0, 0, 2])
    assert mode.keyboard() == "colours" and mode.paste("crane").kind == "error"


def test_keeper_game_won_by_the_computer(lexicon):
    mode = keeper(lexicon)
    for turn in range(1, 16):
        guess = mode.game.proposal
        type_keys(mode, score(guess, "crane").digits)
        mode.submit()
        assert len(mode.game.history) == turn and mode.cursor == 0
        if guess == "crane":
            break
    assert mode.announce() == Note(f"Got it: CRANE in {turn} guess{'es' if turn > 1 else ''}.", "success")
    assert mode.finished() and mode.pending() is None and mode.keyboard() == ""


def test_keeper_contradiction_closes_the_row_until_undo(lexicon):
    mode = keeper(lexicon, pool="all")
    proposal = mode.game.proposal
    marks = next(  # colours no dictionary word fits
        m for m in product((2, 1, 0), repeat=5) if not candidates(lexicon, Knowledge.empty(5).add(proposal, Pattern(m)))
    )
    type_keys(mode, "".join(map(str, marks)))
    mode.submit()
    closed = mode.closed()
    assert closed is not None and "Undo" in closed.text and closed.kind == "error"
    assert mode.pending() is None and mode.press("1") == closed and not mode.finished()
    assert mode.announce().text.startswith("No ") and mode.announce().kind == "error"
    assert mode.undo() == Note(f"Took back the colours of {proposal.upper()}.")
    assert mode.pending() == (proposal, list(marks)) and mode.closed() is None and not mode.can_undo()


# ----- assistant --------------------------------------------------------------------------------


def test_assistant_reports_moves_and_suggests(lexicon):
    mode = assistant(lexicon)
    first = mode.suggestion
    assert first and mode.status().endswith(f"suggested next guess: {first.upper()} (letter-frequency)")
    type_keys(mode, "where20012")
    assert mode.pending() == ("where", [2, 0, 0, 1, 2])
    assert mode.press("7").text.startswith("Colours are 0")
    mode.press("Backspace")  # a letter goes, and its colour with it
    assert mode.pending() == ("wher", [2, 0, 0, 1, 0])
    mode.press("e")
    mode.cycle(5)  # no letter there: nothing
    mode.submit()
    assert mode.game.history[0] == ("where", score("where", "words")) and mode.pending() == ("", [0] * 5)
    assert mode.status().startswith(f"{len(mode.game.candidates):,} candidate words remain")
    assert mode.suggestion != first and mode.can_undo()
    mode.use_suggestion()
    assert mode.pending() == (mode.suggestion, [0] * 5)


def test_assistant_takes_no_guess_after_a_contradiction(lexicon):
    mode = assistant(lexicon)
    for keys in ("where00000", "world20000"):  # no W, then a green W
        type_keys(mode, keys)
        mode.submit()
    assert mode.game.impossible and mode.pending() is None
    assert mode.announce().text.startswith("No word fits these colours")
    refusal = mode.press("c")
    assert refusal is not None and "Undo" in refusal.text and mode.draft == ""
    assert mode.paste("crane") == refusal and mode.draft == ""
    assert mode.undo() == Note("Took back the colours of WORLD.")
    assert mode.pending() == ("world", [2, 0, 0, 0, 0]) and not mode.game.impossible


# ----- seeded games -----------------------------------------------------------------------------


def test_each_game_of_a_seeded_visit_is_fixed_by_the_seed_and_its_number(lexicon):
    def secrets(seed):
        randoms = GameRandoms(seed)
        return [GuesserGame.new(lexicon, Rules(5), randoms.next()).secret for _ in range(6)]

    assert secrets(2) == secrets(2)
    assert len(set(secrets(2))) == 6 and secrets(2) != secrets(3)
    assert secrets(2)[0] == GuesserGame.new(lexicon, Rules(5), random.Random(2)).secret  # game 1: the seed itself
    unseeded = GameRandoms(None)
    assert unseeded.next().random() != unseeded.next().random()


def test_assistant_asks_for_colours_before_adding_an_uncoloured_row(lexicon):
    mode = assistant(lexicon)
    type_keys(mode, "crane")
    with pytest.raises(GameError, match="tap CRANE's tiles"):
        mode.submit()
    assert not mode.game.history and mode.pending() == ("crane", [0] * 5)
    mode.cycle(0)
    mode.submit()  # coloured: added
    assert mode.game.history[0][1].digits == "10000"
    type_keys(mode, "sloth")
    with pytest.raises(GameError):
        mode.submit()
    mode.submit()  # Enter again: all grey, on purpose
    assert mode.game.history[1][1].digits == "00000"


def test_the_first_screens_how_to_play_says_what_the_guesser_says():
    """index.html shows How to play before Python runs (a first visit is the guesser's daily word)."""
    page = (Path(__file__).resolve().parents[2] / "index.html").read_text()
    assert f'<p id="w-help">{GuesserMode.help}</p>' in page
