"""The Lab's "Watch a game": the computer plays one game on a board, a move per Step (or on its own with Play)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from ...alphabet import capitals
from ...i18n import _, ngettext, number
from ...known import known_first
from ...lexicon import Lexicon
from ...text import normalize, whole_number
from ...wordle.rules import Rules
from ...wordle.strategies import DEFAULT_STRATEGY, make_strategy, strategy_names
from ...wordle.tally import SimulationError
from ...wordle.watch import WatchedGame, WatchedMove
from ...wordlist import dictionary_option
from ..dictionary import InUse
from ..dom import by_id, element, fill, listen, say
from ..engine_messages import retold
from ..page import BookLoader
from ..spelling import named
from ..strategy_names import strategy_label
from ..tiles import scored_row

PLAY_PAUSE = 0.8  # seconds between two moves while playing on its own
LIST_UP_TO = 12  # candidates listed after a move when no more are left


def move_lines(place: int, move: WatchedMove, lexicon: Lexicon) -> list[Any]:
    """A move in words: the candidates before and after, what else was considered, and the few left
    (the words a person knows, commonest first, then the rare ones, which the page shows or counts)."""
    turn = move.turn
    before = len(turn.before.open_candidates() or turn.before.candidates)
    left = ngettext("{count} left", "{count} left", len(turn.left)).format(count=number(len(turn.left)))
    after = _("solved") if turn.pattern.is_win else left
    item = element("li")
    item.appendChild(element("strong", f"{capitals(turn.guess)} "))
    moved = ngettext("{pattern} · {count} candidate → {after}", "{pattern} · {count} candidates → {after}", before)
    item.appendChild(element("span", moved.format(pattern=turn.pattern.digits, count=number(before), after=after)))
    played, other = _("{guess} (played) {left} left, {bits} bits"), _("{guess} {left} left, {bits} bits")
    considered = "; ".join(
        (played if a.guess == turn.guess else other).format(
            guess=capitals(a.guess), left=number(a.expected_left, 1), bits=number(a.bits, 2)
        )
        for a in move.alternatives
    )
    heading = _("Considered (candidates left on average, bits): {moves}").format(moves=considered)
    item.appendChild(element("div", heading, cls="alternatives"))
    if not turn.pattern.is_win and len(turn.left) <= LIST_UP_TO:
        listing = known_first(lexicon, sorted(turn.left), by_commonness=True, rare=True)
        known, rare = listing.words[: listing.known], listing.words[listing.known :]
        possible = ", ".join(known) or _("no word a person knows")
        line = element("div", _("Still possible: {words}").format(words=possible), cls="alternatives")
        if rare:  # shown or counted as the log's class says (the Include rare words box)
            line.appendChild(element("span", _(" · rare: {words}").format(words=", ".join(rare)), cls="rare-words"))
            left_out = ngettext(" · {count} rare word left out", " · {count} rare words left out", len(rare))
            line.appendChild(element("span", left_out.format(count=number(len(rare))), cls="rare-count"))
        item.appendChild(line)
    item.setAttribute("value", str(place))
    return [item]


class WatchView:
    """One watched game at a time; a new game, or a Pause, stops the one playing on its own."""

    def __init__(self, words: InUse, book: BookLoader, seed: Callable[[], int]) -> None:
        self.words = words
        self.book = book
        self.seed = seed  # the race form's seed: a drawn secret is the command line's for it
        self.game: WatchedGame | None = None
        self.playing: object | None = None

    def bind(self) -> None:
        names = strategy_names()
        fill(by_id("lab-watch-strategy"), [element("option", strategy_label(n), value=n) for n in names])
        by_id("lab-watch-strategy").value = DEFAULT_STRATEGY
        listen(by_id("lab-watch-form"), "submit", self.on_new)
        listen(by_id("lab-step"), "click", lambda event: self.step())
        listen(by_id("lab-play"), "click", self.on_play)
        listen(by_id("lab-pause"), "click", lambda event: self.pause())
        listen(by_id("lab-watch-rare"), "change", self.on_rare)
        self.on_rare(None)

    def on_rare(self, event: Any) -> None:
        """The Include rare words box: the log shows the rare words still possible, or counts them."""
        by_id("lab-watch-log").classList.toggle("show-rare", bool(by_id("lab-watch-rare").checked))

    async def on_new(self, event: Any) -> None:
        self.pause()
        name = str(by_id("lab-watch-strategy").value)
        secret = normalize(str(by_id("lab-watch-secret").value), self.words.lexicon.alphabet)
        try:
            length = len(secret) if secret else whole_number(str(by_id("lab-watch-length").value))
            seed = self.seed()
        except ValueError:
            say("lab-watch-message", _("The length and the seed must be whole numbers."), "error")
            return
        strategy = make_strategy(name, book=await self.book(), remember=True)
        try:
            if secret:
                game = WatchedGame.of_secret(self.words.lexicon, secret, strategy, seed)
                drawn = ""
            else:
                rules = Rules(length, None, pool="all")  # as automatic mode plays by default
                game = WatchedGame.drawn(self.words.lexicon, rules, strategy, seed)
                drawn = (  # the command line whose first game draws this secret
                    f"python -m wordgames wordle auto --json --records --games 1 --length {length} "
                    f"--strategy {name} --seed {seed}{dictionary_option(self.words.name)}"
                )
        except (SimulationError, ValueError) as reason:
            say("lab-watch-message", _("Not started: {reason}.").format(reason=retold(str(reason))), "error")
            return
        self.game = game
        board = by_id("lab-watch-board")
        board.style.setProperty("--len", str(length))
        board.classList.toggle("long", length > 10)
        fill(board, [])
        fill(by_id("lab-watch-log"), [])
        by_id("lab-watch-board").setAttribute("data-secret", "")
        if drawn:
            plays = _("{strategy} plays a {length}-letter game on the secret `{command}` draws. Step, or Play.")
        else:
            plays = _("{strategy} plays a {length}-letter game. Step, or Play.")
        say("lab-watch-message", plays.format(strategy=strategy_label(name), length=length, command=drawn))
        self.buttons()

    def step(self) -> WatchedMove | None:
        game = self.game
        if game is None or game.over:
            return None
        move = game.step()
        moves = len(game.moves)
        by_id("lab-watch-board").appendChild(scored_row(moves - 1, move.turn.guess, move.turn.pattern, True))
        for line in move_lines(moves, move, self.words.lexicon):
            by_id("lab-watch-log").appendChild(line)
        if game.over:
            secret = game.record.secret
            by_id("lab-watch-board").setAttribute("data-secret", secret)
            solved = ngettext("Solved: {word} in {count} guess.", "Solved: {word} in {count} guesses.", moves)
            say("lab-watch-message", solved.format(word=named(self.words.lexicon, secret), count=moves), "success")
            self.pause()
        self.buttons()
        return move

    async def on_play(self, event: Any) -> None:
        ticket = self.playing = object()
        self.buttons()
        while self.playing is ticket and self.game is not None and not self.game.over:
            self.step()
            await asyncio.sleep(PLAY_PAUSE)
        if self.playing is ticket:
            self.pause()

    def pause(self) -> None:
        self.playing = None
        self.buttons()

    def buttons(self) -> None:
        active = self.game is not None and not self.game.over
        by_id("lab-step").disabled = not active
        by_id("lab-play").disabled = not active or self.playing is not None
        by_id("lab-pause").disabled = self.playing is None
