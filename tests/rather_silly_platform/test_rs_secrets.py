"""Every secret of Rather Silly stays out of the public part and out of other seats' parts
(rule-set level: ``adjudicate`` then ``split_outcome``). The platform-level twin of these
tests (pages, API, mails) is ``test_rs_secrets_platform.py``."""

from __future__ import annotations

import json

import pytest

from games.rulesets.rather_silly import RatherSillyRuleSet
from games.rulesets.rather_silly import kinds as k
from games.rulesets.rather_silly.seats import SEAT_KEYS

HERDS = {seat: "yor\ncly\nwal" for seat in SEAT_KEYS}
HERDS["austria"] = "tyr\nboh\ngal"
ANSWER = "Zweitausendneunhundertzweiundsechzig"
REPLY = "Dreitausendeins"


def dump(value) -> str:
    return json.dumps(value, ensure_ascii=False)


@pytest.fixture(scope="module")
def rules() -> RatherSillyRuleSet:
    return RatherSillyRuleSet()


@pytest.fixture(scope="module")
def winter(rules):
    start = rules.initial_phase({})
    subs = {seat: {k.LAMA_PLACEMENT: herds} for seat, herds in HERDS.items()}
    subs["superhirn"].update({k.SUPERHIRN_QUESTION: "Wie hoch ist die Zugspitze?",
                              k.SUPERHIRN_ANSWER: ANSWER})
    result = rules.adjudicate(start.state, subs, seed=11).result
    return start, result


@pytest.fixture(scope="module")
def spring(rules, winter):
    start = rules.next_phase(winter[1])
    subs = {
        "austria": {k.ORDERS: "A vie H\nL tyr Exp\nWURMLOCH nwy - tun",
                    k.SUPERHIRN_REPLY: REPLY},
        "germany": {k.ORDERS: "A mun - tyr", k.WORMHOLE_VOTE: "lon - mos"},
        "england": {k.WORMHOLE_VOTE: "lon - mos"},
        "narr": {k.NARR_OVERRIDE: "A par - pic\nF lon - nth", k.WORMHOLE_VOTE: "smy - edi"},
        "wahrsager": {k.WAHRSAGER_PREDICTION: "ruh\nVORHERSAGE lvn F"},
        "superhirn": {k.SUPERHIRN_QUESTION: "Wer?", k.SUPERHIRN_ANSWER: "Niemand"},
    }
    result = rules.adjudicate(start.state, subs, seed=12).result
    return start, result, rules.split_outcome(start.state, result)


def others(parts, seat):
    return dump({key: part for key, part in parts.private.items() if key != seat})


def test_lama_placements_are_only_in_their_owners_part(rules, winter):
    start, result = winter
    parts = rules.split_outcome(start.state, result)
    public = dump(parts.public)
    for where in ("tyr", "boh", "gal"):
        assert where not in public
        assert where not in others(parts, "austria")
    assert "tyr" in dump(parts.private["austria"])


def test_a_lama_explosion_is_public_without_its_owner_or_order(spring):
    _, result, parts = spring
    public = dump(parts.public)
    assert "a lama exploded in tyr" in public
    assert "L tyr Exp" not in public and "austria-1" not in public
    assert "lama_owner" not in public
    assert "L tyr Exp" not in others(parts, "austria")
    assert "L tyr Exp" in dump(parts.private["austria"])
    assert "austria-1" in dump(result["gm_events"])  # the GM's record keeps the owner


def test_wormhole_votes_are_secret_and_only_the_winning_link_is_public(spring):
    _, _, parts = spring
    public = dump(parts.public)
    assert parts.public["wormhole_next"] == ["lon", "mos"]
    for lost in ("tun", "smy - edi", '"smy", "edi"'):
        assert lost not in public
    assert "tun" not in others(parts, "austria")
    votes = {seat: part.get("wormhole_vote") for seat, part in parts.private.items()}
    assert {seat: v for seat, v in votes.items() if v} == {
        "austria": ["nwy", "tun"], "germany": ["lon", "mos"], "england": ["lon", "mos"],
        "narr": ["smy", "edi"]}  # each seat's part holds its own vote only


def test_the_superhirn_answer_never_leaves_the_superhirn(spring, winter, rules):
    _, _, parts = spring
    start, result = winter
    winter_parts = rules.split_outcome(start.state, result)
    for split in (parts, winter_parts):
        assert ANSWER not in dump(split.public)
        assert ANSWER not in others(split, "superhirn")
    assert ANSWER in dump(parts.private["superhirn"])
    assert "Niemand" not in dump(parts.public) and "Niemand" not in others(parts, "superhirn")


def test_the_question_is_public_but_the_players_answers_are_not(spring):
    _, _, parts = spring
    assert parts.public["superhirn"]["question"] == "Wie hoch ist die Zugspitze?"
    assert parts.public["superhirn"]["next_question"] == "Wer?"
    assert REPLY not in dump(parts.public)
    assert REPLY not in others(parts, "austria")
    assert REPLY in dump(parts.private["austria"])


def test_the_wahrsagers_predictions_are_his_alone(spring):
    _, _, parts = spring
    assert "ruh" not in dump(parts.public) and "lvn" not in dump(parts.public)
    assert "predictions" not in others(parts, "wahrsager")
    assert parts.private["wahrsager"]["predictions"] == [["ruh", None], ["lvn", "F"]]


def test_the_narr_is_named_with_his_executed_orders_once_the_results_are_out(spring):
    _, result, parts = spring
    narr_orders = [o for o in parts.public["orders"] if o["power"] == "narr"]
    assert [o["order"] for o in narr_orders] == ["A par - pic"]
    assert narr_orders[0]["unit_of"] == "france"
    # his second line was refused (one override without shares): only he is told
    assert "F lon - nth" not in dump(parts.public)
    assert "F lon - nth" not in others(parts, "narr")
    assert any(e["line"] == "F lon - nth" for e in parts.private["narr"]["errors"])


def test_the_gm_only_engine_state_is_not_in_any_part(spring):
    _, result, parts = spring
    assert "herds" in dump(result["state"])
    assert "section_state" not in dump(parts.public)


def test_unreadable_lines_are_told_to_their_writer_only(rules, winter):
    start = rules.next_phase(winter[1])
    result = rules.adjudicate(start.state, {"italy": {k.ORDERS: "A rom - xyz zzz"}},
                              seed=1).result
    parts = rules.split_outcome(start.state, result)
    assert "xyz" not in dump(parts.public) and "xyz" not in others(parts, "italy")
    assert parts.private["italy"]["errors"]


def test_a_season_is_deterministic_for_its_seed(rules, spring, winter):
    start, result, _ = spring
    again = rules.adjudicate(json.loads(json.dumps(start.state)), {}, seed=12).result
    twice = rules.adjudicate(json.loads(json.dumps(start.state)), {}, seed=12).result
    assert dump(again) == dump(twice)
