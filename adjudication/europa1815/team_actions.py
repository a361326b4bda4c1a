"""2vs2, "Team-Aktionen": after a winter or summer turn a player may take one of three team
actions; none brings the player an advantage, each supports the ally.

- **Land abgeben**: "Der Spieler am Zug bestimmt ein eigenes Land außer seiner Hauptstadt und
  übergibt es sofort seinem verbündeten Mitspieler. Dazu werden alle Einheiten des Spielers am
  Zug in den Vorrat gegeben und 1 Infanterie des verbündeten Mitspielers aufgestellt.
  Festungen bleiben davon unberührt." The giver's generals there leave the board (they are
  pieces of the giver; the GM places them again). With no infantry in the ally's supply the
  land changes hands empty (a warning says so). Naming a receiver other than the ally is
  refused with the sentence.
- **Truppen übergeben**: one Z-effect into a land of the ally "nach den normalen
  Verlegungsregeln" (own adjacent lands, troops as named), "unabhängig von den grauen
  Festungen: Es darf immer nur 1 Z-Effekt ... und es gibt keinen Verschleiß im Winter". The
  moved units go to the giver's supply and are placed 1 for 1 (kind by kind) from the ally's
  supply; what the ally's supply lacks "verfällt". Generals are not units and are not handed
  over. A second Z-effect written is read and refused with the sentence. The winter bar
  (no capital flag, no grey fortress) is a matter of paying the Verschleiß and so does not
  apply either.
- **Erfolgsmarker übergeben**: "1 eigenen Erfolgsmarker" to the ally (more at once, or
  another receiver, is refused with the sentence); "kein Spieler [darf] mehr als 5
  Erfolgsmarker besitzen": refused when the ally has 5.
"""

from __future__ import annotations

from dataclasses import replace

from adjudication.diplomacy.messages import Message

from .actions import GiveLand, GiveMarker, HandOverTroops
from .mapfile import Map
from .moves import taken, unique_sources
from .outcome import Done, Refused
from .position import General, Position
from .troops import NONE, Troops, shown


def give_land(position: Position, game_map: Map, player: str, action: GiveLand) -> Done:
    land, ally = action.land, position.ally(player)
    if action.to is not None and action.to != ally:
        raise Refused("give_land_only_to_ally", land=land, ally=ally)
    if position.owner(land) != player:
        raise Refused("give_land_not_own", land=land)
    if land == game_map.capital(player):
        raise Refused("give_land_capital", land=land)
    here = position.lands[land]
    giver = position.players[player]
    receiver = position.players[ally]
    placed = Troops(inf=1) if receiver.supply.inf >= 1 else NONE
    generals: dict[str, General | None] = {
        g: replace(position.generals[g], land=None) for g in position.generals_at(land, player)}
    position = position.with_lands({land: replace(here, owner=ally, units=placed)}) \
        .with_players({player: replace(giver, supply=giver.supply + here.units),
                       ally: replace(receiver, supply=receiver.supply - placed)}) \
        .with_generals(generals)
    events = [Message.of("land_given", player=player, ally=ally, land=land,
                         troops=shown(here.units))]
    warnings = () if placed else (Message.of("no_infantry_to_place", ally=ally),)
    for general in generals:
        events.append(Message.of("general_off_board", player=player,
                                 general=position.generals[general].name))
    return Done(position, action, tuple(events), warnings)


def hand_over(position: Position, game_map: Map, player: str, action: HandOverTroops) -> Done:
    effect, ally = action.effect, position.ally(player)
    if action.more:
        raise Refused("hand_over_one_z", count=1 + len(action.more))
    if position.owner(effect.target) != ally:
        raise Refused("hand_over_not_ally", land=effect.target, ally=ally)
    unique_sources(effect.sources, effect.target)
    lands = dict(position.lands)
    total = NONE
    for source in effect.sources:
        if source.generals:
            raise Refused("hand_over_generals")
        if position.owner(source.land) != player:
            raise Refused("source_not_own", land=source.land)
        if effect.target not in game_map.borders(source.land,
                                                 sea=position.rules.sea_links_are_borders):
            raise Refused("not_adjacent", source=source.land, land=effect.target)
        units, _ = taken(position, player, source, with_generals=False)
        if not units:
            raise Refused("nothing_there", land=source.land)
        lands[source.land] = replace(lands[source.land], units=lands[source.land].units - units)
        total = total + units
    giver, receiver = position.players[player], position.players[ally]
    placed = total.at_most(receiver.supply)
    lost = total - placed
    target = lands[effect.target]
    lands[effect.target] = replace(target, units=target.units + placed)
    position = position.with_lands(lands).with_players(
        {player: replace(giver, supply=giver.supply + total),
         ally: replace(receiver, supply=receiver.supply - placed)})
    events = [Message.of("troops_handed_over", player=player, ally=ally, land=effect.target,
                         troops=shown(placed))]
    if lost:
        events.append(Message.of("troops_lapsed", ally=ally, troops=shown(lost)))
    return Done(position, action, tuple(events))


def give_marker(position: Position, game_map: Map, player: str, action: GiveMarker) -> Done:
    ally = position.ally(player)
    if action.count != 1:
        raise Refused("marker_one", count=action.count)
    if action.to is not None and action.to != ally:
        raise Refused("marker_only_to_ally", ally=ally)
    giver, receiver = position.players[player], position.players[ally]
    if giver.markers < 1:
        raise Refused("no_marker")
    limit = position.rules.max_markers
    if receiver.markers >= limit:
        raise Refused("marker_limit", ally=ally, limit=limit)
    position = position.with_players({player: replace(giver, markers=giver.markers - 1),
                                      ally: replace(receiver, markers=receiver.markers + 1)})
    return Done(position, action, (Message.of("marker_given", player=player, ally=ally),))
