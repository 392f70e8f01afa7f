"""Word lengths: the one rule (3-20 letters) and lengths as typed (one, a range, a list of them)."""

from __future__ import annotations

from .text import normalize, quoted, whole_number

MIN_LENGTH = 3
MAX_LENGTH = 20
LENGTHS = f"{MIN_LENGTH}-{MAX_LENGTH}"  # the range as messages write it


def is_word_length(length: object) -> bool:
    """Whether ``length`` is a whole number of letters a word of the games may have: the one length rule."""
    return isinstance(length, int) and not isinstance(length, bool) and MIN_LENGTH <= length <= MAX_LENGTH


def read_length(value: int | str, what: str, number: str = "a number") -> int:
    """A length as typed: ValueError unless a whole number 3-20 (the message names it ``what``, and
    calls what it must be ``number`` when it is none)."""
    try:
        length = whole_number(str(value))
    except ValueError:
        raise ValueError(f"{what} must be {number}, not {quoted(str(value))}") from None
    if not is_word_length(length):
        raise ValueError(f"{what} must be {LENGTHS}, not {length}")
    return length


def length_span(text: str) -> tuple[int, int]:
    """'7' or '3-20' as typed: the first and last length; ValueError when it is neither (or runs backwards)."""
    low, dash, high = text.partition("-")
    try:
        first = read_length(low, "a length")
        last = read_length(high, "a length") if dash else first
    except ValueError:
        first = last = 0
    if not first or first > last:
        raise ValueError(f"not a length or a range of lengths such as {LENGTHS}")
    return first, last


# What ``parse_lengths`` reads, as messages say it.
LENGTH_LIST = f"a length {LENGTHS}, a range such as 3-5, a list such as 3-5,8, or all"


def parse_lengths(text: str) -> list[int]:
    """'7', '3-5', '3-5,8' or 'all' as typed: those lengths in the order given, each once; ValueError when
    a part is no length 3-20 or a range of them (or runs backwards)."""
    if normalize(text) == "all":
        return list(range(MIN_LENGTH, MAX_LENGTH + 1))
    lengths: dict[int, None] = {}
    for part in text.split(","):
        try:
            first, last = length_span(part)
        except ValueError:
            raise ValueError(f"not {LENGTH_LIST}") from None
        lengths |= dict.fromkeys(range(first, last + 1))
    return list(lengths)
