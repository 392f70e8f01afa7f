"""The page's records over a stand-in localStorage: the log of dailies exported and imported with the
statistics (each daily once), and a removed dictionary's records gone with it."""

from __future__ import annotations

import importlib
import json

import pytest
from fake_dom import fresh_web

from wordgames.lengths import MAX_LENGTH, MIN_LENGTH
from wordgames.plain import MAX_CHARACTERS, DataError
from wordgames.stats import KEPT_GAMES, ChallengeResult, Stats, record
from wordgames.travel import MAX_FILE, Bundle, DeviceRecord, file_text, games, read_export
from wordgames.wordle.archive import daily_rules, make_daily


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
    with fresh_web():
        yield {name: importlib.import_module(f"wordgames.web.{name}") for name in ("records", "storage", "dictionary")}


def device(web, lexicon, name: str = ""):
    """A device's records (with its own storage), using the dictionary ``name`` (the built-in list: '')."""
    words = web["dictionary"].InUse(lexicon)
    if name:
        words.use(name, lexicon)
    storage = Storage()
    return web["records"].Records(web["storage"].Memory(storage), words), storage


def won_daily(lexicon, key):
    game = make_daily(lexicon, key[2], daily_rules(key))
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


def busy_stats() -> Stats:
    """A device's statistics as long as they grow: every Word Challenge length with every game it keeps."""
    stats = Stats()
    for length in range(MIN_LENGTH, MAX_LENGTH + 1):
        for _ in range(KEPT_GAMES):
            stats = record(stats, ChallengeResult(length, 123_456_789, 40, 40, 9))
    return stats


def test_an_import_the_memory_would_not_read_back_is_refused_with_nothing_changed(web, lexicon):
    away, storage = device(web, lexicon)
    stats = busy_stats()
    many = Bundle("faraway00001", {"": {f"device{n:06d}": DeviceRecord(stats) for n in range(40)}})
    text = json.dumps(many.to_data(), separators=(",", ":"))
    assert MAX_CHARACTERS < len(text) <= MAX_FILE  # a file the import reads, whose records the memory would not
    few = Bundle("faraway00001", {"": {f"device{n:06d}": DeviceRecord(stats) for n in range(10)}})
    assert away.take(read_export(file_text(few))) == (10 * games(stats), 0)
    kept = dict(storage.values)
    with pytest.raises(DataError, match=r"the English list from other devices.* too large to keep: it is [\d,]+ char"):
        away.take(read_export(text))
    assert storage.values == kept
    assert len(away.others("")) == 10
    again = web["records"].Records(web["storage"].Memory(storage), web["dictionary"].InUse(lexicon))  # a reload
    assert len(again.others("")) == 10 and again.memory.notices == []


def test_a_value_too_long_to_read_back_is_not_stored_and_the_last_copy_is_kept(web):
    storage = Storage()
    memory = web["storage"].Memory(storage)
    assert memory.save("lab", {"kind": "lab", "results": ["short"]})
    kept = dict(storage.values)
    for _ in range(3):  # saved again and again (after every game, say): refused each time, said once
        assert not memory.save("lab", {"kind": "lab", "results": ["x" * MAX_CHARACTERS]})
    assert storage.values == kept
    assert len(memory.notices) == 1
    assert "Lab results could not be saved" in memory.notices[0] and "copy saved before is kept" in memory.notices[0]
    again = web["storage"].Memory(storage)  # a reload reads the last copy, with nothing reset
    assert again.load("lab", lambda data: data["results"]) == ["short"] and again.notices == []


def test_each_language_keeps_its_own_games_and_statistics_and_english_its_old_keys(web):
    storage = Storage()
    english, french = (web["storage"].Memory(storage, language) for language in ("en", "fr"))
    english.save("stats", {"won": 3})
    english.save("stats:mine", {"won": 1})
    french.save("stats", {"won": 5})
    french.save("wordle", {"guess": "étés"})
    english.save("prefs", {"theme": "dark"})
    assert set(storage.values) == {
        "wordgames.stats",  # English's keys as they always were: no player loses anything
        "wordgames.stats:mine",
        "wordgames.prefs",  # the settings are the same in every language
        "wordgames.fr.stats",
        "wordgames.fr.wordle",
    }
    assert english.load("stats", lambda data: data["won"]) == 3
    assert french.load("stats", lambda data: data["won"]) == 5
    assert english.load("wordle", lambda data: data) is None  # the French game stays French's
    assert french.load("prefs", lambda data: data["theme"]) == "dark"
    assert english.kinds("stats") == ["stats", "stats:mine"] and french.kinds("stats") == ["stats"]
