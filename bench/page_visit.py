"""A phone's first visit, throttled (issue 40): `bench/page_load.py --throttle fast4g|slow4g [--cpu 4]`.

Chromium's network and CPU throttling through the DevTools protocol, a phone's viewport, a new
profile on disk per cold load (service workers allowed, as a visitor's browser has them), the
site beside the bare PyScript page on the same runtime (and ``--against`` a built checkout),
interleaved. Per page: the first paint (first contentful paint) and the board's (the Wordle keyboard's first
key painted, by Element Timing: the first paint was the Word Challenge tab before the first screen's scripts ran;
the bare page has no board, its first paint stands for it), ready, the bytes
fetched before ready (as served, and gzip-compressed as a host would send them), the files the
server was asked for more than once (until the worker has taken over, or 20 s after ready),
and a warm reload's ready in the same profile (service worker blocked: the HTTP cache).
"""

from __future__ import annotations

import contextlib
import functools
import gzip
import io
import statistics
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from urllib.parse import unquote, urlparse

from wordgames_build import ROOT
from wordgames_build.browser import CHROMIUM, CHROMIUM_ARGS
from wordgames_build.server import PagesHandler, SiteServer

# As the issue measured them: "Fast 4G" 9 Mbps / 60 ms, "Slow 4G" 1.6 Mbps / 150 ms.
NETWORKS = {"fast4g": (9.0, 60), "slow4g": (1.6, 150)}  # Mbit/s down, ms latency
PHONE = {"width": 390, "height": 844}
AFTER_READY_S = 20  # how long the worker may take to take over (the site) before the count of requests ends

asked: dict[int, Counter] = {}  # server port: path counts


class CountingHandler(PagesHandler):
    def send_head(self):
        asked.setdefault(self.server.server_address[1], Counter())[unquote(urlparse(self.path).path)] += 1
        return super().send_head()


# What GitHub Pages sends gzip-compressed to a browser that accepts it: text and WebAssembly, not the
# archives (.zip) or the engine's own compressed assets (.bin).
PAGES_GZIP = {".html", ".css", ".js", ".mjs", ".json", ".webmanifest", ".svg", ".txt", ".toml", ".py", ".wasm"}


@functools.cache
def gzipped(path: Path, mtime: float) -> bytes:
    return gzip.compress(path.read_bytes(), 6)


class GzipHandler(CountingHandler):
    """The counting server sending what Pages compresses gzip-compressed (``--gzip``)."""

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if path.suffix not in PAGES_GZIP or "gzip" not in self.headers.get("Accept-Encoding", "") or not path.is_file():
            return super().send_head()
        asked.setdefault(self.server.server_address[1], Counter())[unquote(urlparse(self.path).path)] += 1
        body = gzipped(path, path.stat().st_mtime)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


@functools.cache
def gzip_size(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), 6))


def throttle(page, network: str, cpu: float) -> None:
    megabits, latency = NETWORKS[network]
    session = page.context.new_cdp_session(page)
    session.send("Network.enable")
    rate = megabits * 1_000_000 / 8
    session.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": latency, "downloadThroughput": rate, "uploadThroughput": rate / 2},
    )
    session.send("Emulation.setCPUThrottlingRate", {"rate": cpu})


# Before any script of the page: the Wordle keyboard's first key timed when it is first painted (Element Timing).
BOARD_TIMING = """
new MutationObserver((records, observer) => {
  const key = document.querySelector("#w-keyboard [data-key]");
  if (key) { key.setAttribute("elementtiming", "board"); observer.disconnect(); }
}).observe(document, {childList: true, subtree: true});
"""
BOARD_PAINT = """new Promise(done => new PerformanceObserver(list => {
  const entry = list.getEntries().find(e => e.identifier === "board");
  if (entry) done(entry.renderTime || entry.startTime);
}).observe({type: "element", buffered: true}))"""  # Element Timing's entries come to an observer only


