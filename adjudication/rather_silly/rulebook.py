"""The variant's Rulebook for the standard engine, and the section steps around it.

Two ways a section changes a movement phase, both without touching the general resolver:

1. **Rulebook hooks** (engine-B's extension points, ``adjudication/diplomacy/rulebook.py``),
   composed here from the section modules:

   - ``adjacency``: standard adjacency of the unit's A/F type, plus the Mont-Blanc tunnel for
     conventional armies (§6), plus this season's wormhole for every unit (§7), plus a bird
     flight for a carried army (§8); build-only islands and Hyperspace are never entered.
   - ``unit_strength``: the kind's base strength (A®mazonen, Drecksackarmeen 0; §9, §10),
     0 for an army in flight (§8), doubled for devil units (§5) — on the scale below.
   - ``support_weight``: one support is worth one unit of strength.
   - ``support_total``: the supports of a twin, with the twins' implicit supports and their
     own cutting rule (§12, ``twins.py``); other units: the engine's count.
   - ``may_dislodge``: a power's units never dislodge each other, except a unit seduced by
     an A®mazone of its own power entering her province (§9).
   - ``head_to_head``: armies carried by birds fly over their opponents (no battle, §8);
     otherwise standard (so swaps through tunnel or wormhole fail, §6, §7).

   **Strength scale.** The variant has units of strength 0 that can still move into an empty
   province nobody else enters ("move like armies"), which the standard comparison
   ``attack > hold`` (0 > 0) forbids. So every strength is counted in tenths plus a tie
   breaker: a unit of strength *s* is ``10*s + 1``, a support ``10``. For units of strength
   1 and 2 every comparison comes out exactly as in standard Diplomacy (``10a + 1 > 10b + 1``
   iff ``a > b``; an empty province holds 0); a strength-0 unit (``1``) beats only an empty
   province and loses to, or bounces with, any unit. Reasons are reported in whole units
   (:func:`whole_units`).

   Hooks find the variant's facts in ``board.extra["ctx"]`` (the :class:`PhaseContext`) and
   ``board.extra["ids"]`` (engine unit index -> variant unit id). A movement phase runs the
   engine with :func:`phase_rulebook`: the same hooks with those facts read once per phase.

2. **Steps** before and after the engine live in ``steps.py``.
"""

from __future__ import annotations

import dataclasses
import re
from functools import cache
from typing import Any

from adjudication.diplomacy.board import Board as EngineBoard
from adjudication.diplomacy.rulebook import Rulebook, standard
from adjudication.rather_silly import amazons, birds, devils, tunnel, twins, wormhole
from adjudication.rather_silly.context import PhaseContext
from adjudication.rather_silly.state import Unit
from adjudication.rather_silly.units import LETTER, STRENGTH_SCALE, Kind, rules_of

# --- hooks ------------------------------------------------------------------------------

def _ctx(board: EngineBoard) -> PhaseContext:
    return board.extra["ctx"]


def _uid(board: EngineBoard, index: int) -> str:
    return board.extra["ids"][index]


def adjacency(board: EngineBoard, index: int, from_loc: str, to_loc: str) -> bool:
    ctx = _ctx(board)
    unit = ctx.unit(_uid(board, index))
    variant_board = ctx.board
    if variant_board.is_build_only(to_loc) or variant_board.is_hyperspace(to_loc):
        return False
    moves_as = rules_of(unit.kind).moves_as
    if moves_as and board.game_map.is_adjacent(moves_as, from_loc, to_loc):
        return True
    if ctx.enabled("§6") and tunnel.passes(variant_board, unit, from_loc, to_loc):
        return True
    if ctx.enabled("§7") and wormhole.passes(ctx, unit, from_loc, to_loc):
        return True
    return ctx.enabled("§8") and birds.carried_to(ctx, unit.id) == to_loc.split("/", 1)[0]


