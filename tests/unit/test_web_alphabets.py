"""The page's Wordle in another alphabet: letters typed fold by it, the keyboard drawn from its rows."""

import random

from wordgames.alphabet import ENGLISH, Alphabet
from wordgames.lexicon import Lexicon
from wordgames.web.wordle.mode import KEY_ROWS, Note, Settings, key_rows
from wordgames.web.wordle.modes import GuesserMode

FRENCH = Alphabet(
    "abcdefghijklmnopqrstuvwxyz",
    (("é", "e"), ("è", "e"), ("ê", "e"), ("œ", "oe")),
    ("azertyuiop", "qsdfghjklm", "wxcvbn"),
)
RUSSIAN = Alphabet("абвгдежзийклмнопрстуфхцчшщъыьэюя", (("ё", "е"),))


def test_english_keys_are_as_ever_and_others_come_from_the_alphabet():
    assert key_rows(ENGLISH) == KEY_ROWS == ("qwertyuiop", "asdfghjkl", "+zxcvbnm-")
    assert key_rows(FRENCH) == ("azertyuiop", "qsdfghjklm", "+wxcvbn-")
    rows = key_rows(RUSSIAN)  # no rows of its own (an own list's): its letters, a row at a time
    assert (
        "".join(rows).replace("+", "").replace("-", "") == RUSSIAN.letters
        and rows[-1][0] == "+"
        and rows[-1][-1] == "-"
    )


def test_typed_letters_fold_by_the_alphabet():
    words = ["élève", "cœurs", "table", "tête"]
    lexicon = Lexicon.from_words(words, alphabet=FRENCH, spellings={FRENCH.fold(w): w for w in words})
    mode = GuesserMode.new(Settings("guesser", length=5), lexicon, random.Random(1), None)
    assert [mode.press(key) for key in "ÉLÈVE"] == [None] * 5
    assert mode.pending() == ("eleve", None)
    for _ in range(5):
        mode.press("Backspace")
    assert [mode.press(key) for key in "cœur"] == [None] * 4 and mode.pending() == ("coeur", None)
    russian = Lexicon.from_words(["ёлкаа", "кошка"], alphabet=RUSSIAN)
    mode = GuesserMode.new(Settings("guesser", length=5), russian, random.Random(1), None)
    assert mode.press("Ё") is None and mode.pending() == ("е", None)
    assert mode.press("q") == Note(f"Only letters {RUSSIAN.letters} go in a guess.", "error")
