"""First checks of the engine's published examples."""

from wordgames.challenge import Rack, solve
from wordgames.wordle.feedback import score


def test_abracadabra_on_the_small_dictionary(small_lexicon):
    expected = ("abc", "arc", "bad", "bar", "car", "arab", "brad", "card", "radar", "barbara")
    assert solve(small_lexicon, Rack.parse("abracadabra")).words == expected


def test_words_where_scores_20010():
    assert score("where", "words").digits == "20010"


def test_default_asset_has_every_word(lexicon):
    assert len(lexicon) == 369_880  # the course's 369,351 and 529 modern words (test_modern_words.py)
    assert "abracadabra" in lexicon and "zzzzq" not in lexicon
