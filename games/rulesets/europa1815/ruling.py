"""The Spielleiter's ruling on the waiting action as a form, not a hand-typed patch (issue 23,
item 6): what waits (who, which action, its lines, the lands involved with the troops and
generals on each side) and the patch the form's answers make (pure functions, no Django).

The patch is the one ``gm_resolve`` takes (``adjudication/europa1815/patch.py``); the form can
write only what a ruling on a battle or diplomacy decides:

- a land involved changes owner (a seat, or neutral);
- losses per land and troop type (never more than stand there);
- for an attack: the attacker's troops that move from a source land into the target (only
  when the target becomes the attacker's: units in a land belong to its owner);
- a general in a land involved is killed (removed), captured (the other side's, off the
  board), sent off the board (to the owner's supply) or moved into another land involved;
- SP won or lost per player (relative).

Every fault raises :class:`RuleSetInputError` whose ``field`` is the form field's name and
whose message names the land, the kind and the numbers.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import adjudication.europa1815 as engine
from games.rulesets.base import JSON, RuleSetInputError
from games.rulesets.europa1815.settings import map_of

KINDS = ("inf", "cav", "art")
UNCHANGED = ""
NEUTRAL = "-"
GENERAL_FATES = ("killed", "captured", "off")


def field(*parts: str) -> str:
    """The form field's name for a part of the ruling (``loss__bay__inf``)."""
    return "__".join(parts)


def _lands_of(line: str, game_map: Any) -> tuple[list[str], list[str]]:
    """(targets, sources) the waiting lines name: attack targets and the lands the troops
    come from, and the land a diplomacy or other action aims at."""
    targets: list[str] = []
    sources: list[str] = []
    for read in engine.read_lines(line, game_map):
        action = read.action
        target = getattr(action, "target", None) or getattr(action, "target_land", None)
        if target and target not in targets:
            targets.append(target)
        for source in getattr(action, "sources", ()):
            if source.land not in sources:
                sources.append(source.land)
    return targets, [s for s in sources if s not in targets]


def pending_ruling(state: JSON | None, lang: str = "en") -> JSON | None:
    """What waits for the Spielleiter's ruling in ``state`` (None: nothing waits), with the
    lands involved, their troops and generals, and the seats to choose from."""
    position = (state or {}).get("position") or {}
    turn = position.get("turn") or {}
    waiting = turn.get("awaiting_gm")
    if not waiting or position.get("winner"):
        return None
    game_map = map_of(state["map"])  # type: ignore[index]
    player = turn["player"]
    targets, sources = _lands_of(waiting["line"], game_map)
    if waiting.get("target_land") and waiting["target_land"] not in targets:
        targets.insert(0, waiting["target_land"])
    target = targets[0] if targets else None
    defender = waiting.get("target_player") or (position["lands"][target]["owner"]
                                                if target else None)

    def name(seat: str | None) -> str | None:
        return game_map.player_name(seat, lang) if seat else None

    lands = []
    for land in [*targets, *sources]:
        here = position["lands"][land]
        lands.append({
            "land": land, "name": game_map.land_name(land, lang),
            "role": "source" if land in sources else "target",
            "owner": here["owner"], "owner_name": name(here["owner"]),
            "units": {k: here["units"].get(k, 0) for k in KINDS},
            "generals": [{"id": g, "name": v["name"], "owner": v["owner"],
                          "owner_name": name(v["owner"])}
                         for g, v in sorted(position["generals"].items()) if v["land"] == land],
        })
    return {
        "player": player, "player_name": name(player), "kind": waiting["kind"],
        "step": waiting["step"], "lines": waiting["line"].splitlines(),
        "target": target, "target_name": game_map.land_name(target, lang) if target else None,
        "defender": defender, "defender_name": name(defender),
        "target_player": waiting.get("target_player"),
        "target_player_name": name(waiting.get("target_player")),
        "queued": list(turn.get("queued") or []), "lands": lands,
        "seats": [(p, game_map.player_name(p, lang)) for p in position["seating"]],
    }


def _count(answers: Mapping[str, Any], name: str) -> int:
    value = answers.get(name) or 0
    if type(value) is not int or value < 0:
        raise RuleSetInputError(f"{name}: a whole number from 0, got {value!r}.", field=name)
    return value


def _owner(answers: Mapping[str, Any], land: JSON, seats: list[str]) -> tuple[bool, Any]:
    """(changes, new owner) of a land involved."""
    name = field("owner", land["land"])
    value = answers.get(name) or UNCHANGED
    if value == UNCHANGED:
        return False, land["owner"]
    if value == NEUTRAL:
        return land["owner"] is not None, None
    if value not in seats:
        raise RuleSetInputError(f"New owner of {land['name']} ({land['land']}): unknown seat "
                                f"{value!r}; one of {', '.join(seats)}, or neutral.",
                                field=name)
    return value != land["owner"], value


