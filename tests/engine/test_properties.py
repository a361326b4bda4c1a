"""Properties of movement adjudication over random legal phases (seeded, so reproducible)."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from adjudication import resolve
from adjudication.diplomacy.maps import load_map
from adjudication.diplomacy.orders import province_of
from adjudication.diplomacy.parser import format_order
from adjudication.diplomacy.sample import random_phase

MAP = load_map()
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


def phase_input(seed, shuffle=None):
    units, orders = random_phase(MAP, seed)
    if shuffle is not None:
        units, orders = list(units), list(orders)
        shuffle.shuffle(units)
        shuffle.shuffle(orders)
    by_power = {}
    for power, order in orders:
        by_power.setdefault(power, []).append(format_order(order))
    return {"phase": "S1901M",
            "units": [{"power": u.power, "type": u.type, "at": u.at} for u in units],
            "orders": by_power}


def comparable(answer):
    return (
        answer["units"],
        answer["dislodged"],
        sorted((o["power"], o["order"], o["result"], o["reason"]) for o in answer["orders"]),
        answer["next_phase"],
    )


@settings(max_examples=150, deadline=None)
@given(SEEDS)
def test_no_two_units_share_a_province_after_movement(seed):
    answer = resolve(phase_input(seed))
    provinces = [province_of(u["at"]) for u in answer["units"]]
    assert len(provinces) == len(set(provinces))
    assert answer["errors"] == []


@settings(max_examples=150, deadline=None)
@given(SEEDS)
def test_every_dislodged_unit_had_a_successful_attacker(seed):
    answer = resolve(phase_input(seed))
    moved_in = {}
    for order in answer["orders"]:
        words = order["order"].split()
        if len(words) >= 4 and words[2] == "-" and order["result"] == "succeeds":
            moved_in[province_of(words[3])] = province_of(words[1])
    for gone in answer["dislodged"]:
        assert moved_in.get(province_of(gone["at"])) == gone["attacker_from"]
        # and the winner now stands where the loser stood
        assert any(province_of(u["at"]) == province_of(gone["at"]) for u in answer["units"])


@settings(max_examples=100, deadline=None)
@given(SEEDS, st.integers(min_value=0, max_value=1000))
def test_the_order_of_units_and_orders_changes_nothing(seed, shuffle_seed):
    plain = resolve(phase_input(seed))
    shuffled = resolve(phase_input(seed, random.Random(shuffle_seed)))
    assert comparable(plain) == comparable(shuffled)


@settings(max_examples=100, deadline=None)
@given(SEEDS)
def test_the_same_input_gives_the_same_output(seed):
    data = phase_input(seed)
    assert resolve(data) == resolve(data)
