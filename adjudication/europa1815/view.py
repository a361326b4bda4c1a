"""What one viewer sees (one view function for every channel: page, API, picture, mail).

Europa 1815 has almost no hidden information: the board, the supplies, SP and Erfolgsmarker
are on the table. The one secret is what a player sent but has not yet taken: the lines
queued behind an action waiting for the GM (``turn.queued``). Only that player and the GM
see them; :func:`view` leaves them out for everyone else, and everything else a page, mail or
picture shows is built from the view.

A viewer is a player id, ``"gm"``, or None (an observer).
"""

from __future__ import annotations

from typing import Any

from .mapfile import Map
from .messages import word
from .position import Position, position_to_json
from .sequence import round_order
from .victory import team_sums

GM = "gm"


def relation(position: Position, viewer: str | None, owner: str | None) -> str | None:
    """own / ally / enemy / neutral, seen by a player; None for the GM and observers."""
    if viewer not in position.players:
        return None
    if owner is None:
        return "neutral"
    if owner == viewer:
        return "own"
    return "ally" if owner == position.ally(viewer) else "enemy"


def view(position: Position, game_map: Map, viewer: str | None,
         lang: str = "de") -> dict[str, Any]:
    data = position_to_json(position)
    turn = data["turn"]
    if turn is not None and viewer not in (GM, turn["player"]):
        del turn["queued"]
    sums = team_sums(position)
    names = {g: v.name for g, v in position.generals.items()}
    data["viewer"] = viewer
    data["role"] = "gm" if viewer == GM else ("player" if viewer in position.players
                                             else "observer")
    if viewer in position.players:
        data["team"] = position.team_of(viewer)
        data["ally"] = position.ally(viewer)
    data["season_name"] = word("season", position.season, lang)
    data["order"] = round_order(position)
    data["may_send"] = (turn is not None and viewer == turn["player"]
                        and turn["awaiting_gm"] is None and position.winner is None
                        and position.tie is None)
    if turn is not None:
        steps = turn["steps"]
        turn["next_step"] = steps[turn["at"]] if turn["at"] < len(steps) else None
        # the step's name as the rule text says it ("2. Aktion"), never its key ("action2")
        turn["next_step_name"] = (word("step", turn["next_step"], lang)
                                  if turn["next_step"] else None)
    data["team_sums"] = sums
    data["table"] = [{
        "land": land.id, "name": land.name(lang), "owner": state.owner,
        "owner_name": game_map.player_name(state.owner, lang) if state.owner else None,
        "relation": relation(position, viewer, state.owner),
        "units": state.units.to_json(), "ep": state.units.ep,
        "generals": [names[g] for g in position.generals_at(land.id)],
        "fortress": state.fortress, "capital_of": land.capital_of,
    } for land in game_map.lands.values() for state in (position.lands[land.id],)]
    data["player_table"] = [{
        "player": p, "name": game_map.player_name(p, lang), "team": position.team_of(p),
        "colour": game_map.players[p].colour, "sp": position.players[p].sp,
        "markers": position.players[p].markers,
        "supply": position.players[p].supply.to_json(), "lands": len(position.owned(p)),
        "relation": relation(position, viewer, p),
    } for p in position.seating]
    return data


def board_text(position: Position, game_map: Map, viewer: str | None,
               lang: str = "de") -> str:
    """The board as a plain-text table (mails, maps without an SVG)."""
    shown = view(position, game_map, viewer, lang)
    de = lang == "de"
    head = (["Land", "Besitzer", "Inf", "Kav", "Art", "Generäle", "Festung"] if de
            else ["Land", "Owner", "Inf", "Cav", "Art", "Generals", "Fortress"])
    fortress = {"grey": "grau" if de else "grey", "plain": "normal" if de else "plain",
                None: ""}
    rows = [head]
    for row in shown["table"]:
        name = row["name"] + (" ★" if row["capital_of"] else "")
        owner = row["owner_name"] or ("neutral")
        rows.append([name, owner, *(str(row["units"][k]) for k in ("inf", "cav", "art")),
                     ", ".join(row["generals"]), fortress[row["fortress"]]])
    widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip()
             for r in rows]
    lines.append("")
    for row in shown["player_table"]:
        supply = row["supply"]
        lines.append(f"{row['name']} (Team {row['team']}): {row['sp']} SP, "
                     f"{row['markers']} {'Erfolgsmarker' if de else 'success markers'}, "
                     f"{'Vorrat' if de else 'supply'} {supply['inf']}/{supply['cav']}/"
                     f"{supply['art']}")
    return "\n".join(lines)
