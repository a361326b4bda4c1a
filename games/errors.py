"""Domain errors raised by the services. Views and the API turn them into 4xx responses:

- ``InvalidInput`` -> 400 (the input is wrong; ``field`` names it where one field is at fault),
- ``NotAllowed`` -> 403 (this user may not do this),
- ``Conflict`` -> 409 (the game is in the wrong state for it, or someone changed it meanwhile),
- ``NotFound`` -> 404.

``message`` is written for the person who made the mistake: what is wrong and what would be right.
"""

from __future__ import annotations


class DomainError(Exception):
    status_code = 400

    def __init__(self, message: str, *, field: str | None = None) -> None:
        message = str(message)  # a lazy translation is rendered in the language active now
        super().__init__(message)
        self.message = message
        self.field = field

    def as_dict(self) -> dict[str, str | None]:
        return {"field": self.field, "message": self.message}


class InvalidInput(DomainError):
    status_code = 400


class NotAllowed(DomainError):
    status_code = 403


class Conflict(DomainError):
    status_code = 409


class NotFound(DomainError):
    status_code = 404


class LinesRefused(InvalidInput):
    """A submission or file refused as a whole; ``lines`` holds the feedback per line (a
    list of ``{"line", "error", ...}``) for the page to show next to the text."""

    def __init__(self, message: str, *, lines: list[dict], field: str | None = None) -> None:
        super().__init__(message, field=field)
        self.lines = lines

    def as_dict(self) -> dict:
        return {**super().as_dict(), "lines": self.lines}
