"""What a roll-forward changes against what the superseded phase had published, part by part.

Rows ``{"what", "seat", "removed", "added"}``: ``what`` names the part (``orders`` — the moves
with their outcome —, ``units``, ``dislodged``, ``supply_centers`` per ``seat``, ``next_phase``,
``winner``, or any other part of a rule set's result by its key); only what differs is listed.
The page words each part in the reader's language (``games.views.rollforward``)."""

from __future__ import annotations

import json
from typing import Any

# Parts of a stored result the platform adds at processing (who missed the phase): a preview
# has not counted them yet, so they are no difference of the adjudication.
PLATFORM_PARTS = frozenset({"nmr", "missed_seats"})
UNIT_PARTS = ("units", "dislodged")
SHORT = 300


def _line(item: Any) -> str:
    """One entry of a list part as a line: a unit "france A par", a move "france: A par -
    bur (bounced)", anything else as compact JSON."""
    if isinstance(item, dict) and {"power", "type", "at"} <= set(item):
        return f"{item['power']} {item['type']} {item['at']}"
    if isinstance(item, dict) and {"power", "order"} <= set(item):
        outcome = item.get("result")
        return f"{item['power']}: {item['order']}" + (f" ({outcome})" if outcome else "")
    if isinstance(item, str):
        return item
    text = json.dumps(item, sort_keys=True, ensure_ascii=False, default=str)
    return text if len(text) <= SHORT else text[:SHORT] + "…"


def _lines(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, list):
        return [_line(item) for item in value]
    return [_line(value)]


def _row(what: str, before: Any, after: Any, seat: str = "") -> dict[str, Any] | None:
    old, new = _lines(before), _lines(after)
    if sorted(old) == sorted(new):
        return None
    removed = sorted(set(old) - set(new)) or sorted(old)
    added = sorted(set(new) - set(old)) or sorted(new)
    return {"what": what, "seat": seat, "removed": removed, "added": added}


def _centres(before: Any, after: Any) -> list[dict[str, Any]]:
    old = before if isinstance(before, dict) else {}
    new = after if isinstance(after, dict) else {}
    rows = []
    for seat in sorted(set(old) | set(new)):
        row = _row("supply_centers", old.get(seat) or [], new.get(seat) or [], seat)
        if row:
            rows.append(row)
    return rows


def result_diff(before: dict[str, Any], after: dict[str, Any]) -> list[dict[str, Any]]:
    """What differs between two results of the same phase: the moves, units, dislodgements,
    centres per power, then any other part of the rule set's result."""
    rows = [_row("orders", before.get("orders"), after.get("orders"))]
    rows += [_row(part, before.get(part), after.get(part)) for part in UNIT_PARTS]
    found = [row for row in rows if row]
    found += _centres(before.get("supply_centers"), after.get("supply_centers"))
    done = {"orders", "supply_centers", *UNIT_PARTS, *PLATFORM_PARTS}
    for part in sorted((set(before) | set(after)) - done):
        row = _row(part, before.get(part), after.get(part))
        if row:
            found.append(row)
    return found


def position_diff(before: dict[str, Any], after: dict[str, Any]) -> list[dict[str, Any]]:
    """How the open phase's position differs from the one the superseded phase started
    from (the units, dislodgements and centres a game master's edit changed)."""
    rows = [_row(part, before.get(part), after.get(part)) for part in UNIT_PARTS]
    found = [row for row in rows if row]
    return found + _centres(before.get("supply_centers"), after.get("supply_centers"))
