"""The result and statistics dialog of a Wordle game drawn: the result, the numbers and the bars."""

from __future__ import annotations

from ...i18n import _, ngettext, number
from ...stats import Stats, WordleKey
from ...travel import total_wordle
from ...wordle.modes import MODES
from ...wordle.rules import WON
from ..dom import by_id, element, figure, fill, listen
from .mode import Mode

CHART_ROWS = 6  # bars drawn at least (1 to 6 guesses), more when the limit or a win goes beyond


def draw_result(stats: Stats, mode: Mode | None, finished: bool, today: int, dictionary: str = "") -> None:
    """Fill the dialog: the finished game's result (when ``finished``) and the statistics of its length and
    mode, on ``dictionary`` (a person's own, by name; "" for the built-in list); the picker offers the others."""
    length = mode.length if mode is not None else 5
    about = mode.about if mode is not None and mode.about.counts else MODES["guesser"]
    hard = mode.game.rules.hard_mode if mode is not None else False
    title, secret = _("Statistics"), ""
    if finished and mode is not None:
        title = _(about.titles[0] if mode.game.status == WON else about.titles[1])
        secret = after_title(mode.announce().text, title)
    by_id("result-title").textContent = title
    by_id("result-secret").textContent = secret
    latest = (length, about.name, hard), finished, mode.rows if mode is not None else None
    PANEL.show(stats, latest, today, dictionary)
    shareable = finished and mode is not None and mode.about.shares and mode.shared_game() is not None
    by_id("r-share").hidden = by_id("r-challenge").hidden = not shareable
    by_id("r-analyse").hidden = not (finished and mode is not None and mode.analysable())


def after_title(text: str, title: str) -> str:
    """``text`` without the dialog's title it starts with ("Out of guesses. The word was CRANE." under "Out of
    guesses" says "The word was CRANE."), in any language whose sentence begins as its title does."""
    after = text[len(title) :].lstrip("\u202f\u00a0")  # French spaces its colon
    if not (text.startswith(title) and after[:2] in (". ", ": ")):
        return text
    rest = after[2:]
    return rest[:1].upper() + rest[1:] if rest else text


ALL = "all"  # the picker's value for every Wordle game together


class StatisticsPanel:
    """The statistics in the dialog: a picker of every length and mode played (the game's own first chosen,
    and all of them together), and the chosen one's numbers, chart and daily line."""

    def __init__(self) -> None:
        self.bound = False
        self.stats = Stats()
        self.latest: tuple[WordleKey, bool, int | None] = ((5, "guesser", False), False, None)
        self.today, self.dictionary = 0, ""

    def show(self, stats: Stats, latest: tuple[WordleKey, bool, int | None], today: int, dictionary: str) -> None:
        if not self.bound:
            listen(by_id("stats-pick"), "change", lambda event: self.draw(event.currentTarget.value))
            self.bound = True
        self.stats, self.latest, self.today, self.dictionary = stats, latest, today, dictionary
        keys = sorted({*stats.wordle, latest[0]})
        options = [element("option", scope_label(key), value=scope_value(key)) for key in keys]
        fill(by_id("stats-pick"), [*options, element("option", _("All Wordle games"), value=ALL)])
        by_id("stats-pick").value = scope_value(latest[0])
        self.draw(scope_value(latest[0]))

    def draw(self, value: str) -> None:
        stats, (current, finished, rows) = self.stats, self.latest
        key = next((k for k in stats.wordle if scope_value(k) == value), current if value != ALL else None)
        on = f" · {self.dictionary}" if self.dictionary else ""
        if key is None:
            record = total_wordle(stats.wordle.values())
            by_id("result-scope").textContent = _("All Wordle games, every length and mode") + on
        else:
            record = stats.wordle_record(*key)
            by_id("result-scope").textContent = scope_label(key) + on
        numbers = [
            (str(record.played), _("Played")),
            (str(record.win_percent), _("Win %")),
            (str(record.streak), _("Current streak")),
            (str(record.best_streak), _("Best streak")),
        ]
        fill(by_id("stats-numbers"), [figure(value, label) for value, label in numbers])
        mine = key == current
        draw_chart(record.distribution, record.last if finished and mine else None, rows if mine else None)
        daily = stats.daily
        line = by_id("stats-daily")
        # the daily word is a guesser's game: its line where one was played at that length (or over all)
        line.hidden = not daily.played or (key is not None and (key[1] != "guesser" or key[0] not in daily.latest))
        line.textContent = _("Daily words: {played} played, {wins} won · daily streak {streak} (best {best})").format(
            played=daily.played, wins=daily.wins, streak=daily.current_streak(self.today), best=daily.best_streak
        )


def scope_value(key: WordleKey) -> str:
    length, mode, hard = key
    return f"{length}-{mode}-{int(hard)}"


def scope_label(key: WordleKey) -> str:
    """'5 letters · guesser · hard mode', as the statistics name a length and mode."""
    length, mode, hard = key
    letters = ngettext("{count} letter", "{count} letters", length).format(count=length)
    about = MODES[mode]
    scope = _(about.scope) if about.boards == 1 else about.boards_name()
    return f"{letters} · {scope}" + (" · " + _("hard mode") if hard else "")


PANEL = StatisticsPanel()


def draw_chart(distribution: dict[int, int], last: tuple[bool, int] | None, limit: int | None) -> None:
    """One bar per number of guesses, as long as its share of the most common one; the latest win highlighted."""
    most = max([CHART_ROWS, *(distribution or {0: 0}).keys()] + ([limit] if limit and limit <= 20 else []))
    top = max(distribution.values(), default=0) or 1
    bars = []
    for guesses in range(1, most + 1):
        count = distribution.get(guesses, 0)
        latest = last is not None and last[0] and last[1] == guesses
        item = element("li", cls="bar-row latest" if latest else "bar-row")
        tries = ngettext("{count} guess", "{count} guesses", guesses).format(count=guesses)
        games = ngettext("{count} game", "{count} games", count).format(count=number(count))
        item.setAttribute("aria-label", f"{tries}: {games}")
        bar = element("span", str(count), cls="bar")
        bar.style.setProperty("--share", f"{max(count / top, 0.07):.3f}")
        fill(item, [element("span", str(guesses), cls="bar-label", aria_hidden="true"), bar])
        bars.append(item)
    fill(by_id("stats-chart"), bars)
