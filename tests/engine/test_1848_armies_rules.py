"""Armies and their Heerführer: the rules of ``adjudication/game1848/armies.py`` that the
takeover and military tests left unstated, pinned by mutation testing (issue 24; rules: "So
wechselt eine Armee die Seite", "Und was macht der gute Jellacic?"; docs/rules/1848.md D15,
D16, D18, D20, D28).

Practice set: PE06 Willich Bund 3 (Republikaner), PE15 Mierosławski Bund 4 (Demokraten),
PE35 Windischgrätz AT 3, PE36 Schwarzenberg AT 2, PE37 Radetzky AT 4, PE38 Haynau AT 2,
PE40 Prinz Wilhelm PR 2, PE41 Wrangel PR 3; Z28 AT 12, Z29 AT 17, Z31 AT 14, Z32 PR 13,
Z33 PR 15; Z15 Kroatien (+5 Österreich), Z20 Lola Montez, Z27 a card the GM rules on.
"""

from __future__ import annotations

from adjudication.game1848.actions import Play
from adjudication.game1848.armies import after_play, armies_for, groups, tied_seats
from adjudication.game1848.card_reading import card_set_from_json
from adjudication.game1848.moves import take
from adjudication.game1848.rulings import read_rulings
from adjudication.game1848.state import Placement, state_from_json
from adjudication.game1848.turn import resolve_turn
from tests.engine.game1848_positions import PRACTICE, position
from tests.engine.test_1848_army_takeover import commander


def group_at(state, seat, flag, rulings={}):  # noqa: B006
    return next(g for g in groups(state, rulings) if g.key == (seat, flag))


def with_strengths(**strengths):
    """The practice set with some military strengths changed (a GM's own card set may give
    any strength from 0 up)."""
    data = PRACTICE.to_json()
    for card in data["cards"]:
        if card["id"] in strengths:
            holder = card["military"] if card["kind"] == "person" else card
            holder["strength"] = strengths[card["id"]]
    return card_set_from_json(data)


def played(state, seat, card, rulings, army=None):
    """``seat`` lays Heerführer ``card`` on its own side: the commanders afterwards and the
    changes, as :func:`after_play` reports them."""
    placement = Placement(card, seat, seat)
    return after_play(state.with_(table=(*state.table, placement)), placement, army, rulings)


# Groups: strength and party.

def test_a_group_takes_the_party_of_its_strongest_leader_and_names_him_first():
    # Willich (Bund 3, Republikaner) was laid before Mierosławski (Bund 4, Demokraten).
    state = position(table=[("s1", "PE06"), ("s1", "PE15"), ("s2", "Z34")])
    group = group_at(state, "s1", "bund")
    assert group.leaders == ("PE15", "PE06")
    assert group.party == PRACTICE["PE15"].party == "demokraten"
    assert group.strength == 3 + 4
    assert commander(state, "Z34") == ("s1", ("PE15", "PE06"))


def test_a_heerfuehrer_of_strength_0_adds_nothing_and_does_not_lead_his_group():
    cards = with_strengths(PE06=0, PE15=1)
    state = position(table=[("s1", "PE06"), ("s1", "PE15")], cards=cards)
    group = group_at(state, "s1", "bund")
    assert group.strength == 1
    assert group.leaders == ("PE15", "PE06") and group.party == "demokraten"


def test_kroatien_adds_exactly_its_five_to_the_austrian_group_of_its_side():
    state = position(table=[("s2", "PE36"), ("s4", "Z15", {"side": "s2"})])
    assert group_at(state, "s2", "oesterreich").strength == 2 + 5


def test_every_leader_effect_lying_on_a_side_adds_up():
    # Kroatien (+5) and the GM's ruling on Z27 (+2) both lie on s2's side.
    rulings = read_rulings("Z27: leader oesterreich +2")
    state = position(table=[("s2", "PE36"), ("s4", "Z15", {"side": "s2"}),
                            ("s3", "Z27", {"side": "s2"})])
    assert group_at(state, "s2", "oesterreich").strength == 2 + 5
    assert group_at(state, "s2", "oesterreich", rulings).strength == 2 + 5 + 2


