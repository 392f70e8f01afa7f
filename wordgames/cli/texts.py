"""The finder's word texts kept on disk between commands: a one-shot scan reads them instead of spelling every word.

A scanned pattern (``*ing``, ``*x*``) needs each length's words as one text (``finder.scan``);
the asset holds a DAWG, and spelling its 369,351 words takes most of a second, against a few
milliseconds to read them back. The build writes them beside the built asset
(``static/texts-<SHA-256 of the asset>.txt``, which the site does not serve), so no command
spells them for it. For another asset the first command that scans writes every length's text
to the user's cache (``$WORDGAMES_CACHE``, else ``$XDG_CACHE_HOME/wordgames`` or
``~/.cache/wordgames``; ``WORDGAMES_CACHE=`` turns it off), in a file named the same way;
later commands on that asset read it. The file is a line ``WGTXT 2 <CRC-32 of the
rest>``, then each length's text (a Latin-1 byte a letter: ``finder.coding``; a file of code texts for
an alphabet now kept as its letters holds characters that are not its letters, so it is refused),
shortest first, a newline between them. A file that is
missing, damaged, of another asset or unwritable is passed over: the texts are spelled, as
without a cache (a damaged file in the cache is removed, with a message: ``passed_over``).
"""

from __future__ import annotations

import os
import stat
import zlib
from collections.abc import Callable

from ..finder.coding import text_letters
from ..finder.scan import word_texts
from ..lexicon import Lexicon, Word
from . import ROOT, asset_digest, read_small_file, say

MAGIC = b"WGTXT 2 "
BUILT = os.path.join(ROOT, "static")  # where the build writes the built asset's texts (wordgames_build.command_line)
MAX_BYTES = 16 << 20  # the whole dictionary's texts are 3.9 MB


def file_name(asset: bytes) -> str:
    """The name of the file holding the texts of the dictionary asset ``asset``."""
    return f"texts-{asset_digest(asset)}.txt"


def cache_path(asset: bytes, name: str = "") -> str | None:
    """Where the texts of the dictionary asset ``asset`` are kept (or the file ``name``), or None: no cache."""
    where = os.environ.get("WORDGAMES_CACHE")
    if where is None:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        where = os.path.join(base, "wordgames")
    if not where:
        return None
    return os.path.join(where, name or file_name(asset))


def load(path: str, lexicon: Lexicon) -> bool:
    """Give ``lexicon``'s finder the texts kept at ``path``; False if there are none it can use."""
    data = read_small_file(path, MAX_BYTES)
    if data is None:
        return False
    head = data[: data.find(b"\n")]
    body = memoryview(data)[len(head) + 1 :]  # read in place: 4 MB copied is a millisecond a copy
    if not head.startswith(MAGIC) or head[len(MAGIC) :] != b"%08x" % zlib.crc32(body):
        return False
    allowed = text_letters(lexicon.alphabet).letters.encode("latin-1") + b"\n"
    if data.translate(None, allowed) != head.translate(None, allowed):  # only letters' codes and newlines below
        return False
    texts, start = word_texts(lexicon), 0
    for length in lexicon.lengths():
        end = start + lexicon.length_counts[length] * (length + 1) - 1
        if not texts.adopt(length, str(body[start:end], "latin-1")):
            return False
        start = end + 1
    return start == len(body) + 1


def read_kept(lexicon: Lexicon, asset: bytes) -> bool:
    """Give ``lexicon``'s finder the texts of the asset ``asset`` (empty: a word list) that the build
    wrote beside the built asset, else those kept in the user's cache; False if neither can be used."""
    if not asset:
        return False
    if load(os.path.join(BUILT, file_name(asset)), lexicon):
        return True
    path = cache_path(asset)
    if path is None:
        return False
    if load(path, lexicon):
        return True
    passed_over(path, "the word texts")
    return False


def keep(lexicon: Lexicon, asset: bytes) -> None:
    """Keep the texts of ``lexicon``, loaded from the asset ``asset``, in the user's cache (if there is one)."""
    path = cache_path(asset) if asset else None
    if path is not None:
        save(path, lexicon)


def save(path: str, lexicon: Lexicon) -> None:
    """Keep every length's text of ``lexicon`` at ``path`` (spelling those not built yet)."""
    texts = word_texts(lexicon)
    body = "\n".join(texts.text(length) for length in lexicon.lengths()).encode("latin-1")
    write_whole(path, MAGIC + b"%08x\n" % zlib.crc32(body) + body)


def write_whole(path: str, data: bytes) -> None:
    """Write ``data`` at ``path`` whole or not at all; a cache that cannot be written is left alone."""
    import tempfile  # here: it imports random, which a command that reads the cache does not need

    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd, partial = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".partial-")
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(data)
            os.replace(partial, path)
        except BaseException:
            os.unlink(partial)
            raise
    except OSError:
        pass


def passed_over(path: str, what: str) -> None:
    """If a regular file is at ``path``, in the cache but of no use (damaged, of another version), remove it and say
    so: it is made again when next needed, and said once, not read again by every command. Anything else
    there (missing, a pipe, a link) is left alone, silently."""
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return
        os.unlink(path)
    except OSError:
        return
    say(
        f"{what} kept in {path} {'were' if what.endswith('s') else 'was'} damaged or of another version: "
        "removed, and made again when next needed"
    )


def words_of_length(lexicon: Lexicon) -> Callable[[int], list[Word]]:
    """Each length's words split out of its text (read by ``read_kept``, else spelled once, then kept by ``keep``):
    what the Word Challenge index is built from, without walking the trie again."""
    texts, letters = word_texts(lexicon), text_letters(lexicon.alphabet).decode  # (nothing to do in English)
    return lambda length: letters(texts.text(length)).split("\n")
