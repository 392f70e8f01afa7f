"""The command line's files beside the built asset: the word texts and inflated arrays a one-shot command reads."""

from __future__ import annotations

import hashlib

from wordgames.cli import arrays, texts
from wordgames.lexicon import Lexicon, LexiconError

from . import DICTIONARY_ASSET, STATIC, log


def write_command_line_files() -> None:
    """Write static/texts-<SHA-256 of the asset>.txt (``wordgames.cli.texts``) and static/arrays-<the
    same>.raw (``wordgames.cli.arrays``) unless they are there and can be used, and remove those of
    earlier assets. The site leaves both out (it serves neither suffix)."""
    data = DICTIONARY_ASSET.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    text_path, array_path = STATIC / texts.file_name(data), STATIC / arrays.file_name(digest)
    kept = arrays.load(str(array_path))
    try:
        lexicon = kept if kept is not None else Lexicon.from_bytes(data)
    except LexiconError as exc:  # the command line says so when it loads the asset; nothing to write for it
        log(f"no command-line files for {DICTIONARY_ASSET.name}: {exc}")
        return
    if not (text_path.exists() and texts.load(str(text_path), lexicon)):
        for old in STATIC.glob("texts-*.txt"):
            old.unlink()
        texts.save(str(text_path), lexicon)
        if not text_path.exists():
            raise SystemExit(f"build: could not write {text_path}")
        text_path.chmod(0o644)  # written as a private temporary file; readable like the other assets
        log(f"wrote {text_path.parent.name}/{text_path.name}: {text_path.stat().st_size:,} bytes")
    if kept is None:
        for old in STATIC.glob("arrays-*.raw"):
            old.unlink()
        array_path.write_bytes(arrays.to_bytes(lexicon))
        log(f"wrote {array_path.parent.name}/{array_path.name}: {array_path.stat().st_size:,} bytes")
