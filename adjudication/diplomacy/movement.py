"""Standard order semantics for a movement phase, expressed as decisions for the core resolver.

Decisions (keys for :class:`~adjudication.diplomacy.resolver.Resolver`), per unit index ``i``:

- ``("move", i)``: the move of unit ``i`` succeeds;
- ``("support", i)``: the support of unit ``i`` is given (not cut, unit not dislodged);
- ``("path", i)``: a convoy route of undislodged fleets carries army ``i``.

Strengths follow the DATC "Math of adjudication": attack, hold, defend and prevent strength,
each built from ``rules.unit_strength`` + given supports (``rules.support_weight``) +
``rules.extra_strength``. A move succeeds when its attack beats the hold strength of the target
(or, head to head, the opponent's defend strength) and every other prevent strength into the
province. Whether an army travels by convoy is fixed before resolution: it must (the target is
not adjacent), or it may and says so (``via convoy``) or one of its own power's fleets orders the
convoy (DATC 4.A.3, "intent"); either way only if matching convoy orders form a route.

Failure modes: illegal orders never get here (``legality.py``); cycles and paradoxes are left to
``rules.paradox_rule``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from operator import attrgetter

from adjudication.diplomacy.board import Board
from adjudication.diplomacy.legality import adjacency_table, sea_touches
from adjudication.diplomacy.orders import (
    ARMY,
    Convoy,
    Hold,
    Move,
    SupportHold,
    SupportMove,
    province_of,
)
from adjudication.diplomacy.resolver import Resolver
from adjudication.diplomacy.rulebook import (
    Rulebook,
    always,
    different_powers,
    no_extra_strength,
    nothing,
    standard_adjacency,
    standard_head_to_head,
    strength_one,
    weight_one,
)

_POWER = attrgetter("power")


def _anyone(fleet: int) -> bool:
    return True


class MovementResolution:
    """Resolves one movement phase; read ``moved``, ``dislodged_by`` etc. after :meth:`run`."""

    def __init__(self, board: Board, rules: Rulebook) -> None:
        self.board = board
        self.rules = rules
        count = len(board.units)
        units = board.units
        self.power = list(map(_POWER, units))
        self.home = board.home
        self.occupier: dict[str, int] = {}
        # Standard hooks are skipped where their answer is known (same result, fewer calls).
        if rules.occupies is always:  # the first unit in each province
            occupier = dict(zip(self.home, range(count), strict=True))
            if len(occupier) == count:  # one unit per province (always so in standard)
                self.occupier = occupier
            else:
                for index, province in enumerate(self.home):
                    self.occupier.setdefault(province, index)
        else:
            for index in range(count):
                if rules.occupies(board, index) and self.home[index] not in self.occupier:
                    self.occupier[self.home[index]] = index
        self.dest: list[str | None] = [None] * count
        self.moves_to: dict[str, list[int]] = {}
        # unit -> units whose support matches it (read with [unit]; empty lists on demand)
        self.move_supporters: defaultdict[int, list[int]] = defaultdict(list)
        self.hold_supporters: defaultdict[int, list[int]] = defaultdict(list)
        self.supporting: list[int | None] = [None] * count  # supported unit, if support matches
        self.void: dict[int, str] = {}  # support/convoy orders that match nothing, with why
        self.convoyed = [False] * count
        self.no_route: set[int] = set()  # army moves that need a convoy and have none
        self.convoy_fleets: dict[int, list[int]] = {}
        self.opponent: list[int | None] = [None] * count
        self.resolver = Resolver(self._decide, rules.paradox_rule)
        self._strength = [1] * count if rules.unit_strength is strength_one else [
            rules.unit_strength(board, index) for index in range(count)]
        self._bases: dict[tuple[int, str], int] = {}
        self._custom_total = rules.support_total is not nothing
        self._plain_weight = rules.support_weight is weight_one
        self._plain_base = rules.extra_strength is no_extra_strength
        self._plain_dislodge = rules.may_dislodge is different_powers
        self._strength_one = rules.unit_strength is strength_one
        self._prepare()

    # -- static analysis: who moves where, which supports and convoys match ----------------

    def _prepare(self) -> None:
        board, orders, units = self.board, self.board.orders, self.board.units
        dest, home, occupier, rules = self.dest, self.home, self.occupier, self.rules
        army_moves, convoy_orders, support_orders = [], [], []
        for index, order in enumerate(orders):
            kind = type(order)
            if kind is Hold:
                continue
            if kind is Move or isinstance(order, Move):
                dest[index] = order.to.partition("/")[0]
                if units[index].type == ARMY:
                    army_moves.append(index)
            elif kind is SupportMove or kind is SupportHold \
                    or isinstance(order, SupportMove | SupportHold):
                support_orders.append(index)
            elif isinstance(order, Convoy):
                convoy_orders.append(index)
        convoys: dict[int, list[int]] = {}
        for index in convoy_orders:
            order = orders[index]
            army = occupier.get(order.army_at)
            if army is not None and dest[army] == order.army_to:
                convoys.setdefault(army, []).append(index)
            else:
                self.void[index] = f"A {order.army_at} does not move to {order.army_to}"
        # With the standard hook, the map's table answers (every yes in it is the hook's yes).
        steps = adjacency_table(board.game_map) if rules.adjacency is standard_adjacency \
            else frozenset()
        for index in army_moves:
            order = orders[index]
            fleets = convoys.get(index)
            at = units[index].at
            adjacent = (ARMY, at, dest[index]) in steps \
                or rules.adjacency(board, index, at, dest[index])
            if fleets is None:  # no convoy ordered for it: over land or not at all
                if not adjacent:
                    self.no_route.add(index)
                    dest[index] = None
                continue
            route = self._route(index, fleets, _anyone)
            if not adjacent and not route:
                self.no_route.add(index)
                dest[index] = None
                continue
            intent = order.via_convoy or any(self.power[f] == self.power[index] for f in fleets)
            if route and (not adjacent or intent):
                self.convoyed[index] = True
                self.convoy_fleets[index] = fleets
            else:
                for fleet in fleets:
                    self.void[fleet] = f"A {home[index]} moves over land"
        moves_to = self.moves_to
        for index, target in enumerate(dest):
            if target is not None:
                found = moves_to.get(target)
                if found is None:
                    moves_to[target] = [index]
                else:
                    found.append(index)
        for index in support_orders:
            self._match_support(index, orders[index])
        head_to_head = rules.head_to_head
        plain_h2h = head_to_head is standard_head_to_head
        convoyed, opponent = self.convoyed, self.opponent
        for index, target in enumerate(dest):
            if target is None:
                continue
            other = occupier.get(target)
            if other is not None and dest[other] == home[index] and (
                (not convoyed[index] and not convoyed[other]) if plain_h2h
                else head_to_head(board, index, other, convoyed[index], convoyed[other])
            ):
                opponent[index] = other
        self._settle_plain()

    def _settle_plain(self) -> None:
        """Settle up front the decisions whose answer no other decision can change (the
        answer the resolver would find, without its bookkeeping): a support nobody moves
        against is given; with the standard strength hooks, a move over land into an empty
        province nobody else enters succeeds (attack at least 1 against hold 0)."""
        answers = self.resolver.answers
        moves_to, home = self.moves_to, self.home
        for index, target in enumerate(self.supporting):
            if target is not None and home[index] not in moves_to:
                answers[("support", index)] = True
        if self._custom_total or not (self._plain_base and self._strength_one
                                      and self._plain_weight):
            return
        occupier, convoyed = self.occupier, self.convoyed
        for target, movers in moves_to.items():
            if len(movers) == 1 and target not in occupier and not convoyed[movers[0]]:
                answers[("move", movers[0])] = True

    def _match_support(self, index: int, order: SupportMove | SupportHold) -> None:
        target = self.occupier.get(order.target_at.partition("/")[0])
        if target is None:
            self.void[index] = f"no unit at {order.target_at}"
            return
        target_order = self.board.orders[target]
        if type(order) is SupportHold or isinstance(order, SupportHold):
            # A unit ordered to move cannot be supported to hold, even when its move has no
            # convoy (DATC 6.D.8).
            if isinstance(target_order, Move):
                self.void[index] = f"{self.board.describe(target)} was ordered to move"
                return
            self.hold_supporters[target].append(index)
        else:
            wanted = order.target_to
            if self.dest[target] != wanted.partition("/")[0] or (
                "/" in wanted and target_order.to != wanted
            ):
                doing = f"moves to {self.dest[target]}" if self.dest[target] else "does not move"
                self.void[index] = f"{self.board.describe(target)} {doing}, not to {wanted}"
                return
            self.move_supporters[target].append(index)
        self.supporting[index] = target

    def _route(self, army: int, fleets: list[int], usable: Callable[[int], bool]) -> bool:
        touches = sea_touches(self.board)
        start, goal = self.home[army], self.dest[army]
        remaining = [f for f in fleets if usable(f)]
        frontier = [f for f in remaining if start in touches[self.home[f]]]
        seen = set(frontier)
        while frontier:
            fleet = frontier.pop()
            sea = self.home[fleet]
            if goal in touches[sea]:
                return True
            for other in remaining:
                if other not in seen and self.home[other] in touches[sea]:
                    seen.add(other)
                    frontier.append(other)
        return False

    # -- decisions --------------------------------------------------------------------

    def _decide(self, resolver: Resolver, key: tuple[str, int]) -> bool:
        kind, index = key
        if kind == "move":
            return self._move_succeeds(resolver, index)
        if kind == "support":
            return self._support_given(resolver, index)
        return self._route(
            index, self.convoy_fleets[index], lambda fleet: not self.dislodged(resolver, fleet))

    def has_effect(self, resolver: Resolver, index: int) -> bool:
        return not self.convoyed[index] or resolver.resolve(("path", index))

    def dislodged(self, resolver: Resolver, index: int) -> bool:
        if self.dest[index] is not None and resolver.resolve(("move", index)):
            return False
        if self.occupier.get(self.home[index]) != index:
            return False
        for attacker in self.moves_to.get(self.home[index], ()):
            if resolver.resolve(("move", attacker)):
                return True
        return False

    def _support(self, resolver: Resolver, supporters: list[int] | tuple[()], supported: int,
                 kind: str, exclude: str | None = None) -> int:
        if not supporters and not self._custom_total:
            return 0
        if self._custom_total:
            total = self.rules.support_total(self, resolver, supported, kind, exclude)
            if total is not None:
                return total
        total = 0
        for supporter in supporters:
            if exclude is not None and self.power[supporter] == exclude:
                continue
            if resolver.resolve(("support", supporter)):
                total += 1 if self._plain_weight else self.rules.support_weight(
                    self.board, supporter, supported)
        return total

    def _base(self, index: int, kind: str) -> int:
        if self._plain_base:
            return self._strength[index]
        key = (index, kind)
        base = self._bases.get(key)
        if base is None:  # hooks see the board, not the resolution: compute once
            base = self._bases[key] = self._strength[index] + self.rules.extra_strength(
                self.board, index, kind)
        return base

    def attack_strength(self, resolver: Resolver, index: int) -> int:
        if self.convoyed[index] and not resolver.resolve(("path", index)):
            return 0
        defender = self.occupier.get(self.dest[index])
        exclude = None
        if defender is not None and not (
            self.opponent[index] != defender
            and self.dest[defender] is not None
            and resolver.resolve(("move", defender))
        ):
            if (self.power[defender] == self.power[index]) if self._plain_dislodge else (
                    not self.rules.may_dislodge(self.board, index, defender)):
                return 0
            exclude = self.power[defender]
        base = self._strength[index] if self._plain_base else self._base(index, "attack")
        supporters = self.move_supporters.get(index)
        if supporters is None and not self._custom_total:
            return base
        return base + self._support(resolver, supporters or (), index, "attack", exclude)

    def hold_strength(self, resolver: Resolver, province: str) -> int:
        holder = self.occupier.get(province)
        if holder is None:
            return 0
        base = self._strength[holder] if self._plain_base else None
        if isinstance(self.board.orders[holder], Move):
            if self.dest[holder] is not None and resolver.resolve(("move", holder)):
                return 0
            return base if base is not None else self._base(holder, "hold")
        if base is None:
            base = self._base(holder, "hold")
        supporters = self.hold_supporters.get(holder)
        if supporters is None and not self._custom_total:
            return base
        return base + self._support(resolver, supporters or (), holder, "hold")

    def defend_strength(self, resolver: Resolver, index: int) -> int:
        base = self._strength[index] if self._plain_base else self._base(index, "defend")
        supporters = self.move_supporters.get(index)
        if supporters is None and not self._custom_total:
            return base
        return base + self._support(resolver, supporters or (), index, "defend")

    def prevent_strength(self, resolver: Resolver, index: int) -> int:
        if self.convoyed[index] and not resolver.resolve(("path", index)):
            return 0
        opponent = self.opponent[index]
        if opponent is not None and resolver.resolve(("move", opponent)):
            return 0
        base = self._strength[index] if self._plain_base else self._base(index, "prevent")
        supporters = self.move_supporters.get(index)
        if supporters is None and not self._custom_total:
            return base
        return base + self._support(resolver, supporters or (), index, "prevent")

    def _move_succeeds(self, resolver: Resolver, index: int) -> bool:
        attack = self.attack_strength(resolver, index)
        opponent = self.opponent[index]
        if opponent is not None:
            if attack <= self.defend_strength(resolver, opponent):
                return False
        elif attack <= self.hold_strength(resolver, self.dest[index]):
            return False
        for other in self.moves_to[self.dest[index]]:
            if other != index and attack <= self.prevent_strength(resolver, other):
                return False
        return True

    def cutters(self, resolver: Resolver, index: int) -> list[int]:
        """Units that cut the support of ``index`` (attacks from the supported move's target
        province do not cut; they can only dislodge)."""
        order = self.board.orders[index]
        # Provinces, not coasts: the move may name a coast (spa/sc), the attacker's home never.
        spared = province_of(order.target_to) if isinstance(order, SupportMove) else None
        power, home, convoyed = self.power, self.home, self.convoyed
        return [
            attacker for attacker in self.moves_to.get(home[index], ())
            if power[attacker] != power[index]
            and home[attacker] != spared
            and (not convoyed[attacker] or resolver.resolve(("path", attacker)))
        ]

    def _support_given(self, resolver: Resolver, index: int) -> bool:
        if self.cutters(resolver, index):
            return False
        return not self.dislodged(resolver, index)

    # -- running ----------------------------------------------------------------------

    def run(self) -> None:
        resolve = self.resolver.resolve
        for index, target in enumerate(self.dest):
            if target is not None:
                resolve(("move", index))
        for index, target in enumerate(self.supporting):
            if target is not None:
                resolve(("support", index))
        for index in self.convoy_fleets:
            resolve(("path", index))
        answers = self.resolver.answers
        # After run(): moved[i] says whether unit i's move succeeded.
        self.moved = [target is not None and answers[("move", index)]
                       for index, target in enumerate(self.dest)]
        self._dislodger: list[int | None] = [None] * len(self.dest)
        for index, target in enumerate(self.dest):
            if self.moved[index]:
                holder = self.occupier.get(target)
                if holder is not None and not self.moved[holder]:
                    self._dislodger[holder] = index

    def succeeded(self, index: int) -> bool:
        """After :meth:`run`: did the unit's move succeed?"""
        return self.moved[index]

    def dislodger(self, index: int) -> int | None:
        """After :meth:`run`: the unit that dislodged ``index``, if any."""
        return self._dislodger[index]
