"""The dictionary words still possible as the secret: a pruned trie walk, and fast re-filtering."""

from __future__ import annotations

from collections.abc import Iterable

from ..lexicon import Lexicon, Word
from .feedback import pattern_code
from .knowledge import Knowledge


def candidates(lexicon: Lexicon, knowledge: Knowledge) -> list[Word]:
    """Every word of the lexicon that reproduces every pattern in ``knowledge``, alphabetically.

    Walks the trie one position at a time, only along letters allowed there, and prunes a
    branch as soon as a letter exceeds its maximum count, the letters still required no
    longer fit in the positions left, or no word of the right length lies below.
    """
    length = knowledge.length
    if knowledge.is_contradictory or length < 1:
        return []
    first, labels, targets, masks = lexicon.first, lexicon.labels, lexicon.targets, lexicon.suffix_lengths
    if not masks[0] >> length & 1:
        return []
    letters = lexicon.alphabet.letters
    if knowledge.alphabet != lexicon.alphabet:
        raise ValueError("the knowledge and the lexicon are of different alphabets")
    allowed = [[ch in knowledge.allowed_letters(i) for ch in letters] for i in range(length)]
    low, high = knowledge.min_count, knowledge.max_count
    counts = [0] * len(letters)
    missing = sum(low)  # copies still required by the lower bounds
    prefix: list[str] = []
    found: list[Word] = []

    def walk(state: int, depth: int) -> None:
        nonlocal missing
        left = length - depth - 1  # letters still to place after this one
        ok = allowed[depth]
        for e in range(first[state], first[state + 1]):
            c = labels[e]
            if not ok[c] or counts[c] >= high[c]:
                continue
            target = targets[e]
            if not masks[target] >> left & 1:
                continue
            need = missing - (counts[c] < low[c])
            if need > left:
                continue
            counts[c] += 1
            saved, missing = missing, need
            if left == 0:
                found.append("".join(prefix) + letters[c])
            else:
                prefix.append(letters[c])
                walk(target, depth + 1)
                prefix.pop()
            counts[c] -= 1
            missing = saved

    walk(0, 0)
    walk = None  # it calls itself through its closure, a cycle that would keep `found` until a garbage collection
    return found


def filter_candidates(words: Iterable[Word], guess: Word, code: int) -> list[Word]:
    """The words against which ``guess`` scores the pattern with base-3 ``code``."""
    return [w for w in words if pattern_code(guess, w) == code]
