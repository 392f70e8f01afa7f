"""The `define` command: a word's definitions from static/definitions.bin."""

from __future__ import annotations

import argparse
import os
from urllib.parse import quote

from ..definitions import Definitions, DefinitionsError
from ..languages import DEFAULT, language_of
from ..text import is_letters, normalize, quoted
from . import ROOT, UsageError, read_bytes, say

DEFINITIONS = os.path.join(ROOT, "static", "definitions.bin")


def cmd_define(args: argparse.Namespace) -> int:
    if args.language != DEFAULT:
        raise UsageError(
            f"definitions are English only (WordNet); a {language_of(args.language).name} word's meaning is in its"
            f" Wiktionary: https://{args.language}.wiktionary.org/wiki/{quote(normalize(args.word), safe='')}"
        )
    word = normalize(args.word)
    if not is_letters(word):
        raise UsageError(f"a word is letters a-z only, not {quoted(args.word)}")
    if not os.path.exists(DEFINITIONS):
        raise UsageError("static/definitions.bin is missing: run `python3 build.py` first")
    try:
        definitions = Definitions.from_bytes(read_bytes(DEFINITIONS, "definitions"))
    except DefinitionsError as exc:
        raise UsageError(str(exc)) from None
    definition = definitions.lookup(word)
    if definition is None:
        say(f"no definition of {quoted(args.word)}")
        return 1
    for line in definition.lines():
        print(line)
    return 0