# Which armies a played Heerführer may take, and his default.

def test_a_free_heerfuehrer_takes_the_army_of_his_own_flag_before_a_stronger_foreign_one():
    # Both lie without a leader: Z29 (Österreich 17), Z32 (Preußen 13); Prinz Wilhelm (PR).
    state = position(table=[("s2", "Z29"), ("s3", "Z32")], hands={"s1": ["PE40"]})
    trial = state.with_(table=(*state.table, Placement("PE40", "s1", "s1")))
    assert armies_for(trial, "s1", "PE40") == ["Z32", "Z29"]
    after, _ = take(state, "s1", Play("PE40"))
    assert commander(after, "Z32") == ("s1", ("PE40",)) and commander(after, "Z29") is None


def test_an_army_of_strength_0_is_the_last_choice_of_its_flag():
    # Z28 (Österreich 0) and Z31 (Österreich 1) lie without a leader; Haynau comes.
    state = position(table=[("s2", "Z28"), ("s3", "Z31")], hands={"s1": ["PE38"]},
                     cards=with_strengths(Z28=0, Z31=1))
    trial = state.with_(table=(*state.table, Placement("PE38", "s1", "s1")))
    assert armies_for(trial, "s1", "PE38") == ["Z31", "Z28"]
    after, _ = take(state, "s1", Play("PE38"))
    assert commander(after, "Z31") == ("s1", ("PE38",)) and commander(after, "Z28") is None


def test_the_army_a_group_leads_is_not_offered_to_it_again():
    # Windischgrätz leads Z28; Schwarzenberg joins him: he keeps Z28, nothing else to choose.
    state = position(table=[("s1", "PE35"), ("s2", "Z28"), ("s1", "PE36")])
    assert commander(state, "Z28") == ("s1", ("PE35", "PE36"))
    assert armies_for(state, "s1", "PE36") == []


# The GM's rulings count for the groups a played Heerführer is weighed with.

def test_a_ruled_leader_bonus_on_the_players_side_makes_his_heerfuehrer_more_suitable():
    # Wrangel (PR 3) leads Z33; Prinz Wilhelm (PR 2) + the ruled +2 on s1's side = 4 > 3.
    rulings = read_rulings("Z27: leader preussen +2")
    state = position(table=[("s2", "PE41"), ("s2", "Z33"), ("s3", "Z27", {"side": "s1"})],
                     hands={"s1": ["PE40"]})
    unruled, _ = take(state, "s1", Play("PE40"))
    assert commander(unruled, "Z33") == ("s2", ("PE41",))
    ruled, _ = take(state, "s1", Play("PE40"), rulings)
    assert commander(ruled, "Z33") == ("s1", ("PE40",))
    _, changes = played(state, "s1", "PE40", rulings)
    ((army, before, after),) = changes
    assert army == "Z33" and before.key == ("s2", "preussen") and before.strength == 3
    assert after.key == ("s1", "preussen") and after.strength == 2 + 2


def test_a_turn_resolved_with_a_ruling_accepts_the_choice_the_ruling_allows():
    # The same position resolved again with the GM's ruling (D22): "PE40 führt Z33" is as
    # allowed as plain "PE40", which takes Z33 by default (D28); it was refused as a pass.
    rulings = read_rulings("Z27: leader preussen +2")
    state = position(table=[("s2", "PE41"), ("s2", "Z33"), ("s3", "Z27", {"side": "s1"})],
                     hands={"s1": ["PE40", "PE09"], "s2": ["PE19"]})
    for line in ("PE40", "PE40 führt Z33"):
        result = resolve_turn(state, {"s1": line}, rulings)
        assert "invalid_pass" not in [e.code for e in result.events], line
        assert commander(result.state, "Z33") == ("s1", ("PE40",)), line
    refused = resolve_turn(state, {"s1": "PE40 führt Z33"})
    assert [e.code for e in refused.events][:2] == ["invalid_pass", "pass"]


