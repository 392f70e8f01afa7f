"""The page's records over a stand-in localStorage: the log of dailies exported and imported with the
statistics (each daily once), and a removed dictionary's records gone with it."""

from __future__ import annotations

import importlib
import sys

import pytest
from fake_dom import install

from wordgames.travel import file_text, read_export
from wordgames.wordle.archive import make_daily

STUBBED = ("pyscript", "pyodide", "pyodide.ffi")


class Storage:
    """localStorage as the page uses it: text values by key, listed by index."""

    def __init__(self) -> None:
        self.values: dict[str, str] = {}

    @property
    def length(self) -> int:
        return len(self.values)

    def key(self, i: int) -> str | None:
        return list(self.values)[i] if i < len(self.values) else None

    def getItem(self, key: str) -> str | None:
        return self.values.get(key)

    def setItem(self, key: str, value: str) -> None:
        self.values[key] = value

    def removeItem(self, key: str) -> None:
        self.values.pop(key, None)


@pytest.fixture
def web():
    """The web layer's records, storage and dictionary modules, imported over the stand-in DOM."""
    saved = {name: sys.modules.pop(name) for name in list(sys.modules) if name.startswith("wordgames.web.")}
    install()
    yield {name: importlib.import_module(f"wordgames.web.{name}") for name in ("records", "storage", "dictionary")}
    for name in [*STUBBED, *(n for n in sys.modules if n.startswith("wordgames.web."))]:
        sys.modules.pop(name, None)
    sys.modules.update(saved)


def device(web, lexicon, name: str = ""):
    """A device's records (with its own storage), using the dictionary ``name`` (the built-in list: '')."""
    words = web["dictionary"].InUse(lexicon)
    if name:
        words.use(name, lexicon)
    storage = Storage()
    return web["records"].Records(web["storage"].Memory(storage), words), storage


def won_daily(lexicon, key):
    game = make_daily(lexicon, key)
    for secret in (game.secret,) if key[0] == 1 else game.secrets:
        game.guess(secret)
    return game


def test_the_log_of_dailies_travels_and_counts_once(web, lexicon):
    home, _ = device(web, lexicon)
    home.add_daily(won_daily(lexicon, (1, 5, 3)), archive=True)
    home.add_daily(won_daily(lexicon, (4, 5, 4)), archive=False)
    away, _ = device(web, lexicon)
    away.add_daily(won_daily(lexicon, (1, 5, 3)), archive=False)  # played on both: counted once
    code = read_export(file_text(home.export(None)))
    assert set(code.shelves[""][home.device].dailies.games) == {(1, 5, 3), (4, 5, 4)}
    assert away.take(code) == (0, 1)
    assert away.take(code) == (0, 0)  # read twice: nothing new
    assert set(away.dailies.games) == {(1, 5, 3), (4, 5, 4)}
    assert away.dailies.played((1, 5, 3)).archive is False  # this device's own game first
    assert away.dailies.archive_tally() == (0, 0)
    back = away.export(None)
    assert home.take(back) == (0, 0)  # home's own dailies came back: nothing counts twice
    assert set(home.dailies.games) == {(1, 5, 3), (4, 5, 4)}


def test_a_removed_dictionary_takes_everything_kept_by_its_name(web, lexicon):
    mine, storage = device(web, lexicon, "made up")
    mine.add_daily(won_daily(lexicon, (1, 5, 3)), archive=False)
    other, _ = device(web, lexicon, "made up")
    other.add_daily(won_daily(lexicon, (2, 5, 3)), archive=True)
    assert mine.take(other.export(None)) == (0, 1)
    assert {"wordgames.dailies:made up", "wordgames.devices:made up"} <= set(storage.values)
    mine.forget("made up")
    assert [key for key in storage.values if key.endswith(":made up")] == []
    assert mine.dailies.games == {}  # nor in the records read this visit: the same name again starts afresh
