"""Random JSON in every stored key (issue 29): the page's app always comes up, with a notice for each bad value.

The app boots over the stand-in DOM (tests/unit/fake_dom.py) as wordgames/web/app.py's ``start`` does on
the page; tests/e2e/test_hostile_storage.py plays the worst cases in Chromium, where the stack is shorter.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import sys
import types
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unit"))
import fake_dom  # noqa: E402 - the stand-in DOM lives beside the unit tests that use it most

STUBBED = ("pyscript", "pyodide", "pyodide.ffi")
HOLE = '"\u2063hole\u2063"'  # where a field's garbage text goes in a valid value (it may be no JSON value at all)


class Storage(dict):
    """localStorage: text values under string keys."""

    def getItem(self, key: str) -> str | None:
        return self.get(key)

    def setItem(self, key: str, value: str) -> None:
        self[key] = str(value)

    def removeItem(self, key: str) -> None:
        self.pop(key, None)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=20,
)
deep = st.builds(
    lambda depth, opener, closer: opener * depth + closer * depth,
    st.sampled_from([40, 1_000, 5_000, 20_000, 60_000]),
    st.sampled_from(["[", '{"a":[']),
    st.just("]"),
).map(lambda text: text if text.startswith("[") else text.replace("]", "]}"))
huge = st.sampled_from(["1" + "0" * 30, "1" + "0" * 5000, "1e999", "-1e999", "NaN", "Infinity", "1e-999", "5000"])
garbage = deep | huge | json_values.map(json.dumps) | st.text(max_size=30)


@pytest.fixture(scope="module")
def web():
    """The web layer imported over the stand-in DOM (removed afterwards), and valid values of each key."""
    saved = {name: sys.modules.pop(name) for name in list(sys.modules) if name.startswith("wordgames.web.")}
    document, window = fake_dom.install()
    window.location = types.SimpleNamespace(search="")
    window.wordGamesLoader = types.SimpleNamespace(stage=lambda name: None, take=lambda url: None)
    app = importlib.import_module("wordgames.web.app")
    yield types.SimpleNamespace(window=window, app=app)
    for name in [*STUBBED, *(n for n in sys.modules if n.startswith("wordgames.web."))]:
        sys.modules.pop(name, None)
    sys.modules.update(saved)


def boot(web, lexicon, values: dict[str, str]):
    """The app started over a fresh page whose localStorage holds ``values``; its notices."""
    document, window = fake_dom.install()  # a fresh document; the modules keep the first one's names
    for module in [m for name, m in sys.modules.items() if name.startswith("wordgames.web.")]:
        for name, stand_in in (("document", document), ("window", window)):
            if name in vars(module):
                setattr(module, name, stand_in)
    window.localStorage = Storage({f"wordgames.{key}": value for key, value in values.items()})
    window.location = types.SimpleNamespace(search="")
    window.wordGamesLoader = types.SimpleNamespace(stage=lambda name: None, take=lambda url: None)
    app = web.app

    async def scenario():
        options = app.parse_query("?tab=wordle&date=2026-11-27&seed=3", app.strategy_names())
        started = await app.start(lexicon, options, app.Memory())
        # The Lab reads its kept results when App.lab builds it on its first visit (not bound here:
        # its charts and forms are more than the stand-in DOM draws); what it cannot read is said at once.
        importlib.import_module("wordgames.web.lab.view").LabView(started.words, started.opening_book, started.memory)
        assert started.tabs["wordle"].mode is not None, "no Wordle game came up"
        await asyncio.sleep(0.01)  # what the boot scheduled (listing the dictionaries) starts
        pending = asyncio.all_tasks() - {asyncio.current_task()}
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
        return document.getElementById("notices").textContent

    with ThreadPoolExecutor(1) as pool:  # an event loop of its own: the e2e tests' browser may hold this one's
        return pool.submit(asyncio.run, scenario()).result()


@pytest.fixture(scope="module")
def valid(web, lexicon) -> dict[str, dict]:
    """A valid stored value of each key that has one without a race or a dictionary of one's own."""
    prefs = importlib.import_module("wordgames.web.prefs")
    stats = importlib.import_module("wordgames.stats")
    return {
        "prefs": prefs.Prefs().to_data(),
        "stats": stats.Stats().to_data(),
        "dictionary": {"kind": "page-dictionary", "version": 1, "name": ""},
    }


def damaged(value: dict, field: str, text: str) -> str:
    """``value`` as JSON with ``field`` (a key of it or of its first nested object) holding ``text``."""
    value = json.loads(json.dumps(value))
    inner = next((v for v in value.values() if isinstance(v, dict) and field in v), value)
    inner[field] = "\u2063hole\u2063"
    return json.dumps(value).replace(HOLE, text, 1)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_garbage_in_any_key_gives_a_notice_and_a_working_page(web, lexicon, data):
    kinds = importlib.import_module("wordgames.web.storage").KINDS  # key -> what its notice calls it
    values = data.draw(st.dictionaries(st.sampled_from(sorted(kinds)), garbage, min_size=1))
    notices = boot(web, lexicon, values)
    for key, value in values.items():
        if key == "dictionary" and value == "null":
            continue  # JSON null reads as no choice at all, as a missing key does
        assert f"Your saved {kinds[key]} could not be read" in notices, (key, value[:80], notices[:300])


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_valid_value_with_one_damaged_field_is_read_or_refused_with_a_notice(web, lexicon, valid, data):
    key = data.draw(st.sampled_from(sorted(valid)))
    fields = [f for f in valid[key] if not isinstance(valid[key][f], dict)]
    fields += [f for v in valid[key].values() if isinstance(v, dict) for f in v]
    field = data.draw(st.sampled_from(fields))
    text = damaged(valid[key], field, data.draw(garbage))
    notices = boot(web, lexicon, {key: text})
    read = {
        "prefs": importlib.import_module("wordgames.web.prefs").Prefs.from_data,
        "stats": importlib.import_module("wordgames.stats").Stats.from_data,
        "dictionary": importlib.import_module("wordgames.web.dictionary").read_choice,
    }[key]
    kept = web.app.Memory(Storage({f"wordgames.{key}": text})).load(key, read)
    if kept is None or (key == "dictionary" and kept):  # refused, or a name no IndexedDB here holds
        assert "could not be read" in notices, (key, text[:120], notices[:300])
