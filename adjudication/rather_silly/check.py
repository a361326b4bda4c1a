"""Rather Silly orders checked on arrival with the adjudicator's own code.

:func:`check_orders` runs this season's movement (``movement.adjudicate_movement``: the line
reader, the matching of each line to a unit, the section steps and the standard engine with
the variant's Rulebook: coasts, convoy routes that could exist, the Mont-Blanc tunnel, this
season's wormhole, bird routes) on the seat's lines alone, every other unit holding. What that
run does with a line is what the adjudicator will do with it unless another seat's order can
change it; so each line gets one of:

- a hard verdict (``invalid``, ``replaced``, ``void``) with the engine's own reason, when no
  other seat's order can change it: no unit, another seat's unit, a later line for the same
  unit, a move the unit cannot make by itself and no other seat's bird could carry it, a
  support or convoy of a move the supported unit can never make (nor be carried to), a
  support or convoy of this seat's own unit that this sheet orders elsewhere;
- a warning (``warning``: the line is kept, the submission never refused for it) when the
  line's fate hangs on another seat's orders: a move that succeeds only if carried (another
  seat's bird in the province; fleets that could convoy it), a flight a bird-free zone may
  stop (another seat's, or the seat's own when another seat's bird carries the unit), a
  VER a neighbouring Drecksackarmee's HOSE may cancel, a support of an own unit whose move
  is itself in doubt or that an A®mazone of another seat may pull, a
  unit the seat's own A®mazone pulls (another seat's HOSE may free it);
- ``ok`` otherwise.

Other seats' orders are never known on arrival: a support of another seat's unit is judged only
by whether that unit could make the move at all. The Narr's overrides and the A®mazonen's
seductions are other seats' orders taking a unit over: the adjudicator then reports the unit's
new order, not this line (docs/rules/rather-silly-platform.md, "Orders read on arrival").
The boxes sent ahead are checked beside it: retreats and builds in ``check_later.py``, soul
sales in ``check_souls.py``.
The property test ``tests/engine/test_rather_silly_check.py`` holds the two moments together.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from adjudication.diplomacy import orders as std
from adjudication.diplomacy.check import OK, UNREADABLE, VOID, Verdict
from adjudication.diplomacy.legality import find_unit, normalise, sea_route_through
from adjudication.diplomacy.orders import province_of
from adjudication.diplomacy.results import NO_CONVOY
from adjudication.rather_silly import birds, narr
from adjudication.rather_silly.amazons import SEDUCIBLE
from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.context import PhaseContext, Submitted
from adjudication.rather_silly.movement import (
    INVALID,
    REPLACED,
    adjudicate_movement,
    engine_board,
)
from adjudication.rather_silly.orders import Route, Scare, Seduce, SeduceAll
from adjudication.rather_silly.position_json import read_state
from adjudication.rather_silly.rulebook import rulebook
from adjudication.rather_silly.state import Unit
from adjudication.rather_silly.units import Kind, parse_kind, rules_of

WARNING = "warning"

# Verdicts of the line reader (movement.read_orders): they depend on the board and this
# seat's own lines only.
MATCHING = frozenset({"no_unit", "rs_no_kind", "rs_foreign_unit", "rs_replaced",
                      "rs_not_unit_order"})
# Void results that no other seat's order changes (a special fleet is always immune; a
# seat's own HOSE cancels its own VER). Other void results of a unit's own order (the TARDIS's
# refused jump) depend on where the others end up: warned, not judged.
FIXED_VOID = frozenset({"rs_special_fleet_immune", "rs_hose_cancelled"})
REACH = frozenset({"fleet_cannot_move", "army_cannot_reach", "support_unreachable",
                   "move_to_self"})
SUPPORTS = (std.SupportHold, std.SupportMove, std.Convoy)


class _Judge:
    """One seat's sheet after the movement run on its lines alone."""

    def __init__(self, ctx: PhaseContext, power: str, lines: Sequence[str]) -> None:
        self.ctx, self.power, self.lines = ctx, power, lines
        self.board, self.units = engine_board(ctx)
        self.rules = rulebook()
        self.doubtful: set[str] = set()  # unit ids whose line got a warning

    # --- what other seats could do -------------------------------------------------------

    def foreign(self, kinds: frozenset[Kind] | set[Kind]) -> list[Unit]:
        return [u for u in self.ctx.state.units if u.kind in kinds and u.power != self.power]

    def bird_carriers(self, unit: Unit, order: Any) -> list[str]:
        """Other seats' birds in ``unit``'s province that could fly its route with it."""
        route = birds._route_of(order)
        if unit.kind not in birds.CARRIABLE or route is None \
                or birds.route_problem(self.ctx, unit.province, route, birds.MAX_WITH_CARGO):
            return []
        return [f"V {b.at}" for b in self.foreign({Kind.BIRD}) if b.province == unit.province]

    def fleet_carriers(self, origin: str, goal: str) -> list[str]:
        """Other seats' fleets at sea on some route from ``origin`` to ``goal`` (sea monsters
        never convoy: their section moves them)."""
        found = []
        for index, unit in enumerate(self.units):
            if unit.power != self.power and unit.kind in (Kind.FLEET, Kind.TWIN_FLEET) \
                    and self.rules.can_convoy(self.board, index) \
                    and sea_route_through(self.board, province_of(unit.at), origin, goal):
                found.append(f"{unit.kind.value} {unit.at}")
        return found

    def zone_threat(self, unit: Unit, order: Any) -> bool:
        """Could another seat's ``vZ`` cut a flight of ``unit`` at its first step?"""
        route = birds._route_of(order)
        carried = unit.id in self.ctx.facts.get("carried", {})
        if unit.kind not in birds.CARRIABLE or not route or not (
                carried or self.bird_carriers(unit, order)):
            return False
        near = {route[0]} | set(self.ctx.board.neighbours(route[0]))
        # Another seat's units may be ordered vZ; the seat's own count when this sheet orders
        # them vZ: that zone stops a flight another seat's bird carries, and whether that bird
        # flies is the other seat's order.
        return any(u.province in near for u in self.ctx.state.units
                   if u.kind in birds.SCARECROWS and u.id != unit.id
                   and (u.power != self.power
                        or isinstance(self.ctx.orders.get(u.id), Scare)))

    def may_be_seduced(self, unit: Unit) -> bool:
        if unit.kind not in SEDUCIBLE or unit.special_fleet:
            return False
        fleet = rules_of(unit.kind).moves_as == "F"
        return any(not (fleet and self.ctx.board.kind(a.at) == "land")
                   for a in self.foreign({Kind.AMAZON}))

    def may_move(self, unit: Unit, goal: str) -> bool:
        """Could ``unit`` be ordered to ``goal`` at all (the engine's ``normalise``), or be
        carried there by a bird standing with it?"""
        if any(b.province == unit.province for b in self.ctx.state.units
               if b.kind is Kind.BIRD) and unit.kind in birds.CARRIABLE \
                and not birds.route_problem(self.ctx, unit.province, (province_of(goal),), 1):
            return True
        if unit not in self.units:
            return False
        index = self.units.index(unit)
        letter = rules_of(unit.kind).moves_as
        spots = [goal]
        if letter == "F" and "/" not in goal and self.board.game_map.coasts(goal):
            spots = list(self.board.game_map.fleet_locations_of(goal))
        for spot in spots:
            legal, _ = normalise(self.board, self.rules, index, std.Move(letter, unit.at, spot))
            if legal is not None and ("/" not in spot or legal.to == spot):
                return True
        return False

    def reaches(self, unit: Unit) -> str:
        """Where ``unit`` may move by itself (adjacency, tunnel, wormhole), for the advice."""
        if unit not in self.units:
            return ""
        index = self.units.index(unit)
        game_map = self.board.game_map
        spots = game_map.provinces if rules_of(unit.kind).moves_as == "A" else [
            loc for p in game_map.provinces for loc in game_map.fleet_locations_of(p)]
        return ", ".join(sorted(
            s for s in spots if province_of(s) != unit.province
            and self.rules.adjacency(self.board, index, unit.at, s)))

    # --- one line ------------------------------------------------------------------------

    def warning(self, line: Submitted) -> tuple[str, dict[str, str]] | None:
        """Why the fate of this line hangs on other seats' orders (or None)."""
        unit = self.ctx.unit(line.unit_id) if line.unit_id else None
        order = line.order
        if unit is None or order is None:
            return None
        name = f"{unit.kind.value} {unit.at}"
        if unit.id in self.ctx.facts.get("seduced", {}) \
                or getattr(line.reason, "code", "").startswith("rs_seduced"):
            # Only the seat's own A®mazonen act in this run: her VER wins over this line,
            # unless another seat's HOSE cancels it (then this line counts).
            return "rs_pulled_by_own", {"unit": name}
        goal = order.to if isinstance(order, std.Move) else (
            order.route[-1] if isinstance(order, Route) else "")
        if line.result == INVALID:
            carriers = self.bird_carriers(unit, order)
            if carriers:
                return "rs_unless_carried", {"unit": name, "to": goal,
                                             "carriers": ", ".join(carriers)}
            return None
        if line.result == NO_CONVOY:
            carriers = self.fleet_carriers(unit.province, province_of(goal)) \
                + self.bird_carriers(unit, order)
            if carriers:
                return "rs_unless_convoyed", {"unit": name, "to": goal,
                                              "carriers": ", ".join(carriers)}
            return None
        if line.result == VOID and not isinstance(order, SUPPORTS) \
                and getattr(line.reason, "code", "") not in FIXED_VOID:
            return "rs_may_be_void", {"message": str(line.reason)}
        if line.result in (INVALID, REPLACED, VOID):
            return None
        if isinstance(order, std.Move | Route) and self.zone_threat(unit, order):
            return "rs_zone_may_stop", {"unit": name, "to": goal}
        if isinstance(order, Seduce | SeduceAll):
            near = self.ctx.board.neighbours(unit.province)
            hoses = [f"DA {d.at}" for d in self.foreign({Kind.DRECKSACK}) if d.province in near]
            if hoses:
                return "rs_hose_may_cancel", {"unit": name, "hoses": ", ".join(hoses)}
        return None

    def support(self, line: Submitted) -> tuple[str, str, dict[str, str]] | None:
        """A support or convoy the run found void: (status, code, params), or None when the
        supported unit belongs to another seat and could make the move."""
        order = line.order
        if isinstance(order, std.Convoy):
            at, kind, goal = order.army_at, "A", order.army_to
        else:
            at, kind = order.target_at, order.target_type
            goal = order.target_to if isinstance(order, std.SupportMove) else None
        letter = rules_of(parse_kind(kind)).moves_as if kind else None
        index = find_unit(self.board, self.rules, at, letter)
        if index is None:
            return None
        target = self.units[index]
        name = f"{target.kind.value} {target.at}"
        convoy = isinstance(order, std.Convoy)
        if goal is not None and not self.may_move(target, goal):
            code = "convoy_impossible" if convoy else "support_impossible"
            return VOID, code, {"target": name, "goal": goal}
        if target.power != self.power:
            return None
        if target.id in self.doubtful or self.may_be_seduced(target):
            return WARNING, "rs_support_doubt", {"target": name}
        if goal is None:
            return VOID, "support_own_moves", {"target": name}
        own = self.ctx.order_source.get(target.id)
        number = str(self.lines.index(own.text) + 1) if own is not None else "-"
        code = "convoy_own_elsewhere" if convoy else "support_own_elsewhere"
        return VOID, code, {"target": name, "goal": goal, "line": number}


