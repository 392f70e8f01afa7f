#!/usr/bin/env python3
"""Hostile-case tally (issue 29): hostile input against the command line and the page, each case judged well or badly.

    .venv/bin/python bench/hostile.py [--cli-only] [--page-only] [--only TEXT] [-v]

The command line: each case runs `python -m wordgames` with a timeout (10 s) and is handled well
when it ends within it with exit status 0, 1 or 2, no traceback, no "internal error" and at most
one line on stderr for a refusal. The page (the repository root served on 127.0.0.1, in Debian's
Chromium): each case damages a stored value, a file or a link, and is handled well when within
30 s the page is ready or shows its failure box, a failure or a notice says something, and nothing
shown quotes Python (a traceback, AttributeError, JsNull) nor shows PyScript's error box.
Prints one line per case that went badly (every case with -v) and the tally: cases, well, badly.
Needs `python3 build.py` first (and the test packages in .venv for the page).
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLI_SECONDS = 10
PAGE_SECONDS = 30
PYTHON_TEXT = ("Traceback", "AttributeError", "JsNull", 'File "/', "BadZipFile", "SystemExit", "Program terminated")
# An ASCII locale (issue 43): the command line reads and writes UTF-8, or says an argument is not UTF-8.
ASCII_LOCALE = {"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}
ELEMENT_FILES = (
    "static/loader.js",
    "static/style.css",
    "static/offline.js",
    "static/dictionaries.js",
    "static/tabs.js",
    "static/first-screen.js",
    "static/vendor/pyscript/core.js",
    "static/vendor/pyodide/pyodide.mjs",
    "static/vendor/pyodide/pyodide.asm.mjs",
)


def cli_cases(folder: Path) -> list[tuple[str, list[str], str]]:
    """(name, argv, stdin) of hostile command lines."""
    fifo = folder / "fifo"
    os.mkfifo(fifo)
    files = {
        "bom": b"\xef\xbb\xbfcrane\nslate\ntrace\n",
        "binary": bytes(range(256)) * 10,
        "empty": b"",
        "nonwords": b"crane\nzzzzq\nqqqqx\n",
        "long line": b"a" * 100_000 + b"\n",
        "nul": b"cra\x00ne\nslate\n",
        "garbled pack": (ROOT / "static" / "dictionary-es.bin").read_bytes()[:5000] + bytes(5000),
        "two scripts": "crane\nslate\nкошка\nмышка\n".encode(),
    }
    for name, data in files.items():
        (folder / name.replace(" ", "-")).write_bytes(data)
    cases = [
        ("FIFO as --dictionary", ["--dictionary", str(fifo), "info"], ""),
        ("FIFO as --secrets", ["wordle", "auto", "--secrets", str(fifo)], ""),
        ("/dev/zero as --dictionary", ["--dictionary", "/dev/zero", "info"], ""),
        ("a folder as --dictionary", ["--dictionary", str(folder), "info"], ""),
        ("analyse 1,000 repeated moves", ["wordle", "analyse", *["crane:00000"] * 1000], ""),
        ("analyse a repeat", ["wordle", "analyse", "crane:00000", "crane:00000"], ""),
        ("analyse a hard-mode break", ["wordle", "analyse", "--hard", "crane:20000", "spilt:00000"], ""),
        ("analyse after the win", ["wordle", "analyse", "crane:22222", "slate:00000"], ""),
        ("--strategy ''", ["wordle", "auto", "--strategy", "", "--games", "1"], ""),
        ("--strategy ' '", ["wordle", "keep", "--strategy", " "], ""),
        ("--strategy <script>", ["wordle", "auto", "--strategy", "<script>"], ""),
        ("--games 10**30", ["wordle", "auto", "--games", "1" + "0" * 30], ""),
        ("--games -1", ["wordle", "auto", "--games", "-1"], ""),
        ("--max-guesses 10**30", ["wordle", "play", "--max-guesses", "1" + "0" * 30], ""),
        ("--max-guesses 100", ["wordle", "play", "--max-guesses", "100"], ""),
        ("--length 2", ["wordle", "auto", "--length", "2"], ""),
        ("--length 21", ["wordle", "auto", "--length", "21"], ""),
        ("--seed of 5,000 digits", ["wordle", "auto", "--seed", "9" * 5000, "--games", "1"], ""),
        ("secrets not in the dictionary", ["wordle", "auto", "--secrets", str(folder / "nonwords")], ""),
        ("secrets file binary", ["wordle", "auto", "--secrets", str(folder / "binary")], ""),
        ("secrets file empty", ["wordle", "auto", "--secrets", str(folder / "empty")], ""),
        ("dictionary binary", ["--dictionary", str(folder / "binary"), "info"], ""),
        ("dictionary empty", ["--dictionary", str(folder / "empty"), "info"], ""),
        ("dictionary with NUL", ["--dictionary", str(folder / "nul"), "info"], ""),
        ("dictionary one long line", ["--dictionary", str(folder / "long-line"), "info"], ""),
        ("dictionary with a BOM", ["--dictionary", str(folder / "bom"), "challenge", "crane"], ""),
        ("BOM on stdin", ["feedback", "-"], "\ufeffwhere words\n"),
        ("stdin line of 100,000", ["feedback", "-"], "a" * 100_000 + "\n"),
        ("stdin binary", ["wordle", "play", "--seed", "1"], "\x00\x01\x02\n"),
        ("stdin fullwidth letters", ["feedback", "-"], "ｗｈｅｒｅ words\n"),
        ("challenge 21 letters", ["challenge", "a" * 21], ""),
        ("challenge 20 blanks", ["challenge", "?" * 20, "--min-length", "20"], ""),
        ("find '*' * 500", ["find", "*" * 500], ""),
        ("find with 1,000 ?", ["find", "?" * 1000], ""),
        ("feedback mismatched", ["feedback", "where", "word"], ""),
        ("candidates bad digits", ["candidates", "crane:00300"], ""),
        ("candidates contradiction", ["candidates", "crane:22222", "crane:00000"], ""),
        # Languages bring new hostile text (issue 43, item 6).
        ("es: ñ typed decomposed", ["--language", "es", "challenge", "nin\u0303o"], ""),
        ("a zero-width joiner", ["challenge", "ca\u200dfe"], ""),
        ("a right-to-left mark", ["find", "\u200fcr?ne"], ""),
        ("a Cyrillic а in a Latin word", ["feedback", "cr\u0430ne", "crane"], ""),
        ("a Latin a in a Russian word", ["--language", "ru", "challenge", "мaма"], ""),
        ("Turkish dotted İ", ["challenge", "İstanbul"], ""),
        ("Turkish dotless ı", ["candidates", "ıslet:00000"], ""),
        ("de: capital ẞ", ["--language", "de", "challenge", "STRAẞE"], ""),
        ("title-case ǅ", ["challenge", "ǅungla"], ""),
        ("emoji with a skin tone", ["challenge", "\U0001f44d\U0001f3fd"], ""),
        ("20 combining marks", ["find", "a" + "\u0301" * 20], ""),
        ("--language xx", ["--language", "xx", "info"], ""),
        ("--language a path", ["--language", "../../etc/passwd", "challenge", "abc"], ""),
        ("--language in Cyrillic", ["--language", "ру", "info"], ""),
        ("define in Spanish", ["--language", "es", "define", "niño"], ""),
        ("a garbled pack", ["--dictionary", str(folder / "garbled-pack"), "info"], ""),
        ("a list in two scripts", ["--dictionary", str(folder / "two-scripts"), "challenge", "crane"], ""),
        ("unknown command", ["nonsense"], ""),
        ("unknown option", ["info", "--unknown"], ""),
    ]
    return cases


def ascii_locale_cases() -> list[tuple[str, list, str]]:
    """(name, argv, stdin) to run under ASCII_LOCALE: é typed, é piped, bytes that are not UTF-8."""
    return [
        ("LC_ALL=C: é as an argument", ["challenge", "café"], ""),
        ("LC_ALL=C: é on stdin", ["challenge", "-"], "crème\n"),
        ("LC_ALL=C: Latin-1 byte as an argument", ["challenge", b"caf\xe9"], ""),
        ("LC_ALL=C: define é", ["define", "été"], ""),
    ]


def run_cli(argv: list, stdin: str, closed_stdout: bool = False, env: dict | None = None) -> tuple[bool, str]:
    """Whether the command line handled it well, and what it said."""
    started = time.monotonic()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "wordgames", *argv],
            env=None if env is None else os.environ | env,
            input=stdin.encode(),
            capture_output=not closed_stdout,
            stdout=subprocess.DEVNULL if closed_stdout else None,
            stderr=subprocess.PIPE if closed_stdout else None,
            cwd=ROOT,
            timeout=CLI_SECONDS,
            preexec_fn=(lambda: os.close(1)) if closed_stdout else None,
        )
    except subprocess.TimeoutExpired:
        return False, f"still running after {CLI_SECONDS} s"
    err = done.stderr.decode(errors="replace").strip()
    seconds = time.monotonic() - started
    said = f"exit {done.returncode} in {seconds:.1f} s: {err.splitlines()[-1][:120] if err else '(nothing on stderr)'}"
    bad = (
        done.returncode not in (0, 1, 2)
        or "Traceback" in err
        or "internal error" in err
        or (done.returncode == 2 and len(err.splitlines()) != 1)
        or "\\udc" in err  # a byte of UTF-8 shown as a surrogate escape
    )
    return not bad, said


def tally_cli(verbose: bool, only: str = "") -> tuple[int, int]:
    well = cases = 0
    with tempfile.TemporaryDirectory() as folder:
        runs = [*cli_cases(Path(folder)), ("closed stdout", ["wordle", "strategies"], ""), *ascii_locale_cases()]
        for name, argv, stdin in (run for run in runs if only in run[0]):
            env = ASCII_LOCALE if name.startswith("LC_ALL=C") else None
            ok, said = run_cli(argv, stdin, closed_stdout=name == "closed stdout", env=env)
            cases, well = cases + 1, well + ok
            if verbose or not ok:
                print(f"cli {'well ' if ok else 'BADLY'} {name}: {said}")
    return cases, well


DEEP = "[" * 20_000 + "]" * 20_000


def page_cases() -> list[tuple[str, str, dict[str, str], dict]]:
    """(name, query, stored values, {route pattern: response}) of hostile page loads."""
    choice = json.dumps({"kind": "page-dictionary", "version": 1, "name": "never saved"})
    prefs = {
        "kind": "page-prefs",
        "version": 1,
        "tab": "wordle",
        "theme": "auto",
        "palette": "standard",
        "digits": False,
    }
    settings = {"mode": "guesser", "length": 20, "pool": "common", "hard": False, "strategy": "best"}
    cases = [
        ("dictionary name not in IndexedDB", "?tab=wordle", {"dictionary": choice}, {}),
        *((f"{key} nested 20,000 deep", "?tab=wordle", {key: DEEP}, {}) for key in ("prefs", "wordle", "stats")),
        *((f"{key} nested 20,000 deep", "?tab=challenge", {key: DEEP}, {}) for key in ("challenge", "dictionary")),
        ("lab nested 20,000 deep", "?tab=lab", {"lab": DEEP}, {}),
        *(
            (
                f"guess limit {limit} at 20 letters",
                "",
                {"prefs": json.dumps(prefs | {"settings": settings | {"guesses": limit}})},
                {},
            )
            for limit in (10**30, 5000, 100)
        ),
        ("stats with huge numbers", "?tab=wordle", {"stats": '{"kind":"stats","version":1,"wordle":1e999}'}, {}),
        ("prefs NaN", "?tab=wordle", {"prefs": "NaN"}, {}),
        ("wordle a string never closed", "?tab=wordle", {"wordle": '"' + '\\"' * 100_000}, {}),
        (
            "openings.bin 404",
            "?tab=lab&lengths=3&strategies=entropy&games=1&run=1",
            {},
            {"**/openings.bin": {"status": 404}},
        ),
        ("openings.bin 500", "?tab=wordle&mode=keeper&strategy=entropy", {}, {"**/openings.bin": {"status": 500}}),
        ("main.py garbled", "", {}, {"**/web/main.py": {"body": "this is not python("}}),
        ("main.py raising", "", {}, {"**/web/main.py": {"body": "raise RuntimeError('broken')"}}),
        ("first-screen.js 404", "", {}, {"**/first-screen.js": {"status": 404}}),
        ("first-screen.js garbled", "", {}, {"**/first-screen.js": {"body": "}{"}}),
        (
            "chart.js garbled",
            "?tab=lab&lengths=3&strategies=letter-frequency&games=1&run=1",
            {},
            {"**/chart.umd.min.js": {"body": "/* damaged */"}},
        ),
        ("challenge link with mode=keeper", "?challenge=AAAA&mode=keeper", {}, {}),
        ("run=1 and solve=1", "?tab=lab&lengths=4&games=2&run=1&letters=5&racks=2&solve=1", {}, {}),
        ("openings.bin stalled", "?tab=wordle&mode=keeper&strategy=entropy", {}, {"**/openings.bin": None}),
        ("dictionary.bin stalled", "", {}, {"**/static/dictionary.bin": None}),
        (
            "race-worker.js stalled",
            "?tab=lab&lengths=3&strategies=letter-frequency&games=1&run=1",
            {},
            {"**/race-worker.js*": None},
        ),
        # Issue 43, item 6: a language's pack missing, stalled or damaged; a hostile ?lang=.
        ("dictionary-fr.bin 404", "?lang=fr", {}, {"**/dictionary-fr.bin": {"status": 404}}),
        ("dictionary-ru.bin stalled", "?lang=ru", {}, {"**/dictionary-ru.bin": None}),
        ("dictionary-es.bin garbled", "?lang=es", {}, {"**/dictionary-es.bin": {"body": "WGD5" + "x" * 5000}}),
        ("?lang= hostile", "?lang=%3Cscript%3Ealert(1)%3C/script%3E", {}, {}),
        ("?lang=xx", "?lang=xx&tab=challenge", {}, {}),
    ]
    # Issue 43: a damaged page archive, a main.py that exits, own-dictionary records damaged field by field.
    archive = (ROOT / "static" / "wordgames.zip").read_bytes()
    cases += [
        ("wordgames.zip bad magic", "", {}, {"**/static/wordgames.zip": {"body": b"XX" + archive[2:]}}),
        ("main.py exits", "", {}, {"**/web/main.py": {"body": "raise SystemExit(1)"}}),
    ]
    for field, value in (("words", "Infinity"), ("words", "NaN"), ("words", "text"), ("words", -3), ("data", "x")):
        record = {"name": "bad", "words": 5, "data": [0]} | {field: value}
        cases.append((f"own dictionary with {field} {value}", "?tab=challenge", {INDEXEDDB: json.dumps([record])}, {}))
    cases.append(("own dictionary named 12", "?tab=challenge", {INDEXEDDB: json.dumps([{"name": 12, "words": 5}])}, {}))
    # Files loaded as elements (scripts, modules, style sheets), stalled: the loader names each within 8-9 s.
    for path in ELEMENT_FILES:
        cases.append((f"{path} stalled", "", {}, {f"**/{path}": None}))
    return cases


INDEXEDDB = "indexeddb"  # a case's stored value holding own-dictionary records (JSON), put in IndexedDB
PUT_RECORDS = """async records => {
    const db = await new Promise((done, fail) => {
        const request = indexedDB.open("wordgames", 1);
        request.onupgradeneeded = () => request.result.createObjectStore("dictionaries", {keyPath: "name"});
        request.onsuccess = () => done(request.result);
        request.onerror = () => fail(request.error);
    });
    const store = db.transaction("dictionaries", "readwrite").objectStore("dictionaries");
    for (const r of records) {
        const words = {Infinity: Infinity, NaN: NaN}[r.words] ?? r.words;
        store.put({name: r.name, words: words, data: Array.isArray(r.data) ? new Uint8Array(r.data) : r.data});
    }
    await new Promise(done => { store.transaction.oncomplete = done; });
    db.close();
}"""


def tally_page(verbose: bool, only: str = "") -> tuple[int, int]:
    from playwright.sync_api import sync_playwright

    from wordgames_build.browser import CHROMIUM
    from wordgames_build.server import SiteHandler, SiteServer

    server = SiteServer(("127.0.0.1", 0), functools.partial(SiteHandler, directory=str(ROOT)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    well = cases = 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM))
        for name, query, stored, routes in (case for case in page_cases() if only in case[0]):
            context = browser.new_context(service_workers="block")
            page = context.new_page()
            page.goto(base + "static/style.css")  # the origin, to store values before the page loads
            records = json.loads(stored.pop(INDEXEDDB, "[]"))
            page.evaluate(
                "v => { for (const [k, x] of Object.entries(v)) localStorage.setItem('wordgames.' + k, x); }", stored
            )
            if records:
                page.evaluate(PUT_RECORDS, records)
            for pattern, response in routes.items():
                page.route(pattern, answering(response))
            slow = None in routes.values() or "run=1" in query  # a stall, or the Lab's worker starting
            ok, said = judge(page, base + query, 15_000 if slow else 3000)
            cases, well = cases + 1, well + ok
            if verbose or not ok:
                print(f"page {'well ' if ok else 'BADLY'} {name}: {said}")
            context.close()
        browser.close()
    server.shutdown()
    return cases, well


def answering(response: dict | None):
    """A route handler: ``response``, or none ever (a stall) when it is None."""
    if response is None:
        return lambda route: None
    return lambda route: route.fulfill(**response)


SAID_IN = "box => { const node = document.querySelector(box); return node && !node.hidden ? node.innerText : ''; }"


def judge(page, url: str, settle_ms: int) -> tuple[bool, str]:
    """Whether the page handled the case well (something said, nothing of Python shown), and what it said."""
    started = time.monotonic()
    try:
        page.goto(url, wait_until="commit")  # a stalled script or style sheet holds the load event for ever
        page.wait_for_function(
            "document.body && (document.body.hasAttribute('data-ready')"
            " || document.getElementById('failure')?.hidden === false)",
            timeout=PAGE_SECONDS * 1000,
        )
        page.wait_for_timeout(settle_ms)  # notices, PyScript's late error boxes, a stalled optional file's notice
    except Exception as error:  # noqa: BLE001 - a timeout or a crash: the case went badly
        return False, f"neither ready nor a failure within {PAGE_SECONDS} s ({type(error).__name__})"
    shown = page.locator("body").inner_text()
    said = " | ".join(
        text.strip()[:100]
        for box in ("#failure", "#notices", "#lab-charts-message", "#dict-damaged")
        # a box the parser has not reached yet (it waits for a stalled script) says nothing
        if (text := page.evaluate(SAID_IN, box)).strip() and "Run a race" not in text  # not the charts' hint
    )
    python = [text for text in PYTHON_TEXT if text in shown]
    boxes = page.locator(".py-error:visible").count()
    ok = bool(said) and not python and not boxes  # every case is hostile: the page must say something
    return ok, f"{time.monotonic() - started:.1f} s: {said or '(nothing said)'}" + (
        f"; shows {python}" if python else ""
    ) + (f"; {boxes} PyScript error boxes" if boxes else "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cli-only", action="store_true")
    parser.add_argument("--page-only", action="store_true")
    parser.add_argument("--only", default="", metavar="TEXT", help="only the cases whose name holds TEXT")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every case, not only the bad ones")
    args = parser.parse_args()
    totals = []
    if not args.page_only:
        totals.append(("command line", *tally_cli(args.verbose, args.only)))
    if not args.cli_only:
        totals.append(("page", *tally_page(args.verbose, args.only)))
    for what, cases, well in totals:
        print(f"{what}: {cases} cases, {well} well, {cases - well} badly")
    cases, well = sum(t[1] for t in totals), sum(t[2] for t in totals)
    print(f"total: {cases} cases, {well} well, {cases - well} badly")


if __name__ == "__main__":
    main()
