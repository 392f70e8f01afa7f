"""Every refusal the engine can raise to the page is retold in the player's language (web/engine_messages.py).

The guard parses each family's ``raise XError(f"...")`` and fills its placeholders with sample values; in
French the retold text must differ from the English (a pattern matched and the catalog says it). The
templates whose placeholders the parse cannot guess are retold by the family tests below, from the
engine's own refusals.
"""

from __future__ import annotations

import ast
import itertools
import re
from pathlib import Path

import pytest

from wordgames.alphabet import Alphabet
from wordgames.challenge.request import SolveRequest
from wordgames.challenge.search import Rack, RackError
from wordgames.finder.query import FinderError, Query
from wordgames.i18n import use_catalog
from wordgames.web.engine_messages import retold
from wordgames.wordle.analysis import AnalysisError, analyse
from wordgames.wordle.share import Score
from wordgames.wordlist import WordListError, list_alphabet, read_word_list
from wordgames_build import STATIC

ROOT = Path(__file__).resolve().parents[2]
# The modules whose refusals reach the page, and the errors among theirs that do.
FAMILIES = {
    "wordgames/finder/query.py": "FinderError",
    "wordgames/finder/walk.py": "FinderError",
    "wordgames/challenge/search.py": "RackError",
    "wordgames/challenge/request.py": "RackError",
    "wordgames/challenge/game.py": "ChallengeError",
    "wordgames/wordle/analysis.py": "AnalysisError",
    "wordgames/wordlist.py": "WordListError",
    "wordgames/alphabet.py": "AlphabetError",
    "wordgames/lexicon.py": "LexiconError",
    "wordgames/web/dictionary_store.py": "StoreError",
    "wordgames/web/app.py": "AssetError",
}
# Refusals the page never shows: a saved game's or a stored file's bytes checked (the page says the save
# or the file was damaged), an alphabet built wrong by the build; and the templates the family tests cover.
NOT_SHOWN = (
    "round {} with {} points carried is not a game",
    "time left must be",
    "an untimed round has no clock",
    "time spent must be",
    "the next round opens once",
    "an alphabet has 1-",
    "an alphabet's letters are",
    "folding {} to {}",
    "the keyboard holds every letter",
    "not an alphabet's bytes",
    "a knowledge byte is not",
    "dictionary asset is corrupted",
    "{} may have at most",  # finder/query.py's _typed: its ``what``, tested below
    "{} may have only",
    "{}: both {} and excluded",  # its ``where``, tested below
)
SAMPLES = ("12", "abc", "letters a-z", "ABC", "type some letters")  # a placeholder's candidate values


@pytest.fixture(autouse=True)
def french():
    use_catalog("fr", (STATIC / "locale" / "fr" / "LC_MESSAGES" / "wordgames.mo").read_bytes())
    yield
    use_catalog("en", None)


def raised_templates() -> list[tuple[str, list[str | None]]]:
    """Each family's raised message: where, and its parts (a literal, or None for a placeholder)."""
    found = []
    for module, error in FAMILIES.items():
        tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args):
                continue
            if getattr(node.exc.func, "id", "") != error:
                continue
            text = node.exc.args[0]
            if isinstance(text, ast.Constant) and isinstance(text.value, str):
                parts: list[str | None] = [text.value]
            elif isinstance(text, ast.JoinedStr):
                parts = [v.value if isinstance(v, ast.Constant) else None for v in text.values]
            else:
                continue  # str(reason): a reason of another family, retold as that one
            found.append((f"{module}:{node.lineno}", parts))
    return found


def shown(parts: list[str | None]) -> bool:
    skeleton = "".join("{}" if part is None else part for part in parts)
    return not any(skeleton.startswith(start) for start in NOT_SHOWN)


def test_the_guard_reads_every_family() -> None:
    read = {where.split(":")[0] for where, _ in raised_templates()}
    assert read == set(FAMILIES)


@pytest.mark.parametrize("where,parts", [t for t in raised_templates() if shown(t[1])], ids=lambda v: str(v)[:60])
def test_every_refusal_the_engine_raises_to_the_page_is_retold(where: str, parts: list[str | None]) -> None:
    holes = parts.count(None)
    tried = []
    for values in itertools.islice(itertools.product(SAMPLES, repeat=holes), 200):
        filled = iter(values)
        text = "".join(next(filled) if part is None else part for part in parts)
        if retold(text) != text:
            return
        tried.append(text)
    pytest.fail(f"{where}: no pattern in web/engine_messages.py or tool_refusals.py retells {tried[0]!r}")


