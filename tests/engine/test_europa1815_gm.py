"""The GM's position editor as pure functions: a patch with a required reason in, the new
position and the diff for the audit out; a GM-entered battle."""

import pytest

from adjudication.europa1815 import (
    InputError,
    gm_edit,
    gm_end_turn,
    gm_resolve,
    position_from_json,
    position_to_json,
)
from tests.engine.europa1815_support import MAP, ok, report, start, units


def test_an_edit_returns_the_new_position_and_exactly_what_changed():
    position = start("summer")
    result = gm_edit(position, MAP, {
        "lands": {"bel": {"owner": "fra", "units": {"inf": 2, "cav": "+1"}},
                  "par": {"fortress": None}},
        "players": {"fra": {"sp": "+3", "markers": 2, "supply": {"inf": "-2"}}},
        "generals": {"ney": {"land": "bel"}}}, "Schlacht um Belgien")
    assert [change.to_json() for change in result.changes] == [
        {"path": "lands.bel.owner", "before": None, "after": "fra"},
        {"path": "lands.bel.units.inf", "before": 1, "after": 2},
        {"path": "lands.bel.units.cav", "before": 0, "after": 1},
        {"path": "lands.par.fortress", "before": "grey", "after": None},
        {"path": "generals.ney.land", "before": "par", "after": "bel"},
        {"path": "players.fra.sp", "before": 0, "after": 3},
        {"path": "players.fra.markers", "before": 1, "after": 2},
        {"path": "players.fra.supply.inf", "before": 12, "after": 10},
    ]
    after = result.position
    assert after.owner("bel") == "fra" and after.grey_fortresses("fra") == 0
    assert position.owner("bel") is None  # the old position is untouched
    assert result.to_json(MAP)["reason"] == "Schlacht um Belgien"


def test_a_reason_is_required():
    with pytest.raises(InputError) as caught:
        gm_edit(start(), MAP, {"players": {"fra": {"sp": 1}}}, "  ")
    assert caught.value.field == "reason"


@pytest.mark.parametrize("patch, field", [
    ({"lands": {"xyz": {"owner": "fra"}}}, "lands.xyz"),
    ({"lands": {"bel": {"owner": "esp"}}}, "lands.bel.owner"),
    ({"lands": {"bel": {"units": {"inf": "-5"}}}}, "lands.bel.units.inf"),
    ({"lands": {"bel": {"units": {"hussars": 1}}}}, "lands.bel.units.hussars"),
    ({"lands": {"bel": {"fortress": "huge"}}}, "lands.bel.fortress"),
    ({"players": {"aut": {"markers": 6}}}, "players.aut.markers"),
    ({"players": {"aut": {"markers": "+5"}}}, "players.aut.markers"),
    ({"players": {"aut": {"sp": "lots"}}}, "players.aut.sp"),
    ({"generals": {"murat": {"owner": "fra", "land": "par"}}}, "generals.murat.name"),
    ({"generals": {"ney": {"land": "atlantis"}}}, "generals.ney.land"),
    ({"season": "autumn"}, "season"),
    ({"weather": "fine"}, "weather"),
])
def test_a_bad_patch_names_the_field_and_changes_nothing(patch, field):
    with pytest.raises(InputError) as caught:
        gm_edit(start(), MAP, patch, "Korrektur")
    assert caught.value.field == field


def test_generals_are_created_and_removed():
    position = gm_edit(start(), MAP, {"generals": {"murat": {"name": "Murat", "owner": "fra",
                                                             "land": "lyo"},
                                                   "ney": None}}, "Murat ersetzt Ney").position
    assert set(position.generals) == {"murat", "wellington", "bluecher", "schwarzenberg"}
    assert position.generals_at("lyo", "fra") == ["murat"]


def test_a_gm_entered_battle_settles_the_pending_attack_with_an_audit_diff():
    waiting = ok(start("summer"), "fra", "1: Angriff auf Belgien: 2 Inf 1 Kav aus Calais\n"
                                         "2: Passen").position
    assert waiting.turn.awaiting_gm.target_land == "bel"
    result = gm_resolve(waiting, MAP, {"lands": {
        "bel": {"owner": "fra", "units": {"inf": 1, "cav": 1}},
        "cal": {"units": {"inf": 0, "cav": 0}}}}, "Belgien erobert, 1 Inf verloren")
    assert [c.path for c in result.changes] == ["lands.bel.owner", "lands.bel.units.cav",
                                                "lands.cal.units.inf", "lands.cal.units.cav"]
    assert result.position.owner("bel") == "fra"
    assert units(result.position, "bel") == {"inf": 1, "cav": 1, "art": 0}
    assert report(result)[0] == "Der Spielleiter entschied: Belgien erobert, 1 Inf verloren"
    assert result.position.turn.player == "gbr"


def test_a_ruling_needs_something_to_rule_on():
    with pytest.raises(InputError, match="no action is waiting"):
        gm_resolve(start(), MAP, {}, "nichts")


def test_the_gm_can_end_a_turn_for_a_missed_deadline():
    result = gm_end_turn(start(), MAP, "Frist verpasst")
    assert result.position.turn.player == "gbr"
    assert report(result)[0] == "Der Spielleiter beendete den Zug von Frankreich: Frist verpasst"


def test_the_gm_can_set_season_and_turn():
    position = gm_edit(start(), MAP, {"season": "summer", "year": 1817,
                                      "turn": {"player": "aut"}}, "Neustart").position
    assert (position.year, position.season, position.turn.player) == (1817, "summer", "aut")


def test_a_position_survives_the_json_round_trip_and_bad_json_names_the_field():
    waiting = ok(start("summer"), "fra", "1: Angriff auf Belgien\n2: Passen").position
    data = position_to_json(waiting)
    assert position_from_json(data, MAP) == waiting
    data["lands"]["bel"]["owner"] = "esp"
    with pytest.raises(InputError) as caught:
        position_from_json(data, MAP)
    assert caught.value.field == "lands.bel.owner"
    # The bound itself: 5 is the most a player may hold, 6 is one too many, -1 one too few
    # (issue 24: the test used 7, so "<= 6" went unnoticed).
    for markers, fits in [(5, True), (6, False), (0, True), (-1, False)]:
        data = position_to_json(waiting)
        data["players"]["aut"]["markers"] = markers
        if fits:
            assert position_from_json(data, MAP).players["aut"].markers == markers
        else:
            with pytest.raises(InputError, match="no player may hold more than 5"):
                position_from_json(data, MAP)


def test_a_ruling_does_not_move_the_turn():
    waiting = ok(start("summer"), "fra", "1: Angriff auf Belgien").position
    with pytest.raises(InputError) as caught:
        gm_resolve(waiting, MAP, {"turn": {"player": "gbr"}}, "weiter")
    assert caught.value.field == "patch.turn"
