"""Retreat phases: where a dislodged unit may go, and what happens when two go to one place."""

from adjudication import resolve


def unit(power, kind, at, **extra):
    return {"power": power, "type": kind, "at": at, **extra}


def movement(units, orders):
    return resolve({"phase": "F1901M", "units": units, "orders": orders,
                    "supply_centers": {}})


def test_it_never_offers_the_attackers_origin_or_occupied_provinces():
    answer = movement([unit("germany", "A", "mun"), unit("france", "A", "bur"),
                       unit("france", "A", "ruh"), unit("austria", "A", "boh")],
                      {"france": ["A bur - mun", "A ruh S A bur - mun"]})
    [gone] = answer["dislodged"]
    assert "bur" not in gone["retreats"]  # the attacker came from there
    assert "boh" not in gone["retreats"]  # occupied
    assert "ruh" not in gone["retreats"]  # occupied
    assert set(gone["retreats"]) == {"ber", "kie", "sil", "tyr"}


def test_it_never_offers_a_province_left_empty_by_a_standoff():
    answer = movement([unit("germany", "A", "mun"), unit("france", "A", "bur"),
                       unit("france", "A", "ruh"), unit("italy", "A", "ven"),
                       unit("austria", "A", "vie")],
                      {"france": ["A bur - mun", "A ruh S A bur - mun"],
                       "italy": ["A ven - tyr"], "austria": ["A vie - tyr"]})
    assert answer["standoffs"] == ["tyr"]
    assert "tyr" not in answer["dislodged"][0]["retreats"]


def test_a_unit_dislodged_by_a_convoyed_army_may_retreat_to_its_origin():
    answer = movement([unit("france", "A", "gas"), unit("france", "A", "bur"),
                       unit("france", "F", "mao"), unit("france", "F", "wes"),
                       unit("france", "F", "lyo"), unit("italy", "A", "mar")],
                      {"france": ["A gas - mar via convoy", "A bur S A gas - mar",
                                  "F mao C A gas - mar", "F wes C A gas - mar",
                                  "F lyo C A gas - mar"]})
    [gone] = answer["dislodged"]
    assert gone["attacker_from"] == "gas"
    assert "gas" in gone["retreats"]


def test_a_good_retreat_moves_and_an_unordered_unit_disbands():
    answer = resolve({"phase": "F1901R",
                      "units": [unit("france", "A", "mun"), unit("france", "A", "ruh")],
                      "dislodged": [unit("germany", "A", "mun", attacker_from="bur"),
                                    unit("germany", "A", "ruh", attacker_from="bel")],
                      "orders": {"germany": ["A mun - boh"]}, "supply_centers": {}})
    assert unit("germany", "A", "boh") in answer["units"]
    assert all(u["at"] != "ruh" or u["power"] == "france" for u in answer["units"])
    assert [o["result"] for o in answer["orders"]] == ["succeeds", "disbanded"]


def test_a_retreat_to_the_attackers_origin_is_invalid_and_the_unit_disbands():
    answer = resolve({"phase": "S1901R", "units": [unit("france", "A", "mun")],
                      "dislodged": [unit("germany", "A", "mun", attacker_from="bur")],
                      "orders": {"germany": ["A mun - bur"]}})
    assert answer["units"] == [unit("france", "A", "mun")]
    assert answer["orders"][0]["result"] == "invalid"
    assert "cannot retreat to bur" in answer["orders"][0]["reason"]


def test_two_retreats_to_one_province_both_disband():
    answer = resolve({"phase": "S1901R", "units": [],
                      "dislodged": [unit("germany", "A", "mun", attacker_from="bur"),
                                    unit("austria", "A", "vie", attacker_from="gal")],
                      "orders": {"germany": ["A mun - boh"], "austria": ["A vie - boh"]}})
    assert answer["units"] == []
    assert [o["result"] for o in answer["orders"]] == ["bounced", "bounced"]


def test_given_retreat_options_are_authoritative():
    answer = resolve({"phase": "S1901R", "units": [],
                      "dislodged": [unit("germany", "A", "mun", attacker_from="bur",
                                         retreats=["sil"])],
                      "orders": {"germany": ["A mun - boh"]}})
    assert answer["orders"][0]["result"] == "invalid"


def test_a_fleet_retreat_without_coast_takes_the_only_coast_it_can_reach():
    answer = resolve({"phase": "S1901R", "units": [],
                      "dislodged": [unit("france", "F", "gas", attacker_from="mao")],
                      "orders": {"france": ["F gas - spa"]}})
    assert answer["units"] == [unit("france", "F", "spa/nc")]


def test_a_fleet_retreat_to_a_split_province_reachable_on_both_coasts_must_name_one():
    answer = resolve({"phase": "S1901R", "units": [],
                      "dislodged": [unit("france", "F", "por", attacker_from="mao")],
                      "orders": {"france": ["F por - spa"]}})
    assert answer["units"] == []
