"""A whole seeded game with random legal orders for all eleven roles.

``python -m adjudication play --seed N --until 1921`` (or ``python -m
adjudication.rather_silly.play``) plays Winter 1900 (lama placement) and then Spring and Fall
seasons through :func:`sequence.play_season` until a victory, a draw or ``--until``. Every
order comes from ``rng_for(seed, phase, "orders:<player>")``, so a game replays exactly.

The generator writes orders the way players do (text lines), so the parser, the conditions
and every section's checks are exercised; it is not a strategy, only legal noise. After every
step of a season :func:`check_position` looks for broken rules (two conventional units in a
province, a stranger in Hyperspace, more centre-supported units than allowed after the
adjustments); after every season :func:`check_invariants` also looks for secrets in the public
output (lama herds, wormhole votes, private events).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from adjudication.rather_silly import roles, superhirn, victory
from adjudication.rather_silly.board import Board, load_board
from adjudication.rather_silly.rng import rng_for
from adjudication.rather_silly.sequence import SeasonOrders, SeasonResult, play_season
from adjudication.rather_silly.state import NATIONS, PLAYERS, State, Unit
from adjudication.rather_silly.units import Kind, rules_of


class InvariantBroken(AssertionError):
    """A rule the engine must never break was broken (a bug, never a player's fault)."""


# --- random legal orders -------------------------------------------------------------------

def _moves(board: Board, unit: Unit) -> list[str]:
    letter = rules_of(unit.kind).moves_as
    if letter == "A":
        found = board.map.army_neighbours(unit.province)
    elif letter == "F":
        found = board.map.fleet_neighbours(unit.at)
    else:
        return []
    return sorted(t for t in found if not board.is_build_only(t) and not board.is_hyperspace(t))


def lama_placements(board: Board, seed: int | str) -> dict[str, list[str]]:
    fields = sorted(a for a, p in board.map.provinces.items()
                    if not p.is_supply_center and p.kind != "impassable"
                    and not board.is_build_only(a) and not board.is_hyperspace(a))
    return {p: [rng_for(seed, "W1900A", f"lamas:{p}").choice(fields) for _ in range(3)]
            for p in PLAYERS}


def _unit_line(board: Board, state: State, unit: Unit, rnd: random.Random) -> str | None:
    k = unit.kind.value
    if unit.kind is Kind.TARDIS:
        alone = not [u for u in state.units_in(unit.province) if u.id != unit.id]
        if (alone or unit.province == "hyp") and rnd.random() < 0.5:
            return f"T {unit.province} HYP {rnd.choice(sorted(board.map.supply_centers))}"
        return None
    if unit.kind in (Kind.BORG, Kind.LAMA, Kind.SEA_MONSTER, Kind.SPACE_MONSTER):
        return None
    if unit.kind is Kind.BIRD:
        return _flight(board, unit, rnd)
    moves = _moves(board, unit)
    roll = rnd.random()
    if unit.kind is Kind.AMAZON and roll < 0.3:
        near = [u for u in state.units if u.kind.value in ("A", "F")
                and u.province in board.neighbours(unit.province)]
        if near:
            other = rnd.choice(near)
            return f"AM {unit.at} VER {other.kind.value} {other.at}"
    if unit.kind is Kind.DRECKSACK and roll < 0.2:
        return f"DA {unit.at} HOSE"
    if moves and roll < 0.6:
        return f"{k} {unit.at} - {rnd.choice(moves)}"
    if moves and roll < 0.8 and rules_of(unit.kind).may_support:
        near = [u for u in state.units if u.province in {m.split('/')[0] for m in moves}
                and rules_of(u.kind).occupies and u.kind.value in ("A", "F")]
        if near:
            other = rnd.choice(near)
            return f"{k} {unit.at} S {other.kind.value} {other.at}"
    return f"{k} {unit.at} H"


def _flight(board: Board, bird: Unit, rnd: random.Random) -> str | None:
    """A bird's route of one to three provinces (never back where it has been)."""
    route = [bird.province]
    for _ in range(rnd.randint(1, 3)):
        options = sorted(p for p in board.neighbours(route[-1])
                         if p not in route and not board.is_build_only(p)
                         and not board.is_hyperspace(p))
        if not options:
            break
        route.append(rnd.choice(options))
    return f"V {'-'.join(route)}" if len(route) > 1 else None


def season_orders(board: Board, state: State) -> SeasonOrders:
    """Random legal orders for everyone this season (deterministic from the seed)."""
    code = state.phase.code
    seed = state.seed
    orders: dict[str, list[str]] = {}
    for player in PLAYERS:
        rnd = rng_for(seed, code, f"orders:{player}")
        lines = [line for u in state.units_of(player)
                 if (line := _unit_line(board, state, u, rnd))]
        herds = [h for h in state.section_state.get("lamas", {}).get("herds", [])
                 if h["owner"] == player and not h["exploded"]]
        if herds and rnd.random() < 0.08:
            lines.append(f"L {rnd.choice(herds)['at']} Exp")
        if rnd.random() < 0.5:
            a, b = rnd.sample(sorted(board.map.supply_centers), 2)
            lines.append(f"WURMLOCH {a}-{b}")
        orders[player] = lines
    rnd = rng_for(seed, code, "orders:roles")
    conventional = [u for u in state.units if u.kind.value in ("A", "F") and u.power in NATIONS]
    narr: list[str] = []
    if conventional:
        target = rnd.choice(conventional)
        moves = _moves(board, target)
        if moves:
            narr.append(f"{target.kind.value} {target.at} - {rnd.choice(moves)}")
    bounceable = sorted({m.split("/")[0] for u in conventional for m in _moves(board, u)})
    predictions = rnd.sample(bounceable, 2) if len(bounceable) >= 2 else []
    correct = None if rnd.random() < 0.05 else [
        p for p in PLAYERS if p != "superhirn" and rnd.random() < 0.15]
    shares = superhirn.shares_from_json(state.section_state.get("superhirn", {}).get("shares"))
    share_builds = {}
    for player, amount in sorted(shares.items()):
        if amount >= 1 and player != "narr":
            free = [i for i in superhirn.ISLANDS if not state.units_in(i)]
            if free:
                share_builds[player] = f"F {rnd.choice(free)}"
    retreats = {}
    for u in state.units:
        if u.power in PLAYERS and u.kind.value in ("A", "F"):
            to = _moves(board, u)
            if to:
                retreats.setdefault(u.power, []).append(
                    f"IF dislodged({u.kind.value} {u.province}) THEN {u.kind.value} {u.province}"
                    f" R {rnd.choice(to)}")
    box = next((u for u in state.units if u.kind is Kind.TARDIS), None)
    if box is not None and box.province != "hyp":
        retreats.setdefault("doktor", []).append(f"T {box.province} R hyp")
    souls = {}
    for u in state.units:
        if u.kind.value in ("A", "F") and u.origin == "build" and not u.is_devil \
                and rnd.random() < 0.03:
            souls.setdefault(u.power, []).append(f"{u.kind.value} {u.province} TEUFEL")
    builds: dict[str, list[str]] = {}
    if state.phase.season == "fall":
        for player in PLAYERS:
            for site in roles.build_sites(board, state, player):
                roll = rnd.random()
                if board.map.fleet_locations_of(site) == (site,) and roll < 0.35:
                    letter = "F"
                else:
                    letter = "V" if roll > 0.85 else "A"
                builds.setdefault(player, []).append(f"BUILD {letter} {site}")
                if rnd.random() < 0.2:
                    extra = rnd.choice(["AM", "DA"])
                    builds[player].append(f"BUILD {extra} {site}")
    return SeasonOrders(
        orders=orders, retreats=retreats, soul_sales=souls, adjustments=builds, narr=narr,
        predictions=predictions, superhirn_correct=correct, share_builds=share_builds,
    )


# --- invariants ----------------------------------------------------------------------------

def check_position(board: Board, state: State, step: str = "") -> None:
    """Invariants of every position, after every step of a season."""
    where = f" after {step}" if step else ""
    occupying: dict[str, list[str]] = {}
    for u in state.units:
        if u.kind.value in ("A", "F", "SA", "SF"):
            occupying.setdefault(u.province, []).append(u.id)
        if board.is_hyperspace(u.at) and u.kind is not Kind.TARDIS:
            raise InvariantBroken(f"{u.id} is in Hyperspace{where}")
        if board.is_build_only(u.at) and u.origin != "superhirn":
            raise InvariantBroken(f"{u.id} stands on a build-only island{where}")
    if sum(u.kind is Kind.TARDIS for u in state.units) != 1:
        raise InvariantBroken(f"the indestructible TARDIS is gone or doubled{where}")
    if sum(u.kind is Kind.BORG for u in state.units) > 1:
        raise InvariantBroken(f"more than one Borg{where}")
    crowded = {p: ids for p, ids in occupying.items() if len(ids) > 1}
    if crowded:
        raise InvariantBroken(f"two conventional units in one province{where}: {crowded}")
    if state.units_of("narr"):
        raise InvariantBroken(f"the Narr owns units{where}")
    if step == "adjustments" and state.phase.season == "winter":
        for power in PLAYERS:
            need = [u for u in state.units_of(power) if roles.needs_centre(u)]
            allowed = roles.allowance(board, state, power)
            if len(need) > allowed:
                raise InvariantBroken(
                    f"{power} keeps {len(need)} centre-supported units for {allowed} centres")


def check_invariants(board: Board, before: State, result: SeasonResult) -> None:
    """Invariants of a finished season: its position and its public output."""
    check_position(board, result.state)
    state = result.state
    leaked = [e.message for e in result.public if e.private]
    if leaked:
        raise InvariantBroken(f"a private event in public output: {leaked}")
    herds = {h["id"]: h["owner"] for h in state.section_state.get("lamas", {}).get("herds", [])}
    public = json.dumps([e.to_json() for e in result.public], ensure_ascii=False)
    if any(h in public for h in herds) or "WURMLOCH" in public.upper():
        raise InvariantBroken("a secret (lama herd, wormhole vote) leaked into public output")
    for event in result.public:
        if event.code == "lama_exploded" and any(
                owner in json.dumps(event.data.get("lamas", "")) for owner in PLAYERS):
            raise InvariantBroken("a lama's owner leaked")


# --- the game ------------------------------------------------------------------------------

@dataclass
class GameRecord:
    seed: int | str
    end: victory.GameEnd | None = None
    seasons: int = 0
    last_phase: str = ""
    units_per_season: list[int] = field(default_factory=list)


def start(board: Board, seed: int | str) -> State:
    """Winter 1900 with random lama placements (``roles.new_game`` checks them)."""
    return roles.new_game(board, seed, lama_placements(board, seed))


def play_game(
    seed: int | str,
    until: int = victory.NARR_YEAR,
    *,
    board: Board | None = None,
    on_season: Callable[[State, SeasonResult], None] | None = None,
) -> GameRecord:
    board = board or load_board()
    state = start(board, seed)
    record = GameRecord(seed)
    while True:
        given = season_orders(board, state)
        result = play_season(state, given, board,
                             observe=lambda step, st: check_position(board, st, step))
        check_invariants(board, state, result)
        if on_season:
            on_season(state, result)
        record.seasons += 1
        record.last_phase = state.phase.code
        record.units_per_season.append(len(result.state.units))
        record.end = result.end  # §18 after every phase of the season
        state = result.state
        if record.end or state.phase.year >= until:
            return record


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m adjudication play",
                                     description="play a whole seeded Rather Silly game")
    add_arguments(parser)
    args = parser.parse_args(argv)
    try:
        return run(args)
    except BrokenPipeError:  # "| head": the reader has seen enough
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the final flush
        return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--until", type=int, default=victory.NARR_YEAR,
                        help="stop when this year is reached (default 1921: the Narr wins)")
    parser.add_argument("--json", action="store_true", help="one JSON line per season")


def run(args: Any) -> int:
    def show(state: State, result: SeasonResult) -> None:
        if args.json:
            print(json.dumps({"phase": state.phase.code, "units": len(result.state.units),
                              "events": [e.to_json() for e in result.public]},
                             ensure_ascii=False))
        else:
            print(f"{state.phase.code}: {len(result.state.units)} units, "
                  f"{len(result.public)} events, {len(result.flags)} review flags")

    record = play_game(args.seed, args.until, on_season=show)
    end = record.end
    print(f"game {args.seed}: {record.seasons} seasons, last {record.last_phase}; "
          + (f"{end.how}: {end.why}" if end else "stopped"))
    return 0


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["Fraction", "check_invariants", "play_game", "season_orders"]
