"""The browser of the e2e tests and benchmarks: Debian's Chromium, unless WORDGAMES_CHROMIUM names another."""

from __future__ import annotations

import os
from pathlib import Path

# CI's Ubuntu runners have Google Chrome, not Debian's chromium package (.github/workflows/pages.yml).
CHROMIUM = Path(os.environ.get("WORDGAMES_CHROMIUM", "/usr/bin/chromium"))
# How every script of ours starts it (the e2e tests, bench/, docs/screenshot.py): no sandbox (a
# container), no GPU, and none of its own traffic (QUIC, updates, sync) beside the page's.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
