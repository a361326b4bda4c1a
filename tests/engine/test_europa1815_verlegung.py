"""Base game, Verlegung: Z-effects = 1 + grey fortresses, troops may move on, winter
Verschleiß and the winter bar, fortresses and capitals stay, the general's jump."""

import pytest

from tests.engine.europa1815_support import (
    MAP,
    edit,
    ok,
    on_turn,
    refused,
    report,
    start,
    supply,
    units,
)


def test_one_z_effect_plus_one_per_grey_fortress():
    position = start("summer")  # France holds one grey fortress (Paris): two Z-effects
    two = "1: Verlegung nach Paris: 1 Inf aus Lyon; nach Calais: 1 Inf aus Paris"
    ok(position, "fra", two)
    three = two + "; nach Brest: 1 Inf aus Paris"
    assert refused(position, "fra", three) == \
        "3 Z-Effekte, Sie haben aber 2 (1 + 1 graue Festungen)."
    grey_brest = edit(position, {"lands": {"bre": {"fortress": "grey"}}})
    ok(grey_brest, "fra", three)


def test_troops_just_moved_may_move_on():
    position = start("summer")
    # Lyon holds 2 Inf; with the one from Marseille it holds 3, which then move on to Paris
    after = ok(position, "fra", "1: Verlegung nach Lyon: 1 Inf aus Marseille; nach Paris: "
                                "3 Inf aus Lyon").position
    assert units(after, "mar")["inf"] == 0 and units(after, "lyo")["inf"] == 0
    assert units(after, "par")["inf"] == 4 + 3


def test_troops_move_only_between_bordering_own_lands():
    position = start("summer")
    assert refused(position, "fra", "1: Verlegung nach Calais: 1 Inf aus Lyon") == \
        "Lyon grenzt nicht an Calais."
    assert refused(position, "fra", "1: Verlegung nach Paris: 3 Inf aus Lyon") == \
        "In Lyon stehen 2 Inf, nicht 3 Inf."
    assert refused(position, "fra", "1: Verlegung nach Paris: 1 Inf aus Lyon, 1 Inf aus Lyon") \
        == "Nennen Sie Lyon nur einmal je Z-Effekt."


def test_a_verlegung_goes_only_into_own_lands():
    position = start("summer")
    assert refused(position, "fra", "1: Verlegung nach Mailand: 1 Inf aus Marseille") \
        .startswith("Mailand gehört Ihrem Verbündeten Österreich: eine Verlegung geht in "
                    "eigene Länder; dafür gibt es die Team-Aktion 'Truppen übergeben'.")
    assert refused(position, "fra", "1: Verlegung nach Belgien: 1 Inf aus Calais").startswith(
        "Belgien ist nicht Ihr Land")


@pytest.mark.parametrize("rules, allowed", [({}, True), ({"sea_links_are_borders": False},
                                                           False)])
def test_sea_links_count_as_borders_unless_the_rules_say_otherwise(rules, allowed):
    position = on_turn(edit(start("summer", **rules), {"lands": {"hol": {"owner": "gbr"}}}),
                       "gbr")
    line = "1: Verlegung nach Holland: 2 Inf aus London"
    if allowed:
        assert units(ok(position, "gbr", line).position, "hol")["inf"] == 3
    else:
        assert refused(position, "gbr", line) == "London grenzt nicht an Holland."


def test_in_winter_without_a_grey_fortress_the_capital_pays_2_ep_to_the_supply():
    position = on_turn(start("winter"), "gbr")  # Britain has no grey fortress
    outcome = ok(position, "gbr", "1: Verlegung nach London: 2 Inf aus Edinburgh")
    after = outcome.position
    assert units(after, "lon") == {"inf": 4 - 2 + 2, "cav": 1, "art": 1}
    assert supply(after, "gbr")["inf"] == 12 + 2
    assert "Großbritannien zahlt Verschleiß: 2 Inf in London zurück in den Vorrat." \
        in report(outcome)


def test_the_player_may_say_which_ep_the_verschleiss_takes():
    position = on_turn(start("winter"), "gbr")
    after = ok(position, "gbr", "1: Verlegung nach London: 2 Inf aus Edinburgh; Verschleiß "
                                "1 Kav 1 Art").position
    assert units(after, "lon") == {"inf": 6, "cav": 0, "art": 0}
    assert refused(position, "gbr", "1: Verlegung nach London: 2 Inf aus Edinburgh; "
                                    "Verschleiß 1 Kav") == "Der Verschleiß beträgt genau 2 EP."


