"""Ending a game by agreement: a surviving seat proposes a draw (all survivors or a named set)
or a concession, votes are secret, unanimity of the survivors passes it, the game master
confirms and the game is over. Rule sets say which endings they allow."""

import pytest
from django.core import mail
from django.test import Client

from games.errors import Conflict, InvalidInput, NotAllowed
from games.models import DrawProposal, Game
from games.rulesets.diplomacy import DiplomacyRuleSet
from games.services import draws

POWERS = ("austria", "england", "france", "germany", "italy", "russia", "turkey")


def vote_all(proposal, players, but: str = "austria", accept: bool = True):
    for power, user in players.items():
        if power != but:
            draws.draw_vote(proposal=proposal, user=user, accept=accept)
    proposal.refresh_from_db()
    return proposal


def test_a_unanimous_draw_confirmed_by_the_game_master_ends_the_game(
        running_game, players, gm):
    mail.outbox.clear()
    proposal = draws.draw_propose(game=running_game, user=players["austria"])
    assert proposal.seats == list(POWERS) and proposal.voters == list(POWERS)
    told = {to for m in mail.outbox for to in m.to}
    assert {"tarik@example.org", "gisela@example.org"} <= told
    proposal = vote_all(proposal, players)
    assert proposal.status == DrawProposal.Status.PASSED
    game = draws.draw_confirm(proposal=proposal, actor=gm, reason="all agreed")
    assert game.status == Game.Status.FINISHED
    assert game.winner.startswith("austria, england")


def test_one_no_ends_the_proposal_without_saying_whose(running_game, players):
    proposal = draws.draw_propose(game=running_game, user=players["austria"],
                                  seats=["austria", "russia"])
    draws.draw_vote(proposal=proposal, user=players["england"], accept=True)
    mail.outbox.clear()
    draws.draw_vote(proposal=proposal, user=players["turkey"], accept=False)
    proposal.refresh_from_db()
    assert proposal.status == DrawProposal.Status.FAILED
    bodies = " ".join(m.body for m in mail.outbox)
    assert "not accepted" in bodies and "Turkey" not in bodies and "tarik" not in bodies
    # the game goes on and a new proposal may follow
    draws.draw_propose(game=running_game, user=players["turkey"], kind="concession",
                       seats=["russia"])


def test_votes_are_secret_from_the_other_players(running_game, players, gm):
    proposal = draws.draw_propose(game=running_game, user=players["austria"])
    draws.draw_vote(proposal=proposal, user=players["turkey"], accept=True)
    client = Client()
    client.force_login(players["england"])
    page = client.get(f"/games/{running_game.pk}/").content.decode()
    assert "Vote yes" in page and "You voted" not in page and "✓" not in page
    client.force_login(players["turkey"])
    assert "You voted yes." in client.get(f"/games/{running_game.pk}/").content.decode()
    client.force_login(gm)
    assert "Turkey ✓" in client.get(f"/gm/games/{running_game.pk}/").content.decode()


def test_only_survivors_in_play_vote_and_outsiders_cannot_propose(
        running_game, players, outsider):
    turkey = running_game.seats.get(key="turkey")
    turkey.status = "civil_disorder"
    turkey.save()
    proposal = draws.draw_propose(game=running_game, user=players["austria"])
    assert "turkey" not in proposal.voters and "turkey" in proposal.seats
    with pytest.raises(NotAllowed):
        draws.draw_vote(proposal=proposal, user=players["turkey"], accept=False)
    assert vote_all(proposal, {k: v for k, v in players.items() if k != "turkey"}).status == \
        DrawProposal.Status.PASSED
    with pytest.raises(NotAllowed):
        draws.draw_propose(game=running_game, user=outsider)


def test_a_seat_votes_once_and_one_proposal_lives_at_a_time(running_game, players):
    proposal = draws.draw_propose(game=running_game, user=players["austria"])
    draws.draw_vote(proposal=proposal, user=players["england"], accept=True)
    with pytest.raises(Conflict):
        draws.draw_vote(proposal=proposal, user=players["england"], accept=False)
    with pytest.raises(Conflict):
        draws.draw_propose(game=running_game, user=players["france"])


@pytest.mark.parametrize(("kind", "seats"), [
    ("draw", ["austria"]), ("concession", ["austria", "russia"]), ("draw", ["narnia", "italy"]),
    ("truce", None),
])
def test_malformed_proposals_are_refused(running_game, players, kind, seats):
    with pytest.raises(InvalidInput):
        draws.draw_propose(game=running_game, user=players["austria"], kind=kind, seats=seats)


def test_a_concession_gives_the_game_to_one_seat(running_game, players, gm):
    proposal = draws.draw_propose(game=running_game, user=players["austria"],
                                  kind="concession", seats=["russia"])
    vote_all(proposal, players)
    game = draws.draw_confirm(proposal=proposal, actor=gm, reason="they conceded")
    assert (game.status, game.winner) == ("finished", "russia")


def test_the_game_master_may_refuse_and_only_confirms_unanimity(running_game, players, gm):
    proposal = draws.draw_propose(game=running_game, user=players["austria"])
    with pytest.raises(Conflict):
        draws.draw_confirm(proposal=proposal, actor=gm, reason="too early")
    with pytest.raises(NotAllowed):
        draws.draw_reject(proposal=proposal, actor=players["austria"], reason="mine")
    draws.draw_reject(proposal=proposal, actor=gm, reason="play on")
    proposal.refresh_from_db()
    assert proposal.status == DrawProposal.Status.REJECTED
    running_game.refresh_from_db()
    assert running_game.status == Game.Status.RUNNING


def test_a_rule_set_without_agreed_endings_refuses_them(running_game, players, monkeypatch):
    monkeypatch.setattr(DiplomacyRuleSet, "agreed_endings", lambda self, settings: frozenset())
    with pytest.raises(InvalidInput, match="do not allow"):
        draws.draw_propose(game=running_game, user=players["austria"])


def test_rather_silly_survivors_are_nations_with_something_and_every_role():
    from games.rulesets.rather_silly import RatherSillyRuleSet

    state = {"engine": {"units": [{"power": "italy", "type": "A", "at": "ven"}],
                        "supply_centers": {"france": ["par"]}}}
    assert RatherSillyRuleSet().survivors(state) == [
        "france", "italy", "narr", "superhirn", "doktor", "wahrsager"]
