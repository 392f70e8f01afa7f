"""Word Challenge's sounds, made by the browser's Web Audio (no sound file): off unless the player turns them on."""

from __future__ import annotations

from typing import Any

from ..dom import by_id, listen, window
from ..prefs import Remembered

# Each sound a few short notes (Hz), as TextTwist's chimes: a word, a bonus word, one using every tile.
FOUND = (659.3, 880.0)
BONUS = (523.3, 659.3, 784.0)
EVERY_TILE = (523.3, 659.3, 784.0, 1046.5)
TICK = (1318.5,)  # each of a timed round's last seconds
NOTE_SECONDS = 0.09
VOLUME = 0.12


class Sound:
    """The switch (``#cg-sound``, remembered with the preferences) and the notes it lets through."""

    def __init__(self, remembered: Remembered) -> None:
        self.remembered = remembered
        self.context: Any = None  # made on the first sound: a browser lets a page sound after a click or key only

    def bind(self) -> None:
        switch = by_id("cg-sound")
        switch.checked = self.remembered.prefs.sound
        listen(switch, "change", lambda event: self.remembered.remember(sound=bool(switch.checked)))

    def play(self, notes: tuple[float, ...]) -> None:
        if not self.remembered.prefs.sound or not hasattr(window, "AudioContext"):
            return
        if self.context is None:
            self.context = window.AudioContext.new()
        start = self.context.currentTime
        for i, frequency in enumerate(notes):
            at = start + i * NOTE_SECONDS
            tone, loudness = self.context.createOscillator(), self.context.createGain()
            tone.frequency.value = frequency
            loudness.gain.setValueAtTime(VOLUME, at)
            loudness.gain.exponentialRampToValueAtTime(0.001, at + NOTE_SECONDS)
            tone.connect(loudness)
            loudness.connect(self.context.destination)
            tone.start(at)
            tone.stop(at + NOTE_SECONDS)
