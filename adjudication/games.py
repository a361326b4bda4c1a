"""Which engine answers a JSON request: ``{"game": "1848", ...}`` goes to that game's door,
everything else (no ``game`` key) to Diplomacy and its variants (``"variant"``).

A game's door raises its own ``InputError`` (a ``ValueError`` with ``field`` and ``message``);
it is passed on as :class:`adjudication.diplomacy.interface.InputError`, so callers (the
command line) handle one error type. Game packages are imported on first use.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from adjudication.diplomacy.interface import InputError
from adjudication.diplomacy.interface import resolve as resolve_diplomacy

GAMES: dict[str, str] = {"1848": "adjudication.game1848:resolve"}


def resolve(data: Mapping[str, Any]) -> dict[str, Any]:
    # ``type(...) is dict`` first: the abstract-class check costs more, and input is a dict.
    if (type(data) is not dict and not isinstance(data, Mapping)) or "game" not in data:
        return resolve_diplomacy(data)
    name = data["game"]
    if name == "diplomacy":
        return resolve_diplomacy({k: v for k, v in data.items() if k != "game"})
    if name not in GAMES:
        raise InputError("game", f"unknown game {name!r}; known: diplomacy, "
                                 f"{', '.join(sorted(GAMES))}")
    module, _, function = GAMES[name].partition(":")
    door = getattr(importlib.import_module(module), function)
    try:
        return door(data)
    except ValueError as error:
        field = getattr(error, "field", None)
        if field is None:
            raise
        raise InputError(field, getattr(error, "message", str(error))) from None
