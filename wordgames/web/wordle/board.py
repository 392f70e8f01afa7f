"""Draws a Wordle mode: the board (an accessible grid), the on-screen keyboard, and the lines and buttons below."""

from __future__ import annotations

from typing import Any

from ...alphabet import capitals
from ...i18n import N_, _, ngettext, number
from ...spelt import usual_spellings
from ...wordle.feedback import STATE_NAMES
from ..dom import by_id, element, fill, window
from ..tiles import STATE_WORDS, row, scored_row, tile, tile_label
from .mode import BoardView, Mode, key_rows

COLOUR_KEYS = (("0", N_("0 grey"), "absent"), ("1", N_("1 yellow"), "present"), ("2", N_("2 green"), "correct"))
MIN_ROWS = 6  # rows drawn when guesses are unlimited
DRAWN_GUESSES = 60  # the latest guesses drawn on a board: an unlimited game of thousands stays quick to draw
SEGMENT_COLOURS = {0: "var(--absent)", 1: "var(--present)", 2: "var(--correct)"}  # a split key's part per board
BOARDS_APART, TILES_APART = 10, 2  # px between boards and between tiles of several boards (style.css)
MIN_LETTER_PX = 14  # smaller board letters get the row being typed shown large above the keyboard
MIN_STRIP_TILE_PX = 28  # narrower, and the large row goes on two lines: a 14 px W needs that room
STRIP_GAP_PX = 3  # the gap between its tiles (style.css .entry-strip)
READABLE_PX = 9  # several boards' letters smaller than this are not drawn: the tiles show colours, a line the guesses
SPLIT_PARTS = 40  # the share of a split key's height its parts take (per cent; two bands for 4 and 8 boards)
CANDIDATES_SHOWN = 300


