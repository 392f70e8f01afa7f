"""Plain data read back from outside (storage, a link): one error type and the checks of its fields.

Every value a game or a record turns into (``to_data``) is a JSON-able dict with a ``kind``
and a ``version``; reading it back (``from_data``) checks each field with these helpers and
raises ``DataError`` for anything else, so a damaged or foreign value is refused with a
reason, never turned into a wrong game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

T = TypeVar("T")

MAX_ITEMS = 10_000  # the longest list a stored value may hold (bounds the work of reading it)


class DataError(ValueError):
    """Stored or linked data that does not describe a valid value (wrong kind, version, types or content)."""


def header(kind: str, version: int) -> dict[str, Any]:
    """The first two fields of every stored value."""
    return {"kind": kind, "version": version}


def check_header(data: object, kind: str, version: int) -> Mapping[str, Any]:
    """``data`` as a mapping of the expected kind and version; DataError otherwise."""
    if not isinstance(data, Mapping):
        raise DataError(f"a saved {kind} must be an object, not {type(data).__name__}")
    if data.get("kind") != kind:
        raise DataError(f"not a saved {kind} (kind {str(data.get('kind'))[:40]!r})")
    if data.get("version") != version or isinstance(data.get("version"), bool):
        raise DataError(f"a saved {kind} of version {str(data.get('version'))[:20]!r} (this page reads {version})")
    return data


def entry(data: Mapping[str, Any], name: str, kind: type[T] | tuple[type, ...]) -> T:
    """``data[name]``, which must be present and of ``kind`` (an int is not a bool here)."""
    if name not in data:
        raise DataError(f"the field {name!r} is missing")
    value = data[name]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        raise DataError(f"the field {name!r} must be {_names(kinds)}, not a boolean")
    if not isinstance(value, kinds):
        raise DataError(f"the field {name!r} must be {_names(kinds)}, not {type(value).__name__}")
    return value


def optional_int(data: Mapping[str, Any], name: str) -> int | None:
    """``data[name]``: an int or None (null)."""
    return entry(data, name, (int, type(None)))


def items(data: Mapping[str, Any], name: str, most: int = MAX_ITEMS) -> list[Any]:
    """``data[name]`` as a list of at most ``most`` items."""
    value = entry(data, name, list)
    if len(value) > most:
        raise DataError(f"the field {name!r} holds {len(value):,} items (at most {most:,})")
    return value


def text(value: object, what: str, longest: int = 100) -> str:
    """``value`` as a string of at most ``longest`` characters."""
    if not isinstance(value, str):
        raise DataError(f"{what} must be text, not {type(value).__name__}")
    if len(value) > longest:
        raise DataError(f"{what} is {len(value):,} characters long (at most {longest})")
    return value


def _names(kinds: tuple[type, ...]) -> str:
    names = {int: "a number", float: "a number", str: "text", bool: "true or false", list: "a list"}
    names |= {dict: "an object", type(None): "null"}
    return " or ".join(dict.fromkeys(names.get(k, k.__name__) for k in kinds))
