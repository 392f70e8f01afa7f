"""Browser test fixtures: the site served from 127.0.0.1, Debian's Chromium, and pages that fail on any error.

Every test page fails its test on any request that leaves 127.0.0.1 (the machine has no other
network, so none can succeed either), any uncaught page error and any console error. One
browser with a profile on disk (so the runtime is fetched and compiled once) serves the whole run.
"""

from __future__ import annotations

import functools
import os
import threading
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import BrowserContext, BrowserType, Page, expect
from playwright.sync_api import Error as PlaywrightError

from wordgames_build import ROOT
from wordgames_build.browser import CHROMIUM, CHROMIUM_ARGS
from wordgames_build.server import SiteHandler, SiteServer  # the same server as `python3 build.py serve`

SITE = Path(os.environ.get("WORDGAMES_SITE", ROOT))  # the built site to test: the repository root by default

BOOT_TIMEOUT_MS = 60_000
# Tests bound nothing by time (bench/ does, and the `alone` tests); on a loaded 2-core machine a
# row's reveal and the dialog after it can take longer than Playwright's 5 s default.
expect.set_options(timeout=15_000)
# Once, on a clean clone (2026-11-23), Chromium's renderer crashed (SIGSEGV) while booting six
# of the first pages and then no more; not in dozens of runs before, nor in the reruns after. A
# page whose renderer crashes while booting is opened again, up to this many times in all.
BOOT_ATTEMPTS = 3
# A first visit (nothing stored) lands on the daily Wordle with How to play open (app.py, App.welcome). The
# tests play as a returning player last on Word Challenge unless they ask for a first visit: these
# preferences are stored before the page loads when nothing of the page is.
RETURNING = (
    "if (!Object.keys(localStorage).some(k => k.startsWith('wordgames.'))) localStorage.setItem('wordgames.prefs', "
    "JSON.stringify({kind: 'page-prefs', version: 1, settings: {mode: 'guesser', length: 5, guesses: 6, "
    "pool: 'common', hard: false, strategy: 'best'}, tab: 'challenge', theme: 'auto', palette: 'standard', "
    "digits: false}));"
)
# The tests' browsers ask for reduced motion, as some players do: a move is scored without waiting
# for its row to turn over (a third of a game's time). A test of the reveal itself, or of input
# during it, opens its page with ``open_page(..., motion=True)``.
MOTION = "reduce"
# What a page of open_page's leaves behind for the next test: its storage and its own dictionaries (IndexedDB).
FORGET = """() => { localStorage.clear(); return new Promise(done => {
    const request = indexedDB.deleteDatabase("wordgames");
    request.onsuccess = request.onerror = request.onblocked = () => done(); }); }"""


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    """The repository root served on an ephemeral loopback port."""
    for needed in ("dictionary.bin", "openings.bin", "wordgames.zip", "vendor/pyodide/pyodide.mjs"):
        if not (SITE / "static" / needed).exists():
            pytest.fail(f"static/{needed} is missing: run `python3 build.py` first")
    handler = functools.partial(SiteHandler, directory=str(SITE))
    server = SiteServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    if not CHROMIUM.exists():
        pytest.fail(
            f"{CHROMIUM} is missing: `apt-get install chromium` (python3 build.py test does it) "
            "or set WORDGAMES_CHROMIUM to another Chromium or Chrome"
        )
    return {**browser_type_launch_args, "executable_path": str(CHROMIUM), "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def shared_context(
    browser_type: BrowserType, browser_type_launch_args: dict, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[BrowserContext]:
    # A profile on disk, as a person's browser has: its HTTP cache keeps the 9.6 MB WebAssembly
    # runtime and its compiled code, which a fresh context's in-memory cache refetches on every
    # page. No service worker: a built site's would answer from its cache, out of reach of
    # page.route (tests/e2e/test_site.py tests it in contexts of its own).
    context = browser_type.launch_persistent_context(
        tmp_path_factory.mktemp("profile"),
        **browser_type_launch_args,
        viewport={"width": 1100, "height": 900},
        service_workers="block",
        reduced_motion=MOTION,
    )
    yield context
    context.close()


class Guard:
    """Collects what must not happen on a page: requests off the machine, page errors, console errors."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.expected_console_errors: list[str] = []
        self.failure_expected = False  # the page's own "something went wrong" box
        self.page_errors_expected = False  # a damaged runtime throws where the page cannot catch it

    def check(self) -> None:
        assert not self.problems, "\n".join(self.problems)


def guard_page(page: Page) -> Guard:
    guard = Guard()

    def request(request) -> None:
        url = urlparse(request.url)
        if url.scheme not in ("data", "blob") and url.hostname != "127.0.0.1":
            guard.problems.append(f"request left 127.0.0.1: {request.url}")

    def console(message) -> None:
        if message.type == "error" and not any(s in message.text for s in guard.expected_console_errors):
            guard.problems.append(f"console error: {message.text}")

    page.on("request", request)  # a listener, not a route: routing would disable the HTTP cache
    page.on("pageerror", lambda error: guard.page_errors_expected or guard.problems.append(f"page error: {error}"))
    page.on("console", console)
    page.on("dialog", lambda dialog: (guard.problems.append(f"dialog opened: {dialog.message}"), dialog.dismiss()))
    return guard


@pytest.fixture(scope="session")
def reuse_context(
    browser_type: BrowserType, browser_type_launch_args: dict, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[BrowserContext]:
    """A second browser of the worker, for the pages tests share (``shared_page``): their storage and
    timers stay apart from the fresh pages of ``open_page``, which start from nothing stored."""
    context = browser_type.launch_persistent_context(
        tmp_path_factory.mktemp("reuse-profile"),
        **browser_type_launch_args,
        viewport={"width": 1100, "height": 900},
        service_workers="block",
        reduced_motion=MOTION,
    )
    yield context
    context.close()


@pytest.fixture(scope="module")
def booted_pages() -> Iterator[dict[tuple[str, bool], Page]]:
    """The pages the module's tests share, by query (and whether axe-core may run on it): each booted once per
    module and worker; they forget what they stored as they close."""
    pages: dict[tuple[str, bool], Page] = {}
    yield pages
    for page in pages.values():
        close(page)


def close(page: Page) -> None:
    try:  # the next module starts with nothing remembered (the browser is the worker's)
        page.evaluate(FORGET)
    except PlaywrightError:
        pass
    page.close()


@pytest.fixture
def shared_page(
    booted_pages: dict[tuple[str, bool], Page],
    reuse_context: BrowserContext,
    site_url: str,
    request: pytest.FixtureRequest,
) -> Iterator[Callable[..., Page]]:
    """shared_page('?tab=wordle&seed=5') → a guarded page of the site booted to ready, shared by the
    module's tests that ask for the same query: for tests that only read the page (its layout at a
    viewport, its forms), or play what leaves it as they found it. The page is booted again after a
    test that failed or left a problem; the guard is checked after each test, as ``open_page``'s.
    ``axe=True``: in ``axe_context``, where the test's copy of axe-core may run (page_support.violations)."""
    used: list[tuple[str, bool]] = []

    def get(query: str = "", axe: bool = False) -> Page:
        key = (query, axe)
        if key not in booted_pages:
            context = request.getfixturevalue("axe_context") if axe else reuse_context  # the axe browser when asked
            booted_pages[key] = boot(context, site_url + query)
        used.append(key)
        return booted_pages[key]

    failed_before = request.session.testsfailed
    yield get
    for key in used:
        page = booted_pages[key]
        try:
            failure = page.locator("#failure")
            if failure.is_visible():
                page.guard.problems.append(f"the page showed a failure: {failure.inner_text()}")
            problems, page.guard.problems = page.guard.problems, []
        except PlaywrightError as error:
            problems = [f"the shared page broke: {error}"]
        if problems or request.session.testsfailed != failed_before:
            close(booted_pages.pop(key))  # the next test boots a fresh one
        assert not problems, "\n".join(problems)