def check_orders(position: Mapping[str, Any], power: str, lines: Sequence[str]
                 ) -> list[Verdict]:
    """One verdict per unit-order line of ``power`` against the engine state ``position``
    (the ``engine`` part of the platform's state)."""
    board = load_board()
    # The Narr's overrides are secret: never applied on arrival, whatever the state holds.
    state = narr.with_overrides(read_state({"seed": 0, **position}, board), [])
    moved = adjudicate_movement(state, {power: list(lines)}, tick_devils=False)
    judge = _Judge(moved.context, power, lines)
    by_line: dict[str, list[Submitted]] = {}
    for line in moved.submitted:
        by_line.setdefault(line.text, []).append(line)
    found = [(text, (by_line.get(text) or [None]).pop(0)) for text in lines]
    warned: dict[int, tuple[str, dict[str, str]]] = {}
    for number, (_text, line) in enumerate(found):
        doubt = judge.warning(line) if line is not None else None
        if doubt is not None:
            warned[number] = doubt
            judge.doubtful.add(line.unit_id)
    yours = ", ".join(f"{u.kind.value} {u.at}" for u in state.units if u.power == power)
    verdicts = []
    for number, (text, line) in enumerate(found):
        if line is None:  # a wormhole vote (kept secret apart)
            verdicts.append(Verdict(text))
            continue
        reason = line.reason
        code = getattr(reason, "code", "")
        params = dict(getattr(reason, "params", {}))
        if line.order is None:
            verdicts.append(Verdict(text, UNREADABLE, "unreadable", {"message": str(reason)},
                                    str(reason)))
        elif number in warned:
            code, params = warned[number]
            verdicts.append(Verdict(text, WARNING, code, params, str(reason)))
        elif line.result == VOID and isinstance(line.order, SUPPORTS):
            judged = judge.support(line)
            verdicts.append(Verdict(text) if judged is None
                            else Verdict(text, judged[0], judged[1], judged[2], str(reason)))
        elif line.result in (INVALID, REPLACED, VOID, NO_CONVOY):
            if code in ("no_unit", "rs_no_kind", "rs_foreign_unit"):
                params["yours"] = yours  # what would be right
            if code in REACH and line.unit_id:
                params["options"] = judge.reaches(judge.ctx.unit(line.unit_id))
            if line.result == REPLACED:
                later = [n for n, other in enumerate(moved.submitted)
                         if other.unit_id == line.unit_id and other is not line]
                params["by"] = str(lines.index(moved.submitted[later[-1]].text) + 1) \
                    if later else "?"
            if not code:
                code, params = "rs_engine", {"message": str(reason)}
            status = VOID if line.result == NO_CONVOY else line.result
            if line.result == NO_CONVOY:
                code = "rs_no_convoy"
                params = {"unit": f"A {line.order.at}", "to": line.order.to}
            verdicts.append(Verdict(text, status, code, params, str(reason)))
        else:
            verdicts.append(Verdict(text))
    return verdicts


__all__ = ["OK", "WARNING", "Verdict", "check_orders"]
