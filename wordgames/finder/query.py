"""The finder's query, checked from typed text: a pattern, letters to have and to leave out, lengths."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..alphabet import ENGLISH, Alphabet
from ..characters import refused
from ..lengths import MAX_LENGTH, MIN_LENGTH, read_length
from ..spelt import as_spelt
from ..text import letters_named, normalize

ONE = "?"  # any one letter
RUN = "*"  # any run of letters, the empty run included
MAX_TYPED = 100  # characters of a typed field; more is a paste gone wrong, not a query


class FinderError(ValueError):
    """A query that cannot be searched, with the reason (bad characters, too long, contradictory letters)."""


def _typed(text: str, what: str, alphabet: Alphabet, wild: bool = False) -> str:
    """A typed field by ``text.normalize``; raise FinderError unless it is short and of the alphabet's
    letters (and ``?`` and ``*`` if ``wild``)."""
    folded = normalize(str(text), alphabet)
    if len(folded) > MAX_TYPED:
        raise FinderError(f"{what} may have at most {MAX_TYPED} characters, not {len(folded):,}")
    bad = refused(folded, alphabet, ONE + RUN if wild else "")
    if bad:
        kinds = letters_named(alphabet) + (", ? (one letter) and * (any letters)" if wild else "")
        raise FinderError(f"{what} may have only {kinds}, not {bad}")
    return folded


def _length(value: int | str, what: str) -> int:
    try:
        return read_length(value, what)
    except ValueError as reason:
        raise FinderError(str(reason)) from None


@dataclass(frozen=True)
class Query:
    """A checked query: the pattern (runs of ``*`` folded into one), the letters every word has
    (with repeats, sorted), the letters none has (sorted, once each) and the length range."""

    pattern: str
    must: str = ""
    exclude: str = ""
    min_length: int = MIN_LENGTH
    max_length: int = MAX_LENGTH
    alphabet: Alphabet = field(default=ENGLISH, repr=False)
    typed: tuple[str, str, str] | None = field(default=None, compare=False, repr=False)  # see ``spelt``

    @classmethod
    def parse(
        cls,
        pattern: str,
        must: str = "",
        exclude: str = "",
        min_length: int | str = MIN_LENGTH,
        max_length: int | str = MAX_LENGTH,
        alphabet: Alphabet = ENGLISH,
    ) -> Query:
        """Check typed text (letters of ``alphabet``); raise FinderError with a reason a person can act on."""
        text = _typed(pattern, "a pattern", alphabet, wild=True)
        if not text:
            raise FinderError("type a pattern, e.g. c?t, s??r* or *ing (? is one letter, * any letters)")
        folded = re.sub(r"\*+", RUN, text)
        fixed = len(folded) - folded.count(RUN)
        if fixed > MAX_LENGTH:
            raise FinderError(f"the pattern asks for {fixed} letters or more, but words have at most {MAX_LENGTH}")
        required = "".join(sorted(_typed(must, "must-have letters", alphabet)))
        if len(required) > MAX_LENGTH:
            raise FinderError(f"at most {MAX_LENGTH} must-have letters, not {len(required)}")
        excluded = "".join(sorted(set(_typed(exclude, "excluded letters", alphabet))))
        for letters, where in ((required, "a must-have letter"), (folded, "in the pattern")):
            clash = sorted(set(letters) & set(excluded))
            if clash:
                raise FinderError(f"{alphabet.upper(', '.join(clash))}: both {where} and excluded")
        low, high = _length(min_length, "the minimum length"), _length(max_length, "the maximum length")
        if low > high:
            raise FinderError(f"the minimum length ({low}) is more than the maximum length ({high})")
        spelt = as_spelt(pattern), as_spelt(must), as_spelt(exclude)
        typed = (re.sub(r"\*+", RUN, spelt[0]), spelt[1], "".join(dict.fromkeys(spelt[2])))  # each left out once
        return cls(folded, required, excluded, low, high, alphabet, typed)

    def in_codes(self) -> Query:
        """The query with its letters written as the alphabet's code characters (what a scan's texts hold)."""
        if self.alphabet.same_codes:
            return self
        code = self.alphabet.code_text
        return Query(
            code(self.pattern),
            code(self.must),
            code(self.exclude),
            self.min_length,
            self.max_length,
            self.alphabet,
            self.typed,
        )

    def spelt(self) -> tuple[str, str, str]:
        """The pattern, the must-have and the excluded letters as the player typed them, in lower case with
        their accents (città, cœur: what the page echoes), while the search uses the folded ones (citta,
        coeur); a query made in code has only those."""
        return self.typed or (self.pattern, self.must, self.exclude)

    def describe(self) -> str:
        """The query in words, e.g. 'c?t with E, without XZ, 3-20 letters'."""
        upper = self.alphabet.upper
        pattern, must, exclude = self.spelt()
        parts = [pattern + (f" with {upper(must)}" if must else "")]
        if exclude:
            parts.append(f"without {upper(exclude)}")
        lengths = f"{self.min_length}" if self.min_length == self.max_length else f"{self.min_length}-{self.max_length}"
        return ", ".join([*parts, f"{lengths} letters"])
