"""Winter adjustments: builds, removals, waives and civil disorder."""

from adjudication import resolve


def unit(power, kind, at):
    return {"power": power, "type": kind, "at": at}


def winter(units, centers, orders):
    return resolve({"phase": "W1901A", "units": units, "supply_centers": centers,
                    "orders": orders})


def results(answer):
    return [(o["order"], o["result"]) for o in answer["orders"]]


def test_a_power_builds_no_more_than_centres_minus_units():
    answer = winter([unit("russia", "A", "war")], {"russia": ["mos", "war", "stp"]},
                    {"russia": ["Build A mos", "Build F stp/nc", "Build A sev"]})
    assert results(answer) == [("Build A mos", "succeeds"), ("Build F stp/nc", "succeeds"),
                               ("Build A sev", "invalid")]
    assert len(answer["units"]) == 3


def test_a_fleet_on_a_split_coast_centre_needs_the_coast():
    answer = winter([], {"russia": ["stp"]}, {"russia": ["Build F stp"]})
    assert answer["orders"][0]["result"] == "invalid" or answer["errors"]
    assert answer["units"] == []


def test_a_fleet_cannot_be_built_inland():
    answer = winter([], {"russia": ["mos"]}, {"russia": ["Build F mos"]})
    assert answer["units"] == []


def test_unordered_builds_are_waived_and_waive_orders_count():
    answer = winter([], {"italy": ["rom", "nap", "ven"]}, {"italy": ["Build A rom", "Waive"]})
    assert ("Build A rom", "succeeds") in results(answer)
    assert [o["result"] for o in answer["orders"]].count("waived") == 2


def test_removes_beyond_the_needed_number_are_invalid():
    answer = winter([unit("france", "A", "pic"), unit("france", "A", "par")], {"france": ["par"]},
                    {"france": ["Remove A pic", "Remove A par"]})
    assert results(answer) == [("Remove A pic", "succeeds"), ("Remove A par", "invalid")]
    assert answer["units"] == [unit("france", "A", "par")]


def test_civil_disorder_removes_the_farthest_unit_first():
    answer = winter([unit("russia", "A", "mos"), unit("russia", "A", "lvn"),
                     unit("russia", "A", "swe")], {"russia": ["mos", "stp"]}, {})
    assert unit("russia", "A", "swe") not in answer["units"]
    assert len(answer["units"]) == 2


def test_civil_disorder_ties_remove_fleets_then_alphabetically():
    answer = winter([unit("russia", "A", "boh"), unit("russia", "F", "ska"),
                     unit("russia", "F", "nth")], {"russia": ["stp", "war"]}, {})
    assert {u["at"] for u in answer["units"]} == {"boh", "ska"}


def test_a_power_with_nothing_to_adjust_has_its_orders_invalid():
    answer = winter([unit("italy", "A", "rom")], {"italy": ["rom"]}, {"italy": ["Build A nap"]})
    assert answer["orders"][0]["result"] == "invalid"


def test_winter_is_followed_by_spring_of_the_next_year():
    answer = winter([], {}, {})
    assert answer["next_phase"] == "S1902M"
