"""The Dictionary card: a word list in (a file or pasted), built in slices, stored by name; choose or remove one."""

from __future__ import annotations

import gc
import time
from collections.abc import Awaitable, Callable, Generator
from typing import Any, TypeVar

from ..i18n import N_, _, ngettext, number
from ..lengths import LENGTHS
from ..lexicon import Lexicon, LexiconError
from ..wordlist import MAX_CHARACTERS, MAX_LINES, WordList, WordListError, building, reading
from .dialogs import confirm
from .dictionary import InUse, read_name
from .dictionary_store import (
    StoreError,
    load_dictionary,
    remove_dictionary,
    save_dictionary,
    saved_dictionaries,
)
from .dom import by_id, closest, element, fill, listen, say, spawn
from .engine_messages import retold
from .records import Records
from .slices import run_in_slices

CHOOSERS = ("dict-use", "w-dictionary")  # the card's and the Wordle settings' choice of dictionary
Progress = tuple[str, float]  # what is being done (in English, marked N_), and the share of the whole done
T = TypeVar("T")
Switch = Callable[[str, Lexicon | None], Awaitable[bool]]  # the App's: use a dictionary, True when done


def scaled(steps: Generator[float, None, T], doing: str, low: float, high: float) -> Generator[Progress, None, T]:
    """``steps`` (yielding shares 0-1) as a part, from ``low`` to ``high``, of a longer computation."""
    while True:
        try:
            share = next(steps)
        except StopIteration as done:
            return done.value
        yield doing, low + (high - low) * share


Compiled = tuple[WordList, WordList | None, Lexicon, bytes]  # the list, the secret list, the lexicon, its bytes


def compiling(text: str, secrets: str) -> Generator[Progress, None, Compiled]:
    """Read the list (and the secret list, if any), build the lexicon and serialize it, in steps."""
    words = yield from scaled(reading(text), N_("Reading the list"), 0.0, 0.1)
    hidden = (
        (yield from scaled(reading(secrets), N_("Reading the secret words"), 0.1, 0.1)) if secrets.strip() else None
    )
    lexicon = yield from scaled(building(words, hidden), N_("Building the dictionary"), 0.1, 0.9)
    data = yield from scaled(lexicon.packing(), N_("Packing it"), 0.9, 1.0)
    return words, hidden, lexicon, data


def skipped_text(words: WordList, secrets: WordList | None) -> str:
    """What each list skipped, for the line under the card ('' when neither skipped a line)."""
    said = [_("The list: {skipped}.").format(skipped=described(words))] if words.skipped else []
    if secrets is not None and secrets.skipped:
        said.append(_("The secret list: {skipped}.").format(skipped=described(secrets)))
    return " ".join(said)


def described(words: WordList) -> str:
    """``WordList.describe`` in the player's language: '9,031 words; 2 lines skipped (not 3-20 letters), e.g. '12'."""
    text = ngettext("{count} word", "{count} words", len(words.words)).format(count=number(len(words.words)))
    if words.skipped:
        skipped = ngettext(
            "{count} line skipped (not {lengths} letters), e.g. {examples}",
            "{count} lines skipped (not {lengths} letters), e.g. {examples}",
            words.skipped,
        )
        text += "; " + skipped.format(count=number(words.skipped), lengths=LENGTHS, examples=", ".join(words.examples))
    return text


def too_large(name: str, size: int) -> str:
    """Why a chosen file is not read, in the player's language: more bytes than a list's characters can take."""
    said = ngettext(
        "the file {name} is {size} byte; at most {most} characters are read",
        "the file {name} is {size} bytes; at most {most} characters are read",
        size,
    )
    return said.format(name=repr(name[:40]), size=number(size), most=number(MAX_CHARACTERS))


