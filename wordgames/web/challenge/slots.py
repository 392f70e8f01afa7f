"""The round's words to find, as TextTwist shows them: a blank box per letter, grouped by length."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import groupby
from typing import Any

from ...i18n import _, ngettext
from ...lexicon import Word
from ..dom import element, fill
from ..spelling import in_capitals


def slot(word: Word, shown: bool, missed: bool, just: bool = False, spelt: str = "") -> Any:
    """One word to find: a blank box per letter, or the word once found (``just`` now) or revealed at the end, as
    it is ``spelt`` (más for mas) when that has a letter a box."""
    cls = "slot missed" if missed else "slot found just" if just else "slot found" if shown else "slot"
    spelt = in_capitals(spelt if len(spelt) == len(word) else word)
    if missed or shown:
        label = (_("{word}, missed") if missed else _("{word}, found")).format(word=spelt)
    else:
        label = ngettext("{count} letter", "{count} letters", len(word)).format(count=len(word))
    node = element("li", cls=cls, aria_label=label)
    if shown or missed:
        node.setAttribute("data-word", word)  # a tap at the round's end shows its definition
    for letter in spelt:
        node.appendChild(element("span", letter if shown or missed else "", cls="box", aria_hidden="true"))
    return node


def slot_groups(
    answers: Iterable[Word], found: set[Word], over: bool, just: Word | None, usual: Callable[[Word], str]
) -> list[Any]:
    """A list per length of the round's words (``answers``, by length): found ones spelled as ``usual`` spells
    them, the rest blank until the round is ``over`` (then shown as missed); ``just`` is the word found now."""
    groups = []
    for length, words in groupby(answers, len):
        group = element("ul", cls="slots", aria_label=_("{length}-letter words").format(length=length))
        fill(group, [slot(w, w in found, over and w not in found, w == just, usual(w)) for w in words])
        groups.append(group)
    return groups
