"""The page's PyScript configuration: local runtime, and every file of the package shipped to the browser.

Run this file (`python3 tests/unit/test_page_config.py`) to rewrite the [files] list of
pyscript.toml from the files now in wordgames/.
"""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
CONFIG = ROOT / "pyscript.toml"


def package_files() -> list[str]:
    """Every file of the wordgames package (modules and any data beside them), as ./ URLs."""
    return sorted(
        f"./{p.relative_to(ROOT).as_posix()}"
        for p in (ROOT / "wordgames").rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
    )


def config() -> dict:
    return tomllib.loads(CONFIG.read_text())


def test_runtime_is_local():
    interpreter = config()["interpreter"]
    assert interpreter.startswith("./static/vendor/") and interpreter.endswith("pyodide.mjs")


def test_every_file_of_the_package_is_listed():
    listed = config()["files"]
    missing = sorted(set(package_files()) - set(listed))
    stale = sorted(set(listed) - set(package_files()))
    assert not missing and not stale, (
        f"pyscript.toml [files] is out of date (missing {missing}, stale {stale}): "
        "run `python3 tests/unit/test_page_config.py` to rewrite it"
    )
    assert all(source == target for source, target in listed.items())


def test_page_loads_the_local_runtime_and_the_entry_point():
    page = (ROOT / "index.html").read_text()
    assert "./static/vendor/pyscript/core.js" in page and "./static/vendor/pyscript/core.css" in page
    assert 'src="./wordgames/web/main.py" config="./pyscript.toml"' in page
    assert "https://" not in page.split("<body")[0]  # nothing fetched from elsewhere


def rewrite_files_section() -> None:
    text = CONFIG.read_text()
    head = text[: text.index("[files]\n") + len("[files]\n")]
    CONFIG.write_text(head + "".join(f'"{f}" = "{f}"\n' for f in package_files()))


def test_only_the_web_layer_touches_the_browser():
    browser_modules = ("js", "pyodide", "pyscript")
    for path in (ROOT / "wordgames").rglob("*.py"):
        if "web" in path.relative_to(ROOT / "wordgames").parts:
            continue
        for line in path.read_text().splitlines():
            words = line.split()
            if words[:1] in (["import"], ["from"]) and len(words) > 1:
                assert words[1].split(".")[0] not in browser_modules, f"{path.relative_to(ROOT)}: {line.strip()}"


if __name__ == "__main__":
    rewrite_files_section()
    print(f"wrote {len(package_files())} files into {CONFIG.name} [files]")
