"""The web app manifest (static/manifest.webmanifest) and its icons, a row of Wordle tiles drawn as PNGs."""

from __future__ import annotations

import json
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path

from . import STATIC, log

ICONS = STATIC / "icons"
MANIFEST = STATIC / "manifest.webmanifest"
BACKGROUND = (0x3B, 0x5B, 0xDB)  # the page's accent colour (style.css --accent), the manifest's theme
TILES = ((0x5A, 0x9E, 0x55), (0xC9, 0xA8, 0x25), (0x78, 0x7C, 0x7E))  # correct, present, absent


@dataclass(frozen=True)
class Icon:
    name: str
    size: int
    span: float  # the share of the width the tiles cover
    purpose: str  # "any", or "maskable": the tiles inside the central circle a launcher may crop to


# A maskable icon is cropped to a circle of 80% of its width; its tiles stay well inside it.
ICON_SET = (
    Icon("icon-192.png", 192, 0.8, "any"),
    Icon("icon-512.png", 512, 0.8, "any"),
    Icon("icon-maskable-512.png", 512, 0.56, "maskable"),
)


def png(width: int, rows: list[bytes]) -> bytes:
    """An 8-bit RGB PNG of these rows (each ``3 * width`` bytes)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, len(rows), 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"".join(b"\0" + row for row in rows), 9)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


def draw(icon: Icon) -> bytes:
    """Three square tiles side by side, centred on the background."""
    size = icon.size
    gap = round(size * icon.span / 20)
    tile = (round(size * icon.span) - 2 * gap) // 3
    left = (size - 3 * tile - 2 * gap) // 2
    top = (size - tile) // 2
    row = bytearray(bytes(BACKGROUND) * size)
    for index, colour in enumerate(TILES):
        start = left + index * (tile + gap)
        row[3 * start : 3 * (start + tile)] = bytes(colour) * tile
    background = bytes(BACKGROUND) * size
    return png(size, [bytes(row) if top <= y < top + tile else background for y in range(size)])


def manifest() -> dict:
    """The manifest; its addresses are relative to its own (static/), so the app works from any sub-path."""
    return {
        "name": "Word Games",
        "short_name": "Word Games",
        "description": "Word Challenge and Wordle of any length, played by a Python engine in your browser.",
        "start_url": "../",
        "scope": "../",
        "display": "standalone",
        "theme_color": "#{:02x}{:02x}{:02x}".format(*BACKGROUND),
        "background_color": "#f6f7f9",  # the page's background (style.css --bg), shown while it opens
        "icons": [
            {
                "src": f"icons/{icon.name}",
                "sizes": f"{icon.size}x{icon.size}",
                "type": "image/png",
                "purpose": icon.purpose,
            }
            for icon in ICON_SET
        ],
    }


def write_if_changed(path: Path, data: bytes) -> None:
    if not path.exists() or path.read_bytes() != data:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        log(f"wrote {path.relative_to(STATIC.parent)}")


def write_manifest() -> None:
    """Write the manifest and the icons where they changed (drawing them takes milliseconds)."""
    for icon in ICON_SET:
        write_if_changed(ICONS / icon.name, draw(icon))
    write_if_changed(MANIFEST, (json.dumps(manifest(), indent=2) + "\n").encode())
