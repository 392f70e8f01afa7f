"""Build the language packs' assets, each only when its inputs changed (assets and records are committed)."""

from __future__ import annotations

import time
from pathlib import Path

from .. import ROOT, STATIC, log
from ..sources import build_if_changed
from .packs import PACKS, Pack

SIZE_LIMITS = {"pl": 3_000_000, "ru": 3_000_000}  # bytes; the others 1.5 MB
SIZE_LIMIT = 1_500_000


def asset_path(code: str) -> Path:
    return STATIC / f"dictionary-{code}.bin"


def record_path(code: str) -> Path:
    """The committed record of the inputs that built a pack's asset (as static/openings.built)."""
    return STATIC / f"dictionary-{code}.built"


def pack_data(pack: Pack) -> bytes:
    """A pack's asset bytes, from its pinned sources (downloaded into .cache on first use)."""
    import simplemma  # build dependency, installed into .venv

    from .asset import pack_bytes
    from .commonness import grade
    from .fetch import function_words, offensive_entries, source_words, zipf_frequencies
    from .spellings import folded_frequencies, folded_words, without_names

    alphabet = pack.alphabet
    entries = source_words(pack.words)
    zipf = zipf_frequencies(pack)

    def lemma_of(spelling: str) -> str:
        return simplemma.lemmatize(spelling, lang=pack.code)

    if pack.known_to_wordfreq:
        entries = [entry for entry in entries if entry.lower() in zipf]
    elsewhere = names_elsewhere(pack) if pack.capitalised_nouns else set()
    entries = without_names(entries, pack.capitalised_nouns, lemma_of, elsewhere)
    spellings = folded_words(entries, alphabet, zipf)
    folded = folded_frequencies(zipf, alphabet)
    graded = grade(
        spellings, folded, lemma_of, alphabet, function_words(pack), offensive_entries(pack), pack.known_zipf
    )
    return pack_bytes(alphabet, spellings, graded)


def names_elsewhere(pack: Pack) -> set[str]:
    """The capitalised entries of the other packs' Debian lists: names, mostly (Berlin, Hans)."""
    from .fetch import source_words

    others = (other.words for other in PACKS if other.words.kind == "debian" and other is not pack)
    return {entry for source in others for entry in source_words(source) if entry[:1].isupper()}


def build_pack(pack: Pack) -> None:
    """Write static/dictionary-<code>.bin; SystemExit when it is over its size limit."""
    started = time.perf_counter()
    data = pack_data(pack)
    limit = SIZE_LIMITS.get(pack.code, SIZE_LIMIT)
    if len(data) > limit:
        raise SystemExit(f"build: the {pack.name} pack is {len(data):,} bytes, over its {limit:,}")
    asset_path(pack.code).write_bytes(data)
    seconds = time.perf_counter() - started
    log(f"wrote {asset_path(pack.code).relative_to(ROOT)}: {len(data):,} bytes in {seconds:.0f} s")


def build_packs(packs: tuple[Pack, ...] = PACKS) -> None:
    """Every pack's asset, each rebuilt only when its code or blocklist changed."""
    for pack in packs:
        inputs = [ROOT / pack.blocklist.name / pack.blocklist.version] if pack.blocklist.kind == "repo" else []
        build_if_changed(
            asset_path(pack.code), lambda pack=pack: build_pack(pack), __name__, *inputs, kept=record_path(pack.code)
        )
