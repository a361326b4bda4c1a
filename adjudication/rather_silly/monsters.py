"""§3/§4 Monsters: where they appear and the orders the engine gives them.

A sea monster (kind ``SM``, moves as a fleet) appears after every Spring retreat phase on a
random unoccupied sea or coastal province; a space monster (``WM``, moves as an army) after
every Fall retreat phase on a random free land or coastal province. "Unoccupied"/"free": no
unit of any kind stands there. Iceland, Crete and Hyperspace never get one. The draw uses
``rng_for(seed, phase, "sea-monster"|"space-monster")``.

Orders (pinned by tests/engine/test_rather_silly_monsters.py). *Units* are all pieces except
the monster itself; ``U(p)`` counts units in p, ``N(p)`` units in provinces bordering p.
Reachable: where the monster's type may move (its army or fleet adjacency, the wormhole;
never the tunnel, Iceland, Crete or Hyperspace). Then:

1. On a supply centre it holds ("never gives one up"), unless a reachable centre t has
   ``N(t) < N(here)``: then it moves to the best such centre (rule 2's order).
2. Reachable centres: the first tier that is not empty wins: ``U(t) = 0``; then
   ``U(t) > 0, N(t) = 0``; then ``U(t) > 0, N(t) > 0``. Within a tier: the fewest units by
   ring vector (``borg.ring_vector``, compared the other way round: repelled, not drawn).
3. No reachable centre: the reachable province nearest (in moves of its type) to any
   centre, fewest units by ring vector on a tie; a centre it can never reach: hold.
4. Still tied: seeded lot (``"monster:<id>"``), flagged for the GM.

Retreats (dislodged monster): the same preference over the resolver's retreat options; no
option: it is disbanded. A space monster can only retreat to land, so "dies when forced to
retreat into the sea" is exactly that case.

Supply centres: monsters never own one; a monster standing on a centre at the Fall
adjustment blocks it like the Borg (it counts for nobody), see :func:`blocked_by_monsters`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from adjudication.diplomacy.orders import Hold, Move
from adjudication.rather_silly.board import Board
from adjudication.rather_silly.borg import (
    Piece,
    _distances,
    province,
    province_graph,
    ring_vector,
)
from adjudication.rather_silly.rng import choose
from adjudication.rather_silly.steps import Step
from adjudication.rather_silly.units import LETTER, Kind
from adjudication.values import quick_init

MONSTER_KINDS = frozenset({Kind.SEA_MONSTER, Kind.SPACE_MONSTER})
MONSTER_OWNER = "monsters"


@cache
def _closed(board: Board) -> frozenset[str]:
    return frozenset(
        a for a in board.map.provinces if board.is_build_only(a) or board.is_hyperspace(a))


def spawn_location(
    board: Board, pieces: Sequence[Piece], kind: Kind, *, seed: int | str, phase: str
) -> str | None:
    """Where this phase's monster appears (a location, coast included), or None if no room."""
    taken = {p.at.partition("/")[0] for p in pieces}
    options = [loc for abbr, locations in _spawn_sites(board, kind) if abbr not in taken
               for loc in locations]
    if not options:
        return None
    purpose = "sea-monster" if kind is Kind.SEA_MONSTER else "space-monster"
    return choose(seed, phase, purpose, options)


@cache
def _spawn_sites(board: Board, kind: Kind) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(province, its locations) where a monster of ``kind`` may appear if nobody is there,
    in province order: sea and coast (every coast) for sea monsters, land and coast for
    space monsters; never Iceland, Crete, Hyperspace or an impassable province."""
    closed = _closed(board)
    sites: list[tuple[str, tuple[str, ...]]] = []
    for abbr, prov in sorted(board.map.provinces.items()):
        if abbr in closed or prov.kind == "impassable":
            continue
        if kind is Kind.SEA_MONSTER and prov.kind in ("sea", "coast"):
            sites.append((abbr, tuple(board.map.fleet_locations_of(abbr))))
        elif kind is Kind.SPACE_MONSTER and prov.kind in ("land", "coast"):
            sites.append((abbr, (abbr,)))
    return tuple(sites)


def _reachable(board: Board, kind: Kind, at: str, wormhole: tuple[str, str] | None) -> list[str]:
    here = province(at)
    ends = [province(e) for e in wormhole] if wormhole else ()
    if here not in ends:  # the wormhole does not start here: the board's own answer
        return list(_reachable_by_map(board, kind, at)[0])
    closed = _closed(board)
    if kind is Kind.SEA_MONSTER:
        found = set(board.map.fleet_neighbours(at))
    else:
        found = set(board.map.army_neighbours(at))
    other = ends[1] if ends[0] == here else ends[0]
    if kind is Kind.SEA_MONSTER:
        found.update(board.map.fleet_locations_of(other))
    elif board.is_land(other):
        found.add(other)
    return sorted(loc for loc in found if province(loc) not in closed)


@cache
def _reachable_by_map(board: Board, kind: Kind, at: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(where a monster of ``kind`` at ``at`` may move without the wormhole, sorted; the supply
    centres among them): a table of the board, built as the monsters ask."""
    closed = _closed(board)
    if kind is Kind.SEA_MONSTER:
        found = set(board.map.fleet_neighbours(at))
    else:
        found = set(board.map.army_neighbours(at))
    reach = tuple(sorted(loc for loc in found if province(loc) not in closed))
    return reach, tuple(loc for loc in reach if board.is_supply_center(loc))


