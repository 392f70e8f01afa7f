"""The common pools each pack was first published with (commit c2a4782, 2026-11-28), whose order gave its dailies.

A pack marks these words PLAYED_POOL (``wordgames.known``), as English marks its pools of 2026-11-27, so
that its past dailies keep their words when its pools change (``wordgames.wordle.daily``). A word that has
since left the pack's list (a given name, an acronym) stays in the pack, flagged an abbreviation: never
asked again, but a past daily that drew it can still be played and won.
"""

from __future__ import annotations

import gzip
from collections.abc import Mapping
from pathlib import Path

from wordgames.lengths import MAX_LENGTH, MIN_LENGTH
from wordgames.lexicon import Lexicon
from wordgames.wordle.rules import GameError, secret_pool

Word = str

# One line a pack: its code, then its pools' words (every length). Written by ``write_first_pools`` from the
# assets of commit c2a4782 (`git show c2a4782:static/dictionary-de.bin`), read by the engine of then and now alike.
FIRST_POOLS = Path(__file__).with_name("pools-2026-11-28.txt.gz")


def first_pools(code: str) -> set[Word]:
    """The words of the common pools (every length) the pack ``code`` was first published with."""
    for line in gzip.decompress(FIRST_POOLS.read_bytes()).decode("utf-8").splitlines():
        listed, *words = line.split()
        if listed == code:
            return set(words)
    raise KeyError(f"{FIRST_POOLS.name} has no line for the {code} pack")


def pool_words(lexicon: Lexicon) -> list[Word]:
    """The words of a lexicon's common pools, every length 3-20, by length then alphabetically."""
    words: list[Word] = []
    for length in range(MIN_LENGTH, MAX_LENGTH + 1):
        try:
            words += secret_pool(lexicon, length, "common")
        except GameError:  # no word of that length at all (Italian's 20 letters)
            pass
    return words


def write_first_pools(lexicons: Mapping[str, Lexicon]) -> None:
    """Write ``FIRST_POOLS`` from the packs as first published (by code), byte for byte the same each time."""
    text = "".join(f"{code} {' '.join(pool_words(lexicon))}\n" for code, lexicon in lexicons.items())
    FIRST_POOLS.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
