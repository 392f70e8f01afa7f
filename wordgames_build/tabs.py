"""static/tabs.js: the page's tabs and the first tab's rule (wordgames/web/tabs.py) for the first screen's script."""

from __future__ import annotations

import json

from . import STATIC

TABS_SCRIPT = STATIC / "tabs.js"


def tabs_script() -> str:
    from wordgames.web.tabs import first_screen_data

    data = json.dumps(first_screen_data(), separators=(",", ":"))
    head = "// Written by the build from wordgames/web/tabs.py (wordgames_build/tabs.py): do not edit."
    return f"{head}\nwindow.wordGamesTabs = {data};\n"


def write_tabs() -> None:
    """Write static/tabs.js unless it already holds what wordgames/web/tabs.py says."""
    text = tabs_script()
    if not TABS_SCRIPT.exists() or TABS_SCRIPT.read_text() != text:
        TABS_SCRIPT.write_text(text)
