"""A language's pack and catalog fetched and checked before anything is drawn in it; the last few packs kept."""

from __future__ import annotations

import asyncio
import os
import time
from dataclasses import dataclass

from ..i18n import ENGLISH
from ..lexicon import Lexicon
from .app import fetch_asset, fetch_optional
from .dom import document
from .language import CATALOG_URL, asset_url

KEPT = 3  # packs kept parsed (a switch back takes one at once); each holds a few MB of the runtime's heap
# The digests of the dictionary and packs the build checked, packed beside this module (wordgames_build/engine.py).
CHECKED_DIGEST = os.path.join(os.path.dirname(__file__), "dictionary.sha256")


@dataclass(frozen=True)
class Loaded:
    """A language ready to be drawn: its pack, and its catalog's bytes (None in English, or with ``problem``
    saying why the catalog could not be had)."""

    code: str
    lexicon: Lexicon
    catalog: bytes | None
    problem: str


def checked_digest(asset: str = "dictionary.bin") -> str:
    """The SHA-256 of the built-in dictionary or language pack ``asset`` as the build checked it ('' where no
    build recorded one: then the page checks it in full)."""
    try:
        path = os.path.join(os.path.dirname(CHECKED_DIGEST), asset.removesuffix(".bin") + ".sha256")
        with open(path, encoding="ascii") as file:
            return file.read().strip()
    except (OSError, ValueError):
        return ""


class Packs:
    """The packs this visit parsed, the most recently used last."""

    def __init__(self) -> None:
        self.kept: dict[str, Lexicon] = {}
        self.catalogs: dict[str, asyncio.Future[tuple[bytes | None, str]]] = {}  # per language: its fetch, shared

    async def load(self, code: str) -> Loaded:
        """Language ``code``'s pack and catalog, fetched side by side; AssetError (app.py) or LexiconError when
        the pack cannot be had or read (the catalog's failure is the Loaded's ``problem``)."""
        lexicon, (catalog, problem) = await asyncio.gather(self.lexicon(asset_url(code)), self.catalog(code))
        return Loaded(code, lexicon, catalog, problem)

    async def catalog(self, code: str) -> tuple[bytes | None, str]:
        """The catalog's bytes, or None and why not (English needs none): one fetch a visit, shared by whoever asks
        while it is under way (a pack's load, and the boot saying the pack's failure in the language); a failed
        fetch is made again when next asked."""
        if code == ENGLISH:
            return None, ""
        if code not in self.catalogs:
            self.catalogs[code] = asyncio.ensure_future(fetch_optional(CATALOG_URL.format(code=code)))
        catalog, problem = await asyncio.shield(self.catalogs[code])  # a waiter given up on leaves the fetch going
        if catalog is None:
            self.catalogs.pop(code, None)
        return catalog, problem

    async def lexicon(self, url: str) -> Lexicon:
        """The pack at ``url``: kept, or fetched and checked (the body marks the fetch's and the parse's ms)."""
        if url in self.kept:
            self.kept[url] = self.kept.pop(url)
            return self.kept[url]
        fetch_start = time.perf_counter()
        data = await fetch_asset(url)
        parse_start = time.perf_counter()
        lexicon = Lexicon.from_bytes(data, checked_digest(url.rsplit("/", 1)[-1]))  # the build's check, if it made one
        for name, seconds in (("fetch", parse_start - fetch_start), ("parse", time.perf_counter() - parse_start)):
            document.body.setAttribute(f"data-dictionary-{name}-ms", str(round(seconds * 1000)))
        self.kept[url] = lexicon
        while len(self.kept) > KEPT:
            del self.kept[next(iter(self.kept))]
        return lexicon
