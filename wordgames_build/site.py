"""The deployable site, _site/: exactly the files the page needs, its service worker, and its size."""

from __future__ import annotations

import base64
import gzip
import hashlib
import json
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

from . import ROOT, STATIC, log
from .manifest import ICON_SET, ICONS
from .runtime import CHARTJS_FILES, PYODIDE_FILES, VENDOR

SITE = ROOT / "_site"
PAGE_FILES = ("index.html", "pyscript.toml", "wordgames/web/main.py")  # main.py: the entry <script type="py">
OWN_ASSETS = (".css", ".js", ".bin", ".zip", ".webmanifest")  # static/'s own: stylesheet, loader, built assets
# The PyScript chunks the page imports (each `name-HASH.js`, or `name.js`/`name.css`); the others
# serve features the page does not use (the editor's CodeMirror, the terminal's xterm, MicroPython).
PYSCRIPT_CHUNKS = ("core", "toml", "deprecations-manager", "donkey", "error", "py-editor", "py-game", "py-terminal")
UNUSED_PYODIDE = ("pyodide.js",)  # the pre-module loader; the page imports pyodide.mjs
MARKERS = {".nojekyll": b""}  # no Jekyll on GitHub Pages: serve the files as they are
# The languages' packs: the worker keeps the one a visitor plays when it is played, never all ten at install.
PACK = re.compile(r"static/dictionary-[a-z]{2}\.bin")
WORKER = "sw.js"  # at the site's root, so that its scope is the whole site
WORKER_BUILD_LINE = 'const BUILD = { version: "dev", files: [] };'  # in sw.js: the build writes its own
BUILD_META = '<meta name="wordgames-build" content="dev">'  # in index.html: static/offline.js registers the
# worker only where the build wrote its version here, so a checkout served as it is never caches
# The first screen's own files, inlined in the built page (``first_screen_inline``): its stylesheets and the
# parser-blocking scripts at the body's end (not the async or deferred ones, which start the downloads).
STYLESHEET = re.compile(r'<link rel="stylesheet" href="\./([\w./-]+\.css)">')
BLOCKING_SCRIPT = re.compile(r'<script src="\./([\w./-]+\.js)"></script>')
POLICY = {"style": "style-src 'self'", "script": "script-src 'self'"}  # the inlined texts' hashes join these
# With those scripts inline nothing can hold them: no paint until they have run (the element after them parsed), so
# that the first paint is the first screen they draw, never the half-parsed page (the Word Challenge tab).
DRAWN = '<template id="first-screen-drawn"></template>'
EXPECT_DRAWN = '<link rel="expect" href="#first-screen-drawn" blocking="render">'
# What the first screen does not draw (the panels but the Wordle board's, its game analysis, the dialogs but How to
# play): their content, half the page, goes into the built page as text the parser skims without building a node
# (``later_markup``), drawn once the first screen is painted (static/i18n.js, unfold). Their elements stay, empty.
LATER = (
    "panel-challenge",
    "w-analysis",
    "panel-lab",
    "settings-dialog",
    "result-dialog",
    "daily-dialog",
    "cg-stats-dialog",
    "travel-dialog",
    "confirm-dialog",
)
LATER_BLOCK = '<script type="text/html" data-later>{}</script>'  # not run: no hash in the policy
# The head's requests the first screen does not need (static/loader.js, the runtime's modules, the deferred scripts):
# in the built page they wait in a <template> (``later_requests``) until the first screen is painted
# (static/first-screen.js adds them then): on a throttled phone their requests cost the main thread ~50 ms of CPU
# before the paint, and their 80 KB shared the link with the page's own bytes.
LATER_REQUEST = re.compile(
    r'\n\s*(<script (?:async|defer) src="[^"]+"></script>|<link rel="modulepreload" href="[^"]+">)'
)
LATER_REQUESTS = '<template id="later-requests">{}</template>'


def pyscript_chunk(path: Path) -> bool:
    stem = path.name.split(".")[0]
    return any(stem == name or stem.startswith(f"{name}-") for name in PYSCRIPT_CHUNKS)


def boot_chunks() -> list[str]:
    """The files of PyScript the page's boot imports: core.js, what it and its core chunk import (statically or
    not) among PYSCRIPT_CHUNKS. index.html preloads each, so that static/loader.js watches every one of them."""
    folder = VENDOR / "pyscript"
    named = re.findall(r'(?:from|import)\s*\(?"\./([\w.-]+\.js)"', (folder / "core.js").read_text())
    cores = [name for name in named if name.startswith("core-")]
    for core in cores:
        named += re.findall(r'(?:from|import)\s*\(?"\./([\w.-]+\.js)"', (folder / core).read_text())
    return ["core.js", *sorted({name for name in named if pyscript_chunk(folder / name)})]


