"""Plain data read back from outside (storage, a link): one error type and the checks of its fields.

Every value a game or a record turns into (``to_data``) is a JSON-able dict with a ``kind``
and a ``version``; reading it back (``from_data``) checks each field with these helpers and
raises ``DataError`` for anything else, so a damaged or foreign value is refused with a
reason, never turned into a wrong game.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from typing import Any, TypeVar

T = TypeVar("T")

MAX_ITEMS = 10_000  # the longest list a stored value may hold (bounds the work of reading it)
MAX_DEPTH = 32  # lists and objects nested deeper are refused before parsing: Pyodide's stack ends near 20,000
MAX_CHARACTERS = 1_000_000  # the longest JSON text read (a flood is refused, not parsed)

_STRING = re.compile(r'"(?:[^"\\]++|\\.)*+"?')  # possessive: linear even on a string never closed
_NOT_BRACKET = re.compile(r"[^\[\]{}]++")
_EMPTY_PAIR = re.compile(r"\[\]|\{\}")


class DataError(ValueError):
    """Stored or linked data that does not describe a valid value (wrong kind, version, types or content)."""


def parse_json(text: str, longest: int = MAX_CHARACTERS, deepest: int = MAX_DEPTH) -> Any:
    """The value of the JSON ``text``; DataError when it is not JSON, longer than ``longest``
    characters or nested more than ``deepest`` levels (checked first, without recursion)."""
    if len(text) > longest:
        raise DataError(f"it is {len(text):,} characters long (at most {longest:,})")
    if _nesting_exceeds(text, deepest):
        raise DataError(f"its lists and objects nest more than {deepest} levels deep, or do not pair up")
    try:
        return json.loads(text, parse_float=_finite, parse_constant=_not_json)
    except (ValueError, RecursionError) as reason:  # ValueError: bad JSON, or an integer of 4,300+ digits
        raise DataError(f"it is not valid JSON ({str(reason)[:80]})") from None


def _finite(digits: str) -> float:
    number = float(digits)
    if not math.isfinite(number):  # 1e999: a float too large for the games' arithmetic
        raise ValueError(f"the number {digits[:20]} is too large")
    return number


def _not_json(name: str) -> None:
    raise ValueError(f"{name} is not a JSON value")


def _nesting_exceeds(text: str, deepest: int) -> bool:
    """Whether the brackets outside strings nest more than ``deepest`` deep (or do not pair up):
    each pass of a regular expression removes the innermost empty pairs, one level a pass."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    for _ in range(deepest):
        if not brackets:
            return False
        fewer = _EMPTY_PAIR.sub("", brackets)
        if fewer == brackets:
            return True
        brackets = fewer
    return bool(brackets)


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