@quick_init
@dataclass(frozen=True, slots=True)
class MonsterChoice:
    to: str | None  # None: hold
    why: str
    review: str | None = None


@cache
def _graph(board: Board) -> dict[str, frozenset[str]]:
    return province_graph(board.map, closed=_closed(board))


def _count(pieces: Sequence[Piece]) -> dict[str, int]:
    """Pieces per province."""
    weight: dict[str, int] = {}
    for p in pieces:
        where = p.at.partition("/")[0]
        weight[where] = weight.get(where, 0) + 1
    return weight


class _View:
    def __init__(self, board: Board, monster: Piece, pieces: Sequence[Piece],
                 counted: dict[str, int] | None = None,
                 rings: dict[str, tuple[int, ...]] | None = None) -> None:
        """``counted``: :func:`_count` of ``pieces``, which hold ``monster`` (one count for
        every monster of a phase); the view counts every piece but the monster. ``rings``:
        ring vectors under ``counted`` (shared by the phase's monsters, filled as asked);
        the view takes the monster's own piece out of them."""
        self.board = board
        self.graph = _graph(board)
        self._bordering: dict[str, int] = {}
        self._rings = rings if counted is not None else None
        self._counted = counted
        if counted is None:
            self.weight = _count([p for p in pieces if p is not monster])
            return
        self.weight = weight = dict(counted)
        self._home = where = monster.at.partition("/")[0]
        if weight[where] > 1:
            weight[where] -= 1
        else:
            del weight[where]

    def ring(self, prov: str) -> tuple[int, ...]:
        """``ring_vector(graph, prov, weight)``."""
        shared = self._rings
        if shared is None or self._counted is None:
            return ring_vector(self.graph, prov, self.weight)
        base = shared.get(prov)
        if base is None:
            base = shared[prov] = ring_vector(self.graph, prov, self._counted)
        ring = _distances(self.graph, prov)[0].get(self._home)
        if not ring:  # the monster stands at prov (0) or out of reach: it counted nowhere
            return base
        vector = list(base)
        vector[ring - 1] -= 1
        return tuple(vector)

    def units(self, prov: str) -> int:
        return self.weight.get(prov, 0)

    def bordering(self, prov: str) -> int:
        found = self._bordering.get(prov)
        if found is None:
            weight = self.weight
            found = self._bordering[prov] = sum(
                weight.get(q, 0) for q in self.graph.get(prov, ()))
        return found

    def tier(self, prov: str) -> int:
        if not self.units(prov):
            return 1
        return 2 if not self.bordering(prov) else 3

    def fewest(self, locations: Iterable[str]) -> list[str]:
        """``best_by_rings(graph, provinces of locations, weight, most=False)``'s locations."""
        locs = sorted(set(locations))
        provinces = sorted({x.partition("/")[0] for x in locs})
        if len(provinces) < 2:  # none, or one province: it is the best without comparing
            return locs
        scored = {c: self.ring(c) for c in provinces}
        width = max(len(v) for v in scored.values())
        padded = {c: v + (0,) * (width - len(v)) for c, v in scored.items()}
        target = min(padded.values())
        best = {c for c, v in padded.items() if v == target}
        return [x for x in locs if x.partition("/")[0] in best]


def _settle(tied: list[str], why: str, *, seed: int | str, phase: str, mid: str) -> MonsterChoice:
    if len(tied) == 1:
        return MonsterChoice(tied[0], why)
    pick = choose(seed, phase, f"monster:{mid}", tied)
    return MonsterChoice(pick, why, f"monster {mid}: {why} tied between {tied}; lot chose {pick}")


def _centre_choice(view: _View, centres: list[str]) -> list[str]:
    tiers = [view.tier(c.partition("/")[0]) for c in centres]
    best_tier = min(tiers)
    return view.fewest(c for c, tier in zip(centres, tiers, strict=True) if tier == best_tier)


