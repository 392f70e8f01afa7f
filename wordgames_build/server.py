"""The local web server: the repository root as the site, with the MIME types the page needs."""

from __future__ import annotations

import functools
import http.server
import sys
import threading
from pathlib import Path

from . import ROOT
from .engine import ARCHIVE, pack_engine
from .tabs import TABS_SCRIPT, write_tabs

ARCHIVE_URL = "/" + ARCHIVE.relative_to(ROOT).as_posix()
TABS_URL = "/" + TABS_SCRIPT.relative_to(ROOT).as_posix()


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".toml": "text/plain",
        ".py": "text/plain",
        ".bin": "application/octet-stream",
        ".zip": "application/zip",
    }
    # One lock a file: the tabs' script, asked for by every page, never waits for the engine's repacking
    # (seconds, compiling with the page's Python), which static/loader.js would rightly call a stall.
    writing = {ARCHIVE_URL: threading.Lock(), TABS_URL: threading.Lock()}

    def send_head(self):
        # Serving the repository, the engine archive is packed afresh (when the package changed),
        # so an edit to the engine shows on the next reload, as when each module was its own file.
        # The same for the tabs' script, written from the package's tabs.py.
        path = self.path.split("?")[0]
        if path in (ARCHIVE_URL, TABS_URL) and Path(self.directory).resolve() == ROOT:
            with self.writing[path]:
                if path == ARCHIVE_URL:
                    pack_engine()
                else:
                    write_tabs()
        return super().send_head()

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - stdlib signature
        pass


class PagesHandler(SiteHandler):
    """A built site's files with the cache lifetime GitHub Pages gives them (10 minutes), for the benches: without
    it the browser guesses one from Last-Modified, so that a bare page's runtime (the vendor folder, hours old)
    came from the cache unasked while the game's (copied into a new site each run) was revalidated, a round trip a
    file, on every warm load."""

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()


class SiteServer(http.server.ThreadingHTTPServer):
    """The local server: a browser that cancels a download (a reload, a closed tab) is no error."""

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):  # BrokenPipeError, ConnectionResetError
            super().handle_error(request, client_address)


def serve(port: int) -> None:
    """Serve the repository root on 127.0.0.1 until Ctrl+C."""
    handler = functools.partial(SiteHandler, directory=str(ROOT))
    with SiteServer(("127.0.0.1", port), handler) as server:
        print(f"Serving Word Games on http://127.0.0.1:{server.server_address[1]}/ (Ctrl+C stops)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