def _land_patch(ruling: JSON, answers: Mapping[str, Any], land: JSON,
                moved_in: dict[str, int]) -> JSON:
    seats = [s for s, _ in ruling["seats"]]
    changes, owner = _owner(answers, land, seats)
    patch: JSON = {}
    if changes:
        patch["owner"] = owner
    units: dict[str, int] = {}
    where = f"{land['name']} ({land['land']})"
    for kind in KINDS:
        present = land["units"][kind]
        loss = _count(answers, field("loss", land["land"], kind))
        moved = _count(answers, field("move", land["land"], kind))
        if loss + moved > present:
            raise RuleSetInputError(
                f"Losses in {where}, {kind}: {loss}" + (f" and {moved} moving on" if moved
                                                       else "")
                + f" are more than the {present} standing there.",
                field=field("loss", land["land"], kind))
        left = present - loss - moved
        if changes and left:
            raise RuleSetInputError(
                f"{where} changes owner while {left} {kind} of the old owner stay there; "
                "units in a land belong to its owner, so enter them as losses (or as moving "
                "on).", field=field("loss", land["land"], kind))
        after = left + (moved_in.get(kind, 0) if land["role"] == "target" else 0)
        if after != present:
            units[kind] = after
    if units:
        patch["units"] = units
    return patch


def _moved_in(ruling: JSON, answers: Mapping[str, Any]) -> dict[str, int]:
    """The attacker's troops moving from the source lands into the target (per kind); only
    when the target becomes the attacker's."""
    moved = {kind: 0 for kind in KINDS}
    target = next((land for land in ruling["lands"] if land["role"] == "target"), None)
    for land in ruling["lands"]:
        if land["role"] != "source":
            continue
        for kind in KINDS:
            name = field("move", land["land"], kind)
            count = _count(answers, name)
            if not count:
                continue
            new_owner = _owner(answers, target, [s for s, _ in ruling["seats"]])[1] \
                if target else None
            if ruling["kind"] != "attack" or target is None or new_owner != ruling["player"]:
                raise RuleSetInputError(
                    f"Troops move from {land['name']} ({land['land']}) into the target only "
                    f"when it becomes {ruling['player_name']}'s (set its new owner).",
                    field=name)
            moved[kind] += count
    return moved


def _general_patch(ruling: JSON, answers: Mapping[str, Any], general: JSON) -> Any:
    name = field("general", general["id"])
    fate = answers.get(name) or UNCHANGED
    if fate == UNCHANGED:
        return None
    if fate == "killed":
        return {"killed": True}
    if fate == "off":
        return {"land": None}
    if fate == "captured":
        captor = ruling["defender"] if general["owner"] == ruling["player"] \
            else ruling["player"]
        if not captor:
            raise RuleSetInputError(
                f"{general['name']} cannot be captured: the other side is neutral; choose "
                "killed or off the board.", field=name)
        return {"owner": captor, "land": None}
    involved = {other["land"] for other in ruling["lands"]}
    if fate.startswith("to:") and fate[3:] in involved:
        return {"land": fate[3:]}
    raise RuleSetInputError(f"{general['name']} ({general['id']}): unknown choice {fate!r}.",
                            field=name)


def ruling_patch(ruling: JSON, answers: Mapping[str, Any]) -> JSON:
    """The ``gm_resolve`` patch the form's ``answers`` (field name -> cleaned value) make;
    only what changes is written."""
    patch: JSON = {}
    moved_in = _moved_in(ruling, answers)
    lands = {land["land"]: p for land in ruling["lands"]
             if (p := _land_patch(ruling, answers, land, moved_in))}
    if lands:
        patch["lands"] = lands
    generals: JSON = {}
    for land in ruling["lands"]:
        for general in land["generals"]:
            fate = _general_patch(ruling, answers, general)
            if fate is not None:
                generals[general["id"]] = None if fate.get("killed") else fate
    if generals:
        patch["generals"] = generals
    players: JSON = {}
    for seat, seat_name in ruling["seats"]:
        name = field("sp", seat)
        value = answers.get(name) or 0
        if type(value) is not int:
            raise RuleSetInputError(f"SP of {seat_name}: a whole number, e.g. 2 or -1.",
                                    field=name)
        if value:
            players[seat] = {"sp": f"{value:+d}"}
    if players:
        patch["players"] = players
    return patch


def form_field(path: str) -> str | None:
    """The form field an engine fault on ``path`` (``players.fra.sp``) belongs to, if any."""
    parts = path.split(".")
    if parts[0] == "players" and len(parts) == 3 and parts[2] == "sp":
        return field("sp", parts[1])
    if parts[0] == "lands" and len(parts) >= 3:
        if parts[2] == "owner":
            return field("owner", parts[1])
        if parts[2] == "units" and len(parts) == 4:
            return field("loss", parts[1], parts[3])
    if parts[0] == "generals" and len(parts) >= 2:
        return field("general", parts[1])
    return None
