"""2vs2, Team-Aktionen: Land abgeben, Truppen übergeben, Erfolgsmarker übergeben, exactly as
the text says; one of them, optionally, after a winter or summer turn."""

import pytest

from adjudication.europa1815 import new_game
from tests.engine.europa1815_support import (
    MAP,
    SEATING,
    TEAMS,
    edit,
    ok,
    on_turn,
    refused,
    report,
    start,
    supply,
    units,
)

PASS2 = "1: Passen\n2: Passen\n"


@pytest.fixture
def summer():
    return start("summer")


# --- Land abgeben -------------------------------------------------------------------------

def test_land_abgeben_sends_the_givers_units_to_the_supply_and_places_one_allied_infantry(
        summer):
    outcome = ok(summer, "fra", PASS2 + "Team: Land abgeben Lyon")
    after = outcome.position
    assert after.owner("lyo") == "aut"
    assert units(after, "lyo") == {"inf": 1, "cav": 0, "art": 0}
    assert supply(after, "fra")["inf"] == 12 + 2
    assert supply(after, "aut")["inf"] == 12 - 1
    assert "Frankreich gibt Lyon an Österreich ab; 2 Inf gehen in den Vorrat." \
        in report(outcome)


def test_land_abgeben_places_one_infantry_of_one_ep_whatever_stood_there(summer):
    # "1 Infanterie des verbündeten Mitspielers": troops are EP by kind, so 1 EP of
    # infantry from the ally's supply, not one piece worth more, nor the land's strength.
    strong = edit(summer, {"lands": {"lyo": {"units": {"inf": 5, "cav": 2, "art": 1}}}})
    after = ok(strong, "fra", PASS2 + "Team: Land abgeben Lyon").position
    assert after.lands["lyo"].units.ep == 1
    assert units(after, "lyo") == {"inf": 1, "cav": 0, "art": 0}
    assert supply(after, "aut") == {**supply(strong, "aut"),
                                    "inf": supply(strong, "aut")["inf"] - 1}


def test_land_abgeben_leaves_fortresses_alone_so_a_grey_one_changes_hands(summer):
    grey_brest = edit(summer, {"lands": {"bre": {"fortress": "grey"}}})
    after = ok(grey_brest, "fra", PASS2 + "Team: Land abgeben Brest").position
    assert after.lands["bre"].fortress == "grey" and after.owner("bre") == "aut"
    assert after.grey_fortresses("aut") == 2 and after.grey_fortresses("fra") == 1


def test_land_abgeben_never_the_capital_and_only_own_lands(summer):
    assert refused(summer, "fra", PASS2 + "Team: Land abgeben Paris") == (
        "Nicht Ihre Hauptstadt Paris: „ein eigenes Land außer seiner Hauptstadt“ (2vs2, "
        "Land abgeben).")
    assert refused(summer, "fra", PASS2 + "Team: Land abgeben Belgien") == \
        "Belgien ist nicht Ihr Land."


@pytest.mark.parametrize("line", ["Team: Land abgeben Lyon an Österreich",
                                  "Team: give land Lyon to Austria",
                                  "Team: Land abgeben Lyon an aut"])
def test_land_abgeben_may_name_the_ally(summer, line):
    assert ok(summer, "fra", PASS2 + line).position.owner("lyo") == "aut"


def test_land_abgeben_to_anyone_but_the_ally_is_refused_with_the_rule(summer):
    assert refused(summer, "fra", PASS2 + "Team: Land abgeben Lyon an Preußen") == (
        "Lyon geht nur an Ihren Verbündeten Österreich: „Der Spieler am Zug bestimmt ein "
        "eigenes Land außer seiner Hauptstadt und übergibt es sofort seinem verbündeten "
        "Mitspieler.“ (2vs2, Land abgeben)")
    assert refused(summer, "fra", PASS2 + "Team: give land Lyon to Prussia", "en").startswith(
        "Lyon can go only to your ally Austria: 'Der Spieler am Zug bestimmt ein eigenes Land")
    assert refused(summer, "fra", PASS2 + "Team: Land abgeben Lyon an Atlantis") == \
        "Unbekannter Spieler 'atlantis'."


def test_land_abgeben_takes_the_givers_general_off_the_board(summer):
    with_ney = edit(summer, {"generals": {"ney": {"land": "lyo"}}})
    outcome = ok(with_ney, "fra", PASS2 + "Team: Land abgeben Lyon")
    assert outcome.position.generals["ney"].land is None
    assert "General Ney von Frankreich verlässt das Brett." in report(outcome)


