"""static/tabs.js for the first screen: the tabs, first tab's rule (web/tabs.py) and the packs' keyboards."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from . import STATIC

TABS_SCRIPT = STATIC / "tabs.js"


def keyboards() -> dict[str, dict[str, object]]:
    """Each built pack's keyboard rows, the capitals of its letters that toUpperCase would get wrong (ß is
    one tile, not SS) and its folding ("éeœoe": é means e, œ oe, as the asset stores it): the first screen
    draws, keeps and echoes them before Python runs (English's keys are index.html's own)."""
    from wordgames.languages import DEFAULT, LANGUAGES

    packs = {code: STATIC / language.asset for code, language in LANGUAGES.items() if code != DEFAULT}
    return {code: _keyboard(path, path.stat().st_mtime_ns) for code, path in packs.items() if path.is_file()}


@cache
def _keyboard(path: Path, modified: int) -> dict[str, object]:  # the dev server writes tabs.js on every request
    from wordgames.alphabet import capitals
    from wordgames.asset import read

    alphabet = read(path.read_bytes())[7]
    odd = {letter: capitals(letter) for letter in alphabet.letters if capitals(letter) != letter.upper()}
    folds = " ".join(typed + meant for typed, meant in alphabet.folding)
    return {"rows": list(alphabet.keyboard), "capitals": odd, "folds": folds}


def tabs_script() -> str:
    from wordgames.web.tabs import first_screen_data

    data = json.dumps(first_screen_data(), separators=(",", ":"))
    keys = json.dumps(keyboards(), separators=(",", ":"), ensure_ascii=False, sort_keys=True)
    head = "// Written by the build from wordgames/web/tabs.py and the packs (wordgames_build/tabs.py): do not edit."
    return f"{head}\nwindow.wordGamesTabs = {data};\nwindow.wordGamesKeyboards = {keys};\n"


def write_tabs() -> None:
    """Write static/tabs.js unless it already holds what wordgames/web/tabs.py says."""
    text = tabs_script()
    if not TABS_SCRIPT.exists() or TABS_SCRIPT.read_text() != text:
        TABS_SCRIPT.write_text(text)
