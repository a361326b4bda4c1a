"""Europa 1815 (2vs2): the rules of the position as data, pinned by mutation testing of
``adjudication/europa1815/position.py`` and ``teams.py`` (issue 24).

Each test states one rule the stored position must keep: what it accepts and refuses, the
field it names when refusing and what would be right, what it keeps on a round trip; and
for the teams, what a refused team or seating says, and which generals count as the ally's.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from adjudication.europa1815 import InputError, new_game, position_from_json, position_to_json
from adjudication.europa1815.position import Turn
from tests.engine.europa1815_support import MAP, SEATING, TEAMS, edit, ok, refused, start

# docs/engine-json-1815.md, "The position": the values a stored position may hold.
DOC_SEASONS = ("start", "winter", "summer", "sp", "reinforcement", "end")
DOC_STEPS = ("action1", "action2", "team", "half", "team_end", "note")
PLAYERS = ("aut", "fra", "gbr", "pru")


def stored() -> dict[str, Any]:
    """A summer position as stored: France on turn, every land, general and player listed."""
    return copy.deepcopy(position_to_json(start("summer")))


def refusal(data: Any) -> InputError:
    """The refusal of reading ``data``; the test fails if it is read."""
    with pytest.raises(InputError) as caught:
        position_from_json(data, MAP)
    return caught.value


def test_a_stored_position_comes_back_unchanged_with_every_optional_field_set():
    """The engine keeps no state: the position travels with each request, so what it writes
    it must read back as it was (docs/engine-json-1815.md), the GM's fields included."""
    data = stored()
    data["map"] = "hausregeln-1815.map"
    data["rules"] = {"victory_sp": 15, "sea_links_are_borders": False}
    data["turn"] = {"player": "fra", "steps": ["action1", "action2", "team"], "at": 1,
                    "team_used": True,
                    "awaiting_gm": {"step": "action1", "kind": "diplomacy",
                                    "line": "1: Diplomatie gegen Preußen", "target_land": "ber",
                                    "target_player": "pru"},
                    "queued": ["2: Passen"]}
    data["generals"]["ney"]["land"] = None  # off the board, in France's supply
    data["lands"]["bel"] = {"owner": "fra", "units": {"inf": 2, "cav": 1, "art": 0},
                            "fortress": "plain"}
    data["winner"] = "A"
    data["tie"] = {"sum": 13, "teams": {"A": {"sum": 13, "strongest": ["fra"]}}}
    position = position_from_json(data, MAP)
    assert position.turn.team_used is True
    assert position.turn.awaiting_gm.target_player == "pru"
    assert position.tie["sum"] == 13
    assert position.map_name == "hausregeln-1815.map"
    assert position_to_json(position) == data


def test_a_position_under_the_default_rules_stores_no_rules():
    """Rules.to_json: "only what differs from the defaults (positions stay short)"; the
    documented example position has no "rules"."""
    data = position_to_json(new_game(MAP, TEAMS, SEATING))
    assert "rules" not in data
    assert data["format"] == "europa1815/1" and data["map"] == MAP.source
    assert data["tie"] is None


def test_a_hand_written_position_may_leave_out_what_has_a_plain_default():
    """A GM may write a position by hand: a land without units holds none, a player without
    supply has none, a turn without ``team_used`` has not used its team action ("1 von 3
    möglichen Team-Aktionen" per turn) and has nothing queued, a position without ``map`` is
    on the map it is read with, and an action waiting for the GM without a kind is "other"
    (anything else the base game decides), without step or line empty."""
    data = stored()
    del data["map"]
    data["lands"]["bel"] = {"owner": None}
    del data["players"]["aut"]["supply"]
    data["turn"] = {"player": "fra", "steps": ["action1", "action2", "team"], "at": 0,
                    "awaiting_gm": {}}
    position = position_from_json(data, MAP)
    assert position.map_name == MAP.source
    assert position.lands["bel"].units.to_json() == {"inf": 0, "cav": 0, "art": 0}
    assert position.players["aut"].supply.to_json() == {"inf": 0, "cav": 0, "art": 0}
    assert position.turn == Turn("fra", ("action1", "action2", "team"), 0, False,
                                 position.turn.awaiting_gm, ())
    pending = position.turn.awaiting_gm
    assert (pending.step, pending.kind, pending.line) == ("", "other", "")
    assert (pending.target_land, pending.target_player) == (None, None)


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """Set (or, with ``...``, delete) the field at a dotted path of the stored position."""
    *parents, last = path.split(".")

    def change(data: dict[str, Any]) -> None:
        for key in parents:
            data = data[key]
        if value is ...:
            del data[last]
        else:
            data[last] = value
    return change


