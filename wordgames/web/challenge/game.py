"""The Word Challenge game as TextTwist plays it: tap tiles (or type) to make words, fill the blanks, play on."""

from __future__ import annotations

import asyncio
import math
import random
import time
from functools import partial
from typing import Any

from ...alphabet import capitals
from ...challenge import ChallengeGame
from ...challenge.game import GAME_LENGTHS, ROUND_SECONDS, ChallengeError
from ...i18n import _, ngettext, number
from ...lexicon import Lexicon, Word
from ...spelt import usual_spelling
from ...stats import ChallengeResult
from ..definitions import define, hide
from ..dialogs import ask, open_dialog
from ..dictionary import InUse
from ..dom import (
    by_id,
    closest,
    document,
    element,
    event_element,
    fill,
    keeps_keys,
    listen,
    pasted_text,
    pressed_key,
    say,
    spawn,
)
from ..engine_messages import retold
from ..randoms import GameRandoms
from ..records import Records
from ..spelling import named
from ..storage import Memory
from .slots import slot_groups
from .sound import BONUS, EVERY_TILE, FOUND, TICK, Sound
from .stats import draw_challenge_stats, records_line

TICK_SECONDS = 0.25  # how often the clock is read and drawn
SAVE_EVERY = 2.0  # seconds of play between two saves of the time left
LOW_SECONDS = 15  # the clock turns red for the round's last seconds, as TextTwist's warns


