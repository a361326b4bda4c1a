"""Before/after comparison of a phase result, for the overrule preview and the audit log.

Units are compared as "power type location" strings, centre ownership per power; only what
changed is listed, so a game master sees exactly what an overrule will do."""

from __future__ import annotations

from typing import Any


def _unit_lines(units: Any) -> set[str]:
    if not isinstance(units, list):
        return set()
    return {f"{u.get('power')} {u.get('type')} {u.get('at')}" for u in units
            if isinstance(u, dict)}


def result_diff(before: dict[str, Any], after: dict[str, Any]) -> list[dict[str, Any]]:
    """Rows ``{"what", "removed": [...], "added": [...]}`` for each part that changed."""
    rows = []
    for key in ("units", "dislodged"):
        if key not in after:
            continue
        old, new = _unit_lines(before.get(key)), _unit_lines(after.get(key))
        if old != new:
            rows.append({"what": key, "removed": sorted(old - new), "added": sorted(new - old)})
    if "supply_centers" in after:
        old_sc = before.get("supply_centers") or {}
        new_sc = after.get("supply_centers") or {}
        for power in sorted(set(old_sc) | set(new_sc)):
            old_set, new_set = set(old_sc.get(power, [])), set(new_sc.get(power, []))
            if old_set != new_set:
                rows.append({"what": f"supply_centers: {power}",
                             "removed": sorted(old_set - new_set),
                             "added": sorted(new_set - old_set)})
    return rows