def draw_board(mode: Mode, reveal: bool = False) -> None:
    """Every board of the mode (side by side when there are several); ``reveal`` turns the latest rows over."""
    length = mode.length
    board = by_id("w-board")
    board.classList.toggle("show-digits", bool(by_id("w-digits").checked))
    board.classList.toggle("long", length > 10)
    views = mode.boards()
    rows = max(max(drawn_guesses(v) + v.entering for v in views), mode.rows or MIN_ROWS)
    if len(views) == 1:
        board.classList.remove("multi")
        board.setAttribute("role", "grid")
        board.style.setProperty("--len", str(length))
        board.style.setProperty("--rows", str(rows))
        fill(board, board_rows(mode, views[0], rows, reveal))
        draw_strip(mode, letter_px())
        draw_guesses(mode, [], 0)
        return
    # Several boards: a grid of ``columns`` boards in ``bands``; the style sheet sizes the tiles to
    # the board area's width and height alike, so that every row of every board fits.
    board.classList.add("multi")  # first: it widens the board area (style.css), whose size is read here
    area = board.parentElement
    columns = board_columns(len(views), length, rows, area.clientWidth, area.clientHeight)
    board.setAttribute("role", "group")
    board.style.setProperty("--columns", str(columns))
    board.style.setProperty("--bands", str(-(-len(views) // columns)))
    board.style.setProperty("--len", str(length))
    board.style.setProperty("--rows", str(rows))
    grids = []
    for place, view in enumerate(views, 1):
        grid = element(
            "div",
            cls="mini",
            role="grid",
            aria_label=_("Board {number} of {count}").format(number=place, count=len(views)),
        )
        if view.opens_after:  # boards in sequence: closed until the one before is solved
            closed = _("Board {number} of {count}, closed until board {before} is solved")
            grid.setAttribute("aria-label", closed.format(number=place, count=len(views), before=view.opens_after))
            grid.classList.add("closed")
        fill(grid, board_rows(mode, view, rows, reveal and view.latest))
        grids.append(grid)
    fill(board, grids)
    size = letter_px()
    draw_guesses(mode, views, size)
    draw_strip(mode, size)


def letter_px() -> float:
    """The size of the board's letters as laid out (0 with no tile): reading it lays the board out."""
    first = by_id("w-board").querySelector(".tile")
    return float(window.getComputedStyle(first).fontSize.removesuffix("px") or 0) if first else 0


def draw_guesses(mode: Mode, views: list[BoardView], size: float) -> None:
    """Where several boards' letters (``size`` px) would be too small to read, the tiles show their colours
    alone and the guesses are listed once, readable, under the boards (for the eye: each tile's name still
    says its letter)."""
    board, line = by_id("w-board"), by_id("w-guess-line")
    tiny = bool(views) and size < READABLE_PX
    board.classList.toggle("colours-only", tiny)
    history = max((view.history for view in views), key=len, default=())
    line.hidden = not tiny or not history
    if not line.hidden:
        guesses = [element("li", f"{number} {capitals(guess)}") for number, (guess, _marks) in enumerate(history, 1)]
        fill(line, guesses[-DRAWN_GUESSES:])
        line.scrollLeft = line.scrollWidth  # the latest guess in view


def board_columns(count: int, length: int, rows: int, width: float, height: float) -> int:
    """How many of ``count`` boards go side by side: the even split with the biggest tiles in the
    board area (as the style sheet sizes them: BOARDS_APART between boards, TILES_APART between tiles)."""
    if width <= 0 or height <= 0:  # not laid out (another tab is shown): the usual split
        return 2 if count <= 4 else 4

    def tile(columns: int) -> float:
        bands = count // columns
        wide = ((width - (columns - 1) * BOARDS_APART) / columns - (length - 1) * TILES_APART) / length
        high = ((height - (bands - 1) * BOARDS_APART) / bands - (rows - 1) * TILES_APART) / rows
        return min(wide, high)

    return max((columns for columns in range(1, count + 1) if count % columns == 0), key=tile)


def drawn_guesses(view: BoardView) -> int:
    return min(len(view.history), DRAWN_GUESSES)


def draw_strip(mode: Mode, size: float | None = None) -> None:
    """Where the board's letters (``size`` px as just laid out) are too small to read (under 14 px: several
    boards on a phone, long words), the row being typed shows again, large, above the keyboard (for the
    eye only: the board's row is the one a screen reader reads). With no ``size`` (a key typed on several
    boards) the letters are as the board's last drawing measured them, and only the strip's letters
    change: a read would lay every board out again, 50-100 ms a key at 20 letters on eight boards."""
    board, strip = by_id("w-board"), by_id("w-entry")
    if size is not None:
        board.classList.toggle("small-letters", 0 < size < MIN_LETTER_PX)
    pending = mode.pending()
    was_hidden = strip.hidden
    strip.hidden = pending is None or not board.classList.contains("small-letters") or mode.keyboard() != "letters"
    if strip.hidden:
        return
    letters = pending[0]
    length = mode.length
    if size is not None or was_hidden:
        fits = strip.clientWidth >= length * (MIN_STRIP_TILE_PX + STRIP_GAP_PX)
        strip.style.setProperty("--len", str(length))
        strip.style.setProperty("--cols", str(length if fits else -(-length // 2)))
    fill(
        strip,
        [
            element("span", capitals(letters[i]), cls="tile typed") if i < len(letters) else element("span", cls="tile")
            for i in range(length)
        ],
    )


def board_rows(mode: Mode, view: BoardView, rows: int, reveal: bool) -> list[Any]:
    """One board's rows: the latest scored ones (a line says how many earlier ones are not drawn), the
    row being entered, then empty ones up to ``rows``."""
    history = view.history
    skipped = len(history) - drawn_guesses(view)
    drawn = [
        scored_row(i, guess, pattern, reveal and i == len(history) - 1)
        for i, (guess, pattern) in enumerate(history[skipped:], skipped)
    ]
    pending = mode.pending()
    if view.entering and pending is not None:
        drawn.append(entry_row(len(history), mode, *pending))
    while len(drawn) < rows:
        drawn.append(row(skipped + len(drawn), [tile("", None, _("empty")) for _tile in range(mode.length)]))
    if skipped:
        said = ngettext(
            "{count} earlier guess is not drawn; the keyboard counts them all.",
            "{count} earlier guesses are not drawn; the keyboard counts them all.",
            skipped,
        ).format(count=number(skipped))
        said = element("div", said, role="gridcell")
        drawn.insert(0, row(skipped - 1, [said], "earlier"))
    return drawn


def draw_entry(mode: Mode) -> None:
    """Only the rows being entered, one a board still played (a key was typed): the scored rows
    stand (eight boards of 20 letters redrawn whole took seconds a key). The whole board when the
    rows drawn are not those."""
    pending = mode.pending()
    currents = list(by_id("w-board").querySelectorAll(".row.current"))
    if pending is None or not currents or len(currents) != sum(view.entering for view in mode.boards()):
        draw_board(mode)
        return
    for current in currents:
        current.replaceWith(entry_row(int(current.getAttribute("aria-rowindex")) - 1, mode, *pending))
    one_board = len(mode.boards()) == 1  # cheap to lay out, and not redrawn on a resize: read again
    draw_strip(mode, letter_px() if one_board else None)


def entry_row(index: int, mode: Mode, letters: str, marks: list[int] | None) -> Any:
    tiles = []
    for i in range(mode.length):
        letter = letters[i] if i < len(letters) else ""
        if not letter:
            tiles.append(tile("", None, _("empty")))
        elif marks is None:
            tiles.append(tile(letter, None, tile_label(i, letter, "typed"), "typed"))
        else:
            node = tile(letter, marks[i], tile_label(i, letter, STATE_NAMES[marks[i]]), "editable")
            node.setAttribute("data-index", str(i))
            node.setAttribute("tabindex", "0")
            if i == mode.cursor:
                node.classList.add("cursor")
            tiles.append(node)
    node = row(index, tiles, "current")
    node.setAttribute("aria-label", _("Colours to give") if marks is not None else _("Your guess"))
    return node


def key(data_key: str, text: str, cls: str, label: str | None = None) -> Any:
    return element("button", text, cls=f"key {cls}".strip(), type="button", data_key=data_key, aria_label=label or text)


def draw_keyboard(mode: Mode) -> None:
    """Letter keys coloured by what the guesses showed, or the colour keys, or none."""
    kind = mode.keyboard()
    rows = []
    if kind == "colours":
        keys = [key(k, _(text), cls) for k, text, cls in COLOUR_KEYS]
        rows.append(element("div", cls="keys colours"))
        fill(rows[0], [*keys, key("Backspace", "⌫", "", _("Backspace")), key("Enter", _("Enter"), "")])
    elif kind == "letters":
        boards = mode.key_states()
        for letters in key_rows(mode.alphabet):
            buttons = []
            for ch in letters:
                if ch == "+":
                    buttons.append(key("Enter", _("Enter"), "wide"))
                elif ch == "-":
                    buttons.append(key("Backspace", "⌫", "wide", _("Backspace")))
                else:
                    buttons.append(letter_key(ch, [None if b is None else b.get(ch) for b in boards]))
            rows.append(element("div", cls="keys"))
            fill(rows[-1], buttons)
    fill(by_id("w-keyboard"), rows)


def letter_key(ch: str, marks: list[int | None]) -> Any:
    """A letter's key in the colour the guesses gave it; with several boards that differ, split in a
    part per board (as Quordle does: one best colour would call a letter green on boards where it is grey)."""
    if len(set(marks)) == 1:
        state = STATE_NAMES[marks[0]] if marks[0] is not None else ""
        return key(ch, capitals(ch), state, f"{ch}, {_(STATE_WORDS[state])}" if state else ch)
    board = _("board {number} {state}")
    seen = [
        board.format(number=n, state=_(STATE_WORDS[STATE_NAMES[m]])) for n, m in enumerate(marks, 1) if m is not None
    ]
    node = key(ch, "", "split", f"{ch}, " + ", ".join(seen))
    # The letter stands on the key's own colour above the parts (no board's colour is under it, so
    # its contrast is the plain key's in every theme and palette); the parts fill the lower 40 %.
    node.appendChild(element("span", capitals(ch), cls="key-letter", aria_hidden="true"))
    bands = 1 if len(marks) <= 2 else 2
    across = -(-len(marks) // bands)
    images = []
    for band in range(bands):
        part = marks[band * across : (band + 1) * across]
        stops = ", ".join(
            f"{SEGMENT_COLOURS.get(m, 'transparent')} {100 * i / across:g}% {100 * (i + 1) / across:g}%"
            for i, m in enumerate(part)
        )
        images.append(f"linear-gradient(to right, {stops})")
    node.style.setProperty("background-image", ", ".join(images))
    node.style.setProperty("background-size", f"100% {SPLIT_PARTS / bands:g}%")
    node.style.setProperty("background-position", "0 75%, 0 100%" if bands == 2 else "0 100%")
    return node


def show_candidates() -> None:
    """Open the list of candidates (under the keyboard, out of sight) and bring it into view."""
    candidates = by_id("w-candidates")
    candidates.open = True
    candidates.scrollIntoView()


def draw_info(mode: Mode) -> None:
    """The buttons that apply, the line under the board, and the candidates when the mode shows them."""
    submit = by_id("w-submit")
    submit.textContent = _(mode.submit_label) if mode.submit_label else ""
    submit.hidden = not mode.submit_label or mode.pending() is None  # nothing to submit
    by_id("w-undo").hidden = not mode.can_undo()
    use = by_id("w-use")
    use.hidden = not mode.suggestion or mode.pending() is None
    use.textContent = _("Use {word}").format(word=capitals(mode.suggestion)) if mode.suggestion else ""
    info = by_id("w-info")
    info.textContent = mode.status()
    target = by_id("w-target")
    target.textContent = mode.target_line()
    target.hidden = not target.textContent
    note = by_id("w-pool-note")
    note.textContent = mode.pool_note()
    note.hidden = not note.textContent
    listing = mode.candidates(by_id("w-rare").checked)
    by_id("w-candidates").hidden = by_id("w-list").hidden = listing is None or not listing.known + listing.rare
    if listing is None:
        info.removeAttribute("data-candidates")
        return
    info.setAttribute("data-candidates", str(listing.known + listing.rare))
    shown = len(listing.words)
    title = (
        _("Candidates ({count})").format(count=number(shown))
        if shown <= CANDIDATES_SHOWN
        else _("Candidates (first {first} of {count})").format(first=CANDIDATES_SHOWN, count=number(shown))
    )
    rare = ngettext("{count} rare left out", "{count} rare left out", listing.left_out)  # a form for 1 and for more
    left_out = " · " + rare.format(count=number(listing.left_out)) if listing.left_out else ""
    by_id("w-candidates-title").textContent = title + left_out
    words = usual_spellings(mode.game.lexicon, listing.words[:CANDIDATES_SHOWN])
    fill(
        by_id("w-candidates-list"),
        [element("li", word, cls="rare" if i >= listing.known else None) for i, word in enumerate(words)],
    )
