"""Who may read what: the JSON doors' output split into public, private and GM parts.

Both doors (one phase: ``phase_door.py``; one season: ``season_door.py``) answer::

    {"variant": "rather_silly", "phase": "S1901M", "next_phase": "S1901R",
     "public":  {...everybody may read it...},
     "private": {"england": {...England alone...}, "narr": {...}, ...},
     "gm":      {...everything, for the game master...}}

Rules of the split (each one place below):

- an order line read as a unit's order is public with its result; a line that could not be
  used (``invalid``) goes to its writer alone, with the reason: a mistyped secret line must
  not leak through an error message;
- secret lines (``L xxx Exp``, ``WURMLOCH``, ``VORHERSAGE``, the Narr's overrides before they
  are carried out) are never public: their writer sees them with what became of them;
- an :class:`Event` with ``private`` readers goes to those readers only (``"gm"``: nobody
  but the GM); review flags, every error and the next state (lama herds, the season memo)
  are the GM's.

Invariant (tested for every secret): nothing in ``public`` or in another player's private
part is derived from a secret line, a vote, a prediction or a Superhirn mark.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from adjudication.rather_silly.review import Event, ReviewFlag

GM = "gm"
JSON = dict[str, Any]


def line_result(power: str, text: str, result: str, reason: str = "") -> JSON:
    return {"power": power, "order": text, "result": result, "reason": reason}


@dataclass
class Report:
    """Collects a phase's (or season's) output item by item, each with its readers."""

    public: JSON = field(default_factory=dict)
    private: dict[str, JSON] = field(default_factory=dict)
    gm: JSON = field(default_factory=dict)

    def _add(self, part: JSON, key: str, item: Any) -> None:
        part.setdefault(key, []).append(item)

    def result(self, entry: JSON, *, secret: bool = False) -> None:
        """One order line's result: public unless secret or unusable (then its writer's)."""
        self._add(self.gm, "results", entry)
        if secret or entry["result"] == "invalid":
            mine = {k: v for k, v in entry.items() if k != "power"}
            self._add(self.part(entry["power"]), "orders", mine)
        else:
            self._add(self.public, "results", entry)

    def error(self, player: str, line: str, why: str) -> None:
        self._add(self.gm, "errors", {"player": player, "line": line, "why": why})
        self._add(self.part(player), "errors", {"line": line, "why": why})

    def events(self, events: Iterable[Event]) -> None:
        for event in events:
            shown = event.to_json()
            self._add(self.gm, "events", shown)
            if not event.private:
                self._add(self.public, "events", shown)
            for reader in event.private:
                if reader != GM:
                    self._add(self.part(reader), "events", shown)

    def note(self, player: str, code: str, message: str, **data: Any) -> None:
        """Something only ``player`` (and the GM) may know, e.g. his Superhirn share."""
        item = {"code": code, "message": message, **({"data": data} if data else {})}
        self._add(self.part(player), "notes", item)
        self._add(self.gm, "notes", dict(item, player=player))

    def flags(self, flags: Iterable[ReviewFlag]) -> None:
        self.gm.setdefault("review_flags", []).extend(f.to_json() for f in flags)

    def part(self, player: str) -> JSON:
        return self.private.setdefault(player, {})

    def to_json(self, head: Mapping[str, Any]) -> JSON:
        for key in ("results", "events"):
            self.public.setdefault(key, [])
        for key in ("results", "events", "errors", "review_flags", "notes"):
            self.gm.setdefault(key, [])
        return {**head, "public": self.public,
                "private": dict(sorted(self.private.items())), "gm": self.gm}