def site_files() -> dict[str, Path]:
    """Every file of the site, by its path in the site, from where it is in the repository."""
    sources = [ROOT / name for name in PAGE_FILES]
    sources += sorted(path for path in STATIC.iterdir() if path.is_file() and path.suffix in OWN_ASSETS)
    sources += [ICONS / icon.name for icon in ICON_SET]
    sources += sorted(path for path in (STATIC / "locale").rglob("*") if path.is_file())  # wordgames_build/catalogs.py
    sources += [VENDOR / "pyodide" / name for name in PYODIDE_FILES if name not in UNUSED_PYODIDE]
    sources += sorted(path for path in (VENDOR / "pyscript").iterdir() if path.is_file() and pyscript_chunk(path))
    sources += [VENDOR / "chartjs" / name for name in CHARTJS_FILES]
    missing = [path.relative_to(ROOT).as_posix() for path in sources if not path.is_file()]
    if missing:
        raise FileNotFoundError(f"not built: {', '.join(missing)} (run `python3 build.py`)")
    return {path.relative_to(ROOT).as_posix(): path for path in sources}


@dataclass(frozen=True)
class SiteReport:
    """What `build.py site` wrote: the file count and bytes; a first visit transfers them all (what
    the page does not load at once, the worker precaches once the page is ready), each once (the
    worker takes what the page has just loaded from the HTTP cache)."""

    folder: Path
    version: str  # the content hash naming the worker's cache
    files: int
    total_bytes: int
    gzip_bytes: int  # the same, as a host that compresses every response would send them

    def __str__(self) -> str:
        return (
            f"version {self.version}, {self.files} files, {self.total_bytes:,} bytes; a first visit "
            f"transfers all of them: {self.total_bytes:,} bytes ({self.gzip_bytes:,} gzip-compressed)"
        )


def read_site() -> dict[str, bytes]:
    """The contents of every file of the site, as the repository holds them."""
    return {name: path.read_bytes() for name, path in site_files().items()}


def version(files: dict[str, bytes]) -> str:
    """The content hash of a build: its file names and contents."""
    total = hashlib.sha256()
    for name in sorted(files):
        total.update(name.encode() + b"\0" + hashlib.sha256(files[name]).digest())
    return total.hexdigest()[:16]


def first_screen_inline(files: dict[str, bytes]) -> dict[str, bytes]:
    """The site with the first screen's stylesheets and blocking scripts inside the page, each allowed by its SHA-256
    in the Content-Security-Policy, and no longer files of their own: the board, the keyboard and How to play are
    then drawn from the page's own bytes, before its first paint. (Over HTTP/1.1 the browser's six connections a
    host are taken by the runtime's files: a stylesheet queued behind them held the paint, and a script queued at
    the body's end let the browser paint the half-parsed page, the Word Challenge tab, before the Wordle board.)"""
    page = files["index.html"].decode()
    for kind, pattern in (("style", STYLESHEET), ("script", BLOCKING_SCRIPT)):
        names = [name for name in pattern.findall(page) if name in files]
        if names and page.count(POLICY[kind]) != 1:
            raise ValueError(f"index.html's Content-Security-Policy must hold {POLICY[kind]} once")
        sources = []
        for name in names:
            text = files[name].decode()
            if re.search(rf"</{kind}|<!--", text, flags=re.IGNORECASE):  # either would end or garble the element
                raise ValueError(f"{name} cannot go inside a <{kind}>: it holds '</{kind}' or '<!--'")
            tag = f'<link rel="stylesheet" href="./{name}">' if kind == "style" else f'<script src="./{name}"></script>'
            page = page.replace(tag, f"<{kind}>{text}</{kind}>")
            page = re.sub(rf'\n\s*<link rel="preload" href="\./{re.escape(name)}" as="{kind}">', "", page)
            sources.append(f"'sha256-{base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()}'")
            files = {other: data for other, data in files.items() if other != name}
        page = page.replace(POLICY[kind], " ".join([POLICY[kind], *sources]))
        if kind == "script" and names:
            last = page.rindex("</script>", 0, page.index('<script type="py"')) + len("</script>")
            page = page[:last] + DRAWN + page[last:]
            page = page.replace(BUILD_META, f"{EXPECT_DRAWN}\n  {BUILD_META}")
    return {**files, "index.html": page.encode()}


