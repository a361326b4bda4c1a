"""§3/§4 Monsters on the variant board: appearing, choosing orders, blocking centres."""

from dataclasses import dataclass

from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.monsters import (
    blocked_by_monsters,
    monster_move,
    spawn_location,
)
from adjudication.rather_silly.units import Kind

BOARD = load_board()


@dataclass(frozen=True)
class P:
    power: str
    kind: Kind
    at: str


def units(*specs: str) -> list[P]:
    return [P(s.split()[0], Kind(s.split()[1]), s.split()[2]) for s in specs]


def move(monster: P, others: list[P], **kw):
    return monster_move(BOARD, monster, [monster, *others], seed=3, phase="F1902M", **kw)


def test_a_sea_monster_appears_on_a_free_sea_or_coast_and_replays_the_same():
    pieces = units("england F nth", "germany A kie")
    spots = {spawn_location(BOARD, pieces, Kind.SEA_MONSTER, seed=s, phase="S1901R")
             for s in range(60)}
    assert spawn_location(BOARD, pieces, Kind.SEA_MONSTER, seed=4, phase="S1901R") == \
        spawn_location(BOARD, pieces, Kind.SEA_MONSTER, seed=4, phase="S1901R")
    provinces = {s.split("/")[0] for s in spots}
    assert provinces.isdisjoint({"nth", "kie", "isl", "cre", "hyp", "swi"})
    assert all(BOARD.kind(p) in ("sea", "coast") for p in provinces)
    assert len(provinces) > 20


def test_a_space_monster_falls_only_on_free_land():
    spots = {spawn_location(BOARD, units("russia A mos"), Kind.SPACE_MONSTER, seed=s,
                            phase="F1901R") for s in range(60)}
    assert all(BOARD.kind(p) in ("land", "coast") for p in spots)
    assert "mos" not in spots and "isl" not in spots and "cre" not in spots


def test_it_takes_an_empty_neighbouring_centre_first():
    monster = P("monsters", Kind.SEA_MONSTER, "nth")
    others = units("denmark F den", "england F edi", "france A hol", "england F lon",
                   "russia F nwy")
    assert move(monster, others).to == "bel"


def test_then_an_occupied_centre_without_neighbouring_units():
    monster = P("monsters", Kind.SPACE_MONSTER, "boh")
    others = units("germany A mun", "austria A vie", "germany A ber")
    assert move(monster, others).to == "vie"


def test_among_centres_with_neighbours_it_avoids_the_crowd():
    monster = P("monsters", Kind.SPACE_MONSTER, "boh")
    others = units("germany A mun", "austria A vie", "germany A ber", "germany A ruh",
                   "austria A bud")
    assert move(monster, others).to == "vie"


def test_on_a_centre_it_holds_unless_a_neighbouring_centre_is_calmer():
    monster = P("monsters", Kind.SPACE_MONSTER, "mun")
    # mun is bordered by one unit (sil); ber by two (sil, pru), kie by two (hol, hel).
    crowded = units("germany A sil", "russia A pru", "france A hol", "england F hel")
    assert move(monster, crowded).to is None
    monster = P("monsters", Kind.SPACE_MONSTER, "ber")
    # ber is bordered by kie and pru; kie (empty) only by ber's monster and hol... hol is
    # empty, so kie is calmer: the monster moves from one centre to the other.
    assert move(monster, units("germany A pru", "germany A sil")).to == "kie"


def test_a_dislodged_monster_retreats_by_the_same_preference_or_dies_without_options():
    monster = P("monsters", Kind.SPACE_MONSTER, "boh")
    assert move(monster, [], options=["gal", "vie"]).to == "vie"
    assert move(monster, [], options=[]).to is None
    assert "disbanded" in move(monster, [], options=[]).why


def test_the_wormhole_counts_as_a_neighbour_for_monsters():
    monster = P("monsters", Kind.SPACE_MONSTER, "boh")
    others = units("germany A mun", "austria A vie")
    assert move(monster, others, wormhole=("boh", "mos")).to == "mos"


def test_a_monster_on_a_centre_blocks_it():
    pieces = units("monsters SM bre", "monsters WM gal", "france A par")
    assert blocked_by_monsters(BOARD, pieces) == {"bre"}
