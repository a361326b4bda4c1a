"""Actions the GM settles (base game: military actions, diplomacy, and whatever else the
unpublished rules allow; the start phase and reinforcement turns): the software checks what
the texts state, then the turn waits for the GM's ruling (``gm.py``).

Checked here, per 2vs2 "Regeln" (allies "in keiner (!) Spielsituation angreifen ... oder
andersweitig schaden"): no attack on an ally's land, units or generals, no diplomacy or other
action aimed at the ally, their land or their markers; and nothing aimed at oneself. The
troops an attack names must stand in the attacker's lands. Whether the target borders them
is a base rule we do not know: a warning, not a refusal.
"""

from __future__ import annotations

from adjudication.diplomacy.messages import Message

from .actions import Attack, Diplomacy, Note, Other
from .mapfile import Map
from .moves import taken, unique_sources
from .outcome import Done, Refused
from .position import Pending, Position
from .teams import harm_refusal


def ally_harm(position: Position, player: str,
              action: Attack | Diplomacy | Other) -> Message | None:
    """The refusal of an attack, diplomacy or other action aimed at the ally (their land,
    units, generals, markers or themselves), or None. One check for every phase: the winter
    and summer actions and the notes of the start phase and the reinforcement turns ("in
    keiner (!) Spielsituation")."""
    if isinstance(action, Attack):
        generals = [g for s in action.sources for g in s.generals]
        return harm_refusal(position, player, land=action.target, generals=generals)
    return harm_refusal(position, player, land=action.target_land,
                        target_player=action.target_player)


def carry_out(position: Position, game_map: Map, player: str,
              action: Attack | Diplomacy | Other | Note, step: str, line: str) -> Done:
    warnings: list[Message] = []
    land = player_aim = None
    if isinstance(action, Attack):
        land = action.target
        if position.owner(land) == player:
            raise Refused("attack_own", land=land)
        refusal = ally_harm(position, player, action)
        if refusal is not None:
            raise Refused.because(refusal)
        unique_sources(action.sources, land)
        for source in action.sources:
            taken(position, player, source)
        borders = position.rules.sea_links_are_borders
        if action.sources and not any(land in game_map.borders(s.land, sea=borders)
                                      for s in action.sources):
            warnings.append(Message.of("attack_not_adjacent", land=land))
    elif isinstance(action, Diplomacy | Other):
        land, player_aim = action.target_land, action.target_player
        if player_aim == player or (land is not None and position.owner(land) == player):
            raise Refused("aim_at_self")
        refusal = ally_harm(position, player, action)
        if refusal is not None:
            raise Refused.because(refusal)
        if isinstance(action, Other) and land is None and player_aim is None:
            warnings.append(Message.of("gm_checks_ally"))
    pending = Pending(step, action.gm or "other", line, land, player_aim)
    return Done(position, action, (Message.of("awaits_gm", player=player),), tuple(warnings),
                pending)
