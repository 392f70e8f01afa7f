"""The Lab's charts: series made from a race's lanes, drawn with Chart.js, each with its data as a table."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from pyodide.ffi import create_proxy, to_js

from ...i18n import _, ngettext, number
from ...published import (
    AVERAGE_GUESSES,
    MINIMAX_EVERY_GAME_WITHIN,
    MINIMAX_NINETY_PERCENT_WITHIN,
    MINIMAX_WON_WITHIN_6_AT_5,
    minimax_paper,
)
from ...wordle.race import TRIES_SHOWN, LaneResult
from ..dom import at_end, by_id, data_table, document, element, fill, listen, window
from ..strategy_names import strategy_label
from .published_text import shown

CHART_SCRIPT = "./static/vendor/chartjs/chart.umd.min.js"
SCRIPT_PATIENCE = 8  # seconds for a script to arrive and run: every stall gets a message within 10 s
# Okabe and Ito's colours, told apart by most colour-blind readers, readable on light and dark cards.
DASHES = ([6, 4], [2, 3], [10, 3, 2, 3])  # the published series, grey, told apart by dash and point
POINTS = ("rectRot", "triangle", "rect")
COLOURS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#a6761d", "#7570b3")


@dataclass(frozen=True)
class Series:
    """One line (or set of bars) of a chart: (x, y) points; ``reference``: a published series, drawn dashed."""

    label: str
    points: tuple[tuple[float, float], ...]
    reference: bool = False


@dataclass(frozen=True)
class ChartSpec:
    """A chart's kind, axes and series; ``note`` is shown under it (where reference series come from)."""

    key: str
    title: str
    kind: str  # "line" or "bar"
    x_title: str
    y_title: str
    series: tuple[Series, ...]
    log_y: bool = False
    note: str = ""


def lane_label(result: LaneResult) -> str:
    text = ngettext("{strategy}, {length} letter", "{strategy}, {length} letters", result.length)
    return text.format(strategy=strategy_label(result.strategy), length=result.length)


def average_guesses(results: Sequence[LaneResult]) -> ChartSpec:
    """Average guesses against length, one line per strategy, and the published series beside them."""
    strategies = dict.fromkeys(r.strategy for r in results)
    ours = [
        Series(strategy_label(name), tuple((r.length, r.report.avg_guesses) for r in results if r.strategy == name))
        for name in strategies
    ]
    published = [Series(ref.label, tuple(ref.values.items()), reference=True) for ref in AVERAGE_GUESSES]
    sources = "; ".join(
        dict.fromkeys(f"{ref.label.removesuffix(' (published)')}: {shown(ref.source)}" for ref in AVERAGE_GUESSES)
    )
    return ChartSpec(
        "guesses",
        _("Average guesses per length"),
        "line",
        _("letters"),
        _("average guesses"),
        (*ours, *published),
        note=_("Dashed lines are published figures: {sources}.").format(sources=sources),
    )


def win_rates(results: Sequence[LaneResult]) -> ChartSpec:
    """Percent of games won against the number of tries allowed, one line per lane, and the paper's points."""
    series = tuple(
        Series(lane_label(r), tuple(zip(range(1, TRIES_SHOWN + 1), r.win_curve(), strict=True))) for r in results
    )
    published = (
        Series(_("Greedy minimax, 5 letters (published)"), ((6, MINIMAX_WON_WITHIN_6_AT_5),), reference=True),
        Series(
            _("Greedy minimax, every game (published)"),
            ((MINIMAX_NINETY_PERCENT_WITHIN, 90.0), (MINIMAX_EVERY_GAME_WITHIN, 100.0)),
            reference=True,
        ),
    )
    return ChartSpec(
        "wins",
        _("Games won against tries allowed"),
        "line",
        _("tries allowed"),
        _("% won"),
        (*series, *published),
        note=_("Grey points are published figures: {source}.").format(
            source=shown(minimax_paper("Figure 1 and its text"))
        ),
    )


