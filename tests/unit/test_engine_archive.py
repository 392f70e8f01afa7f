"""The engine archive the local server hands out: packed again after an edit, and only then."""

import io
import os
import zipfile

from wordgames_build import engine


def test_the_archive_is_packed_again_after_an_edit_and_only_then(tmp_path, monkeypatch):
    package = tmp_path / "wordgames"
    package.mkdir()
    module = package / "rules.py"
    module.write_text("LIMIT = 1\n")
    monkeypatch.setattr(engine, "ROOT", tmp_path)
    monkeypatch.setattr(engine, "PACKAGE", package)
    (package / "web").mkdir()
    entry = package / "web" / "main.py"  # the entry point PyScript runs, packed as its source
    entry.write_text("from wordgames import rules\n")
    monkeypatch.setattr(engine, "ENTRY_POINT", entry)
    monkeypatch.setattr(engine, "ARCHIVE", tmp_path / "static" / "wordgames.zip")
    monkeypatch.setattr(engine, "STATIC", tmp_path / "static")
    monkeypatch.setattr(engine, "PYODIDE", tmp_path / "no-runtime")  # no bytecode: the sources alone
    monkeypatch.setattr(engine, "DICTIONARY_ASSET", tmp_path / "no-dictionary.bin")
    monkeypatch.setattr(engine, "_packed_from", ())
    packs = []
    archive_bytes = engine.archive_bytes
    monkeypatch.setattr(engine, "archive_bytes", lambda: packs.append(1) or archive_bytes())

    def packed_source() -> str:
        return zipfile.ZipFile(io.BytesIO(engine.ARCHIVE.read_bytes())).read("wordgames/rules.py").decode()

    engine.pack_engine()
    for _ in range(3):  # the server asks on every page load
        engine.pack_engine()
    assert len(packs) == 1 and packed_source() == "LIMIT = 1\n"
    module.write_text("LIMIT = 22\n")
    engine.pack_engine()
    assert len(packs) == 2 and packed_source() == "LIMIT = 22\n"
    engine.ARCHIVE.unlink()  # removed by hand: packed again
    engine.pack_engine()
    assert len(packs) == 3 and packed_source() == "LIMIT = 22\n"
    os.utime(module)  # touched, not changed: packed, but the archive is not rewritten
    before = engine.ARCHIVE.stat().st_mtime_ns
    engine.pack_engine()
    assert len(packs) == 4 and engine.ARCHIVE.stat().st_mtime_ns == before
