"""The Wordle modes, each described once: the page's mode buttons and settings, the statistics, the result
dialog and the share text read these descriptions (each mode's play is web/wordle/modes.py's)."""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import N_, _, ngettext
from .rules import usual_guesses


@dataclass(frozen=True)
class ModeInfo:
    """One mode: its name (in links, storage and statistics), its button's label, how its statistics are
    scoped (None: its games do not count), the boards it plays, and what its result offers."""

    name: str
    label: str
    scope: str | None  # "4 letters · SCOPE" in the statistics dialog; None: no statistics
    boards: int = 1
    shares: bool = False  # a finished game offers Share and Challenge a friend (the keeper's: when it found the word)
    analysable: bool = True  # a finished game offers Analyse (guess by guess against best)
    share_label: str = ""  # the variant a shared result names in its title ('' for plain Wordle)
    titles: tuple[str, str] = (N_("You won!"), N_("Out of guesses"))  # the result dialog's title, won and lost
    unlimited: bool = False  # starts with no guess limit (the adversary, as Absurdle: the fewer guesses the better)
    person_guesses: bool = True  # a game left under way is the person's loss (the keeper's are the computer's)
    daily: bool = False  # has a daily game (one secret, or a secret a board, the same for everyone on a day)
    sequence: bool = False  # its boards open one at a time, each when the one before is solved (Quordle's Sequence)

    @property
    def counts(self) -> bool:
        """Whether its finished games count in the statistics."""
        return self.scope is not None

    def boards_name(self) -> str:
        """'4 boards' or '4 boards in sequence', translated: how the page names a mode of several boards."""
        if self.sequence:
            name = ngettext("{count} board in sequence", "{count} boards in sequence", self.boards)
        else:
            name = ngettext("{count} board", "{count} boards", self.boards)
        return name.format(count=self.boards)

    def shown_name(self) -> str:
        """The mode as its button names it, translated: 'Keeper', '4 boards in sequence'."""
        return _(self.label) if self.boards == 1 else self.boards_name()

    @property
    def usual_guesses(self) -> int | None:
        """The guess limit the mode starts with (None: unlimited), until the person chooses another."""
        return None if self.unlimited else usual_guesses(self.boards)


def _boards(boards: int, name: str) -> ModeInfo:
    return ModeInfo(
        name, f"{boards} boards", f"{boards} boards", boards, shares=True, share_label=f"{boards} boards", daily=True
    )


def _sequence(boards: int, name: str) -> ModeInfo:
    """Boards in sequence: counted apart, no daily yet (a daily is keyed by its boards alone, archive.DailyKey)."""
    label = f"{boards} boards in sequence"
    return ModeInfo(name, label, label, boards, shares=True, share_label=f"{boards} boards · Sequence", sequence=True)


MODES: dict[str, ModeInfo] = {
    mode.name: mode
    for mode in (
        ModeInfo("guesser", N_("Guesser"), N_("you guess"), shares=True, daily=True),
        ModeInfo(
            "keeper",
            N_("Keeper"),
            N_("the computer guesses"),
            titles=(N_("The computer found it"), N_("You win this one")),
            person_guesses=False,
            shares=True,
            share_label="Keeper",
        ),
        ModeInfo("assistant", N_("Assistant"), None),
        ModeInfo(
            "adversary",
            N_("Adversary"),
            N_("against the adversarial keeper"),
            shares=True,
            share_label="Adversary",
            unlimited=True,
        ),
        ModeInfo(
            "adversary-challenge",
            N_("Adversary's challenge"),
            N_("a target against the adversarial keeper"),
            shares=True,  # when the target was reached (a miss has no score to beat)
            share_label="Adversary challenge",
            titles=(N_("Target reached!"), N_("Target missed")),
            unlimited=True,
        ),
        _boards(2, "dordle"),  # named after the games that made them popular
        _boards(4, "quordle"),
        _boards(8, "octordle"),
        _sequence(2, "dordle-sequence"),
        _sequence(4, "quordle-sequence"),
        _sequence(8, "octordle-sequence"),
    )
}
COUNTED = tuple(name for name, mode in MODES.items() if mode.counts)  # the modes with statistics
DAILY_MODES = tuple(name for name, mode in MODES.items() if mode.daily)  # the modes a daily is played in


def board_mode(boards: int, sequence: bool = False) -> str:
    """The name of the mode that plays ``boards`` boards (2, 4 or 8) at once, or in ``sequence``."""
    return next(m.name for m in MODES.values() if m.boards == boards > 1 and m.sequence == sequence)
