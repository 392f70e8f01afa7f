"""The URL's notices and the links' and transfers' refusals in the player's language (web/params.py, wordle/links.py,
wordgames/wordle/daily.py and share.py, wordgames/travel.py), and the scripts a mixed word list names.

The notices are written in English while the URL is read (before the page's language is known) and retold
when shown; the entries here extend web/tool_refusals.py's table, in the same form.
"""

from __future__ import annotations

import re

from ..i18n import N_, _
from ..wordle.modes import MODES
from .tool_refusals import NUMBER, Telling, told, values

# How Unicode names a script (alphabet.script_of) and how the page names it.
SCRIPTS = {
    "LATIN": N_("Latin"),
    "CYRILLIC": N_("Cyrillic"),
    "GREEK": N_("Greek"),
    "ARABIC": N_("Arabic"),
    "HEBREW": N_("Hebrew"),
}


def scripts_named(match: re.Match[str]) -> str:
    """'the words mix scripts (CYRILLIC, LATIN)' with each script named in the page's language."""
    names = ", ".join(_(SCRIPTS[name]) if name in SCRIPTS else name.title() for name in match["scripts"].split(", "))
    return _("the words mix scripts ({scripts}): one script a list").format(scripts=names)


def mode_named(match: re.Match[str]) -> str:
    """A challenge link's ignored parameter, the mode it plays named as the mode's button names it."""
    said = _("Ignored URL parameter {name}={value}: a challenge link sets the game ({length} letters, {mode}).")
    mode = MODES[match["mode"]].shown_name() if match["mode"] in MODES else match["mode"]
    return said.format(**(values(match) | {"mode": mode}))


QUOTED = r"(?P<value>'.*'|\".*\")"  # a value as text.quoted writes it
LINKS: tuple[tuple[str, Telling], ...] = tuple(
    (pattern.replace("{n}", NUMBER).replace("{quoted}", QUOTED), telling)
    for pattern, telling in (
        (r"the words mix scripts \((?P<scripts>.+)\): one script a list", scripts_named),
        # the URL's parameters (wordgames/web/params.py, wordle/links.py)
        (r"Ignored the URL parameters: too many of them\.", told(N_("Ignored the URL parameters: too many of them."))),
        (r"Ignored unknown URL parameter {quoted}\.", told(N_("Ignored unknown URL parameter {value}."))),
        (
            r"Ignored a repeated URL parameter (?P<name>[^=]+)={quoted}\.",
            told(N_("Ignored a repeated URL parameter {name}={value}.")),
        ),
        (
            r"Ignored URL parameter solve=1: run=1 starts a race, and the Lab runs one job at a time\.",
            told(N_("Ignored URL parameter solve=1: run=1 starts a race, and the Lab runs one job at a time.")),
        ),
        (
            r"Ignored URL parameter score: it goes with a friend's challenge or daily link\.",
            told(N_("Ignored URL parameter score: it goes with a friend's challenge or daily link.")),
        ),
        (
            r"Ignored URL parameter (?P<name>\w+)=(?P<value>\S+): a challenge link plays its words?, "
            r"(?P<length>\d+) letters, as a (?P<mode>\S+) game\.",
            mode_named,
        ),
        (
            r"Ignored URL parameter (?P<name>[^=]+)={quoted}: (?P<reason>.+)\.",
            told(N_("Ignored URL parameter {name}={value}: {reason}.")),
        ),
        (
            r"This daily link does not work \((?P<reason>.+)\); here is a new game\.",
            told(N_("This daily link does not work ({reason}); here is a new game.")),
        ),
        (
            r"This challenge link does not work \((?P<reason>.+)\); here is a new game\.",
            told(N_("This challenge link does not work ({reason}); here is a new game.")),
        ),
        (r"not one of (?P<options>.+)", told(N_("not one of {options}"))),
        (r"not a length (?P<lengths>\d+-\d+)", told(N_("not a length {lengths}"))),
        (r"not 1 or 0 \(yes or no\)", told(N_("not 1 or 0 (yes or no)"))),
        (r"not a number of games 1-(?P<most>{n}) or all", told(N_("not a number of games 1-{most} or all"))),
        (
            r"not a list of 1-(?P<most>\d+) items separated by commas",
            told(N_("not a list of 1-{most} items separated by commas")),
        ),
        (r"not a number of racks 1-(?P<most>{n})", told(N_("not a number of racks 1-{most}"))),
        (r"not a whole number", told(N_("not a whole number"))),
        (
            r"not a whole number 1-(?P<most>{n}) or unlimited",
            told(N_("not a whole number 1-{most} or unlimited")),
        ),
        (
            r"not a length or a range of lengths such as (?P<lengths>\S+)",
            told(N_("not a length or a range of lengths such as {lengths}")),
        ),
        (r"not a challenge code(?: \(.+\))?", told(N_("not a challenge code"))),
        (r"not a challenge code of this version", told(N_("not a challenge code of this version"))),
        (r"the challenge code was changed or cut", told(N_("the challenge code was changed or cut"))),
        (
            r"the challenge word is not in the dictionary \(or not one a game asks\)",
            told(N_("the challenge word is not in the dictionary (or not one a game asks)")),
        ),
        (r"{quoted} is not a date written YYYY-MM-DD", told(N_("{value} is not a date written YYYY-MM-DD"))),
        # (after the sentences that begin the same way)
        (r"{quoted} is (?P<reason>not .+)", told(N_("{value} is {reason}"))),
        (r"the daily word starts on (?P<day>[\d-]+)", told(N_("the daily word starts on {day}"))),
        (
            r"the daily word starts on (?P<day>[\d-]+) \(Daily #1\), not (?P<date>[\d-]+)",
            told(N_("the daily word starts on {day} (Daily #1), not {date}")),
        ),
        (
            r"the daily of (?P<day>[\d-]+) is not out yet \(today's is Daily #(?P<number>\d+)\)",
            told(N_("the daily of {day} is not out yet (today's is Daily #{number})")),
        ),
        # the statistics' transfer (wordgames/travel.py)
        (
            r"the code is damaged \(a character changed, added or left out\)",
            told(N_("the code is damaged (a character changed, added or left out)")),
        ),
        (r"the code is cut short: copy all of it", told(N_("the code is cut short: copy all of it"))),
        (
            r"it is neither a code \(WG1-…\) nor an exported file",
            told(N_("it is neither a code (WG1-…) nor an exported file")),
        ),
        (
            r"it is (?P<count>{n}) characters long; an export is at most (?P<most>{n})",
            told(N_("it is {count} characters long; an export is at most {most}")),
        ),
        (
            r"it is (?P<count>{n}) characters long; a code is at most (?P<most>{n})",
            told(N_("it is {count} characters long; a code is at most {most}")),
        ),
        (
            r"the code expands to over (?P<most>{n}) bytes; an export is smaller",
            told(N_("the code expands to over {most} bytes; an export is smaller")),
        ),
    )
)


def link_refusals() -> tuple[tuple[re.Pattern[str], Telling], ...]:
    """The table compiled (web/tool_refusals.refusals caches it with its own)."""
    return tuple((re.compile(pattern), telling) for pattern, telling in LINKS)
