"""2vs2, "Regeln": the teams, the seating, and that allies never harm each other.

- "Die Spieler müssen vor Beginn der Partie Teams bilden und sich so reihmum setzen, dass keine
  verbündeten Spieler hintereinander am Zug sind": two teams of two, fixed before the start; a
  seating is refused unless the teams alternate (A1 B1 A2 B2; checked around the table, so the
  last and the first player are neighbours too).
- "... dass sich verbündete Spieler in keiner (!) Spielsituation angreifen (militärische
  Aktionen gegeneinander) oder andersweitig schaden können (z.B. Diplomatie gegeneinander)":
  :func:`harm_refusal` is the one check every action against a land, its units, a general or
  a player goes through; the refusal quotes the rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from adjudication.diplomacy.messages import Message

from .mapfile import Map


class AlliedBoard(Protocol):
    """What :func:`harm_refusal` reads of a position (``position.Position`` has it; a
    protocol, because position.py itself checks its teams here)."""

    generals: Mapping[str, Any]

    def ally(self, player: str) -> str: ...
    def owner(self, land: str) -> str | None: ...
    def generals_at(self, land: str, owner: str | None = None) -> Sequence[str]: ...


SEATING_RULE_DE = ("Die Spieler müssen vor Beginn der Partie Teams bilden und sich so reihmum "
                   "setzen, dass keine verbündeten Spieler hintereinander am Zug sind, d.h. "
                   "zwischen 2 verbündeten Spielern muss jeweils ein Spieler des anderen Teams "
                   "am Zug sein.")
ALLY_RULE_DE = ("verbündete Spieler [können sich] in keiner (!) Spielsituation angreifen "
                "(militärische Aktionen gegeneinander) oder andersweitig schaden (z.B. "
                "Diplomatie gegeneinander)")


def check_teams(teams: Mapping[str, Sequence[str]], seating: Sequence[str],
                game_map: Map) -> None:
    """Raise ``ValueError`` unless there are two teams of two known, distinct players and
    the seating alternates between the teams."""
    if len(teams) != 2 or any(len(members) != 2 for members in teams.values()):
        raise ValueError("two teams of two players each, e.g. {\"A\": [\"fra\", \"aut\"], "
                         "\"B\": [\"gbr\", \"pru\"]}")
    players = [p for members in teams.values() for p in members]
    unknown = [p for p in players if p not in game_map.players]
    if unknown:
        raise ValueError(f"unknown player {unknown[0]!r} (the map's players: "
                         f"{', '.join(game_map.players)})")
    if len(set(players)) != 4:
        raise ValueError("a player cannot be in both teams or twice in one")
    if sorted(seating) != sorted(players):
        raise ValueError(f"the seating lists each of the four players once: {sorted(players)}")
    team_of = {p: team for team, members in teams.items() for p in members}
    for index, player in enumerate(seating):
        following = seating[(index + 1) % len(seating)]
        if team_of[player] == team_of[following]:
            raise ValueError(f"seating refused: the allies {player} and {following} would "
                             f"follow each other. Rule (2vs2): \"{SEATING_RULE_DE}\" "
                             f"(seat them like A1 B1 A2 B2)")


def harm_refusal(position: AlliedBoard, player: str, *, land: str | None = None,
                 target_player: str | None = None,
                 generals: Sequence[str] = ()) -> Message | None:
    """The refusal of an action by ``player`` against ``land`` (its owner's land and units),
    ``target_player`` (their markers, their diplomacy) or ``generals``, if any of them is the
    ally's; None when the action harms no ally."""
    ally = position.ally(player)
    if land is not None and position.owner(land) == ally:
        return Message.of("ally_land", land=land, ally=ally)
    if target_player == ally:
        return Message.of("ally_player", ally=ally)
    for general in generals:
        if position.generals[general].owner == ally:
            return Message.of("ally_general", general=position.generals[general].name,
                              ally=ally)
    if land is not None:
        for general in position.generals_at(land, ally):
            return Message.of("ally_general", general=position.generals[general].name,
                              ally=ally)
    return None
