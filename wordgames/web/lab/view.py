"""The Lab tab: races the strategies in slices on the page's thread, shows and keeps the results, downloads them."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any
from urllib.parse import parse_qsl, urlencode

from ...i18n import N_, _, duration, ngettext, number, percent
from ...lengths import MAX_LENGTH, MIN_LENGTH
from ...text import whole_number
from ...wordle.notation import NotationError, parse_guess_limit
from ...wordle.race import RACE_RULES, LaneResult, Race, RaceRecord, RaceSettings, baseline_ratio, race_csv
from ...wordle.rules import GameError
from ...wordle.strategies import make_strategy, strategy_names
from ...wordle.tally import SimulationError
from ..dictionary import InUse
from ..dom import by_id, document, download, element, fill, listen, say, show_notices, spawn, table_row, window
from ..language import chosen, lexicon_language
from ..page import BookLoader
from ..params import PageOptions, lab_query
from ..slices import run_in_slices
from ..storage import Memory
from ..strategy_names import strategy_label
from . import published
from .challenge import ChallengeLab
from .charts import LabCharts
from .race_worker import RaceWorker, WorkerFailed
from .watch import WatchView

Progress = Callable[[int, int, Callable[[], Sequence[LaneResult]] | None], None]  # done, total, results so far
Outcome = tuple[int, int, tuple[LaneResult, ...]]  # a race's end: games done, of how many, the results
DRAW_EVERY = 0.5  # seconds between two redraws of the partial results while a race runs
MEMORY_KIND = "lab"
STARTS = ("run", "solve")  # the parameters of a Lab link that start its race or its racks
CLEARED = object()  # what ``running`` holds after Clear stopped a race: its results are not kept
PAUSED = N_("Paused: ")  # before the progress line while a race is paused
STOPPED = "data-stopped"  # on the status once the race has stopped for a pause (what it shows stays until Resume)


def progress_text(done: int, total: int, seconds: float) -> str:
    """'120 of 300 games · 4.2 s · about 6.3 s left' (the estimate once a game has ended)."""
    text = ngettext("{done} of {total} game · {time}", "{done} of {total} games · {time}", total).format(
        done=number(done), total=number(total), time=duration(seconds)
    )
    if 0 < done < total:
        text += _(" · about {time} left").format(time=duration(seconds * (total - done) / done))
    return text


def within(record: RaceRecord) -> int:
    """The tries the results' "solved within" column counts: the race's guess limit, else six."""
    return record.settings.rules.max_guesses or 6


def result_cells(record: RaceRecord) -> list[list[str]]:
    """The results table's cells, a row per lane."""
    rows = []
    for r in record.results:
        after = [r.candidates_after(k) for k in (1, 2)]
        ratio = baseline_ratio(r, record.results)
        rows.append(
            [
                str(r.length),
                strategy_label(r.strategy),
                number(r.report.games),
                number(r.report.avg_guesses, 3),
                str(r.report.max_guesses),
                percent(r.solved_within(within(record)), 1),
                *("–" if a is None else number(a, 1) for a in after),
                number(r.report.ms_per_move, 1),
                "–" if r.report.cpu_ms_per_move is None else number(r.report.cpu_ms_per_move, 1),
                "–" if ratio is None else number(ratio, 3),
                " ".join(guess for guess, _ in r.first_guesses[:1]),
                ", ".join(f"{secret} ({guesses})" for secret, guesses in r.hardest[:3]),
            ]
        )
    return rows


def without_run(query: str) -> str:
    """The query string without the parameters that start a run ('' when nothing else is left)."""
    pairs = [(key, value) for key, value in parse_qsl(query.lstrip("?"), keep_blank_values=True) if key not in STARTS]
    return "?" + urlencode(pairs, safe=",") if pairs else ""


