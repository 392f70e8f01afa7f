"""The deployable site (`python3 build.py site`): only what the page needs, and it plays from a sub-path."""

from __future__ import annotations

import functools
import json
import threading
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urljoin, urlparse

import pytest
from page_support import type_word, wordle_secret
from playwright.sync_api import Browser, BrowserContext, BrowserType, Page, expect

from wordgames.challenge import Rack, solve
from wordgames_build import ROOT
from wordgames_build.server import SiteHandler, SiteServer
from wordgames_build.site import LATER, MARKERS, WORKER, build_site, first_screen_inline, read_site, write_site

SUB_PATH = "word-games"  # as GitHub serves a project's pages: https://USER.github.io/REPO/


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site as `python3 build.py site` writes it, in a folder named like the repository."""
    return build_site(tmp_path_factory.mktemp("pages") / SUB_PATH).folder


def serve(site: Path) -> Iterator[str]:
    """The site served under /word-games/ (nothing else is served: no file above it can be reached)."""
    server = SiteServer(("127.0.0.1", 0), functools.partial(SiteHandler, directory=str(site.parent)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/{SUB_PATH}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def site_url(site: Path) -> Iterator[str]:
    yield from serve(site)


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    """A fresh context: its own HTTP cache and storage, so a test sees a first visit (ask for it
    before ``open_page``, so that the pages are checked before it closes)."""
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    yield context
    context.close()


def site_paths(site: Path) -> set[str]:
    return {path.relative_to(site).as_posix() for path in site.rglob("*") if path.is_file()}


def test_the_site_holds_exactly_the_page_files(site):
    listed = set(first_screen_inline(read_site())) | set(MARKERS) | {WORKER}  # less what the page holds inside it
    assert site_paths(site) == listed
    assert not {"static/style.css", "static/first-screen.js"} & listed
    assert {"index.html", "pyscript.toml", ".nojekyll", "static/wordgames.zip", "static/dictionary.bin"} <= listed
    assert "static/vendor/pyodide/pyodide.asm.wasm" in listed
    outside = [name for name in listed if name.split("/")[0] in ("tests", "bench", "docs", "wordgames_build", ".cache")]
    assert not outside
    assert [name for name in listed if name.endswith(".py")] == ["wordgames/web/main.py"]  # the rest is in the zip


def play_both_games(context: BrowserContext, open_page, base: str, lexicon) -> None:
    """The solver answers and a seeded Wordle is won, its secret defined; then the computer opens a keeper
    game (from the book)."""
    page = open_page("?seed=123", context=context, base=base)
    expected = solve(lexicon, Rack.parse("abracadabra"))
    page.get_by_label("Letters", exact=True).fill("abracadabra")
    page.get_by_label("Letters", exact=True).press("Enter")
    known = [w for w in expected.words if not lexicon.is_rare(w)]  # rare words are left out
    expect(page.locator("#solver-summary")).to_contain_text(f"{len(known):,} words")

    secret = wordle_secret(lexicon, 123)
    page.get_by_role("tab", name="Wordle").click()
    type_word(page, secret)
    page.keyboard.press("Enter")
    expect(page.locator("#w-message")).to_contain_text(f"You found {secret.upper()} in 1 guess")
    expect(page.locator("#result-definition h3")).to_have_text(secret.upper(), timeout=15_000)  # offline too

    keeper = open_page("?mode=keeper&seed=11", context=context, base=base)
    expect(keeper.locator("#w-board .row.current .tile")).to_have_count(5)
    expect(keeper.get_by_role("button", name="Submit colours")).to_be_visible()


def test_the_site_plays_from_a_sub_path_and_fetches_only_its_own_files(context, open_page, site, site_url, lexicon):
    requested: list[str] = []
    context.on("request", lambda request: requested.append(request.url))
    play_both_games(context, open_page, site_url, lexicon)
    paths = {urlparse(url).path for url in requested if urlparse(url).scheme == "http"}
    outside = sorted(path for path in paths if not path.startswith(f"/{SUB_PATH}/"))
    assert not outside, f"requests outside the site's folder: {outside}"
    in_site = {path.removeprefix(f"/{SUB_PATH}/") or "index.html" for path in paths}
    assert "static/openings.bin" in in_site  # the keeper's first guess came from the book
    assert not in_site - site_paths(site), f"fetched but not in the site: {sorted(in_site - site_paths(site))}"


IMAGE_SIZE = """url => new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
    image.onerror = () => reject(new Error(`${url} did not load`));
    image.src = url;
})"""


def test_the_manifest_makes_an_installable_app(context, open_page, site_url):
    page = open_page(context=context, base=site_url)
    manifest_url = page.evaluate("document.querySelector('link[rel=manifest]').href")
    manifest = page.evaluate("url => fetch(url).then(response => response.json())", manifest_url)
    assert manifest["name"] == "Word Games" and manifest["short_name"]
    assert manifest["display"] == "standalone"
    assert manifest["theme_color"].startswith("#") and manifest["background_color"].startswith("#")
    assert urljoin(manifest_url, manifest["start_url"]) == urljoin(manifest_url, manifest["scope"]) == site_url
    sizes = {(icon["sizes"], icon.get("purpose", "any")) for icon in manifest["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= sizes
    for icon in manifest["icons"]:
        assert page.evaluate(IMAGE_SIZE, urljoin(manifest_url, icon["src"])) == icon["sizes"]
    # What Chromium checks before it offers to install the app (a test's context is incognito, where it never does).
    errors = context.new_cdp_session(page).send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert [error for error in errors if error["errorId"] != "in-incognito"] == []


# ----- the service worker ---------------------------------------------------------------------------

CONTROLLED = "navigator.serviceWorker.controller !== null"  # the worker is active: its cache is complete


def build_of(page: Page) -> str:
    return page.get_attribute("meta[name=wordgames-build]", "content")


def test_a_second_visit_plays_offline(context, open_page, site, site_url, lexicon):
    page = open_page("?seed=123", context=context, base=site_url)  # the game it remembers is the seeded one
    page.wait_for_function(CONTROLLED, timeout=60_000)
    context.set_offline(True)
    play_both_games(context, open_page, site_url, lexicon)


def test_a_new_build_is_offered_and_taken_after_the_prompt(context, open_page, tmp_path, lexicon):
    files = read_site()
    first = write_site(files, tmp_path / SUB_PATH)
    for url in serve(first.folder):
        page = open_page(context=context, base=url)
        page.wait_for_function(CONTROLLED, timeout=60_000)
        assert build_of(page) == first.version
        expect(page.get_by_text("Update available")).to_have_count(0)

        files["static/style.css"] += b"\n/* the next version */\n"
        second = write_site(files, tmp_path / SUB_PATH)
        assert second.version != first.version
        page.reload()  # the browser looks for a new worker on each visit
        prompt = page.get_by_role("status").filter(has_text="Update available")
        expect(prompt).to_be_visible(timeout=60_000)
        assert build_of(page) == first.version  # still the old version until the person chooses
        with page.expect_navigation():
            prompt.get_by_role("button", name="reload").click()
        page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
        assert build_of(page) == second.version
        assert page.evaluate("caches.keys()") == [f"word-games-{second.version}"]  # the old cache is gone
        styles = page.evaluate("[...document.querySelectorAll('style')].map(style => style.textContent).join('')")
        assert "the next version" in styles  # the style sheet is inside the built page


class CountingHandler(SiteHandler):
    """The site's server, counting each path it is asked for (what crossed the network)."""

    asked: Counter = Counter()

    def send_head(self):
        self.asked[urlparse(self.path).path] += 1
        return super().send_head()


