"""How the finder's texts write a language's letters (finder.coding): as themselves in Latin-1, else as codes."""

from __future__ import annotations

import re
import zlib

import pytest

from wordgames.alphabet import Alphabet
from wordgames.cli import texts
from wordgames.finder import Query, find
from wordgames.finder.coding import text_letters
from wordgames.finder.scan import ScanMatches, word_texts
from wordgames.lexicon import Lexicon

GERMAN = Alphabet("abcdefghijklmnopqrstuvwxyzßäöü")
RUSSIAN = Alphabet("абвгдежзийклмнопрстуфхцчшщъыьэюяё")
GERMAN_WORDS = ["apfel", "äpfel", "haus", "häuser", "maß", "straße", "tür", "türen", "öfen"]


def test_a_latin_1_alphabets_texts_are_its_words_and_others_are_codes():
    lexicon = Lexicon.from_words(GERMAN_WORDS, alphabet=GERMAN)
    assert word_texts(lexicon).text(5) == "\n".join(w for w in sorted(GERMAN_WORDS) if len(w) == 5)
    assert text_letters(GERMAN).plain and not text_letters(RUSSIAN).plain
    assert text_letters(RUSSIAN).encode("дом") == RUSSIAN.code_text("дом") != "дом"
    assert list(find(lexicon, Query.parse("*ä*", alphabet=GERMAN)).words()) == ["äpfel", "häuser"]
    assert list(find(lexicon, Query.parse("*ß*", alphabet=GERMAN)).words()) == ["maß", "straße"]


def test_kept_code_texts_of_a_latin_1_alphabet_are_refused(tmp_path):
    """A file kept before the texts held German's letters holds their codes: read, it would list wrong words."""
    lexicon = Lexicon.from_words(GERMAN_WORDS, alphabet=GERMAN)
    body = "\n".join(GERMAN.code_text("\n".join(lexicon.words_of_length(n))) for n in lexicon.lengths())
    data = body.encode("latin-1")
    path = tmp_path / "texts.txt"
    path.write_bytes(texts.MAGIC + b"%08x\n" % zlib.crc32(data) + data)
    assert not texts.load(str(path), Lexicon.from_words(GERMAN_WORDS, alphabet=GERMAN))
    texts.save(str(path), lexicon)  # the texts as they are now: read back
    assert texts.load(str(path), Lexicon.from_words(GERMAN_WORDS, alphabet=GERMAN))


GREEK = Alphabet("αβγδεζηθικλμνξοπρστυφχψω")
POLISH = Alphabet("".join(sorted("aąbcćdeęfghijklłmnńoóprsśtuwyzźż")))
SPELLED_WORDS = {
    RUSSIAN: ["дом", "дома", "дым", "лес", "мост", "окно", "слово", "сон", "стол", "ёлка", "щука", "ящик"],
    GREEK: ["αλασ", "γατα", "δεντρο", "θαλασσα", "λαθοσ", "λεξη", "μηλο", "νερο", "σπιτι", "ψαρι", "ωρα"],
    POLISH: ["ćma", "gęś", "jabłko", "koń", "łąka", "mąka", "róża", "sól", "źródło", "żaba", "żółw", "dom"],
}


def expected(words: list[str], pattern: str, must: str = "", exclude: str = "") -> list[str]:
    """The words ``pattern`` matches (``?`` a letter, ``*`` any letters) with ``must`` and without ``exclude``."""
    shape = re.compile(pattern.replace("?", ".").replace("*", ".*"))
    fits = [
        w
        for w in words
        if shape.fullmatch(w) and all(w.count(ch) >= must.count(ch) for ch in must) and not set(w) & set(exclude)
    ]
    return sorted(fits, key=lambda w: (len(w), w))


@pytest.mark.parametrize("alphabet", [RUSSIAN, GREEK, POLISH], ids=["ru", "el", "pl"])
def test_code_texts_list_their_words_in_letters_by_either_pass(alphabet):
    """Beyond Latin-1 the texts are codes and the words are listed from the part decoded at once (the expression
    in letters) or cut out of the marked lines decoded at once: both give the words in letters."""
    words = SPELLED_WORDS[alphabet]
    lexicon = Lexicon.from_words(words, alphabet=alphabet)
    assert not text_letters(alphabet).plain
    letters = sorted(set("".join(words)))
    queries = [(f"*{ch}*", "", "") for ch in letters] + [(f"?{ch}*", "", "") for ch in letters]
    queries += [("*", letters[0], letters[-1]), ("????", "", letters[1]), ("*", letters[2] * 2, "")]
    for pattern, must, exclude in queries:
        query = Query.parse(pattern, must, exclude, alphabet=alphabet)
        want = expected(words, pattern, must, exclude)
        assert list(ScanMatches(lexicon, query).words()) == want, (pattern, must, exclude)  # the expression first
        marked = ScanMatches(lexicon, query)
        assert marked.total == len(want)  # the marking pass first, the words cut out of the marked lines then
        assert list(marked.words()) == want, (pattern, must, exclude)
        assert sorted(marked.shown(rare=True)) == sorted(want)
