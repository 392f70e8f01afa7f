#!/usr/bin/env python3
"""Build, serve and test Word Games: the one entry point over the build package, wordgames_build.

    python3 build.py                   build everything that is missing or out of date
    python3 build.py serve [--port N]  build, then serve the site on http://127.0.0.1:8000/
    python3 build.py site              build, then write the deployable site into _site/
    python3 build.py test [ARGS]       install what the tests need, build, run every test
    python3 build.py test --fast       lint, then the tests marked neither slow nor e2e

Build-time Python dependencies live in a project virtual environment (.venv), created on
first use from the pinned requirements files; this script re-runs itself inside it.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

from wordgames_build import DICTIONARY_ASSET, OPENINGS_ASSET, OPENINGS_RECORD, ROOT, log, run
from wordgames_build.browser import CHROMIUM
from wordgames_build.venv import in_venv, reexec_in_venv

FAST = "not slow and not e2e"  # the pytest markers the fast tier leaves out
# Tests marked `alone` time the page against a bound (a click answered within 100 ms) that a
# browser booting beside it on a shared core would break: they run after the rest, one at a time.
ALONE = "alone"
# Tests marked `stall` wait, mostly idle, for the page's stall watch (8 s without data): a page
# booting beside them delays its timers, another stalled page hardly does. They run before the
# `alone` tests, three at a time.
STALL = "stall"
STALL_WORKERS = 3
# Every `stall` and `alone` test is a browser test (tests/conftest.py refuses one elsewhere): their
# phases collect tests/e2e alone, not the whole suite again (a few seconds a worker, 5 s loaded).
BROWSER_TESTS = "tests/e2e"
NO_TESTS = 5  # pytest's exit status when a selection holds no test
# Chromium's renderer now and then crashes (SIGSEGV) under a page that runs fine again: such a
# test runs again, up to twice (pytest-rerunfailures); any other failure fails at once.
RERUN_CRASHES = ("--reruns", "2", "--only-rerun", "Target crashed")


def build(browser: bool = True) -> None:
    """Build what is out of date; without ``browser``, what the fast tests read (all but the page's runtime)."""
    from wordgames_build.catalogs import build_catalogs
    from wordgames_build.command_line import write_command_line_files
    from wordgames_build.definitions import DEFINITIONS_ASSET, build_definitions
    from wordgames_build.dictionary import COURSE_ASSET, OFFENSIVE_POLICY, PLAYED_POOLS, build_dictionary
    from wordgames_build.engine import pack_engine, page_modules, record_checked_digest
    from wordgames_build.languages.build import build_packs
    from wordgames_build.manifest import write_manifest
    from wordgames_build.openings import build_openings
    from wordgames_build.runtime import vendor_axe, vendor_chartjs, vendor_runtime
    from wordgames_build.sources import build_if_changed
    from wordgames_build.stdlib import write_stdlib
    from wordgames_build.tabs import write_tabs

    if browser:
        vendor_runtime()
        vendor_axe()
        vendor_chartjs()
    write_manifest()
    write_tabs()
    build_catalogs()
    build_if_changed(DICTIONARY_ASSET, build_dictionary, build_dictionary.__module__, OFFENSIVE_POLICY, PLAYED_POOLS)
    if not COURSE_ASSET.exists():  # written by the same pass; a checkout may hold the player's asset alone
        build_dictionary()
    record_checked_digest()  # for the command line
    write_command_line_files()  # the word texts and inflated arrays a one-shot command reads
    build_if_changed(DEFINITIONS_ASSET, build_definitions, build_definitions.__module__)
    pack_engine()  # after the dictionary, whose digest it holds
    if browser:
        write_stdlib(page_modules())  # the standard library the page's modules can import
    build_if_changed(OPENINGS_ASSET, build_openings, build_openings.__module__, DICTIONARY_ASSET, kept=OPENINGS_RECORD)
    build_packs()  # committed with their records: rebuilt only when their code changed


def ensure_chromium() -> None:
    """Debian's Chromium for the browser tests, unless WORDGAMES_CHROMIUM names one that exists
    (Playwright's own browsers are never downloaded)."""
    if CHROMIUM.exists():
        return
    log("installing Debian's chromium for the browser tests")
    run("apt-get", "update", "-qq")
    run("apt-get", "install", "-y", "-qq", "chromium", stdout=subprocess.DEVNULL)


def test(pytest_args: list[str], fast: bool) -> int:
    """Lint and format checks (ruff, settings in pyproject.toml), then the build, then pytest."""
    for check in (["check", "."], ["format", "--check", "."]):
        if subprocess.call([sys.executable, "-m", "ruff", *check], cwd=ROOT):
            log(f"`ruff {' '.join(check)}` failed: run `.venv/bin/ruff format .` and fix what `ruff check` reports")
            return 1
    build(browser=not fast)
    # Most of the run's time is Chromium booting the runtime and pages waiting on animations and
    # timers: one worker more than the cores (pytest-xdist) keeps the machine busy.
    workers = ["-n", str(cores(4) + 1), "--dist", "worksteal"]
    if fast:
        return pytest(*workers, "-m", FAST, *pytest_args)
    named = any((ROOT / arg.split("::")[0]).exists() for arg in pytest_args if not arg.startswith("-"))
    browser_tests = [] if named else [BROWSER_TESTS]  # files or tests named on the command line are kept as they are
    return worst(
        pytest(*workers, *RERUN_CRASHES, "-m", f"not {ALONE} and not {STALL}", *pytest_args),
        pytest(
            "-n", str(STALL_WORKERS), *RERUN_CRASHES, "-m", f"{STALL} and not {ALONE}", *pytest_args, *browser_tests
        ),
        pytest(*RERUN_CRASHES, "-m", ALONE, *pytest_args, *browser_tests),
    )


def cores(most: int) -> int:
    """The cores this process may run on, at most ``most``."""
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return max(1, min(usable, most))


def pytest(*args: str) -> int:
    return subprocess.call([sys.executable, "-m", "pytest", *args], cwd=ROOT)


def worst(*codes: int) -> int:
    """One exit status for several pytest runs: a failure if any failed; "no tests" only if none ran."""
    failed = [code for code in codes if code not in (0, NO_TESTS)]
    return failed[0] if failed else 0 if 0 in codes else NO_TESTS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command")
    serve_cmd = commands.add_parser("serve", help="build, then serve the site locally")
    serve_cmd.add_argument("--port", type=int, default=8000)
    commands.add_parser("catalogs", help="add the sources' new messages to every locale/*/LC_MESSAGES/wordgames.po")
    commands.add_parser("site", help="build, then write the deployable site into _site/ (what Pages serves)")
    test_cmd = commands.add_parser("test", help="install test dependencies, build, run all tests (ARGS go to pytest)")
    test_cmd.add_argument("--fast", action="store_true", help=f'no browser: pytest -m "{FAST}"')
    args, rest = parser.parse_known_args()
    if args.command == "test":
        if not in_venv() and not args.fast:
            ensure_chromium()
        reexec_in_venv("requirements-test.txt", __file__)
        sys.exit(test(rest, args.fast))
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    reexec_in_venv("requirements-build.txt", __file__)
    if args.command == "catalogs":
        from wordgames_build.catalogs import update_catalogs

        update_catalogs()
    build()
    if args.command == "site":
        from wordgames_build.site import build_site

        build_site()
    if args.command == "serve":
        from wordgames_build.server import serve

        serve(args.port)


if __name__ == "__main__":
    main()
