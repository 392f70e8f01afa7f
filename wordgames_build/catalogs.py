"""The message catalogs: locale/<code>/LC_MESSAGES/wordgames.po in step with the sources, compiled to .mo and .json.

``python3 build.py catalogs`` adds every message found (wordgames_build/messages.py) to each
language's .po, keeping its translations and dropping what no source says any more. Every build
compiles each .po into static/locale/<code>/LC_MESSAGES/wordgames.mo (read with ``gettext`` by the
page and the command line: the format of GNU msgfmt, written here because the standard library's
Tools/i18n/msgfmt.py is not importable) and static/locale/<code>/page.json (index.html's units and
their translations, for static/i18n.js, which swaps the first screen's text before Python runs).
"""

from __future__ import annotations

import ast
import json
import re
import struct
from dataclasses import dataclass, field

from wordgames.i18n import DOMAIN, ENGLISH, LANGUAGES
from wordgames.languages import LANGUAGES as PACKED
from wordgames.languages import Language

from . import ROOT, STATIC, log
from .messages import Message, page_messages, python_messages, script_messages

SOURCES = ROOT / "locale"
COMPILED = STATIC / "locale"
PAGE = ROOT / "index.html"
SCRIPTS = (STATIC / "loader.js", STATIC / "first-screen.js", STATIC / "offline.js")  # what shows beside Python
PLURAL_FORMS = {  # gettext's Plural-Forms header of each language
    "fr": "nplurals=2; plural=(n > 1);",
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
}
TWO_FORMS = "nplurals=2; plural=(n != 1);"


FRENCH_SPACE = "\u202f"  # French typography's one rule here: a narrow no-break space before ; : ! ? and inside « »
_FRENCH_MARKS = re.compile(  # a mark of prose: not the wildcards of m?r, s??r*, <kbd>?</kbd>, "? (a blank)"
    r"(?<=[^\s(\[«{>])[ \u00a0\u202f]*([;:!?]+)(?=[\s»)\"'.<]|$)(?! \()"
)


def french_spaced(text: str) -> str:
    """``text`` with FRENCH_SPACE before each closing mark of prose (a pattern's ``?``, a URL's ``:`` are left
    alone) and inside guillemets, whatever space was there before (none, a space, a no-break space)."""
    text = _FRENCH_MARKS.sub(lambda match: FRENCH_SPACE + match[1], text)
    return re.sub(r"[ \u00a0\u202f]*»", FRENCH_SPACE + "»", re.sub(r"«[ \u00a0\u202f]*", "«" + FRENCH_SPACE, text))


@dataclass
class Entry:
    """One message of a .po file: its English text (and plural), its translation (one string a form), where used."""

    msgid: str
    plural: str | None = None
    strings: list[str] = field(default_factory=list)
    where: list[str] = field(default_factory=list)

    def translated(self) -> bool:
        return bool(self.strings) and all(self.strings)


def po_path(code: str):
    return SOURCES / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def plural_forms(code: str) -> str:
    return PLURAL_FORMS.get(code, TWO_FORMS)


def header(code: str) -> str:
    return (
        f"Project-Id-Version: Word Games\nLanguage: {code}\nMIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\n"
        f"Plural-Forms: {plural_forms(code)}\n"
    )


