"""The Alphabet value: letters in code-point order, folding, capitals one tile a letter, its bytes."""

import pytest

from wordgames.alphabet import CODE_CHARS, ENGLISH, MAX_LETTERS, Alphabet, AlphabetError

SPANISH = Alphabet(
    "abcdefghijklmnopqrstuvwxyzñ",
    (("á", "a"), ("é", "e"), ("í", "i"), ("ó", "o"), ("ú", "u"), ("ü", "u")),
    ("qwertyuiop", "asdfghjklñ", "zxcvbnm"),
)
GERMAN = Alphabet("abcdefghijklmnopqrstuvwxyzßäöü")


def test_english_code_text_is_the_text():
    assert ENGLISH.code_text("quiz") == "quiz"
    assert ENGLISH.codes["a"] == 0 and ENGLISH.codes["z"] == 25


def test_a_letter_with_its_own_key_is_never_folded():
    assert SPANISH.fold("ÑANDÚ") == "ñandu"
    assert SPANISH.fold("n\u0303andu") == "ñandu"  # decomposed, as macOS writes it
    assert SPANISH.is_word(SPANISH.fold("Ñandú"))


def test_capitals_never_turn_one_tile_into_two():
    assert GERMAN.upper("straße") == "STRAßE"
    assert GERMAN.fold("STRAẞE") == "straße"
    assert ENGLISH.fold("İstanbul") == "İstanbul"  # its lower case is two characters: left, so refused
    assert not ENGLISH.is_word(ENGLISH.fold("İstanbul"))


def test_code_text_keeps_code_point_order():
    words = sorted(["nube", "ñandu", "oso", "zumo"])
    assert sorted(SPANISH.code_text(w) for w in words) == [SPANISH.code_text(w) for w in words]
    assert len(CODE_CHARS) >= MAX_LETTERS and all(ord(ch) < 256 for ch in CODE_CHARS)


def test_bytes_round_trip():
    assert Alphabet.from_bytes(SPANISH.to_bytes()) == SPANISH
    assert Alphabet.from_bytes(ENGLISH.to_bytes()) == ENGLISH


@pytest.mark.parametrize(
    "letters, folding, keyboard",
    [
        ("ba", (), ()),  # not in code-point order
        ("abc", (("a", "b"),), ()),  # a letter folded
        ("abc", (("é", "x"),), ()),  # folded onto a non-letter
        ("abc", (), ("ab",)),  # a letter without a key
        ("aB", (), ()),  # not lower case
        ("".join(chr(0x4E00 + i) for i in range(MAX_LETTERS + 1)), (), ()),
    ],
)
def test_refused(letters, folding, keyboard):
    with pytest.raises(AlphabetError):
        Alphabet(letters, folding, keyboard)


def test_own_list_alphabet():
    assert Alphabet.of_words(["café", "abc"]).letters == "abcfé"
    with pytest.raises(AlphabetError, match="mix scripts"):
        Alphabet.of_words(["abc", "абв"])


def test_a_capital_sigma_lowers_to_sigma_wherever_it_stands():
    """str.lower() writes a word-final Σ as ς, a letter of its own: typed capitals fold letter by letter."""
    greek = Alphabet("αβγδσ")
    assert greek.fold("ΑΑΣ") == "αασ" and greek.is_word(greek.fold("ΑΑΣ"))
    assert greek.fold("ας") == "ας"  # a final sigma typed as such stays what was typed