def visit(page, url: str, folder: Path, port: int) -> dict:
    """One load to ready: its figures."""
    asked[port] = Counter()
    page.add_init_script(BOARD_TIMING)
    page.goto(url)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=600_000)
    ready = int(page.get_attribute("body", "data-ready-ms"))
    paint = page.evaluate("(performance.getEntriesByName('first-contentful-paint')[0] || {startTime: NaN}).startTime")
    bare = not page.evaluate("!!document.getElementById('w-keyboard')")
    board = paint if bare else page.evaluate(BOARD_PAINT)  # the bare page has no board: its first paint
    entries = page.evaluate(
        "[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]"
        ".map(e => [e.name, e.startTime, e.transferSize || e.encodedBodySize])"
    )
    raw = packed = 0
    base = urlparse(url).path
    for name, start, size in entries:
        if start > ready:
            continue
        raw += size
        path = unquote(urlparse(name).path)
        local = folder / path.lstrip("/")
        if path.endswith("/"):
            local = local / "index.html"
        packed += gzip_size(local) if local.is_file() else size
    if page.evaluate("'serviceWorker' in navigator && !!document.querySelector('meta[content]:not([content=dev])')"):
        with contextlib.suppress(Exception):
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=AFTER_READY_S * 1000)
    twice = {path.removeprefix(base): n for path, n in asked[port].items() if n > 1}
    return {"paint": paint, "board": board, "ready": ready, "raw": raw, "gzip": packed, "twice": twice}


def first_visits(args, built_site, bare_site) -> None:
    from playwright.sync_api import sync_playwright

    checkouts = {"page": ROOT} | ({"before": args.against.resolve()} if args.against else {})
    with contextlib.ExitStack() as stack, sync_playwright() as playwright:
        sites = {}  # name: (folder served, url, port)
        for name, root in checkouts.items():
            folder = built_site(root, Path(stack.enter_context(tempfile.TemporaryDirectory())))
            sites[name] = start(folder, "word-games/", args.gzip)
        sites["bare"] = start(bare_site(Path(stack.enter_context(tempfile.TemporaryDirectory()))), "", args.gzip)
        figures = {name: [] for name in sites}
        warm = {name: [] for name in sites}
        for _ in range(args.runs):
            for name, (folder, url, port) in sites.items():
                with tempfile.TemporaryDirectory() as profile:
                    for kind in ("cold", "warm"):
                        context = playwright.chromium.launch_persistent_context(
                            profile,
                            executable_path=str(CHROMIUM),
                            args=CHROMIUM_ARGS,
                            headless=True,
                            viewport=PHONE,
                            service_workers="allow" if kind == "cold" else "block",
                        )
                        page = context.new_page()
                        throttle(page, args.throttle, args.cpu)
                        figure = visit(page, url, folder, port)
                        (figures if kind == "cold" else warm)[name].append(figure)
                        context.close()
    report(args, figures, warm)


