"""The Lab's Word Challenge automatic mode: random scrambled words solved per length, in slices, with charts."""

from __future__ import annotations

import random
import time
from typing import Any

from ...challenge import RackError, fast_solve, solve
from ...challenge.auto import ChallengeReport, challenge_steps
from ...i18n import _, duration, ngettext, number
from ...lengths import MAX_LENGTH, MIN_LENGTH
from ...published import CPP_TRIE_MS, CPP_TRIE_NODES, Reference
from ...text import whole_number
from ...wordlist import dictionary_option
from ..dictionary import InUse
from ..dom import by_id, element, fill, listen, say, table_row
from ..language import chosen, lexicon_language
from ..params import CHALLENGE_METHODS, MAX_RACKS, PageOptions, challenge_query
from ..slices import run_in_slices
from .charts import ChartSpec, LabCharts, Series
from .published_text import shown

SOLVERS = dict(zip(CHALLENGE_METHODS, (solve, fast_solve), strict=True))


def command(first: int, last: int, racks: int, seed: int, method: str, dictionary: str = "") -> str:
    """The command line that solves the same racks (one generator runs through the lengths in order) on the
    same list (``dictionary``: the name of a person's own, "" for the built-in one)."""
    return (
        f"python -m wordgames challenge --auto --json --length {first}-{last} --games {racks} --seed {seed} "
        f"--method {method}{dictionary_option(dictionary)}"
    )


def against_published(key: str, title: str, unit: str, ours: Series, published: Reference, note: str) -> ChartSpec:
    """Our series per rack length beside a published one (dashed, its source named under the chart)."""
    theirs = Series(published.label, tuple(published.values.items()), reference=True)
    note = _("Dashed: {source}.").format(source=shown(published.source)) + note
    return ChartSpec(key, title, "line", _("letters"), unit, (ours, theirs), log_y=True, note=note)


def time_chart(reports: list[ChallengeReport]) -> ChartSpec:
    ours = Series(_("ours (average ms)"), tuple((r.length, r.avg_ms) for r in reports))
    return against_published("challenge-time", _("Time per solve"), "ms", ours, CPP_TRIE_MS, "")


def nodes_chart(reports: list[ChallengeReport]) -> ChartSpec:
    ours = Series(_("ours (reference search)"), tuple((r.length, r.avg_nodes) for r in reports if r.avg_nodes))
    note = " " + _("The fast index visits no trie nodes.")
    title = _("Trie nodes visited per solve")
    return against_published("challenge-nodes", title, _("nodes"), ours, CPP_TRIE_NODES, note)


class ChallengeLab:
    """The form, the progress and the per-length table of Word Challenge's automatic mode."""

    def __init__(self, words: InUse, seed: Any) -> None:
        self.words = words
        self.seed = seed  # the race form's seed
        self.running: object | None = None
        self.start_on_visit = False  # a link's racks, solved on the Lab's first visit
        self.charts = LabCharts((time_chart, nodes_chart), "lab-cg-charts", "lab-cg-message")

    def bind(self, options: PageOptions) -> None:
        lengths = [element("option", str(n), value=str(n)) for n in range(MIN_LENGTH, MAX_LENGTH + 1)]
        fill(by_id("lab-cg-from"), lengths)
        fill(by_id("lab-cg-to"), [node.cloneNode(True) for node in lengths])
        by_id("lab-cg-from").value, by_id("lab-cg-to").value = map(str, options.letters)
        by_id("lab-cg-racks").value = str(options.racks)
        by_id("lab-cg-method").value = options.method
        self.start_on_visit = options.solve
        listen(by_id("lab-cg-form"), "submit", self.on_start)
        listen(by_id("lab-cg-form"), "change", lambda event: self.show_link())
        listen(by_id("lab-cg-cancel"), "click", lambda event: self.stop())
        self.charts.bind()
        self.show_link()

    def settings(self) -> tuple[int, int, int, int, str]:
        """(first length, last length, racks, seed, method) from the form; ValueError when they do not fit."""
        first, last = int(by_id("lab-cg-from").value), int(by_id("lab-cg-to").value)
        method = str(by_id("lab-cg-method").value)
        racks, seed = whole_number(str(by_id("lab-cg-racks").value)), self.seed()
        if not 1 <= racks <= MAX_RACKS or first > last or method not in SOLVERS:
            raise ValueError
        return first, last, racks, seed, method

    def show_link(self) -> None:
        try:
            by_id("lab-cg-link").href = challenge_query(*self.settings(), lexicon_language(chosen()))
        except ValueError:
            pass

    def stop(self) -> None:
        self.running = None
        by_id("lab-cg-cancel").disabled = True

    async def on_start(self, event: Any) -> None:
        await self.start()

    async def start(self) -> None:
        try:
            first, last, racks, seed, method = self.settings()
        except ValueError:
            refused = _(
                "Not started: racks must be 1-{most}, the seed a whole number, and the first length at most the last."
            )
            say("lab-cg-status", refused.format(most=number(MAX_RACKS)), "error")
            return
        self.show_link()
        ticket = self.running = object()
        by_id("lab-cg-cancel").disabled = False
        reports: list[ChallengeReport] = []
        total = racks * (last - first + 1)
        started = time.perf_counter()
        done = 0
        lexicon, dictionary = self.words.lexicon, self.words.name  # though the person may choose another meanwhile

        def steps():
            nonlocal done
            for step in challenge_steps(lexicon, range(first, last + 1), racks, random.Random(seed), SOLVERS[method]):
                if step is None:
                    done += 1
                else:
                    reports.append(step)
                    self.render(reports, command(first, last, racks, seed, method, dictionary), method)
                yield done

        def report(count: int) -> None:
            said = ngettext("{count} of {total} rack · {time}", "{count} of {total} racks · {time}", total)
            taken = duration(time.perf_counter() - started)
            say("lab-cg-status", said.format(count=number(count), total=number(total), time=taken))

        await self.charts.load()
        try:
            await run_in_slices(steps(), report, lambda: self.running is ticket)
        except RackError as reason:
            say("lab-cg-status", _("Stopped: {reason}.").format(reason=reason), "error")
            return
        if self.running is ticket:
            self.stop()
            said = ngettext("Done: {total} rack in {time}.", "Done: {total} racks in {time}.", total)
            taken = duration(time.perf_counter() - started)
            say("lab-cg-status", said.format(total=number(total), time=taken), "success")
        elif self.running is None:
            cancelled = ngettext(
                "Cancelled after {done} of {total} rack.", "Cancelled after {done} of {total} racks.", total
            )
            say("lab-cg-status", cancelled.format(done=number(done), total=number(total)))
        self.charts.draw(reports, references=not dictionary)  # the published figures are the English list's

    def render(self, reports: list[ChallengeReport], title: str, method: str) -> None:
        """The table so far, each row titled with the command line that solves the same racks."""
        rows = []
        for r in reports:
            nodes = number(r.avg_nodes, 1) if method == "reference" else "–"
            cells = [number(r.games), number(r.avg_words, 1), nodes, number(r.avg_ms, 3), number(r.median_ms, 3)]
            cells.append(number(r.avg_cpu_ms, 3))
            attributes = {"data_words": repr(r.avg_words), "data_nodes": repr(r.avg_nodes)}
            rows.append(table_row([str(r.length), *cells], title=title, **attributes))
        fill(by_id("lab-cg-rows"), rows)
