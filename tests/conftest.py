"""Shared fixtures: the built dictionary asset and the course's small dictionary."""

from __future__ import annotations

from pathlib import Path

import pytest

from wordgames.lexicon import Lexicon

ROOT = Path(__file__).resolve().parent.parent
ASSET = ROOT / "static" / "dictionary.bin"
COURSE_DICTIONARY = ROOT.parent / "shared" / "data" / "course-dictionary.txt"


@pytest.fixture(scope="session")
def asset_bytes() -> bytes:
    if not ASSET.exists():
        pytest.fail("static/dictionary.bin is missing: run `python3 build.py` first")
    return ASSET.read_bytes()


@pytest.fixture(scope="session")
def lexicon(asset_bytes: bytes) -> Lexicon:
    """The full words_alpha dictionary, loaded from the built asset."""
    return Lexicon.from_bytes(asset_bytes)


@pytest.fixture(scope="session")
def course_words() -> list[str]:
    if not COURSE_DICTIONARY.exists():
        pytest.skip("../shared/data/course-dictionary.txt is not beside the project")
    return COURSE_DICTIONARY.read_text().split()


@pytest.fixture(scope="session")
def course_lexicon(course_words: list[str]) -> Lexicon:
    return Lexicon.from_words(course_words)
