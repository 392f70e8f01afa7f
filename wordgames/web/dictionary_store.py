"""The person's dictionaries in IndexedDB (static/dictionaries.js): their names, and each lexicon's bytes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pyodide.ffi import JsException, to_js

from .dictionary import record_fault
from .dom import window


class StoreError(Exception):
    """IndexedDB is missing, blocked or failing; the message says which, for a notice."""


@dataclass(frozen=True)
class Saved:
    """A stored dictionary as listed: its name, how many words it holds, and what is wrong with its
    record ('' when nothing is: a damaged one is named, to be removed, and not offered to play)."""

    name: str
    words: int
    fault: str = ""


def _store() -> object:
    store = getattr(window, "wordGamesDictionaries", None)
    if store is None:
        raise StoreError("static/dictionaries.js did not load")
    return store


def _reason(exc: BaseException) -> str:
    return str(exc).removeprefix("Error: ")[:200]


def _saved(record: Any) -> Saved:
    fault = record_fault(record.name, record.words, record.bytes is True)
    return Saved(str(record.key), 0 if fault else int(record.words), fault)


async def saved_dictionaries() -> list[Saved]:
    """Every stored dictionary, by name, each record checked."""
    try:
        records = await _store().list()
    except JsException as exc:
        raise StoreError(_reason(exc)) from None
    return sorted((_saved(record) for record in records), key=lambda saved: saved.name.lower())


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
