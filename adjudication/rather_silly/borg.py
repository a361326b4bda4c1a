"""§1 The Borg: where it enters, where it goes, what it eats.

Definitions (pinned by tests/engine/test_rather_silly_borg.py):

- The Borg walks a *province graph* given by the caller: two provinces are neighbours if any
  unit could pass between them (army or fleet adjacency, the Mont-Blanc tunnel, this season's
  wormhole). Switzerland, Hyperspace, Iceland and Crete are not in it.
- *Edible*: every piece except the TARDIS, the Borg itself and lama herds.
- *Attractive*: edible, not a monster (§1: monsters do not lure it) and not owned by a power
  in ``last_eaten`` (the owners of its last meal).
- The *ring vector* of a province p counts attractive pieces at graph distance exactly 1, 2,
  3, ... from p (p itself excluded) until the breadth-first search has reached every province.
  "Neighbouring units" is ring 1; "the neighbours of the neighbours, and so on" are the outer
  rings. Candidates are compared by their ring vectors, lexicographically: most ring-1
  units first, then most ring-2 units, ... The recursion therefore ends at the graph's
  diameter; a tie left after that is settled by a seeded lot and flagged for the GM.

A turn, in order: (1) not on the board yet -> enter on the province whose units have the best
ring vector and eat them; (2) edible pieces share its province (moved in by order or retreat)
-> eat them and stay; (3) exactly one adjacent province holds attractive pieces -> go there;
several -> go to the one with the best ring vector; (4) none -> stay or move to the adjacent
province with the best ring vector, staying when staying is among the best. Wherever it
lands it eats every edible piece, including those of ``last_eaten`` and monsters.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Protocol

from adjudication.diplomacy.maps import Map
from adjudication.rather_silly.board import Board
from adjudication.rather_silly.review import Event, ReviewFlag
from adjudication.rather_silly.rng import choose
from adjudication.rather_silly.units import LETTER, Kind

Graph = Mapping[str, Iterable[str]]

NEVER_EATEN = frozenset({Kind.TARDIS, Kind.BORG, Kind.LAMA})
MONSTERS = frozenset({Kind.SEA_MONSTER, Kind.SPACE_MONSTER})


class Piece(Protocol):
    """What the creature rules read of a unit (rs-movement's state units fit this)."""

    @property
    def power(self) -> str: ...
    @property
    def kind(self) -> Kind: ...
    @property
    def at(self) -> str: ...


def province(location: str) -> str:
    return location.partition("/")[0]


def ring_vector(graph: Graph, start: str, weight: Mapping[str, int]) -> tuple[int, ...]:
    """Sum of ``weight`` over provinces at distance 1, 2, ... from ``start`` (BFS rings)."""
    distance, rings = _distances(graph, start)
    vector = [0] * rings
    for place, amount in weight.items():
        ring = distance.get(place)
        if ring:  # 0 is the start itself; None: not reachable
            vector[ring - 1] += amount
    return tuple(vector)


def _distances(graph: Graph, start: str) -> tuple[dict[str, int], int]:
    """(province -> BFS distance from ``start``, number of non-empty rings); remembered per
    graph object (the graphs are built once per board and wormhole, and never changed)."""
    known = _DISTANCES.get(id(graph))
    if known is None or known[0] is not graph:
        if len(_DISTANCES) > 64:
            _DISTANCES.clear()
        known = _DISTANCES[id(graph)] = (graph, {})
    found = known[1].get(start)
    if found is None:
        distance = {start: 0}
        frontier = [start]
        rings = 0
        while frontier:
            nxt: list[str] = []
            for here in frontier:
                for there in graph.get(here, ()):
                    if there not in distance:
                        distance[there] = rings + 1
                        nxt.append(there)
            if nxt:
                rings += 1
            frontier = nxt
        found = known[1][start] = (distance, rings)
    return found


_DISTANCES: dict[int, tuple[Graph, dict[str, tuple[dict[str, int], int]]]] = {}


def best_by_rings(
    graph: Graph, candidates: Iterable[str], weight: Mapping[str, int], *, most: bool = True
) -> list[str]:
    """The candidates whose ring vectors are best (``most`` units, or fewest), sorted."""
    scored = {c: ring_vector(graph, c, weight) for c in sorted(set(candidates))}
    if not scored:
        return []
    width = max(len(v) for v in scored.values())
    padded = {c: v + (0,) * (width - len(v)) for c, v in scored.items()}
    target = max(padded.values()) if most else min(padded.values())
    return [c for c, v in padded.items() if v == target]


@dataclass(frozen=True, slots=True)
class BorgState:
    at: str | None = None  # None: not on the board yet (before Spring 1901)
    last_eaten: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class BorgTurn:
    state: BorgState
    moved_from: str | None
    eaten: tuple[Piece, ...]
    why: str
    review: tuple[str, ...] = field(default=())


def is_edible(piece: Piece) -> bool:
    return piece.kind not in NEVER_EATEN


def _attraction(pieces: Sequence[Piece], ignored: frozenset[str]) -> dict[str, int]:
    weight: dict[str, int] = {}
    for p in pieces:
        if is_edible(p) and p.kind not in MONSTERS and p.power not in ignored:
            where = p.at.partition("/")[0]
            weight[where] = weight.get(where, 0) + 1
    return weight


def _pick(best: list[str], *, seed: int | str, phase: str, what: str) -> tuple[str, list[str]]:
    if len(best) == 1:
        return best[0], []
    chosen = choose(seed, phase, "borg:tie", best)
    return chosen, [f"Borg: {what} tied between {', '.join(best)}; lot chose {chosen}"]


def victims(pieces: Sequence[Any], verb: str = "destroyed") -> str:
    """`` and destroyed italy A tyr, austria F tri`` (power key, kind, place): whom an event
    hit, for its sentence; empty when it hit nothing. The pages show the powers by name."""
    if not pieces:
        return ""
    return f" and {verb} " + ", ".join(f"{p.power} {LETTER[p.kind]} {p.at}" for p in pieces)


def borg_turn(
    graph: Graph, borg: BorgState, pieces: Sequence[Piece], *, seed: int | str, phase: str
) -> BorgTurn:
    """One Borg turn (entry if it is off the board). ``pieces``: everything on the board."""
    weight = _attraction(pieces, borg.last_eaten)
    review: list[str] = []
    if borg.at is None:
        if not weight:
            return BorgTurn(borg, None, (), "no unit to enter on; the Borg stays away")
        target, review = _pick(
            best_by_rings(graph, weight, weight), seed=seed, phase=phase, what="entry"
        )
        why = f"enters on {target}, the unit with the most neighbouring units"
    elif any(p.kind not in NEVER_EATEN and p.at.partition("/")[0] == borg.at for p in pieces):
        target, why = borg.at, f"eats what moved into {borg.at} and stays"
    else:
        near = [p for p in graph.get(borg.at, ()) if weight.get(p, 0)]
        if len(near) == 1:
            target, why = near[0], f"moves to {near[0]}, its only neighbouring meal"
        elif near:
            target, review = _pick(
                best_by_rings(graph, near, weight), seed=seed, phase=phase, what="meal"
            )
            why = f"moves to {target}, the neighbouring meal with the most neighbours"
        else:
            options = [borg.at, *graph.get(borg.at, ())]
            best = best_by_rings(graph, options, weight)
            if borg.at in best:
                target, why = borg.at, f"stays in {borg.at}: no better place for a meal"
            else:
                target, review = _pick(best, seed=seed, phase=phase, what="hunt")
                why = f"moves to {target}, the best chance of a meal"
    eaten = tuple(p for p in pieces
                  if p.kind not in NEVER_EATEN and p.at.partition("/")[0] == target)
    owners = frozenset(p.power for p in eaten if p.kind not in MONSTERS)
    state = BorgState(at=target, last_eaten=owners or borg.last_eaten)
    return BorgTurn(state, borg.at, eaten, why, tuple(review))


def blocked_by_borg(borg: BorgState) -> frozenset[str]:
    """Supply centres that count for nobody at the adjustment (§1): the one under the Borg."""
    return frozenset({borg.at}) if borg.at else frozenset()


def province_graph(
    board: Map, *, extra_edges: Iterable[tuple[str, str]] = (), closed: Iterable[str] = ()
) -> dict[str, frozenset[str]]:
    """A province graph from a standard ``Map``: army or fleet adjacency, plus ``extra_edges``,
    without the ``closed`` provinces and impassable ones (Switzerland, Hyperspace)."""
    shut = set(closed)
    provinces = board.provinces
    shut.update(a for a, p in provinces.items() if p.kind == "impassable")
    graph: dict[str, set[str]] = {a: set() for a in provinces if a not in shut}
    for a in graph:
        graph[a].update(board.army_neighbours(a))
        for loc in board.fleet_locations_of(a):
            reach = board.fleet_neighbours(loc)
            graph[a].update(province(t) for t in reach)
    for x, y in extra_edges:
        if x in graph and y in graph:
            graph[x].add(y)
            graph[y].add(x)
    return {a: frozenset(n - shut) for a, n in graph.items()}


@cache
def borg_graph(board: Board, wormhole: tuple[str, str] | None = None) -> dict[str, frozenset[str]]:
    """The Borg's graph on the variant board: tunnels it may use (§6) and the wormhole (§7);
    Iceland and Crete (build-only) and Hyperspace are closed to it."""
    edges = [
        (a, b)
        for t in board.tunnels
        if Kind.BORG.value in t.passable_by
        for a in sorted(t.provinces)
        for b in sorted(t.provinces)
        if a < b
    ]
    if wormhole:
        edges.append((province(wormhole[0]), province(wormhole[1])))
    closed = [a for a in board.map.provinces if board.is_build_only(a) or board.is_hyperspace(a)]
    return province_graph(board.map, extra_edges=edges, closed=closed)


def season_step(
    board: Board, state: Any, wormhole_now: tuple[str, str] | None
) -> tuple[Any, list[Event], list[ReviewFlag]]:
    """§17 step 5 on the game state: the Borg (a unit of the pseudo-power ``borg``) moves and
    eats; its last meal is kept in ``section_state["borg"]``. It enters in Spring 1901."""
    from adjudication.rather_silly import devils
    from adjudication.rather_silly.state import Unit

    data = state.section_state.get("borg", {})
    current = BorgState(data.get("at"), frozenset(data.get("last_eaten", ())))
    if current.at is None and (state.phase.year, state.phase.season) != (1901, "spring"):
        return state, [], []
    pieces = [u for u in state.units if u.kind is not Kind.BORG]
    turn = borg_turn(borg_graph(board, wormhole_now), current, pieces, seed=state.seed,
                     phase=state.phase.code)
    eaten = {getattr(u, "id", "") for u in turn.eaten}
    state, losses = devils.record_losses(state, [u for u in state.units if u.id in eaten])
    units = [u for u in state.units if u.id not in eaten and u.kind is not Kind.BORG]
    if turn.state.at:
        units.append(Unit("borg", "borg", Kind.BORG, turn.state.at, origin="creature"))
    state = state.replace(units=tuple(units), section_state={
        **state.section_state,
        "borg": {"at": turn.state.at, "last_eaten": sorted(turn.state.last_eaten)}})
    meal = sorted((u for u in turn.eaten if getattr(u, "id", "")), key=lambda u: u.id)
    events = [Event("§1", "borg", f"the Borg {turn.why}{victims(meal, 'ate')}",
                    tuple(sorted(eaten)))]
    flags = [ReviewFlag("§1", "borg_tie", note, turn.state.at) for note in turn.review]
    return state, events + losses, flags