def element_content(page: str, element_id: str) -> tuple[int, int]:
    """Where the content of the element with this id starts and ends in the page (its start tag's end, its end tag's
    start), counting the elements of its name opened and closed between."""
    start = re.search(rf'<([a-z]+)\b[^>]*\sid="{re.escape(element_id)}"[^>]*>', page)
    if not start:
        raise ValueError(f'index.html has no element id="{element_id}"')
    name, depth = start.group(1), 1
    for tag in re.compile(rf"<(/?){name}\b[^>]*>").finditer(page, start.end()):
        depth += -1 if tag.group(1) else 1
        if depth == 0:
            return start.end(), tag.start()
    raise ValueError(f'index.html never closes the <{name} id="{element_id}">')


def later_markup(files: dict[str, bytes]) -> dict[str, bytes]:
    """The site with the content of the LATER elements inside the page as text (in a <script> the browser does not
    run), so that parsing the page before its first paint builds only the first screen's half of it. Only where
    ``first_screen_inline`` holds the scripts inside the page (its static/i18n.js draws that markup)."""
    page = files["index.html"].decode()
    if EXPECT_DRAWN not in page:
        return files
    for element_id in LATER:
        start, end = element_content(page, element_id)
        content = page[start:end]
        if re.search(r"<(/?)script", content, flags=re.IGNORECASE):  # it would end the text, or run
            raise ValueError(f'the content of id="{element_id}" cannot be kept as text: it holds a <script>')
        page = page[:start] + LATER_BLOCK.format(content) + page[end:]
    return {**files, "index.html": page.encode()}


def later_requests(files: dict[str, bytes]) -> dict[str, bytes]:
    """The site with the head's LATER_REQUEST elements inside one <template> where the first of them was, so that the
    page asks for none of them before its first paint (static/first-screen.js adds them once it is painted). Only
    where ``first_screen_inline`` holds the first screen's scripts inside the page (the one that adds them)."""
    page = files["index.html"].decode()
    if EXPECT_DRAWN not in page:
        return files
    head_end = page.index("</head>")
    found = list(LATER_REQUEST.finditer(page, 0, head_end))
    if not found:
        return files
    kept = "".join(match.group(1) for match in found)
    head = LATER_REQUEST.sub("", page[:head_end])
    head = head[: found[0].start()] + "\n  " + LATER_REQUESTS.format(kept) + head[found[0].start() :]
    return {**files, "index.html": (head + page[head_end:]).encode()}


def stamped(files: dict[str, bytes], build: str) -> dict[str, bytes]:
    """The files with the build's version in the page and, beside them, the worker precaching them."""
    files = later_requests(later_markup(first_screen_inline(files)))
    page = files["index.html"].decode()
    if page.count(BUILD_META) != 1:
        raise ValueError(f"index.html must hold {BUILD_META} once")
    worker = (ROOT / WORKER).read_text()
    if worker.count(WORKER_BUILD_LINE) != 1:
        raise ValueError(f"{WORKER} must hold {WORKER_BUILD_LINE} once")
    files = {**files, "index.html": page.replace(BUILD_META, BUILD_META.replace('"dev"', f'"{build}"')).encode()}
    # The page as "./" (how it is visited; the worker keeps it as index.html too), each file with its
    # digest, so that the worker can take the page's own downloads from the HTTP cache, checked.
    precache = {"./": files["index.html"]} | {
        name: data for name, data in sorted(files.items()) if name != "index.html" and not PACK.fullmatch(name)
    }
    integrity = {
        name: "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode() for name, data in precache.items()
    }
    line = json.dumps({"version": build, "files": list(precache), "integrity": integrity}, separators=(",", ":"))
    return {**files, WORKER: worker.replace(WORKER_BUILD_LINE, f"const BUILD = {line};").encode()}


def write_site(files: dict[str, bytes], target: Path = SITE) -> SiteReport:
    """Write these files, stamped with their version, into ``target`` (emptied first); say how big it is."""
    build = version(files)
    files = stamped(files, build)
    if target.exists():
        shutil.rmtree(target)
    for name, data in {**files, **MARKERS}.items():
        (target / name).parent.mkdir(parents=True, exist_ok=True)
        (target / name).write_bytes(data)
    report = SiteReport(
        folder=target,
        version=build,
        files=len(files) + len(MARKERS),
        total_bytes=sum(len(data) for data in files.values()),
        gzip_bytes=sum(len(gzip.compress(data, 6)) for data in files.values()),
    )
    log(f"site in {target}: {report}")
    return report


def build_site(target: Path = SITE) -> SiteReport:
    """Write the site into ``target``."""
    return write_site(read_site(), target)
