"""Base game, "Verlegung" (civil action, Z-effects), as far as it is public:

- "move any number of one's troops into one land from any number of one's own adjacent lands"
  is one Z-effect; a Verlegung has 1 + (grey fortresses owned) Z-effects, counted when it
  starts; troops just moved may move on in the next Z-effect.
- Winter: without a grey fortress a Verlegung costs 2 EP disbanded in one's capital
  (*Verschleiß*), paid first from the units standing there (the player may say which:
  ``; Verschleiß 1 Inf 1 Kav``; else infantry first, then cavalry, then artillery); the EP go
  back to the supply. With neither capital flag (the own capital held) nor grey fortress it
  is impossible; with fewer than 2 EP in the capital it cannot be paid and is refused.
- Fortresses and capitals never move (the grammar refuses moving them, quoting the rule).
- A general moves like a unit and may also go from anywhere straight into the own capital or
  a land with a fortress, for one Z-effect (a jump; units cannot jump).
- The target must be one's own land: troops for an ally go by the team action "Truppen
  übergeben"; into a foreign land only by a military action (the GM's).
"""

from __future__ import annotations

from dataclasses import replace

from adjudication.diplomacy.messages import Message

from .actions import Verlegung, ZEffect
from .mapfile import Map
from .moves import taken, unique_sources
from .outcome import Done, Refused
from .position import General, Position
from .troops import shown


def z_effects_allowed(position: Position, player: str) -> int:
    return 1 + position.grey_fortresses(player)


def carry_out(position: Position, game_map: Map, player: str, action: Verlegung) -> Done:
    grey = position.grey_fortresses(player)
    allowed = 1 + grey
    if len(action.effects) > allowed:
        raise Refused("too_many_z", count=len(action.effects), allowed=allowed, grey=grey)
    events: list[Message] = []
    position = _wear(position, game_map, player, action, grey, events)
    for number, effect in enumerate(action.effects, 1):
        position = _z_effect(position, game_map, player, effect, events, number, allowed)
    return Done(position, action, tuple(events))


def _wear(position: Position, game_map: Map, player: str, action: Verlegung, grey: int,
          events: list[Message]) -> Position:
    rules = position.rules
    if position.season != "winter" or grey:
        if action.wear is not None:
            raise Refused("no_wear_due", why="summer" if position.season != "winter"
                          else "grey")
        return position
    capital = game_map.capital(player)
    if position.owner(capital) != player:
        raise Refused("winter_impossible", capital=capital)
    units = position.lands[capital].units
    wear = action.wear if action.wear is not None else units.take_ep(rules.wear_ep)
    if wear.ep != rules.wear_ep and units.ep >= rules.wear_ep:
        raise Refused("wear_amount", ep=rules.wear_ep)
    if not units.covers(wear) or units.ep < rules.wear_ep:
        raise Refused("wear_unpaid", land=capital, ep=rules.wear_ep, have=shown(units))
    supply = position.players[player]
    events.append(Message.of("wear_paid", player=player, land=capital, troops=shown(wear)))
    return position.with_lands(
        {capital: replace(position.lands[capital], units=units - wear)}
    ).with_players({player: replace(supply, supply=supply.supply + wear)})


def _z_effect(position: Position, game_map: Map, player: str, effect: ZEffect,
              events: list[Message], number: int, allowed: int) -> Position:
    target = effect.target
    owner = position.owner(target)
    if owner != player:
        if owner is not None and owner == position.ally(player):
            raise Refused("verlegung_ally_land", land=target, ally=owner)
        raise Refused("verlegung_foreign", land=target)
    unique_sources(effect.sources, target)
    jump_target = (target == game_map.capital(player)
                   or position.lands[target].fortress is not None)
    lands = dict(position.lands)
    generals: dict[str, General | None] = {}
    arrived = lands[target].units
    for source in effect.sources:
        units, moved_generals = taken(position, player, source)
        adjacent = target in game_map.borders(source.land,
                                              sea=position.rules.sea_links_are_borders)
        own = position.owner(source.land) == player
        if jump_target and not units and (not adjacent or not own):
            events.append(Message.of("general_jump", player=player, land=target,
                                     source=source.land))
        elif not adjacent:
            raise Refused("not_adjacent", source=source.land, land=target)
        elif not own:
            raise Refused("source_not_own", land=source.land)
        lands[source.land] = replace(lands[source.land],
                                     units=lands[source.land].units - units)
        arrived = arrived + units
        for general in moved_generals:
            generals[general] = replace(position.generals[general], land=target)
    lands[target] = replace(lands[target], units=arrived)
    # "Z-effect 2 of 3", as a reader says it (not "2/3"); with one Z-effect, no count
    events.append(Message.of("z_effect", player=player, number=number, allowed=allowed,
                             land=target) if allowed > 1
                  else Message.of("z_effect_one", player=player, land=target))
    return position.with_lands(lands).with_generals(generals)
