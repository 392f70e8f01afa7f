"""The page's Python entry point (run by PyScript): boot the app, or say clearly why it could not start."""

import traceback

from pyscript import document, window

document.body.setAttribute("data-python-start-ms", str(round(window.performance.now())))  # for bench/page_load.py

try:
    from wordgames.web.boot import main

    await main()  # noqa: F704 - PyScript runs this file with top-level await
except Exception as exc:  # noqa: BLE001 - whatever broke, the person sees a message, not a blank page
    traceback.print_exc()  # for developers, on the console; the person gets one line (static/loader.js draws it)
    window.wordGamesLoader.fail(  # not dom.show_failure: the package itself may be what failed to import
        f"The game could not start: {type(exc).__name__}: {str(exc)[:200]}",
        "The page's own files may be incomplete or damaged. Try reloading the page. If you serve it yourself, "
        "build it again (`python3 build.py`) and copy every file.",
    )
