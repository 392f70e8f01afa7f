"""The result and statistics dialog of a Wordle game drawn: the result, the numbers and the bars."""

from __future__ import annotations

from ...stats import Stats
from ...text import plural
from ...wordle.game import WON
from ...wordle.modes import MODES
from ..dom import by_id, element, figure, fill
from .mode import Mode

CHART_ROWS = 6  # bars drawn at least (1 to 6 guesses), more when the limit or a win goes beyond


def draw_result(stats: Stats, mode: Mode | None, finished: bool, today: int, dictionary: str = "") -> None:
    """Fill the dialog: the finished game's result (when ``finished``) and the statistics of its length and
    mode, on ``dictionary`` (a person's own, by name; "" for the built-in list)."""
    length = mode.length if mode is not None else 5
    about = mode.about if mode is not None and mode.about.counts else MODES["guesser"]
    hard = mode.game.rules.hard_mode if mode is not None else False
    record = stats.wordle_record(length, about.name, hard)
    title, secret = "Statistics", ""
    if finished and mode is not None:
        title = about.titles[0] if mode.game.status == WON else about.titles[1]
        secret = mode.announce().text
    by_id("result-title").textContent = title
    by_id("result-secret").textContent = secret
    on = f" · {dictionary}" if dictionary else ""
    by_id("result-scope").textContent = f"{length} letters · {about.scope}" + (" · hard mode" if hard else "") + on
    numbers = [
        (str(record.played), "Played"),
        (str(record.win_percent), "Win %"),
        (str(record.streak), "Current streak"),
        (str(record.best_streak), "Best streak"),
    ]
    fill(by_id("stats-numbers"), [figure(value, label) for value, label in numbers])
    draw_chart(record.distribution, record.last if finished else None, mode.rows if mode is not None else None)
    daily = stats.daily
    line = by_id("stats-daily")
    line.hidden = about.name != "guesser" or not daily.played  # the daily word is a guesser's game
    line.textContent = (
        f"Daily words: {daily.played} played, {daily.wins} won · daily streak {daily.current_streak(today)}"
        f" (best {daily.best_streak})"
    )
    shareable = finished and mode is not None and mode.about.shares and mode.shared_game() is not None
    by_id("r-share").hidden = by_id("r-challenge").hidden = not shareable
    by_id("r-analyse").hidden = not (finished and mode is not None and mode.analysable())


def draw_chart(distribution: dict[int, int], last: tuple[bool, int] | None, limit: int | None) -> None:
    """One bar per number of guesses, as long as its share of the most common one; the latest win highlighted."""
    most = max([CHART_ROWS, *(distribution or {0: 0}).keys()] + ([limit] if limit and limit <= 20 else []))
    top = max(distribution.values(), default=0) or 1
    bars = []
    for guesses in range(1, most + 1):
        count = distribution.get(guesses, 0)
        latest = last is not None and last[0] and last[1] == guesses
        item = element("li", cls="bar-row latest" if latest else "bar-row")
        item.setAttribute("aria-label", f"{plural(guesses, 'guess')}: {plural(count, 'game')}")
        bar = element("span", str(count), cls="bar")
        bar.style.setProperty("--share", f"{max(count / top, 0.07):.3f}")
        fill(item, [element("span", str(guesses), cls="bar-label", aria_hidden="true"), bar])
        bars.append(item)
    fill(by_id("stats-chart"), bars)
