"""Do the mutation figures docs/testing.md gives for a module match its last run?

    scripts/mutation adjudication/game1848/victory.py
    .venv/bin/python tools/mutation_figures.py adjudication/game1848/victory.py

Reads the module's row of a "| module | mutants | caught, first run | caught after new tests |
equivalent | open |" table in docs/testing.md and the run left in var/mutation/<module>/
(``mutmut results --all true``: every mutant and its status). The row must give the run's
number of mutants, and its equivalent and open mutants together must be the run's mutants
not killed: a code change that adds a mutant, or a test change that lets one live, shows up
as a difference here. CI runs it on a cheap module (.ci/run, step 4).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# A timeout is caught (docs/testing.md: "Caught = killed or timed out", an endless loop
# stopped by mutmut's timeout), so it is not among the statuses that count as not killed.
ALIVE = ("survived", "no tests", "suspicious")


def documented(module: str, doc: Path = ROOT / "docs" / "testing.md") -> tuple[int, int, int]:
    """(mutants, equivalent, open) from the module's table row (the last one, when an older
    table still has a row of an earlier run); a table with an "accepted" column before "open"
    counts the accepted ones as open (not killed either)."""
    for line in reversed(doc.read_text(encoding="utf-8").splitlines()):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        name = cells[0].split("`")[1] if cells[0].count("`") >= 2 else cells[0]
        if len(cells) in (6, 7) and name.endswith(".py") and (module == name
                                                              or module.endswith("/" + name)):
            numbers = [re.match(r"\d+", c) for c in cells[1:]]
            if numbers[0] and all(numbers[i] for i in range(3, len(numbers))):
                values = [int(n.group()) if n else 0 for n in numbers]
                return values[0], values[3], sum(values[4:])
    raise SystemExit(f"{module}: no row with mutants, equivalent and open in {doc}")


def measured(module: str) -> tuple[int, int]:
    """(mutants, not killed) of the last run in var/mutation/<module>/."""
    work = ROOT / "var" / "mutation" / module.replace("/", "_")
    if not (work / "mutants").is_dir():
        raise SystemExit(f"{module}: no run in {work}; run scripts/mutation {module} first")
    listing = subprocess.run([str(work / ".venv" / "bin" / "mutmut"), "results", "--all", "true"],
                             cwd=work, capture_output=True, text=True, check=True).stdout
    statuses = [line.rsplit(": ", 1)[1] for line in listing.splitlines() if ": " in line]
    return len(statuses), sum(status in ALIVE for status in statuses)


def main(modules: list[str]) -> int:
    wrong = []
    for module in modules:
        mutants, equivalent, open_ = documented(module)
        run_mutants, alive = measured(module)
        print(f"{module}: documented {mutants} mutants, {equivalent} equivalent + {open_} open;"
              f" measured {run_mutants} mutants, {alive} not killed")
        if (mutants, equivalent + open_) != (run_mutants, alive):
            wrong.append(module)
    if wrong:
        print("docs/testing.md does not match the last run of: " + ", ".join(wrong)
              + " (run scripts/mutation again and update the row, or kill the new survivor)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
