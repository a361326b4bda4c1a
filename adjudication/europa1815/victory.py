"""2vs2 victory: "Das Team, dass in Summe zuerst 13 SP erreicht hat, gewinnt das Spiel. Bei
Gleichstand greifen ebenfalls die normalen Regeln (siehe SP-Verteilung), und zwar zwischen
den beiden aktuell stärksten Spielern beider Teams."

- The team sums are taken after each SP distribution (the GM closes it, ``gm.py``), never
  after other edits.
- One team at 13 or more: it wins. Both at once: the higher sum reached 13 "first" in the only
  sense a simultaneous distribution allows; equal sums are the tie ("Gleichstand").
- A tie is not decided by the software: the base game's rule is unknown. The position records
  it (``tie``) with each team's strongest player (most SP; all of them when a team's two are
  level) and every player's figures, and waits for the GM's decision (``gm_decide_tie``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from adjudication.diplomacy.messages import Message

from .mapfile import Map
from .position import Position, frozen


def team_sums(position: Position) -> dict[str, int]:
    return {team: sum(position.players[p].sp for p in members)
            for team, members in position.teams.items()}


def figures(position: Position, game_map: Map, player: str) -> dict[str, Any]:
    """What the GM looks at to apply the base game's tie rule to ``player``."""
    state = position.players[player]
    owned = position.owned(player)
    units = [position.lands[land].units for land in owned]
    return {
        "sp": state.sp, "markers": state.markers, "lands": len(owned),
        "capital_held": position.owner(game_map.capital(player)) == player,
        "ep_on_board": sum(u.ep for u in units),
        "units_on_board": {k: sum(getattr(u, k) for u in units) for k in ("inf", "cav", "art")},
        "generals_on_board": sum(1 for g in position.generals.values()
                                 if g.owner == player and g.land is not None),
        "fortresses": sum(1 for land in owned if position.lands[land].fortress),
        "grey_fortresses": position.grey_fortresses(player),
        "supply": state.supply.to_json(),
    }


def strongest(position: Position, team: str) -> list[str]:
    members = position.teams[team]
    top = max(position.players[p].sp for p in members)
    return [p for p in members if position.players[p].sp == top]


def after_distribution(position: Position, game_map: Map,
                       events: list[Message]) -> tuple[Position, bool]:
    """Check the team sums; returns the position and whether the game goes on."""
    sums = team_sums(position)
    (team_a, sum_a), (team_b, sum_b) = sums.items()
    events.append(Message.of("sp_distributed", team_a=team_a, sum_a=str(sum_a), team_b=team_b,
                             sum_b=str(sum_b)))
    goal = position.rules.victory_sp
    reached = {team: total for team, total in sums.items() if total >= goal}
    if not reached:
        return position, True
    if len(reached) == 2 and sum_a == sum_b:
        candidates = {team: strongest(position, team) for team in sums}
        tie = {"sum": sum_a, "teams": {team: {"sum": total, "strongest": candidates[team]}
                                       for team, total in sums.items()},
               "figures": {p: figures(position, game_map, p) for p in position.seating}}
        events.append(Message.of("tie", sum=str(sum_a), first=candidates[team_a][0],
                                 second=candidates[team_b][0]))
        return replace(position, tie=frozen(tie), turn=None), False
    winner = max(reached, key=lambda team: reached[team])
    first, second = position.teams[winner]
    events.append(Message.of("team_wins", team=winner, first=first, second=second,
                             sum=str(reached[winner])))
    return replace(position, winner=winner, season="end", turn=None), False