def quote(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def read_po(text: str) -> list[Entry]:
    """The entries of a .po file (the header, msgid "", left out); ValueError on a line it cannot read."""
    entries: list[Entry] = []
    current: Entry | None = None
    target: tuple[str, int] | None = None  # which string a continued "..." line extends
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or (line.startswith("#") and not line.startswith("#:")):
            continue
        if line.startswith("#:"):
            if current is None or current.strings:
                current = Entry("")
                entries.append(current)
            current.where.append(line[2:].strip())
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            keyword, rest = "", line
        try:
            value = ast.literal_eval(rest) if rest else ""
        except (ValueError, SyntaxError):
            raise ValueError(f"line {number}: {raw[:60]!r} is not a quoted string") from None
        if keyword == "msgid":
            if current is None or current.msgid or current.strings:
                current = Entry("")
                entries.append(current)
            current.msgid, target = value, ("msgid", 0)
        elif keyword == "msgid_plural" and current is not None:
            current.plural, target = value, ("plural", 0)
        elif keyword.startswith("msgstr") and current is not None:
            index = int(keyword[7:-1]) if "[" in keyword else 0
            current.strings.extend([""] * (index + 1 - len(current.strings)))
            current.strings[index], target = value, ("msgstr", index)
        elif keyword == "" and current is not None and target is not None:
            kind, index = target
            if kind == "msgid":
                current.msgid += value
            elif kind == "plural":
                current.plural = (current.plural or "") + value
            else:
                current.strings[index] += value
        else:
            raise ValueError(f"line {number}: {raw[:60]!r} is not part of a .po entry")
    return [entry for entry in entries if entry.msgid]


def write_po(code: str, entries: list[Entry]) -> str:
    lines = [
        f"# Word Games: the messages in {LANGUAGES[code]} ({code}). Updated by `python3 build.py catalogs`.",
        'msgid ""',
    ]
    lines += ['msgstr ""'] + [quote(line + "\n") for line in header(code).splitlines()] + [""]
    forms = int(plural_forms(code).split("nplurals=")[1].split(";")[0])
    for entry in entries:
        lines += [f"#: {where}" for where in entry.where[:3]]
        lines.append(f"msgid {quote(entry.msgid)}")
        if entry.plural is None:
            lines.append(f"msgstr {quote(entry.strings[0] if entry.strings else '')}")
        else:
            lines.append(f"msgid_plural {quote(entry.plural)}")
            strings = (entry.strings + [""] * forms)[:forms]
            lines += [f"msgstr[{i}] {quote(text)}" for i, text in enumerate(strings)]
        lines.append("")
    return "\n".join(lines)


def source_messages() -> list[Message]:
    """Every message of the sources: the page's units, then each module's calls, in path order."""
    messages = page_messages(PAGE, ROOT)
    for path in sorted((ROOT / "wordgames").rglob("*.py")):
        messages += python_messages(path, ROOT)
    return messages + loading_messages()


def loading_messages() -> list[Message]:
    """The loading screen's messages (static/loader.js's ``say`` calls): shipped in page.json, read before Python."""
    return [message for script in SCRIPTS for message in script_messages(script, ROOT)]


def merged(messages: list[Message], old: list[Entry]) -> list[Entry]:
    """The entries for ``messages`` (one per text, its places gathered), with ``old``'s translations."""
    known = {(entry.msgid, entry.plural): entry for entry in old}
    entries: dict[tuple[str, str | None], Entry] = {}
    for message in messages:
        key = (message.msgid, message.plural)
        if key not in entries:
            entries[key] = Entry(message.msgid, message.plural, list(known[key].strings) if key in known else [])
        entries[key].where.append(message.where)
    return list(entries.values())


def update_catalogs() -> None:
    """Bring every language's .po in step with the sources (``build.py catalogs``)."""
    messages = source_messages()
    for code in LANGUAGES:
        if code == ENGLISH:
            continue
        path = po_path(code)
        old = read_po(path.read_text(encoding="utf-8")) if path.exists() else []
        entries = merged(messages, old)
        if code == "fr":
            for entry in entries:
                entry.strings = [french_spaced(text) for text in entry.strings]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(write_po(code, entries), encoding="utf-8")
        done = sum(entry.translated() for entry in entries)
        log(f"{path.relative_to(ROOT)}: {done} of {len(entries)} messages translated")


def mo_bytes(code: str, entries: list[Entry]) -> bytes:
    """The GNU .mo file of the translated ``entries`` (as msgfmt writes it, without the optional hash table)."""
    pairs = {b"": header(code).encode()}
    for entry in entries:
        if entry.translated():
            key = entry.msgid if entry.plural is None else f"{entry.msgid}\0{entry.plural}"
            pairs[key.encode()] = "\0".join(entry.strings).encode()
    keys = sorted(pairs)
    start = 7 * 4 + 16 * len(keys)
    ids, strs, offsets = b"", b"", []
    for key in keys:
        offsets.append((len(key), len(ids), len(pairs[key]), len(strs)))
        ids += key + b"\0"
        strs += pairs[key] + b"\0"
    table = b"".join(struct.pack("<II", length, start + at) for length, at, _, _ in offsets)
    table += b"".join(struct.pack("<II", length, start + len(ids) + at) for _, _, length, at in offsets)
    head = struct.pack("<7I", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + 8 * len(keys), 0, 0)
    return head + table + ids + strs


def page_json(entries: list[Entry]) -> str:
    units = {message.msgid for message in page_messages(PAGE, ROOT) + loading_messages()}
    table = {entry.msgid: entry.strings[0] for entry in entries if entry.msgid in units and entry.translated()}
    return json.dumps(table, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def credited(language: Language) -> str:
    """The footer's line for a pack: each source with its licence ('wfrench 1.2.7-2 (GPL-2+), wordfreq ...')."""
    pairs = zip(language.sources.split(", "), language.licences.split("; "), strict=True)
    return ", ".join(f"{source} ({licence})" for source, licence in pairs)


def languages_script(codes: list[str]) -> str:
    table = {"names": LANGUAGES, "catalogs": codes, "credits": {code: credited(PACKED[code]) for code in LANGUAGES}}
    data = json.dumps(table, ensure_ascii=False, separators=(",", ":"))
    head = "// Written by the build from wordgames/i18n.py and locale/ (wordgames_build/catalogs.py): do not edit."
    return f"{head}\nwindow.wordGamesLanguages = {data};\n"


def build_catalogs() -> None:
    """Compile each language's .po into static/locale/<code>/ (.mo and page.json), and write
    static/locale/languages.js (the languages offered, for static/i18n.js), where they changed."""
    codes = [code for code in LANGUAGES if code != ENGLISH and po_path(code).exists()]
    files = {COMPILED / "languages.js": languages_script(codes).encode()}
    for code in codes:
        entries = read_po(po_path(code).read_text(encoding="utf-8"))
        files[COMPILED / code / "LC_MESSAGES" / f"{DOMAIN}.mo"] = mo_bytes(code, entries)
        files[COMPILED / code / "page.json"] = page_json(entries).encode()
    for target, data in files.items():
        if not target.exists() or target.read_bytes() != data:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
            log(f"wrote {target.relative_to(ROOT)}")