def test_the_verschleiss_is_paid_first_and_must_be_payable():
    position = on_turn(edit(start("winter"), {"lands": {"lon": {"units": {
        "inf": 1, "cav": 0, "art": 0}}}}), "gbr")
    assert refused(position, "gbr", "1: Verlegung nach London: 2 Inf aus Edinburgh") == (
        "Winter ohne graue Festung: die Verlegung kostet 2 EP Verschleiß in London, dort "
        "stehen 1 Inf.")
    # troops moving out of the capital cannot dodge it either: the 2 EP go first
    position = on_turn(start("winter"), "gbr")
    after = ok(position, "gbr", "1: Verlegung nach Edinburgh: 2 Inf 1 Kav 1 Art aus London")
    assert units(after.position, "lon") == {"inf": 0, "cav": 0, "art": 0}


def test_in_winter_without_capital_flag_and_grey_fortress_a_verlegung_is_impossible():
    position = on_turn(edit(start("winter"), {"lands": {"lon": {"owner": "pru"}}}), "gbr")
    # (the winter bar is checked before anything else of the Verlegung)
    assert refused(position, "gbr", "1: Verlegung nach Plymouth: 2 Inf aus Edinburgh") \
        .startswith("Im Winter ist eine Verlegung ohne graue Festung und ohne "
                    "Hauptstadtflagge (London gehört nicht Ihnen) nicht möglich")


def test_a_grey_fortress_makes_the_winter_verlegung_free_and_forbids_naming_wear():
    position = start("winter")
    after = ok(position, "fra", "1: Verlegung nach Paris: 2 Inf aus Lyon").position
    assert units(after, "par")["inf"] == 6 and supply(after, "fra") == supply(position, "fra")
    assert refused(position, "fra", "1: Verlegung nach Paris: 2 Inf aus Lyon; Verschleiß "
                                    "2 Inf") == \
        "Es fällt kein Verschleiß an (Sie haben eine graue Festung); lassen Sie ihn weg."
    assert refused(start("summer"), "fra", "1: Verlegung nach Paris: 2 Inf aus Lyon; "
                                           "Verschleiß 2 Inf").startswith(
        "Es fällt kein Verschleiß an (Sommer)")


def test_fortresses_and_the_capital_stay_when_every_troop_leaves():
    position = start("summer")
    after = ok(position, "fra", "1: Verlegung nach Lyon: alle aus Paris").position
    assert units(after, "par") == {"inf": 0, "cav": 0, "art": 0}
    assert after.lands["par"].fortress == "grey" and after.owner("par") == "fra"
    assert after.generals["ney"].land == "lyo"
    assert MAP.capital("fra") == "par"
    assert "Eine Festung bewegt sich nie" in refused(
        position, "fra", "1: Verlegung nach Lyon: 1 Festung aus Paris")


def test_a_general_jumps_from_anywhere_into_the_capital_or_a_fortress_for_one_z_effect():
    position = edit(start("summer"), {"generals": {"ney": {"land": "mar"}}})
    outcome = ok(position, "fra", "1: Verlegung nach Paris: General Ney aus Marseille")
    assert outcome.position.generals["ney"].land == "par"
    assert "Frankreich: ein General springt von Marseille nach Paris." in report(outcome)
    # into a fortress (Brest), and from a land that is not even France's (Belgium)
    assert ok(position, "fra", "1: Verlegung nach Brest: General Ney aus Marseille") \
        .position.generals["ney"].land == "bre"
    from_belgium = edit(position, {"generals": {"ney": {"land": "bel"}}})
    assert ok(from_belgium, "fra", "1: Verlegung nach Paris: General Ney aus Belgien") \
        .position.generals["ney"].land == "par"


def test_no_jump_into_a_plain_land_and_units_never_jump():
    position = edit(start("summer"), {"generals": {"ney": {"land": "mar"}}})
    assert refused(position, "fra", "1: Verlegung nach Calais: General Ney aus Marseille") \
        == "Marseille grenzt nicht an Calais."
    assert refused(position, "fra", "1: Verlegung nach Paris: 1 Inf General Ney aus "
                                    "Marseille") == "Marseille grenzt nicht an Paris."


def test_one_jump_uses_one_of_the_z_effects():
    position = edit(start("summer"), {"generals": {"ney": {"land": "mar"}}})
    assert refused(position, "fra", "1: Verlegung nach Paris: General Ney aus Marseille; nach "
                                    "Calais: 1 Inf aus Paris; nach Lyon: 1 Inf aus Paris") \
        .startswith("3 Z-Effekte")
