"""The build's rebuild triggers (the files a module imports, found, not listed) and the repository on .venv's path."""

import subprocess
import sys

from wordgames_build import ROOT, sources
from wordgames_build.sources import digest, imported_files, is_built_from, remember


def relative(paths) -> set[str]:
    return {path.relative_to(ROOT).as_posix() for path in paths}


def test_the_book_is_rebuilt_for_any_code_it_imports():
    files = relative(imported_files("wordgames_build.openings"))
    assert {
        "wordgames/wordle/rules.py",  # missed by the old hand-kept list
        "wordgames/wordle/strategies/rollout.py",
        "wordgames/lexicon.py",
        "wordgames_build/numpy_twin.py",
        "wordgames_build/openings.py",
    } <= files
    assert not [name for name in files if name.startswith(("wordgames/web/", "wordgames/challenge/", "wordgames/cli/"))]


def test_imports_inside_functions_and_relative_imports_count(tmp_path, monkeypatch):
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("import json\n\ndef f():\n    from .sub import b\n")
    (package / "sub" / "__init__.py").write_text("")
    (package / "sub" / "b.py").write_text("from ..c import name\n")
    (package / "c.py").write_text("name = 1\n")
    (package / "unused.py").write_text("")
    monkeypatch.setattr(sources, "ROOT", tmp_path)
    assert {p.relative_to(tmp_path).as_posix() for p in imported_files("pkg.a")} == {
        "pkg/__init__.py",
        "pkg/a.py",
        "pkg/sub/__init__.py",
        "pkg/sub/b.py",
        "pkg/c.py",
    }


def test_the_digest_follows_names_and_contents(tmp_path, monkeypatch):
    monkeypatch.setattr(sources, "ROOT", tmp_path)
    one, two = tmp_path / "one.py", tmp_path / "two.py"
    one.write_text("x = 1\n")
    two.write_text("y = 2\n")
    before = digest([one, two])
    assert digest([two, one]) == before
    one.write_text("x = 2\n")
    assert digest([one, two]) != before
    one.write_text("x = 1\n")
    assert digest([one, two]) == before
    one.rename(tmp_path / "three.py")
    assert digest([tmp_path / "three.py", two]) != before


def test_an_asset_is_up_to_date_only_for_the_inputs_that_built_its_bytes(tmp_path, monkeypatch):
    monkeypatch.setattr(sources, "RECORDS", tmp_path / "built")
    asset = tmp_path / "asset.bin"
    assert not is_built_from(asset, "inputs")  # missing
    asset.write_bytes(b"first")
    assert not is_built_from(asset, "inputs")  # no record
    remember(asset, "inputs")
    assert is_built_from(asset, "inputs") and not is_built_from(asset, "other inputs")
    remember(asset, "other inputs")  # other sources (a refactoring) that build the same bytes
    assert is_built_from(asset, "inputs") and is_built_from(asset, "other inputs")
    asset.write_bytes(b"changed")
    assert not is_built_from(asset, "inputs")
    copy = tmp_path / "copy.bin"
    copy.write_bytes(b"first")
    assert is_built_from(copy, "inputs")  # a copy keeps the record of its bytes


def test_a_committed_asset_is_up_to_date_by_its_kept_record_alone(tmp_path, monkeypatch):
    """A clean clone has no cache: the record committed beside the opening book is enough."""
    monkeypatch.setattr(sources, "RECORDS", tmp_path / "built")
    asset, kept = tmp_path / "book.bin", tmp_path / "book.built"
    asset.write_bytes(b"book")
    remember(asset, "inputs", kept)
    (tmp_path / "built").rename(tmp_path / "gone")  # a clean clone: no cache
    assert is_built_from(asset, "inputs", kept)
    assert not is_built_from(asset, "inputs")  # the cache alone knows nothing
    assert not is_built_from(asset, "newer", kept)  # the code changed: build it again
    remember(asset, "newer", kept)
    assert kept.read_text().split()[1] == "newer"  # the record names the latest inputs only
    asset.write_bytes(b"edited by hand")
    assert not is_built_from(asset, "newer", kept)


def test_build_if_changed_builds_only_when_the_record_does_not_match(tmp_path, monkeypatch):
    monkeypatch.setattr(sources, "RECORDS", tmp_path / "built")
    monkeypatch.setattr(sources, "ROOT", tmp_path)
    source, asset, kept = tmp_path / "m.py", tmp_path / "book.bin", tmp_path / "book.built"
    source.write_text("x = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    builds = []

    def build() -> None:
        builds.append(1)
        asset.write_bytes(b"book")

    sources.build_if_changed(asset, build, "m", kept=kept)
    (tmp_path / "built").rename(tmp_path / "gone")  # a clean clone of the commit
    sources.build_if_changed(asset, build, "m", kept=kept)
    assert len(builds) == 1
    source.write_text("x = 2\n")
    sources.build_if_changed(asset, build, "m", kept=kept)
    assert len(builds) == 2


def test_the_venv_python_imports_the_project_from_anywhere(tmp_path):
    """`python3 build.py` puts the repository on .venv's path: scripts and tests need no sys.path edits."""
    found = subprocess.run(
        [sys.executable, "-c", "import wordgames, wordgames_build; print(wordgames_build.ROOT)"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert found.returncode == 0, f"run `python3 build.py` first: {found.stderr.strip().splitlines()[-1:]}"
    assert found.stdout.strip() == str(ROOT)
