"""Review flags and events: what a phase's outcome tells the GM and the players beyond moves.

- An :class:`Event` is something a rule made happen (a unit dropped by birds, a special fleet
  attacked, a twin pair died, a wormhole link chosen). Events are public unless ``private``
  names the only powers that may see it (secret votes, lama owners: never public).
- A :class:`ReviewFlag` marks a choice the rules leave to the GM ("entscheidet der
  Spielleiter"): the engine applied ``default`` and lists the ``options``; the GM confirms or
  overrules before publishing. JSON shape::

      {"section": "§11", "code": "special_fleet_attack", "message": "...",
       "default": ..., "options": [...]}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from adjudication.values import quick_init


@quick_init
@dataclass(frozen=True, slots=True)
class ReviewFlag:
    section: str
    code: str
    message: str
    default: Any
    options: tuple[Any, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "section": self.section,
            "code": self.code,
            "message": self.message,
            "default": self.default,
            "options": list(self.options),
        }


@dataclass(frozen=True, slots=True)
class Event:
    section: str
    code: str
    message: str
    units: tuple[str, ...] = ()  # unit ids concerned
    data: Mapping[str, Any] = field(default_factory=dict)
    private: tuple[str, ...] = ()  # powers allowed to see it; empty = public

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "section": self.section,
            "code": self.code,
            "message": self.message,
            "units": list(self.units),
        }
        if self.data:
            out["data"] = dict(self.data)
        if self.private:
            out["private"] = list(self.private)
        return out