def numbers(text: str) -> list[str]:
    return re.findall(r"\d[\d,]*", text)


def assert_retold(english: str, *kept: str) -> str:
    """``english`` retold in French: different, its figures and the given values kept."""
    french = retold(english)
    assert french != english, english
    for value in [*numbers(english), *kept]:
        assert value in french, (english, french, value)
    return french


def refusal(call, error) -> str:
    with pytest.raises(error) as caught:
        call()
    return str(caught.value)


def test_the_finder_s_refusals_in_french() -> None:
    for fields, kept in (
        (("c1t",), ("1",)),
        (("",), ()),
        (("c?t", "a1"), ("1",)),
        (("c?t", "", "b2"), ("2",)),
        (("x" * 101,), ()),
        (("c?t", "a" * 101), ()),
        (("c?t", "", "b" * 101), ()),
        (("c?t", "a", "a"), ("A",)),
        (("c?t", "", "c"), ("C",)),
        (("?" * 21,), ()),
        (("c?t", "", "", "x"), ("'x'",)),
        (("c?t", "", "", "3", "y"), ("'y'",)),
        (("c?t", "", "", "2"), ()),
        (("c?t", "", "", "3", "25"), ()),
        (("c?t", "", "", "9", "4"), ()),
    ):
        english = refusal(lambda fields=fields: Query.parse(*fields), FinderError)
        french = assert_retold(english, *kept)
        assert "lettres a-z" in french or "a-z" not in english


def test_the_racks_refusals_in_french() -> None:
    assert assert_retold(refusal(lambda: Rack.parse("ab3"), RackError), "3").startswith("seules les lettres a-z")
    assert_retold(refusal(lambda: Rack.parse(""), RackError))
    assert_retold(refusal(lambda: Rack.parse("a" * 30), RackError))
    assert_retold(refusal(lambda: SolveRequest.parse("abc", "x"), RackError), "'x'")
    assert_retold(refusal(lambda: SolveRequest.parse("abc", "30"), RackError))
    assert_retold(refusal(lambda: SolveRequest.parse("abc", "3", "z9"), RackError), "9")
    assert_retold(refusal(lambda: SolveRequest.parse("abc", "3", "zz"), RackError), "Z")
    russian = Alphabet("".join(sorted("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")))
    said = assert_retold(refusal(lambda: Rack.parse("аб1", alphabet=russian), RackError), "1")
    assert "les lettres абв" in said


def test_a_word_list_s_refusals_in_french() -> None:
    assert_retold(refusal(lambda: read_word_list("12\nab\n"), WordListError))
    mixed = refusal(lambda: list_alphabet(["chat", "кошка"]), WordListError)
    assert assert_retold(mixed).startswith("la liste ne peut pas être jouée\u202f: les mots mélangent des écritures")
    many = "".join(chr(0x4E00 + i) for i in range(70))
    assert_retold(refusal(lambda: list_alphabet([many[i : i + 5] for i in range(0, 70, 5)]), WordListError))


def test_an_analysis_s_refusals_in_french(lexicon) -> None:
    assert_retold(refusal(lambda: analyse(lexicon, []), AnalysisError))
    said = assert_retold(refusal(lambda: analyse(lexicon, [("zzzzz", "bbbbb")]), AnalysisError), "ZZZZZ")
    assert said.startswith("essai 1\u202f: ZZZZZ")  # the Wordle refusal inside is French too


def test_the_page_s_file_and_friend_lines_in_french() -> None:
    assert_retold("./static/dictionary.bin answered HTTP 404 Not Found", "./static/dictionary.bin", "Not Found")
    assert_retold("./static/dictionary.bin did not arrive (TypeError: Failed to fetch)", "TypeError: Failed to fetch")
    assert_retold("static/dictionaries.js did not load", "static/dictionaries.js")
    for score, boards in (("4/6", 1), ("X/6", 1), ("7/9", 4), ("X/9", 4)):
        friend = Score.parse(score)
        assert_retold(friend.friend_line(boards), score)
        assert_retold(friend.verdict(Score.parse("3/6")))


def test_english_is_left_as_the_engine_says_it() -> None:
    use_catalog("en", None)
    for text in (
        "type some letters",
        "only letters a-z and ? (a blank) are allowed, not 3",
        "guess 2: ABCDE was already guessed",
    ):
        assert retold(text) == text
