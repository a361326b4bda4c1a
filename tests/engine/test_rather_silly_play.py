"""Whole seeded games with random legal orders for all eleven roles (§17, §18)."""

import pytest

from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.play import (
    InvariantBroken,
    check_invariants,
    play_game,
    season_orders,
    start,
)
from adjudication.rather_silly.review import Event
from adjudication.rather_silly.sequence import SeasonResult
from adjudication.rather_silly.state import Unit
from adjudication.rather_silly.units import Kind

BOARD = load_board()


@pytest.mark.parametrize("seed", range(20))
def test_a_whole_random_game_keeps_every_invariant_after_every_season(seed):
    seen: list[str] = []
    record = play_game(seed, on_season=lambda state, result: seen.append(state.phase.code))
    assert seen[0] == "S1901M"
    assert record.end is not None, "a game ends by victory, draw or 1921"
    if record.end.how == "narr":
        assert seen[-1] == "F1920M"
    assert len(seen) == record.seasons


def test_the_same_seed_replays_the_same_game():
    a, b = [], []
    play_game(5, until=1904, on_season=lambda s, r: a.append(r.state))
    play_game(5, until=1904, on_season=lambda s, r: b.append(r.state))
    assert a == b


def test_every_player_places_three_lama_herds_in_winter_1900():
    state = start(BOARD, 9)
    herds = state.section_state["lamas"]["herds"]
    assert len(herds) == 33
    assert all(not BOARD.is_supply_center(h["at"]) for h in herds)
    assert state.phase.code == "S1901M"


def test_the_generator_gives_orders_to_every_role():
    state = start(BOARD, 4)
    given = season_orders(BOARD, state)
    assert set(given.orders) >= {"austria", "doktor", "narr", "superhirn", "wahrsager"}
    assert len(given.predictions) == 2
    assert given.narr


def test_the_invariant_check_catches_two_armies_in_one_province():
    state = start(BOARD, 1)
    bad = state.with_units([*state.units, Unit("x", "france", Kind.ARMY, "vie")])
    with pytest.raises(InvariantBroken, match="two conventional units"):
        check_invariants(BOARD, state, SeasonResult(bad))


def test_the_invariant_check_catches_a_leaked_lama_owner():
    state = start(BOARD, 1)
    herd = state.section_state["lamas"]["herds"][0]["id"]
    leak = Event("§2", "lama_exploded", f"herd {herd} exploded")
    with pytest.raises(InvariantBroken, match="secret"):
        check_invariants(BOARD, state, SeasonResult(state, public=[leak]))


def test_the_play_command_prints_every_season_and_the_end(capsys):
    from adjudication.rather_silly.play import main

    assert main(["--seed", "3", "--until", "1902"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("S1901M: ") and out[1].startswith("F1901M: ")
    assert out[-1].startswith("game 3: 2 seasons, last F1901M")


def test_positions_are_checked_after_every_step_of_a_season():
    from adjudication.rather_silly.sequence import play_season

    spring = start(BOARD, 2)
    steps: list[str] = []
    fall = play_season(spring, season_orders(BOARD, spring), BOARD,
                       observe=lambda step, st: steps.append(step)).state
    assert steps == ["moves", "wahrsager", "retreats", "lamas", "borg", "devils",
                     "soul sales", "monsters", "superhirn"]
    steps.clear()
    play_season(fall, season_orders(BOARD, fall), BOARD,
                observe=lambda step, st: steps.append(step))
    assert steps == ["moves", "wahrsager", "retreats", "lamas", "borg", "devils",
                     "soul sales", "monsters", "adjustments", "superhirn"]


def test_the_position_check_catches_a_unit_in_hyperspace():
    from adjudication.rather_silly.play import check_position

    state = start(BOARD, 1)
    bad = state.with_units([*state.units, Unit("x", "italy", Kind.FLEET, "hyp")])
    with pytest.raises(InvariantBroken, match="Hyperspace after borg"):
        check_position(BOARD, bad, "borg")


def test_the_engine_command_line_runs_the_play_subcommand(capsys):
    from adjudication.cli import main

    assert main(["play", "--seed", "6", "--until", "1902"]) == 0
    assert capsys.readouterr().out.splitlines()[-1].startswith("game 6: 2 seasons")


def test_the_position_check_misses_no_tardis_and_no_stranger_on_an_island():
    from adjudication.rather_silly.play import check_position

    state = start(BOARD, 1)
    gone = state.with_units([u for u in state.units if u.kind is not Kind.TARDIS])
    with pytest.raises(InvariantBroken, match="TARDIS"):
        check_position(BOARD, gone, "lamas")
    island = state.with_units([*state.units, Unit("x", "italy", Kind.FLEET, "cre")])
    with pytest.raises(InvariantBroken, match="build-only island"):
        check_position(BOARD, island, "retreats")
