"""Taking troops out of a land: shared by the Verlegung (base game) and the team action
"Truppen übergeben" (2vs2), which "nach den normalen Verlegungsregeln" moves troops too."""

from __future__ import annotations

from .actions import Source
from .outcome import Refused
from .position import Position
from .troops import Troops, shown


def taken(position: Position, player: str, source: Source,
          with_generals: bool = True) -> tuple[Troops, tuple[str, ...]]:
    """The units and generals ``source`` names, checked against what stands there now."""
    here = position.lands[source.land]
    own_generals = tuple(position.generals_at(source.land, player))
    if source.everything:
        units = here.units if here.owner == player else Troops()
        generals = own_generals if with_generals else ()
        if not units and not generals:
            raise Refused("nothing_there", land=source.land)
        return units, generals
    if source.troops and here.owner != player:
        raise Refused("source_not_own", land=source.land)
    if not here.units.covers(source.troops):
        raise Refused("not_enough", land=source.land, have=shown(here.units),
                      want=shown(source.troops))
    for general in source.generals:
        found = position.generals.get(general)
        if found is None or found.owner != player:
            raise Refused("not_your_general", general=found.name if found else general)
        if found.land != source.land:
            raise Refused("general_not_there", general=found.name, land=source.land)
    return source.troops, source.generals


def unique_sources(sources: tuple[Source, ...], target: str) -> None:
    seen: set[str] = set()
    for source in sources:
        if source.land == target:
            raise Refused("source_is_target", land=target)
        if source.land in seen:
            raise Refused("source_twice", land=source.land)
        seen.add(source.land)