SCALE = STRENGTH_SCALE
# Strength 0 is the rule of §9 (A®mazonen) and §10 (Drecksackarmeen): with that section
# switched off (scenario tests) the unit fights as the army it moves like.
ZERO_STRENGTH_SECTION = {Kind.AMAZON: "§9", Kind.DRECKSACK: "§10"}
_STRENGTHS = re.compile(r"\((\d+) against (\d+)\)")


def whole_units(reason: str) -> str:
    """``"(11 against 21)"`` in an engine reason -> ``"(1 against 2)"``."""
    if " against " not in reason:  # nothing the expression could find
        return reason
    return _STRENGTHS.sub(
        lambda m: f"({int(m[1]) // SCALE} against {int(m[2]) // SCALE})", reason)


def strength_of(ctx: PhaseContext, unit_id: str) -> int:
    """A unit's own strength in whole units (0, 1 or 2)."""
    return _strength(ctx, ctx.unit(unit_id))


def _strength(ctx: PhaseContext, unit: Unit) -> int:
    if ctx.enabled("§8") and birds.carried_to(ctx, unit.id) is not None:
        return 0
    base = rules_of(unit.kind).strength
    section = ZERO_STRENGTH_SECTION.get(unit.kind)
    if section is not None and not ctx.enabled(section):
        base = 1
    if ctx.enabled("§5"):
        base = devils.strength(unit, base)
    return base


def unit_strength(board: EngineBoard, index: int) -> int:
    return SCALE * strength_of(_ctx(board), _uid(board, index)) + 1


def support_weight(board: EngineBoard, supporter: int, supported: int) -> int:
    return SCALE


def head_to_head(board: EngineBoard, a: int, b: int, convoyed_a: bool, convoyed_b: bool) -> bool:
    ctx = _ctx(board)
    if ctx.enabled("§8") and (
        birds.carried_to(ctx, _uid(board, a)) or birds.carried_to(ctx, _uid(board, b))
    ):
        return False
    return not convoyed_a and not convoyed_b


def support_total(res: Any, resolver: Any, index: int, kind: str,
                  exclude: str | None) -> int | None:
    if not _ctx(res.board).enabled("§12"):
        return None
    total = twins.support_total(res, resolver, index, kind, exclude)
    return None if total is None else SCALE * total


def may_dislodge(board: EngineBoard, attacker: int, defender: int) -> bool:
    return amazons.may_dislodge(_ctx(board), _uid(board, attacker), _uid(board, defender))


@cache  # a frozen value of module functions: the same every time
def rulebook() -> Rulebook:
    """The hooks above, each reading the phase's facts through ``board.extra["ctx"]`` on
    every call (the legality check and the JSON door's variant use this one)."""
    return dataclasses.replace(
        standard(),
        name="rather_silly",
        adjacency=adjacency,
        unit_strength=unit_strength,
        head_to_head=head_to_head,
        support_weight=support_weight,
        support_total=support_total,
        may_dislodge=may_dislodge,
    )


# --- the same hooks, bound to one phase ---------------------------------------------------

_STANDARD = standard()


@cache
def _closed(board: Any) -> frozenset[str]:
    """Provinces no unit may enter by a move (build-only islands, Hyperspace)."""
    return frozenset(p for p in board.map.provinces
                     if board.is_build_only(p) or board.is_hyperspace(p))


@cache
def _tunnel_pairs(board: Any) -> dict[tuple[str, str], frozenset[str]]:
    """(province, province) -> kind letters that pass: ``Board.tunnel_between``'s first
    tunnel linking the two, as a table."""
    pairs: dict[tuple[str, str], frozenset[str]] = {}
    for link in board.tunnels:
        for a in sorted(link.provinces):
            for b in sorted(link.provinces):
                if link.links(a, b):
                    pairs.setdefault((a, b), link.passable_by)
    return pairs


@cache
def _adjacent(game_map: Any) -> dict[tuple[str, str, str], bool]:
    """(type, from, to) -> ``game_map.is_adjacent``, filled as the phases ask (map-only)."""
    return {}


