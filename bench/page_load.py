#!/usr/bin/env python3
"""Browser load benchmark: time from navigation to a ready page (data-ready on <body>), cold and warm.

    .venv/bin/python bench/page_load.py [--runs N] [--against CHECKOUT] [--throttle fast4g|slow4g [--cpu 4]]
        [--bare-library trimmed|whole] [--gzip] [--paint-only [--site NAME=FOLDER ...]]

Serves the site `build.py site` writes (what Pages serves: static files, under /word-games/)
on 127.0.0.1 and opens it in headless Debian Chromium with a real on-disk profile (an incognito
context's memory cache cannot hold the 9.6 MB runtime, so it would never be warm). Cold: a new
empty profile each run. Warm: reloads in one profile (runtime, compiled WebAssembly and
dictionary from the HTTP cache), service workers blocked. The baseline, measured in the same
run and interleaved with the page, is a bare PyScript page on the same vendored runtime whose
only Python marks it ready: the difference is what the game itself costs. Service worker: the
same site reloaded in one profile once its worker has precached it (every file from the
worker's cache). For the game page it also prints where the time goes: until Python starts,
the imports, then the rest of the boot. (Not the repository root that `build.py serve` serves:
that server packs the engine archive afresh on each request, some 170 ms a load.)
``--throttle … --paint-only`` times only the board's first paint (a cold incognito context a load, no worker), an
A/B of this checkout, ``--against`` and built sites named with ``--site NAME=FOLDER`` (FOLDER/word-games/), beside the
bare page, interleaved, with the load average: quick enough to repeat on a busy machine.
``--against`` measures another built checkout (a worktree of main: before a change) in the same
run, interleaved, with the same bare page. The bare page's standard library is by default the one
the build trimmed and compiled for our page (wordgames_build/stdlib.py: the stricter baseline);
``--bare-library whole`` gives it the Pyodide package's own (sources, every module), the bare page
as anyone writes it and as issue 40 measured it.

Both sites are served with the cache lifetime GitHub Pages sends (``PagesHandler``): a warm load is a visit
within ten minutes of the last, every file from the HTTP cache; a later one goes through the worker.
Prints the figures and the goals (issue 3: cold <= 3 s, warm <= 1.5 s; issue 18: cold <=
1.10 x bare, warm <= bare + 0.15 s, service-worker reload <= the bare page's warm load; issue 40:
warm <= 1.15 x bare); it does not assert them.
Needs `python3 build.py` first and the test packages in .venv.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from wordgames_build import ROOT
from wordgames_build.browser import CHROMIUM, CHROMIUM_ARGS
from wordgames_build.server import PagesHandler, SiteServer
from wordgames_build.site import build_site

sys.path.insert(0, str(Path(__file__).resolve().parent))
NETWORKS = ("fast4g", "slow4g")  # page_visit.NETWORKS names them

GOALS_MS = {"cold": 3000, "warm": 1500}
COLD_RATIO_GOAL, WARM_EXTRA_GOAL_MS, WORKER_RATIO_GOAL = 1.10, 150, 1.0  # issue 18, against the bare page
WARM_RATIO_GOAL = 1.15  # issue 40, against the bare page's warm load
BARE_PAGE = """<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<link rel="stylesheet" href="./static/vendor/pyscript/core.css">
<script type="module" src="./static/vendor/pyscript/core.js"></script></head>
<body><p>A bare PyScript page</p><script type="py" config="./pyscript.toml">
from pyscript import document, window
document.body.setAttribute("data-ready-ms", str(round(window.performance.now())))
document.body.setAttribute("data-ready", "")
</script></body></html>
"""


def serve(folder: Path) -> tuple[SiteServer, str]:
    server = SiteServer(("127.0.0.1", 0), functools.partial(PagesHandler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def served_checkouts(stack: contextlib.ExitStack, playwright, against: Path | None) -> tuple[dict[str, str], object]:
    """This checkout's site (``page``) and ``against``'s (``before``) served, each at its URL, and a Chromium
    to open them, all closed with ``stack`` (the benches that time the page against another checkout)."""
    checkouts = {"page": ROOT} | ({"before": against.resolve()} if against else {})
    urls = {}
    for name, root in checkouts.items():
        folder = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        server, url = serve(built_site(root, folder))
        stack.callback(server.shutdown)
        urls[name] = url + "word-games/"
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    stack.callback(browser.close)
    return urls, browser


def bare_site(folder: Path, library: str = "trimmed") -> Path:
    """The baseline page, beside links to our vendored runtime; ``library`` "whole" gives it the package's whole
    standard library (a bare PyScript page as anyone writes it), "trimmed" the one the build cut for our page."""
    (folder / "index.html").write_text(BARE_PAGE)
    (folder / "pyscript.toml").write_text('interpreter = "./static/vendor/pyodide/pyodide.mjs"\n')
    vendor = folder / "static" / "vendor"
    vendor.mkdir(parents=True)
    for entry in (ROOT / "static" / "vendor").iterdir():
        if entry.name != "pyodide":
            (vendor / entry.name).symlink_to(entry)
    (vendor / "pyodide").mkdir()
    for entry in (ROOT / "static" / "vendor" / "pyodide").iterdir():
        if entry.name != FULL_LIBRARY:
            whole = library == "whole" and entry.name == "python_stdlib.zip"
            (vendor / "pyodide" / entry.name).symlink_to(entry.with_name(FULL_LIBRARY) if whole else entry)
    return folder


FULL_LIBRARY = "python_stdlib.full.zip"  # wordgames_build/runtime.py's name for the package's own
DICTIONARY_GOAL_MS = 150  # fetch + parse of static/dictionary.bin in the browser
DICTIONARY = "of which dictionary fetch + parse"
PHASES = {  # what the game page records on <body> (wordgames/web/main.py and app.py), as spans of its boot
    "Python starts": ("", "data-python-start-ms"),  # the runtime, the engine archive, PyScript
    "imports": ("data-python-start-ms", "data-imported-ms"),
    "dictionary, games, first screen": ("data-imported-ms", "data-ready-ms"),
}


def load(page, url: str, phases: dict[str, list[int]] | None = None) -> int:
    """Navigate and wait for ready; ms from navigation start to ready (each phase's ms into ``phases``)."""
    page.goto(url)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
    if phases is not None:
        for name, (begin, end) in PHASES.items():
            since = int(page.get_attribute("body", begin)) if begin else 0
            phases.setdefault(name, []).append(int(page.get_attribute("body", end)) - since)
        dictionary = (int(page.get_attribute("body", f"data-dictionary-{step}-ms")) for step in ("fetch", "parse"))
        phases.setdefault(DICTIONARY, []).append(sum(dictionary))
    return int(page.get_attribute("body", "data-ready-ms"))


def summary(times: list[int]) -> str:
    return f"median {statistics.median(times):,.0f} ms (min {min(times):,}, max {max(times):,})"


def built_site(checkout: Path, target: Path) -> Path:
    """``checkout``'s site, as its own ``build.py site`` writes it, in ``target``/word-games."""
    if checkout == ROOT:
        return build_site(target / "word-games").folder.parent
    code = "import sys, pathlib, wordgames_build.site as site; site.build_site(pathlib.Path(sys.argv[1]))"
    subprocess.run([sys.executable, "-c", code, str(target / "word-games")], cwd=checkout, check=True)
    return target


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="loads of each kind (default 3)")
    parser.add_argument(
        "--against", type=Path, help="another checkout (built), e.g. a worktree of main: measured in the same run"
    )
    parser.add_argument(
        "--throttle", choices=sorted(NETWORKS), help="a phone's first visit: this network, CPU 4x, phone viewport"
    )
    parser.add_argument("--cpu", type=float, default=4, help="CPU slow-down with --throttle (default 4)")
    parser.add_argument(
        "--bare-library",
        choices=("trimmed", "whole"),
        default="trimmed",
        help="the bare page's standard library: the one trimmed for our page (default), or the package's whole one",
    )
    parser.add_argument(
        "--gzip", action="store_true", help="with --throttle: text and WebAssembly sent gzip-compressed, as Pages does"
    )
    parser.add_argument(
        "--paint-only",
        action="store_true",
        help="with --throttle: only the board's first paint, a cold incognito context a load (an A/B: quick)",
    )
    parser.add_argument(
        "--site",
        action="append",
        metavar="NAME=FOLDER",
        help="with --paint-only: a built site (FOLDER/word-games/) instead of this checkout; repeat it for an A/B",
    )
    args = parser.parse_args()
    baseline = functools.partial(bare_site, library=args.bare_library)
    if args.throttle:
        from page_visit import first_paints, first_visits  # the throttled first visit, beside the bare page

        (first_paints if args.paint_only else first_visits)(args, built_site, baseline)
        return
    from playwright.sync_api import sync_playwright

    checkouts = {"page": ROOT} | ({"before": args.against.resolve()} if args.against else {})
    with contextlib.ExitStack() as folders, sync_playwright() as playwright:
        sites = {}  # name: (server, url)
        for name, root in checkouts.items():
            server, url = serve(built_site(root, Path(folders.enter_context(tempfile.TemporaryDirectory()))))
            sites[name] = server, url + "word-games/"
        sites["bare"] = serve(baseline(Path(folders.enter_context(tempfile.TemporaryDirectory()))))
        times = {(kind, site): [] for kind in GOALS_MS for site in sites}
        phases = {(kind, site): {} for kind in GOALS_MS for site in checkouts}

        def profile(folder: str, workers: bool = False):
            return playwright.chromium.launch_persistent_context(
                folder,
                executable_path=str(CHROMIUM),
                args=CHROMIUM_ARGS,
                headless=True,
                service_workers="allow" if workers else "block",
            )

        for _ in range(args.runs):
            for site, (_, url) in sites.items():
                with tempfile.TemporaryDirectory() as folder:
                    context = profile(folder)
                    times["cold", site].append(load(context.new_page(), url, phases.get(("cold", site))))
                    context.close()
        # Warm loads and service-worker reloads interleaved, so that both see the same machine.
        worker_times = {site: [] for site in checkouts}
        with contextlib.ExitStack() as stack:
            warm, worker = {}, {}  # site: (page, url)
            for site, (_, url) in sites.items():
                warm[site] = profile(stack.enter_context(tempfile.TemporaryDirectory())).new_page(), url
                load(*warm[site])  # fill the cache
            for site in checkouts:
                worker[site] = (
                    profile(stack.enter_context(tempfile.TemporaryDirectory()), workers=True).new_page(),
                    sites[site][1],
                )
                load(*worker[site])
                worker[site][0].wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
            for _ in range(args.runs):
                for site, (page, url) in warm.items():
                    times["warm", site].append(load(page, url, phases.get(("warm", site))))
                for site, (page, url) in worker.items():
                    worker_times[site].append(load(page, url))
            for page, _ in (*warm.values(), *worker.values()):
                page.context.close()
        for server, _ in sites.values():
            server.shutdown()

    print(f"page load to ready (data-ready), headless Chromium, {args.runs} runs each, interleaved")
    median = {key: statistics.median(values) for key, values in times.items()}
    for site in checkouts:
        label = "Word Games" if site == "page" else f"before ({args.against})"
        print(f"{label}:")
        for kind, goal in GOALS_MS.items():
            ours, base = times[kind, site], times[kind, "bare"]
            extra = median[kind, site] - median[kind, "bare"]
            verdict = "meets" if median[kind, site] <= goal else "misses"
            print(
                f"  {kind}: {summary(ours)}; bare PyScript page {summary(base)}; "
                f"game adds {extra:,.0f} ms (x{median[kind, site] / median[kind, 'bare']:.2f}); "
                f"goal <= {goal:,} ms: {verdict}"
            )
            print("    " + "; ".join(f"{name} {summary(ms)}" for name, ms in phases[kind, site].items()))
        dictionary = phases["cold", site][DICTIONARY] + phases["warm", site][DICTIONARY]
        verdict = "meets" if statistics.median(dictionary) <= DICTIONARY_GOAL_MS else "misses"
        print(f"  dictionary fetch + parse, cold and warm: goal <= {DICTIONARY_GOAL_MS} ms: {verdict}")
        worker = statistics.median(worker_times[site])
        ratio = worker / median["warm", "bare"]
        print(f"  service-worker reload of the built site: {summary(worker_times[site])}")
        for goal, met in (
            (f"cold <= {COLD_RATIO_GOAL:.2f} x bare", median["cold", site] <= COLD_RATIO_GOAL * median["cold", "bare"]),
            (
                f"warm <= bare + {WARM_EXTRA_GOAL_MS} ms",
                median["warm", site] <= median["warm", "bare"] + WARM_EXTRA_GOAL_MS,
            ),
            (
                f"warm <= {WARM_RATIO_GOAL:.2f} x bare (issue 40)",
                median["warm", site] <= WARM_RATIO_GOAL * median["warm", "bare"],
            ),
            (
                f"service-worker reload <= {WORKER_RATIO_GOAL:.1f} x bare warm (x{ratio:.2f})",
                worker <= WORKER_RATIO_GOAL * median["warm", "bare"],
            ),
        ):
            print(f"  goal {goal}: {'meets' if met else 'misses'}")


if __name__ == "__main__":
    main()
