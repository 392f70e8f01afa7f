"""Build the language packs' assets, each only when its inputs changed (assets and records are committed)."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from .. import ROOT, STATIC, log
from ..sources import build_if_changed, digest, imported_files
from .first_pools import FIRST_POOLS
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
    from .fetch import function_words, given_names, hunspell_files, offensive_entries, source_words, zipf_frequencies
    from .first_pools import first_pools
    from .hunspell import expand
    from .spellings import folded_frequencies, folded_words, without_names
    from .unasked import unasked as listed_unasked

    alphabet = pack.alphabet
    entries = source_words(pack.words)
    if pack.inflected_by_hunspell and pack.hunspell is not None:
        entries += expand(*hunspell_files(pack.hunspell), pack.enclitics, pack.enclitic_stems)
    if pack.never_written:
        entries = [entry for entry in entries if not re.search(pack.never_written, entry)]
    zipf = zipf_frequencies(pack)

    def lemma_of(spelling: str) -> str:
        return simplemma.lemmatize(spelling, lang=pack.code)

    if pack.known_to_wordfreq:
        entries = [entry for entry in entries if entry.lower() in zipf]
    elsewhere = names_elsewhere(pack) if pack.capitalised_nouns else set()
    given = given_names() if pack.capitalised_nouns else set()
    entries = without_names(entries, pack.capitalised_nouns, lemma_of, elsewhere, given)
    spellings = folded_words(entries, alphabet, zipf)
    # The words the pools were first published with stay (their order gives the past dailies), those the
    # list has lost since (Hans, kWh) as abbreviations: a past daily that drew one can still be won.
    played = first_pools(pack.code)
    retired = played - spellings.keys()
    spellings |= {word: word for word in sorted(retired)}
    folded = folded_frequencies(zipf, alphabet)
    unasked = retired | unasked_words(pack, spellings, folded, lemma_of)
    named = people_of(pack, spellings, folded, lemma_of) | unlisted_words(pack, spellings)
    named = (named | listed_unasked(pack.code, spellings.keys())) - unasked
    functions, blocklist = function_words(pack), offensive_entries(pack)
    graded = grade(spellings, folded, lemma_of, alphabet, functions, blocklist, pack.known_zipf, played, unasked, named)
    return pack_bytes(alphabet, spellings, graded, pack.every_spelling)


def unasked_words(
    pack: Pack, spellings: dict[str, str], folded: dict[str, float], lemma_of: Callable[[str], str]
) -> set[str]:
    """The words the pack's Hunspell dictionary and wordfreq tell no one is asked (``abbreviations``, ``names``)."""
    if pack.hunspell is None:
        return set()
    from .abbreviations import dotted, english_words
    from .fetch import english_frequencies, hunspell_entries, hunspell_files

    alphabet = pack.alphabet
    if pack.hunspell.gives == "names":
        from .names import names_and_english

        own = {word: folded.get(word, 0.0) for word in spellings}
        return names_and_english(spellings, own, english_frequencies(), *hunspell_files(pack.hunspell), alphabet.fold)
    entries = hunspell_entries(pack.hunspell)
    named = {alphabet.fold(entry) for entry in dotted(entries)} & spellings.keys()

    def base_form(word: str) -> bool:
        return alphabet.fold(lemma_of(spellings[word])) == word

    return named | english_words(spellings, folded, english_frequencies(), entries, base_form, pack.english_margin)


def unlisted_words(pack: Pack, spellings: dict[str, str]) -> set[str]:
    """The words the pack's Hunspell does not list (``listed_only``), or lists only as an abbreviation, pronoun or
    contraction (``unlisted``); given no size, as people's names, so that 2026-11-29's dailies stay."""
    if pack.hunspell is None:
        return set()
    from .fetch import hunspell_files
    from .unlisted import minor, unlisted

    dictionary, affixes = hunspell_files(pack.hunspell)
    found = minor(spellings, dictionary, affixes)
    if pack.listed_only:
        found |= unlisted(spellings, dictionary, affixes, pack.alphabet.fold)
    return found


def people_of(
    pack: Pack, spellings: dict[str, str], folded: dict[str, float], lemma_of: Callable[[str], str]
) -> set[str]:
    """The words a person knows that are people's names (``people``), with their forms (ивана of иван): none in
    German, whose capitals are every noun's."""
    if pack.capitalised_nouns:
        return set()
    from .commonness import size_for_zipf
    from .fetch import dictionary_files, english_frequencies, given_people_names, people_names
    from .people import NAME_WORDS, people

    fold = pack.alphabet.fold
    known = {w: s for w, s in spellings.items() if size_for_zipf(folded.get(w, 0.0), pack.known_zipf)}
    own = {word: folded.get(word, 0.0) for word in known}
    kept = NAME_WORDS.get(pack.code, "").split()
    files = dictionary_files(pack)
    names = people(known, own, english_frequencies(), *files, fold, people_names(pack), kept, given_people_names())
    return names | {w for w, s in known.items() if fold(lemma_of(s)) in names}


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


# What a pack's bytes depend on beside its pinned sources: the build's own modules and blocklists, and
# the engine modules they read (letters, knowledge bytes, lengths, grades), not the rest of the engine,
# so that an engine change does not send a clean clone to apt for the committed packs.
ENGINE_INPUTS = ("alphabet.py", "known.py", "lengths.py", "text.py", "lexicon.py")


def pack_inputs() -> list[Path]:
    """The repository files a pack's bytes depend on (``build_if_changed``'s inputs)."""
    build_files = [path for path in imported_files(__name__) if path.is_relative_to(ROOT / "wordgames_build")]
    engine_files = [ROOT / "wordgames" / name for name in ENGINE_INPUTS]
    return [*build_files, *Path(__file__).parent.glob("blocklists/*.txt"), FIRST_POOLS, *engine_files]


def recorded_inputs() -> str:
    """The digest ``build_if_changed`` records for a pack built now (what the committed records must hold)."""
    return digest([*pack_inputs(), *imported_files(__package__)])


def build_packs(packs: tuple[Pack, ...] = PACKS) -> None:
    """Every pack's asset, each rebuilt only when its code, blocklist or the engine modules it reads changed."""
    inputs = pack_inputs()
    for pack in packs:
        build_pack_of = partial(build_pack, pack)
        build_if_changed(asset_path(pack.code), build_pack_of, __package__, *inputs, kept=record_path(pack.code))
