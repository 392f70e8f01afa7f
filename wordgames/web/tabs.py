"""The page's tabs, in order, and the rule that picks the tab a visit opens on (the first screen's script
reads the same rule from static/tabs.js, which the build writes from here: wordgames_build/tabs.py).

Each name is a package of ``wordgames/web/`` whose ``tab.Tab(page)`` makes the tab (see app.py), with a
``tab-NAME`` button and a ``panel-NAME`` section in index.html.
"""

from __future__ import annotations

from collections.abc import Mapping

TABS = ("challenge", "wordle", "lab")
FIRST_VISIT = "wordle"  # the tab a first visit (nothing stored, no tab in the link) opens: today's daily word
LAB_KEYS = ("lengths", "strategies", "games", "run", "letters", "racks", "method", "solve")
# A link without ``tab`` that gives KEY (with any value but UNLESS) opens TAB; the first that fits, in order.
OPENED_BY: tuple[tuple[str, str, str | None], ...] = (
    ("wordle", "challenge", None),
    ("wordle", "target", None),
    ("wordle", "daily", None),
    ("wordle", "mode", "guesser"),
    *(("lab", key, None) for key in LAB_KEYS),
)


def opened_by(given: Mapping[str, str]) -> str | None:
    """The tab a link's parameters (key: value as read) open, when it names none; None when none of them does."""
    for tab, key, unless in OPENED_BY:
        if key in given and given[key] != unless:
            return tab
    return None


def first_screen_data() -> dict:
    """The tabs and their rule as the first screen's script reads them (static/tabs.js)."""
    return {"tabs": list(TABS), "openedBy": [list(rule) for rule in OPENED_BY], "firstVisit": FIRST_VISIT}
