"""The one error the map raises for a board it cannot draw."""

from __future__ import annotations


class BoardError(ValueError):
    """The board cannot be drawn; the message names the field and what would be right."""