def test_land_abgeben_without_allied_infantry_in_the_supply_hands_over_an_empty_land(summer):
    no_infantry = edit(summer, {"players": {"aut": {"supply": {"inf": 0}}}})
    outcome = ok(no_infantry, "fra", PASS2 + "Team: Land abgeben Lyon")
    assert outcome.position.owner("lyo") == "aut"
    assert units(outcome.position, "lyo") == {"inf": 0, "cav": 0, "art": 0}
    assert [w.code for line in outcome.lines for w in line.warnings] == \
        ["no_infantry_to_place"]


# --- Truppen übergeben --------------------------------------------------------------------

def test_truppen_uebergeben_replaces_the_units_one_for_one_from_the_allys_supply(summer):
    outcome = ok(summer, "fra", PASS2 + "Team: Truppen übergeben nach Mailand: 1 Inf aus "
                                        "Marseille")
    after = outcome.position
    assert units(after, "mar")["inf"] == 0 and after.owner("mar") == "fra"
    assert units(after, "mai") == {"inf": 3, "cav": 0, "art": 1}
    assert supply(after, "fra")["inf"] == 13 and supply(after, "aut")["inf"] == 11


def test_what_the_allys_supply_lacks_lapses(summer):
    position = edit(summer, {"lands": {"mar": {"units": {"cav": 2}}},
                             "players": {"aut": {"supply": {"cav": 1}}}})
    outcome = ok(position, "fra", PASS2 + "Team: Truppen übergeben nach Mailand: 2 Kav aus "
                                          "Marseille")
    after = outcome.position
    assert units(after, "mai")["cav"] == 1
    assert supply(after, "aut")["cav"] == 0 and supply(after, "fra")["cav"] == 4 + 2
    assert "Im Vorrat von Österreich fehlen 1 Kav: sie verfallen." in report(outcome)


@pytest.mark.parametrize("line", [
    "Team: Truppen übergeben nach Mailand: 1 Inf aus Marseille; nach Tirol: 1 Inf aus Mailand",
    "Team: Truppen übergeben nach Mailand: 1 Inf aus Marseille, nach Tirol: 1 Inf aus Mailand",
])
def test_truppen_uebergeben_is_exactly_one_z_effect_even_with_grey_fortresses(summer, line):
    # Two grey fortresses would give a Verlegung 3 Z-effects; the hand-over stays at one.
    grey = edit(summer, {"lands": {"bre": {"fortress": "grey"}, "mar": {"fortress": "grey"}}})
    assert grey.grey_fortresses("fra") >= 2
    assert refused(grey, "fra", PASS2 + line) == (
        "2 Z-Effekte, Truppen übergeben ist aber genau ein Z-Effekt (ein Land Ihres "
        "Verbündeten): „Es darf immer nur 1 Z-Effekt in dieser Aktion ausgeführt werden“ "
        "(2vs2, Truppen übergeben).")
    assert "'Es darf immer nur 1 Z-Effekt in dieser Aktion ausgeführt werden'" in refused(
        grey, "fra", PASS2 + line.replace("Team: Truppen übergeben nach", "Team: hand over "
                                          "troops to"), "en")


def test_truppen_uebergeben_follows_the_verlegung_rules_for_sources(summer):
    assert refused(summer, "fra", PASS2 + "Team: Truppen übergeben nach Mailand: 1 Inf aus "
                                          "Lyon") == "Lyon grenzt nicht an Mailand."
    assert refused(summer, "fra", PASS2 + "Team: Truppen übergeben nach Mailand: 3 Inf aus "
                                          "Marseille") == "In Marseille stehen 1 Inf, nicht 3 Inf."
    assert refused(summer, "fra", PASS2 + "Team: Truppen übergeben nach Schweiz: 1 Inf aus "
                                          "Lyon").startswith("Truppen gehen in ein Land Ihres "
                                                             "Verbündeten Österreich")
    with_ney = edit(summer, {"generals": {"ney": {"land": "mar"}}})
    assert refused(with_ney, "fra", PASS2 + "Team: Truppen übergeben nach Mailand: General Ney "
                                            "aus Marseille").startswith(
        "Generäle werden nicht übergeben")


