"""The decisions of a standard movement phase on int tables, for the one-pass path.

``plain_movement.py`` reads the lines and hands the orders left standing to
:func:`resolve_orders`, which resolves the phase and writes its reasons, positions, standoffs
and retreats from the same per-unit lists: decisions are integers (move ``i``, support
``count + i``, convoy path ``2 * count + i``) in one answer list, and the guess-and-check
algorithm of ``resolver.py`` runs on them. A cycle both of whose guesses disagree (circular
movement, convoy paradoxes) raises :class:`~adjudication.diplomacy.plain_lines.Declined`: the
backup rule is the general resolver's business.

As in ``movement.py``, decisions no other decision can change are settled before the
resolver runs: a support nobody moves against is given, a move over land alone into an empty
province succeeds, and (here only) a move without support into a province whose unit stays
fails (attack strength at most 1 against hold strength at least 1), as do moves over land
into an empty province that two or more try, none with support (1 against prevent strength
1). Callers look a decision up in the answer list before asking the resolver.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from adjudication.diplomacy.legality import adjacency_table, sea_table
from adjudication.diplomacy.orders import ARMY
from adjudication.diplomacy.per_map import per_map
from adjudication.diplomacy.plain_lines import MOVE, SUPPORT_HOLD, SUPPORT_MOVE, Declined
from adjudication.diplomacy.results import BOUNCED, CUT, DISLODGED, NO_CONVOY, VOID
from adjudication.diplomacy.rulebook import map_adjacency


def resolve_orders(game_map: Any, units: Sequence, home: Sequence[str], occupier: dict[str, int],
                  power: Sequence[str], utype: Sequence[str], orders: list[Any], kinds: list[int],
                  dest: list[str | None], movers: list[int], supports: list[int],
                  convoy_orders: list[int], entry_of: list[dict | None], by_sea: list[int],
                  rows: list[tuple], table: dict[tuple[str, str, str], tuple]
                  ) -> tuple[list[tuple], list[dict], set[str]]:
    count = len(units)
    # Lines came in the order given; decisions are asked in unit order, as movement.py does.
    movers.sort()
    supports.sort()
    convoy_orders.sort()
    # -- set-up: who moves where, which supports and convoys match (movement._prepare) -----
    void: dict[int, str] = {}
    convoys: dict[int, list[int]] = {}
    for index in convoy_orders:
        army_at, army_to = orders[index]
        army = occupier.get(army_at)
        if army is not None and dest[army] == army_to:
            convoys.setdefault(army, []).append(index)
        else:
            void[index] = f"A {army_at} does not move to {army_to}"
    convoyed = [False] * count
    no_route: set[int] = set()
    convoy_fleets: dict[int, list[int]] = {}
    touches: dict[str, frozenset[str]] = {}  # the sea table, when an army may go by sea

    def route(army: int, fleets: list[int], usable: Any) -> bool:
        start, goal = home[army], dest[army]
        remaining = [f for f in fleets if usable(f)]
        frontier = [f for f in remaining if start in touches[home[f]]]
        seen = set(frontier)
        while frontier:
            sea = home[frontier.pop()]
            if goal in touches[sea]:
                return True
            for other in remaining:
                if other not in seen and home[other] in touches[sea]:
                    seen.add(other)
                    frontier.append(other)
        return False

    if convoys or by_sea:  # some army may go by sea: those, in unit order
        touches = sea_table(game_map)
        steps = adjacency_table(game_map)
        for index in sorted({*convoys, *by_sea}):
            if kinds[index] != MOVE:
                continue  # its move was replaced
            fleets = convoys.get(index)
            if fleets is None and not orders[index][1]:  # not "via convoy"
                continue  # checked adjacent when read
            if utype[index] != ARMY:
                continue
            at = units[index].at
            target = dest[index]
            assert target is not None  # a move's (kinds[index] is MOVE)
            adjacent = (ARMY, at, target) in steps or map_adjacency(game_map, ARMY, at, target)
            if fleets is None:
                if not adjacent:
                    no_route.add(index)
                    dest[index] = None
                continue
            found = route(index, fleets, _anyone)
            if not adjacent and not found:
                no_route.add(index)
                dest[index] = None
                continue
            intent = orders[index][1] or any(power[f] == power[index] for f in fleets)
            if found and (not adjacent or intent):
                convoyed[index] = True
                convoy_fleets[index] = fleets
            else:
                for fleet in fleets:
                    void[fleet] = f"A {home[index]} moves over land"
    moves_to: dict[str, list[int]] = {}
    contested: dict[str, list[int]] = {}  # the targets of two moves or more
    opponent: list[int | None] = [None] * count
    for index in movers:
        target = dest[index]
        if target is not None:
            found_movers = moves_to.get(target)
            if found_movers is None:
                moves_to[target] = [index]
            else:
                found_movers.append(index)
                contested[target] = found_movers
            other = occupier.get(target)  # head to head: neither goes by sea
            if other is not None and dest[other] == home[index] \
                    and not convoyed[index] and not convoyed[other]:
                opponent[index] = other
    move_supporters: dict[int, list[int]] = {}
    hold_supporters: dict[int, list[int]] = {}
    supporting: list[int] = []  # supports that match what their unit does, in unit order
    for index in supports:
        order = orders[index]
        supported = occupier[order[1].partition("/")[0]]
        if kinds[index] == SUPPORT_HOLD:
            if kinds[supported] == MOVE:
                void[index] = f"{utype[supported]} {units[supported].at} was ordered to move"
                continue
            supporters = hold_supporters
        else:
            wanted = order[2]
            heading = dest[supported]
            if heading != wanted.partition("/")[0] or ("/" in wanted
                                                        and orders[supported][0] != wanted):
                doing = f"moves to {heading}" if heading else "does not move"
                void[index] = f"{utype[supported]} {units[supported].at} {doing}, not to {wanted}"
                continue
            supporters = move_supporters
        found_supporters = supporters.get(supported)
        if found_supporters is None:
            supporters[supported] = [index]
        else:
            found_supporters.append(index)
        supporting.append(index)

    # -- decisions: move i, support count + i, path 2 * count + i (resolver.py's algorithm) --
    support_key, path_key = count, 2 * count
    answers: list[bool | None] = [None] * (3 * count)
    standoff_over_land: dict[str, list[int]] = {}  # target -> moves that all bounce there
    for index in supporting:  # nobody moves against it: given
        if home[index] not in moves_to:
            answers[support_key + index] = True
    for target, going in moves_to.items():
        holder = occupier.get(target)
        if holder is None:
            if target not in contested:  # alone into an empty province over land: succeeds
                if not convoyed[going[0]]:
                    answers[going[0]] = True
            else:  # a standoff over land without support: 1 against prevent strength 1
                for index in going:
                    if convoyed[index] or index in move_supporters:
                        break
                else:
                    for index in going:
                        answers[index] = False
                    standoff_over_land[target] = going
        elif kinds[holder] != MOVE:  # the unit there stays: hold strength 1 at least
            for index in going:  # without support, attack strength 1 at most: fails
                if index not in move_supporters:
                    answers[index] = False
    guesses: dict[int, bool] = {}
    dependencies: list[int] = []

    def resolve(key: int) -> bool:
        answer = answers[key]
        if answer is not None:
            return answer
        guess = guesses.get(key)
        if guess is not None:
            if key not in dependencies:
                dependencies.append(key)
            return guess
        mark = len(dependencies)
        guesses[key] = False
        first = move_succeeds(key) if key < support_key else decide(key)
        if len(dependencies) == mark:
            guesses.pop(key, None)
            answers[key] = first
            return first
        if dependencies[mark] != key:
            dependencies.append(key)
            guesses[key] = first
            return first
        forget(mark)
        guesses[key] = True
        second = decide(key)
        if first != second:
            raise Declined  # the backup rule's case
        forget(mark)
        guesses.pop(key, None)
        answers[key] = first
        return first

    def forget(mark: int) -> None:
        for key in dependencies[mark:]:
            guesses.pop(key, None)
        del dependencies[mark:]

    def decide(key: int) -> bool:
        if key < support_key:
            return move_succeeds(key)
        if key < path_key:
            return support_given(key - support_key)
        army = key - path_key
        return route(army, convoy_fleets[army], lambda fleet: not dislodged(fleet))

    # Callers look a decision up in ``answers`` before asking ``resolve`` (a call fewer).
    def dislodged(index: int) -> bool:
        if dest[index] is not None:
            answer = answers[index]
            if answer is None:
                answer = resolve(index)
            if answer:
                return False
        for attacker in moves_to.get(home[index], ()):
            answer = answers[attacker]
            if answer is None:
                answer = resolve(attacker)
            if answer:
                return True
        return False

    def given(supporters: list[int], exclude: str | None = None) -> int:
        total = 0
        for supporter in supporters:
            if exclude is not None and power[supporter] == exclude:
                continue
            answer = answers[support_key + supporter]
            if answer is None:
                answer = resolve(support_key + supporter)
            if answer:
                total += 1
        return total

    def attack_strength(index: int) -> int:
        if convoyed[index] and not (resolve(path_key + index)
                                    if (sailed := answers[path_key + index]) is None else sailed):
            return 0
        defender = occupier.get(dest[index])  # type: ignore[arg-type]
        exclude = None
        if defender is not None and not (
            opponent[index] != defender and dest[defender] is not None
            and (resolve(defender) if (went := answers[defender]) is None else went)
        ):
            if power[defender] == power[index]:
                return 0
            exclude = power[defender]
        supporters = move_supporters.get(index)
        return 1 if supporters is None else 1 + given(supporters, exclude)

    def hold_strength(province: str) -> int:
        holder = occupier.get(province)
        if holder is None:
            return 0
        if kinds[holder] == MOVE:
            return 0 if dest[holder] is not None and (
                resolve(holder) if (went := answers[holder]) is None else went) else 1
        supporters = hold_supporters.get(holder)
        return 1 if supporters is None else 1 + given(supporters)

    def defend_strength(index: int) -> int:
        supporters = move_supporters.get(index)
        return 1 if supporters is None else 1 + given(supporters)

    def prevent_strength(index: int) -> int:
        if convoyed[index] and not (resolve(path_key + index)
                                    if (sailed := answers[path_key + index]) is None else sailed):
            return 0
        rival = opponent[index]
        if rival is not None and (resolve(rival) if (won := answers[rival]) is None else won):
            return 0
        supporters = move_supporters.get(index)
        return 1 if supporters is None else 1 + given(supporters)

    def move_succeeds(index: int) -> bool:
        attack = attack_strength(index)
        rival = opponent[index]
        target = dest[index]
        if rival is not None:
            if attack <= defend_strength(rival):
                return False
        elif attack <= hold_strength(target):  # type: ignore[arg-type]
            return False
        for other in moves_to[target]:  # type: ignore[index]
            if other != index and attack <= prevent_strength(other):
                return False
        return True

    def cutters(index: int) -> list[int]:
        spared = orders[index][2].partition("/")[0] if kinds[index] == SUPPORT_MOVE else None
        return [attacker for attacker in moves_to.get(home[index], ())
                if power[attacker] != power[index] and home[attacker] != spared
                and (not convoyed[attacker] or resolve(path_key + attacker))]

    def support_given(index: int) -> bool:
        if cutters(index):
            return False
        return not dislodged(index)

    moved: list[int] = []
    stayed: list[int] = []  # movers that did not move
    for index in movers:  # an answer once given never changes: sorted as they come
        if dest[index] is None:
            stayed.append(index)
            continue
        answer = answers[index]
        if answer is None:
            answer = resolve(index)
        if answer:
            moved.append(index)
        else:
            stayed.append(index)
    for index in supporting:
        if answers[support_key + index] is None:
            resolve(support_key + index)
    for index in convoy_fleets:
        if answers[path_key + index] is None:
            resolve(path_key + index)
    dislodger: dict[int, int] = {}
    after: list[Any] = list(rows)  # positions: units after the moves
    for index in moved:
        target = dest[index]
        after[index] = table[(power[index], utype[index], orders[index][0])]
        holder = occupier.get(target)  # type: ignore[arg-type]
        if holder is not None and not answers[holder]:  # it did not move away
            dislodger[holder] = index

    # -- reasons (movement_phase._explain) -------------------------------------------------
    def name(index: int) -> str:
        return f"{power[index]} {utype[index]} {units[index].at}"

    def move_failure(index: int) -> str:
        if convoyed[index]:
            if not answers[path_key + index]:
                return "the convoy was disrupted: a convoying fleet was dislodged"
        elif opponent[index] is None and index not in move_supporters:
            going = standoff_over_land.get(dest[index])  # type: ignore[arg-type]
            if going is not None:  # attack 1, every other prevent strength 1
                return "bounced with " + ", ".join(
                    f"{name(r)} from {home[r]}"
                    for r in sorted(going, key=home.__getitem__) if r != index)
            holder = occupier.get(dest[index])  # type: ignore[arg-type]
            if holder is not None and kinds[holder] != MOVE:  # it stays: hold strength >= 1
                if power[index] == power[holder]:  # attack strength 0
                    return f"cannot dislodge its own {name(holder)}"
                supporters = hold_supporters.get(holder)  # attack strength 1
                hold = 1 if supporters is None else 1 + given(supporters)
                return f"bounced off {name(holder)} (1 against {hold})"
        attack = attack_strength(index)
        target = dest[index]
        rival = opponent[index]
        if rival is not None:
            defence = defend_strength(rival)
            if attack <= defence:
                return (f"lost the head-to-head battle with {name(rival)} "
                        f"({attack} against {defence})")
        else:
            holder = occupier.get(target)  # type: ignore[arg-type]
            if holder is not None:
                hold = hold_strength(target)  # type: ignore[arg-type]
                if attack <= hold:
                    if attack == 0 and power[index] == power[holder]:
                        return f"cannot dislodge its own {name(holder)}"
                    return f"bounced off {name(holder)} ({attack} against {hold})"
        rivals = [other for other in moves_to[target]  # type: ignore[index]
                  if other != index and attack <= prevent_strength(other)]
        if rivals:
            return "bounced with " + ", ".join(
                f"{name(r)} from {home[r]}" for r in sorted(rivals, key=home.__getitem__))
        return "bounced"

    for index in stayed:  # moves that failed (a unit dislodged too is said below)
        entry = entry_of[index]
        if index in dislodger:
            continue
        if index in no_route:
            entry["result"], entry["reason"] = (  # type: ignore[index]
                NO_CONVOY, f"no fleet convoys A {units[index].at} to {orders[index][0]}")
        elif convoyed[index] and not answers[path_key + index]:
            entry["result"], entry["reason"] = NO_CONVOY, move_failure(index)  # type: ignore
        else:
            entry["result"], entry["reason"] = BOUNCED, move_failure(index)  # type: ignore
    for index in supports:
        if index in dislodger:
            continue
        reason = void.get(index)
        if reason is not None:
            entry_of[index]["result"], entry_of[index]["reason"] = VOID, reason  # type: ignore[index]
        elif home[index] in moves_to:
            found_cutters = cutters(index)
            if found_cutters:
                entry_of[index]["result"] = CUT  # type: ignore[index]
                entry_of[index]["reason"] = "cut by " + ", ".join(  # type: ignore[index]
                    f"{name(c)} from {home[c]}"
                    for c in sorted(found_cutters, key=home.__getitem__))
    for index in convoy_orders:
        reason = void.get(index)
        if reason is not None and index not in dislodger:
            entry_of[index]["result"], entry_of[index]["reason"] = VOID, reason  # type: ignore[index]
    for index, attacker in dislodger.items():
        entry = entry_of[index]
        if entry is None:
            continue
        reason = f"dislodged by {name(attacker)} from {home[attacker]}"
        if dest[index] is not None:
            reason = f"{move_failure(index)}; {reason}"
        entry["result"], entry["reason"] = DISLODGED, reason

    # The closures call each other through ``resolve``: rebinding it breaks the cycle, so this
    # frame's lists are freed now rather than by the cyclic garbage collector.
    resolve = _resolved

    # -- positions, standoffs, retreats (movement_phase._positions) -------------------------
    if dislodger:
        for index in dislodger:
            after[index] = None
        after = [row for row in after if row is not None]
    standoffs: set[str] = set()  # two or more tried (a convoyed move only if it sailed)
    if not dislodger:
        # Nobody dislodged: a contested province is empty after the moves when no move into
        # it succeeded and its unit, if any, moved away.
        for target, going in contested.items():
            holder = occupier.get(target)
            if holder is not None and not answers[holder]:
                continue  # its unit stays
            for index in going:
                if answers[index]:
                    break  # someone moved in
            else:
                if _tried(going, convoyed, answers, path_key) >= 2:
                    standoffs.add(target)
        return after, [], standoffs
    occupied: set[str | None] = set(home)  # provinces with a unit after the moves
    occupied.difference_update([home[index] for index in moved])
    occupied.difference_update([home[index] for index in dislodger])
    occupied.update([dest[index] for index in moved])
    for target, going in contested.items():
        if target not in occupied and _tried(going, convoyed, answers, path_key) >= 2:
            standoffs.add(target)
    dislodged_json = []
    for index in sorted(dislodger):
        unit = units[index]
        attacker = dislodger[index]
        banned = standoffs | occupied
        if not convoyed[attacker]:
            banned.add(home[attacker])
        dislodged_json.append({
            "power": unit.power, "type": unit.type, "at": unit.at,
            "attacker_from": home[attacker],
            "retreats": [spot for spot, province in _retreat_candidates(game_map, unit.type,
                                                                         unit.at)
                         if province not in banned]})
    return after, dislodged_json, standoffs


@per_map
def _retreats(game_map: Any) -> dict[tuple[str, str], list[tuple[str, str]]]:
    """(unit type, location) -> its retreat candidates on ``game_map``, filled as asked."""
    return {}


def _retreat_candidates(game_map: Any, unit_type: str, at: str) -> list[tuple[str, str]]:
    """(location, province) a unit could retreat to from ``at`` on an empty board, in map
    order (``movement_phase.retreat_options`` before the banned provinces are taken out)."""
    table = _retreats(game_map)
    found = table.get((unit_type, at))
    if found is None:
        spots = sorted(game_map.army_neighbours(at) if unit_type == ARMY
                       else game_map.fleet_neighbours(at))
        found = table[(unit_type, at)] = [
            (spot, spot.partition("/")[0]) for spot in spots
            if map_adjacency(game_map, unit_type, at, spot)]
    return found


def _tried(going: list[int], convoyed: list[bool], answers: list[bool | None],
           path_key: int) -> int:
    """How many of the moves ``going`` into one province count for a standoff there: every
    move over land, a convoyed one only if its convoy sailed."""
    tried = 0
    for index in going:
        if not convoyed[index] or answers[path_key + index]:
            tried += 1
    return tried


def _resolved(key: int) -> bool:
    raise RuntimeError("the phase is resolved; no decision is asked any more")


def _anyone(fleet: int) -> bool:
    return True
