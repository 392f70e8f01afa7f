"""Published figures (Wordle guesses, Word Challenge search costs) the Lab draws beside its own, sources named."""

from __future__ import annotations

from dataclasses import dataclass

from .i18n import N_
from .wordle.race import RaceSettings


@dataclass(frozen=True)
class Reference:
    """A published series: average guesses (or another figure) per word length, and where it comes from."""

    label: str
    source: str
    values: dict[int, float]


def course_report(part: str) -> str:
    """The original course report's ``part`` (a table or figure), named as a source."""
    return (
        f"the original course report (its {part}): words_alpha, secrets drawn from every word of the length, "
        "unlimited guesses, 100 games per length"
    )


COURSE = course_report("Figure 4")


def minimax_paper(part: str) -> str:
    """The greedy minimax paper's ``part`` (a table or figure), named as a source."""
    return f"the greedy minimax paper (its {part}), on its own smaller vocabulary"


MINIMAX_PAPER = minimax_paper("Table 4")

# The same paper's text beside its Figure 1 and Table 5: games won within 6 tries at 5 letters (%),
# the tries within which every game and 90% of games were won, and its worst secrets with their tries.
MINIMAX_WON_WITHIN_6_AT_5 = 88.72
MINIMAX_EVERY_GAME_WITHIN = 22
MINIMAX_NINETY_PERCENT_WITHIN = 13
MINIMAX_WORST = {"uta": 22, "zain": 17, "mesal": 14, "ostrea": 14, "vinegar": 10}

# The same paper's clique study (Tables 6-8), as far as our notes copy it: the words with distinct
# letters at 5 letters, and the cliques it did not compute at 4 and 5 letters (its estimates).
CLIQUE_PAPER: dict[str, dict[int, str]] = {
    "vertices": {5: "10,175"},
    "edges": {},
    "cliques": {4: "not computed (estimated 1,700+ hours)", 5: "not computed (estimated 14+ hours)"},
}

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
# The course's C++ program prints its first guesses at every length; at 11-20 letters they are these
# (the same as ours; checked against the program's output in issue 31, not printed in the report).
CPP_FIRST_GUESSES = {11: "ulcerations", 12: "culteranismo", 13: "postneuralgic", 14: "neuroplasmatic"}
CPP_FIRST_GUESSES |= {15: "trigonocephalus", 16: "trigonocephalous", 17: "superromantically"}
CPP_FIRST_GUESSES |= {18: "pseudoromantically", 19: "pseudohallucinatory", 20: "encephalomyocarditis"}

# Word Challenge: the course's C++ trie search on words_alpha, 1,000 random scrambled words per
# length, average per solve (copied from the project's reference notes).
CPP_SOURCE = N_("the original course's C++ trie search on words_alpha, 1,000 scrambled words per length (published)")
CPP_TRIE_MS = Reference(
    "C++ trie, ms (published)", CPP_SOURCE, {3: 0.002, 5: 0.005, 8: 0.029, 12: 0.149, 17: 0.485, 20: 0.789}
)
CPP_TRIE_NODES = Reference(
    "C++ trie, nodes (published)", CPP_SOURCE, {3: 12, 5: 82, 8: 635, 12: 4025, 17: 16627, 20: 29313}
)


# ----- The published tables and figures beside ours (the Lab's "Published results") -----------


@dataclass(frozen=True)
class Figure:
    """One line of a comparison: what is measured, the published figure and ours (as printed)."""

    what: str
    published: str
    ours: str


@dataclass(frozen=True)
class Comparison:
    """A published table or figure beside ours: sources, the command that reproduces ours, and why they differ.

    ``race`` is the Lab race that re-runs ours live (None when the Lab cannot: the original
    lists, the console solvers); ``lab`` names the Lab section where ours show ("race",
    "challenge" or "").
    """

    title: str
    source: str
    figures: tuple[Figure, ...]
    measured: str
    command: str
    difference: str
    race: RaceSettings | None = None
    lab: str = ""


TABLES = "bench/tables.md (rerun 2026-11-27, commits 85ff0c7–17f68e8; 500 seeded secrets, every secret at 3 letters)"
TODAY = "measured 2026-11-23 at commit b1af609 (bench/journal/13-published-results.md)"
ORIGINAL_LISTS = "the original Wordle lists (2,315 answers, 12,972 allowed guesses)"
FIGURE_4_LENGTHS = tuple(AVERAGE_GUESSES[0].values)
MINIMAX_LENGTHS = tuple(AVERAGE_GUESSES[2].values)
MINIMAX_RACE = RaceSettings(MINIMAX_LENGTHS, ("minimax",), games=100, seed=0)