def test_in_winter_troops_are_handed_over_without_verschleiss_and_without_the_winter_bar():
    # Britain has no grey fortress: a Verlegung of theirs in winter would cost 2 EP
    position = on_turn(edit(start("winter"), {"lands": {"hol": {"owner": "gbr"}}}), "gbr")
    outcome = ok(position, "gbr", PASS2 + "Team: Truppen übergeben nach Köln: 1 Inf aus Holland")
    assert units(outcome.position, "lon") == units(position, "lon")  # no Verschleiß
    assert units(outcome.position, "kol")["inf"] == 3
    lost_capital = edit(position, {"lands": {"lon": {"owner": "fra"}}})
    assert ok(lost_capital, "gbr", PASS2 + "Team: Truppen übergeben nach Köln: 1 Inf aus "
                                           "Holland").ok
    assert "nicht möglich" in refused(lost_capital, "gbr", "1: Verlegung nach Plymouth: 1 Inf "
                                                           "aus Holland")


# --- Erfolgsmarker übergeben --------------------------------------------------------------

def test_a_marker_goes_to_the_ally(summer):
    outcome = ok(summer, "fra", PASS2 + "Team: Erfolgsmarker übergeben")
    assert outcome.position.players["fra"].markers == 0
    assert outcome.position.players["aut"].markers == 2


def test_never_more_than_five_markers(summer):
    full = edit(summer, {"players": {"aut": {"markers": 5}}})
    assert refused(full, "fra", PASS2 + "Team: Erfolgsmarker übergeben") == (
        "Österreich hat schon 5 Erfolgsmarker: „kein Spieler [darf] mehr als 5 Erfolgsmarker "
        "besitzen“ (2vs2).")
    assert ok(edit(summer, {"players": {"aut": {"markers": 4}}}), "fra",
              PASS2 + "Team: Erfolgsmarker übergeben").position.players["aut"].markers == 5


def test_no_marker_to_give_or_to_anyone_but_the_ally(summer):
    assert refused(edit(summer, {"players": {"fra": {"markers": 0}}}), "fra",
                   PASS2 + "Team: Erfolgsmarker übergeben") == "Sie haben keinen Erfolgsmarker."
    assert refused(summer, "fra", PASS2 + "Team: Erfolgsmarker an Preußen") == (
        "Ein Erfolgsmarker geht nur an Ihren Verbündeten Österreich: „Der Spieler übergibt "
        "seinem verbündeten Mitspieler 1 eigenen Erfolgsmarker.“ (2vs2, Erfolgsmarker "
        "übergeben)")


@pytest.mark.parametrize("line", [
    "Team: 2 Erfolgsmarker übergeben", "Team: Erfolgsmarker übergeben: 2",
    "Team: 2 Erfolgsmarker an Österreich", "Team: give 2 markers to Austria",
    "Team: give 2 success markers",
])
def test_two_markers_at_once_are_read_and_refused_with_the_rule(summer, line):
    rich = edit(summer, {"players": {"fra": {"markers": 3}, "aut": {"markers": 0}}})
    assert refused(rich, "fra", PASS2 + line) == (
        "2 Erfolgsmarker, die Team-Aktion übergibt aber genau einen: „Der Spieler übergibt "
        "seinem verbündeten Mitspieler 1 eigenen Erfolgsmarker.“ (2vs2, Erfolgsmarker "
        "übergeben; eine Team-Aktion je Zug)")
    assert ok(rich, "fra", PASS2 + "Team: 1 Erfolgsmarker übergeben").position \
        .players["aut"].markers == 1


# --- when -------------------------------------------------------------------------------

def test_one_team_action_per_turn_and_only_after_the_actions(summer):
    assert refused(summer, "fra", PASS2 + "Team: Erfolgsmarker übergeben\nTeam: Land abgeben "
                                          "Lyon") == \
        "In diesem Zug ist keine Team-Aktion mehr offen."
    assert refused(summer, "fra", "Land abgeben Lyon").startswith(
        "Eine Team-Aktion kommt nach Ihren Aktionen; die 1. Aktion ist noch offen")
    assert refused(summer, "fra", "1: Land abgeben Lyon").startswith(
        "Eine Team-Aktion ist keine Aktion des Zuges")


def test_the_team_action_needs_no_step_name_after_the_actions(summer):
    outcome = ok(summer, "fra", "Passen\nPassen\nErfolgsmarker übergeben")
    assert [line.step for line in outcome.lines] == ["action1", "action2", "team"]


def test_no_team_actions_in_the_start_phase_or_reinforcement_turns():
    position = new_game(MAP, TEAMS, SEATING)
    assert position.season == "start"
    assert refused(position, "fra", "Erfolgsmarker übergeben").startswith(
        "Team-Aktionen gibt es nur „nach seinen Winter- oder Sommerzügen“")
