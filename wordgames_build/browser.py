"""The browser of the e2e tests and benchmarks: Debian's Chromium, unless WORDGAMES_CHROMIUM names another."""

from __future__ import annotations

import os
from pathlib import Path

# CI's Ubuntu runners have Google Chrome, not Debian's chromium package (.github/workflows/pages.yml).
CHROMIUM = Path(os.environ.get("WORDGAMES_CHROMIUM", "/usr/bin/chromium"))
