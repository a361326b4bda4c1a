"""The JSON contract of ``adjudication.resolve`` (docs/engine-json.md)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import adjudication
from adjudication import InputError, resolve

EXAMPLE = {
    "variant": "standard", "phase": "S1901M",
    "units": [{"power": "england", "type": "F", "at": "nth"}],
    "dislodged": [{"power": "russia", "type": "F", "at": "swe", "attacker_from": "den"}],
    "supply_centers": {"england": ["edi", "lon", "lvp"]},
    "orders": {"england": ["F nth - nwy"]}, "seed": 1,
}


def unit(power, kind, at):
    return {"power": power, "type": kind, "at": at}


def phase(name, units, orders, **extra):
    return {"variant": "standard", "phase": name, "units": units, "orders": orders, **extra}


def result_of(answer, order):
    return next(o for o in answer["orders"] if o["order"] == order)


def test_the_documented_example_moves_the_fleet():
    answer = resolve(EXAMPLE)
    assert answer["phase"] == "S1901M"
    assert answer["next_phase"] == "F1901M"
    assert answer["orders"] == [
        {"power": "england", "order": "F nth - nwy", "result": "succeeds", "reason": ""}]
    assert answer["units"] == [unit("england", "F", "nwy")]
    assert answer["dislodged"] == []
    assert answer["errors"] == []
    assert answer["events"] == []
    assert answer["winner"] is None


def test_a_bounce_names_the_other_unit():
    answer = resolve(phase("S1901M", [unit("germany", "A", "mun"), unit("france", "A", "bur"),
                                      unit("austria", "A", "tyr")],
                           {"germany": ["A mun - sil"], "france": ["A bur - mun"],
                            "austria": ["A tyr - mun"]}))
    bounced = result_of(answer, "A bur - mun")
    assert bounced["result"] == "bounced"
    assert "austria A tyr" in bounced["reason"]


def test_a_cut_support_names_the_cutter():
    answer = resolve(phase("S1901M", [
        unit("austria", "A", "bud"), unit("austria", "A", "ser"), unit("russia", "A", "rum"),
        unit("russia", "A", "gal")],
        {"austria": ["A ser - rum", "A bud S A ser - rum"], "russia": ["A gal - bud"]}))
    assert result_of(answer, "A bud S A ser - rum")["result"] == "cut"
    assert "russia A gal" in result_of(answer, "A bud S A ser - rum")["reason"]
    assert result_of(answer, "A ser - rum")["result"] == "bounced"


def test_an_attack_from_the_target_province_does_not_cut_support():
    answer = resolve(phase("S1901M", [
        unit("austria", "A", "bud"), unit("austria", "A", "ser"), unit("russia", "A", "rum")],
        {"austria": ["A ser - rum", "A bud S A ser - rum"], "russia": ["A rum - bud"]}))
    assert result_of(answer, "A bud S A ser - rum")["result"] == "succeeds"
    assert result_of(answer, "A rum - bud")["result"] == "dislodged"
    assert "from ser" in result_of(answer, "A rum - bud")["reason"]


def test_a_dislodged_unit_lists_its_retreats_and_the_next_phase_is_retreat():
    answer = resolve(phase("S1901M", [
        unit("germany", "A", "mun"), unit("germany", "A", "ber"), unit("france", "A", "bur")],
        {"germany": ["A ber - mun"], "france": ["A bur - mun"]}))
    assert answer["next_phase"] == "F1901M"  # a bounce dislodges nobody
    answer = resolve(phase("S1901M", [
        unit("germany", "A", "mun"), unit("france", "A", "bur"), unit("france", "A", "ruh")],
        {"france": ["A bur - mun", "A ruh S A bur - mun"]}))
    assert answer["next_phase"] == "S1901R"
    [gone] = answer["dislodged"]
    assert gone["at"] == "mun" and gone["attacker_from"] == "bur"
    assert "bur" not in gone["retreats"] and "boh" in gone["retreats"]
    assert result_of(answer, "A bur - mun")["result"] == "succeeds"


def test_a_unit_with_no_retreat_has_an_empty_list():
    answer = resolve(phase("S1901M", [
        unit("turkey", "F", "ank"), unit("russia", "F", "bla"), unit("russia", "A", "arm"),
        unit("russia", "F", "con")],
        {"russia": ["F bla - ank", "F con S F bla - ank"]}))
    [gone] = answer["dislodged"]
    assert gone["retreats"] == []


def test_retreats_to_the_same_province_bounce_and_both_disband():
    answer = resolve({
        "phase": "S1901R", "units": [unit("italy", "A", "tri"), unit("italy", "F", "gre")],
        "dislodged": [unit("austria", "F", "tri") | {"attacker_from": "tyr"},
                      unit("turkey", "F", "gre") | {"attacker_from": "ion"}],
        "orders": {"austria": ["F tri - alb"], "turkey": ["F gre - alb"]}})
    assert answer["units"] == [unit("italy", "F", "gre"), unit("italy", "A", "tri")]
    assert {o["result"] for o in answer["orders"]} == {"bounced"}
    assert answer["next_phase"] == "F1901M"


def test_fall_movement_takes_centres_and_skips_a_winter_without_adjustments():
    answer = resolve(phase("F1901M", [unit("england", "F", "nth"), unit("england", "F", "lon")],
                           {"england": ["F nth - nwy"]},
                           supply_centers={"england": ["lon", "edi"]}))
    assert answer["supply_centers"]["england"] == ["edi", "lon", "nwy"]
    assert answer["next_phase"] == "W1901A"
    answer = resolve(phase("F1901M", [unit("england", "F", "nth"), unit("england", "F", "lon")],
                           {"england": ["F nth H"]}, supply_centers={"england": ["lon", "edi"]}))
    assert answer["next_phase"] == "S1902M"


def test_builds_go_only_to_free_owned_home_centres():
    answer = resolve(phase("W1901A", [unit("germany", "A", "ber")],
                           {"germany": ["Build A ber", "Build F kie", "Build A mun"]},
                           supply_centers={"germany": ["ber", "kie", "hol"]}))
    assert [o["result"] for o in answer["orders"]] == ["invalid", "succeeds", "invalid", "waived"]
    assert "occupied" in answer["orders"][0]["reason"]
    assert "does not own mun" in answer["orders"][2]["reason"]
    assert unit("germany", "F", "kie") in answer["units"]
    assert answer["next_phase"] == "S1902M"


def test_too_few_removals_are_made_up_by_civil_disorder():
    answer = resolve(phase("W1901A", [unit("russia", "A", "mos"), unit("russia", "F", "nth"),
                                      unit("russia", "A", "lvn")],
                           {}, supply_centers={"russia": ["mos", "stp"]}))
    assert unit("russia", "F", "nth") not in answer["units"]
    assert any("civil disorder" in o["reason"] for o in answer["orders"])


def test_eighteen_centres_win():
    centers = ["lon", "edi", "lvp", "nwy", "swe", "den", "hol", "bel", "bre", "par", "mar",
               "spa", "por", "kie", "ber", "mun", "stp"]
    answer = resolve(phase("F1905M", [unit("england", "F", "nth")], {"england": ["F nth - hel"]},
                           supply_centers={"england": centers}))
    assert answer["winner"] is None
    answer = resolve(phase("F1905M", [unit("england", "A", "ruh")], {"england": ["A ruh - mun"]},
                           supply_centers={"england": [c for c in centers if c != "mun"]
                                           + ["war"]}))
    assert answer["winner"] == "england"


def test_unparseable_orders_are_reported_not_raised():
    answer = resolve(phase("S1901M", [unit("england", "F", "nth")],
                           {"england": ["F nth - Nowhere"]}))
    [error] = answer["errors"]
    assert error["power"] == "england" and error["line"] == "F nth - Nowhere"
    assert error["message"]
    assert answer["units"] == [unit("england", "F", "nth")]


def test_aliases_are_accepted_and_canonical_names_returned():
    answer = resolve(phase("S1901M", [unit("England", "fleet", "North Sea")], {}))
    assert answer["units"] == [unit("england", "F", "nth")]


def test_omitted_supply_centres_mean_the_1901_ownership():
    answer = resolve(phase("S1901M", [], {}))
    assert answer["supply_centers"]["russia"] == ["mos", "sev", "stp", "war"]


@pytest.mark.parametrize(("change", "field"), [
    ({"phase": "X1901M"}, "phase"),
    ({"variant": "chess"}, "variant"),
    ({"units": [{"power": "england", "type": "F", "at": "mun"}]}, "units[0].at"),
    ({"units": [{"power": "narnia", "type": "F", "at": "nth"}]}, "units[0].power"),
    ({"units": [{"power": "france", "type": "F", "at": "spa"}]}, "units[0].at"),
    ({"orders": ["F nth - nwy"]}, "orders"),
    ({"supply_centers": {"england": ["nth"]}}, "supply_centers.england"),
    ({"seed": "one"}, "seed"),
])
def test_malformed_input_raises_an_input_error_naming_the_field(change, field):
    with pytest.raises(InputError) as raised:
        resolve({**EXAMPLE, **change})
    assert raised.value.field == field


def test_an_unknown_variant_lists_the_known_ones():
    with pytest.raises(InputError, match="known variants: .*standard"):
        resolve({**EXAMPLE, "variant": "chess"})


def test_variants_come_from_the_registry():
    assert "standard" in adjudication.known_variants()


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8)
    | st.sampled_from(["nth", "spa", "spa/nc", "A", "F", "england", "S1901M", "W1901A",
                       "F nth - nwy", "Build A lon", "A mun - boh"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["power", "type", "at", "attacker_from", "retreats", "england",
                         "units", "orders", "phase"]), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(st.fixed_dictionaries({}, optional={
    "variant": JSON_VALUES, "phase": st.sampled_from(["S1901M", "F1901R", "W1901A"]) | JSON_VALUES,
    "units": JSON_VALUES, "dislodged": JSON_VALUES, "supply_centers": JSON_VALUES,
    "orders": JSON_VALUES, "standoffs": JSON_VALUES, "seed": JSON_VALUES}))
def test_any_malformed_input_gives_an_input_error_never_a_crash(data):
    try:
        answer = resolve(data)
    except InputError as error:
        assert str(error)
    else:
        assert set(answer) >= {"phase", "next_phase", "orders", "units", "errors"}


def test_a_variant_with_its_own_door_gets_the_whole_input(monkeypatch):
    from adjudication.diplomacy import variants

    class Problems(ValueError):
        problems = ("units[0]: unknown creature", "seed: missing")

    def door(data):
        if data.get("bad"):
            raise Problems("bad")
        return {"echo": data["phase"]}

    variant = variants.Variant("toy", lambda: None, resolve=door)
    monkeypatch.setitem(variants._REGISTRY, "toy", variant)
    assert resolve({"variant": "toy", "phase": "S1901M"}) == {"echo": "S1901M"}
    with pytest.raises(InputError, match="unknown creature; seed: missing"):
        resolve({"variant": "toy", "bad": True})


def test_a_unit_field_that_is_a_list_is_an_input_error_not_a_type_error():
    # Found by the property test above: the fast path for canonical units hashed the value.
    for unit in ({"power": []}, {"power": "france", "type": ["A"], "at": "par"},
                 {"power": "france", "type": "A", "at": {"x": 1}}):
        with pytest.raises(InputError):
            resolve({"phase": "S1901M", "units": [unit]})