def phase_rulebook(ctx: PhaseContext, units: list[Unit]) -> Rulebook:
    """:func:`rulebook` for one phase: the same answers, with what the hooks read from
    ``ctx`` (the units by engine index, switched-off sections, birds' cargo, twin pairs,
    seductions) looked up once here instead of on every call. ``units`` are the variant
    units in engine order (``board.extra["ids"]``). A hook that comes out as the standard
    one for this phase (no carried army, no twin pair, no A®mazone) is the standard's own,
    so the engine takes its shortcuts."""
    variant_board = ctx.board
    game_map = variant_board.map
    closed = _closed(variant_board)
    known = _adjacent(game_map)
    is_adjacent = game_map.is_adjacent
    tunnels = _tunnel_pairs(variant_board) if ctx.enabled("§6") else {}
    link = ctx.state.wormhole if ctx.enabled("§7") else None
    ends = frozenset(link) if link else frozenset()
    birds_on = ctx.enabled("§8")
    carried = [birds.carried_to(ctx, u.id) if birds_on else None for u in units]
    moves_as = [rules_of(u.kind).moves_as for u in units]
    letters = [LETTER[u.kind] for u in units]
    # _strength of each unit, with the switches read once
    devils_on = ctx.enabled("§5")
    zero_off = {kind for kind, section in ZERO_STRENGTH_SECTION.items()
                if not ctx.enabled(section)}
    strengths = []
    for unit, drop in zip(units, carried, strict=True):
        if drop is not None:
            own = 0
        else:
            own = 1 if unit.kind in zero_off else rules_of(unit.kind).strength
            if devils_on:
                own = devils.strength(unit, own)
        strengths.append(SCALE * own + 1)

    def phase_adjacency(board: EngineBoard, index: int, from_loc: str, to_loc: str) -> bool:
        to_province = to_loc.partition("/")[0]
        if to_province in closed:
            return False
        letter = moves_as[index]
        if letter:
            key = (letter, from_loc, to_loc)
            answer = known.get(key)
            if answer is None:
                answer = known[key] = is_adjacent(letter, from_loc, to_loc)
            if answer:
                return True
        from_province = from_loc.partition("/")[0]
        if tunnels:
            passable = tunnels.get((from_province, to_province))
            if passable is not None and letters[index] in passable:
                return True
        if from_province in ends and to_province in ends \
                and wormhole.passes(ctx, units[index], from_loc, to_loc):
            return True
        return carried[index] == to_province

    def phase_strength(board: EngineBoard, index: int) -> int:
        return strengths[index]

    hooks: dict[str, Any] = {"adjacency": phase_adjacency, "unit_strength": phase_strength}
    if any(carried):
        def phase_head_to_head(board: EngineBoard, a: int, b: int, convoyed_a: bool,
                               convoyed_b: bool) -> bool:
            if carried[a] or carried[b]:
                return False
            return not convoyed_a and not convoyed_b
        hooks["head_to_head"] = phase_head_to_head
    else:
        hooks["head_to_head"] = _STANDARD.head_to_head
    ids = [u.id for u in units]
    pairs = ctx.facts.get("twin_pairs", {}) if ctx.enabled("§12") else {}
    illegal = ctx.facts.get("twins_illegal", set())
    if any(pairs.get(uid) is not None and pairs[uid] not in illegal and pairs[uid] in ids
           for uid in ids):
        hooks["support_total"] = support_total
    else:  # no unit has a twin in the engine: the engine counts (the hook's None)
        hooks["support_total"] = _STANDARD.support_total
    if ctx.enabled(amazons.SECTION) and any(u.kind is Kind.AMAZON for u in units):
        hooks["may_dislodge"] = may_dislodge
    else:  # without A®mazonen the rule is "another power's units only"
        hooks["may_dislodge"] = _STANDARD.may_dislodge
    return dataclasses.replace(rulebook(), **hooks)