# Figures ours, copied from the files ``measured`` names.
_LF_AVERAGE = {3: 6.410, 4: 5.354, 5: 4.458, 6: 3.966, 7: 3.752, 8: 3.346, 9: 3.168, 10: 3.068, 12: 2.660}
_LF_AVERAGE |= {15: 2.230, 20: 2.022}
_RC_AVERAGE = {3: 7.789, 4: 6.462, 5: 5.150, 6: 4.474, 7: 4.054, 8: 3.620, 9: 3.320, 10: 3.190, 12: 2.834}
_RC_AVERAGE |= {15: 2.368, 20: 2.033}
_LF_AFTER_1 = {3: 484.1, 4: 627.9, 5: 374.9, 6: 285.6, 7: 231.0, 8: 81.5, 9: 38.5, 10: 32.9, 12: 9.1, 15: 2.1}
_LF_AFTER_1 |= {20: 1.0}
# Published candidates left after LetterFrequency's first guess (course report, Figure 4).
LF_AFTER_1 = {3: 504, 4: 720, 5: 372, 6: 279, 7: 201, 8: 82, 9: 42, 10: 27, 12: 7, 15: 1, 20: 1}
_MINIMAX = {3: (5.985, 10, 64.8), 4: (5.086, 8, 92.2), 5: (4.242, 6, 100.0), 6: (3.754, 6, 100.0)}
_MINIMAX |= {7: (3.432, 5, 100.0), 8: (3.194, 5, 100.0), 9: (2.988, 4, 100.0)}  # average, max, % within 6
STRATEGY_2 = 2.875  # tie-break-chain, the mean of the five subsets (bench/bot_strategies.py)
# Our minimax's games on the paper's worst secrets (the whole dictionary's secret pool).
MINIMAX_WORST_OURS = {
    "uta": ("iao", "bea", "ahu", "cul", "str", "uta"),
    "zain": ("eoan", "wair", "bchs", "mktg", "avdp", "alef", "jann", "zain"),
    "mesal": ("nares", "spalt", "lesya", "mesal"),
    "ostrea": ("tanier", "arctos", "ostrea"),
    "vinegar": ("latrine", "adrenin", "cinerea", "vinegar"),
}
# Greedy minimax as the paper plays it (minimax-candidates on the words with distinct letters, 100 seeded
# secrets a length; bench/minimax_paper.py --table4 3-9): average, maximum and its computed opener.
CANDIDATES_MINIMAX = {3: (8.400, 19, "iao"), 4: (5.760, 12, "orae"), 5: (4.390, 9, "raise"), 6: (3.770, 7, "laiser")}
CANDIDATES_MINIMAX |= {7: (3.120, 4, "cortins"), 8: (2.940, 4, "entrails"), 9: (2.660, 4, "contrails")}
# Our minimax on the same vocabulary and secrets (average, maximum).
VOCABULARY_MINIMAX = {3: (6.020, 9), 4: (4.890, 7), 5: (3.930, 5), 6: (3.540, 5), 7: (3.130, 4), 8: (2.950, 4)}
VOCABULARY_MINIMAX |= {9: (2.640, 4)}
_OUR_LF_OPENERS = FIRST_GUESSES | {7: "erasion"} | CPP_FIRST_GUESSES
# Word Challenge, ours: 100 racks per length, seed 0 (nodes and words of the reference search; ms
# of the fast index, median per rack, on a loaded machine).
_CHALLENGE = {3: (11.59, 0.004), 5: (84.89, 0.024), 8: (659.17, 0.121), 12: (3763.65, 0.389)}
_CHALLENGE |= {17: (14541.87, 0.720), 20: (28956.96, 1.193)}
# The clique study, ours (bench/cliques.py): per length, words with distinct letters, letter sets, edges,
# cliques of letter sets, cliques of words, and CPU seconds to count them (2026-11-27, a loaded machine).
CLIQUES = {
    4: (5549, 3051, 5267897, 41658816, 111898839, 33.5),
    5: (10175, 5977, 7641781, 538, 831, 0.83),
    6: (13857, 8988, 4415108, 5, 5, 0.75),
    7: (13661, 10024, 874963, 1593, 1877, 3.3),
    8: (10428, 8452, 53013, 0, 0, 0.02),
}


# Figure 3, ours: CPU seconds to count every clique at 4 letters on seeded samples of the words (share: seconds).
CLIQUE_TIMES_4 = {0.25: 0.86, 0.5: 6.64, 0.75: 18.5, 1.0: 39.0}
