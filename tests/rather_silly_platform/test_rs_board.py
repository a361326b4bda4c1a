"""The position table of a Rather Silly game: eleven seats, the Borg and monsters as rows of
their own once they are on the board, shares and the Doktor's points; never a lama herd."""

from __future__ import annotations

import json

from rs_orders import HERDS, SPRING

from games.rulesets.rather_silly import RatherSillyRuleSet
from games.rulesets.rather_silly.seats import SEAT_KEYS


def played_spring():
    rules = RatherSillyRuleSet()
    start = rules.initial_phase({})
    subs = {seat: {"lama_placement": herds} for seat, herds in HERDS.items()}
    subs["superhirn"].update({"superhirn_question": "?", "superhirn_answer": "!"})
    spring = rules.next_phase(rules.adjudicate(start.state, subs, seed=4).result)
    spring.state["gm"] = {"superhirn_correct": ["italy"]}
    fall = rules.next_phase(rules.adjudicate(spring.state, SPRING, seed=5).result)
    return rules, start, fall


def test_winter_1900_shows_the_eleven_seats_and_the_tardis_in_hyperspace():
    rules, start, _ = played_spring()
    rows = rules.describe_board(start.state)
    assert [r.seat for r in rows] == list(SEAT_KEYS)
    by_seat = {r.seat: r for r in rows}
    assert by_seat["doktor"].units == ("T hyp",) and by_seat["doktor"].extra["points"] == 0
    assert by_seat["narr"].units == () and by_seat["austria"].centers == ("bud", "tri", "vie")


def test_after_spring_the_creatures_have_rows_and_the_shares_show():
    rules, _, fall = played_spring()
    rows = {r.seat: r for r in rules.describe_board(fall.state)}
    assert rows["borg"].units and rows["monsters"].units
    assert rows["wahrsager"].units == ("A gal (merged)",)
    assert rows["italy"].extra["superhirn_shares"] == "1/2"
    assert "herd" not in json.dumps([r.extra for r in rows.values()])
