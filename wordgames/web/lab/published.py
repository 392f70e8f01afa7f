"""The Lab's "Published results": each published table or figure beside ours, with how to reproduce ours."""

from __future__ import annotations

from typing import Any

from ...comparisons import COMPARISONS
from ...i18n import _
from ...published import Comparison
from ..dom import by_id, data_table, element, fill
from ..params import lab_query
from .published_text import shown

SECTIONS = {"challenge": "#lab-cg-title", "race": "#lab-race-title"}  # where the Lab shows ours


def comparison_block(number: int, comparison: Comparison) -> Any:
    """A collapsible entry: where they differ, the two figures side by side, the sources and the command."""
    block = element("details", cls="published")
    block.appendChild(element("summary", shown(comparison.title)))
    block.appendChild(
        element(
            "p",
            _("Where they differ: {difference}").format(difference=shown(comparison.difference)),
            cls="published-difference",
        )
    )
    scroll = element("div", cls="table-scroll", role="region", tabindex="0", aria_labelledby=f"pub-caption-{number}")
    caption = element("caption", shown(comparison.title), id=f"pub-caption-{number}", cls="visually-hidden")
    rows = [(shown(figure.what), shown(figure.published), shown(figure.ours)) for figure in comparison.figures]
    scroll.appendChild(data_table((_("Figure"), _("Published"), _("Ours")), rows, caption, "lab-table published-table"))
    block.appendChild(scroll)
    block.appendChild(element("p", _("Published: {source}.").format(source=shown(comparison.source)), cls="hint"))
    block.appendChild(element("p", _("Ours: {measured}.").format(measured=comparison.measured), cls="hint"))
    command = element("p", _("Reproduce ours:") + " ", cls="published-command")
    command.appendChild(element("code", comparison.command))
    block.appendChild(command)
    links = element("p", cls="published-links")
    if comparison.race is not None:
        links.appendChild(
            element("a", _("Run it in the Lab"), cls="lab-link published-run", href=lab_query(comparison.race))
        )
    if comparison.lab in SECTIONS:
        links.appendChild(element("a", _("See ours in the Lab"), cls="lab-link", href=SECTIONS[comparison.lab]))
    if links.firstChild:
        block.appendChild(links)
    return block


def bind() -> None:
    """Draw every comparison (the data is fixed: drawn once)."""
    fill(by_id("lab-published"), [comparison_block(n, c) for n, c in enumerate(COMPARISONS)])
