"""The `languages` command: the language packs built, each with its letters, words, pool and sources."""

from __future__ import annotations

import argparse
import os

from ..languages import LANGUAGES
from ..wordle.rules import common_pool
from . import load_lexicon, pack_path, say


def cmd_languages(args: argparse.Namespace) -> int:
    """List the language packs built: code, name, letters, words, the common pool at 5 letters, sources."""
    found = 0
    for code, language in LANGUAGES.items():
        if not os.path.exists(pack_path(code)):
            continue
        lexicon = load_lexicon(None, code)
        pool = len(common_pool(lexicon, 5).words) if lexicon.length_counts[5] else 0
        print(
            f"{code}  {language.name} ({language.native}): {len(lexicon.alphabet)} letters "
            f"{lexicon.alphabet.letters}, {len(lexicon):,} words, {pool:,} in the pool at 5 letters; "
            f"sources: {language.sources or 'not said'}; licences: {language.licences or 'not said'}"
        )
        found += 1
    if not found:
        say("no language pack is built: run `python3 build.py` first")
    return 0
