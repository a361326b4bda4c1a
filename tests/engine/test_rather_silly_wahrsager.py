"""§16 Wahrsager: predicted bounces merge into his units."""

from dataclasses import dataclass

from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.units import Kind
from adjudication.rather_silly.wahrsager import (
    Attempt,
    find_merges,
    prediction_errors,
)

BOARD = load_board()


@dataclass(frozen=True)
class P:
    power: str
    kind: Kind
    at: str
    devil_seasons_left: int = 0


def merges(predicted, units, attempts, left=(), dislodged=(), tie=None):
    return find_merges(BOARD, predicted, units, attempts, left=set(left),
                       dislodged=set(dislodged), tie_choice=tie)


def test_a_predicted_standoff_merges_both_units_into_his_unit():
    units = {"g": P("germany", Kind.ARMY, "mun"), "f": P("france", Kind.ARMY, "pic")}
    result = merges(["bur", "tyr"], units,
                    [Attempt("g", "bur", True), Attempt("f", "bur", True)])
    assert len(result) == 1
    assert result[0].at == "bur" and result[0].kind is Kind.ARMY
    assert set(result[0].merged) == {"g", "f"}


def test_an_attack_bouncing_off_a_holder_merges_attacker_and_holder():
    units = {"g": P("germany", Kind.ARMY, "mun"), "a": P("austria", Kind.ARMY, "tyr"),
             "i": P("italy", Kind.FLEET, "ven")}
    result = merges(["tyr", "rom"], units, [Attempt("g", "tyr", True)])
    assert set(result[0].merged) == {"g", "a"}


def test_a_wrong_prediction_or_a_successful_move_merges_nothing():
    units = {"g": P("germany", Kind.ARMY, "mun"), "f": P("france", Kind.ARMY, "pic")}
    assert merges(["tyr", "rom"], units,
                  [Attempt("g", "bur", True), Attempt("f", "bur", True)]) == []
    assert merges(["bur", "rom"], units, [Attempt("g", "bur", False)]) == []


def test_monsters_are_no_part_of_a_bounce():
    units = {"g": P("germany", Kind.ARMY, "mun"), "m": P("monsters", Kind.SPACE_MONSTER, "bur")}
    assert merges(["bur", "rom"], units, [Attempt("g", "bur", True)]) == []


def test_the_majority_type_wins_and_a_tie_is_his_choice():
    units = {"e": P("england", Kind.FLEET, "nwg"), "r": P("russia", Kind.FLEET, "bar"),
             "g": P("germany", Kind.ARMY, "swe")}
    attempts = [Attempt("e", "nwy", True), Attempt("r", "nwy", True), Attempt("g", "nwy", True)]
    assert merges(["nwy", "rom"], units, attempts)[0].kind is Kind.FLEET
    two = {"e": units["e"], "g": units["g"]}
    pair = [Attempt("e", "nwy", True), Attempt("g", "nwy", True)]
    assert merges(["nwy", "rom"], two, pair)[0].kind is Kind.ARMY
    assert merges(["nwy", "rom"], two, pair, tie={"nwy": "F"})[0].kind is Kind.FLEET


def test_a_type_that_cannot_stand_there_becomes_the_other():
    units = {"a": P("austria", Kind.ARMY, "boh"), "g": P("germany", Kind.ARMY, "mun")}
    r = merges(["tyr", "rom"], units, [Attempt("a", "tyr", True), Attempt("g", "tyr", True)],
               tie={"tyr": "F"})
    assert r[0].kind is Kind.ARMY


def test_a_merged_fleet_on_a_split_coast_keeps_the_coast_aimed_at():
    units = {"f": P("france", Kind.FLEET, "mao"), "i": P("italy", Kind.FLEET, "wes")}
    r = merges(["spa", "rom"], units,
               [Attempt("f", "spa/nc", True), Attempt("i", "spa/sc", True)])
    assert r[0].at == "spa/nc" and r[0].kind is Kind.FLEET


def test_devil_units_are_exorcised_by_the_merge():
    units = {"g": P("germany", Kind.ARMY, "mun", devil_seasons_left=2),
             "f": P("france", Kind.ARMY, "pic")}
    r = merges(["bur", "rom"], units, [Attempt("g", "bur", True), Attempt("f", "bur", True)])
    assert r[0].exorcised == ("g",)


def test_predictions_must_be_two_different_known_provinces():
    assert prediction_errors(BOARD, ["bur", "tyr"]) == []
    assert prediction_errors(BOARD, ["bur"]) == []  # he may name fewer
    assert "the first two count" in prediction_errors(BOARD, ["bur", "tyr", "mun"])[0]
    assert "different" in prediction_errors(BOARD, ["bur", "bur"])[0]
    assert "unknown" in prediction_errors(BOARD, ["bur", "xyz"])[0]