class ChallengeGameView:
    """The game on the page: the engine's ChallengeGame, the tiles picked for the next word, and the clock.

    A game ends with a round that is over without a word using every tile; a round that has one
    lets the player go on (Next round), and counts in the statistics once the player stops.
    """

    def __init__(self, words: InUse, randoms: GameRandoms, memory: Memory, records: Records, sound: Sound) -> None:
        self.words = words
        self.sound = sound
        self.randoms = randoms
        self.memory = memory
        self.records = records
        records.changed.append(self.draw_records)  # statistics imported from another device
        self.game: ChallengeGame | None = None
        self.played_on = words.name  # the dictionary of the game shown (its result counts there)
        self.picked: list[int] = []  # indices into the tiles of the word being made, in order
        self.clock: asyncio.Task | None = None
        self.ended = False  # the round's end has been shown (and counted)
        self.saved_at = 0.0

    def bind(self) -> None:
        fill(by_id("cg-length"), [element("option", str(n), value=str(n)) for n in GAME_LENGTHS])
        by_id("cg-length").value = str(GAME_LENGTHS[1])
        listen(by_id("cg-settings"), "submit", lambda event: self.ask_first())
        listen(by_id("cg-tiles"), "click", self.on_tile)
        listen(by_id("cg-play"), "click", self.on_play_click)
        listen(by_id("cg-entry"), "click", self.on_entry)
        listen(by_id("cg-enter"), "click", lambda event: self.submit())
        listen(by_id("cg-twist"), "click", lambda event: self.twist())
        listen(by_id("cg-clear"), "click", lambda event: self.clear())
        listen(by_id("cg-giveup"), "click", lambda event: self.finish(_("You gave up.")))
        listen(by_id("cg-next"), "click", lambda event: self.next_round())
        listen(by_id("cg-open-stats"), "click", lambda event: self.show_stats())
        listen(document, "keydown", self.on_key)
        listen(document, "paste", self.on_paste)
        self.draw_records()
        self.sound.bind()
        loaded = self.memory.load("challenge", self.read_saved)
        if loaded is not None:
            saved, away = loaded
            by_id("cg-length").value = str(len(saved.tiles))
            self.play(saved)
            if saved.over:
                self.show_end(_("The last round is over."))
            elif away:  # the round's clock ran on while the page was closed
                self.game.spend(away)
                self.draw_clock()
                if self.game.over:
                    self.finish(_("Time ran out while you were away."))
                else:
                    self.save()  # play() saved the round as it was before; a quick reload would give the time back

    def read_saved(self, data: object) -> tuple[ChallengeGame, float]:
        """The saved round and the wall-clock seconds since it was saved (0 for a clock set back)."""
        game = ChallengeGame.from_data(self.words.lexicon, data, self.rng())
        saved_at = data.get("saved_at") if isinstance(data, dict) else None
        if isinstance(saved_at, bool) or not isinstance(saved_at, int | float) or not math.isfinite(saved_at):
            return game, 0.0  # saved before the page kept the time of saving
        return game, min(max(0.0, time.time() - saved_at), ROUND_SECONDS)

    # ----- whole games and rounds -----------------------------------------------------------

    def rng(self) -> random.Random:
        return self.randoms.next()

    def playing(self) -> bool:
        return self.game is not None and not self.ended

    def in_progress(self) -> bool:
        """A round under way, or a round won whose game the next round carries on (both lost to a new dictionary)."""
        return self.playing() or (self.game is not None and self.game.qualified)

    def ask_first(self) -> None:
        """A new game, asking first when a round is under way (its words would be lost)."""
        if not self.playing():
            self.new_game()
            return
        ask(_("Start a new game?"), _("The round in progress will be lost."), self.new_game)

    def new_game(self) -> None:
        self.stop()
        try:
            length, timed = int(by_id("cg-length").value), not by_id("cg-untimed").checked
            game = ChallengeGame.new(self.words.lexicon, length, self.rng(), timed=timed)
        except (ChallengeError, ValueError) as reason:
            say("cg-message", _("Not started: {reason}.").format(reason=retold(str(reason))), "error")
            return
        self.play(game)
        count = len(game.answers)
        say(
            "cg-message",
            ngettext("Go! {count} word to find.", "Go! {count} words to find.", count).format(count=number(count)),
        )

    def next_round(self) -> None:
        """On to the next round once a word used every tile: at once, or after the round ends."""
        if self.game is None or not self.game.qualified:
            return
        if not self.game.over:
            self.game.give_up()  # the words not yet found stay unfound: the player chose to go on
        self.play(self.game.next_round())
        count = len(self.game.answers)
        text = ngettext("Round {round}: {count} word to find.", "Round {round}: {count} words to find.", count)
        say("cg-message", text.format(round=self.game.round, count=number(count)))

    def leave(self) -> None:
        """Drop the game shown and its memory (another dictionary is in use)."""
        self.stop()
        self.memory.forget("challenge")
        by_id("cg-play").hidden = True
        say("cg-message", "")

    def stop(self) -> None:
        """Leave the current game: a finished one that could have gone on counts now, on the dictionary it was
        played on (left by a change of dictionary, not the new one's)."""
        game = self.game
        if game is not None and game.qualified:  # a round won and left (for a new game or dictionary) ends here
            game.give_up()
            self.records.add(ChallengeResult.of(game), self.played_on)
            self.draw_records()
        self.game = None

    def play(self, game: ChallengeGame) -> None:
        self.game, self.picked, self.ended = game, [], game.over
        self.played_on = self.words.name
        by_id("cg-play").hidden = False
        by_id("cg-clock").hidden = not game.timed  # TextTwist's relaxed mode: no clock at all
        by_id("cg-untimed").checked = not game.timed  # a new game goes on as this one is played
        by_id("cg-next").hidden = not game.qualified
        hide(by_id("cg-definition"))
        by_id("cg-play").focus()  # keys go to the game, not to the New game button
        self.render()
        self.save()
        if not self.ended and game.timed and (self.clock is None or self.clock.done()):
            self.clock = spawn(self.run_clock())

    def finish(self, why: str) -> None:
        """End the round (time up, every word found, or given up) and show what was missed."""
        if not self.playing():
            return
        self.ended = True
        self.game.give_up()
        if not self.game.qualified:
            self.records.add(ChallengeResult.of(self.game), self.played_on)
            self.draw_records()
        self.show_end(why)
        self.save()

    def show_end(self, why: str) -> None:
        game = self.game
        self.picked = []
        self.render()
        longest = max(game.answers, key=len, default=None)
        if longest is not None:
            define(by_id("cg-definition"), game.lexicon.usual(longest))  # the rack's word (a tap: another's)
        best = self.records.stats.challenge_record(len(game.tiles), game.timed).best_score
        if game.qualified:
            by_id("cg-next").hidden = False
            text = ngettext(
                "{count} point: you found a {length}-letter word, go on to the next round!",
                "{count} points: you found a {length}-letter word, go on to the next round!",
                game.score,
            )
            say("cg-message", f"{why} " + text.format(count=number(game.score), length=len(game.tiles)), "success")
            by_id("cg-next").focus()
        else:
            missed = len(game.missed)
            points = ngettext("{count} point", "{count} points", game.score).format(count=number(game.score))
            tail = ngettext("{count} word missed", "{count} words missed", missed) if missed else _("every word found")
            over = _("Game over: {points} ({missed}). Best at this length: {best}.")
            say(
                "cg-message",
                f"{why} " + over.format(points=points, missed=tail.format(count=number(missed)), best=number(best)),
            )

    async def run_clock(self) -> None:
        """Spend the round's time while it is on screen; end the round when none is left."""
        last = time.monotonic()
        while self.playing():
            await asyncio.sleep(TICK_SECONDS)
            now = time.monotonic()
            if self.playing():  # on wall time: on another tab or away, the round's time runs on
                self.game.spend(now - last)
                self.draw_clock()
                if self.game.over:
                    self.finish(_("Time is up."))
                elif now - self.saved_at > SAVE_EVERY:
                    self.save()
            last = now

    def on_screen(self) -> bool:
        return not by_id("panel-challenge").hidden and document.visibilityState == "visible"

    def takes_keys(self) -> bool:
        """A round on screen with no dialog over it: an open dialog's keys are its own (Escape closes it)."""
        return self.playing() and self.on_screen() and not document.querySelector("dialog[open]")

    def save(self) -> None:
        if self.game is not None:
            self.memory.save("challenge", self.game.to_data() | {"saved_at": time.time()})
            self.saved_at = time.monotonic()

    # ----- making a word ----------------------------------------------------------------

    def word(self) -> str:
        return "".join(self.game.tiles[i] for i in self.picked)

    def pick(self, index: int) -> None:
        if self.playing() and index not in self.picked:
            if not self.picked and by_id("cg-message").classList.contains("error"):
                say("cg-message", "")  # a refusal ("EMN: not a word") goes once the next word is begun
            self.picked.append(index)
            self.render()

    def pick_letter(self, letter: str) -> None:
        free = [i for i, tile in enumerate(self.game.tiles) if tile == letter and i not in self.picked]
        if free:
            self.pick(free[0])
        else:
            say("cg-message", _("No {letter} tile left.").format(letter=capitals(letter)), "error")

    def unpick(self, position: int | None = None) -> None:
        if self.picked:
            self.picked.pop(-1 if position is None else position)
            self.render()

    def clear(self) -> None:
        self.picked = []
        if self.game is not None:
            self.render()

    def twist(self) -> None:
        """Rearrange the tiles; the word being made keeps its letters."""
        if self.playing():
            word = self.word()
            self.game.shuffle()
            self.picked = []
            for letter in word:
                free = (i for i, tile in enumerate(self.game.tiles) if tile == letter and i not in self.picked)
                self.picked.append(next(free))
            self.render()
            self.save()

    def submit(self, text: str | None = None) -> None:
        """Try the word made (or ``text``, pasted); accepted, it fills its blank; the tiles come back either way."""
        if not self.playing():
            return
        attempt = self.game.attempt(self.word() if text is None else text)
        self.picked = []
        shown = echoed(self.game.lexicon, attempt.word, attempt.accepted)
        if attempt.accepted:
            kind = " " + _("(bonus word)") if attempt.bonus else ""
            full = len(attempt.word) == len(self.game.tiles) and by_id("cg-next").hidden and not self.game.over
            more = (  # a sentence of its own, after the score's full stop
                ". " + _("Every tile used. Go on to the next round when you like, or find more words first.")
                if full
                else ""
            )
            by_id("cg-next").hidden = not self.game.qualified
            say("cg-message", f"{shown}: +{attempt.points}{kind}{more}", "success")
            every_tile = len(attempt.word) == len(self.game.tiles)
            self.sound.play(EVERY_TILE if every_tile else BONUS if attempt.bonus else FOUND)
        else:
            say("cg-message", f"{shown or _('Nothing made')}: {retold(attempt.reason)}", "error")
        self.render(just=attempt.word if attempt.accepted else None)
        self.save()
        if self.game.over:
            self.finish(_("You found every word!"))

    # ----- input ------------------------------------------------------------------------

    def on_tile(self, event: Any) -> None:
        button = closest(event, "button[data-index]")
        if button:
            self.pick(int(button.getAttribute("data-index")))

    def on_entry(self, event: Any) -> None:
        button = closest(event, "button[data-position]")
        if button:
            self.unpick(int(button.getAttribute("data-position")))

    def on_play_click(self, event: Any) -> None:
        # A tap or a click leaves the focus on its button, and once the person types the browser
        # takes Enter for another press of that button (Twist again): the keys are the game's.
        if getattr(event, "detail", 0) and self.playing() and closest(event, "button"):
            by_id("cg-play").focus()
        word = closest(event, "[data-word]")
        if word and self.ended:  # the round is over: every word may be looked up
            define(by_id("cg-definition"), self.game.lexicon.usual(word.getAttribute("data-word")))

    def on_key(self, event: Any) -> None:
        key = pressed_key(event)
        if not key or not self.takes_keys() or keeps_keys(event_element(event), key):
            return
        letters = self.words.lexicon.alphabet.fold(key) if len(key) == 1 else ""
        if letters and self.words.lexicon.alphabet.is_word(letters):  # the pack's letters: ñ, Cyrillic, é as e
            for letter in letters:
                self.pick_letter(letter)
        elif key == "Backspace":
            self.unpick()
        elif key == "Enter":
            self.submit()
        elif key == " ":
            self.twist()
        elif key == "Escape":
            self.clear()
        else:
            return
        event.preventDefault()

    def on_paste(self, event: Any) -> None:
        if self.takes_keys() and not keeps_keys(event_element(event), ""):
            event.preventDefault()
            self.submit(pasted_text(event)[:1000])

    # ----- drawing ----------------------------------------------------------------------

    def render(self, just: Word | None = None) -> None:
        game = self.game
        over = self.ended
        tiles = []
        for i, letter in enumerate(game.tiles):
            used = i in self.picked
            tile = element("button", "" if used else capitals(letter), cls="tile letter" + (" used" if used else ""))
            tile.setAttribute("type", "button")
            tile.setAttribute("data-index", str(i))
            tile.setAttribute("aria-label", _("used") if used else capitals(letter))
            tile.disabled = used or over
            tiles.append(tile)
        fill(by_id("cg-tiles"), tiles)
        entry = []
        for position in range(len(game.tiles)):
            if position < len(self.picked):
                letter = capitals(game.tiles[self.picked[position]])
                box = element(
                    "button",
                    letter,
                    cls="tile letter",
                    type="button",
                    aria_label=_("Take back {letter}").format(letter=letter),
                )
                box.setAttribute("data-position", str(position))
            else:
                box = element("span", "", cls="tile blank", aria_hidden="true")
            entry.append(box)
        fill(by_id("cg-entry"), entry)
        by_id("cg-entry").setAttribute(
            "aria-label", _("Your word: {word}").format(word=capitals(self.word()) or _("empty"))
        )
        fill(
            by_id("cg-slots"),
            slot_groups(game.answers, set(game.found), over, just, partial(usual_spelling, game.lexicon)),
        )
        bonus = element("ul", cls="words")
        fill(bonus, [element("li", usual_spelling(game.lexicon, w), data_word=w) for w in game.bonus])
        fill(
            by_id("cg-bonus"),
            [element("h3", _("Bonus words ({count})").format(count=len(game.bonus))), bonus] if game.bonus else [],
        )
        by_id("cg-round").textContent = _("Round {round}").format(round=game.round)
        by_id("cg-score").textContent = ngettext("{count} point", "{count} points", game.score).format(
            count=number(game.score)
        )
        count = len(game.answers)
        found = ngettext("{found} of {count} word", "{found} of {count} words", count)
        by_id("cg-count").textContent = found.format(found=number(len(game.found)), count=number(count))
        for name in ("cg-enter", "cg-twist", "cg-clear", "cg-giveup"):
            by_id(name).disabled = over
        self.draw_clock()

    def draw_records(self) -> None:
        by_id("cg-records").textContent = records_line(self.records.stats)

    def show_stats(self) -> None:
        """The statistics of the rack length and clock in play (or chosen)."""
        if self.game is not None:
            length, timed = len(self.game.tiles), self.game.timed
        else:
            length, timed = int(by_id("cg-length").value), not by_id("cg-untimed").checked
        draw_challenge_stats(self.records.stats, length, timed, self.words.name)
        open_dialog("cg-stats-dialog")

    def draw_clock(self) -> None:
        left = round(self.game.time_left) if self.game is not None else 0
        clock = by_id("cg-clock")
        shown = f"{left // 60}:{left % 60:02d}"
        if 0 < left <= LOW_SECONDS and not self.ended and clock.textContent != shown:
            self.sound.play(TICK)  # each of the last seconds, once
        clock.textContent = shown
        clock.classList.toggle("low", 0 < left <= LOW_SECONDS and not self.ended)


def echoed(lexicon: Lexicon, word: Word, accepted: bool) -> str:
    """A word tried, as the line under the tiles repeats it: a word taken as it is spelt (PERÒ for the pero played),
    another as typed, cut after 30 letters."""
    if accepted:
        return named(lexicon, word)
    return capitals(word) if len(word) <= 30 else capitals(word[:30]) + "…"
