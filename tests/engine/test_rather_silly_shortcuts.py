"""The Rather Silly engine's shortcuts (issue 15, third pass) give the plain code's answers.

- ``grammar._as_written`` reads plainly written lines without the general path: every line
  of seeded games, and respellings of them, must come out as the general path reads them
  (the same value or the same error);
- ``rulebook.phase_rulebook`` binds the hooks to one phase: every scenario (birds, twins,
  A®mazonen, tunnel, wormhole, devils ...) and seeded seasons must come out as with the
  hooks that read ``board.extra["ctx"]`` on every call (``rulebook.rulebook``), also with
  each section switched off;
- the board's tables and the monsters' per-board reach answer as the map does.
"""

from __future__ import annotations

import dataclasses
import json
import re
from fractions import Fraction
from pathlib import Path

import pytest

from adjudication.rather_silly import conditions, grammar, monsters, movement, superhirn
from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.borg import best_by_rings, ring_vector
from adjudication.rather_silly.grammar import OrderError, parse_order
from adjudication.rather_silly.interface import resolve
from adjudication.rather_silly.play import season_orders, start
from adjudication.rather_silly.rulebook import rulebook
from adjudication.rather_silly.sequence import play_season
from adjudication.rather_silly.state import Unit
from adjudication.rather_silly.units import Kind

BOARD = load_board()
SCENARIOS = sorted((Path(__file__).parents[1] / "scenarios" / "rather_silly").glob("*.json"))


def _games(seeds: range, until: int) -> list[tuple]:
    """(state, orders) of every season of seeded random games up to ``until``."""
    found = []
    for seed in seeds:
        state = start(BOARD, seed)
        while state.phase.year < until:
            given = season_orders(BOARD, state)
            found.append((state, given))
            result = play_season(state, given, BOARD)
            if result.end:
                break
            state = result.state
    return found


SEASONS = _games(range(1, 4), 1906)


def _read(line: str) -> object:
    try:
        return parse_order(line, BOARD)
    except OrderError as exc:
        return ("error", str(exc))


def _lines() -> list[str]:
    lines = sorted({line for _, given in SEASONS for ls in given.orders.values() for line in ls})
    respelt = [variant for line in lines for variant in (
        line.lower(), line.upper(), line.replace(" - ", "-"), line.replace(" - ", " -> "),
        line.replace(" H", " hold"), line.replace(" S ", " s "), line + " via convoy",
        line.replace(" - ", " to "), "  " + line + " ")]
    extra = ["A stp/sc - bot", "F stp/sc - bot", "F bot - stp/sc", "A mun S A ber - kie",
             "A mun S F kie", "A mun S A ber - kie - den", "A mun - ber - kie", "A mun S",
             "A ver - ber", "A mun - mun", "WURMLOCH lvp-lvp", "WURMLOCH lvp-xyz",
             "WORMHOLE lon - mos", "A nth", "X mun H", "A mun H H", "SM nth - nwg",
             "A mun - - ber", "A mun C A ber - kie", "F nth C A lon - nwy", "AM par - bur"]
    return lines + respelt + extra


def test_plain_lines_read_as_the_general_path_reads_them(monkeypatch: pytest.MonkeyPatch) -> None:
    lines = _lines()
    assert len(lines) > 500
    fast = [_read(line) for line in lines]
    assert sum(grammar._as_written(line.split(), BOARD) is not None for line in lines) > 100
    monkeypatch.setattr(grammar, "_as_written", lambda words, board: None)
    general = [_read(line) for line in lines]
    assert fast == general


def _condition(line: str) -> object:
    try:
        return conditions.parse(BOARD, line)
    except conditions.ConditionError as exc:
        return ("error", str(exc))


def test_plain_conditions_read_as_the_general_path_reads_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    lines = sorted({line for _, given in SEASONS
                    for kind in (given.retreats, given.soul_sales, given.adjustments)
                    for ls in kind.values() for line in ls})
    lines += [v for line in list(lines) for v in (
        line.replace("IF", "if"), line.replace(" THEN ", "  THEN  "), line + "\n",
        line.replace(")", ") AND occupied(mun)"), line.replace("dislodged(", "NOT dislodged("),
        line.replace("THEN", "THEN IF"))]
    lines += ["IF dislodged(F stp/sc) THEN F stp/sc R bot", "IF dislodged(A xyz) THEN A xyz R",
              "IF dislodged(A) THEN A mun R boh", "IF dislodged(A mun) THEN ", "A mun R boh"]
    assert sum(conditions._PLAIN.match(line) is not None for line in lines) > 20
    fast = [_condition(line) for line in lines]
    monkeypatch.setattr(conditions, "_PLAIN", re.compile(r"(?!)"))
    assert fast == [_condition(line) for line in lines]


def _scenario_answers(disabled: str | None = None) -> list[object]:
    answers = []
    for path in SCENARIOS:
        data = json.loads(path.read_text(encoding="utf-8"))["input"]
        answers.append(resolve(data, disabled=frozenset({disabled} if disabled else ())))
    return answers


