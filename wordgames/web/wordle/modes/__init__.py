"""The Wordle modes' play, a module each, behind the ``Mode`` protocol (``web/wordle/mode.py``): the registry."""

from __future__ import annotations

from ....wordle.modes import MODES as ABOUT
from ..mode import Mode
from .adversary import AdversaryMode
from .adversary_challenge import AdversaryChallengeMode
from .assistant import AssistantMode
from .boards import (
    DordleMode,
    DordleSequenceMode,
    OctordleMode,
    OctordleSequenceMode,
    QuordleMode,
    QuordleSequenceMode,
)
from .guesser import GuesserMode
from .keeper import KeeperMode

MODES: dict[str, type[Mode]] = {
    mode.name: mode
    for mode in (
        *(GuesserMode, KeeperMode, AssistantMode, AdversaryMode, AdversaryChallengeMode),
        *(DordleMode, QuordleMode, OctordleMode, DordleSequenceMode, QuordleSequenceMode, OctordleSequenceMode),
    )
}
assert list(MODES) == list(ABOUT), "each described mode (wordle/modes.py) is played by one class, in its order"