def first_paints(args, built_site, bare_site) -> None:
    """``--paint-only``: the board's first paint alone, a cold incognito context a load (no worker), this checkout's
    site, ``--against``'s and each ``--site`` NAME=FOLDER (a built site: FOLDER/word-games/) beside the bare page,
    interleaved (the order reversed every other round), with the load average before and after each round."""
    from playwright.sync_api import sync_playwright

    checkouts = {"page": ROOT} | ({"before": args.against.resolve()} if args.against else {})
    with contextlib.ExitStack() as stack, sync_playwright() as playwright:
        sites = {}  # name: (folder served, url, port)
        for name, root in checkouts.items():
            if name == "page" and args.site:
                continue  # the sites named are the A/B: this checkout is built only when none is
            folder = built_site(root, Path(stack.enter_context(tempfile.TemporaryDirectory())))
            sites[name] = start(folder, "word-games/", args.gzip)
        for name, folder in (entry.split("=", 1) for entry in args.site or ()):
            sites[name] = start(Path(folder), "word-games/", args.gzip)
        sites["bare"] = start(bare_site(Path(stack.enter_context(tempfile.TemporaryDirectory()))), "", args.gzip)
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        boards = {name: [] for name in sites}
        loads = [loadavg()]
        for round_ in range(args.runs):
            for name in list(sites)[:: 1 if round_ % 2 == 0 else -1]:
                _, url, _ = sites[name]
                context = browser.new_context(viewport=PHONE, service_workers="block")
                page = context.new_page()
                throttle(page, args.throttle, args.cpu)
                page.add_init_script(BOARD_TIMING)
                page.goto(url, wait_until="commit")
                if name == "bare":  # no board: its first paint stands for it
                    page.wait_for_function(f"!isNaN({FIRST_PAINT_OR_NAN})", timeout=60_000)
                    boards[name].append(page.evaluate(FIRST_PAINT_OR_NAN))
                else:
                    boards[name].append(page.evaluate(BOARD_PAINT))
                context.close()
            loads.append(loadavg())
        browser.close()
    print(
        f"board's first paint, {args.throttle}, CPU x{args.cpu:g}, phone, cold, {args.runs} interleaved loads each, "
        f"{'gzip' if args.gzip else 'raw'}; {time.strftime('%Y-%m-%d %H:%M')} UTC; load average {' '.join(loads)}"
    )
    bare = median(boards["bare"])
    for name, times in boards.items():
        every = sorted(round(t) for t in times)
        print(f"  {name}: median {median(times):,.0f} ms (x{median(times) / bare:.2f} bare); all {every}")


FIRST_PAINT_OR_NAN = "(performance.getEntriesByName('first-contentful-paint')[0] || {startTime: NaN}).startTime"


def loadavg() -> str:
    return Path("/proc/loadavg").read_text().split()[0]


def start(folder: Path, under: str, compress: bool = False) -> tuple[Path, str, int]:
    """``folder`` served by the site's server, counting requests (``compress``: gzip as Pages does); its URL."""
    handler = GzipHandler if compress else CountingHandler
    server = SiteServer(("127.0.0.1", 0), functools.partial(handler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1]
    return folder, f"http://127.0.0.1:{port}/{under}", port


def median(values) -> float:
    return statistics.median(values)


def report(args, figures: dict, warm: dict) -> None:
    megabits, latency = NETWORKS[args.throttle]
    print(
        f"first visit, {args.throttle} ({megabits} Mbit/s, {latency} ms), CPU x{args.cpu:g}, phone {PHONE['width']}x"
        f"{PHONE['height']}, {args.runs} runs, medians, {'gzip as Pages sends' if args.gzip else 'every file raw'}; "
        f"bare page's library {args.bare_library}; {time.strftime('%Y-%m-%d %H:%M')} UTC"
    )
    bare = figures["bare"]
    for name, runs in figures.items():
        paint, ready = median(r["paint"] for r in runs), median(r["ready"] for r in runs)
        board = median(r["board"] for r in runs)
        raw, packed = median(r["raw"] for r in runs), median(r["gzip"] for r in runs)
        twice = [r["twice"] for r in runs]
        warm_ready = median(r["ready"] for r in warm[name])
        ratios = ""
        if name != "bare":
            ratios = (
                f" (paint x{paint / median(r['paint'] for r in bare):.2f}"
                f", board x{board / median(r['paint'] for r in bare):.2f}"
                f", ready x{ready / median(r['ready'] for r in bare):.2f}"
                f", bytes +{(packed - median(r['gzip'] for r in bare)) / 1e6:.2f} MB gzip"
                f", warm x{warm_ready / median(r['ready'] for r in warm['bare']):.2f})"
            )
        print(
            f"  {name}: painted {paint / 1000:.2f} s, board {board / 1000:.2f} s, ready {ready / 1000:.1f} s, "
            f"before ready {raw / 1e6:.1f} MB "
            f"({packed / 1e6:.1f} MB gzip), fetched twice {max(len(t) for t in twice)} files"
            f"{' ' + str(sorted(twice[0]))[:200] if twice[0] else ''}, warm ready {warm_ready / 1000:.1f} s{ratios}"
        )
