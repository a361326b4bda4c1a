"""Section steps around the engine in a movement phase, and how they are found.

A section module takes part in every movement phase by defining ``STEPS = (Step(...), ...)``.
``stage`` is ``"orders"`` (before the engine: rewrite ``ctx.orders``, record ``ctx.facts``) or
``"after"`` (after the engine: change positions, destroy units, add events and flags). Steps
run by ``order`` within their stage; the numbers in use are listed in
``docs/rules/rather-silly.md`` ("Order of steps"). Modules are found by scanning this package
for files with a top-level ``STEPS =`` line (only those are imported, so a helper module that
is not a section is never loaded by accident), so a new section needs no edit anywhere else.
A step whose ``section`` is in ``ctx.disabled`` is skipped (scenario tests run each position
without its rule too).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from adjudication.rather_silly.context import PhaseContext

STAGES = ("orders", "after")


@dataclass(frozen=True)
class Step:
    stage: str  # "orders" | "after"
    order: int  # position within the stage
    section: str  # "§8": skipped when the section is disabled
    run: Callable[[PhaseContext], None]
    name: str = ""


@cache
def steps() -> tuple[Step, ...]:
    """Every section's steps, sorted by stage and order."""
    # This package's folder and name, not its face: the face loads the whole engine, which
    # loads this module (the sections are found here, by name, never imported by it).
    folder = Path(__file__).parent
    found: list[Step] = []
    for info in pkgutil.iter_modules([str(folder)]):
        source = folder / f"{info.name}.py"
        if not source.is_file() or not _declares_steps(source.read_text(encoding="utf-8")):
            continue
        module = importlib.import_module(f"{__package__}.{info.name}")
        found.extend(getattr(module, "STEPS", ()))
    for step in found:
        if step.stage not in STAGES:
            raise ValueError(f"step {step.name or step.run} has unknown stage {step.stage!r}")
    return tuple(sorted(found, key=lambda s: (STAGES.index(s.stage), s.order, s.section)))


def _declares_steps(source: str) -> bool:
    return any(line.startswith("STEPS =") or line.startswith("STEPS:")
               for line in source.splitlines())


def run_stage(ctx: PhaseContext, stage: str) -> None:
    for step in steps():
        if step.stage == stage and ctx.enabled(step.section):
            step.run(ctx)
