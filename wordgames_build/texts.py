"""The dictionary's word texts for the command line, written beside the built asset: no first command spells them."""

from __future__ import annotations

from wordgames.cli import texts
from wordgames.lexicon import Lexicon

from . import DICTIONARY_ASSET, STATIC, log


def write_word_texts() -> None:
    """Write static/texts-<SHA-256 of the asset>.txt (``wordgames.cli.texts``) unless it is there and
    can be used, and remove those of earlier assets. The site leaves it out (a .txt): only the
    command line reads it."""
    data = DICTIONARY_ASSET.read_bytes()
    path = STATIC / texts.file_name(data)
    if path.exists() and texts.load(str(path), Lexicon.from_bytes(data)):
        return
    for old in STATIC.glob("texts-*.txt"):
        old.unlink()
    texts.save(str(path), Lexicon.from_bytes(data))
    if not path.exists():
        raise SystemExit(f"build: could not write {path}")
    path.chmod(0o644)  # written as a private temporary file; readable like the other assets
    log(f"wrote {path.parent.name}/{path.name}: {path.stat().st_size:,} bytes")
