"""The site's build on CPython: its version stamp, the worker's precache list, the manifest's icons."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import struct
import zlib

import pytest

from wordgames_build import ROOT
from wordgames_build.manifest import BACKGROUND, ICON_SET, draw, manifest
from wordgames_build.site import (
    BUILD_META,
    LATER,
    WORKER,
    element_content,
    first_screen_inline,
    later_markup,
    later_requests,
    stamped,
    version,
)

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
    assert precache["files"] == ["./", "static/a.bin"]  # the page once, as it is visited; its style sheet inside it
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


def csp_hash(text: str) -> str:
    return f"'sha256-{base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()}'"


FIRST_SCREEN = {
    "static/style.css": b"body { color: red }",
    "static/vendor/pyscript/core.css": b"py-script { display: none }",
    "static/locale/languages.js": b"var languages = 1;",
    "static/i18n.js": b'var html = "<b>" + "</" + "b>";',  # "</" alone does not end a <script>
    "static/tabs.js": b"var tabs = 1;",
    "static/first-screen.js": b"var drawn = 1;",
    "static/loader.js": b"var loader = 1;",
}


def test_the_built_page_holds_its_style_sheets_and_blocking_scripts_each_allowed_by_its_hash():
    files = first_screen_inline({**FILES, **FIRST_SCREEN})
    page = files["index.html"].decode()
    policy = dict(
        (name, values)
        for name, *values in (
            part.split() for part in re.search(r'Content-Security-Policy" content="([^"]+)"', page)[1].split(";")
        )
    )
    for name in ("static/style.css", "static/vendor/pyscript/core.css"):
        assert f'href="./{name}"' not in page and f"<style>{FIRST_SCREEN[name].decode()}</style>" in page
        assert csp_hash(FIRST_SCREEN[name].decode()) in policy["style-src"] and name not in files
    for name in ("static/locale/languages.js", "static/i18n.js", "static/tabs.js", "static/first-screen.js"):
        assert f'"./{name}"' not in page and f"<script>{FIRST_SCREEN[name].decode()}</script>" in page  # nor preloaded
        assert csp_hash(FIRST_SCREEN[name].decode()) in policy["script-src"] and name not in files
    assert (
        '<script async src="./static/loader.js"></script>' in page and "static/loader.js" in files
    )  # it starts the downloads
    assert "'unsafe-inline'" not in policy["style-src"] + policy["script-src"]
    # No paint before the first screen's script has run: the render waits for the element after it.
    assert '<link rel="expect" href="#first-screen-drawn" blocking="render">' in page.split("</head>")[0]
    assert (
        page.index("<script>var drawn = 1;</script>") < page.index('id="first-screen-drawn"') < page.index('type="py"')
    )


@pytest.mark.parametrize(
    ("name", "text"),
    [("static/style.css", b"a::after { content: '</style>' }"), ("static/tabs.js", b"var end = '</script>';")],
)
def test_a_file_that_would_end_its_element_early_is_refused(name, text):
    with pytest.raises(ValueError, match=name):
        first_screen_inline({**FILES, **FIRST_SCREEN, name: text})


LATER_TEXT = re.compile(r'<script type="text/html" data-later>(.*?)</script>', flags=re.DOTALL)


def test_the_built_page_keeps_what_the_first_screen_does_not_draw_as_text_and_nothing_else():
    source = FILES["index.html"].decode()
    page = later_markup(first_screen_inline({**FILES, **FIRST_SCREEN}))["index.html"].decode()
    assert len(LATER_TEXT.findall(page)) == len(LATER)
    for element_id in LATER:  # each element is in the page, holding its content as text only
        start, end = element_content(page, element_id)
        assert LATER_TEXT.fullmatch(page[start:end])
    for element_id in ("w-board", "w-keyboard", "help-dialog", "tab-lab", "w-tools"):  # the first screen, markup
        start, end = element_content(page, element_id)
        assert "data-later" not in page[start:end]
    # The text put back where it is gives the page as the first screen's inlining left it: no markup lost or moved.
    assert (
        LATER_TEXT.sub(lambda block: block[1], page)
        == first_screen_inline({**FILES, **FIRST_SCREEN})["index.html"].decode()
    )
    markup = LATER_TEXT.sub("", page)  # what the parser builds before the first paint
    assert source.count("<select") - markup.count("<select") >= 10  # each one Chrome's autofill lays out mid-parse


def test_a_checkout_and_a_page_without_its_scripts_inside_keep_their_markup():
    assert later_markup(FILES) == FILES  # static/i18n.js, which draws the text, is not inside the page


def test_later_content_holding_a_script_is_refused():
    title = '<h2 id="confirm-title">'
    page = FILES["index.html"].decode().replace(title, f'<script src="x.js"></script>{title}')
    with pytest.raises(ValueError, match="confirm-dialog"):
        later_markup(first_screen_inline({**FILES, **FIRST_SCREEN, "index.html": page.encode()}))


REQUEST = re.compile(r'<script (?:async|defer) src="[^"]+"></script>|<link rel="modulepreload" href="[^"]+">')


def test_the_built_pages_head_asks_for_nothing_the_first_screen_does_not_need_before_it_is_painted():
    source = FILES["index.html"].decode()
    inlined = later_markup(first_screen_inline({**FILES, **FIRST_SCREEN}))["index.html"].decode()
    page = later_requests({**FILES, "index.html": inlined.encode()})["index.html"].decode()
    written = REQUEST.findall(source.split("</head>")[0])
    assert any("loader.js" in tag for tag in written) and any("modulepreload" in tag for tag in written)
    head = page.split("</head>")[0]
    later = re.search(r'<template id="later-requests">(.*?)</template>', head, flags=re.DOTALL)
    assert later and REQUEST.findall(later[1]) == written and REQUEST.sub("", later[1]) == ""  # all, in their order
    assert REQUEST.findall(head[: later.start()] + head[later.end() :]) == []  # none asked for as the head is parsed
    assert page.split("</head>")[1] == inlined.split("</head>")[1]  # the body as it was


def test_a_checkout_keeps_its_requests_in_its_head():
    assert later_requests(FILES) == FILES  # static/first-screen.js, which adds them, is not inside the page


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
