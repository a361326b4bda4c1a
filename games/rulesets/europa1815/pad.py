"""The data behind the Europa 1815 map as an action pad (``static/js/pad_1815.js``).

Clicks on lands become lines in the turn box, in the grammar the engine reads
(``adjudication/europa1815/grammar.py``, documented in ``docs/rules/europa-1815.md``,
"Writing a turn"); the box stays the one source of truth and the player may still type. What a
click may offer comes from the position and the rules here, not from the script: which own
lands border which (the Verlegung's "own bordering lands", with the rules' sea-link setting),
where a Nachschub may go ("a land holding a general or a fortress", own), which own lands may
be given away (not the capital), which own lands border an ally's land (Truppen übergeben),
whether an Erfolgsmarker may be handed over (one own marker, the ally below the limit).

The pad is embedded (``json_script``) in the page of the seat on turn only, while it may send.
It holds nothing that seat may not see: the board of Europa 1815 is public (owners, units,
generals, supplies, markers), and the seat's own steps still open. Never the queued lines (the
one secret) of anybody. ``tests/web/test_1815_pad_pages.py`` checks who gets it.

Shape (every key always present)::

    {"game": "europa1815", "box": "turn", "seat": "fra", "ally": "aut",
     "mode": "actions" | "note",          # note: start phase / reinforcement turn
     "actions": ["1:", "2:"],             # the prefixes of the action steps still open
     "team": "Team:" | null,              # a team step still open
     "players": {"aut": "Österreich"},    # names as lines write them
     "lands": {"par": {"line": "Paris", "name": "Paris", "relation": "own",
                       "units": {"inf": 4, "cav": 2, "art": 1}, "generals": ["Ney"],
                       "capital": true}},  # generals: the seat's own there
     "verlegung": {"lyo": ["par", "mar"]},  # own source -> own bordering lands
     "nachschub": ["par", "bre"], "nachschub_ep": 4,
     "supply": {"inf": 12, "cav": 4, "art": 3},
     "give_land": ["bre", "cal"],          # own lands but the capital
     "hand_over": {"mai": ["mar"]},        # ally's land -> own bordering lands with units
     "attack_from": {"bel": ["cal", "par"]},  # other land -> own bordering lands with units
     "marker": true,
     "words": {"verlegung": "Verlegung nach", ...}}  # the grammar's keywords, see WORDS
"""

from __future__ import annotations

from typing import Any

JSON = dict[str, Any]

#: The words the lines are written with: the engine's German keywords (``grammar.py``:
#: ``verlegung``, ``nachschub``, ``attack``, ``diplomacy``, ``give-land``, ``hand-over``,
#: ``give-marker``, ``pass``; ``items`` as ``N kind`` and ``General NAME``). German is the
#: games' own language and reads the same in every page language.
WORDS = {
    "verlegung": "Verlegung nach", "from": "aus", "and": "und", "general": "General",
    "nachschub": "Nachschub in", "attack": "Angriff auf", "diplomacy": "Diplomatie gegen",
    "give_land": "Land abgeben", "to_player": "an", "hand_over": "Truppen übergeben nach",
    "marker": "Erfolgsmarker übergeben", "pass": "Passen",
    "kinds": {"inf": "Inf", "cav": "Kav", "art": "Art"},
}
STEP_PREFIX = {"action1": "1:", "action2": "2:", "half": "½:"}
TEAM_STEPS = ("team", "team_end")


def _units(units: Any) -> JSON:
    return dict(units.to_json())


def pad_1815(position: Any, game_map: Any, seat: str, lang: str) -> JSON | None:
    """The pad of ``seat`` in this position, or None when it may not send now."""
    turn = position.turn
    if (turn is None or turn.player != seat or turn.awaiting_gm is not None
            or position.winner is not None or position.tie is not None):
        return None
    ahead = turn.steps[turn.at:]
    note = ahead == ("note",)
    ally = position.ally(seat)
    sea = position.rules.sea_links_are_borders
    capital = game_map.capital(seat)
    names = {g: v.name for g, v in position.generals.items()}

    def relation(owner: str | None) -> str:
        if owner is None:
            return "neutral"
        return "own" if owner == seat else ("ally" if owner == ally else "enemy")

    lands: JSON = {}
    for land_id in game_map.lands:
        state = position.lands[land_id]
        lands[land_id] = {
            "line": game_map.land_name(land_id, "de"), "name": game_map.land_name(land_id, lang),
            "relation": relation(state.owner), "units": _units(state.units),
            "generals": [names[g] for g in position.generals_at(land_id, seat)],
            "capital": land_id == capital,
        }
    own = [land for land, row in lands.items() if row["relation"] == "own"]

    def movable(land: str) -> bool:
        return bool(position.lands[land].units) or bool(lands[land]["generals"])

    def own_borders(land: str, *, units: bool) -> list[str]:
        return sorted(other for other in game_map.borders(land, sea=sea)
                      if lands[other]["relation"] == "own"
                      and (not units or position.lands[other].units))

    verlegung = {land: own_borders(land, units=False) for land in own if movable(land)}
    player = position.players[seat]
    marker = (player.markers >= 1
              and position.players[ally].markers < position.rules.max_markers)
    return {
        "game": "europa1815", "box": "turn", "seat": seat, "ally": ally,
        "mode": "note" if note else "actions",
        "actions": [] if note else [STEP_PREFIX[s] for s in ahead if s in STEP_PREFIX],
        "team": None if note or not any(s in TEAM_STEPS for s in ahead) else "Team:",
        "players": {p: game_map.player_name(p, "de") for p in position.players},
        "lands": lands,
        "verlegung": {land: to for land, to in verlegung.items() if to},
        "nachschub": [land for land in own if position.generals_at(land, seat)
                      or position.lands[land].fortress is not None],
        "nachschub_ep": position.rules.nachschub_ep,
        "supply": _units(player.supply),
        "give_land": [land for land in own if land != capital],
        "hand_over": {land: to for land, row in lands.items() if row["relation"] == "ally"
                      for to in [own_borders(land, units=True)] if to},
        "attack_from": {land: to for land, row in lands.items()
                        if row["relation"] in ("enemy", "neutral")
                        for to in [own_borders(land, units=True)]},
        "marker": marker,
        "words": WORDS,
    }
