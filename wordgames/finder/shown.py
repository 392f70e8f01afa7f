"""The finder's matches as a list shows them: the known words first, the rare ones only when asked for."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import chain

from ..known import known_count, shown_order
from ..lexicon import Word


class KnownFirst:
    """What ``walk.Matches`` and ``scan.ScanMatches`` share: given the ranks of their matches of a length
    (``matched_ranks``) and a way to list them in any order (``_in_order``), the lists shown."""

    counts: dict[int, int]
    _matched: dict[int, bytes]  # per length, ``matched_ranks``

    def matched_ranks(self, length: int) -> bytes:
        """The rank (``Lexicon.ranks_of_length``) of each match of ``length`` letters, alphabetically
        (found once per length)."""
        if length not in self._matched:
            self._matched[length] = self._find_ranks(length)
        return self._matched[length]

    def _find_ranks(self, length: int) -> bytes:
        raise NotImplementedError

    def _in_order(self, length: int, order: list[int]) -> Iterator[Word]:
        """The matches of ``length`` letters at the alphabetical places ``order`` names, in that order."""
        raise NotImplementedError

    def _shown_of(self, length: int, by_commonness: bool, rare: bool) -> Iterator[Word]:
        """The matches of ``length`` letters as ``shown`` lists them."""
        return self._in_order(length, shown_order(self.matched_ranks(length), by_commonness, rare))

    def shown(self, length: int | None = None, by_commonness: bool = False, rare: bool = False) -> Iterator[Word]:
        """The matches (of ``length`` only, if given) by length, the known words first, then with ``rare``
        the rare ones; each part alphabetically or with ``by_commonness`` commonest first."""
        lengths = sorted(self.counts) if length is None else [length] if length in self.counts else []
        return chain.from_iterable(self._shown_of(n, by_commonness, rare) for n in lengths)

    def known_counts(self) -> dict[int, int]:
        """How many known (not rare) words match, of each length that has some."""
        return {length: n for length in self.counts if (n := known_count(self.matched_ranks(length)))}
