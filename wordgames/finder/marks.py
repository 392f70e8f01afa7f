"""A byte per line of a length's word text: which lines a literal or an expression matches, and their
ranks, each computed in C over the whole text (the scan's inner step, ``finder.scan``)."""

from __future__ import annotations

import re
from operator import itemgetter

from ..alphabet import CODE_CHARS
from ..known import NO_RANK

_CODE_BYTES = CODE_CHARS.encode("latin-1")  # every letter's code byte (deleted by ``lines_with``)
_FIRST_HITS = bytes.maketrans(b"\x02\n", b"\x01\x00")  # translate table: a line's first hit to 1, a newline to 0


def lines_with(text: str, literal: str) -> bytes:
    """A byte per line of ``text``: 1 where the line contains ``literal``, found in C without an expression.

    Each occurrence becomes a 0x01 byte and the other letters are deleted, so a line is its hits
    and then its newline; a newline followed by a hit starts a line that has one (``*e*``'s marks
    in about half the time of ``marked_lines``: journal 24)."""
    hits = text.replace(literal, "\x01").encode("latin-1").translate(None, _CODE_BYTES)
    return (b"\n" + hits).replace(b"\n\x01", b"\x02").translate(_FIRST_HITS, b"\x01")


_MARKED = bytes(v == ord("#") for v in range(256))  # translate table: 1 for a line's first byte once matched


def marked_lines(expression: re.Pattern[str], part: str, length: int) -> bytes:
    """A byte per line of ``part`` (lines of ``length`` letters): 1 where ``expression`` (made by
    ``expression``) matches the line.

    Each match is replaced by a newline and as many ``#`` (every line keeps its place) and the
    lines' first characters are read with one slice: no Python step per match, which costs more
    where most lines match (``*e*``: 243,079 of 369,351; journal 23)."""
    marked = expression.sub("\n" + "#" * length, "\n" + part)
    return marked[1 :: length + 1].encode("latin-1").translate(_MARKED)


_UNMATCHED = bytes.maketrans(b"\x00\x01", bytes([NO_RANK, 0]))  # translate table: a mark 0 to NO_RANK, 1 to 0


def ranked_lines(ranks: bytes, marks: bytes) -> bytes:
    """Each line's rank where ``marks`` marks it 1, else NO_RANK (above every rank): one OR of the two as
    integers, in C (``compress`` takes a step a line, three times as long for ``*e*``)."""
    unmatched = int.from_bytes(marks.translate(_UNMATCHED), "little")
    return (int.from_bytes(ranks, "little") | unmatched).to_bytes(len(ranks), "little")


def picked(data: bytes, places: list[int]) -> bytes:
    """The bytes of ``data`` at ``places`` (at least one), in that order: one loop in C (``*ing``'s 17,000
    matches' ranks in half the time of a Python step a place)."""
    if len(places) == 1:
        return data[places[0] : places[0] + 1]
    return bytes(itemgetter(*places)(data))