def monster_move(
    board: Board,
    monster: Piece,
    pieces: Sequence[Piece],
    *,
    seed: int | str,
    phase: str,
    monster_id: str = "",
    wormhole: tuple[str, str] | None = None,
    options: Sequence[str] | None = None,
    counted: dict[str, int] | None = None,
    rings: dict[str, tuple[int, ...]] | None = None,
) -> MonsterChoice:
    """The monster's order this phase. ``options`` given: choose a retreat among them.
    ``counted``: the pieces per province (:func:`_count`), ``monster`` among ``pieces``;
    ``rings``: a dict the phase's monsters share for ring vectors under ``counted``."""
    view = _View(board, monster, pieces, counted, rings)
    here = province(monster.at)
    mid = monster_id or monster.at
    if options is None and not (wormhole and here in (province(e) for e in wormhole)):
        reach_by_map, centres_by_map = _reachable_by_map(board, monster.kind, monster.at)
        reach, centres = list(reach_by_map), list(centres_by_map)
    else:
        reach = list(options) if options is not None else _reachable(
            board, monster.kind, monster.at, wormhole)
        if options is not None and not reach:
            return MonsterChoice(None, "no retreat: disbanded")
        centres = [loc for loc in reach if board.is_supply_center(loc)]
    if options is None and board.is_supply_center(here):
        calmer = [c for c in centres if view.bordering(province(c)) < view.bordering(here)]
        if not calmer:
            return MonsterChoice(None, f"holds the centre {here}")
        tied = _centre_choice(view, calmer)
        return _settle(tied, "moves to a calmer centre", seed=seed, phase=phase, mid=mid)
    if centres:
        tied = _centre_choice(view, centres)
        return _settle(tied, "goes for a centre", seed=seed, phase=phase, mid=mid)
    type_letter = "F" if monster.kind is Kind.SEA_MONSTER else "A"
    targets = sorted(board.map.supply_centers)
    dist = {loc: board.map.distance(type_letter, loc, targets) for loc in reach}
    known = [d for d in dist.values() if d is not None]
    if not known:
        return MonsterChoice(None, "no centre within reach: holds")
    nearest = view.fewest(loc for loc, d in dist.items() if d == min(known))
    return _settle(nearest, "heads for the nearest centre", seed=seed, phase=phase, mid=mid)


def blocked_by_monsters(board: Board, pieces: Sequence[Piece]) -> frozenset[str]:
    """Supply centres a monster stands on: they count for nobody at the adjustment."""
    return frozenset(
        province(p.at)
        for p in pieces
        if p.kind in MONSTER_KINDS and board.is_supply_center(p.at)
    )


def _order_monsters(ctx: Any, kind: Kind) -> None:
    """Movement step: every monster of ``kind`` gets the order its section prescribes."""
    counted = None
    rings: dict[str, tuple[int, ...]] = {}
    for unit in ctx.state.units:
        if unit.kind is not kind:
            continue
        if counted is None:
            counted = _count(ctx.state.units)
        choice = monster_move(
            ctx.board, unit, ctx.state.units, seed=ctx.state.seed, phase=ctx.phase_code,
            monster_id=unit.id, wormhole=ctx.state.wormhole, counted=counted, rings=rings,
        )
        if choice.to is None:
            ctx.orders[unit.id] = Hold(LETTER[unit.kind], unit.at)
        else:
            ctx.orders[unit.id] = Move(LETTER[unit.kind], unit.at, choice.to)
        if choice.review:
            ctx.flag("§3" if unit.kind is Kind.SEA_MONSTER else "§4", "monster_tie",
                     choice.review, choice.to, ())


def _order_sea_monsters(ctx: Any) -> None:
    _order_monsters(ctx, Kind.SEA_MONSTER)


def _order_space_monsters(ctx: Any) -> None:
    _order_monsters(ctx, Kind.SPACE_MONSTER)


STEPS = (
    Step("orders", 15, "§3", _order_sea_monsters, "sea monsters: generated orders"),
    Step("orders", 16, "§4", _order_space_monsters, "space monsters: generated orders"),
)


def appear_step(board: Board, state: Any, season: str) -> tuple[Any, list[Any]]:
    """§17 step 8 on the game state: after the Spring retreats a sea monster, after the Fall
    retreats a space monster, on a free province drawn from the seed."""
    from adjudication.rather_silly.review import Event
    from adjudication.rather_silly.state import Phase, Unit

    kind = Kind.SEA_MONSTER if season == "spring" else Kind.SPACE_MONSTER
    phase = Phase(state.phase.year, season, "retreat").code
    at = spawn_location(board, state.units, kind, seed=state.seed, phase=phase)
    if at is None:
        return state, []
    new = Unit(f"monster:{phase}", MONSTER_OWNER, kind, at, origin="creature")
    name = "sea monster" if kind is Kind.SEA_MONSTER else "space monster"
    section = "§3" if kind is Kind.SEA_MONSTER else "§4"
    return state.with_units([*state.units, new]), [
        Event(section, "monster_appears", f"a {name} appears in {at}", (new.id,))]
