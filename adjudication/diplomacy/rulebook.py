"""The rulebook: every rule the movement, retreat and adjustment code asks about, as named hooks.

The resolver (``resolver.py``) knows no rules; the movement code (``movement.py``) knows the
standard order semantics and asks this value whenever a variant could differ. A variant never
forks the resolver: it builds its rulebook with ``dataclasses.replace(standard(), ...)`` and
replaces some of the hooks below. Every hook is a plain function; those taking ``board`` get the
:class:`~adjudication.diplomacy.board.Board` of the phase (units by index, orders, the map,
``board.extra`` for variant facts) and unit *indices* into ``board.units``.

Extension points (name: signature -> meaning; default = standard Diplomacy):

- ``adjacency(board, unit, from_loc, to_loc) -> bool``: may the unit move from ``from_loc`` to
  ``to_loc`` without a convoy? Used for moves, supports (province level) and retreats.
- ``can_convoy(board, unit) -> bool``: may this unit convoy (a fleet on a sea province)?
- ``occupies(board, unit) -> bool``: does the unit occupy and defend its province? Units that
  do not (birds, the TARDIS) coexist with others, are never dislodged by ordinary attacks and
  do not count as the defender.
- ``unit_strength(board, unit) -> int``: base strength of a unit (1; devil units 2; birds 0).
- ``support_weight(board, supporter, supported) -> int``: how much one given support adds
  (1; Siamese twins supporting each other 2).
- ``extra_strength(board, unit, kind) -> int``: uncuttable strength added to the ``kind``
  ("attack", "hold", "defend", "prevent") strength of ``unit``, e.g. extra support sources.
- ``support_total(resolution, resolver, unit, kind, exclude) -> int | None``: the whole support
  a unit gets for ``kind``, not counting supporters of power ``exclude``; ``None`` (standard)
  means "sum the given supports times ``support_weight``". For supports that are not one
  decision per supporter (Siamese twins: one unit giving two supports cut by a budget). The
  hook reads ``resolution.move_supporters`` / ``hold_supporters`` and asks ``resolver``.
- ``may_dislodge(board, attacker, defender) -> bool``: may this attacker dislodge that unit at
  all? Standard: only units of another power.
- ``head_to_head(board, a, b, convoyed_a, convoyed_b) -> bool``: do two units moving into each
  other's province meet in a head-to-head battle (they cannot swap)? Standard: only when
  neither moves by convoy. A variant returns True for swaps through a special link that fail.
- ``rewrite_orders(board) -> None``: change ``board.orders`` before resolution (forced moves,
  units without orders); runs after the standard legality checks.
- ``before_movement(board) -> None`` / ``after_movement(board, outcome) -> None``: pre- and
  post-resolution steps; ``after_movement`` may edit the outcome and append ``outcome.events``.
- ``paradox_rule(resolver, cycle) -> None``: the backup rule passed to the core resolver for
  cycles with zero or two consistent outcomes (standard: Szykman for convoy paradoxes, all moves
  succeed for circular movement).
- ``removal_priority(game_map, unit, home_centers) -> tuple``: sort key for civil-disorder
  removals; the *largest* key is removed first.
- ``build_sites(game_map, power, owned, occupied) -> set[str]``: provinces where a power may
  build (standard: its owned, unoccupied home centres).
- ``victory_centers``: supply centres that win the game (18).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from adjudication.diplomacy.board import Board
from adjudication.diplomacy.orders import ARMY, FLEET, Unit, province_of
from adjudication.diplomacy.resolver import Resolver

SZYKMAN = "Szykman rule"
CIRCULAR = "circular movement"


def standard_adjacency(board: Board, unit: int, from_loc: str, to_loc: str) -> bool:
    return map_adjacency(board.game_map, board.units[unit].type, from_loc, to_loc)


# (map, {(type, from, to): bool}) for the map asked last; replaced as one tuple, so threads
# always see a table that belongs to its map.
_ADJACENCY: tuple[Any, dict[tuple[str, str, str], bool]] = (None, {})


def map_adjacency(game_map: Any, unit_type: str, from_loc: str, to_loc: str) -> bool:
    """``game_map.is_adjacent``, remembered: the resolver asks the same pairs again and again."""
    global _ADJACENCY
    cached_map, known = _ADJACENCY
    if cached_map is not game_map:
        known = {}
        _ADJACENCY = (game_map, known)
    key = (unit_type, from_loc, to_loc)
    answer = known.get(key)
    if answer is None:
        answer = known[key] = game_map.is_adjacent(unit_type, from_loc, to_loc)
    return answer


def standard_can_convoy(board: Board, unit: int) -> bool:
    found = board.units[unit]
    return found.type == FLEET and board.game_map.provinces[province_of(found.at)].kind == "sea"


def always(board: Board, unit: int) -> bool:
    return True


def strength_one(board: Board, unit: int) -> int:
    return 1


def weight_one(board: Board, supporter: int, supported: int) -> int:
    return 1


def no_extra_strength(board: Board, unit: int, kind: str) -> int:
    return 0


def standard_head_to_head(board: Board, a: int, b: int, convoyed_a: bool, convoyed_b: bool) -> bool:
    return not convoyed_a and not convoyed_b


def nothing(*_args: Any) -> None:
    return None


def different_powers(board: Board, attacker: int, defender: int) -> bool:
    return board.units[attacker].power != board.units[defender].power


def szykman_or_circular(resolver: Resolver, cycle: list[Any]) -> None:
    """DATC preferred backup rule: a cycle through a convoy path is a convoy paradox, settled by
    the Szykman rule (the convoyed moves in it fail and have no effect); any other cycle is
    circular movement, in which every move succeeds."""
    paths = [key for key in cycle if key[0] == "path"]
    if paths:
        for key in paths:
            resolver.settle(key, False, SZYKMAN)
        return
    for key in cycle:
        if key[0] == "move":
            resolver.settle(key, True, CIRCULAR)


def standard_removal_priority(game_map: Any, unit: Unit, home_centers: list[str]) -> tuple:
    """Farthest from an owned home centre first; ties: fleets before armies, then alphabetical."""
    distance = game_map.distance(unit.type, unit.at, home_centers)
    if distance is None:  # cannot reach any: the farthest of all
        distance = 1_000
    # Alphabetical: the earlier name goes first, so invert the characters for a max-sort.
    name_key = tuple(-ord(char) for char in province_of(unit.at))
    return (distance, unit.type == FLEET, name_key)


def standard_build_sites(
    game_map: Any, power: str, owned: set[str], occupied: set[str]
) -> set[str]:
    homes = set(game_map.home_centers.get(power, ()))
    return {center for center in homes & owned if center not in occupied}


@dataclass(frozen=True)
class Rulebook:
    """Rule hooks of one variant; see the module docstring for each extension point."""

    name: str = "standard"
    victory_centers: int = 18
    adjacency: Callable[[Board, int, str, str], bool] = standard_adjacency
    can_convoy: Callable[[Board, int], bool] = standard_can_convoy
    occupies: Callable[[Board, int], bool] = always
    unit_strength: Callable[[Board, int], int] = strength_one
    support_weight: Callable[[Board, int, int], int] = weight_one
    extra_strength: Callable[[Board, int, str], int] = no_extra_strength
    support_total: Callable[[Any, Resolver, int, str, str | None], int | None] = nothing
    may_dislodge: Callable[[Board, int, int], bool] = different_powers
    head_to_head: Callable[[Board, int, int, bool, bool], bool] = standard_head_to_head
    rewrite_orders: Callable[[Board], None] = nothing
    before_movement: Callable[[Board], None] = nothing
    after_movement: Callable[[Board, Any], None] = nothing
    paradox_rule: Callable[[Resolver, list[Any]], None] = szykman_or_circular
    removal_priority: Callable[[Any, Unit, list[str]], tuple] = standard_removal_priority
    build_sites: Callable[[Any, str, set[str], set[str]], set[str]] = standard_build_sites
    unit_types: tuple[str, ...] = (ARMY, FLEET)


def standard() -> Rulebook:
    """The rulebook of standard Diplomacy (2000 rules, DATC preferred options)."""
    return Rulebook()
