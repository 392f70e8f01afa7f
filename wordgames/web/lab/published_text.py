"""The Published results' texts in the page's language: a figure made from a template (12 letters: nodes, 22 tries)
matched and said again with its numbers in the page's form; any other text (a title, a sentence) through the catalog.

wordgames/comparisons.py builds its figures' texts in English from its data; its literal texts are marked for the
catalogs there. A text no pattern and no catalog knows shows as written (a word such as IAO, a strategy's name).
"""

from __future__ import annotations

import re
from functools import cache

from ...i18n import N_, _, percent
from ..tool_refusals import FIGURE, figure

# (a figure's text as comparisons.py writes it, the message that says it again); the groups are the placeholders.
WRITTEN: tuple[tuple[str, str], ...] = (
    (r"(?P<n>\d+) letters", N_("{n} letters")),
    (r"(?P<n>\d+) letters: (?P<what>.+)", N_("{n} letters: {what}")),
    (r"(?P<n>\d+) letters \(C\+\+ program\)", N_("{n} letters (C++ program)")),
    (r"(?P<word>[A-Z]+) \((?P<n>\d+) letters\)", N_("{word} ({n} letters)")),
    (r"words with distinct letters", N_("words with distinct letters")),
    (r"edges", N_("edges")),
    (r"nodes", N_("nodes")),
    (r"ms per rack", N_("ms per rack")),
    (r"cliques of (?P<n>\d+) words", N_("cliques of {n} words")),
    (r"won within (?P<n>\d+)", N_("won within {n}")),
    (r"most guesses, any secret", N_("most guesses, any secret")),
    (r"Figure 3: (?P<n>\d+) letters, (?P<share>\d+)% of the words", N_("Figure 3: {n} letters, {share} of the words")),
    (r"(?P<n>\d+) tries", N_("{n} tries")),
    (r"(?P<n>\d+) guesses", N_("{n} guesses")),
    (r"(?P<n>\d+) guesses \((?P<words>[A-Z ]+)\)", N_("{n} guesses ({words})")),
    (r"(?P<seconds>[\d.]+) s", N_("{seconds} s")),
    (r"(?P<n>[\d,]+) \((?P<sets>[\d,]+) letter sets\)", N_("{n} ({sets} letter sets)")),
    (
        r"(?P<n>[\d,]+) \((?P<sets>[\d,]+) letter sets\), (?P<seconds>[\d.]+) s",
        N_("{n} ({sets} letter sets), {seconds} s"),
    ),
    (r"not computed \(estimated (?P<n>[\d,]+)\+ hours\)", N_("not computed (estimated {n}+ hours)")),
    (
        r"minimax (?P<word>[A-Z]+); as the paper plays, computed: (?P<computed>[A-Z]+)",
        N_("minimax {word}; as the paper plays, computed: {computed}"),
    ),
    (
        r"as the paper plays (?P<paper>[\d.]+) \(max (?P<paper_max>\d+)\); our minimax (?P<ours>[\d.]+) "
        r"\(max (?P<ours_max>\d+)\) on its vocabulary, (?P<every>[\d.]+) on every word",
        N_(
            "as the paper plays {paper} (max {paper_max}); our minimax {ours} (max {ours_max}) on its vocabulary, "
            "{every} on every word"
        ),
    ),
    (
        r"tie-break-chain (?P<ours>[\d.]+) \(five subsets: (?P<low>[\d.]+)-(?P<high>[\d.]+)\); "
        r"with the two frequencies swapped (?P<swapped>[\d.]+)",
        N_("tie-break-chain {ours} (five subsets: {low}-{high}); with the two frequencies swapped {swapped}"),
    ),
    (
        r"(?P<n>\d+) tries \(3 letters; 5 at 8 letters, 4 at 9\)",
        N_("{n} tries (3 letters; 5 at 8 letters, 4 at 9)"),
    ),
)
SOURCES: tuple[tuple[str, str], ...] = (  # where the published figures come from (wordgames/published.py)
    (
        r"the original course report \(its (?P<part>.+?)\): words_alpha, secrets drawn from every word of the "
        r"length, unlimited guesses, 100 games per length",
        N_(
            "the original course report (its {part}): words_alpha, secrets drawn from every word of the length, "
            "unlimited guesses, 100 games per length"
        ),
    ),
    (
        r"the greedy minimax paper \(its (?P<part>.+)\), on its own smaller vocabulary",
        N_("the greedy minimax paper (its {part}), on its own smaller vocabulary"),
    ),
    (
        r"(?P<source>.+); at 11-20 letters, the course's C\+\+ program",
        N_("{source}; at 11-20 letters, the course's C++ program"),
    ),
    (r"the proven optimum on (?P<lists>.+), opening SALET", N_("the proven optimum on {lists}, opening SALET")),
    (r"published console solvers on (?P<lists>.+)", N_("published console solvers on {lists}")),
    (
        r"the original Wordle lists \((?P<answers>[\d,]+) answers, (?P<allowed>[\d,]+) allowed guesses\)",
        N_("the original Wordle lists ({answers} answers, {allowed} allowed guesses)"),
    ),
    (r"Figure (?P<n>\d+)", N_("Figure {n}")),
    (r"Figure (?P<n>\d+) and its text", N_("Figure {n} and its text")),
    (r"Table (?P<n>\d+)", N_("Table {n}")),
    (r"Tables (?P<n>[\d-]+) and Figure (?P<m>\d+)", N_("Tables {n} and Figure {m}")),
)
SHARE = re.compile(r"(?P<share>\d+(?:\.\d+)?)%")  # a percentage: its sign placed as the language places it


@cache
def patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    """The table compiled, when the Lab draws the comparisons (not while the page boots)."""
    return tuple((re.compile(pattern), message) for pattern, message in WRITTEN + SOURCES)


def said(key: str, value: str) -> str:
    """A placeholder's value: a percentage or a figure in the page's form, a text said again."""
    if key == "share":
        return percent(float(value) / 100)
    return figure(value) if FIGURE.fullmatch(value) else shown(value)


def shown(text: str) -> str:
    """``text`` of a comparison (a title, a sentence, a figure) in the page's language."""
    if FIGURE.fullmatch(text):
        return figure(text)
    share = SHARE.fullmatch(text)
    if share:
        return percent(float(share["share"]) / 100, len(share["share"].partition(".")[2]))
    for pattern, message in patterns():
        match = pattern.fullmatch(text)
        if match:
            return _(message).format(**{key: said(key, value) for key, value in match.groupdict().items()})
    return _(text)
