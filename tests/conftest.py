"""Shared fixtures: the built dictionary asset and the tests' small dictionary (tests/data/)."""

from __future__ import annotations

import gc
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import settings
from longest_first import LongestFirst

from wordgames.lexicon import Lexicon

ROOT = Path(__file__).resolve().parent.parent
ASSET = ROOT / "static" / "dictionary.bin"
COURSE_ASSET = ROOT / "static" / "course-dictionary.dawg"
SMALL_DICTIONARY = ROOT / "tests" / "data" / "dictionary.txt"
E2E = ROOT / "tests" / "e2e"

# No example has a time limit: on a busy machine (CI, -n 3 on two cores) a 200 ms deadline failed a correct feedback
# test; speed is bench/'s to measure.
settings.register_profile("suite", deadline=None)
settings.load_profile("suite")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every browser test ``e2e``, so that ``-m "not e2e"`` leaves them out; `alone` and `stall` only there."""
    for item in items:
        if item.path.is_relative_to(E2E):
            item.add_marker(pytest.mark.e2e)
        elif item.get_closest_marker("alone") or item.get_closest_marker("stall"):
            raise pytest.UsageError(
                f"{item.nodeid}: `alone` and `stall` are for browser tests (build.py test runs them from tests/e2e)"
            )


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(LongestFirst(), "longest-first")


@pytest.fixture(autouse=True)
def no_text_cache(monkeypatch):
    """The command line keeps the finder's texts in the user's cache (cli.texts): off in every test
    (none writes to the home directory), unless a test names a cache of its own."""
    monkeypatch.setenv("WORDGAMES_CACHE", "")


@pytest.fixture(scope="session")
def asset_bytes() -> bytes:
    if not ASSET.exists():
        pytest.fail("static/dictionary.bin is missing: run `python3 build.py` first")
    return ASSET.read_bytes()


@pytest.fixture(scope="session")
def lexicon(asset_bytes: bytes) -> Lexicon:
    """The player's dictionary (words_alpha and the modern words), loaded from the built asset."""
    return Lexicon.from_bytes(asset_bytes)


@pytest.fixture(scope="session")
def course_lexicon() -> Lexicon:
    """The course's list alone (words_alpha), as the seeds' experiments read it (``--course-list``)."""
    if not COURSE_ASSET.exists():
        pytest.fail("static/course-dictionary.dawg is missing: run `python3 build.py` first")
    return Lexicon.from_bytes(COURSE_ASSET.read_bytes())


@pytest.fixture(scope="session")
def small_dictionary() -> Path:
    """The 9,010 commonest words of 3-17 letters, one a line (how it is made: tests/data/README.md)."""
    return SMALL_DICTIONARY


@pytest.fixture(scope="session")
def small_words(small_dictionary: Path) -> list[str]:
    return small_dictionary.read_text().split()


@pytest.fixture(scope="session")
def small_lexicon(small_words: list[str]) -> Lexicon:
    return Lexicon.from_words(small_words)


@pytest.fixture
def cycles_left_by() -> Callable[[Callable[[], object]], int]:
    """cycles_left_by(action) → how many objects ``action`` left in reference cycles.

    Such garbage waits for a full collection, which a page that allocates few objects may not
    run for a long time (issue 16: every big solve stayed in memory until it ran out).
    """

    def count(action: Callable[[], object]) -> int:
        gc.collect()
        gc.disable()
        try:
            action()
            return gc.collect()
        finally:
            gc.enable()

    return count
