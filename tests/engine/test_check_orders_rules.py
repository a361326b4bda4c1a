"""The rules of the on-arrival check of Diplomacy orders, pinned by mutation testing of
``adjudication/diplomacy/check.py``: each void code with its English reason and parameters
(what the page and the mail receipt turn into the player's language), each piece of advice
(``yours``, ``options``, ``by``, ``line``, ``count``, ``sites``), and the retreat and build
phases. The expectations come from the rules and the map, never from the check's output."""

import dataclasses

import pytest

from adjudication import resolve
from adjudication.diplomacy import variants
from adjudication.diplomacy.check import check_orders
from adjudication.diplomacy.maps import load_map

MAP = load_map()


def _position(*units: str, phase: str = "S1901M", **extra) -> dict:
    """A position from "power type place" strings."""
    return {"variant": "standard", "phase": phase, **extra,
            "units": [dict(zip(("power", "type", "at"), unit.split(), strict=True))
                      for unit in units]}


def _start() -> dict:
    return _position(*(f"{u.power} {u.type} {u.at}" for u in MAP.starting_units))


ENGLAND_AT_SEA = _position("england F nth", "england A yor", "england F lon", "germany A mun")
RETREAT = _position("germany A ber", "france A par", phase="F1901R", dislodged=[
    {"power": "germany", "type": "A", "at": "mun", "attacker_from": "tyr"},
    {"power": "germany", "type": "F", "at": "kie", "attacker_from": "hol"},
    {"power": "france", "type": "A", "at": "bur", "attacker_from": "mar"}])


def _void_in_resolve(position: dict, power: str, lines: list[str], number: int) -> bool:
    """Whether the adjudicator voids line ``number`` (0-based) when only ``power`` orders."""
    return resolve({**position, "orders": {power: lines}})["orders"][number]["result"] == "void"


# Every verdict, whatever its status, names the line it judges.


def test_every_verdict_carries_its_own_line_whatever_its_status():
    lines = ["A mun - boh", "xyzzy", "A ber - lon", "A kie - hol", "F kie - den",
             "A ber S A mun - sil"]
    verdicts = check_orders(_start(), "germany", lines)
    assert [v.status for v in verdicts] == ["ok", "unreadable", "replaced", "invalid",
                                            "ok", "void"]
    assert [v.line for v in verdicts] == lines


def test_an_unreadable_line_carries_the_parsers_message_and_a_blank_one_reads_not_understood():
    garbled, blank = check_orders(_start(), "germany", ["xyzzy", ""])
    assert (garbled.status, garbled.code) == ("unreadable", "unreadable")
    assert "xyzzy" in garbled.reason  # the parser's words name the line it could not read
    assert garbled.params == {"message": garbled.reason}
    assert (blank.status, blank.code, blank.reason) == ("unreadable", "unreadable",
                                                        "not understood")
    assert blank.params == {"message": ""}


# Which units a line is read against: the board's in movement, the dislodged in a retreat.


def test_a_movement_line_without_unit_type_is_read_against_the_units_on_the_board():
    verdict, = check_orders(_start(), "germany", ["mun - boh"])
    assert verdict.ok


def test_a_retreat_line_without_unit_type_is_read_against_the_dislodged_units():
    moving, staying = check_orders(RETREAT, "germany", ["mun - boh", "ber - sil"])
    assert moving.ok
    # Berlin stands on the board, but nobody was dislodged there.
    assert (staying.status, staying.code) == ("invalid", "no_dislodged_unit")


def test_a_typeless_line_is_completed_from_the_unit_the_phase_orders():
    # An army ignores a coast; the parser knows the unit is an army only from the units it
    # is given: the board's in movement, the dislodged ones in a retreat (as resolve reads).
    verdict, = check_orders(_start(), "france", ["par - bur/nc"])
    assert verdict.ok
    # Brest: the French army dislodged, the English fleet that took Brest on the board.
    retreat = _position("england F bre", phase="F1901R", dislodged=[
        {"power": "france", "type": "A", "at": "bre", "attacker_from": "eng"}])
    verdict, = check_orders(retreat, "france", ["bre - par/nc"])
    assert verdict.ok
    answer = resolve({**retreat, "orders": {"france": ["bre - par/nc"]}})
    assert (answer["orders"][0]["result"], answer["errors"]) == ("succeeds", [])


# "by": the line whose order wins over a replaced one.


def test_a_replaced_retreat_names_the_last_later_line_for_the_same_unit():
    verdicts = check_orders(RETREAT, "germany", ["A mun D", "A ber D", "A mun - boh"])
    assert [v.status for v in verdicts] == ["replaced", "invalid", "ok"]
    assert verdicts[0].params["by"] == "3"


# Void supports and convoys of the power's own units: "line" names the order that counts.


def test_a_support_of_an_own_unit_moving_elsewhere_is_void_and_names_the_line_that_moves_it():
    lines = ["A mun - boh", "A ber S A mun - sil"]
    moving, support = check_orders(_start(), "germany", lines)
    assert moving.ok
    assert (support.status, support.code) == ("void", "support_own_elsewhere")
    assert support.params == {"target": "A mun", "goal": "sil", "line": "1"}
    assert support.reason == ("your A mun is not ordered to move to sil (line 1), "
                              "so the support is void")
    assert _void_in_resolve(_start(), "germany", lines, 1)


