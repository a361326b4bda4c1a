"""Rather Silly orders checked on arrival with the adjudicator's own code.

:func:`check_orders` runs this season's movement (``movement.adjudicate_movement``: the line
reader, the matching of each line to a unit, the section steps and the standard engine) on the
seat's lines alone and reports the lines its line reader marks ``invalid`` or ``replaced``
(no unit, another seat's unit, a later line for the same unit), with their reasons. The
engine's reach verdicts are not reported: other seats' birds, Amazons and Drecksack armies may
move a unit where it could not go alone (found by the property test: ``A mar - kie``). The Narr's
overrides are secret and are not applied here: an order he overrides is the adjudicator's
business at the ZAT, never revealed on arrival. Other seats' orders are not known either.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from adjudication.diplomacy.check import OK, UNREADABLE, Verdict
from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.interface import read_state
from adjudication.rather_silly.movement import INVALID, REPLACED, adjudicate_movement

# Verdicts of the line reader (movement.read_orders): they depend on the board and this
# seat's own lines only.
MATCHING = frozenset({"no_unit", "rs_no_kind", "rs_foreign_unit", "rs_replaced",
                      "rs_not_unit_order"})


def check_orders(position: Mapping[str, Any], power: str, lines: Sequence[str]
                 ) -> list[Verdict]:
    """One verdict per unit-order line of ``power`` against the engine state ``position``
    (the ``engine`` part of the platform's state)."""
    board = load_board()
    state = read_state({"seed": 0, **position}, board)
    moved = adjudicate_movement(state, {power: list(lines)}, tick_devils=False)
    by_line: dict[str, list[Any]] = {}
    for line in moved.submitted:
        by_line.setdefault(line.text, []).append(line)
    yours = ", ".join(f"{u.kind.value} {u.at}" for u in state.units if u.power == power)
    verdicts = []
    for text in lines:
        found = by_line.get(text)
        line = found.pop(0) if found else None  # none: a wormhole vote (kept secret apart)
        reason = line.reason if line is not None else ""
        code = getattr(reason, "code", "")
        if line is None or line.result not in (INVALID, REPLACED) \
                or (line.order is not None and code not in MATCHING):
            # Reach is the engine's at the ZAT: another seat's bird, Amazon or Drecksack may
            # carry or move the unit, so "cannot reach" is not known on arrival (property test).
            verdicts.append(Verdict(text))
            continue
        params = dict(getattr(reason, "params", {}))
        if code in ("no_unit", "rs_no_kind", "rs_foreign_unit"):
            params["yours"] = yours  # what would be right
        if line.order is None:
            verdicts.append(Verdict(text, UNREADABLE, "unreadable", {"message": str(reason)},
                                    str(reason)))
            continue
        if line.result == REPLACED:
            later = [n for n, other in enumerate(moved.submitted)
                     if other.unit_id == line.unit_id and other is not line]
            params["by"] = str(lines.index(moved.submitted[later[-1]].text) + 1) if later \
                else "?"
        verdicts.append(Verdict(text, line.result, code or line.result, params, str(reason)))
    return verdicts


__all__ = ["OK", "Verdict", "check_orders"]
