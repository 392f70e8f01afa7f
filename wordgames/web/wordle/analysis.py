"""The Wordle post-game analysis in the page: the "Analyse game" button, one engine call, and a table of the moves."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

from ...alphabet import capitals
from ...i18n import N_, _, ngettext, percent
from ...wordle.analysis import AnalysisError, GameAnalysis, MoveAnalysis, analyse, luck_word, skill_word
from ...wordle.feedback import STATE_NAMES
from ...wordle.rules import secret_pool
from ...wordle.strategies import Strategy, make_strategy
from ..dictionary import InUse
from ..dom import by_id, element, fill, listen, next_paint, say, window
from ..engine_messages import retold
from ..page import BookLoader
from .mode import Mode

REFERENCE = "best"  # the strategy every move is compared with
# The engine's one-word readings (skill_word, luck_word), for the catalogs; each is shown through _().
READINGS = (N_("excellent"), N_("good"), N_("fair"), N_("weak"), N_("lucky"), N_("unlucky"), N_("average"))


class AnalysisView:
    """Analyses the finished game on the board on request; a new game or an undo clears it."""

    def __init__(self, words: InUse, opening_book: BookLoader, current: Callable[[], Mode | None]) -> None:
        self.words = words
        self.opening_book = opening_book
        self.current = current  # the mode on the board
        self.subject: tuple[Any, tuple] | None = None  # (game, history) the shown analysis or message is about
        self.analysing = False
        self.reference: Strategy | None = None

    def bind(self) -> None:
        listen(by_id("w-analyse"), "click", self.on_analyse)

    def is_current(self, subject: tuple[Any, tuple] | None) -> bool:
        """Whether ``subject`` (game, history) is still the game on the board, move for move."""
        mode = self.current()
        return subject is not None and mode is not None and subject[0] is mode.game and subject[1] == mode.analysed()

    def update(self) -> None:
        """After every change to the game: forget an analysis of another game; offer one when the game is over."""
        if self.subject is not None and not self.is_current(self.subject):
            self.clear()
        button = by_id("w-analyse")
        mode = self.current()
        button.hidden = mode is None or not mode.analysable() or self.subject is not None
        button.disabled = self.analysing

    def clear(self) -> None:
        self.subject = None
        by_id("w-analyse").hidden = True  # until ``update`` finds a finished game again
        by_id("w-analysis").hidden = True
        fill(by_id("w-analysis-rows"), [])
        say("w-analysis-message", "")

    async def on_analyse(self, event: Any) -> None:
        mode = self.current()
        if self.analysing or mode is None or not mode.analysable():
            return
        game = mode.game
        subject = (game, mode.analysed())
        button = by_id("w-analyse")
        self.analysing = True
        button.disabled = True
        button.setAttribute("aria-busy", "true")
        say("w-analysis-message", _("Analysing…"))
        try:
            await next_paint()
            reference = await self.reference_strategy()
            if not self.is_current(subject):  # a new game started meanwhile
                return
            pool = secret_pool(self.words.lexicon, game.length, game.rules.pool)
            results = [analyse(self.words.lexicon, moves, game.rules, pool, reference) for moves in subject[1] if moves]
        except AnalysisError as reason:
            self.subject = subject
            say(
                "w-analysis-message",
                _("This game cannot be analysed: {reason}.").format(reason=retold(str(reason))),
                "error",
            )
            return
        except Exception as exc:  # noqa: BLE001 - a bug must not leave the page stuck on "Analysing…"
            window.console.warn("".join(traceback.format_exception(exc)))
            self.subject = subject
            say(
                "w-analysis-message",
                _("The analysis failed ({error}). The game itself is unaffected.").format(
                    error=f"{type(exc).__name__}: {exc}"
                ),
                "error",
            )
            return
        finally:
            self.analysing = False
            button.disabled = False
            button.removeAttribute("aria-busy")
            self.update()
        if not self.is_current(subject):
            return
        self.subject = subject
        say("w-analysis-message", "")
        self.show(results)
        self.update()
        by_id("w-analysis-title").focus()

    async def reference_strategy(self) -> Strategy:
        """``best``, with the app's opening book when there is one (first moves are then instant)."""
        if self.reference is None:
            self.reference = make_strategy(REFERENCE, book=await self.opening_book())
        return self.reference

    # ----- drawing ------------------------------------------------------------------------

    def show(self, analyses: list[GameAnalysis]) -> None:
        """One board's moves, or several boards' one after the other under a line naming each board."""
        if len(analyses) == 1:
            count = len(analyses[0].moves)
            if analyses[0].solved:
                outcome = ngettext("Solved in {count} guess", "Solved in {count} guesses", count)
            else:
                outcome = ngettext("Not solved after {count} guess", "Not solved after {count} guesses", count)
            outcome = outcome.format(count=count)
        else:
            solved = ngettext("{solved} of {count} board solved", "{solved} of {count} boards solved", len(analyses))
            outcome = solved.format(solved=sum(a.solved for a in analyses), count=len(analyses))
        whole = GameAnalysis(tuple(move for analysis in analyses for move in analysis.moves))
        skill = whole.skill  # None: the word found at once (the guess that finds it is not rated)
        if skill is None:
            rated = _("found at once: no guess to rate")
        else:
            rated = _("skill {share} ({word})").format(share=percent(skill), word=_(skill_word(skill)))
        luck = _("luck {share} ({word})").format(share=percent(whole.luck), word=_(luck_word(whole.luck)))
        by_id("w-analysis-summary").textContent = f"{outcome} · {rated} · {luck}"
        rows = []
        for board, analysis in enumerate(analyses, 1):
            if len(analyses) > 1:
                head = element("tr", cls="board-head")
                head.appendChild(element("th", _("Board {number}").format(number=board), scope="rowgroup", colspan="8"))
                rows.append(head)
            rows += [self.row(number, move) for number, move in enumerate(analysis.moves, 1)]
        fill(by_id("w-analysis-rows"), rows)
        section = by_id("w-analysis")
        section.classList.toggle("long", len(whole.moves[0].guess) > 10)
        section.hidden = False

    def row(self, number: int, move: MoveAnalysis) -> Any:
        node = element(
            "tr",
            data_guess=move.guess,
            data_before=str(move.candidates_before),
            data_after=str(move.candidates_after),
            data_best=move.best_guess,
        )
        same = move.best_guess == move.guess
        left = _("solved") if move.solved else number(move.candidates_after)
        best = element("td", cls="best")
        best.appendChild(element("span", capitals(move.best_guess)))
        if same:
            best.appendChild(element("span", _("same"), cls="same"))
        skill = (
            element("td", _("solved"), cls="reading")
            if move.solved
            else self.reading(move.skill, skill_word(move.skill))
        )
        cells = [
            (self.guess_cell(move), ""),
            (element("td", f"{number(move.candidates_before)} → {left}", cls="num"), _("Candidates")),
            (element("td", number(move.expected_left, 1), cls="num"), _("Leaves")),
            (best, _("Best's choice")),
            (element("td", number(move.best_expected_left, 1), cls="num"), _("Best leaves")),
            (skill, _("Skill")),
            (self.reading(move.luck, luck_word(move.luck)), _("Luck")),
        ]
        for cell, label in cells:  # a phone shows each cell's column name beside it (style.css)
            cell.setAttribute("role", "cell")
            if label:
                cell.setAttribute("data-label", label)
        node.setAttribute("role", "row")
        fill(node, [element("th", str(number), scope="row", role="rowheader"), *(cell for cell, _ in cells)])
        return node

    def guess_cell(self, move: MoveAnalysis) -> Any:
        """The guess in small coloured letters (digits under them when 'Show digits' is on)."""
        cell = element("td", cls="guess")
        letters = element("span", cls="mini", aria_hidden="true")
        fill(
            letters,
            [
                element("span", capitals(letter), cls=STATE_NAMES[mark])
                for letter, mark in zip(move.guess, move.pattern.marks)
            ],
        )
        digits = element("span", cls="mini digits", aria_hidden="true")
        fill(digits, [element("span", digit) for digit in move.pattern.digits])
        fill(
            cell,
            [letters, digits, element("span", f"{capitals(move.guess)} {move.pattern.digits}", cls="visually-hidden")],
        )
        return cell

    def reading(self, value: float, word: str) -> Any:
        cell = element("td", cls=f"reading {word}")
        fill(cell, [element("span", percent(value), cls="percent"), element("span", _(word), cls="word-reading")])
        return cell
