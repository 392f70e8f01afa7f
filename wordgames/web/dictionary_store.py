"""The person's dictionaries in IndexedDB (static/dictionaries.js): their names, and each lexicon's bytes."""

from __future__ import annotations

from dataclasses import dataclass

from pyodide.ffi import JsException, to_js

from .dom import window


class StoreError(Exception):
    """IndexedDB is missing, blocked or failing; the message says which, for a notice."""


@dataclass(frozen=True)
class Saved:
    """A stored dictionary as listed: its name and how many words it holds."""

    name: str
    words: int


def _store() -> object:
    store = getattr(window, "wordGamesDictionaries", None)
    if store is None:
        raise StoreError("static/dictionaries.js did not load")
    return store


def _reason(exc: BaseException) -> str:
    return str(exc).removeprefix("Error: ")[:200]


async def saved_dictionaries() -> list[Saved]:
    """Every stored dictionary, by name."""
    try:
        records = await _store().list()
        return sorted((Saved(str(r.name), int(r.words)) for r in records), key=lambda saved: saved.name.lower())
    except (JsException, TypeError, ValueError) as exc:
        raise StoreError(_reason(exc)) from None


async def load_dictionary(name: str) -> bytes:
    """The bytes stored under ``name``; StoreError when there are none or the storage fails."""
    try:
        data = await _store().load(name)
    except JsException as exc:
        raise StoreError(_reason(exc)) from None
    if not hasattr(data, "to_bytes"):  # JS null arrives as pyodide's JsNull, not None
        raise StoreError(f"no dictionary is stored under the name {name[:40]!r}")
    return data.to_bytes()


async def save_dictionary(name: str, words: int, data: bytes) -> None:
    try:
        await _store().save(name, words, to_js(data))
    except JsException as exc:
        raise StoreError(_reason(exc)) from None


async def remove_dictionary(name: str) -> None:
    try:
        await _store().remove(name)
    except JsException as exc:
        raise StoreError(_reason(exc)) from None