def test_when_the_own_units_last_line_is_illegal_it_holds_and_no_line_is_named():
    lines = ["A mun - boh", "A mun - lon", "A ber S A mun - sil"]
    first, illegal, support = check_orders(_start(), "germany", lines)
    assert (first.status, first.params["by"]) == ("replaced", "2")
    assert (illegal.status, illegal.code) == ("invalid", "army_cannot_reach")
    assert (support.code, support.params["line"]) == ("support_own_elsewhere", "-")
    assert support.reason == ("your A mun is not ordered to move to sil (line -), "
                              "so the support is void")
    assert _void_in_resolve(_start(), "germany", lines, 2)


def test_a_support_to_hold_an_own_unit_that_moves_is_void():
    lines = ["A yor - lon", "F nth S A yor"]
    _, support = check_orders(ENGLAND_AT_SEA, "england", lines)
    assert (support.status, support.code) == ("void", "support_own_moves")
    assert support.params == {"target": "A yor"}
    assert support.reason == "your A yor is ordered to move, so the support to hold is void"
    assert _void_in_resolve(ENGLAND_AT_SEA, "england", lines, 1)
    held, = check_orders(ENGLAND_AT_SEA, "england", ["F nth S A yor"])
    assert held.ok  # no line for Yorkshire: it holds, and the support stands


def test_a_convoy_of_an_own_army_moving_elsewhere_is_void_and_names_the_line_that_moves_it():
    lines = ["A yor - lon", "F nth C A yor - hol"]
    _, convoy = check_orders(ENGLAND_AT_SEA, "england", lines)
    assert (convoy.status, convoy.code) == ("void", "convoy_own_elsewhere")
    assert convoy.params == {"target": "A yor", "goal": "hol", "line": "1"}
    assert convoy.reason == ("your A yor is not ordered to move to hol (line 1), "
                             "so the convoy is void")
    assert _void_in_resolve(ENGLAND_AT_SEA, "england", lines, 1)


def test_a_convoy_of_an_army_to_the_province_it_stands_in_is_impossible():
    convoy, = check_orders(ENGLAND_AT_SEA, "england", ["F nth C A yor - yor"])
    assert (convoy.status, convoy.code) == ("void", "convoy_impossible")
    assert convoy.params == {"target": "A yor", "goal": "yor"}
    assert convoy.reason == "A yor cannot be convoyed to yor, so the convoy is void"


def test_a_support_of_a_move_the_unit_can_never_make_names_unit_and_goal():
    verdict, = check_orders(_start(), "austria", ["A vie S A mun - gal"])
    assert verdict.params == {"target": "A mun", "goal": "gal"}
    assert verdict.reason == "A mun cannot move to gal, so the support is void"


SPAIN = _position("france F mao", "france F por")


@pytest.mark.parametrize(("support", "void"), [
    ("F por S F mao - spa/nc", True),   # the other coast: the supported move is not this one
    ("F por S F mao - spa/sc", False),  # the coast it moves to
    ("F por S F mao - spa", False),     # a bare province matches any coast (DATC 6.B.9)
])
def test_a_support_of_an_own_fleet_naming_a_coast_must_name_the_coast_it_moves_to(support,
                                                                                    void):
    lines = ["F mao - spa/sc", support]
    _, verdict = check_orders(SPAIN, "france", lines)
    assert (verdict.status == "void") is void
    assert _void_in_resolve(SPAIN, "france", lines, 1) is void
    if void:
        assert verdict.params == {"target": "F mao", "goal": "spa/nc", "line": "1"}


# "yours": the power's units (or dislodged units) where a line names a unit it has not got.


@pytest.mark.parametrize(("line", "code"), [
    ("A boh - mun", "no_unit"),
    ("F yor - lon", "unit_type"),
    ("A mun H", "foreign_unit"),
    ("F nth S A boh - tyr", "no_unit_to_support"),
    ("F nth C A lon - bel", "no_army_to_convoy"),
])
def test_a_line_naming_a_unit_the_power_has_not_got_lists_its_units(line, code):
    verdict, = check_orders(ENGLAND_AT_SEA, "england", [line])
    assert (verdict.status, verdict.code) == ("invalid", code)
    assert verdict.params["yours"] == "F nth, A yor, F lon"  # England's, in board order


@pytest.mark.parametrize(("line", "code"), [
    ("A ber D", "no_dislodged_unit"),
    ("A bur D", "foreign_dislodged_unit"),
])
def test_a_retreat_naming_a_unit_not_dislodged_lists_the_powers_dislodged_units(line, code):
    verdict, = check_orders(RETREAT, "germany", [line])
    assert (verdict.status, verdict.code) == ("invalid", code)
    assert verdict.params["yours"] == "A mun, F kie"  # not Berlin (on the board), not Burgundy


# "options": the places the unit reaches, by its kind (fleets by sea, armies by land).


