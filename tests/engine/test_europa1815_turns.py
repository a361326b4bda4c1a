"""The turn (base game: 1st and 2nd action; 2vs2: the team action after them, also within the
last summer player's 1½ turn), the round order, seasons and the GM's stop for what only the
base rules decide."""

import pytest

from adjudication.europa1815 import check, gm_resolve
from tests.engine.europa1815_support import (
    MAP,
    edit,
    ok,
    on_turn,
    refused,
    report,
    start,
    units,
)

PASS2 = "1: Passen\n2: Passen\n"


def test_a_round_goes_round_the_table_and_the_seasons_follow_each_other():
    position = start("winter")
    seen = []
    for _ in range(4):
        seen.append(position.turn.player)
        position = ok(position, position.turn.player, PASS2).position
    assert seen == ["fra", "gbr", "aut", "pru"]
    assert (position.season, position.turn.player) == ("summer", "fra")


def test_the_gm_can_move_the_start_player_and_the_round_follows_the_seating():
    position = edit(start("winter"), {"start_player": "aut", "turn": {"player": "aut"}})
    order = []
    for _ in range(4):
        order.append(position.turn.player)
        position = ok(position, position.turn.player, PASS2).position
    assert order == ["aut", "pru", "fra", "gbr"]


def test_more_rounds_per_season_when_the_rules_say_so():
    position = start("winter", winter_rounds=2)
    for _ in range(4):
        outcome = ok(position, position.turn.player, PASS2)
        position = outcome.position
    assert (position.season, position.round, position.turn.player) == ("winter", 2, "fra")
    assert "Runde 2 beginnt." in report(outcome)


def test_only_the_player_on_turn_may_act():
    assert refused(start(), "gbr", PASS2) == \
        "Sie sind nicht am Zug: Frankreich ist am Zug."


def test_all_or_nothing_one_bad_line_keeps_everything_as_it_was():
    position = start("summer")
    outcome = check(position, MAP, "fra", "1: Verlegung nach Paris: 2 Inf aus Lyon\n"
                                          "2: Nachschub Calais")
    assert not outcome.ok
    assert [line.ok for line in outcome.lines] == [True, False]
    assert refused(position, "fra", "1: Verlegung nach Paris: 2 Inf aus Lyon\n2: Nachschub "
                                    "Calais").startswith("Nachschub nur in ein Land")


def test_later_lines_see_what_earlier_lines_did():
    # Lyon is emptied by the 1st action; the 2nd cannot move the same troops again
    assert refused(start("summer"), "fra", "1: Verlegung nach Paris: 2 Inf aus Lyon\n"
                                           "2: Verlegung nach Marseille: 1 Inf aus Lyon") == \
        "In Lyon stehen 0, nicht 1 Inf."


def test_steps_come_in_order_and_once():
    position = start("summer")
    assert refused(position, "fra", "2: Passen") == \
        "Zuerst kommt die 1. Aktion (zum Auslassen: Passen)."
    half_done = ok(position, "fra", "1: Passen").position
    assert half_done.turn.player == "fra" and half_done.turn.steps[half_done.turn.at] == \
        "action2"
    assert refused(half_done, "fra", "1: Passen") == \
        "In diesem Zug ist keine 1. Aktion mehr offen."
    assert ok(half_done, "fra", "Passen").position.turn.player == "gbr"


def test_without_a_team_line_the_turn_ends_after_the_second_action():
    outcome = ok(start("summer"), "fra", PASS2)
    assert outcome.position.turn.player == "gbr"
    assert "Großbritannien ist am Zug." in report(outcome)


class TestOneAndAHalfTurn:
    @pytest.fixture
    def last(self):
        return on_turn(start("summer"), "pru")

    def test_the_last_summer_player_has_a_half_turn_then_the_sp_distribution(self, last):
        assert last.turn.steps == ("action1", "action2", "team", "half", "team_end")
        after = ok(last, "pru", PASS2 + "½: Passen").position
        assert after.season == "sp" and after.turn is None

    def test_the_turn_waits_for_the_half_turn_after_the_two_actions(self, last):
        after = ok(last, "pru", PASS2).position
        assert after.turn.player == "pru" and after.turn.steps[after.turn.at] == "half"

    @pytest.mark.parametrize("text", [PASS2 + "Team: Erfolgsmarker übergeben\n½: Passen",
                                      PASS2 + "½: Passen\nTeam: Erfolgsmarker übergeben"])
    def test_the_team_action_may_come_between_the_1_and_the_half_or_after(self, last, text):
        after = ok(last, "pru", text).position
        assert after.players["gbr"].markers == 2 and after.season == "sp"

    def test_but_only_once(self, last):
        assert refused(last, "pru", PASS2 + "Team: Erfolgsmarker übergeben\n½: Passen\n"
                                            "Team: Erfolgsmarker übergeben") == \
            "In diesem Zug ist keine Team-Aktion mehr offen."

    def test_the_half_turn_is_one_more_action(self, last):
        after = ok(last, "pru", PASS2 + "½: Verlegung nach Berlin: 1 Inf aus Königsberg")
        assert units(after.position, "ber")["inf"] == 5

    def test_nobody_else_has_a_half_turn(self):
        assert refused(start("summer"), "fra", PASS2 + "½: Passen") == \
            "Nur der letzte Spieler im Sommer hat einen ½-Zug."
        assert refused(on_turn(start("winter"), "pru"), "pru", PASS2 + "½: Passen") == \
            "Nur der letzte Spieler im Sommer hat einen ½-Zug."


