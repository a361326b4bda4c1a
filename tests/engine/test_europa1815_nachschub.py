"""Base game, Nachschub: 4 EP from the supply into one land with a general or a fortress;
only as the 2nd action, as the 1st it ends the turn."""

import pytest

from tests.engine.europa1815_support import edit, ok, refused, report, start, supply, units


@pytest.fixture
def summer():
    return start("summer")


def test_four_infantry_by_default_into_a_land_with_general_and_fortress(summer):
    outcome = ok(summer, "fra", "1: Passen\n2: Nachschub in Paris")
    assert units(outcome.position, "par") == {"inf": 8, "cav": 2, "art": 1}
    assert supply(outcome.position, "fra") == {"inf": 8, "cav": 4, "art": 3}
    assert "Frankreich stellt 4 Inf in Paris auf (Nachschub)." in report(outcome)


def test_any_mix_of_kinds_up_to_four_ep(summer):
    after = ok(summer, "fra", "1: Passen\n2: Nachschub in Paris: 2 Kav 2 Art").position
    assert units(after, "par") == {"inf": 4, "cav": 4, "art": 3}
    assert ok(summer, "fra", "1: Passen\n2: Nachschub in Paris: 1 Art").ok
    assert refused(summer, "fra", "1: Passen\n2: Nachschub in Paris: 3 Inf 2 Kav") == \
        "Nachschub sind höchstens 4 EP, nicht 5."


def test_a_general_alone_or_a_fortress_alone_is_enough(summer):
    with_ney = edit(summer, {"generals": {"ney": {"land": "lyo"}}})
    assert units(ok(with_ney, "fra", "1: Passen\n2: Nachschub Lyon").position, "lyo")["inf"] \
        == 6
    assert units(ok(summer, "fra", "1: Passen\n2: Nachschub Brest").position, "bre")["inf"] == 6
    assert refused(summer, "fra", "1: Passen\n2: Nachschub Calais") == (
        "Nachschub nur in ein Land mit eigenem General oder Festung; Calais hat keins von "
        "beiden.")


def test_only_into_own_lands_and_only_what_the_supply_holds(summer):
    assert refused(summer, "fra", "1: Passen\n2: Nachschub Mailand").startswith(
        "Nachschub nur in eigene Länder")
    short = edit(summer, {"players": {"fra": {"supply": {"inf": 1}}}})
    assert refused(short, "fra", "1: Passen\n2: Nachschub Paris: 4 Inf") == \
        "Ihr Vorrat enthält nur 1 Inf 4 Kav 3 Art."
    # without kinds named, what there is: infantry first, then cavalry
    assert units(ok(short, "fra", "1: Passen\n2: Nachschub Paris").position, "par") == \
        {"inf": 5, "cav": 5, "art": 1}
    empty = edit(summer, {"players": {"fra": {"supply": {"inf": 0, "cav": 0, "art": 0}}}})
    assert refused(empty, "fra", "1: Passen\n2: Nachschub Paris") == "Ihr Vorrat ist leer."


def test_as_the_first_action_it_ends_the_turn(summer):
    outcome = ok(summer, "fra", "1: Nachschub Paris")
    assert units(outcome.position, "par")["inf"] == 8
    assert outcome.position.turn.player == "gbr"
    assert "Nachschub als 1. Aktion beendet die Aktionen von Frankreich." in report(outcome)
    assert refused(summer, "fra", "1: Nachschub Paris\n2: Passen") == \
        "Keine 2. Aktion: Nachschub als 1. Aktion hat den Zug beendet (Grundspiel)."
    assert refused(summer, "fra", "Nachschub Paris\nVerlegung nach Paris: 2 Inf aus Lyon") \
        .startswith("Keine 2. Aktion: Nachschub als 1. Aktion hat den Zug beendet")


def test_after_a_first_action_nachschub_the_team_action_stays_open(summer):
    outcome = ok(summer, "fra", "1: Nachschub Paris\nTeam: Erfolgsmarker übergeben")
    assert outcome.position.players["aut"].markers == 2
    assert outcome.position.turn.player == "gbr"


@pytest.mark.parametrize("line", [
    "2: Nachschub in Paris: 2 Inf; in Brest: 2 Inf",
    "2: Nachschub in Paris: 2 Inf; Brest: 2 Inf",
    "2: Nachschub in Paris: 2 Inf, Brest: 2 Inf",
    "2: Nachschub in Paris und Brest",
])
def test_nachschub_into_two_lands_is_read_and_refused_with_the_rule(summer, line):
    # Paris and Brest both hold a fortress: each alone would be fine.
    assert ok(summer, "fra", "1: Passen\n2: Nachschub in Brest: 2 Inf").ok
    assert refused(summer, "fra", "1: Passen\n" + line) == (
        "Nachschub geht in ein Land, nicht in 2 (Grundspiel: Nachschub stellt 4 EP aus dem "
        "Vorrat in ein Land mit General oder Festung); schreiben Sie eine Nachschub-Zeile "
        "für ein Land.")
    assert refused(summer, "fra", "1: pass\n2: supply Paris: 2 inf; to Brest: 2 inf",
                   "en").startswith("Nachschub goes into one land, not 2 (base game: ")
