"""--language on the command line: a pack's asset read, words typed with or without accents, usual spellings printed."""

from __future__ import annotations

import pytest
from cli_support import one_error_line

from wordgames import cli
from wordgames.alphabet import Alphabet
from wordgames.lexicon import Lexicon

SPANISH = Alphabet(
    "abcdefghijklmnopqrstuvwxyzñ",
    (("á", "a"), ("é", "e"), ("í", "i"), ("ó", "o"), ("ú", "u"), ("ü", "u")),
    ("qwertyuiop", "asdfghjklñ", "zxcvbnm"),
)
WORDS = ["niño", "niños", "año", "años", "árbol", "canción", "camión", "sueño", "señor", "leña", "nube", "perro"]
RUSSIAN = Alphabet("абвгдежзийклмнопрстуфхцчшщъыьэюя", (("ё", "е"),))


@pytest.fixture
def packs(monkeypatch, tmp_path):
    """A Spanish and a Russian pack where the build puts them."""
    (tmp_path / "static").mkdir()
    spellings = {SPANISH.fold(w): w for w in WORDS}
    spanish = Lexicon.from_words(WORDS, alphabet=SPANISH, spellings=spellings)
    (tmp_path / "static" / "dictionary-es.bin").write_bytes(spanish.to_bytes())
    russian = Lexicon.from_words(["ёлка", "кот", "кошка", "ток", "окно"], alphabet=RUSSIAN)
    (tmp_path / "static" / "dictionary-ru.bin").write_bytes(russian.to_bytes())
    monkeypatch.setattr(cli, "ROOT", str(tmp_path))
    return tmp_path


def test_find_prints_the_usual_spelling(cmd, packs):
    status, out, _ = cmd("find", "--language", "es", "ca*", "--rare")
    assert status == 0 and out.split() == ["camión", "canción"]
    status, out, _ = cmd("--language", "es", "find", "a?o", "--rare")
    assert out.split() == ["año"]  # ñ is a letter of its own: ano is not año


def test_words_fold_alike_with_or_without_accents(cmd, packs):
    with_accents = cmd("feedback", "--language", "es", "CAMIÓN", "nación")
    without = cmd("feedback", "--language", "es", "camion", "nacion")
    assert with_accents == without and with_accents[1].strip() == "120222"
    assert cmd("candidates", "--language", "es", "arból:22222", "--rare")[1].split() == ["árbol"]


def test_challenge_in_cyrillic(cmd, packs):
    status, out, _ = cmd("challenge", "--language", "ru", "КОШКАТ", "--rare")
    assert status == 0 and set(out.split()) == {"кот", "ток", "кошка"}
    assert cmd("challenge", "--language", "ru", "ёлка", "--rare")[1].split() == ["елка"]


def test_a_pack_not_built_or_unknown_says_so(cmd, packs):
    assert "German pack static/dictionary-de.bin is not built" in one_error_line(*cmd("find", "--language", "de", "a*"))
    assert "no language 'xx'" in one_error_line(*cmd("find", "--language", "xx", "a*"))
    assert "letters a-z" not in one_error_line(*cmd("find", "--language", "ru", "cat"))


def test_languages_lists_the_packs_found(cmd, packs, monkeypatch):
    monkeypatch.setattr(cli, "DEFAULT_ASSET", str(packs / "static" / "dictionary.bin"))  # no English here
    status, out, _ = cmd("languages")
    lines = out.splitlines()
    assert status == 0 and [line.split()[0] for line in lines] == ["es", "ru"]
    assert "27 letters" in lines[0] and "12 words" in lines[0] and "32 letters" in lines[1]