@pytest.fixture
def disk_context(browser_type: BrowserType, browser_type_launch_args: dict, tmp_path: Path) -> Iterator[BrowserContext]:
    """A fresh profile on disk, as a person's browser has (an in-memory cache keeps no 9.6 MB runtime)."""
    context = browser_type.launch_persistent_context(
        tmp_path / "profile",
        **browser_type_launch_args,
        viewport={"width": 390, "height": 844},
        service_workers="allow",
    )
    yield context
    context.close()


def test_a_first_visit_fetches_no_file_twice_and_then_plays_offline(disk_context, open_page, site, lexicon):
    """The worker precaches once the page is ready, from what the page has just fetched (the HTTP cache):
    the server is asked for each file once; then the page plays with the network off."""
    CountingHandler.asked = Counter()
    server = SiteServer(("127.0.0.1", 0), functools.partial(CountingHandler, directory=str(site.parent)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/{SUB_PATH}/"
    context = disk_context
    try:
        page = open_page("?seed=123", context=context, base=base)
        page.wait_for_function(CONTROLLED, timeout=60_000)
        twice = {path: count for path, count in CountingHandler.asked.items() if count > 1}
        assert not twice, f"fetched more than once: {twice}"
        worker = (site / WORKER).read_text()
        files = json.loads(worker.split("const BUILD = ", 1)[1].split(";\n", 1)[0])["files"]
        cached = page.evaluate(
            "caches.keys().then(names => caches.open(names[0])).then(cache => cache.keys())"
            ".then(requests => requests.map(request => request.url))"
        )
        assert {urljoin(base, file) for file in files} | {urljoin(base, "index.html")} == set(cached)
        context.set_offline(True)
        page.reload()
        page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
        secret = wordle_secret(lexicon, 123)
        page.get_by_role("tab", name="Wordle").click()
        type_word(page, secret)
        page.keyboard.press("Enter")
        expect(page.locator("#w-message")).to_contain_text(f"You found {secret.upper()} in 1 guess")
    finally:
        server.shutdown()
        server.server_close()


def test_a_language_played_once_plays_offline_and_one_never_downloaded_is_refused_offline(context, open_page, site_url):
    """Issue 39: the French pack a first visit played is kept for offline play; offline, a pick of Russian
    (never downloaded) says so in French and keeps the game in progress."""
    from wordgames_build.catalogs import po_path, read_po

    french = {entry.msgid: entry.strings for entry in read_po(po_path("fr").read_text(encoding="utf-8"))}
    page = open_page("?lang=fr&tab=wordle&seed=5", context=context, base=site_url)
    page.wait_for_function(CONTROLLED, timeout=60_000)
    kept = "async () => Boolean(await caches.match('static/dictionary-fr.bin'))"
    for _ in range(60):  # kept by the worker once it took over (static/offline.js asks for the pack again)
        if page.evaluate(kept):
            break
        page.wait_for_timeout(500)
    assert page.evaluate(kept), "the French pack played was not kept for offline play"
    context.set_offline(True)
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    type_word(page, "monde")
    page.keyboard.press("Enter")
    expect(page.locator("#w-board .row.scored")).to_have_count(1)
    # The pick's download of the pack (through the worker: ERR_FAILED) and its probe of the site, both refused.
    page.guard.expected_console_errors += ["net::ERR_INTERNET_DISCONNECTED", "net::ERR_FAILED"]
    page.locator("#open-settings").click()
    page.locator("#settings-language").select_option("ru")
    refused = french["{language} cannot be played offline: its word list was never downloaded. Your game goes on."]
    expect(page.locator("#notices")).to_contain_text(refused[0].format(language="Русский"))
    expect(page.locator("html")).to_have_attribute("lang", "fr")  # not reloaded: the game goes on
    expect(page.locator("#settings-language")).to_have_value("fr")
    expect(page.locator("#w-board .row.scored")).to_have_count(1)


# The built page keeps what its first screen does not draw as text until that screen is painted
# (wordgames_build/site.py, later_markup; static/i18n.js, unfold). With the runtime held back, nothing of Python runs:
# the page as its own scripts leave it, side by side with the checkout's, which builds all its markup as it parses.
LATER_CONTENT = "ids => ids.map(id => document.getElementById(id).innerHTML)"
HOLD_RUNTIME = "**/pyodide.asm.wasm"
RECORD_VIOLATIONS = """window.wgViolations = [];
document.addEventListener("securitypolicyviolation",
  (e) => wgViolations.push(`${e.effectiveDirective} ${e.blockedURI}`));"""
# How many elements' content is still text when the parser reaches the mark after the first screen's scripts.
RECORD_FOLDED = """new MutationObserver((records, observer) => {
  if (!document.getElementById("first-screen-drawn")) return;
  window.wgFolded = document.querySelectorAll("script[data-later]").length;
  observer.disconnect();
}).observe(document, {childList: true, subtree: true});"""

# The files the page asks for as elements when the parser reaches that mark.
RECORD_ASKED = """new MutationObserver((records, observer) => {
  if (!document.getElementById("first-screen-drawn")) return;
  window.wgAsked = Array.from(document.querySelectorAll('script[src], link[rel="modulepreload"], link[rel="preload"]'),
                              (element) => element.getAttribute("src") || element.getAttribute("href"));
  observer.disconnect();
}).observe(document, {childList: true, subtree: true});"""


def serve_checkout() -> Iterator[str]:
    """This checkout served as it is (`python3 build.py serve`): its page builds all its markup as it parses."""
    server = SiteServer(("127.0.0.1", 0), functools.partial(SiteHandler, directory=str(ROOT)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


def before_ready(context: BrowserContext, url: str) -> Page:
    """A first visit to ``url`` with the runtime held back, once its first screen and its later markup are drawn."""
    context.add_init_script(RECORD_VIOLATIONS)
    context.add_init_script(RECORD_FOLDED)
    context.route(HOLD_RUNTIME, lambda route: None)  # never answered: Python never starts
    page = context.new_page()
    page.goto(url, wait_until="commit")
    page.wait_for_function("performance.getEntriesByName('first-screen').length > 0")
    expect(page.locator("script[data-later]")).to_have_count(0)
    assert not page.evaluate("document.body.hasAttribute('data-ready')")
    return page


@pytest.mark.parametrize("query", ["", "?lang=fr"])
def test_the_built_pages_later_markup_is_drawn_before_ready_as_the_checkouts_page_holds_it(
    browser: Browser, site: Path, site_url: str, query: str
):
    later = list(LATER)
    assert '<script type="text/html" data-later>' in (site / "index.html").read_text()  # the built page has some
    pages = {}
    checkout = serve_checkout()
    for name, url in (("built", site_url), ("checkout", next(checkout))):
        context = browser.new_context(viewport={"width": 390, "height": 844})
        page = before_ready(context, url + query)
        page.evaluate("window.wordGamesI18n.applied")  # the language's table has come and been applied
        pages[name] = (context, page, page.evaluate(LATER_CONTENT, later))
    try:
        built, at_checkout = pages["built"][2], pages["checkout"][2]
        for element_id, drawn, written in zip(later, built, at_checkout, strict=True):
            assert drawn == written, f"#{element_id} is not the checkout's"
        if query:
            assert pages["built"][1].locator("#settings-title").text_content() != "Settings"  # translated
        for _, page, _ in pages.values():
            assert page.evaluate("wgViolations") == []
    finally:
        for context, _, _ in pages.values():
            context.close()
        next(checkout, None)


def test_a_tab_chosen_before_ready_on_the_built_page_shows_its_panel_whole(browser: Browser, site_url: str):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        page = before_ready(context, site_url)
        assert page.evaluate("window.wgFolded") == len(LATER)  # kept as text through the first screen's paint
        expect(page.locator("#panel-wordle")).to_be_visible()  # a first visit: the daily Wordle, How to play
        page.locator("#help-dialog").get_by_role("button", name="Close").click()
        page.get_by_role("tab", name="Word Challenge").click()
        expect(page.locator("#panel-challenge")).to_be_visible()
        expect(page.locator("#cg-length")).to_be_visible()
        expect(page.get_by_label("Letters", exact=True)).to_be_visible()
        page.get_by_role("tab", name="Lab").click()
        expect(page.locator("#lab-form")).to_be_visible()
        expect(page.locator("#panel-challenge")).to_be_hidden()
        assert page.evaluate("wgViolations") == []
    finally:
        context.close()


def test_a_returning_player_on_word_challenge_gets_it_drawn_in_the_first_paint(browser: Browser, site_url: str):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.add_init_script(
        "localStorage.setItem('wordgames.prefs', JSON.stringify({kind: 'page-prefs', version: 1, tab: 'challenge'}));"
    )
    try:
        page = before_ready(context, site_url)
        expect(page.locator("#cg-title")).to_be_visible()
        assert page.evaluate("window.wgFolded") == 0  # drawn at once, as the first screen
    finally:
        context.close()


def test_the_built_page_asks_for_its_loader_and_the_runtime_once_its_first_screen_is_painted(
    browser: Browser, site_url: str
):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.add_init_script(RECORD_ASKED)
    try:
        page = before_ready(context, site_url)
        assert page.evaluate("window.wgAsked") == []  # nothing but the page itself before the first paint
        page.wait_for_function("window.wordGamesLoader !== undefined")  # then static/loader.js, which starts the rest
        expect(page.locator('head link[rel="modulepreload"][href*="/pyscript/core.js"]')).to_have_count(1)
        expect(page.locator("#later-requests")).to_have_count(0)
        expect(page.locator("#failure")).to_be_hidden()
        assert page.evaluate("wgViolations") == []
    finally:
        context.close()