def _without_lands(*lands: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        for land in lands:
            del data["lands"][land]
    return change


# (what is wrong, the field the refusal names, the words that say what would be right)
BAD = [
    (_set("rules", {"edition": "1915"}), "rules", ["rules.edition: '1815' or '1715'"]),
    (_set("seating", ...), "seating", ["missing"]),
    (_set("seating", "fra gbr aut pru"), "seating", ["expected list", "'fra gbr aut pru'"]),
    (_set("seating", ["fra", "aut", "gbr", "pru"]), "teams",
     ["seating refused", "keine verbündeten Spieler hintereinander am Zug sind"]),
    (_set("season", ...), "season", ["missing"]),
    (_set("season", "autumn"), "season", ["one of " + ", ".join(DOC_SEASONS), "'autumn'"]),
    (_set("start_player", ...), "start_player", ["missing"]),
    (_set("start_player", "esp"), "start_player", [f"one of the players {list(PLAYERS)}"]),
    (_set("lands", ...), "lands", ["missing"]),
    (_set("lands", []), "lands", ["expected Mapping"]),
    (_without_lands("par", "bel"), "lands.bel", ["missing", "every land of the map"]),
    (_set("lands.atlantis", {"owner": None}), "lands.atlantis", ["not a land of the map"]),
    (_set("lands.bel", 3), "lands.bel", ["expected an object"]),
    (_set("lands.bel.owner", "esp"), "lands.bel.owner",
     [f"a player ({', '.join(PLAYERS)}) or null"]),
    (_set("lands.bel.fortress", "red"), "lands.bel.fortress", ["'grey', 'plain' or null"]),
    (_set("lands.bel.units", {"inf": -1}), "lands.bel.units.inf", ["must be a whole number >= 0"]),
    (_set("lands.bel.units", [1]), "lands.bel.units", ["expected an object like"]),
    (_set("players", ...), "players", ["missing"]),
    (_set("players.aut", ...), "players.aut", ["missing"]),
    (_set("players.aut.sp", ...), "players.aut.sp", ["missing"]),
    (_set("players.aut.sp", -1), "players.aut.sp", ["must be >= 0"]),
    (_set("players.aut.markers", ...), "players.aut.markers", ["missing"]),
    (_set("players.aut.markers", 6), "players.aut.markers",
     ["0 to 5", "no player may hold more than 5"]),
    (_set("players.aut.supply", {"inf": 1.5}), "players.aut.supply.inf",
     ["must be a whole number >= 0"]),
    (_set("players.aut.supply", "12 Inf"), "players.aut.supply", ["expected an object like"]),
    (_set("generals", ...), "generals", ["missing"]),
    (_set("generals.ney", 3), "generals.ney", ["expected an object"]),
    (_set("generals.ney.owner", ...), "generals.ney.owner", ["missing"]),
    (_set("generals.ney.owner", "esp"), "generals.ney.owner", ["unknown player 'esp'"]),
    (_set("generals.ney.land", "atlantis"), "generals.ney.land", ["unknown land 'atlantis'"]),
    (_set("year", ...), "year", ["missing"]),
    (_set("year", "1815"), "year", ["expected int", "'1815'"]),
    (_set("year", True), "year", ["expected int", "True"]),
    (_set("round", ...), "round", ["missing"]),
    (_set("turn", 3), "turn", ["expected an object or null"]),
    (_set("turn.player", ...), "turn.player", ["missing"]),
    (_set("turn.player", "esp"), "turn.player", ["unknown player 'esp'"]),
    (_set("turn.steps", ...), "turn.steps", ["missing"]),
    (_set("turn.steps", []), "turn.steps", ["a list of " + ", ".join(DOC_STEPS)]),
    (_set("turn.steps", ["action1", "fly"]), "turn.steps", ["a list of " + ", ".join(DOC_STEPS)]),
    (_set("turn.at", ...), "turn.at", ["missing"]),
    (_set("turn.at", 4), "turn.at", ["0 to 3"]),
    (_set("turn.at", -1), "turn.at", ["0 to 3"]),
    (_set("turn.awaiting_gm", "Angriff"), "turn.awaiting_gm", ["expected an object or null"]),
    (_set("turn.queued", "2: Passen"), "turn.queued", ["a list of lines"]),
    (_set("turn.queued", ["2: Passen", 3]), "turn.queued", ["a list of lines"]),
    (_set("winner", "C"), "winner", ["a team (A, B) or null"]),
]


@pytest.mark.parametrize("change, field, words", BAD, ids=[f"{f}-{i}" for i, (_, f, _) in
                                                              enumerate(BAD)])
def test_a_wrong_position_is_refused_naming_the_field_and_what_would_be_right(change, field,
                                                                              words):
    data = stored()
    change(data)
    error = refusal(data)
    assert error.field == field
    assert str(error).startswith(f"{field}: ")
    message = str(error).removeprefix(f"{field}: ")
    assert message.startswith(words[0])  # what would be right comes first
    for word in words:
        assert word in message


def test_a_position_that_is_not_an_object_is_refused():
    error = refusal(["europa1815/1"])
    assert (error.field, str(error)) == ("position", "position: expected a JSON object")


# teams.py: the teams and the seating ("Die Spieler müssen vor Beginn der Partie Teams bilden
# und sich so reihum setzen, dass keine verbündeten Spieler hintereinander am Zug sind").
# The refusal says what would be right first; docs/engine-json-1815.md gives the example.
DOC_TEAMS_EXAMPLE = '{"A": ["fra", "aut"], "B": ["gbr", "pru"]}'
TEAM_REFUSALS = [
    ({"A": ["fra", "aut", "gbr"], "B": ["pru"]}, SEATING,
     ["two teams of two players each, e.g. " + DOC_TEAMS_EXAMPLE]),
    ({"A": ["fra", "aut"], "B": ["gbr", "xyz"]}, SEATING,
     ["unknown player 'xyz'", f"(the map's players: {', '.join(MAP.players)})"]),
    ({"A": ["fra", "aut"], "B": ["fra", "pru"]}, SEATING,
     ["a player cannot be in both teams or twice in one"]),
    (TEAMS, ["fra", "gbr", "aut", "aut"],
     [f"the seating lists each of the four players once: {sorted(PLAYERS)}"]),
    # aut follows fra: the refusal names them in the order they would play
    (TEAMS, ["fra", "aut", "gbr", "pru"],
     ["seating refused: the allies fra and aut would follow each other"]),
]


@pytest.mark.parametrize("teams, seating, words", TEAM_REFUSALS)
def test_a_refused_team_or_seating_says_what_would_be_right(teams, seating, words):
    with pytest.raises(InputError) as caught:
        new_game(MAP, teams, seating)
    assert caught.value.field == "teams"
    message = str(caught.value).removeprefix("teams: ")
    assert message.startswith(words[0])
    for word in words:
        assert word in message


def test_an_attack_led_by_ones_own_general_is_not_refused():
    outcome = ok(start(), "fra", "1: Angriff auf Belgien: 2 Inf General Ney aus Paris")
    assert outcome.position.turn.awaiting_gm.target_land == "bel"


def test_an_attack_with_the_allys_general_is_refused_naming_him():
    """Allies may not "andersweitig schaden": the ally's general, placed in France's capital by
    the GM, cannot be sent into France's battle."""
    position = edit(start(), {"generals": {"schwarzenberg": {"land": "par"}}})
    text = refused(position, "fra", "1: Angriff auf Belgien: 2 Inf General Schwarzenberg aus "
                                    "Paris")
    assert text.startswith("Abgelehnt: General Schwarzenberg gehört Ihrem Verbündeten "
                           "Österreich.")


def test_an_attack_on_an_enemy_land_where_the_enemys_own_general_stands_is_not_refused():
    position = start()
    assert position.generals["bluecher"].land == "ber" and position.owner("ber") == "pru"
    outcome = ok(position, "fra", "1: Angriff auf Berlin: 2 Inf aus Calais")
    assert outcome.position.turn.awaiting_gm.target_land == "ber"
