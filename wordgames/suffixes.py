"""What lies below each state of a DAWG: the lengths, counts and letters of its paths to a word end."""

from __future__ import annotations

from array import array
from collections.abc import Generator

from .asset import MAX_PAYLOAD
from .lengths import MAX_LENGTH

MASK_STEP_STATES = 2048  # states a step of these passes goes through (10-60 ms on the page)


class TrieError(ValueError):
    """The arrays do not form a trie whose edges all point forward to words of at most MAX_LENGTH letters."""


def suffix_mask_steps(final: bytes, first: array, targets: array) -> Generator[float, None, tuple[array, int]]:
    """The suffix-length masks of every state (bit k: a word ends exactly k letters below) and the number of
    words, in one backward pass, yielding the share done every MASK_STEP_STATES states (so that the page
    can run it in slices).

    Targets must have larger numbers than their sources, so going from the last state to the
    first finds every target done. Raises TrieError if an edge points backward (or to its
    own state) or past the last state, or a word is longer than MAX_LENGTH: what a crafted asset
    could hold.
    """
    states = len(final)
    too_long = 1 << (MAX_LENGTH + 1)
    keep = 2 * too_long - 1  # a longer word shows as bit MAX_LENGTH + 1 a few states down
    masks = [-1] * states  # -1 (all bits) until done: an edge to a state not done yet marks its source
    counts = [0] * states  # words below each state, capped so a crafted trie cannot make huge numbers
    try:
        for end in range(states, 0, -MASK_STEP_STATES):
            for s in range(end - 1, max(end - MASK_STEP_STATES, 0) - 1, -1):
                m = 0
                c = f = final[s]
                for e in range(first[s], first[s + 1]):
                    t = targets[e]
                    m |= masks[t]
                    c += counts[t]
                masks[s] = (f | m << 1) & keep
                counts[s] = c if c <= MAX_PAYLOAD else MAX_PAYLOAD
            yield 1 - max(end - MASK_STEP_STATES, 0) / states
    except IndexError:
        raise TrieError("dictionary asset is corrupted (edges point outside the trie)") from None
    if max(masks) >= too_long:
        if any(targets[e] <= s for s in range(states) for e in range(first[s], first[s + 1])):
            raise TrieError("dictionary asset is corrupted (an edge of the trie points backward)")
        raise TrieError(f"dictionary asset is corrupted (a word is longer than {MAX_LENGTH} letters)")
    return array("I", masks), counts[0]


def suffix_fact_steps(
    final: bytes, first: array, labels: bytes, targets: array, bits: int
) -> Generator[float, None, tuple[list[int], array]]:
    """Per state, how many words end k letters below for every k, packed ``bits`` bits a field
    (``Lexicon.suffix_counts``), and the letters on its paths to a word end as a bit mask; in one
    backward pass, yielding the share done every MASK_STEP_STATES states."""
    states = len(final)
    counts = [0] * states
    # 32-bit masks while the letter codes fit (English's 26), 64-bit beyond (Russian's 33): up to 64 letters
    typecode = "Q" if labels and max(labels) >= 32 else "I"
    letters = array(typecode, bytes(array(typecode).itemsize * states))
    for end in range(states, 0, -MASK_STEP_STATES):
        for s in range(end - 1, max(end - MASK_STEP_STATES, 0) - 1, -1):  # targets come after their sources
            below = used = 0
            for e in range(first[s], first[s + 1]):
                t = targets[e]
                below += counts[t]
                used |= letters[t] | 1 << labels[e]
            counts[s] = final[s] + (below << bits)
            letters[s] = used
        yield 1 - max(end - MASK_STEP_STATES, 0) / states
    return counts, letters
