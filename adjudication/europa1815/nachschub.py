"""Base game, "Nachschub" (civil action): "place 4 EP from the supply into one land holding a
general or a fortress. Allowed only as the 2nd action; taken as the 1st, it ends the turn."

- Into one land: a line naming more lands is read and refused with the rule.
- The land is one's own and holds one's own general or any fortress (grey or plain).
- Up to 4 EP of any kinds (the placement limits of cavalry and artillery do not apply to
  Nachschub); without kinds named, infantry first, then cavalry, then artillery, as far as the
  supply has them. More than 4 EP, or more than the supply holds, is refused.
- As the 1st action it is carried out and ends the actions of the turn: the 2nd action is
  gone (refused if sent); the optional team action after the turn stays open (``turn.py``).
"""

from __future__ import annotations

from dataclasses import replace

from adjudication.diplomacy.messages import Message

from .actions import Nachschub
from .mapfile import Map
from .outcome import Done, Refused
from .position import Position
from .troops import shown


def carry_out(position: Position, game_map: Map, player: str, action: Nachschub,
              step: str) -> Done:
    land = action.land
    if action.also:
        raise Refused("nachschub_one_land", count=1 + len(action.also))
    limit = position.rules.nachschub_ep
    if position.owner(land) != player:
        raise Refused("nachschub_not_own", land=land)
    if not position.generals_at(land, player) and position.lands[land].fortress is None:
        raise Refused("nachschub_needs_base", land=land)
    stock = position.players[player].supply
    troops = action.troops or stock.take_ep(limit)
    if troops.ep > limit:
        raise Refused("nachschub_too_many", ep=limit, want=troops.ep)
    if not troops:
        raise Refused("supply_empty")
    if not stock.covers(troops):
        raise Refused("supply_short", have=shown(stock))
    here = position.lands[land]
    position = position.with_lands({land: replace(here, units=here.units + troops)}) \
        .with_players({player: replace(position.players[player], supply=stock - troops)})
    events = [Message.of("nachschub_placed", player=player, land=land, troops=shown(troops))]
    if step == "action1":
        events.append(Message.of("nachschub_ends_turn", player=player))
    return Done(position, replace(action, troops=troops), tuple(events))