class DictionaryView:
    """Adds, lists, chooses and removes the person's dictionaries; the App switches the one in use."""

    def __init__(self, words: InUse, switch: Switch, records: Records) -> None:
        self.words = words
        self.switch = switch
        self.records = records  # a removed dictionary's statistics and past dailies go with it
        self.loaded: dict[str, Lexicon] = {}  # dictionaries read or built during this visit, by name
        self.names: list[str] = []  # the stored ones, as last listed
        self.building: object | None = None  # the build in flight

    def bind(self) -> None:
        for chooser in CHOOSERS:
            listen(by_id(chooser), "change", self.on_choose)
        listen(by_id("dict-form"), "submit", self.on_build)
        listen(by_id("dict-cancel"), "click", lambda event: self.cancel())
        listen(by_id("dict-remove"), "click", self.on_remove)
        by_id("dict-limits").textContent = _(
            "One word a line, up to {lines} lines ({characters} characters), in any one script; words "
            "of 3-20 letters are kept (capitals are lowered, spaces around a word dropped) and the other lines are "
            "counted. The list's letters are the letters its words use (at most 64)."
        ).format(lines=number(MAX_LINES), characters=number(MAX_CHARACTERS))
        if self.words.custom:
            self.loaded[self.words.name] = self.words.lexicon
        self.draw_choices()
        spawn(self.refresh())

    async def refresh(self) -> None:
        """List the stored dictionaries again (a storage fault: a notice, and only this visit's)."""
        try:
            await self.list_stored()
        except StoreError as reason:
            say(
                "dict-status",
                _("Your stored dictionaries cannot be listed: {reason}.").format(reason=retold(str(reason))),
                "error",
            )
            self.names = []
        self.draw_choices()

    async def list_stored(self) -> None:
        """The stored dictionaries' names; a damaged record named under the card, with its own Remove."""
        listed = await saved_dictionaries()
        self.names = [saved.name for saved in listed if not saved.fault]
        damaged = [saved for saved in listed if saved.fault]
        rows = []
        for saved in damaged:
            remove = element(
                "button", _("Remove"), type="button", aria_label=_("Remove {name}").format(name=saved.name)
            )
            listen(remove, "click", self.remover(saved.name))
            rows.append(element("li", f"{saved.name!r}: {saved.fault}. "))
            rows[-1].appendChild(remove)
        box = by_id("dict-damaged")
        fill(box.querySelector("ul"), rows)
        box.hidden = not rows

    def remover(self, name: str) -> Callable[[Any], Awaitable[None]]:
        async def on_click(event: Any) -> None:
            await self.remove_damaged(name)

        return on_click

    async def remove_damaged(self, name: str) -> None:
        try:
            await remove_dictionary(name)
            self.records.forget(name)
            say("dict-status", _("Removed the damaged {name}.").format(name=repr(name)), "success")
        except StoreError as reason:
            say(
                "dict-status",
                _("{name} could not be removed: {reason}.").format(name=repr(name), reason=retold(str(reason))),
                "error",
            )
        await self.refresh()

    def draw_choices(self) -> None:
        names = sorted({*self.names, *self.loaded}, key=str.lower)
        built_in = _("{language} (built in)").format(language=self.words.language)
        options = [(built_in, ""), *((name, name) for name in names)]
        for chooser in CHOOSERS:
            fill(by_id(chooser), [element("option", label, value=value) for label, value in options])
            by_id(chooser).value = self.words.name
        by_id("dict-remove").disabled = not self.words.custom
        by_id("dict-current").textContent = _("In use: {dictionary}.").format(dictionary=self.words.label())

    # ----- choosing and removing --------------------------------------------------------

    async def on_choose(self, event: Any) -> None:
        chooser = closest(event, "select")  # (currentTarget is gone once an async handler runs)
        if chooser is None:  # a change a script dispatched elsewhere
            return
        name = str(chooser.value)
        if name == self.words.name:
            return
        try:
            lexicon = None if not name else self.loaded.get(name) or Lexicon.from_bytes(await load_dictionary(name))
        except (StoreError, LexiconError) as reason:
            say(
                "dict-status",
                _("The dictionary {name} cannot be used: {reason}.").format(
                    name=repr(name), reason=retold(str(reason))
                ),
                "error",
            )
            self.draw_choices()
            return
        if lexicon is not None:
            self.loaded[name] = lexicon
        if await self.switch(name, lexicon):
            say("dict-status", _("In use now: {dictionary}.").format(dictionary=self.words.label()), "success")
        self.draw_choices()

    async def on_remove(self, event: Any) -> None:
        name = self.words.name
        if not name or not await confirm(
            _("Remove {name}?").format(name=repr(name)),
            _("The dictionary, its statistics and its past dailies are deleted from this browser."),
            yes=_("Remove"),
            no=_("Keep it"),
        ):
            return
        if not await self.switch("", None):
            return
        self.loaded.pop(name, None)
        try:
            await remove_dictionary(name)
            self.records.forget(name)
            said = _("Removed {name}; the {language} list is in use.")
            say("dict-status", said.format(name=repr(name), language=self.words.language), "success")
        except StoreError as reason:
            say(
                "dict-status",
                _("{name} could not be removed: {reason}.").format(name=repr(name), reason=retold(str(reason))),
                "error",
            )
        await self.refresh()

    # ----- adding -----------------------------------------------------------------------

    async def on_build(self, event: Any) -> None:
        """Read the list, build and store the dictionary in slices (progress shown, Cancel stops), then use it."""
        ticket = self.building = object()
        by_id("dict-skipped").textContent = ""
        try:
            name = read_name(by_id("dict-name").value)
            text = await self.text_of("dict-file", "dict-text")
            secrets = await self.text_of("dict-secrets-file", "dict-secrets-text", optional=True)
        except ValueError as reason:
            say("dict-status", _("Not built: {reason}.").format(reason=retold(str(reason))), "error")
            return
        try:  # listed again: another tab may have stored one of that name since this one listed them
            await self.list_stored()
        except StoreError:
            pass  # not stored anyway: the build says so
        if name in self.names and not await confirm(
            _("Replace {name}?").format(name=repr(name)),
            _("A dictionary of that name is stored already."),
            yes=_("Replace"),
            no=_("Keep it"),
        ):
            return
        self.show_building(True)
        started = time.perf_counter()

        def report(progress: Progress) -> None:
            doing, share = progress
            self.show_progress(share)
            seconds = _("{seconds} s").format(seconds=number(time.perf_counter() - started, 1))
            say("dict-status", f"{_(doing)}… {seconds}")

        # The builder makes a million objects and no reference cycles: a full collection among them
        # would hold the page up for most of a second, and could free nothing.
        gc.disable()
        try:
            built = await run_in_slices(compiling(text, secrets), report, lambda: self.building is ticket)
        except WordListError as reason:
            say("dict-status", _("Not built: {reason}.").format(reason=retold(str(reason))), "error")
            return
        finally:
            gc.enable()
            if self.building is ticket:
                self.show_building(False)
        if built is None:
            say("dict-status", _("Cancelled."))
            return
        words, hidden, lexicon, data = built
        seconds = time.perf_counter() - started
        by_id("dict-skipped").textContent = skipped_text(words, hidden)
        self.loaded[name] = lexicon
        try:
            await save_dictionary(name, len(lexicon), data)
            kept = _("stored in this browser")
        except StoreError as reason:
            kept = _("not stored ({reason}), so it lasts for this visit only").format(reason=retold(str(reason)))
        self.names = sorted({*self.names, name})
        built = ngettext(
            "Built {name}: {count} word in {seconds} s, {size} bytes; {kept}.",
            "Built {name}: {count} words in {seconds} s, {size} bytes; {kept}.",
            len(lexicon),
        )
        count, size = number(len(lexicon)), number(len(data))
        say("dict-status", built.format(name=repr(name), count=count, seconds=number(seconds, 1), size=size, kept=kept))
        await self.switch(name, lexicon)
        self.draw_choices()

    async def text_of(self, picker: str, box: str, optional: bool = False) -> str:
        """The chosen file's text, else the pasted text; ValueError when too long or (unless optional) missing."""
        files = by_id(picker).files
        if files is not None and files.length:
            file = files.item(0)
            if file.size > 4 * MAX_CHARACTERS:  # refused before reading: UTF-8 takes at most 4 bytes a character
                raise ValueError(too_large(file.name, int(file.size)))
            return str(await file.text())
        text = str(by_id(box).value)
        if not text.strip() and not optional:
            raise ValueError(_("choose a word list file or paste one word a line"))
        return text

    def cancel(self) -> None:
        self.building = None
        self.show_building(False)
        say("dict-status", _("Cancelled."))

    def show_building(self, busy: bool) -> None:
        by_id("dict-build").disabled = busy
        by_id("dict-cancel").disabled = not busy
        by_id("dict-progress").hidden = not busy
        self.show_progress(0.0)

    def show_progress(self, share: float) -> None:
        percent = round(100 * share)
        by_id("dict-bar").style.width = f"{percent}%"
        by_id("dict-progress").setAttribute("aria-valuenow", str(percent))
