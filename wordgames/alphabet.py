"""A language's letters: which characters are tiles, how typed variants fold onto them, their keys and capitals.

An ``Alphabet`` is a value every lexicon carries. Its letters are kept in code-point order, so a
word's letter codes sort as the word does, and ``sorted``, ``bisect`` and the grades' order by
(length, word) hold in every language. A letter's code is its place in ``letters`` (0 = the first);
up to 64 letters, so a set of letters fits one 64-bit mask.

Folding turns what a person types into the letters played: NFC first (an ñ typed as n and a
combining tilde is the ñ key), lower case one character at a time (never a change of length:
``"ẞ".lower()`` is ß, but the dotted İ, whose lower case is two characters, is left as it is and
so refused), then the language's table (é → e in French, œ → oe, ё → е in Russian). A character
that is a letter is never folded: a letter with its own key is a letter of its own (Spanish ñ,
German ß, Swedish å).

A word's *code text* has one character per letter, in the range of a byte: letter i is the
character ``CODE_CHARS[i]`` (a-z for the first 26, so English's code text is its text). Scans
that run a regular expression or ``bytes.translate`` over many words use it, so that no language
is slower per word than English.
"""

from __future__ import annotations

import codecs
import unicodedata
from dataclasses import dataclass, field

_A_Z = "abcdefghijklmnopqrstuvwxyz"
MAX_LETTERS = 64  # a set of letters fits one 64-bit mask
# Letter i's character in a code text: a-z, then Latin-1's letters À-ÿ without × and ÷ (38 more).
CODE_CHARS = _A_Z + "".join(chr(c) for c in range(0xC0, 0x100) if c not in (0xD7, 0xF7))


class AlphabetError(ValueError):
    """The letters, folding or keyboard do not make an alphabet (too many letters, a folded letter, ...)."""


@dataclass(frozen=True)
class Alphabet:
    """A language's letters in code-point order, the folding of other characters onto them, and its keyboard rows."""

    letters: str
    folding: tuple[tuple[str, str], ...] = ()  # (character typed, the letters it stands for), sorted
    keyboard: tuple[str, ...] = ()  # rows of keys, top to bottom; every letter on exactly one key
    codes: dict[str, int] = field(init=False, repr=False, compare=False, hash=False)
    _fold_table: dict[int, str] = field(init=False, repr=False, compare=False, hash=False)
    _code_table: dict[int, str] = field(init=False, repr=False, compare=False, hash=False)
    _not_letters: dict[int, None] = field(init=False, repr=False, compare=False, hash=False)
    _decoding: str = field(init=False, repr=False, compare=False, hash=False)  # code byte -> letter, for charmap
    _encoding: object = field(init=False, repr=False, compare=False, hash=False)  # its inverse (codecs.charmap_build)
    code_letters: str = field(init=False, repr=False, compare=False, hash=False)  # letter i's code character
    same_codes: bool = field(init=False, repr=False, compare=False, hash=False)  # code texts are the texts (a-z)

    def __post_init__(self) -> None:
        letters = self.letters
        if not letters or len(letters) > MAX_LETTERS:
            raise AlphabetError(f"an alphabet has 1-{MAX_LETTERS} letters, not {len(letters)}")
        if list(letters) != sorted(set(letters)):
            raise AlphabetError("an alphabet's letters are distinct and in code-point order")
        if not all(_is_letter(ch) for ch in letters):
            raise AlphabetError("an alphabet's letters are lower-case letters, each one character")
        for typed, meant in self.folding:
            if len(typed) != 1 or typed in letters or not meant or any(ch not in letters for ch in meant):
                raise AlphabetError(f"folding {typed!r} to {meant!r}: one non-letter onto letters")
        keys = "".join(self.keyboard)
        if self.keyboard and sorted(keys) != list(letters):
            raise AlphabetError("the keyboard holds every letter exactly once")
        object.__setattr__(self, "codes", {ch: i for i, ch in enumerate(letters)})
        object.__setattr__(self, "_fold_table", {ord(typed): meant for typed, meant in self.folding})
        object.__setattr__(self, "_code_table", {ord(ch): CODE_CHARS[i] for i, ch in enumerate(letters)})
        object.__setattr__(self, "_not_letters", dict.fromkeys(map(ord, letters)))  # translate: letters deleted
        decoding = _code_decoding(letters)
        object.__setattr__(self, "_decoding", decoding)
        object.__setattr__(self, "_encoding", codecs.charmap_build(decoding))
        object.__setattr__(self, "code_letters", CODE_CHARS[: len(letters)])
        object.__setattr__(self, "same_codes", letters == _A_Z)

    def __len__(self) -> int:
        return len(self.letters)

    def fold(self, text: str) -> str:
        """What ``text`` means in this alphabet's letters: NFC, lower case without changing its length,
        then the folding table. Characters that are not letters afterwards are kept (``is_word`` refuses them),
        and so are look-alikes (the Kelvin sign, a fullwidth ａ, the ligature ﬁ: characters NFKC would change),
        which quietly becoming the letters they resemble would accept what was not typed."""
        if text.isascii():
            lowered = text.lower()
        elif unicodedata.is_normalized("NFKC", text):
            lowered = _lower(text)
        else:
            lowered = "".join(part if look_alike else _lower(part) for part, look_alike in _runs(text))
        return lowered.translate(self._fold_table) if self._fold_table else lowered

    def is_word(self, text: str) -> bool:
        """True when ``text`` is one or more of this alphabet's letters and nothing else."""
        if self.same_codes:  # (str's own tests run in C: English's words are checked by the million)
            return text.isascii() and text.isalpha() and text.islower()
        return bool(text) and not text.translate(self._not_letters)

    def code_text(self, word: str) -> str:
        """``word`` with letter i written as ``CODE_CHARS[i]`` (one byte of Latin-1 a letter); other characters
        are kept. A charmap codec does it in C, several times faster than ``str.translate`` beyond ASCII."""
        if self.same_codes:
            return word
        try:
            return codecs.charmap_encode(word, "strict", self._encoding)[0].decode("latin-1")
        except UnicodeEncodeError:  # a character beyond Latin-1 that is no letter (an odd pattern): kept
            return word.translate(self._code_table)

    def from_code_text(self, text: str) -> str:
        """The letters of a code text (``code_text`` undone); other characters (newlines) are kept."""
        if self.same_codes:
            return text
        return codecs.charmap_decode(text.encode("latin-1"), "strict", self._decoding)[0]

    def upper(self, word: str) -> str:
        """``word`` in capitals for tiles, one character a letter (``capitals``)."""
        return capitals(word)

    def to_bytes(self) -> bytes:
        """The alphabet as stored in an asset: UTF-8 lines of letters, folding pairs and keyboard rows."""
        folds = " ".join(typed + meant for typed, meant in self.folding)
        return "\n".join([self.letters, folds, *self.keyboard]).encode()

    @classmethod
    def from_bytes(cls, data: bytes) -> Alphabet:
        """The alphabet ``to_bytes`` wrote; AlphabetError for anything else."""
        try:
            letters, folds, *rows = data.decode().split("\n")
        except (UnicodeDecodeError, ValueError):
            raise AlphabetError("not an alphabet's bytes") from None
        return cls(letters, tuple((pair[0], pair[1:]) for pair in folds.split()), tuple(rows))

    @classmethod
    def of_words(cls, words: list[str]) -> Alphabet:
        """The alphabet of an own word list: every letter its (folded) words use; AlphabetError when they
        use more than MAX_LETTERS, a character that is not a letter, or letters of more than one script."""
        used = sorted({ch for word in words for ch in word})
        if len(used) > MAX_LETTERS:
            raise AlphabetError(f"the words use {len(used)} letters (at most {MAX_LETTERS})")
        scripts = {script_of(ch) for ch in used}
        if len(scripts) > 1:
            raise AlphabetError(f"the words mix scripts ({', '.join(sorted(scripts))}): one script a list")
        return cls("".join(used))


