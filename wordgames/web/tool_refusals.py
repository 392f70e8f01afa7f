"""The tools' refusals in the player's language: the finder, the solver, Word Challenge, word lists, analysis, files.

Each entry is the engine's English sentence as a pattern (its named groups the placeholders) and the
message that says it again; web/engine_messages.py goes through these after the Wordle guess's own.
A placeholder's value is itself retold (a reason inside a reason, "letters a-z" inside a refusal).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from .. import i18n
from ..i18n import N_, _, ngettext

Telling = Callable[[re.Match[str]], str]
FIGURE = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?")  # a figure as the engine writes it: 12,345.6
# what the player typed, a name or a date: kept as is
AS_TYPED = frozenset({"value", "bad", "word", "url", "name", "status", "day", "date", "options", "mode"})


def figure(text: str) -> str:
    """A figure the engine wrote in English (12,345.6) as the player's language writes it (12.345,6 in German)."""
    plain = text.replace(",", "")
    decimals = len(plain.partition(".")[2])
    return i18n.number(float(plain), decimals) if decimals else i18n.number(int(plain))


def _again(key: str, text: str) -> str:
    """A placeholder's value said again: a figure in the page's number form, a reason retold."""
    if key not in AS_TYPED and FIGURE.fullmatch(text):
        return figure(text)
    from .engine_messages import retold  # (the two tables retell each other's placeholders)

    return retold(text)


def values(match: re.Match[str]) -> dict[str, str]:
    """The pattern's groups as a message's placeholders: each value said again (_again)."""
    return {key: _again(key, value) for key, value in match.groupdict().items()}


def told(message: str) -> Telling:
    """Say ``message`` (marked with N_, its placeholders the pattern's groups), each value said again."""
    return lambda match: _(message).format(**values(match))


def filled(message: str, match: re.Match[str]) -> str:
    """``message`` (a form ngettext chose) with the pattern's groups, each value said again."""
    return message.format(**values(match))


def number(text: str) -> int:
    """A figure as the engine writes it (1,234), for ngettext's choice of form."""
    return int(text.replace(",", ""))


