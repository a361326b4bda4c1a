"""``python -m adjudication``: resolve (file, stdin, JSON lines) and the DATC runner."""

import io
import json
import subprocess
import sys

from adjudication.cli import main
from tests.engine.datc_location import DATC_FILE, REPO

EXAMPLE = (
    '{"variant": "standard", "phase": "S1901M", "units": [{"power": "england", "type": "F", '
    '"at": "nth"}], "dislodged": [{"power": "russia", "type": "F", "at": "swe", '
    '"attacker_from": "den"}], "supply_centers": {"england": ["edi", "lon", "lvp"]}, '
    '"orders": {"england": ["F nth - nwy"]}, "seed": 1}'
)


def run(argv, stdin=""):
    out, err = io.StringIO(), io.StringIO()
    code = main(argv, stdin=io.StringIO(stdin), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def test_the_documented_example_works_through_a_real_process():
    done = subprocess.run([sys.executable, "-m", "adjudication", "resolve"], input=EXAMPLE,
                          capture_output=True, text=True, cwd=REPO, check=False)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["units"] == [{"power": "england", "type": "F", "at": "nwy"}]
    assert answer["orders"][0]["result"] == "succeeds"


def test_resolve_reads_a_file(tmp_path):
    path = tmp_path / "phase.json"
    path.write_text(EXAMPLE)
    code, out, _ = run(["resolve", str(path)])
    assert code == 0
    assert json.loads(out)["next_phase"] == "F1901M"


def test_jsonl_gives_one_result_per_line():
    second = EXAMPLE.replace("F nth - nwy", "F nth - hel")
    code, out, _ = run(["resolve", "--jsonl"], stdin=f"{EXAMPLE}\n\n{second}\n")
    assert code == 0
    lines = out.splitlines()
    assert [json.loads(line)["units"][0]["at"] for line in lines] == ["nwy", "hel"]


def test_malformed_json_exits_2_with_one_line():
    code, out, err = run(["resolve"], stdin="{not json")
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and "not JSON" in err


def test_json_nested_past_the_parsers_reach_exits_2_with_one_line():
    code, out, err = run(["resolve"], stdin="[" * 100_000)
    assert code == 2 and out == ""
    assert err == "<stdin>: input nests arrays and objects too deeply to read\n"


def test_a_bad_field_exits_2_naming_it():
    code, _, err = run(["resolve"], stdin=EXAMPLE.replace('"S1901M"', '"Spring"'))
    assert code == 2
    assert err.count("\n") == 1 and "phase" in err


def test_a_bad_jsonl_line_is_named_by_number():
    code, _, err = run(["resolve", "--jsonl"], stdin=f"{EXAMPLE}\n[]\n")
    assert code == 2 and ":2:" in err


def test_datc_prints_a_line_per_case_and_the_total_last():
    code, out, _ = run(["datc", str(DATC_FILE)])
    lines = out.splitlines()
    assert lines[-1] == "167 passed, 0 failed"
    assert len(lines) == 168 and lines[0].startswith("PASS 6.A.1")
    assert code == 0


def test_a_failing_datc_case_says_what_differed(tmp_path):
    path = tmp_path / "wrong.txt"
    path.write_text("CASE wrong\nPRESTATE\n\tEngland: F nth\nORDERS\n\tEngland: F nth-nwy\n"
                    "POSTSTATE\n\tEngland: F nth\nEND\n")
    code, out, _ = run(["datc", str(path)])
    assert code == 1
    assert out.splitlines()[0].startswith("FAIL wrong: units missing: england F nth")
    assert out.splitlines()[-1] == "0 passed, 1 failed"


def test_malformed_datc_input_names_file_and_line(tmp_path):
    path = tmp_path / "broken.txt"
    path.write_text("CASE one\nPRESTATE\n\tEngland: F nth\nORDERS\nEND\nBOGUS line\n")
    code, out, err = run(["datc", str(path)])
    assert code == 2
    assert f"{path}:6:" in err and len(err.splitlines()) == 1


def test_variant_subcommands_are_imported_only_when_called(monkeypatch):
    import adjudication.cli as cli

    monkeypatch.setitem(cli.SUBCOMMANDS, "echo", ("tests.engine.test_cli:fake_subcommand", "x"))
    assert run(["echo", "--flag", "1"])[0] == 7
    assert run(["echo"])[0] == 5


def fake_subcommand(argv):
    return 5 + len(argv)  # the exit code tells which arguments arrived
