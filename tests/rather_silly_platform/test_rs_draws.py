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
