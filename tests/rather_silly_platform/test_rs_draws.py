"""Rather Silly and agreed endings (§18: "Unentschieden ... können vorher jederzeit vereinbart
werden"): draws yes, concessions no; the Narr, Superhirn, Doktor and Wahrsager vote."""

import pytest

from games.errors import InvalidInput
from games.services import draws


def test_rather_silly_allows_draws_not_concessions_and_the_roles_vote(rs_running):
    narr = rs_running.seats.get(key="narr")
    with pytest.raises(InvalidInput, match="do not allow"):
        draws.draw_propose(game=rs_running, user=narr.player, kind="concession",
                           seats=["doktor"])
    proposal = draws.draw_propose(game=rs_running, user=narr.player)
    assert {"narr", "superhirn", "doktor", "wahrsager", "austria"} <= set(proposal.voters)
    assert len(proposal.voters) == 11


def test_a_draw_of_all_eleven_is_cut_to_64_characters_on_the_game_and_whole_on_the_proposal(
        rs_running, eleven, gm):
    """Pinned by mutation testing of ``games/services/draws.py`` (issue 24): eleven seats make
    the only winner list longer than the game's 64-character field."""
    proposal = draws.draw_propose(game=rs_running, user=eleven["narr"])
    for key, user in eleven.items():
        if key != "narr":
            draws.draw_vote(proposal=proposal, user=user, accept=True)
    game = draws.draw_confirm(proposal=proposal, actor=gm, reason="§18: agreed")
    game.refresh_from_db()
    assert game.winner == "austria, england, france, germany, italy, russia, turkey, narr, "
    proposal.refresh_from_db()
    assert len(proposal.seats) == 11