@pytest.mark.parametrize(("position", "power", "line", "code", "unit"), [
    (_start(), "germany", "F kie - mun", "fleet_cannot_move", ("F", "kie")),
    (_start(), "germany", "A mun - mun", "move_to_self", ("A", "mun")),
    (_start(), "england", "F edi S A lvp", "support_unreachable", ("F", "edi")),
    (_start(), "russia", "A war - ber", "army_cannot_reach", ("A", "war")),
])
def test_a_line_the_unit_cannot_carry_out_lists_the_places_it_reaches(position, power, line,
                                                                       code, unit):
    verdict, = check_orders(position, power, [line])
    assert (verdict.status, verdict.code) == ("invalid", code)
    kind, at = unit
    reaches = MAP.army_neighbours(at) if kind == "A" else MAP.fleet_neighbours(at)
    assert verdict.params["options"] == ", ".join(sorted(reaches))


# "count" and "sites": the builds (or removals) due and the free home centres.

WINTER = _position("russia A mos", "russia F sev", "italy A ven", "italy A rom",
                   "germany A ber", phase="W1901A",
                   supply_centers={"russia": ["mos", "sev", "stp", "war", "rum"],
                                   "italy": ["ven"], "germany": ["ber", "kie", "mun"]})


@pytest.mark.parametrize(("power", "lines", "code", "count", "sites"), [
    # Russia: five centres, two units: three builds; Moscow and Sevastopol are occupied.
    ("russia", ["Build A rum"], "not_home_centre", "3", "stp, war"),
    ("russia", ["Build A mos"], "build_site_occupied", "3", "stp, war"),
    ("russia", ["Build F war"], "cannot_build_here", "3", "stp, war"),
    ("russia", ["Remove A mos"], "no_removal_due", "3", "stp, war"),
    # Germany: three centres, one unit: two builds.
    ("germany", ["Build A kie", "Build A mun", "Build A mun"], "no_build_left", "2",
     "kie, mun"),
    ("germany", ["Build A kie", "Build A mun", "Waive"], "no_build_to_waive", "2", "kie, mun"),
    # Italy: one centre, two units: one removal (the count says how many, as the
    # adjudicator's reason does).
    ("italy", ["Build A nap"], "may_not_build", "1", ""),
    ("italy", ["Remove A ven", "Remove A rom"], "too_many_removals", "1", ""),
    # Austria owns no centre and has no unit: nothing due, nowhere to build.
    ("austria", ["Build A vie"], "may_not_build", "0", ""),
])
def test_a_refused_adjustment_says_how_many_are_due_and_where_one_may_build(
        power, lines, code, count, sites):
    verdict = check_orders(WINTER, power, lines)[-1]
    assert (verdict.status, verdict.code) == ("invalid", code)
    assert (verdict.params["count"], verdict.params["sites"]) == (count, sites)


def test_too_many_removals_says_the_count_the_adjudicator_says():
    verdict = check_orders(WINTER, "italy", ["Remove A ven", "Remove A rom"])[-1]
    assert verdict.reason == "italy must remove only 1 unit(s)"
    assert verdict.params["count"] == "1"  # not the signed balance (-1) of centres and units


def test_a_site_owned_but_not_held_is_refused_with_the_free_home_centres():
    position = {**WINTER, "supply_centers": {"russia": ["sev", "stp", "war", "rum"]},
                "units": [u for u in WINTER["units"] if u["at"] != "mos"]}
    verdict, = check_orders(position, "russia", ["Build A mos"])
    # Moscow is free but not Russia's now; Sevastopol is Russia's but occupied.
    assert (verdict.code, verdict.params["sites"]) == ("centre_not_owned", "stp, war")


def test_a_fleet_built_on_a_split_coast_is_offered_each_coast_as_a_line():
    verdict, = check_orders(WINTER, "russia", ["Build F stp"])
    assert (verdict.status, verdict.code) == ("invalid", "build_coast_needed")
    assert verdict.params["options"] == ", ".join(
        f"Build F {spot}" for spot in MAP.fleet_locations_of("stp"))
    assert verdict.params["options"] == "Build F stp/nc, Build F stp/sc"


def test_a_refused_army_build_is_offered_no_build_lines():
    verdict, = check_orders(WINTER, "russia", ["Build A rum"])
    assert verdict.params["options"] == ""


# The variant's rulebook: the check runs its before-movement hook as resolve does.


def test_the_check_runs_the_variants_before_movement_hook_on_a_board_that_knows_the_phase(
        monkeypatch):
    seen = []

    def hook(board):
        phase = board.phase
        seen.append((phase and (phase.season, phase.year, phase.type), len(board.units)))

    standard = variants.variant_named("standard")
    hooked = dataclasses.replace(
        standard, name="hooked", rulebook=dataclasses.replace(standard.rulebook,
                                                              before_movement=hook))
    monkeypatch.setitem(variants._REGISTRY, "hooked", hooked)
    position = {**_start(), "variant": "hooked", "phase": "F1902M"}
    verdict, = check_orders(position, "germany", ["A mun - boh"])
    assert verdict.ok
    assert seen == [(("F", 1902, "M"), len(MAP.starting_units))]
