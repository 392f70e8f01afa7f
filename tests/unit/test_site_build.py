"""The site's build on CPython: its version stamp, the worker's precache list, the manifest's icons."""

from __future__ import annotations

import base64
import hashlib
import json
import struct
import zlib

from wordgames_build import ROOT
from wordgames_build.manifest import BACKGROUND, ICON_SET, draw, manifest
from wordgames_build.site import BUILD_META, WORKER, stamped, version

FILES = {"index.html": (ROOT / "index.html").read_bytes(), "static/style.css": b"body {}", "static/a.bin": b"\0"}


def test_the_version_is_the_content():
    assert version(FILES) == version(dict(reversed(FILES.items())))
    assert version({**FILES, "static/a.bin": b"\1"}) != version(FILES)
    assert version({**FILES, "static/b.bin": b"\0"}) != version(FILES)


def test_a_checkout_says_dev_and_a_build_stamps_its_version_into_page_and_worker():
    assert BUILD_META in FILES["index.html"].decode()  # so a checkout served as it is registers no worker
    build = version(FILES)
    site = stamped(FILES, build)
    assert f'<meta name="wordgames-build" content="{build}">' in site["index.html"].decode()
    line = next(line for line in site[WORKER].decode().splitlines() if line.startswith("const BUILD = "))
    precache = json.loads(line.removeprefix("const BUILD = ").removesuffix(";"))
    assert precache["version"] == build
    assert precache["files"] == ["./", "static/a.bin", "static/style.css"]  # the page once, as it is visited
    digest = base64.b64encode(hashlib.sha256(site["index.html"]).digest()).decode()
    assert precache["integrity"]["./"] == f"sha256-{digest}"  # the stamped page's bytes
    assert set(precache["integrity"]) == set(precache["files"])
    assert site["static/a.bin"] == FILES["static/a.bin"]


def test_the_worker_precaches_english_and_leaves_the_language_packs_to_when_they_are_played():
    files = {
        **FILES,
        "static/dictionary.bin": b"en",
        "static/dictionary-fr.bin": b"fr",
        "static/dictionary-ru.bin": b"ru",
    }
    line = next(line for line in stamped(files, "v")[WORKER].decode().splitlines() if line.startswith("const BUILD = "))
    precache = json.loads(line.removeprefix("const BUILD = ").removesuffix(";"))
    assert "static/dictionary.bin" in precache["files"]
    assert not [name for name in precache["files"] if name.startswith("static/dictionary-")]


def pixels(png: bytes) -> tuple[int, list[bytes]]:
    """Width and rows of an unfiltered 8-bit RGB PNG (as draw writes them)."""
    width, height = struct.unpack(">II", png[16:24])
    data = zlib.decompress(png[png.index(b"IDAT") + 4 :][:-16])  # IDAT data, then its CRC and IEND
    stride = 1 + 3 * width
    return width, [data[y * stride + 1 : (y + 1) * stride] for y in range(height)]


def test_icons_have_their_sizes_and_a_maskable_one_keeps_its_tiles_in_the_safe_circle():
    listed = {icon["src"]: icon for icon in manifest()["icons"]}
    for icon in ICON_SET:
        assert listed[f"icons/{icon.name}"]["sizes"] == f"{icon.size}x{icon.size}"
        width, rows = pixels(draw(icon))
        assert width == len(rows) == icon.size
        drawn = [
            (x, y) for y, row in enumerate(rows) for x in range(width) if row[3 * x : 3 * x + 3] != bytes(BACKGROUND)
        ]
        assert drawn  # the tiles
        if icon.purpose == "maskable":  # launchers may crop to a circle of 80% of the width
            centre = icon.size / 2
            assert all((x - centre) ** 2 + (y - centre) ** 2 <= (0.4 * icon.size) ** 2 for x, y in drawn)