def boot(context: BrowserContext, url: str) -> Page:
    """A guarded page of ``url`` in ``context``, booted to ready as a returning player (opened again
    if Chromium's renderer crashes while it boots)."""
    for attempt in range(1, BOOT_ATTEMPTS + 1):
        page = context.new_page()
        page.guard = guard_page(page)
        page.add_init_script(RETURNING)
        try:
            page.goto(url)
            page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
            return page
        except PlaywrightError as error:
            page.close()
            if "Target crashed" not in str(error) or attempt == BOOT_ATTEMPTS:
                raise
            warnings.warn(f"Chromium's renderer crashed while booting {url}; opening it again", stacklevel=2)
    raise AssertionError("unreachable")


@pytest.fixture(scope="session")
def axe_context(
    browser_type: BrowserType, browser_type_launch_args: dict, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[BrowserContext]:
    """A browser that lets the test's inline copy of axe-core run under the page's Content-Security-Policy
    (with a profile on disk, as ``open_page``'s: the runtime fetched and compiled once)."""
    context = browser_type.launch_persistent_context(
        tmp_path_factory.mktemp("axe-profile"),
        **browser_type_launch_args,
        bypass_csp=True,
        service_workers="block",
        viewport={"width": 1100, "height": 900},
        reduced_motion=MOTION,
    )
    yield context
    context.close()


@pytest.fixture
def open_page(shared_context: BrowserContext, site_url: str) -> Iterator[Callable[..., Page]]:
    """open_page('?seed=1') → a guarded page of the site, booted to ready (in the shared context,
    from the site under test, unless ``context`` and ``base`` say otherwise)."""
    opened: list[tuple[Page, Guard]] = []

    def open_(
        query: str = "",
        wait_ready: bool = True,
        before: Callable[[Page, Guard], None] | None = None,
        context: BrowserContext = shared_context,
        base: str = site_url,
        first_visit: bool = False,
        wait_until: str = "load",
        motion: bool = False,
    ) -> Page:
        for attempt in range(1, BOOT_ATTEMPTS + 1):
            page = context.new_page()
            crashed: list[bool] = []
            page.on("crash", lambda _, crashed=crashed: crashed.append(True))
            guard = guard_page(page)
            page.guard = guard
            if not first_visit:
                page.add_init_script(RETURNING)
            if motion:
                page.emulate_media(reduced_motion="no-preference")
            if before:
                before(page, guard)
            try:
                page.goto(base + query, wait_until=wait_until)
                if wait_ready:
                    page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
                break
            except PlaywrightError as error:
                if "Target crashed" in str(error):  # the crash event may come after the wait it broke has failed
                    crashed.append(True)
                if not crashed or attempt == BOOT_ATTEMPTS:
                    opened.append((page, guard))
                    raise
                warnings.warn(
                    f"Chromium's renderer crashed while booting {base + query}; "
                    f"opening it again ({attempt} of {BOOT_ATTEMPTS - 1} retries)",
                    stacklevel=2,
                )
                page.close()
        opened.append((page, guard))
        return page

    yield open_
    try:
        for page, guard in opened:
            failure = page.locator("#failure")
            if not guard.failure_expected and failure.is_visible():
                guard.problems.append(f"the page showed a failure: {failure.inner_text()}")
            guard.check()
    finally:
        for page, _ in opened:
            try:  # the next test starts with nothing remembered (the context is shared)
                page.evaluate(FORGET)
            except PlaywrightError:
                pass
            page.close()
