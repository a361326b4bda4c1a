"""§7: tallying wormhole votes, the seeded lot for ties, and using the link."""

from __future__ import annotations

from adjudication.rather_silly.board import load_board
from adjudication.rather_silly.interface import resolve
from adjudication.rather_silly.wormhole import tally

BOARD = load_board()


def test_the_link_with_most_votes_wins_whichever_way_round_it_was_named() -> None:
    votes = {"england": ("lon", "mos"), "russia": ("mos", "lon"), "france": ("par", "stp")}
    link, flag = tally(BOARD, votes, seed=1, phase="S1901M")
    assert link == ("lon", "mos")
    assert flag is None


def test_a_tie_is_drawn_by_the_seeded_lot_and_flagged_for_the_gm() -> None:
    votes = {"england": ("lon", "mos"), "france": ("par", "stp")}
    drawn = set()
    for seed in range(20):
        link, flag = tally(BOARD, votes, seed=seed, phase="S1901M")
        drawn.add(link)
        assert flag is not None and flag.code == "wormhole_tie" and flag.section == "§7"
        assert list(link) == flag.default
        assert sorted(flag.options) == [["lon", "mos"], ["par", "stp"]]
        again, _ = tally(BOARD, votes, seed=seed, phase="S1901M")
        assert again == link  # the same seed replays the same lot
    assert drawn == {("lon", "mos"), ("par", "stp")}


def test_void_votes_do_not_count() -> None:
    votes = {"england": ("lon", "swi"), "france": ("isl", "par"), "italy": ("rom", "hyp")}
    assert tally(BOARD, votes, seed=1, phase="S1901M") == (None, None)


def test_votes_from_the_json_field_are_secret_and_elect_the_next_link() -> None:
    answer = resolve({
        "variant": "rather_silly", "phase": "S1901M",
        "units": [{"power": "england", "type": "F", "at": "lon"}],
        "wormhole_votes": {"england": ["edi", "nwy"], "russia": "edi-nwy",
                           "turkey": ["ank", "rom"]},
    })
    assert answer["public"]["wormhole_next"] == ["edi", "nwy"]
    assert answer["gm"]["state"]["wormhole"] == ["edi", "nwy"]
    assert "ank" not in str(answer["public"]) and "rom" not in str(answer["public"])
    assert "ank-rom" in str(answer["private"]["turkey"])
    assert "ank" not in str(answer["private"]["england"])