def test_a_ruled_leader_bonus_on_the_commanders_side_holds_the_army():
    # Radetzky (AT 4) leads Z29; the ruled +2 on his side makes 6 > Windischgrätz 3 +
    # Schwarzenberg 2 = 5.
    rulings = read_rulings("Z27: leader oesterreich +2")
    state = position(table=[("s2", "PE37"), ("s3", "Z29"), ("s1", "PE35"),
                            ("s4", "Z27", {"side": "s2"})], hands={"s1": ["PE36"]})
    unruled, _ = take(state, "s1", Play("PE36"))
    assert commander(unruled, "Z29") == ("s1", ("PE35", "PE36"))
    ruled, _ = take(state, "s1", Play("PE36"), rulings)
    assert commander(ruled, "Z29") == ("s2", ("PE37",))


def test_a_takeover_reports_the_deposed_group_with_its_ruled_strength():
    # Radetzky 4 + ruled 1 = 5 against Schwarzenberg 2 + Kroatien 5 + Haynau 2 = 9.
    rulings = read_rulings("Z27: leader oesterreich +1")
    state = position(table=[("s2", "PE37"), ("s3", "Z29"), ("s1", "PE36"),
                            ("s4", "Z15", {"side": "s1"}), ("s4", "Z27", {"side": "s2"})])
    after, changes = played(state, "s1", "PE38", rulings)
    ((army, before, now),) = changes
    assert army == "Z29" and before.key == ("s2", "oesterreich") and before.strength == 4 + 1
    assert now.key == ("s1", "oesterreich") and now.strength == 2 + 5 + 2
    assert commander(after, "Z29") == ("s1", ("PE36", "PE38"))


# Ties between seats (D16).

def _tie():
    """Schwarzenberg (AT 2) at s2 and Haynau (AT 2) at s3, both free; s1 holds Z29."""
    return position(table=[("s2", "PE36"), ("s3", "PE38"), ("s4", "Z27", {"side": "s3"})],
                    hands={"s1": ["Z29"]})


def test_a_ruled_leader_bonus_breaks_a_tie_between_seats():
    state = _tie()
    assert tied_seats(state, "Z29") == ["s2", "s3"]
    assert tied_seats(state, "Z29", read_rulings("Z27: leader oesterreich +1")) == ["s3"]


def test_a_turn_resolved_with_a_ruling_that_breaks_a_tie_asks_for_no_seat():
    state = _tie().with_(hands={"s1": ("Z29", "PE09"), "s2": ("PE19",)})
    asked = resolve_turn(state, {"s1": "Z29"})
    assert [e.code for e in asked.events][:2] == ["invalid_pass", "pass"]  # "Z29 an s2/s3"
    ruled = resolve_turn(state, {"s1": "Z29"}, read_rulings("Z27: leader oesterreich +1"))
    assert commander(ruled.state, "Z29") == ("s3", ("PE38",))


def test_the_tied_seats_are_named_in_seating_order():
    # The engine takes any seat names in any seating (state_from_json); here s3 sits
    # before s2.
    data = _tie().to_json()
    seated = state_from_json({**data, "seats": ["s1", "s3", "s2", "s4"]})
    assert tied_seats(seated, "Z29") == ["s3", "s2"]


# A group that vanished (D20).

def test_an_army_whose_last_heerfuehrer_lola_montez_took_lies_without_a_leader():
    # Windischgrätz leads Z28; Z29 came later and found nobody free.
    state = position(table=[("s1", "PE35"), ("s2", "Z28"), ("s3", "Z29")],
                     hands={"s4": ["Z20"], "s1": ["PE38"]}, on_turn="s4")
    assert commander(state, "Z28") == ("s1", ("PE35",)) and commander(state, "Z29") is None
    after, events = take(state, "s4", Play("Z20", on="PE35"))
    assert [e.data for e in events if e.code == "army"] == [
        {"army": "Z28", "seat": None, "leaders": []}]
    assert [p.commander for p in after.table if p.card == "Z28"] == [None]
    # Haynau comes free to a table of two leaderless armies: the stronger, not the old one.
    after, _ = take(after, "s1", Play("PE38"))
    assert commander(after, "Z29") == ("s1", ("PE38",)) and commander(after, "Z28") is None
