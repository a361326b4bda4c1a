"""Armies and Heerführer: who commands which army, takeovers, Kroatien, military scoring
(rules: "So wechselt eine Armee die Seite", "Und was macht der gute Jellacic?", "Auswertung
eines Stiches mit mehreren Armeekarten", "Es kann auch negativ enden")."""

from __future__ import annotations

from dataclasses import replace

from adjudication.game1848.actions import Pass, Play
from adjudication.game1848.military import assign, halve, military_score
from adjudication.game1848.moves import refusal, take
from tests.engine.game1848_positions import position

# Practice-set Heerführer (military values from the expansion text where it gives them):
# PE35 Windischgrätz AT 3, PE36 Schwarzenberg AT 2, PE37 Radetzky AT 4, PE38 Haynau AT 2,
# PE40 Prinz Wilhelm PR 2, PE41 Wrangel PR 3, PE06 Willich Bund 3 (Republikaner).
# Armies: Z28 AT 12, Z29 AT 17, Z30 PR 11, Z33 PR 15, Z34 Bund 10.


def commander(state, army):
    group = assign(state)[army]
    return (group.seat, group.leaders) if group else None


def test_an_army_without_a_heerfuehrer_decides_nothing():
    state = position(table=[("s1", "Z29"), ("s2", "PE09")])
    assert military_score(state) is None


def test_armies_follow_their_own_flag_first():
    state = position(table=[("s1", "PE37"), ("s2", "PE41"), ("s3", "Z33")])
    assert commander(state, "Z33") == ("s2", ("PE41",))  # Wrangel, not the stronger Radetzky


def test_without_a_free_leader_of_its_flag_strength_alone_counts():
    state = position(table=[("s1", "PE37"), ("s2", "PE35"), ("s3", "Z33")])
    assert commander(state, "Z33") == ("s1", ("PE37",))  # Radetzky 4 beats Windischgrätz 3


def test_schwarzenberg_and_windischgraetz_take_the_army_from_radetzky():
    state = position(table=[("s2", "PE37"), ("s3", "Z29"), ("s1", "PE36")])
    assert commander(state, "Z29") == ("s2", ("PE37",))
    state, events = take(state.with_(hands={**state.hands, "s1": ("PE35",)}), "s1",
                         Play("PE35"))
    assert commander(state, "Z29") == ("s1", ("PE35", "PE36"))  # 3 + 2 = 5 > 4
    assert any(e.code == "army" and e.data["seat"] == "s1" for e in events)
    army = next(p for p in state.table if p.card == "Z29")
    assert army.lies_at == "s1"


def test_an_equally_strong_leader_does_not_take_the_army_over():
    state = position(table=[("s1", "PE35"), ("s1", "Z29")], hands={"s2": ["PE36", "PE38"]})
    state, _ = take(state, "s1", Pass())
    # s2 builds Schwarzenberg 2 + Haynau 2 = 4 > Windischgrätz 3: a takeover ...
    stronger, _ = take(_on_turn(state, "s2"), "s2", Play("PE36"))
    assert commander(stronger, "Z29") == ("s1", ("PE35",))  # 2 < 3: nothing yet
    stronger, _ = take(_on_turn(stronger, "s2"), "s2", Play("PE38"))
    assert commander(stronger, "Z29") == ("s2", ("PE36", "PE38"))
    # ... but equal strength is no takeover: Radetzky 4 at s3 against the 4 of s2.
    equal = position(table=[("s2", "PE36"), ("s2", "PE38"), ("s2", "Z29"), ("s3", "PE37")])
    assert commander(equal, "Z29") == ("s2", ("PE36", "PE38"))


def _on_turn(state, seat):
    return state.with_(trick=replace(state.trick, on_turn=seat, passed=()))


def test_the_strongest_leader_chooses_the_strongest_army_first():
    state = position(table=[("s1", "Z28"), ("s2", "Z29"), ("s3", "PE37"), ("s4", "PE35")])
    assert commander(state, "Z29") == ("s3", ("PE37",))
    assert commander(state, "Z28") == ("s4", ("PE35",))


def test_a_tie_at_two_players_is_decided_by_the_player_of_the_army():
    state = position(table=[("s2", "PE41"), ("s3", "PE35")], hands={"s1": ["Z33", "Z29"]})
    # Z29 (AT) goes to Windischgrätz (own flag); no tie.
    assert refusal(state, "s1", Play("Z29")) is None
    tie = position(table=[("s2", "PE41"), ("s4", "PE35")], hands={"s1": ["Z30"]})
    # Z30 (PR 11): Wrangel PR 3 is its own flag: no tie either.
    assert refusal(tie, "s1", Play("Z30")) is None
    twins = position(table=[("s2", "PE35"), ("s3", "PE41")], hands={"s1": ["Z34"]})
    # Z34 (Bund): no Bund leader; Windischgrätz AT 3 and Wrangel PR 3 tie.
    problem = refusal(twins, "s1", Play("Z34"))
    assert problem.key == "army_choose" and problem.values["seats"] == "s2, s3"
    assert refusal(twins, "s1", Play("Z34", choice="s4")).key == "army_choice_not_tied"
    after, _ = take(twins, "s1", Play("Z34", choice="s3"))
    assert commander(after, "Z34") == ("s3", ("PE41",))


