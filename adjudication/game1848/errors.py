"""The engine's one error for malformed input (a bad position or request, never a player's
wrong move: those come back as feedback)."""

from __future__ import annotations


class InputError(ValueError):
    """Malformed input; ``field`` names where (``"state.hands.s2"``)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message