NUMBER = r"[\d,]+"  # {n} in a pattern: a figure as the engine writes it (1,234)
WRITTEN: tuple[tuple[str, Telling], ...] = tuple(
    (pattern.replace("{n}", NUMBER), telling)
    for pattern, telling in (
        # how the engine names a language's letters (wordgames/text.py, letters_named)
        (r"letters a-z", told(N_("letters a-z"))),
        (r"letters (?P<letters>[^\W\d_]+)", told(N_("the letters {letters}"))),
        # the finder (wordgames/finder/query.py, walk.py)
        (
            r"a pattern may have at most (?P<most>{n}) characters, not (?P<count>{n})",
            told(N_("a pattern may have at most {most} characters, not {count}")),
        ),
        (
            r"must-have letters may have at most (?P<most>{n}) characters, not (?P<count>{n})",
            told(N_("the must-have letters may be at most {most} characters, not {count}")),
        ),
        (
            r"excluded letters may have at most (?P<most>{n}) characters, not (?P<count>{n})",
            told(N_("the excluded letters may be at most {most} characters, not {count}")),
        ),
        (
            r"a pattern may have only (?P<letters>.+), \? \(one letter\) and \* \(any letters\), not (?P<bad>.+)",
            told(N_("a pattern may have only {letters}, ? (one letter) and * (any letters), not {bad}")),
        ),
        (
            r"must-have letters may have only (?P<letters>.+), not (?P<bad>.+)",
            told(N_("the must-have letters may be only {letters}, not {bad}")),
        ),
        (
            r"excluded letters may have only (?P<letters>.+), not (?P<bad>.+)",
            told(N_("the excluded letters may be only {letters}, not {bad}")),
        ),
        (
            r"type a pattern, e\.g\. c\?t, s\?\?r\* or \*ing \(\? is one letter, \* any letters\)",
            told(N_("type a pattern, e.g. c?t, s??r* or *ing (? is one letter, * any letters)")),
        ),
        (
            r"the pattern asks for (?P<count>{n}) letters or more, but words have at most (?P<most>{n})",
            lambda m: filled(
                ngettext(
                    "the pattern asks for {count} letter or more, but words have at most {most}",
                    "the pattern asks for {count} letters or more, but words have at most {most}",
                    number(m["count"]),
                ),
                m,
            ),
        ),
        (
            r"at most (?P<most>{n}) must-have letters, not (?P<count>{n})",
            told(N_("at most {most} must-have letters, not {count}")),
        ),
        (
            r"(?P<letters>.+): both a must-have letter and excluded",
            told(N_("{letters}: both a must-have letter and excluded")),
        ),
        (r"(?P<letters>.+): both in the pattern and excluded", told(N_("{letters}: both in the pattern and excluded"))),
        (
            r"the minimum length must be a number, not (?P<value>.*)",
            told(N_("the minimum length must be a number, not {value}")),
        ),
        (
            r"the maximum length must be a number, not (?P<value>.*)",
            told(N_("the maximum length must be a number, not {value}")),
        ),
        (
            r"the minimum length must be (?P<lengths>\d+-\d+), not (?P<value>.*)",
            told(N_("the minimum length must be {lengths}, not {value}")),
        ),
        (
            r"the maximum length must be (?P<lengths>\d+-\d+), not (?P<value>.*)",
            told(N_("the maximum length must be {lengths}, not {value}")),
        ),
        (
            r"the minimum length \((?P<low>\d+)\) is more than the maximum length \((?P<high>\d+)\)",
            told(N_("the minimum length ({low}) is more than the maximum length ({high})")),
        ),
        (
            r"too many words to spell out one by one \(the search stopped after (?P<steps>{n}) steps\): "
            r"add letters to the pattern, or narrow the lengths",
            told(
                N_(
                    "too many words to spell out one by one (the search stopped after {steps} steps): "
                    "add letters to the pattern, or narrow the lengths"
                )
            ),
        ),
        # the solver and Word Challenge (wordgames/challenge/search.py, request.py, game.py)
        (r"not a word", told(N_("not a word"))),
        (r"uses a letter you do not have", told(N_("uses a letter you do not have"))),
        (r"too short", told(N_("too short"))),
        (r"already found", told(N_("already found"))),
        (r"the game is over", told(N_("the game is over"))),
        (r"(?P<letters>letters .+) only", told(N_("{letters} only"))),
        (
            r"only (?P<letters>.+) and \? \(a blank\) are allowed, not (?P<bad>.+)",
            told(N_("only {letters} and ? (a blank) are allowed, not {bad}")),
        ),
        (r"type some letters", told(N_("type some letters"))),
        (r"at most (?P<most>{n}) tiles, not (?P<count>{n})", told(N_("at most {most} tiles, not {count}"))),
        (
            r"minimum length must be a whole number, not (?P<value>.*)",
            told(N_("the minimum length must be a whole number, not {value}")),
        ),
        (
            r"minimum length must be (?P<lengths>\d+-\d+), not (?P<value>.*)",
            told(N_("the minimum length must be {lengths}, not {value}")),
        ),
        (
            r"must-use letters are (?P<letters>.+) only, not (?P<bad>.+)",
            told(N_("the must-use letters may be only {letters}, not {bad}")),
        ),
        (
            r"the must-use letters ask for (?P<letters>.+), which the rack does not have",
            told(N_("the must-use letters ask for {letters}, which the rack does not have")),
        ),
        (
            r"the dictionary has no (?P<length>\d+)-letter words",
            told(N_("the dictionary has no {length}-letter words")),
        ),
        # a word list of one's own (wordgames/wordlist.py, alphabet.py, lexicon.py)
        (
            r"the list is (?P<count>{n}) characters long; at most (?P<most>{n}) are read",
            lambda m: filled(
                ngettext(
                    "the list is {count} character long; at most {most} are read",
                    "the list is {count} characters long; at most {most} are read",
                    number(m["count"]),
                ),
                m,
            ),
        ),
        (
            r"the list has (?P<count>{n}) lines; at most (?P<most>{n}) are read",
            lambda m: filled(
                ngettext(
                    "the list has {count} line; at most {most} are read",
                    "the list has {count} lines; at most {most} are read",
                    number(m["count"]),
                ),
                m,
            ),
        ),
        (
            r"the list has no word of (?P<lengths>\d+-\d+) letters",
            told(N_("the list has no word of {lengths} letters")),
        ),
        (r"the list cannot be played: (?P<reason>.+)", told(N_("the list cannot be played: {reason}"))),
        (
            r"the words use (?P<count>{n}) letters \(at most (?P<most>{n})\)",
            lambda m: filled(
                ngettext(
                    "the words use {count} letter (at most {most})",
                    "the words use {count} letters (at most {most})",
                    number(m["count"]),
                ),
                m,
            ),
        ),
        (
            r"the word list has no words of (?P<lengths>\d+-\d+) (?P<letters>letters .+)",
            told(N_("the word list has no words of {lengths} {letters}")),
        ),
        # a game's analysis (wordgames/wordle/analysis.py)
        (r"the game has no moves", told(N_("the game has no moves"))),
        (
            r"the game's words have (?P<length>\d+) letters, not (?P<count>\d+)",
            lambda m: filled(
                ngettext(
                    "the game's words have {length} letter, not {count}",
                    "the game's words have {length} letters, not {count}",
                    number(m["length"]),
                ),
                m,
            ),
        ),
        (
            r"the game has (?P<count>{n}) guesses; at most (?P<most>{n}) are analysed",
            lambda m: filled(
                ngettext(
                    "the game has {count} guess; at most {most} are analysed",
                    "the game has {count} guesses; at most {most} are analysed",
                    number(m["count"]),
                ),
                m,
            ),
        ),
        (
            r"every guess and pattern must have (?P<length>\d+) letters \((?P<word>.+) does not\)",
            lambda m: filled(
                ngettext(
                    "every guess and pattern must have {length} letter ({word} does not)",
                    "every guess and pattern must have {length} letters ({word} does not)",
                    number(m["length"]),
                ),
                m,
            ),
        ),
        (
            r"guess (?P<number>\d+) \((?P<word>.+)\) comes after the game was won",
            told(N_("guess {number} ({word}) comes after the game was won")),
        ),
        (
            r"no (?P<length>\d+)-letter word fits the colours before guess (?P<number>\d+)",
            told(N_("no {length}-letter word fits the colours before guess {number}")),
        ),
        (
            r"guess (?P<number>\d+) already solved the game; remove the moves after it",
            told(N_("guess {number} already solved the game; remove the moves after it")),
        ),
        (r"no dictionary word fits all these colours", told(N_("no dictionary word fits all these colours"))),
        (r"guess (?P<number>\d+): (?P<reason>.+)", told(N_("guess {number}: {reason}"))),
        # the page's files and stored lists (wordgames/web/app.py, dictionary_store.py, definitions.py)
        (r"(?P<url>\S+) answered HTTP (?P<status>.+)", told(N_("{url} answered HTTP {status}"))),
        (r"(?P<url>\S+) did not arrive \((?P<reason>.*)\)", told(N_("{url} did not arrive ({reason})"))),
        (r"(?P<url>\S+) did not load", told(N_("{url} did not load"))),
        (r"(?P<url>\S+) is damaged \((?P<reason>.*)\)", told(N_("{url} is damaged ({reason})"))),
        (
            r"no dictionary is stored under the name (?P<name>.+)",
            told(N_("no dictionary is stored under the name {name}")),
        ),
        # stored or pasted data read back (wordgames/plain.py)
        (
            r"it is (?P<count>{n}) characters long \(at most (?P<most>{n})\)",
            lambda m: filled(
                ngettext(
                    "it is {count} character long (at most {most})",
                    "it is {count} characters long (at most {most})",
                    number(m["count"]),
                ),
                m,
            ),
        ),
        (
            r"its lists and objects nest more than (?P<most>\d+) levels deep, or do not pair up",
            told(N_("its lists and objects nest more than {most} levels deep, or do not pair up")),
        ),
        (r"it is not valid JSON \((?P<value>.*)\)", told(N_("it is not valid JSON ({value})"))),
        (r"a saved (?P<name>\S+) must be an object, not (?P<value>\S+)", told(N_("a saved {name} must be an object"))),
        (r"not a saved (?P<name>\S+) \(kind (?P<value>.*)\)", told(N_("not a saved {name} (kind {value})"))),
        (
            r"a saved (?P<name>\S+) of version (?P<value>.*) \(this page reads (?P<version>\d+)\)",
            told(N_("a saved {name} of version {value} (this page reads {version})")),
        ),
        (r"the field (?P<name>'[^']*') is missing", told(N_("the field {name} is missing"))),
        (r"the field (?P<name>'[^']*') must be (?P<kinds>.+), not \w+", told(N_("the field {name} must be {kinds}"))),
        (r"a number", told(N_("a number"))),  # plain.py's names of kinds, inside the reason above
        (r"a number or null", told(N_("a number or null"))),
        (r"text", told(N_("text"))),
        (r"true or false", told(N_("true or false"))),
        (r"an object", told(N_("an object"))),
        # stored preferences read back (wordgames/web/prefs.py, and the rules their settings make)
        (r"the tab (?P<value>.*) is not one of (?P<options>.+)", told(N_("the tab {value} is not one of {options}"))),
        (
            r"the theme (?P<value>.*) is not one of (?P<options>.+)",
            told(N_("the theme {value} is not one of {options}")),
        ),
        (
            r"the palette (?P<value>.*) is not one of (?P<options>.+)",
            told(N_("the palette {value} is not one of {options}")),
        ),
        (
            r"mode (?P<mode>'.*') or strategy (?P<value>'.*') is not one",
            told(N_("the mode {mode} or the strategy {value} is not one of this page's")),
        ),
        (
            r"secret pool must be one of (?P<options>.+), not (?P<value>.*)",
            told(N_("the secret pool must be one of {options}, not {value}")),
        ),
        (r"hard mode is on or off, not (?P<value>.*)", told(N_("hard mode is on or off, not {value}"))),
        # a friend's score (wordgames/wordle/share.py)
        (r"A friend solved this in (?P<score>\S+)", told(N_("A friend solved this in {score}"))),
        (
            r"A friend solved these (?P<count>\d+) boards in (?P<score>\S+)",
            told(N_("A friend solved these {count} boards in {score}")),
        ),
        (r"A friend did not solve this \((?P<score>\S+)\)", told(N_("A friend did not solve this ({score})"))),
        (
            r"A friend did not solve these (?P<count>\d+) boards \((?P<score>\S+)\)",
            told(N_("A friend did not solve these {count} boards ({score})")),
        ),
        (r"You beat your friend's score!", told(N_("You beat your friend's score!"))),
        (r"A tie with your friend\.", told(N_("A tie with your friend."))),
        (r"Neither of you solved it\.", told(N_("Neither of you solved it."))),
        (r"Your friend did better this time\.", told(N_("Your friend did better this time."))),
    )
)


@cache
def refusals() -> tuple[tuple[re.Pattern[str], Telling], ...]:
    """The table compiled, on the first refusal (not while the page boots)."""
    from .link_refusals import link_refusals  # (it builds on this module's helpers)

    return link_refusals() + tuple((re.compile(pattern), telling) for pattern, telling in WRITTEN)
