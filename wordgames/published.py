"""Published figures (Wordle guesses, Word Challenge search costs) the Lab draws beside its own, sources named."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reference:
    """A published series: average guesses (or another figure) per word length, and where it comes from."""

    label: str
    source: str
    values: dict[int, float]


COURSE = (
    "the original course report (its Figure 4): words_alpha, secrets drawn from every word of the length, "
    "unlimited guesses, 100 games per length"
)
MINIMAX_PAPER = "the greedy minimax paper (its Table 4), on its own smaller vocabulary"

# Average guesses per length, as published (copied from the project's reference notes).
AVERAGE_GUESSES = (
    Reference(
        "LetterFrequency (published)",
        COURSE,
        {3: 6.38, 4: 5.60, 5: 4.43, 6: 3.97, 7: 3.66, 8: 3.31, 9: 3.17, 10: 3.10, 12: 2.65, 15: 2.24, 20: 2.05},
    ),
    Reference(
        "RandomCandidate (published)",
        COURSE,
        {3: 7.72, 4: 6.09, 5: 5.13, 6: 4.48, 7: 3.87, 8: 3.71, 9: 3.44, 10: 3.18, 12: 2.86, 15: 2.37, 20: 2.03},
    ),
    Reference(
        "Greedy minimax (published)",
        MINIMAX_PAPER,
        {3: 8.66, 4: 6.49, 5: 4.84, 6: 4.23, 7: 3.65, 8: 3.14, 9: 2.80},
    ),
)

# LetterFrequency's first guesses per length in the course report (its Table 1). Ours opens
# "erasion" at 7 where it printed "eration": our copy of words_alpha has no "eration".
FIRST_GUESSES = {3: "iao", 4: "orae", 5: "serai", 6: "serian", 7: "eration", 8: "serotina", 9: "tensorial"}
FIRST_GUESSES |= {10: "psalterion"}

# Word Challenge: the course's C++ trie search on words_alpha, 1,000 random scrambled words per
# length, average per solve (copied from the project's reference notes).
CPP_SOURCE = "the original course's C++ trie search on words_alpha, 1,000 scrambled words per length (published)"
CPP_TRIE_MS = Reference(
    "C++ trie, ms (published)", CPP_SOURCE, {3: 0.002, 5: 0.005, 8: 0.029, 12: 0.149, 17: 0.485, 20: 0.789}
)
CPP_TRIE_NODES = Reference(
    "C++ trie, nodes (published)", CPP_SOURCE, {3: 12, 5: 82, 8: 635, 12: 4025, 17: 16627, 20: 29313}
)
