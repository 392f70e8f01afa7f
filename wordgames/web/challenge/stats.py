"""The statistics dialog of Word Challenge: the numbers of a rack length, its latest games as bars, every length."""

from __future__ import annotations

from ...i18n import _, ngettext, number
from ...stats import Stats
from ..dom import by_id, data_table, element, figure, fill

CHALLENGE_BARS = 10  # Word Challenge games drawn as bars, the latest ones


def records_line(stats: Stats) -> str:
    """'Your scores · 7 letters: best 2,340 (3 games; last 12 of 31 words) · ...', untimed games apart."""
    parts = []
    for (length, timed), record in stats.challenge.items():
        _game, found, asked = record.games[-1] if record.games else (0, 0, 0)
        games = ngettext("{count} game", "{count} games", record.played).format(count=number(record.played))
        last = ngettext("last {found} of {count} word", "last {found} of {count} words", asked)
        text = (
            ngettext(
                "{length} letter: best {best} ({games}; {last})",
                "{length} letters: best {best} ({games}; {last})",
                length,
            )
            if timed
            else ngettext(
                "{length} letter, no clock: best {best} ({games}; {last})",
                "{length} letters, no clock: best {best} ({games}; {last})",
                length,
            )
        )
        parts.append(
            text.format(
                length=length, best=number(record.best_score), games=games, last=last.format(found=found, count=asked)
            )
        )
    return _("Your scores") + " · " + " · ".join(parts) if parts else ""


def draw_challenge_stats(stats: Stats, length: int, timed: bool = True, dictionary: str = "") -> None:
    """Word Challenge at one rack length, timed or not: the numbers, the words found in its latest games as
    bars, and a table of every length played (on ``dictionary``, as ``draw_result``)."""
    record = stats.challenge_record(length, timed)
    letters = ngettext("{count} letter", "{count} letters", length).format(count=length)
    clock = "" if timed else f" · {_('No clock')}"
    by_id("cg-stats-scope").textContent = letters + clock + (f" · {dictionary}" if dictionary else "")
    numbers = [
        (number(record.played), _("Played")),
        (number(record.best_score), _("Best score")),
        (number(round(record.average_score)), _("Average score")),
        (str(record.found_percent), _("Words found %")),
    ]
    fill(by_id("cg-stats-numbers"), [figure(value, label) for value, label in numbers])
    first = record.played - len(record.games[-CHALLENGE_BARS:]) + 1
    bars = []
    for game, (score, found, asked) in enumerate(record.games[-CHALLENGE_BARS:], start=first):
        item = element("li", cls="bar-row latest" if game == record.played else "bar-row")
        words = ngettext("{found} of {count} word", "{found} of {count} words", asked).format(
            found=number(found), count=number(asked)
        )
        points = ngettext("{count} point", "{count} points", score).format(count=number(score))
        item.setAttribute(
            "aria-label", _("Game {number}: {words}, {points}").format(number=game, words=words, points=points)
        )
        bar = element("span", f"{found}/{asked}", cls="bar")
        bar.style.setProperty("--share", f"{max(found / asked if asked else 0, 0.07):.3f}")
        fill(item, [element("span", f"#{game}", cls="bar-label", aria_hidden="true"), bar])
        bars.append(item)
    fill(by_id("cg-stats-chart"), bars or [element("li", _("No games at this length yet."), cls="hint")])
    heads = [_("Letters"), _("Played"), _("Best"), _("Average"), _("Found")]
    tables = []
    for timed, caption in ((True, _("Every length")), (False, _("Every length · No clock"))):  # a phone's width
        rows = [
            [str(n), number(r.played), number(r.best_score), number(round(r.average_score)), f"{r.found_percent}%"]
            for (n, clock), r in stats.challenge.items()
            if clock == timed
        ]
        if rows:
            tables.append(data_table(heads, rows, element("caption", caption), "stats-table"))
    fill(by_id("cg-stats-lengths"), tables)
