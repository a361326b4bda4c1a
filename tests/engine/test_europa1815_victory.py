"""2vs2 victory: team SP summed after each SP distribution; the first team to 13 wins; a tie
goes to the base rule between the two strongest players, applied by the GM."""

import pytest

from adjudication.europa1815 import InputError, gm_close_sp, gm_decide_tie, gm_edit, team_sums
from tests.engine.europa1815_support import MAP, edit, ok, refused, report, start


@pytest.fixture
def distribution():
    return start("sp")


def test_a_team_reaching_13_sp_wins(distribution):
    result = gm_close_sp(distribution, MAP, {"players": {"fra": {"sp": 8}, "aut": {"sp": 5},
                                                         "gbr": {"sp": 7}, "pru": {"sp": 5}}},
                         "SP-Verteilung 1815")
    assert result.position.winner == "A" and result.position.season == "end"
    assert report(result) == ["Der Spielleiter schloss die SP-Verteilung ab: SP-Verteilung 1815",
                              "SP-Verteilung: Team A 13 SP, Team B 12 SP.",
                              "Team A (Frankreich & Österreich) gewinnt mit 13 SP."]
    assert refused(result.position, "fra", "1: Passen") == "Das Spiel ist zu Ende."


def test_below_13_the_year_goes_on_with_the_reinforcement_turns(distribution):
    result = gm_close_sp(distribution, MAP, {"players": {"fra": {"sp": "+6"},
                                                         "gbr": {"sp": "+6"}}}, "SP 1815")
    assert result.position.winner is None
    assert (result.position.season, result.position.turn.player) == ("reinforcement", "fra")
    assert team_sums(result.position) == {"A": 6, "B": 6}


def test_sp_set_outside_a_distribution_do_not_decide_the_game():
    position = gm_edit(start("summer"), MAP, {"players": {"fra": {"sp": 13}}}, "Korrektur")
    assert position.position.winner is None and position.position.season == "summer"
    with pytest.raises(InputError, match="only during it"):
        gm_close_sp(start("summer"), MAP, {}, "zu früh")


def test_both_teams_past_13_the_higher_sum_wins(distribution):
    result = gm_close_sp(distribution, MAP, {"players": {"fra": {"sp": 7}, "aut": {"sp": 7},
                                                         "gbr": {"sp": 7}, "pru": {"sp": 6}}},
                         "SP")
    assert result.position.winner == "A"


def test_a_tie_is_flagged_for_the_gm_with_both_strongest_players_figures(distribution):
    result = gm_close_sp(distribution, MAP, {"players": {"fra": {"sp": 9}, "aut": {"sp": 5},
                                                         "gbr": {"sp": 6}, "pru": {"sp": 8}}},
                         "SP")
    position = result.position
    assert position.winner is None and position.tie is not None
    assert position.tie["teams"] == {"A": {"sum": 14, "strongest": ["fra"]},
                                     "B": {"sum": 14, "strongest": ["pru"]}}
    figures = position.tie["figures"]
    assert figures["fra"]["sp"] == 9 and figures["pru"]["lands"] == 4
    assert figures["fra"]["grey_fortresses"] == 1 and figures["pru"]["capital_held"] is True
    assert report(result)[-1] == ("Gleichstand bei 14 SP: die normale Regel entscheidet "
                                  "zwischen Frankreich und Preußen; der Spielleiter wendet sie "
                                  "an.")
    assert refused(position, "fra", "1: Passen").startswith("Gleichstand")
    decided = gm_decide_tie(position, MAP, "B", "Preußen hat mehr Länder")
    assert decided.position.winner == "B" and decided.position.season == "end"
    assert report(decided) == ["Der Spielleiter entschied den Gleichstand: Team B gewinnt "
                               "(Preußen hat mehr Länder)."]


def test_a_level_team_shows_both_its_players(distribution):
    position = gm_close_sp(distribution, MAP, {"players": {
        "fra": {"sp": 7}, "aut": {"sp": 7}, "gbr": {"sp": 7}, "pru": {"sp": 7}}}, "SP").position
    assert position.tie["teams"]["A"]["strongest"] == ["fra", "aut"]


def test_a_tie_cannot_be_decided_when_there_is_none():
    with pytest.raises(InputError, match="no tie"):
        gm_decide_tie(edit(start("sp"), {}), MAP, "A", "?")


def test_the_1715_edition_reminds_the_gm_of_its_reinforcement_rule():
    position = start("sp", edition="1715")
    assert "1715: kein Spieler darf den Indianerhäuptling wählen; Sandwich-Territorien sind " \
           "in Verstärkungszügen nicht relevant." in report(
               gm_close_sp(position, MAP, {}, "keine SP"))
    assert ok(start("summer", edition="1715"), "fra", "1: Passen\n2: Passen").ok