def guess_distribution(results: Sequence[LaneResult]) -> ChartSpec:
    """Share of games solved in each number of guesses, per strategy over all the race's lengths."""
    series = []
    for name in dict.fromkeys(r.strategy for r in results):
        lanes = [r for r in results if r.strategy == name]
        games = sum(r.report.games for r in lanes)
        counts: dict[int, int] = {}
        for r in lanes:
            for guesses, n in r.report.distribution.items():
                counts[guesses] = counts.get(guesses, 0) + n
        series.append(Series(strategy_label(name), tuple((g, 100 * counts[g] / games) for g in sorted(counts))))
    return ChartSpec("distribution", _("Guess distribution"), "bar", _("guesses"), _("% of games"), tuple(series))


def candidates_left(results: Sequence[LaneResult]) -> ChartSpec:
    """Average candidates left after each guess, one line per lane, on a log scale."""
    series = tuple(
        Series(lane_label(r), tuple((k, left) for k, left in enumerate(r.report.candidates_after, 1))) for r in results
    )
    return ChartSpec(
        "candidates",
        _("Candidates left after each guess"),
        "line",
        _("guess"),
        _("candidates left"),
        series,
        log_y=True,
    )


CHARTS = (average_guesses, win_rates, guess_distribution, candidates_left)


def table_rows(spec: ChartSpec) -> tuple[list[str], list[list[str]]]:
    """The chart's data as a table: a header, then one row per x value, one column per series."""
    xs = sorted({x for s in spec.series for x, _ in s.points})
    values = [dict(s.points) for s in spec.series]
    header = [spec.x_title, *(s.label for s in spec.series)]
    rows = [[_number(x), *(_number(v[x]) if x in v else "" for v in values)] for x in xs]
    return header, rows


def _number(value: float) -> str:
    return number(int(value)) if float(value).is_integer() else number(value, 2)


def theme() -> dict[str, str]:
    """The page's current ink and line colours (they follow the light or dark theme)."""
    style = window.getComputedStyle(document.documentElement)
    return {name: str(style.getPropertyValue(f"--{name}")).strip() or "#888" for name in ("ink", "muted", "line")}


def chart_config(spec: ChartSpec, colours: dict[str, str]) -> dict[str, Any]:
    """Chart.js's configuration for ``spec`` (plain data)."""
    datasets = []
    references = 0
    for place, s in enumerate(spec.series):
        colour = colours["muted"] if s.reference else COLOURS[place % len(COLOURS)]
        dash = DASHES[references % len(DASHES)] if s.reference else []
        references += s.reference
        datasets.append(
            {
                "label": s.label,
                "data": [{"x": x, "y": y} for x, y in s.points],
                "borderColor": colour,
                "backgroundColor": colour,
                "borderDash": dash,
                "pointStyle": POINTS[references % len(POINTS)] if s.reference else "circle",
                "pointRadius": 2,
                "borderWidth": 2,
            }
        )

    def axis(kind: str, title: str) -> dict[str, Any]:
        return {
            "type": kind,
            "ticks": {"color": colours["ink"]},
            "grid": {"color": colours["line"]},
            "title": {"display": True, "text": title, "color": colours["ink"]},
        }

    x = axis("linear", spec.x_title) | (
        {"offset": True, "ticks": {"color": colours["ink"], "stepSize": 1}} if spec.kind == "bar" else {}
    )
    return {
        "type": spec.kind,
        "data": {"datasets": datasets},
        "options": {
            "animation": False,
            "responsive": True,
            "maintainAspectRatio": False,
            "scales": {"x": x, "y": axis("logarithmic" if spec.log_y else "linear", spec.y_title)},
            "plugins": {"legend": {"labels": {"color": colours["ink"], "boxWidth": 12}}},
        },
    }


