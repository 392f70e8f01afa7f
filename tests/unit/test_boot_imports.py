"""What the page imports at boot: only what the first screen needs (bench/journal/14-boot.md, 15-warm-boot.md)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

# The Lab's race (with simulate, its tally and csv) is the Lab's; urllib.parse and its ipaddress cost 50 ms
# of a boot in the browser, and only a URL with a query, or a link being made, needs them.
LATER = ("wordgames.wordle.race", "wordgames.wordle.simulate", "csv", "urllib.parse", "ipaddress")
LATER += ("wordgames.wordle.tally", "wordgames.web.lab.view", "wordgames.challenge.auto", "statistics", "shlex")

# In a fresh interpreter, over the stand-in DOM, what importing the app adds (the stand-in's own
# imports, such as pathlib's urllib.parse on CPython 3.11, are forgotten first so they would show).
BOOT = """
import json, sys
sys.path.insert(0, sys.argv[1])
import fake_dom
fake_dom.install()
sys.modules["pyodide.ffi"].to_js = lambda value, **options: value
for name in json.loads(sys.argv[2]):
    sys.modules.pop(name, None)
before = set(sys.modules)
import wordgames.web.boot
print(json.dumps(sorted(set(sys.modules) - before)))
"""


def boot_modules() -> set[str]:
    result = subprocess.run(
        [sys.executable, "-c", BOOT, str(HERE), json.dumps(LATER)],
        capture_output=True,
        text=True,
        check=True,
        cwd=HERE.parents[1],
    )
    return set(json.loads(result.stdout))


def test_the_boot_leaves_the_lab_and_url_parsing_for_later():
    loaded = boot_modules()
    assert "wordgames.web.boot" in loaded
    assert not loaded & set(LATER), f"imported at boot: {sorted(loaded & set(LATER))}"
