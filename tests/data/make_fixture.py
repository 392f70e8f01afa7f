"""Write tests/data/dictionary.txt: the tests' small dictionary, the commonest words of the built asset.

    .venv/bin/python -m tests.data.make_fixture      (from the project root, after `python3 build.py`)

Per length, the words of highest commonness grade in static/dictionary.bin (words_alpha, graded
by wordfreq); words of equal grade in the order of their SHA-256, so that a cut inside a grade
takes a spread of the alphabet rather than its start. The same asset gives the same file.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from wordgames.lexicon import Lexicon, Word

ROOT = Path(__file__).resolve().parents[2]
ASSET = ROOT / "static" / "dictionary.bin"
FIXTURE = Path(__file__).resolve().parent / "dictionary.txt"

# Words kept per length: about the shape of a small English word list (9,000 words in all), enough
# long words for every game length (3-17), and short enough for slow oracles to check them all.
QUOTA = {
    3: 300,
    4: 950,
    5: 1300,
    6: 1550,
    7: 1550,
    8: 1250,
    9: 900,
    10: 600,
    11: 320,
    12: 160,
    13: 80,
    14: 30,
    15: 12,
    16: 5,
    17: 3,
}


def commonest(lexicon: Lexicon, length: int, count: int) -> list[Word]:
    """The ``count`` commonest words of ``length``, alphabetically (grade 0 words never)."""
    graded = [w for w in lexicon.words_of_length(length) if lexicon.grade(w) > 0]
    graded.sort(key=lambda w: (-lexicon.grade(w), hashlib.sha256(w.encode()).digest()))
    if len(graded) < count:
        raise SystemExit(f"only {len(graded)} graded words of {length} letters, {count} wanted")
    return sorted(graded[:count])


def main() -> None:
    lexicon = Lexicon.from_bytes(ASSET.read_bytes())
    words = [w for length, count in QUOTA.items() for w in commonest(lexicon, length, count)]
    FIXTURE.write_text("".join(f"{w}\n" for w in words))
    print(f"wrote {FIXTURE.relative_to(ROOT)}: {len(words):,} words")


if __name__ == "__main__":
    main()
