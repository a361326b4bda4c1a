"""Orders checked on arrival (``check_orders``) against what the adjudicator then does with them.

The property: for random positions and random legal and illegal lines of every power, a line
flagged invalid or replaced on arrival is exactly a line the adjudicator marks invalid or
replaced (for the same reason), an unreadable line is one it lists as an error, a line flagged
void is void (or its unit dislodged), and a line passed as fine is carried out (not invalid,
not replaced, and void only when the unit it supports or convoys is another power's, whose
orders the check cannot know) - whatever the other powers order.
"""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from adjudication import resolve
from adjudication.diplomacy.check import check_orders
from adjudication.diplomacy.maps import load_map
from adjudication.diplomacy.orders import province_of
from adjudication.diplomacy.parser import format_order
from adjudication.diplomacy.sample import random_orders, random_units

MAP = load_map()
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
PROVINCES = sorted(MAP.provinces)
SPOTS = sorted({s for p in PROVINCES for s in MAP.fleet_locations_of(p)} | set(PROVINCES))


def _start():
    return {"variant": "standard", "phase": "S1901M",
            "units": [{"power": u.power, "type": u.type, "at": u.at} for u in MAP.starting_units]}


def _noise(rng, phase_type, places):
    """A random line of any shape: often illegal, sometimes fine, sometimes unreadable.
    ``places`` are (type, location) of units on the board, named most of the time."""

    def place():
        return rng.choice(places) if places and rng.random() < 0.8 \
            else (rng.choice("AF"), rng.choice(SPOTS))

    (unit, at), other = place(), place()[1]
    near = sorted(MAP.army_neighbours(at) if unit == "A" and "/" not in at
                  else MAP.fleet_neighbours(at)) if MAP.lookup(at) else []
    to = rng.choice(near) if near and rng.random() < 0.6 else rng.choice(SPOTS)
    goal = rng.choice(near) if near and rng.random() < 0.5 else rng.choice(SPOTS)
    shapes = {
        "M": [f"{unit} {at} - {to}", f"{unit} {at} H", f"{unit} {at} S {rng.choice('AF')} "
              f"{other} - {goal}", f"{unit} {at} S {rng.choice('AF')} {other}",
              f"F {at} C A {other} - {goal}", f"{unit} {at} - {to} via convoy", "xyzzy"],
        "R": [f"{unit} {at} - {to}", f"{unit} {at} D", f"{unit} {at} R {to}", f"{unit} {at} H"],
        "A": [f"Build {unit} {at}", f"Remove {unit} {at}", "Waive", f"{unit} {at} D",
              f"Build {unit} {rng.choice(sorted(MAP.supply_centers))}"],
    }[phase_type]
    return rng.choice(shapes)


def _own_help(rng, own):
    """A support or convoy of the power's own unit, to a place next to the helper: whether
    it is void then depends on this sheet alone (the check must say so on arrival)."""
    helper, target = rng.sample(own, 2)
    near = sorted(MAP.army_neighbours(helper.at) if helper.type == "A" and "/" not in helper.at
                  else MAP.fleet_neighbours(helper.at))
    goal = rng.choice(near) if near else target.at
    return rng.choice([f"{helper.type} {helper.at} S {target.type} {target.at} - {goal}",
                       f"{helper.type} {helper.at} S {target.type} {target.at}",
                       f"F {helper.at} C A {target.at} - {goal}"])


def _sheets(rng, legal, powers, phase_type, units):
    places = [(u.type, u.at) for u in units]
    sheets = {}
    for power in powers:
        lines = [line for who, line in legal if who == power]
        lines += [_noise(rng, phase_type, places) for _ in range(rng.randint(0, 4))]
        own = [u for u in units if u.power == power]
        if phase_type == "M" and len(own) > 1 and rng.random() < 0.7:
            lines.append(_own_help(rng, own))
        if lines and rng.random() < 0.3:
            lines.append(rng.choice(lines))  # a unit ordered twice
        rng.shuffle(lines)
        if lines:
            sheets[power] = lines
    return sheets


def _compare(position, sheets):
    answer = resolve({**position, "orders": sheets})
    outcomes = iter(answer["orders"])
    errors = [(e["power"], e["line"]) for e in answer["errors"]]
    for power, lines in sheets.items():
        for verdict in check_orders(position, power, lines):
            if verdict.status == "unreadable":
                errors.remove((power, verdict.line))
                continue
            outcome = next(outcomes)
            if verdict.status in ("invalid", "replaced"):
                assert outcome["result"] == verdict.status, (verdict, outcome)
                if not position["phase"].endswith("A"):
                    # Builds share the board: "Build A par" by Germany is "not a home centre"
                    # on arrival, "occupied" once France built there first; invalid either way.
                    assert outcome["reason"] == verdict.reason, (verdict, outcome)
            elif verdict.status == "void":
                assert outcome["result"] in ("void", "dislodged"), (verdict, outcome)
            else:
                assert outcome["result"] not in ("invalid", "replaced"), (verdict, outcome)
                if outcome["result"] == "void":
                    # "Fine" also promises the line is not void whatever the OTHER powers
                    # order: a void support or convoy hangs on another power's unit, or on
                    # the convoy of the power's own army (whose fleets may be anybody's).
                    assert _hangs_on_others(position, answer["orders"], power,
                                            outcome["order"]), (verdict, outcome)
    assert errors == []