def test_kroatien_adds_five_to_an_austrian_heerfuehrer_only():
    state = position(table=[("s1", "PE37"), ("s2", "PE36"), ("s4", "Z15", {"side": "s2"}),
                            ("s3", "Z29")])
    assert commander(state, "Z29") == ("s2", ("PE36",))  # 2 + 5 = 7 > Radetzky 4
    useless = position(table=[("s1", "PE41"), ("s2", "Z15", {"side": "s1"}), ("s3", "Z33")])
    score = military_score(useless)
    assert score.credits[0].points == halve(15 + 3)  # no Austrian leader: Z15 adds nothing


def test_armies_of_different_parties_the_stronger_party_scores_its_own_points():
    state = position(table=[("s1", "PE06"), ("s1", "Z34"), ("s2", "PE41"), ("s2", "Z30")])
    # Bund army 10 + Willich 3 = 13 Republikaner; Z30 11 + Wrangel 3 = 14 Reaktionäre
    score = military_score(state)
    assert score.winner == "s2" and score.party == "reaktionaere"
    assert [(c.seat, c.points) for c in score.credits] == [("s2", 7)]


def test_rot_cards_do_not_touch_an_army_led_under_the_bundesfahne():
    state = position(table=[("s1", "PE06"), ("s1", "Z34"), ("s2", "Z13")])
    score = military_score(state)
    assert score.party == "republikaner"
    assert score.credits[0].points == halve(13)  # Rot counts only against the reaction


def test_negative_points_are_noted_at_the_strongest_reactionary_army():
    state = position(table=[("s1", "PE40"), ("s1", "Z30"), ("s2", "Z13"), ("s3", "Z18"),
                            ("s4", "Z07")])
    # 11 + 2 = 13 minus Rot 11 + 6 + 5 = 22: -9, halved with the fraction dropped: -4
    score = military_score(state)
    assert score.winner == "s1"
    assert [(c.seat, c.party, c.points) for c in score.credits] == [("s1", "reaktionaere", -4)]


def test_equal_strongest_armies_at_two_players_are_a_patt():
    state = position(table=[("s1", "PE41"), ("s1", "Z30"), ("s2", "PE36"), ("s2", "Z28")])
    # Both Reaktionäre: PR 11 + 3 = 14 at s1, AT 12 + 2 = 14 at s2: nobody has the stronger army
    score = military_score(state)
    assert score.winner is None
    assert [(c.seat, c.party, c.points) for c in score.credits] == [
        ("s1", "reaktionaere", 7), ("s2", "reaktionaere", 7)]


def test_equally_strong_parties_are_a_patt_each_noting_their_own_half():
    state = position(table=[("s1", "PE40"), ("s1", "Z30"), ("s2", "PE06"), ("s2", "Z34")])
    # Reaktionäre 11 + 2 = 13 against Republikaner 10 + 3 = 13
    score = military_score(state)
    assert score.winner is None
    assert sorted((c.seat, c.party, c.points) for c in score.credits) == [
        ("s1", "reaktionaere", 6), ("s2", "republikaner", 6)]


def test_halving_drops_the_fraction():
    assert [halve(n) for n in (15, 38, 0, -7, -8)] == [7, 19, 0, -3, -4]


def test_the_incumbent_keeps_the_army_against_an_equal_leader_from_any_side():
    """Equal strength is no takeover, wherever the challenger sits: a clockwise tie-break
    would favour some of these seats over the incumbent (issue 24)."""
    for incumbent, challenger in [("s1", "s2"), ("s2", "s1"), ("s3", "s2"), ("s4", "s1"),
                                  ("s1", "s4"), ("s3", "s4")]:
        state = position(table=[(incumbent, "PE37"), (incumbent, "Z29")],
                         hands={challenger: ["PE36", "PE38"]})
        assert commander(state, "Z29") == (incumbent, ("PE37",))  # Radetzky 4
        for card in ("PE36", "PE38"):  # Schwarzenberg 2 + Haynau 2 = 4: equal
            state, _ = take(_on_turn(state, challenger), challenger, Play(card))
        assert commander(state, "Z29") == (incumbent, ("PE37",)), (incumbent, challenger)
        stronger = state.with_(hands={**state.hands, challenger: ("PE35",)})
        stronger, _ = take(_on_turn(stronger, challenger), challenger, Play("PE35"))
        assert commander(stronger, "Z29")[0] == challenger  # 7 > 4: now it changes hands
