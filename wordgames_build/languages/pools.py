"""A pack's secret pools from its asset, by ``wordle.rules.common_pool``'s rule (until the engine reads packs)."""

from __future__ import annotations

from wordgames.known import ABBREVIATION, EVERYDAY_SIZE, FLOOR_GRADE, INFLECTED, OFFENSIVE, SCOWL_SIZES, UNDEFINED
from wordgames.wordle.rules import MIN_POOL, POOL_STEPS

from .pack_words import PackWords

_SIZE = 0x0F  # a knowledge byte's SCOWL size index
_NO_SECRET = ABBREVIATION | INFLECTED | UNDEFINED


def common_pool(pack: PackWords, length: int) -> tuple[list[str], bool]:
    """The words ``rules.common_pool`` draws secrets of ``length`` from (``Lexicon.words_known`` with
    ``base``, widened through POOL_STEPS while under MIN_POOL), and whether it widened."""
    of_length = [w for w in pack.grades if len(w) == length and pack.grades[w] < OFFENSIVE]
    words: list[str] = []
    widened = False
    everyday = SCOWL_SIZES.index(EVERYDAY_SIZE) + 1
    for size, floor in POOL_STEPS:
        index, lowest = SCOWL_SIZES.index(size) + 1, FLOOR_GRADE if floor else 0
        wider = [
            w
            for w in of_length
            if 0 < pack.knowledge[w] & _SIZE <= index
            and not pack.knowledge[w] & _NO_SECRET
            and (pack.grades[w] >= lowest or pack.knowledge[w] & _SIZE <= everyday)
        ]
        if len(wider) > len(words):
            words, widened = wider, (size, floor) != POOL_STEPS[0]
        if len(words) >= MIN_POOL:
            break
    return words, widened
