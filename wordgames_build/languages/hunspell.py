"""A Hunspell dictionary expanded into its words: each stem with every prefix and suffix its flags allow."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass


class HunspellError(ValueError):
    """An affix file this expander does not read (long flags, continuation classes), or flags left in a word."""


@dataclass(frozen=True)
class Affix:
    """One rule of a PFX or SFX class: strip these letters, add those, where the stem matches ``condition``."""

    strip: str
    add: str
    condition: re.Pattern[str]


@dataclass(frozen=True)
class AffixClass:
    prefix: bool
    cross: bool  # combines with an affix of the other kind
    rules: tuple[Affix, ...]

    def apply(self, stem: str) -> Iterator[str]:
        for rule in self.rules:
            if self.prefix and stem.startswith(rule.strip) and rule.condition.match(stem):
                yield rule.add + stem[len(rule.strip) :]
            elif not self.prefix and stem.endswith(rule.strip) and rule.condition.search(stem):
                yield stem[: len(stem) - len(rule.strip)] + rule.add


def read_affixes(text: str) -> dict[str, AffixClass]:
    """The affix classes of an .aff file (single-character flags, the default)."""
    classes: dict[str, AffixClass] = {}
    lines = [line.split() for line in text.splitlines()]
    for i, fields in enumerate(lines):
        if fields[:1] == ["FLAG"]:
            raise HunspellError(f"flags of kind {fields[1]} are not read")
        if len(fields) >= 4 and fields[0] in ("PFX", "SFX") and fields[2] in ("Y", "N") and fields[3].isdigit():
            kind, flag, cross, count = fields[0], fields[1], fields[2] == "Y", int(fields[3])
            rules = tuple(_rule(kind, rule) for rule in lines[i + 1 : i + 1 + count])
            classes[flag] = AffixClass(kind == "PFX", cross, rules)
    return classes


def _rule(kind: str, fields: list[str]) -> Affix:
    strip, add, condition = fields[2], fields[3], fields[4] if len(fields) > 4 else "."
    if "/" in add:
        raise HunspellError(f"continuation classes ({add}) are not read")
    strip, add = ("" if strip == "0" else strip), ("" if add == "0" else add)
    pattern = f"^{condition}" if kind == "PFX" else f"{condition}$"
    return Affix(strip, add, re.compile(pattern))


def expand(dictionary: str, affixes: str, left_out: str = "", stems_left_out: str = "") -> list[str]:
    """Every word of a .dic file with its .aff rules applied (as Hunspell's unmunch does, one prefix and
    one suffix at most), but the classes whose flags are in ``left_out`` and the stems carrying a flag of
    ``stems_left_out``; HunspellError when a result still holds a '/' (flags left in a word)."""
    classes = {flag: cls for flag, cls in read_affixes(affixes).items() if flag not in left_out}
    words: list[str] = []
    for line in dictionary.splitlines()[1:]:  # the first line is the count
        stem, _, flags = line.strip().partition("/")
        if not stem or any(flag in stems_left_out for flag in flags):
            continue
        words.append(stem)
        found = [classes[flag] for flag in flags if flag in classes]
        suffixes = [cls for cls in found if not cls.prefix]
        for suffix in suffixes:
            words.extend(suffix.apply(stem))
        for prefix in (cls for cls in found if cls.prefix):
            words.extend(prefix.apply(stem))
            if prefix.cross:  # a prefix and a suffix that both combine: the prefix on each suffixed form
                combined = (suffix.apply(stem) for suffix in suffixes if suffix.cross)
                words.extend(form for forms in combined for word in forms for form in prefix.apply(word))
    return checked(words)


def checked(words: list[str]) -> list[str]:
    """The words, or HunspellError when one still holds a '/' (flags an expansion left in a word)."""
    flagged = next((word for word in words if "/" in word), None)
    if flagged is not None:
        raise HunspellError(f"flags left in an expanded word: {flagged!r}")
    return words