class LabView:
    """The race form, its progress and results (kept in the browser until cleared), and the charts."""

    def __init__(self, words: InUse, book: BookLoader, memory: Memory) -> None:
        self.words = words
        self.book = book
        self.memory = memory
        self.record: RaceRecord | None = memory.load(MEMORY_KIND, RaceRecord.from_data)
        self.charts = LabCharts()
        seed = lambda: whole_number(str(by_id("lab-seed").value))  # noqa: E731 - the race form's seed, read when used
        self.watch = WatchView(words, book, seed)
        self.challenge = ChallengeLab(words, seed)
        self.running: object | None = None  # the race in flight; Cancel or a new Start replaces it
        self.worker = RaceWorker()  # where races run, off the page's thread
        self.use_worker = True  # until the worker fails: then races run here, in slices
        self.paused_at: float | None = None  # when Pause stopped the race in flight (None: it runs)
        self.paused_for = 0.0  # seconds the race in flight has spent paused, left out of its time
        self.visited = False
        self.start_on_visit = False

    def bind(self, options: PageOptions) -> None:
        fill(
            by_id("lab-lengths"),
            [self._choice("lab-length", str(n), n in options.lengths) for n in range(MIN_LENGTH, MAX_LENGTH + 1)],
        )
        names = strategy_names()
        fill(
            by_id("lab-strategies"),
            [self._choice("lab-strategy", n, n in options.strategies, strategy_label(n)) for n in names],
        )
        by_id("lab-games").value = str(options.games or 50)
        by_id("lab-every").checked = options.games is None
        by_id("lab-seed").value = str(options.seed or 0)
        by_id("lab-pool").value = options.pool if "pool" in options.given else "all"
        by_id("lab-hard").checked = options.hard and "hard" in options.given
        by_id("lab-guesses").value = str(options.guesses or "") if "guesses" in options.given else ""
        self.start_on_visit = options.run
        listen(by_id("lab-form"), "submit", self.on_start)
        listen(by_id("lab-form"), "change", lambda event: self.show_link())
        listen(by_id("lab-cancel"), "click", lambda event: self.cancel())
        listen(by_id("lab-race-pause"), "click", lambda event: self.toggle_pause())
        listen(by_id("lab-csv"), "click", self.on_csv)
        listen(by_id("lab-json"), "click", self.on_json)
        listen(by_id("lab-clear"), "click", self.on_clear)
        self.charts.bind()
        self.watch.bind()
        self.challenge.bind(options)
        published.bind()
        self.show_link()
        self.render()

    @staticmethod
    def _choice(name: str, value: str, checked: bool, shown: str = "") -> Any:
        box = element("input", type="checkbox", name=name, value=value)
        box.checked = checked
        label = element("label", cls="check")
        label.appendChild(box)
        label.appendChild(document.createTextNode(f" {shown or value}"))
        return label

    def show(self) -> None:
        """The tab is shown: on the first visit start the race's worker, load the charts and start a linked race."""
        if not self.visited:
            self.visited = True
            if self.use_worker:
                self.worker.warm()
            spawn(self.first_visit())

    async def first_visit(self) -> None:
        if await self.charts.load():
            self.draw_charts()
        race, racks = self.start_on_visit, self.challenge.start_on_visit
        self.start_on_visit = self.challenge.start_on_visit = False
        if race or racks:
            # A reload shows this race's kept results instead of running it again.
            window.history.replaceState(None, "", without_run(str(window.location.search)) or window.location.pathname)
        if race:
            await self.start()
        if racks:
            by_id("lab-cg-title").scrollIntoView()  # a link to racks is about them, not the race above
            await self.challenge.start()

    # ----- the race ---------------------------------------------------------------------------

    def read_settings(self) -> RaceSettings:
        """The race the form describes; SimulationError says what is wrong with it."""

        def checked(name: str) -> list[str]:
            return [str(box.value) for box in document.querySelectorAll(f"input[name={name}]:checked")]

        try:
            games = None if by_id("lab-every").checked else whole_number(str(by_id("lab-games").value))
            seed = whole_number(str(by_id("lab-seed").value))
        except ValueError:
            raise SimulationError(_("the games and the seed must be whole numbers")) from None
        try:
            limit = parse_guess_limit(str(by_id("lab-guesses").value) or "unlimited")
        except NotationError as reason:
            raise SimulationError(_("the maximum guesses is {reason}").format(reason=reason)) from None
        try:
            hard, pool = bool(by_id("lab-hard").checked), str(by_id("lab-pool").value)
            rules = replace(RACE_RULES, max_guesses=limit, hard_mode=hard, pool=pool)
        except GameError as reason:
            raise SimulationError(str(reason)) from None
        return RaceSettings(
            tuple(int(n) for n in checked("lab-length")), tuple(checked("lab-strategy")), games, seed, rules
        )

    def show_link(self) -> None:
        try:
            by_id("lab-link").href = lab_query(self.read_settings(), lexicon_language(chosen()))
        except SimulationError:
            pass

    async def on_start(self, event: Any) -> None:
        await self.start()

    async def start(self) -> None:
        try:
            settings = self.read_settings()
        except SimulationError as reason:
            say("lab-status", _("Not started: {reason}.").format(reason=reason), "error")
            return
        if self.running is not None:
            self.worker.stop()  # the race in flight ends with its worker; an idle one is kept for this race
        ticket = self.running = object()
        self.resume()
        self.paused_for = 0.0
        self.set_running(True)
        say("lab-status", _("Starting…"))
        started = time.perf_counter()
        last_draw = started
        dictionary = self.words.name  # the list the race plays on, though the person may choose another meanwhile

        def report(
            done: int, total: int, results: Callable[[], Sequence[LaneResult]] | None, paused: bool = False
        ) -> None:
            """Show the progress, and every DRAW_EVERY the partial results (``results`` None: none new);
            ``paused``: the worker's word that it has stopped at ``done``, the count kept on a Cancel."""
            nonlocal last_draw
            paused = paused and self.paused_at is not None  # (not when Resume came before the worker's word)
            if self.paused_at is not None and not paused:  # sent before the worker heard of the pause
                return
            now = time.perf_counter()
            seconds = (self.paused_at if paused else now) - started - self.paused_for
            self.show_progress(done, total, seconds)
            if paused:
                say("lab-status", _(PAUSED) + by_id("lab-status").textContent)
                by_id("lab-status").setAttribute(STOPPED, str(done))
            if results is not None and (paused or now - last_draw >= DRAW_EVERY):
                last_draw = now
                self.keep(RaceRecord(settings, tuple(results()), False, seconds, dictionary), charts=False)

        try:
            outcome = None
            if self.use_worker:
                try:
                    outcome = await self.in_worker(settings, report)
                except WorkerFailed as reason:
                    self.use_worker = False
                    failed = _("The Lab's worker failed ({reason}): races run on the page's thread, slower to answer.")
                    show_notices((failed.format(reason=reason),))
            if not self.use_worker and self.running is ticket:
                outcome = await self.in_slices(settings, ticket, report)
        except SimulationError as reason:
            self.running = None
            self.set_running(False)
            say("lab-status", _("Not started: {reason}.").format(reason=reason), "error")
            return
        if self.running not in (ticket, None) or outcome is None:  # a newer race took over, or the results were cleared
            return
        done, total, results = outcome
        self.resume()
        seconds = time.perf_counter() - started - self.paused_for
        complete = done == total
        self.running = None
        self.set_running(False)
        self.show_progress(done, total, seconds)
        if complete:
            done_text = ngettext("Done: {total} game in {time}.", "Done: {total} games in {time}.", total)
            say("lab-status", done_text.format(total=number(total), time=duration(seconds)), "success")
        else:
            cancelled = ngettext(
                "Cancelled after {done} of {total} game; the results so far are kept.",
                "Cancelled after {done} of {total} games; the results so far are kept.",
                total,
            )
            say("lab-status", cancelled.format(done=number(done), total=number(total)))
        self.keep(RaceRecord(settings, results, complete, seconds, dictionary))

    async def in_worker(self, settings: RaceSettings, report: Progress) -> Outcome | None:
        """The race in the Web Worker (WorkerFailed when it cannot run there); None when it was replaced."""
        latest: list[LaneResult] = []

        def results(record: str | None) -> Callable[[], Sequence[LaneResult]] | None:
            if record is None:
                return None
            latest[:] = RaceRecord.from_data(json.loads(record)).results
            return lambda: latest

        total = [0]

        def update(message: dict) -> None:
            total[0] = message["total"]
            report(message["done"], message["total"], results(message.get("record")), message["type"] == "paused")

        lexicon = self.words.lexicon.to_bytes() if self.words.custom else None
        last = await self.worker.race(settings, lexicon, update)
        if last is None:  # stopped: by Cancel (the results so far stand) or by a newer race
            done = sum(lane.report.games for lane in latest)  # the games the kept results hold
            return (done, total[0], tuple(latest)) if self.running is None else None
        if last["type"] == "refused":
            raise SimulationError(last["message"])
        results(last["record"])
        return last["done"], last["total"], tuple(latest)

    async def in_slices(self, settings: RaceSettings, ticket: object, report: Progress) -> Outcome | None:
        """The race on the page's thread, in slices; None when it was replaced."""
        book = await self.book()
        if self.running is not ticket:
            return None
        race = Race(self.words.lexicon, settings, lambda name: make_strategy(name, book=book, remember=True))
        await run_in_slices(
            race.steps(),
            lambda done: report(done, race.total, race.results),
            lambda: self.running is ticket,
            lambda: self.paused_at is not None,
        )
        return race.done, race.total, tuple(race.results())

    def cancel(self) -> None:
        self.running = None
        self.worker.stop()

    def toggle_pause(self) -> None:
        """Pause the race in flight (its results so far stay shown), or let it go on."""
        if self.running is None:
            return
        if self.paused_at is None:
            self.paused_at = time.perf_counter()
            self.worker.post("pause")
            by_id("lab-race-pause").textContent = _("Resume")
            # At once; a worker's word that it has stopped then shows the count it stopped at (report).
            say("lab-status", _(PAUSED) + by_id("lab-status").textContent.removeprefix(_(PAUSED)))
            if not self.use_worker:  # the page's own race stops between two slices: nothing is in flight
                by_id("lab-status").setAttribute(STOPPED, "")
        else:
            self.resume()

    def resume(self) -> None:
        by_id("lab-status").removeAttribute(STOPPED)
        if self.paused_at is not None:
            self.worker.post("resume")
            self.paused_for += time.perf_counter() - self.paused_at
            self.paused_at = None
            say("lab-status", by_id("lab-status").textContent.removeprefix(_(PAUSED)))  # until the next progress
        by_id("lab-race-pause").textContent = _("Pause")

    def set_running(self, running: bool) -> None:
        by_id("lab-cancel").disabled = not running
        by_id("lab-race-pause").disabled = not running
        by_id("lab-start").disabled = running  # one race at a time: Cancel stops it (a second Start did nothing)
        by_id("panel-lab").setAttribute("data-running", "true" if running else "false")

    def show_progress(self, done: int, total: int, seconds: float) -> None:
        percent = round(100 * done / total) if total else 0
        by_id("lab-bar").style.width = f"{percent}%"
        by_id("lab-progress").setAttribute("aria-valuenow", str(percent))
        say("lab-status", progress_text(done, total, seconds))

    def keep(self, record: RaceRecord, charts: bool = True) -> None:
        """Show ``record`` and keep it in the browser (a reload shows it again)."""
        self.record = record
        self.memory.save(MEMORY_KIND, record.to_data())
        self.render(charts)

    def render(self, charts: bool = True) -> None:
        record = self.record
        rows = []
        if record is not None:
            for cells, result in zip(result_cells(record), record.results, strict=True):
                rows.append(table_row(cells, title=record.command(result.length, result.strategy)))
        fill(by_id("lab-rows"), rows)
        if record is not None and record.dictionary:
            caption = _("Results per length and strategy, on the list {name}").format(name=repr(record.dictionary))
        else:
            caption = _("Results per length and strategy")
        by_id("lab-table-caption").textContent = caption
        tries = within(record) if record else 6
        by_id("lab-within").textContent = f"≤ {tries}"
        by_id("lab-within").title = ngettext(
            "games solved within {count} guess", "games solved within {count} guesses", tries
        ).format(count=tries)
        for name in ("lab-csv", "lab-json", "lab-clear"):
            by_id(name).disabled = record is None
        if charts and self.charts.library is not None:
            self.draw_charts()

    def draw_charts(self) -> None:
        """The kept race's charts, with the published series only beside a race on the built-in lists."""
        record = self.record
        self.charts.draw(list(record.results) if record else [], references=record is None or not record.dictionary)

    # ----- downloads and clearing -------------------------------------------------------------

    def on_csv(self, event: Any) -> None:
        if self.record is not None:
            # The downloads keep English column names in every language: they are data for programs.
            download("wordgames-race.csv", race_csv(self.record), "text/csv")

    def on_json(self, event: Any) -> None:
        if self.record is not None:
            download("wordgames-race.json", json.dumps(self.record.to_data(), indent=1), "application/json")

    def on_clear(self, event: Any) -> None:
        self.running = CLEARED if self.running is not None else None  # a race in flight stops and keeps nothing
        self.worker.stop()
        self.resume()
        self.set_running(False)
        self.show_progress(0, 0, 0.0)
        self.record = None
        self.memory.forget(MEMORY_KIND)
        self.render()
        say("lab-status", _("Results cleared."))
