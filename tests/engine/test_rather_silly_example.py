"""The documented eleven-player example (docs/examples/rather-silly-phase.json) through the
engine's command line (``python -m adjudication resolve``), as a GM or the web app would run
it; the variant's own ``python -m adjudication.rather_silly resolve`` gives the same answer."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).parents[2] / "docs" / "examples" / "rather-silly-phase.json"


def _run(*args: str, stdin: str | None = None,
         module: str = "adjudication") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", module, *args],
        input=stdin, capture_output=True, text=True, check=False,
        cwd=Path(__file__).parents[2],
    )


def test_the_example_has_all_eleven_players_and_every_unit_kind() -> None:
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    owners = {u["power"] for u in data["units"]} | set(data["orders"])
    assert {"austria", "england", "france", "germany", "italy", "russia", "turkey",
            "superhirn", "doktor", "wahrsager"} <= owners
    kinds = {u["type"] for u in data["units"]}
    assert {"A", "F", "V", "A®", "AM", "DA", "SA", "B", "SM", "WM", "T"} <= kinds
    assert any(u.get("devil") for u in data["units"])
    assert any(u.get("special_fleet") for u in data["units"])


def test_the_example_resolves_on_the_command_line() -> None:
    done = _run("resolve", str(EXAMPLE))
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)["public"]
    units = {(u["power"], u["type"], u["at"]) for u in answer["units"]}
    assert ("england", "A", "lon") in units and ("england", "V", "lon") in units  # §8 team
    assert ("france", "A", "pie") in units  # §9 seduced devil, strength 2, into her province
    assert [(u["power"], u["type"], u["at"]) for u in answer["dislodged"]] == [
        ("italy", "AM", "pie")]
    assert ("russia", "V", "gal") in units  # §8 flight stopped by A mun vZ before Bohemia
    assert answer["wormhole_next"] == ["lon", "mos"]  # §7: two votes against one


def test_wormhole_votes_reach_only_their_voter() -> None:
    answer = json.loads(_run("resolve", str(EXAMPLE)).stdout)
    public = json.dumps(answer["public"])
    assert "WURMLOCH" not in public
    assert '["ank", "sev"]' not in public and "ank-sev" not in public  # the losing vote
    assert "ank-sev" in json.dumps(answer["private"]["turkey"])
    others = json.dumps({p: part for p, part in answer["private"].items() if p != "turkey"})
    assert "ank-sev" not in others


def test_malformed_input_exits_2_naming_the_field() -> None:
    done = _run("resolve", stdin=json.dumps({"variant": "rather_silly",
                                             "units": [{"power": "england", "type": "Q",
                                                        "at": "lon"}]}))
    assert done.returncode == 2
    assert "units[0].type" in done.stderr and "expected one of" in done.stderr


def test_the_variants_own_command_gives_the_same_answer() -> None:
    engine = json.loads(_run("resolve", str(EXAMPLE)).stdout)
    variant = _run("resolve", str(EXAMPLE), module="adjudication.rather_silly")
    assert variant.returncode == 0, variant.stderr
    assert json.loads(variant.stdout) == engine


def test_the_variants_own_door_answers_deeply_nested_json_with_exit_2() -> None:
    done = _run("resolve", stdin="[" * 100_000, module="adjudication.rather_silly")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == "<stdin>: input nests arrays and objects too deeply to read\n"
