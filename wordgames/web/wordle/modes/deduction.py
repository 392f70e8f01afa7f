"""What the modes where the person gives colours and the computer reasons (keeper, assistant) share."""

from __future__ import annotations

from ....alphabet import capitals
from ....i18n import _, ngettext, number
from ....known import Listing, known_first
from ....wordle.assistant import AssistantSession
from ....wordle.feedback import STATE_NAMES
from ....wordle.game import KeeperGame
from ..mode import Mode, Note


class DeductionMode(Mode):
    """The modes where the person gives colours and the computer reasons: keeper and assistant."""

    game: KeeperGame | AssistantSession
    thinks = True
    _listed: tuple[object, tuple, Listing] | None = None  # the last list: for which game, moves and option

    def closed(self) -> Note | None:
        if self.game.impossible:
            return Note(_("No word fits the colours given. Undo them first."), "error")
        return None

    def cycle(self, index: int) -> None:
        pending = self.pending()
        if pending is not None and 0 <= index < len(pending[0]):
            self.marks[index] = (self.marks[index] + 1) % len(STATE_NAMES)

    def colour_key(self, key: str) -> bool:
        """A typed 0, 1 or 2 colours the tile at the cursor; whether the key was one."""
        if key not in ("0", "1", "2") or self.cursor >= self.length:
            return False
        self.marks[self.cursor] = int(key)
        self.cursor += 1
        return True

    def can_undo(self) -> bool:
        return bool(self.game.history)

    def undo(self) -> Note:
        guess, pattern = self.game.history[-1]
        self.game.undo()
        self.marks, self.cursor = list(pattern.marks), len(pattern)
        return Note(_("Took back the colours of {word}.").format(word=capitals(guess)))

    def announce(self) -> Note:
        return Note(self.game.explain(), "error") if self.game.impossible else Note()

    def candidates(self, rare: bool = False) -> Listing | None:
        """The pool's candidates first, each part commonest first (``Deduction.likely``); computed once a
        move, not at every key typed."""
        key = (self.game.history, rare)
        if self._listed is None or self._listed[0] is not self.game or self._listed[1] != key:
            self._listed = self.game, key, known_first(self.game.lexicon, self.game.likely, rare=rare)
        return self._listed[2]

    def status(self) -> str:
        count = len(self.game.candidates)
        said = ngettext("{count} candidate word remains", "{count} candidate words remain", count)
        return said.format(count=number(count))
