"""The Wordle assistant session: reported moves narrow the candidates; contradictions are explained and undone."""

import random

import pytest

from wordgames.wordle.assistant import AssistantSession
from wordgames.wordle.candidates import candidates
from wordgames.wordle.feedback import score
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.rules import GameError, Rules
from wordgames.wordle.strategies import make_strategy


@pytest.fixture
def session(small_lexicon):
    return AssistantSession(
        small_lexicon, Rules(5, None, pool="all"), make_strategy("letter-frequency"), random.Random(3)
    )


def test_reported_moves_narrow_to_the_secret(session, small_lexicon):
    secret = "words"
    for guess in ("where", "world"):
        session.add(guess, score(guess, secret))
    expected = candidates(small_lexicon, Knowledge.from_history(5, [(g, score(g, secret)) for g in ("where", "world")]))
    assert session.candidates == expected and secret in session.candidates
    assert all(session.knowledge.allows(w) for w in session.candidates)


def test_suggestion_follows_the_strategy_until_solved(session):
    secret = "plant"
    for _ in range(12):
        guess = session.suggestion()
        assert guess is not None
        session.add(guess, score(guess, secret).digits)
        if guess == secret:
            break
    assert session.solved and session.suggestion() is None


def test_contradiction_is_explained_and_undone(session):
    session.add("where", "00000")  # no W in the secret...
    count = len(session.candidates)
    session.add("world", "20000")  # ...but a green W
    assert session.impossible and session.suggestion() is None
    assert session.explain().startswith("No word fits these colours") and "W" in session.explain()
    with pytest.raises(GameError, match="undo"):  # nothing more is taken until the contradiction goes
        session.add("plant", "00000")
    assert len(session.history) == 2
    assert session.undo() == "world"
    assert not session.impossible and session.explain() == ""
    assert len(session.candidates) == count and len(session.history) == 1


def test_dictionary_contradiction_without_a_rule_broken(session, small_lexicon):
    session.add("where", "22220")
    rest = [w for w in session.candidates if w != "where"]
    for word in rest:
        session.add(word, "22220")
    assert session.impossible and "Check the colours" in session.explain()


@pytest.mark.parametrize("text", ["<script>", "ab1de", "toolongword", "zzzzz", ""])
def test_bad_guesses_are_refused_with_a_reason(session, text):
    with pytest.raises(GameError) as error:
        session.add(text, "00000")
    assert str(error.value)
    assert session.history == ()


def test_bad_colours_are_refused(session):
    for digits in ("0000", "00300", "abc"):
        with pytest.raises(GameError):
            session.add("where", digits)
    assert session.history == ()


def test_undo_with_nothing_to_undo(session):
    with pytest.raises(GameError):
        session.undo()


def test_common_pool_is_aimed_at_first_but_every_word_stays_possible(lexicon):
    from wordgames.wordle.rules import secret_pool

    session = AssistantSession(lexicon, Rules(5, None), make_strategy("letter-frequency"), random.Random(3))
    common = set(secret_pool(lexicon, 5, "common"))
    assert set(session.targets) == common and session.candidates == list(lexicon.words_of_length(5))
    session.add("crane", score("crane", "plant"))
    assert session.targets and set(session.targets) <= common and "plant" in session.targets
    assert set(session.targets) < set(session.candidates)
