"""What the player typed as the page repeats it: their spelling (città), not the folded letters searched (citta)."""

from __future__ import annotations

import unicodedata


def as_spelt(text: str) -> str:
    """``text`` without surrounding white space, NFC, in lower case, its accents kept: what an echo shows of
    a field that ``text.normalize`` folds for the search (a final Σ lowers to ς, as the word is written)."""
    return unicodedata.normalize("NFC", str(text).strip()).lower()
