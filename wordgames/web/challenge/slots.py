"""The round's words to find, as TextTwist shows them: a blank box per letter, grouped by length."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import groupby
from typing import Any

from ...alphabet import capitals
from ...i18n import _, ngettext
from ...lexicon import Word
from ..dom import element, fill


def slot(word: Word, shown: bool, missed: bool, just: bool = False) -> Any:
    """One word to find: a blank box per letter, or the word once found (``just`` now) or revealed at the end."""
    cls = "slot missed" if missed else "slot found just" if just else "slot found" if shown else "slot"
    if missed or shown:
        label = (_("{word}, missed") if missed else _("{word}, found")).format(word=capitals(word))
    else:
        label = ngettext("{count} letter", "{count} letters", len(word)).format(count=len(word))
    node = element("li", cls=cls, aria_label=label)
    if shown or missed:
        node.setAttribute("data-word", word)  # a tap at the round's end shows its definition
    for letter in word:
        node.appendChild(element("span", capitals(letter) if shown or missed else "", cls="box", aria_hidden="true"))
    return node


def slot_groups(answers: Iterable[Word], found: set[Word], over: bool, just: Word | None) -> list[Any]:
    """A list per length of the round's words (``answers``, by length): found ones spelled, the rest
    blank until the round is ``over`` (then shown as missed); ``just`` is the word found now."""
    groups = []
    for length, words in groupby(answers, len):
        group = element("ul", cls="slots", aria_label=_("{length}-letter words").format(length=length))
        fill(group, [slot(w, w in found, over and w not in found, w == just) for w in words])
        groups.append(group)
    return groups
