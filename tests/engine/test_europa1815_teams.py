"""2vs2 "Regeln": two teams of two, seated so that allies never follow each other; allies
never attack or otherwise harm each other (refused, quoting the rule)."""

import pytest

from adjudication.europa1815 import InputError, apply, new_game, parse_map
from tests.engine.europa1815_support import MAP, SEATING, TEAMS, edit, ok, refused, start


def test_the_alternating_seating_is_accepted_and_the_first_seat_begins():
    position = new_game(MAP, TEAMS, SEATING)
    assert position.season == "start"
    assert position.turn.player == "fra"
    assert position.ally("fra") == "aut" and position.ally("pru") == "gbr"


@pytest.mark.parametrize("seating", [["fra", "aut", "gbr", "pru"], ["fra", "gbr", "pru", "aut"]])
def test_a_seating_where_allies_follow_each_other_is_refused_quoting_the_rule(seating):
    with pytest.raises(InputError) as caught:
        new_game(MAP, TEAMS, seating)
    assert caught.value.field == "teams"
    assert "seating refused" in str(caught.value)
    assert "keine verbündeten Spieler hintereinander am Zug sind" in str(caught.value)


def test_any_alternating_seating_is_accepted():
    position = new_game(MAP, TEAMS, ["gbr", "fra", "pru", "aut"])
    assert position.turn.player == "gbr"


@pytest.mark.parametrize("teams, why", [
    ({"A": ["fra", "aut", "gbr"], "B": ["pru"]}, "two teams of two"),
    ({"A": ["fra", "aut"], "B": ["gbr", "xyz"]}, "unknown player 'xyz'"),
    ({"A": ["fra", "aut"], "B": ["fra", "pru"]}, "both teams"),
])
def test_teams_are_two_distinct_pairs_of_map_players(teams, why):
    with pytest.raises(InputError, match=why):
        new_game(MAP, teams, SEATING)


def test_an_attack_on_an_allys_land_is_refused_quoting_the_rule():
    position = start()
    text = refused(position, "fra", "1: Angriff auf Mailand: 1 Inf aus Marseille")
    assert text.startswith("Abgelehnt: Mailand gehört Ihrem Verbündeten Österreich.")
    assert "in keiner (!) Spielsituation angreifen" in text
    english = refused(position, "fra", "1: attack Milan: 1 inf from Marseille", "en")
    assert "Milan belongs to your ally Austria" in english
    assert "may not attack each other in any (!) situation" in english


def test_diplomacy_against_the_ally_or_their_land_is_refused():
    position = start()
    assert "Österreich ist Ihr Verbündeter" in refused(
        position, "fra", "1: Diplomatie gegen Österreich: Bündnis brechen")
    assert "Tirol gehört Ihrem Verbündeten" in refused(
        position, "fra", "1: Diplomatie gegen Tirol")
    assert "gehört Ihrem Verbündeten" in refused(position, "fra", "1: Sonstiges gegen Wien: "
                                                                  "Spionage")


def test_an_attack_on_a_land_where_the_allys_general_stands_is_refused():
    # Schwarzenberg stands in neutral Switzerland (placed there by the GM)
    position = edit(start(), {"generals": {"schwarzenberg": {"land": "sch"}}})
    assert "General Schwarzenberg gehört Ihrem Verbündeten Österreich" in refused(
        position, "fra", "1: Angriff auf Schweiz: 2 Inf aus Lyon")


def test_an_attack_on_an_enemy_is_not_refused():
    outcome = ok(start(), "fra", "1: Angriff auf Belgien: 2 Inf aus Calais")
    assert outcome.position.turn.awaiting_gm.target_land == "bel"


def test_the_lands_of_a_nation_nobody_plays_start_neutral():
    text = "".join(f"player {p} = {p.upper()}\nland {p}c = {p} capital; capital: {p}; "
                   f"units: 2 inf; generals: G{p}\n" for p in ("fra", "gbr", "aut", "pru",
                                                                "rus"))
    five = parse_map(text)
    position = new_game(five, TEAMS, SEATING)
    assert position.owner("rusc") is None
    assert position.lands["rusc"].units.inf == 2
    assert "grus" not in position.generals and "gfra" in position.generals
    assert set(position.players) == set(SEATING)


def _note_phase(season):
    """France on turn in the start phase (a new game) or in the reinforcement turns."""
    return new_game(MAP, TEAMS, SEATING) if season == "start" else start(season)


@pytest.mark.parametrize("season", ["start", "reinforcement"])
@pytest.mark.parametrize("line, why", [
    ("Angriff auf Mailand: 1 Inf aus Marseille", "Mailand gehört Ihrem Verbündeten Österreich"),
    ("Diplomatie gegen Österreich: Bündnis brechen", "Österreich ist Ihr Verbündeter"),
    ("Sonstiges gegen Wien: Spionage", "Wien gehört Ihrem Verbündeten Österreich"),
])
def test_no_phase_lets_allies_harm_each_other(season, line, why):
    # "in keiner (!) Spielsituation": the start phase and the reinforcement turns too, where
    # everything else a player sends is a note for the GM.
    position = _note_phase(season)
    assert position.season == season and position.turn.steps == ("note",)
    text = refused(position, "fra", f"Verstärkung: 2 Inf nach Paris\n{line}")
    assert text.startswith(f"Abgelehnt: {why}")
    assert "dass sich verbündete Spieler in keiner (!) Spielsituation angreifen" in text


def test_a_refused_note_names_the_harmful_line_in_english_and_keeps_the_rest():
    outcome = apply(start("reinforcement"), MAP, "fra",
                    "Verstärkung: 2 Inf nach Paris\nattack Milan: 1 inf from Marseille", "en")
    assert not outcome.ok
    first, second = (line.to_json(MAP, "en") for line in outcome.lines)
    assert first["error"] is None
    assert second["error"].startswith("Refused: Milan belongs to your ally Austria.")
    assert "may not attack each other in any (!) situation" in second["error"]


@pytest.mark.parametrize("season", ["start", "reinforcement"])
def test_an_attack_on_an_enemy_in_a_note_phase_stays_a_note_for_the_gm(season):
    outcome = ok(_note_phase(season), "fra", "Angriff auf Belgien: 2 Inf aus Calais")
    pending = outcome.position.turn.awaiting_gm
    assert (pending.kind, pending.line) == ("note", "Angriff auf Belgien: 2 Inf aus Calais")
