"""Waiting for a move's row to turn over: the board's running animations, bounded in time."""

from __future__ import annotations

import asyncio
from typing import Any

from pyodide.ffi import JsException

from ..dom import document

REVEAL_LIMIT = 5.0  # seconds a reveal may hold input back, whatever the animations do


def animations_ending(board: Any) -> list[Any]:
    """Promises that settle when the animations now running inside ``board`` end (none under reduced motion)."""
    return [animation.finished for animation in document.getAnimations() if board.contains(animation.effect.target)]


async def settled(promises: list[Any]) -> None:
    """Until every promise has settled (a cancelled animation counts), REVEAL_LIMIT seconds at most."""

    async def all_settled() -> None:
        for promise in promises:
            try:
                await promise
            except JsException:  # cancelled: its tile was redrawn
                pass

    try:
        await asyncio.wait_for(all_settled(), REVEAL_LIMIT)
    except TimeoutError:
        pass