class TestTheGmSettles:
    ATTACK = "1: Angriff auf Belgien: 2 Inf aus Calais\n"

    def test_an_attack_stops_the_turn_and_keeps_the_later_lines_for_after_the_ruling(self):
        position = start("summer")
        outcome = ok(position, "fra", self.ATTACK + "2: Verlegung nach Paris: 1 Inf aus Lyon\n"
                                                    "Team: Erfolgsmarker übergeben")
        waiting = outcome.position
        assert waiting.turn.awaiting_gm.kind == "attack"
        assert waiting.turn.queued == ("2: Verlegung nach Paris: 1 Inf aus Lyon",
                                       "Team: Erfolgsmarker übergeben")
        assert units(waiting, "lyo") == units(position, "lyo")
        assert [w.code for w in outcome.lines[1].warnings] == ["checked_before_ruling"]
        assert refused(waiting, "fra", "2: Passen") == \
            "Ihr Zug wartet auf die Entscheidung des Spielleiters."
        ruled = gm_resolve(waiting, MAP, {"lands": {
            "bel": {"owner": "fra", "units": {"inf": 1}},
            "cal": {"units": {"inf": "-2"}}}}, "Schlacht um Belgien: Frankreich siegt, "
                                               "verliert 1 Inf")
        after = ruled.position
        assert after.owner("bel") == "fra" and units(after, "par")["inf"] == 5
        assert after.players["aut"].markers == 2
        assert after.turn.player == "gbr"
        assert [line.ok for line in ruled.lines] == [True, True]

    def test_queued_lines_that_no_longer_fit_go_back_to_the_player(self):
        waiting = ok(start("summer"), "fra", self.ATTACK + "2: Verlegung nach Paris: 1 Kav aus "
                                                           "Calais").position
        ruled = gm_resolve(waiting, MAP, {"lands": {"cal": {"units": {"cav": 0, "inf": 0}}}},
                           "Angriff abgeschlagen, Calais verliert alles")
        assert ruled.position.turn.player == "fra"
        assert ruled.position.turn.steps[ruled.position.turn.at] == "action2"
        assert not ruled.lines[0].ok
        assert "Die übrigen Zeilen von Frankreich passen nach der Entscheidung nicht mehr; " \
               "Frankreich sendet sie neu." in report(ruled)

    def test_after_a_ruling_on_the_last_action_the_player_may_still_send_a_team_action(self):
        waiting = ok(start("summer"), "fra", "1: Passen\n2: Diplomatie gegen Holland: "
                                             "Bündnis").position
        ruled = gm_resolve(waiting, MAP, {}, "Holland lehnt ab").position
        assert ruled.turn.player == "fra" and ruled.turn.steps[ruled.turn.at] == "team"
        assert ok(ruled, "fra", "Team: keine").position.turn.player == "gbr"

    def test_start_phase_and_reinforcement_turns_are_notes_for_the_gm(self):
        position = start("reinforcement")
        outcome = ok(position, "fra", "Verstärkung: 2 Inf nach Paris\nund 1 Kav nach Lyon")
        pending = outcome.position.turn.awaiting_gm
        assert (pending.kind, pending.line) == ("note", "Verstärkung: 2 Inf nach Paris\nund "
                                                        "1 Kav nach Lyon")
        ruled = gm_resolve(outcome.position, MAP, {"lands": {"par": {"units": {"inf": "+2"}},
                                                             "lyo": {"units": {"cav": "+1"}}}},
                           "Verstärkung nach Grundregeln").position
        assert ruled.turn.player == "gbr" and units(ruled, "lyo")["cav"] == 1
        assert ok(ruled, "gbr", "passen").position.turn.player == "aut"

    def test_after_the_reinforcement_turns_the_next_year_begins_in_winter(self):
        position = on_turn(start("reinforcement"), "pru")
        after = ok(position, "pru", "passen").position
        assert (after.year, after.season, after.turn.player) == (1816, "winter", "fra")


def test_an_attack_from_lands_not_bordering_the_target_is_only_a_warning():
    outcome = ok(start("summer"), "fra", "1: Angriff auf Sachsen: 1 Inf aus Marseille")
    assert [w.code for w in outcome.lines[0].warnings] == ["attack_not_adjacent"]
    assert outcome.position.turn.awaiting_gm.target_land == "sax"
