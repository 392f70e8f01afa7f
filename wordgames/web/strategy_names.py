"""The strategies as the page names them: each id (in links, CSV and JSON) shown in the player's language."""

from __future__ import annotations

from ..i18n import N_, _

# The English name of a strategy is its id, as the command line spells it; the catalogs give the others.
NAMES: dict[str, str] = {
    "random-candidate": N_("random-candidate"),
    "letter-frequency": N_("letter-frequency"),
    "expected-reduction": N_("expected-reduction"),
    "non-duplicate": N_("non-duplicate"),
    "positional-frequency": N_("positional-frequency"),
    "cross-frequency": N_("cross-frequency"),
    "unattempted-letters": N_("unattempted-letters"),
    "tie-break-chain": N_("tie-break-chain"),
    "frequency-table": N_("frequency-table"),
    "rank": N_("rank"),
    "minimax": N_("minimax"),
    "minimax-candidates": N_("minimax-candidates"),
    "clique": N_("clique"),
    "entropy": N_("entropy"),
    "best": N_("best"),
}


def strategy_label(name: str) -> str:
    """The strategy ``name`` (an id) as the player's language names it (an unknown id as it is)."""
    return _(NAMES[name]) if name in NAMES else name
