"""How the finder's texts write a language's letters (finder.coding): as themselves in Latin-1, else as codes."""

from __future__ import annotations

import zlib

from wordgames.alphabet import Alphabet
from wordgames.cli import texts
from wordgames.finder import Query, find
from wordgames.finder.coding import text_letters
from wordgames.finder.scan import word_texts
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