def _code_decoding(letters: str) -> str:
    """The charmap decoding table of code texts (256 characters): letter i at byte ``CODE_CHARS[i]``, every
    other byte itself unless that is one of the letters (a charmap's characters must be distinct)."""
    table = [chr(b) for b in range(256)]
    for b in range(256):
        if table[b] in letters:
            table[b] = "\ufffe"  # undefined: never in a code text
    for i, letter in enumerate(letters):
        table[ord(CODE_CHARS[i])] = letter
    return "".join(table)


def capitals(word: str) -> str:
    """``word`` in capitals for tiles, one character a letter in any alphabet (ß stays ß: ``"ß".upper()`` is "SS")."""
    upper = word.upper()
    if len(upper) == len(word):
        return upper
    return "".join(up if len(up := ch.upper()) == 1 else ch for ch in word)


def script_of(ch: str) -> str:
    """The script a letter belongs to, by the first word of its Unicode name ("LATIN", "CYRILLIC", "GREEK")."""
    return unicodedata.name(ch, "UNKNOWN").split()[0]


def _lower(text: str) -> str:
    """``text`` (NFC) in lower case, a character at a time where one would become two (İ is left as it is)
    or where a whole string's rule would change the letter (a word-final Σ lowers to ς, a letter of its own)."""
    text = unicodedata.normalize("NFC", text)
    lowered = text.lower()
    if len(lowered) == len(text) and "ς" not in lowered:
        return lowered
    return "".join(low if len(low := ch.lower()) == 1 else ch for ch in text)


def _runs(text: str) -> list[tuple[str, bool]]:
    """``text`` cut into look-alikes (one character each, which NFKC would change) and the runs between
    them: (part, whether it is a look-alike)."""
    parts: list[tuple[str, bool]] = []
    run: list[str] = []
    for ch in text:
        if unicodedata.normalize("NFKC", ch) != ch:
            parts.extend([("".join(run), False), (ch, True)] if run else [(ch, True)])
            run = []
        else:
            run.append(ch)
    return [*parts, ("".join(run), False)] if run else parts


def _is_letter(ch: str) -> bool:
    return len(ch) == 1 and ch.isalpha() and ch == ch.lower()


ENGLISH = Alphabet(_A_Z, keyboard=("qwertyuiop", "asdfghjkl", "zxcvbnm"))