def test_phase_hooks_answer_as_the_context_hooks(monkeypatch: pytest.MonkeyPatch) -> None:
    sections = sorted({json.loads(p.read_text(encoding="utf-8"))["section"] for p in SCENARIOS})
    bound = [_scenario_answers(s) for s in (None, *sections)]
    seasons = [repr(play_season(state, given, BOARD)) for state, given in SEASONS]
    monkeypatch.setattr(movement, "phase_rulebook", lambda ctx, units: rulebook())
    assert bound == [_scenario_answers(s) for s in (None, *sections)]
    assert seasons == [repr(play_season(state, given, BOARD)) for state, given in SEASONS]


def test_board_tables_answer_as_the_map() -> None:
    for abbr, province in BOARD.map.provinces.items():
        for loc in (abbr, *(f"{abbr}/{c}" for c in province.coasts)):
            assert BOARD.is_supply_center(loc) == province.is_supply_center
            assert BOARD.is_build_only(loc) == ("build_only" in province.tags)
            assert BOARD.is_hyperspace(loc) == ("hyperspace" in province.tags)
            assert BOARD.kind(loc) == province.kind
    with pytest.raises(KeyError):
        BOARD.is_supply_center("xyz")
    assert set(BOARD.map.supply_centers) == {
        a for a, p in BOARD.map.provinces.items() if p.is_supply_center}


def test_monster_reach_by_map_is_the_reach_without_wormhole() -> None:
    for abbr in BOARD.map.provinces:
        for kind, letter in ((Kind.SEA_MONSTER, "F"), (Kind.SPACE_MONSTER, "A")):
            for at in BOARD.map.fleet_locations_of(abbr) if letter == "F" else [abbr]:
                if not BOARD.map.is_valid_location(letter, at):
                    continue
                reach, centres = monsters._reachable_by_map(BOARD, kind, at)
                closed = monsters._closed(BOARD)
                neighbours = (BOARD.map.fleet_neighbours(at) if letter == "F"
                              else BOARD.map.army_neighbours(at))
                assert list(reach) == sorted(n for n in set(neighbours)
                                             if n.split("/")[0] not in closed)
                assert list(centres) == [r for r in reach if BOARD.is_supply_center(r)]


def test_counted_view_is_the_plain_view() -> None:
    graph = monsters._graph(BOARD)
    checked = 0
    for state, _ in SEASONS[::3]:
        counted = monsters._count(state.units)
        rings: dict[str, tuple[int, ...]] = {}
        for unit in state.units:
            if unit.kind in monsters.MONSTER_KINDS:
                plain = monsters._View(BOARD, unit, state.units)
                shared = monsters._View(BOARD, unit, state.units, counted, rings)
                assert plain.weight == shared.weight
                for prov in graph:
                    assert shared.ring(prov) == ring_vector(graph, prov, plain.weight)
                groups = [sorted(graph)[i::7] for i in range(7)] + [[p] for p in sorted(graph)[:3]]
                for group in groups:
                    assert shared.fewest(group) == [x for x in sorted(group) if x in set(
                        best_by_rings(graph, group, plain.weight, most=False))]
                checked += 1
    assert checked > 10


def test_share_strings_read_as_fractions() -> None:
    for text in ("1/3", "7/12", "2", "0", "12/4", "007/12", "-1/3", " 1/2", "0.5", "1e2", "٣"):
        assert superhirn.read_share(text) == Fraction(text)
    assert superhirn.read_share(2) == Fraction(2)


def test_state_replace_is_dataclasses_replace() -> None:
    for state, _ in SEASONS[:6]:
        for changes in ({"seed": 9}, {"units": state.units[1:]}, {"supply_centers": {"mun": "x"}},
                        {"wormhole": ("lon", "mos"), "section_state": {"a": {}}}):
            new = state.replace(**changes)
            assert new == dataclasses.replace(state, **changes)
            assert new.centers_of("x") == (("mun",) if "supply_centers" in changes else ())
            assert new.units_in("mun") == tuple(u for u in new.units if u.province == "mun")
            for unit in state.units:
                assert new.units_of(unit.power) == tuple(
                    u for u in new.units if u.power == unit.power)
                if unit in new.units:
                    assert new.unit(unit.id) is unit
                else:
                    with pytest.raises(KeyError):
                        new.unit(unit.id)


def test_quick_init_units_are_the_dataclass_values() -> None:
    unit = Unit("a", "austria", Kind.ARMY, "vie")
    assert (unit.devil_seasons_left, unit.special_fleet, unit.built_at, unit.twin,
            unit.origin) == (0, False, None, None, "build")
    assert unit == Unit(id="a", power="austria", kind=Kind.ARMY, at="vie", origin="build")
    assert hash(unit) == hash(Unit("a", "austria", Kind.ARMY, "vie"))
    assert repr(unit).startswith("Unit(id='a', power='austria'")
    with pytest.raises(AttributeError):
        unit.at = "bud"  # type: ignore[misc]
