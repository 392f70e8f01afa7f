"""Words the registries list as ordinary words that no player expects to be asked: brands, foreign words, names."""

from __future__ import annotations

from collections.abc import Iterable

# Found among the secrets and the Word Challenge answers by play-testers (bench/journal/39-words-round-3.md):
# no registry source tells them (Faker has no Spanish names in lower case, Hunspell lists volvo and nokia as
# nouns, wordfreq sees queen in Polish text). Each is given no size, as people's names are (``people``):
# a valid guess, never asked; the day's dailies of 2026-11-29 are told by the flags, so they stay.
UNASKED = {
    "es": "carla carlo carlos celia frida guido jorge lopez maria nadal simon quier statu green",
    "pl": "volvo bosch honda mazda nokia pepsi bobby young queen sharp blank china maxim filip mirek hiszp podst "
    "przyp rozdz petra bauer",
    "el": "λυδια αριθμ",
    # Brazil's telephone "alô" in a European Portuguese pack: pt_PT lists it, and no pinned source says it is Brazilian.
    "pt": "alo",
    # Places, names and a brand among the next 160 days' 5-letter dailies (read through on 2026-11-29).
    "de": "emden hanau duden andre moser",
    "nl": "malta dalai daisy bobby",
    "fr": "adele sahel douma",
}


def unasked(code: str, words: Iterable[str]) -> set[str]:
    """The words of ``words`` the list above names for the pack of ``code``."""
    return set(UNASKED.get(code, "").split()).intersection(words)
