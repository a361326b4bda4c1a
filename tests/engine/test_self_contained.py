"""A fresh clone has nothing beside it: no file of the project may reach outside the repository
for the rules, the DATC cases or anything else (DEVELOPERS.md, issue 9)."""

import subprocess

from tests.engine.datc_location import DATC_FILE, REPO

# Spelled in pieces so that this file does not match its own search.
OUTSIDE = ".." + "/shared"
SETTING = "GAMEMASTER_" + "SHARED_DIR"


def test_the_datc_cases_are_inside_the_repository() -> None:
    assert DATC_FILE.is_file()
    assert REPO in DATC_FILE.resolve().parents
    assert "copyright Lucas B. Kruijswijk" in DATC_FILE.read_text(encoding="utf-8")


def test_no_tracked_file_reads_the_folder_beside_the_repository() -> None:
    tracked = subprocess.run(
        ["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=True
    ).stdout.decode().split("\0")
    offenders = []
    for name in filter(None, tracked):
        path = REPO / name
        if not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # binary files (images, compiled translations)
        if OUTSIDE in text or SETTING in text:
            offenders.append(name)
    assert offenders == []


def test_ci_makes_the_checkouts_own_venv_before_using_it() -> None:
    """Step 1 of .ci/run builds its .venv/ in a throw-away clone; a CI run once died with exit
    code 127 because step 3 then called the checkout's .venv/bin/python, which did not exist."""
    lines = (REPO / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    # Lines inside the fresh clone's sub-shell "(cd "$fresh" && ...)" use that clone's own venv.
    outside_clone = [
        number
        for number, line in enumerate(lines)
        if ".venv/bin/" in line and '"$fresh"' not in line and not line.lstrip().startswith("#")
    ]
    makes_venv = [
        number for number, line in enumerate(lines) if line.strip().startswith("ensure_venv")
    ]
    assert outside_clone, "step 3 no longer calls the checkout's venv: update this test"
    assert makes_venv and makes_venv[0] < outside_clone[0]