class ChartBlock:
    """One figure on the page: its canvas, its data table (shown by a toggle) and its note."""

    def __init__(self, key: str, title: str) -> None:
        self.key = key
        self.chart: Any = None
        self.canvas = element("canvas", role="img", aria_label=title)
        self.toggle = element("button", _("Show data table"), type="button", aria_expanded="false")
        self.table = element("div", cls="table-scroll", id=f"chart-{key}-table", role="region", tabindex="0")
        self.table.setAttribute("aria-label", _("{title}: data").format(title=title))
        self.table.hidden = True
        self.toggle.setAttribute("aria-controls", f"chart-{key}-table")
        self.note = element("p", cls="hint")
        box = element("div", cls="chart-box")
        box.appendChild(self.canvas)
        self.figure = element("figure", cls="lab-chart", id=f"chart-{key}", data_series="0")
        for child in (element("figcaption", title), box, self.toggle, self.table, self.note):
            self.figure.appendChild(child)
        listen(self.toggle, "click", self.on_toggle)

    def on_toggle(self, event: Any) -> None:
        self.table.hidden = not self.table.hidden
        self.toggle.setAttribute("aria-expanded", "false" if self.table.hidden else "true")
        self.toggle.textContent = _("Show data table") if self.table.hidden else _("Hide data table")

    def draw(self, spec: ChartSpec, colours: dict[str, str] | None) -> None:
        """Draw ``spec`` (the table always; the chart when Chart.js is at hand, ``colours`` not None)."""
        header, rows = table_rows(spec)
        fill(self.table, [data_table(header, rows)])
        self.note.textContent = spec.note
        self.note.hidden = not spec.note
        self.figure.setAttribute("data-series", str(len(spec.series)))
        if self.chart is not None:
            self.chart.destroy()
            self.chart = None
        if colours is not None:
            config = to_js(chart_config(spec, colours), dict_converter=window.Object.fromEntries)
            self.chart = window.Chart.new(self.canvas, config)


class LabCharts:
    """A group of the Lab's figures in one container: loads Chart.js on first use, redraws when the theme changes."""

    def __init__(
        self, makers: tuple = CHARTS, container: str = "lab-charts", message: str = "lab-charts-message"
    ) -> None:
        self.makers = makers  # each makes a ChartSpec from the results
        self.container, self.message = container, message
        self.blocks = [ChartBlock(make([]).key, make([]).title) for make in makers]
        self.library: bool | None = None  # None: not tried yet; False: it failed to load
        self.results: list[LaneResult] = []
        self.references = True  # whether the published series are drawn
        self.observer: Any = None

    def bind(self) -> None:
        fill(by_id(self.container), [block.figure for block in self.blocks])
        by_id(self.container).hidden = not self.results  # empty frames until there is something to draw

        def redraw(*_: Any) -> None:
            self.draw(self.results, self.references)

        observed = create_proxy(redraw)
        self.observer = window.MutationObserver.new(observed)
        options = to_js(
            {"attributes": True, "attributeFilter": ["data-theme"]}, dict_converter=window.Object.fromEntries
        )
        self.observer.observe(document.documentElement, options)
        at_end(self.observer.disconnect)  # a language switch makes new views: this one's redraws end with it
        at_end(observed.destroy)
        listen(window.matchMedia("(prefers-color-scheme: dark)"), "change", redraw)

    async def load(self) -> bool:
        """Chart.js, loaded once; False (with a message) when its script does not arrive."""
        if self.library is None:
            if getattr(window, "Chart", None) is None:
                await load_script(CHART_SCRIPT)
            self.library = getattr(window, "Chart", None) is not None  # a damaged script loads but defines nothing
            if not self.library:
                by_id(self.message).textContent = _(
                    "The charts could not be drawn: {script} did not load or is damaged (run `python3 build.py`). "
                    "Their data tables below still show every figure."
                ).format(script=CHART_SCRIPT)
                for block in self.blocks:
                    block.table.hidden = False
        return self.library

    def draw(self, results: list, references: bool = True) -> None:
        """Draw ``results``; with ``references`` False without the published series, which describe the
        built-in lists only (not a race on a list of one's own)."""
        self.results, self.references = results, references
        by_id(self.container).hidden = not results
        if results and self.library is not False:
            by_id(self.message).textContent = ""
        colours = theme() if self.library else None
        for block, make in zip(self.blocks, self.makers, strict=True):
            spec = make(results)
            if not references:
                spec = replace(spec, series=tuple(s for s in spec.series if not s.reference), note="")
            block.draw(spec, colours)


async def load_script(url: str) -> bool:
    """Add a <script> for ``url`` and wait until it has run (True) or failed to load (False)."""
    done = asyncio.get_event_loop().create_future()
    script = element("script", src=url)
    loaded = create_proxy(lambda *_: done.done() or done.set_result(True))
    failed = create_proxy(lambda *_: done.done() or done.set_result(False))
    script.addEventListener("load", loaded)
    script.addEventListener("error", failed)
    document.head.appendChild(script)
    try:
        return await asyncio.wait_for(done, SCRIPT_PATIENCE)
    except TimeoutError:
        return False
    finally:
        loaded.destroy()
        failed.destroy()
