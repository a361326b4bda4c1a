"""The JSON door: ``python -m adjudication europa1815`` (a request in, an answer out) and
``... europa1815 map FILE``; malformed input exits 2 naming the field or file:line."""

import json
import subprocess
import sys

import pytest

from adjudication.europa1815 import InputError, handle
from adjudication.europa1815.door import main
from adjudication.europa1815.mapfile import EXAMPLE
from tests.engine.datc_location import REPO

NEW = {"op": "new", "map": "example", "teams": {"A": ["fra", "aut"], "B": ["gbr", "pru"]},
       "seating": ["fra", "gbr", "aut", "pru"], "rules": {"start_phase": False}}


def door(request, *args):
    done = subprocess.run([sys.executable, "-m", "adjudication", "europa1815", *args],
                          input=json.dumps(request), capture_output=True, text=True, cwd=REPO,
                          check=False)
    return done.returncode, done.stdout, done.stderr


def test_a_new_game_and_a_turn_through_a_real_process():
    code, out, err = door(NEW)
    assert code == 0, err
    position = json.loads(out)["position"]
    assert position["season"] == "winter" and position["turn"]["player"] == "fra"
    code, out, err = door({"op": "apply", "position": position, "player": "fra", "lang": "en",
                           "text": "1: move to Paris: 2 inf from Lyon\n2: pass"})
    assert code == 0, err
    answer = json.loads(out)
    assert answer["ok"] is True
    assert answer["lines"][0]["reading"] == "Move to Paris: 2 inf from Lyon"
    assert answer["position"]["lands"]["par"]["units"]["inf"] == 6
    assert "Great Britain is on turn." in answer["events"]


def test_a_refused_turn_is_an_answer_not_an_error():
    position = handle(NEW)["position"]
    answer = handle({"op": "check", "position": position, "player": "fra",
                     "text": "1: Angriff auf Wien"})
    assert answer["ok"] is False
    assert answer["lines"][0]["error"].startswith("Abgelehnt: Wien gehört Ihrem Verbündeten")
    assert answer["position"] == position


def test_the_gm_operations_return_the_diff():
    position = handle(NEW)["position"]
    answer = handle({"op": "gm_edit", "position": position, "reason": "Korrektur",
                     "patch": {"players": {"fra": {"sp": "+2"}}}})
    assert answer["changes"] == [{"path": "players.fra.sp", "before": 0, "after": 2}]
    assert answer["position"]["players"]["fra"]["sp"] == 2


def test_read_needs_no_position():
    answer = handle({"op": "read", "text": "1: Verlgung nach Paris: 1 Inf aus Lyon"})
    assert answer["lines"][0]["suggestion"] == "1: Verlegung nach Paris: 1 Inf aus Lyon"


@pytest.mark.parametrize("request_, field", [
    ({"op": "fly"}, "op"),
    ({**NEW, "seating": ["fra", "aut", "gbr", "pru"]}, "teams"),
    ({"op": "apply", "position": {}, "player": "fra", "text": ""}, "teams"),
    ({"op": "view", "map": {"text": 3}}, "map"),
    ({"op": "read", "text": "Passen", "lang": "fr"}, "lang"),
])
def test_malformed_requests_name_the_field(request_, field):
    with pytest.raises(InputError) as caught:
        handle(request_)
    assert caught.value.field == field


def test_malformed_input_exits_2_with_the_field():
    code, out, err = door({"op": "new", "map": "example", "teams": {}, "seating": []})
    assert code == 2 and out == ""
    assert err.startswith("<stdin>: teams: two teams of two")


def test_the_map_command_checks_a_map_file(tmp_path, capsys):
    assert main(["map", str(EXAMPLE)]) == 0
    assert json.loads(capsys.readouterr().out)["lands"] == 22
    bad = tmp_path / "bad.map"
    bad.write_text("player fra = F\nland par = Paris; neighbours: lyo; capital: fra\n",
                   encoding="utf-8")
    assert main(["map", str(bad)]) == 2
    assert capsys.readouterr().err == "bad.map:2: land par: unknown neighbour 'lyo'\n"


def test_a_map_given_as_text_with_its_svg():
    text = EXAMPLE.read_text(encoding="utf-8").replace("svg = example.svg\n", "")
    svg = (EXAMPLE.parent / "example.svg").read_text(encoding="utf-8")
    answer = handle({**NEW, "map": {"text": text, "svg": svg}})
    viewed = handle({"op": "view", "map": {"text": text, "svg": svg},
                     "position": answer["position"], "viewer": "gbr", "lang": "en"})
    assert viewed["svg"].count("e1815-label") > 22 and viewed["view"]["ally"] == "pru"
