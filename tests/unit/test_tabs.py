"""The page's tabs are said once (wordgames/web/tabs.py): the page, the first screen's script and the app follow it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from wordgames.languages import LANGUAGES as PACKED
from wordgames.web.params import parse_query
from wordgames.web.tabs import TABS, opened_by
from wordgames_build.tabs import TABS_SCRIPT, tabs_script

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", TABS)
def test_each_tab_has_its_button_its_panel_and_its_package(name):
    page = (ROOT / "index.html").read_text()
    assert f'id="tab-{name}"' in page and f'id="panel-{name}"' in page
    module = ast.parse((ROOT / "wordgames" / "web" / name / "tab.py").read_text())
    assert any(isinstance(node, ast.Assign) and node.targets[0].id == "Tab" for node in module.body)


def test_the_first_screen_reads_the_tabs_the_build_wrote_from_tabs_py():
    assert TABS_SCRIPT.read_text() == tabs_script(), "run `python3 build.py` to write static/tabs.js again"
    script = (ROOT / "static" / "first-screen.js").read_text()
    assert "window.wordGamesTabs" in script and '"lab"' not in script and '"wordle"' not in script


@pytest.mark.parametrize(
    ("query", "tab"),
    [
        ("", "challenge"),
        ("?mode=keeper", "wordle"),
        ("?mode=guesser", "challenge"),
        ("?challenge=abc", "wordle"),
        ("?games=10", "lab"),
        ("?mode=keeper&games=10", "wordle"),
        ("?tab=challenge&mode=keeper", "challenge"),
    ],
)
def test_a_link_opens_the_tab_the_rule_says(query, tab):
    assert parse_query(query, ["best"]).tab == tab


def test_the_rule_reads_values_as_given():
    assert opened_by({}) is None and opened_by({"mode": "guesser"}) is None and opened_by({"racks": 5}) == "lab"


@pytest.mark.parametrize("code", [code for code in PACKED if code != "en"])
def test_the_first_screens_keyboard_holds_every_letter_of_the_pack_once(code):
    import json

    from wordgames.lexicon import Lexicon

    line = next(line for line in tabs_script().splitlines() if line.startswith("window.wordGamesKeyboards = "))
    keyboard = json.loads(line.removeprefix("window.wordGamesKeyboards = ").removesuffix(";"))[code]
    alphabet = Lexicon.from_bytes((ROOT / "static" / PACKED[code].asset).read_bytes()).alphabet
    assert sorted("".join(keyboard["rows"])) == sorted(alphabet.letters)
    assert tuple(keyboard["rows"]) == alphabet.keyboard
    assert all(len(capital) == 1 for capital in keyboard["capitals"].values())  # one tile a letter (ß)
