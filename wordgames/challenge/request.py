"""A solver request read from what a person typed: the rack, the shortest word, the letters every word must use."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field

from ..alphabet import ENGLISH, Alphabet
from ..characters import refused
from ..lengths import MIN_LENGTH, read_length
from ..lexicon import Lexicon
from ..spelt import as_spelt
from ..text import letters_named, normalize
from .search import Progress, Rack, RackError, Solution, search, solve


@dataclass(frozen=True)
class SolveRequest:
    """A checked request: ``must`` holds letters (with repeats) that every word has to contain."""

    rack: Rack
    min_length: int = MIN_LENGTH
    must: str = ""
    typed: str = field(default="", compare=False, repr=False)  # the rack as the player spelt it: see ``spelt``

    @classmethod
    def parse(
        cls, letters: str, min_length: int | str = MIN_LENGTH, must: str = "", alphabet: Alphabet = ENGLISH
    ) -> SolveRequest:
        """Check typed text (letters of ``alphabet``); raise RackError with a reason a person can act on."""
        rack = Rack.parse(letters, alphabet=alphabet)
        try:
            shortest = read_length(min_length, "minimum length", "a whole number")
        except ValueError as reason:
            raise RackError(str(reason)) from None
        required = normalize(must, alphabet)
        bad = refused(required, alphabet)
        if bad:
            raise RackError(f"must-use letters are {letters_named(alphabet)} only, not {bad}")
        short = 0
        for c, letter in enumerate(alphabet.letters):
            short += max(0, required.count(letter) - rack.counts[c])
        if short > rack.blanks:
            missing = "".join(
                ch for ch in sorted(set(required)) if required.count(ch) > rack.counts[alphabet.codes[ch]]
            )
            raise RackError(f"the must-use letters ask for {alphabet.upper(missing)}, which the rack does not have")
        return cls(rack, shortest, "".join(sorted(required)), as_spelt(letters))

    def spelt(self) -> str:
        """The rack as the player typed it, in lower case with its accents (città: what the page echoes), while
        the search uses its folded letters (a, c, i, t, t); a request made in code has only those, in order."""
        return self.typed or self.rack.letters()

    def solve(self, lexicon: Lexicon) -> Solution:
        return solve(lexicon, self.rack, self.min_length, self.must)

    def search(self, lexicon: Lexicon) -> Generator[Progress, None, Solution]:
        """The same search in steps (see `search.search`)."""
        return search(lexicon, self.rack, self.min_length, self.must)
