"""Secrets in the JSON doors: each one reaches its owner's private part and the GM, never the
public part or another player's private part (searched in the serialised JSON text)."""

from __future__ import annotations

import io
import json

import pytest

from adjudication.cli import main
from adjudication.rather_silly.interface import InputError, resolve
from adjudication.rather_silly.season_door import resolve_season


def _text(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def _only_for(answer: dict, owner: str, secret: str) -> None:
    assert secret not in _text(answer["public"]), "public"
    for player, part in answer["private"].items():
        if player != owner:
            assert secret not in _text(part), player
    assert secret in _text(answer["private"].get(owner, {})), owner
    assert secret in _text(answer["gm"]), "gm"


UNITS = [
    {"id": "a-vie", "power": "austria", "type": "A", "at": "vie"},
    {"id": "r-gal", "power": "russia", "type": "A", "at": "gal"},
    {"id": "r-bud", "power": "russia", "type": "A", "at": "bud"},
    {"id": "g-mun", "power": "germany", "type": "A", "at": "mun"},
    {"id": "f-par", "power": "france", "type": "A", "at": "par"},
    {"id": "f-pic", "power": "france", "type": "A", "at": "pic"},
    {"id": "e-lon", "power": "england", "type": "F", "at": "lon"},
]
HERDS = {"lamas": {"herds": [{"id": "herd-of-italy-7", "owner": "italy", "at": "tyr",
                              "exploded": False}]}}


def _movement(**orders: list[str]) -> dict:
    return resolve({"variant": "rather_silly", "phase": "S1905M", "seed": 3, "units": UNITS,
                    "section_state": HERDS, "orders": orders})


def test_a_lama_line_is_told_to_its_writer_alone_until_and_after_it_explodes() -> None:
    moved = _movement(italy=["L tyr Exp"], austria=["A vie H"],
                      russia=["A gal - vie", "A bud S A gal - vie"])
    _only_for(moved, "italy", "L tyr Exp")
    assert moved["private"]["italy"]["orders"][0]["result"] == "pending"
    retreated = resolve(dict(moved["gm"]["state"], orders={"austria": ["A vie R tyr"]}))
    _only_for(retreated, "italy", "L tyr Exp")
    assert retreated["private"]["italy"]["orders"] == [
        {"order": "L tyr Exp", "result": "exploded", "reason": ""}]
    blast = [e for e in retreated["public"]["events"] if e["code"] == "lama_exploded"]
    assert blast and blast[0]["data"]["destroyed"] == ["A tyr (austria)"]
    assert "herd-of-italy-7" not in _text(retreated["public"])
    assert "herd-of-italy-7" not in _text(retreated["private"])  # not even to its owner


def test_a_refused_lama_line_is_an_error_for_its_writer_only() -> None:
    moved = _movement(france=["L tyr Exp"])  # France has no herd there
    retreated = resolve(dict(moved["gm"]["state"]))
    _only_for(retreated, "france", "L tyr Exp")
    assert retreated["private"]["france"]["errors"][0]["line"] == "L tyr Exp"


def test_the_season_door_keeps_the_lama_secret_too() -> None:
    answer = resolve_season({"variant": "rather_silly", "phase": "S1905M", "seed": 3,
                             "units": UNITS, "section_state": HERDS,
                             "orders": {"italy": ["L tyr Exp"]}})
    _only_for(answer, "italy", "L tyr Exp")
    assert "herd-of-italy-7" not in _text(answer["public"])


def test_wormhole_votes_and_mistyped_votes_reach_only_the_voter() -> None:
    moved = _movement(germany=["WURMLOCH smy-edi"], england=["WURMLOCH lvn-xyzzy"])
    _only_for(moved, "germany", "smy-edi")
    _only_for(moved, "england", "lvn-xyzzy")
    assert moved["public"]["wormhole_next"] == ["edi", "smy"]  # the result is announced
    assert moved["private"]["england"]["orders"][0]["result"] == "invalid"


def test_a_refused_narr_override_reaches_the_narr_alone() -> None:
    moved = _movement(narr=["F lon - eng", "A pic - bre"])  # one override without shares
    _only_for(moved, "narr", "A pic - bre")
    public = {r["order"]: r["result"] for r in moved["public"]["results"]}
    assert public["F lon - eng"] == "succeeds"  # carried out: public with the results


def test_a_wahrsager_prediction_reaches_the_wahrsager_alone() -> None:
    moved = _movement(wahrsager=["VORHERSAGE sil"], germany=["A mun - boh"])
    _only_for(moved, "wahrsager", "VORHERSAGE sil")
    assert moved["private"]["wahrsager"]["orders"] == [
        {"order": "VORHERSAGE sil", "result": "no merge", "reason": ""}]


def test_superhirn_marks_and_shares_are_told_to_each_player_alone() -> None:
    answer = resolve({"variant": "rather_silly", "phase": "S1905R", "seed": 3, "units": UNITS,
                      "superhirn_correct": ["italy"]})
    _only_for(answer, "italy", "superhirn_right")
    for player in ("italy", "superhirn"):
        notes = answer["private"][player]["notes"]
        assert {"code": "superhirn_share", "message": "you hold 1/2 of a unit in shares",
                "data": {"share": "1/2"}} in notes
    assert "superhirn" not in _text(answer["public"]) and "1/2" not in _text(answer["public"])
    assert "1/2" not in _text(answer["private"].get("france", {}))
    assert "superhirn_share" not in _text(answer["private"].get("turkey", {}))


HERD_AS_UNIT = {"id": "herd-of-austria", "power": "austria", "type": "L", "at": "boh"}


# The season door starts with the moves, so only the phase door takes dislodged units.
@pytest.mark.parametrize(("door", "field"), [(resolve, "units"), (resolve, "dislodged"),
                                             (resolve_season, "units")])
def test_a_lama_herd_given_as_a_unit_is_refused_before_its_owner_can_reach_a_public_part(
        door, field) -> None:
    data = {"variant": "rather_silly", "phase": "S1905M" if field == "units" else "S1905R",
            "seed": 3, "units": UNITS, "orders": {"austria": ["L boh Exp"]}}
    data[field] = [*data.get(field, []), HERD_AS_UNIT]
    with pytest.raises(InputError) as refused:
        door(data)
    (problem,) = [p for p in refused.value.problems if "'L'" in p]
    assert problem.startswith(f"{field}[") and "section_state.lamas.herds" in problem


def test_the_command_line_door_refuses_a_lama_herd_unit_naming_where_herds_belong() -> None:
    out, err = io.StringIO(), io.StringIO()
    data = {"variant": "rather_silly", "phase": "S1905M", "units": [*UNITS, HERD_AS_UNIT]}
    code = main(["resolve"], stdin=io.StringIO(json.dumps(data)), stdout=out, stderr=err)
    assert code == 2 and out.getvalue() == ""
    assert "units[7].type: 'L' lama herds are not units" in err.getvalue()
    assert "section_state.lamas.herds" in err.getvalue()
