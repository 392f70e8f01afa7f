"""Moving statistics and settings to another device: a file to download or a code to copy, and either read back."""

from __future__ import annotations

from ..i18n import _, ngettext, number
from ..plain import DataError
from ..travel import MAX_FILE, Bundle, encode, file_text, read_export
from .dialogs import open_dialog
from .dom import by_id, download, listen, spawn, window
from .engine_messages import retold
from .prefs import Prefs, Remembered
from .records import Records

FILE_NAME = "word-games-statistics.json"


class TravelView:
    """The Export and import dialog: the engine writes and checks the bundle (travel.py), Records merges it."""

    def __init__(self, records: Records, remembered: Remembered) -> None:
        self.records = records
        self.remembered = remembered

    def bind(self) -> None:
        for opener in ("open-travel", "cg-open-travel"):
            listen(by_id(opener), "click", lambda event: self.open())
        listen(by_id("t-download"), "click", lambda event: self.download())
        listen(by_id("t-copy"), "click", lambda event: spawn(self.copy()))
        listen(by_id("t-import"), "click", lambda event: spawn(self.take()))
        listen(by_id("t-reload"), "click", lambda event: window.location.reload())

    def open(self) -> None:
        by_id("t-status").textContent = ""
        by_id("t-code").hidden = True
        by_id("t-reload").hidden = True
        open_dialog("travel-dialog")

    def bundle(self) -> Bundle:
        return self.records.export(self.remembered.prefs.to_data())

    def download(self) -> None:
        download(FILE_NAME, file_text(self.bundle()), "application/json")
        self.say(_("Saved as {name} (in your downloads).").format(name=FILE_NAME))

    async def copy(self) -> None:
        code = encode(self.bundle())
        shown = by_id("t-code")
        shown.value, shown.hidden = code, False
        try:
            await window.navigator.clipboard.writeText(code)
            self.say(
                _("Code copied ({count} characters): paste it on the other device.").format(count=number(len(code)))
            )
        except Exception:  # noqa: BLE001 - no permission or no clipboard: the code is shown to copy by hand
            shown.select()
            self.say(_("Could not copy: select the code above and copy it."))

    async def take(self) -> None:
        """Read the pasted code or the chosen file, merge its statistics, and its settings when asked."""
        files = by_id("t-file").files
        if files.length:
            file = files.item(0)
            if file.size > MAX_FILE:
                said = _("Not imported: the file is {size} bytes; an export is at most {most}.")
                self.say(said.format(size=number(int(file.size)), most=number(MAX_FILE)))
                return
            text = await file.text()
        else:
            text = by_id("t-input").value
        if not text.strip():
            self.say(_("Paste a code or choose a file first."))
            return
        try:
            bundle = read_export(text)
            added, dailies = self.records.take(bundle)
        except DataError as reason:
            said = _("Not imported: {reason}. Nothing was changed.").format(reason=retold(str(reason))[:240])
            self.say(said, "error")
            return
        said = imported_text(added, dailies)
        if by_id("t-settings").checked and bundle.settings is not None:
            try:
                prefs = Prefs.from_data(bundle.settings)
            except DataError as reason:
                said += " " + _("Its settings were not taken ({reason}).").format(reason=retold(str(reason))[:80])
            else:
                self.remembered.remember(
                    settings=prefs.settings,
                    theme=prefs.theme,
                    palette=prefs.palette,
                    digits=prefs.digits,
                    sound=prefs.sound,
                )
                by_id("t-reload").hidden = False
                said += " " + _("Its settings are taken: reload to use them.")
        by_id("t-input").value = ""
        by_id("t-file").value = ""
        self.say(said, "success")

    def say(self, text: str, kind: str = "") -> None:
        status = by_id("t-status")
        status.textContent = text
        status.className = f"message {kind}".strip()


def imported_text(games: int, dailies: int) -> str:
    """What an import added: games to the statistics, dailies to the past dailies (archive games count there only)."""
    if not games and not dailies:
        return _("Imported: no game was new here (an export read twice counts once).")
    logged = ngettext("{count} daily", "{count} dailies", dailies).format(count=number(dailies))
    added = ngettext("{count} game", "{count} games", games).format(count=number(games))
    if not dailies:
        return _("Imported: {games} added to your statistics.").format(games=added)
    if not games:
        return _("Imported: {dailies} added to your past dailies.").format(dailies=logged)
    return _("Imported: {games} added to your statistics, and {dailies} to your past dailies.").format(
        games=added, dailies=logged
    )
