"""Rebuild triggers: the repository files a module imports, and records of which inputs built an asset."""

from __future__ import annotations

import ast
import hashlib
import importlib.util
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from . import CACHE, ROOT

RECORDS = CACHE / "built"  # one file per asset content: the digests of the inputs known to build it


def module_file(name: str) -> Path | None:
    """The repository file of a dotted module name, or None for a module from elsewhere (stdlib, numpy)."""
    base = ROOT.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def imported_names(path: Path, package: str) -> Iterator[str]:
    """The modules named by every import in a file, at any depth (the build imports inside functions)."""
    for node in ast.walk(ast.parse(path.read_bytes(), str(path))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = importlib.util.resolve_name("." * node.level + (node.module or ""), package)
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)  # the names may be submodules


def imported_files(module: str) -> list[Path]:
    """The repository files importing ``module`` may run: its own, and transitively those of every
    module it imports, with the packages around them (over-counting is safe: it only rebuilds)."""
    found: set[Path] = set()
    names = [module]
    while names:
        parts = names.pop().split(".")
        for end in range(1, len(parts) + 1):
            name = ".".join(parts[:end])
            path = module_file(name)
            if path is not None and path not in found:
                found.add(path)
                package = name if path.name == "__init__.py" else name.rpartition(".")[0]
                names.extend(imported_names(path, package))
    return sorted(found)


def digest(paths: Iterable[Path]) -> str:
    """One hash of these files: their paths in the repository and their contents."""
    total = hashlib.sha256()
    for path in sorted(paths):
        total.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return total.hexdigest()


def _content(asset: Path) -> str:
    return hashlib.sha256(asset.read_bytes()).hexdigest()


def is_built_from(asset: Path, inputs: str, kept: Path | None = None) -> bool:
    """Whether ``asset`` exists and these inputs (a ``digest``) are known to build exactly its bytes:
    by this checkout's cache, or by ``kept``, the record committed beside a committed asset."""
    if not asset.exists():
        return False
    content = _content(asset)
    cached = RECORDS / content
    if cached.exists() and inputs in cached.read_text().splitlines():
        return True
    return kept is not None and kept.exists() and kept.read_text().split() == [content, inputs]


def remember(asset: Path, inputs: str, kept: Path | None = None) -> None:
    """Note that these inputs built ``asset`` as it now is: in the cache (kept by content, so a copied
    asset keeps its record), and in ``kept`` if given, which then names only these bytes and inputs."""
    content = _content(asset)
    if kept is not None:
        kept.write_text(f"{content} {inputs}\n")
    if is_built_from(asset, inputs):
        return
    RECORDS.mkdir(parents=True, exist_ok=True)
    with (RECORDS / content).open("a") as lines:
        lines.write(inputs + "\n")


def build_if_changed(
    asset: Path, build: Callable[[], None], module: str, *inputs: Path, kept: Path | None = None
) -> None:
    """Run ``build`` unless ``asset`` is what it made before from these inputs and the code ``module``
    imports; ``kept`` is the record of an asset committed to the repository (see ``remember``)."""
    key = digest([*inputs, *imported_files(module)])
    if not is_built_from(asset, key, kept):
        build()
    remember(asset, key, kept)