def _hangs_on_others(position, outcomes, power: str, order: str) -> bool:
    """Whether a void support or convoy line ("A vie S A bud - gal") names another power's
    unit, or an own army whose move found no convoy."""
    words = order.split()
    if len(words) < 5 or words[2] not in ("S", "C"):
        return False
    at = province_of(words[4])
    owner = next((u["power"] for u in position["units"] if province_of(u["at"]) == at), None)
    if owner is None:
        return False
    return owner != power or any(
        o["power"] == power and o["result"] == "no_convoy"
        and province_of(o["order"].split()[1]) == at for o in outcomes)


@settings(max_examples=60, deadline=None)
@given(SEEDS)
def test_movement_verdicts_on_arrival_are_the_adjudicators(seed):
    rng = random.Random(seed)
    units = random_units(MAP, rng)
    legal = [(p, format_order(o)) for p, o in random_orders(MAP, units, rng)]
    position = {"variant": "standard", "phase": "S1901M",
                "units": [{"power": u.power, "type": u.type, "at": u.at} for u in units]}
    _compare(position, _sheets(rng, legal, sorted(MAP.powers), "M", units))


@settings(max_examples=40, deadline=None)
@given(SEEDS)
def test_adjustment_verdicts_on_arrival_are_the_adjudicators(seed):
    rng = random.Random(seed)
    units = random_units(MAP, rng, 10, 24)
    centers = {p: [] for p in MAP.powers}
    for center in sorted(MAP.supply_centers):
        if rng.random() < 0.8:
            centers[rng.choice(sorted(MAP.powers))].append(center)
    position = {"variant": "standard", "phase": "W1901A", "supply_centers": centers,
                "units": [{"power": u.power, "type": u.type, "at": u.at} for u in units]}
    legal = [(u.power, f"Remove {u.type} {u.at}") for u in units if rng.random() < 0.2]
    legal += [(p, f"Build A {c}") for p in MAP.powers for c in MAP.home_centers[p]
              if rng.random() < 0.2]
    _compare(position, _sheets(rng, legal, sorted(MAP.powers), "A", units))


@settings(max_examples=40, deadline=None)
@given(SEEDS)
def test_retreat_verdicts_on_arrival_are_the_adjudicators(seed):
    rng = random.Random(seed)
    units = random_units(MAP, rng, 10, 24)
    beaten = [u for u in units if rng.random() < 0.25]
    staying = [u for u in units if u not in beaten]
    dislodged = []
    for unit in beaten:
        near = sorted(MAP.army_neighbours(unit.at) if unit.type == "A"
                      else MAP.fleet_neighbours(unit.at))
        dislodged.append({"power": unit.power, "type": unit.type, "at": unit.at,
                          "attacker_from": province_of(rng.choice(near))})
    position = {"variant": "standard", "phase": "F1901R", "dislodged": dislodged,
                "units": [{"power": u.power, "type": u.type, "at": u.at} for u in staying]}
    legal = [(d["power"], f"{d['type']} {d['at']} D") for d in dislodged if rng.random() < 0.3]
    _compare(position, _sheets(rng, legal, sorted(MAP.powers), "R", beaten))


def test_the_issue_s_new_player_gets_every_void_order_flagged_with_its_reason():
    start = _start()
    russia, = check_orders(start, "russia", ["A war - ber"])
    assert (russia.status, russia.code) == ("invalid", "army_cannot_reach")
    assert "sil" in russia.params["options"].split(", ")
    england, = check_orders(start, "england", ["A lvp - nth"])
    assert england.code == "army_cannot_reach"
    turkey, = check_orders(start, "turkey", ["F ank C A con - sev"])
    assert (turkey.status, turkey.code) == ("invalid", "cannot_convoy")
    first, second = check_orders(start, "germany", ["A ber - kie", "A ber - sil"])
    assert (first.status, first.params["by"], second.status) == ("replaced", "2", "ok")
    france, = check_orders(start, "france", ["A mun H"])
    assert (france.code, france.params["owner"]) == ("foreign_unit", "germany")
    assert france.params["yours"] == "A par, A mar, F bre"


def test_builds_beyond_the_count_and_on_an_occupied_home_centre_are_flagged():
    position = {**_start(), "phase": "W1901A",
                "supply_centers": {"germany": ["ber", "kie", "mun", "den", "hol"]}}
    position["units"] = [u for u in position["units"] if u["at"] != "mun"]
    verdicts = check_orders(position, "germany",
                            ["Build A mun", "Build A ber", "Build F kie", "Build A mun"])
    assert [v.status for v in verdicts] == ["ok", "invalid", "invalid", "invalid"]
    assert verdicts[1].code == "build_site_occupied"
    assert verdicts[1].params["sites"] == "mun"  # the free home centre left after line 1
    # Three builds due: one used, the second Munich build is on the new unit.
    assert verdicts[3].params["count"] == "3"


def test_a_support_of_a_move_the_supported_unit_can_never_make_is_void():
    verdict, = check_orders(_start(), "austria", ["A vie S A mun - tyr"])
    assert verdict.status == "ok"  # Munich may move to Tyrolia
    # Vienna reaches Galicia (the support is legal), Munich does not: void, always.
    verdict, = check_orders(_start(), "austria", ["A vie S A mun - gal"])
    assert (verdict.status, verdict.code) == ("void", "support_impossible")
    answer = resolve({**_start(), "orders": {"austria": ["A vie S A mun - gal"],
                                             "germany": ["A mun - tyr"]}})
    assert answer["orders"][0]["result"] == "void"


def test_a_fleet_coast_is_demanded_where_two_fit():
    position = {**_start(), "units": [{"power": "france", "type": "F", "at": "mao"}]}
    verdict, = check_orders(position, "france", ["F mao - spa"])
    assert (verdict.status, verdict.code) == ("invalid", "coast_needed")
    assert verdict.params["options"] == "spa/nc or spa/sc"
