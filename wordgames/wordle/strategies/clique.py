"""Sets of words with pairwise disjoint letters that cover as much of the alphabet as possible.

With words of length L, at most ⌊26/L⌋ of them can have disjoint letters. The search runs
through the letters from rarest to most common: the rarest letter not yet covered is either
covered by a word whose rarest letter it is, or skipped for good (a set of k words may skip
26 − k·L letters). Words are tried best-first (commoner letters), so the first set found is
a good opening; a node budget keeps the search bounded, and fewer words are accepted when no
full set exists (or none is found within the budget).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...lexicon import Word
from .base import per_word_list
from .letters import letter_mask, presence_counts, word_letters

NODE_BUDGET = 200_000


def find_clique(words: Sequence[Word]) -> tuple[Word, ...]:
    """Up to ⌊A/L⌋ words with pairwise disjoint letters covering the most letters (A letters: 26 in English)."""
    if not words:
        return ()
    frequency = presence_counts(words)
    distinct = [w for w in words if len(set(w)) == len(w)]
    if not distinct:  # long words: the one covering the most (and commonest) letters
        return (min(words, key=lambda w: (-len(set(w)), -sum(frequency[c] for c in set(w)), w)),)
    length = len(distinct[0])
    order = "".join(sorted(word_letters(words), key=lambda letter: (frequency[letter], letter)))  # rarest first
    rank = {letter: r for r, letter in enumerate(order)}
    # One word per letter set: the alphabetically first among those of best score.
    by_mask: dict[int, Word] = {}
    for word in distinct:
        by_mask.setdefault(letter_mask(word), word)
    score = {mask: sum(frequency[letter] for letter in word) for mask, word in by_mask.items()}
    starting: list[list[int]] = [[] for _ in order]  # masks indexed by their rarest letter
    for mask, word in by_mask.items():
        starting[min(rank[letter] for letter in word)].append(mask)
    for masks in starting:
        masks.sort(key=lambda m: (-score[m], by_mask[m]))

    for k in range(len(order) // length, 0, -1):
        found = _search(starting, order, k, len(order) - k * length)
        if found:
            chosen = sorted(found, key=lambda m: (-score[m], by_mask[m]))
            return tuple(by_mask[m] for m in chosen)
    return ()


def _search(starting: list[list[int]], order: str, k: int, skips: int) -> list[int] | None:
    """Depth-first search for k disjoint masks, skipping at most ``skips`` letters."""
    nodes = 0
    bits = [letter_mask(letter) for letter in order]

    def walk(covered: int, position: int, skips_left: int, chosen: list[int]) -> list[int] | None:
        nonlocal nodes
        if len(chosen) == k:
            return list(chosen)
        while position < len(bits) and covered & bits[position]:
            position += 1
        if position >= len(bits) or nodes >= NODE_BUDGET:
            return None
        nodes += 1
        for mask in starting[position]:
            if not mask & covered:
                chosen.append(mask)
                found = walk(covered | mask, position + 1, skips_left, chosen)
                chosen.pop()
                if found:
                    return found
        if skips_left:
            return walk(covered, position + 1, skips_left - 1, chosen)
        return None

    chosen = walk(0, 0, skips, [])
    walk = None  # it calls itself through its closure, a cycle that would outlive the search until a garbage collection
    return chosen


disjoint_words = per_word_list(find_clique, size=6)  # the opening clique, once per word list object
