"""Draw proposals and votes at their edges, pinned by mutation testing of
``games/services/draws.py`` (issue 24): who survives and who votes, each refusal and the
field it names, when a proposal is decided, what the game master's decision writes, and that
the mails after a vote never say whose vote it was."""

import datetime as dt

import pytest
from django.core import mail

from games import services
from games.errors import Conflict, InvalidInput, NotAllowed
from games.models import DrawProposal, DrawVote, Game, GmAction, Phase
from games.services import draws

DAY = dt.timedelta(days=1)
A_DRAW_IS_SHARED = ("A draw is shared by two seats or more; to give the game to one seat, "
                    "propose a concession.")
ONE_SEAT = "A concession names exactly one seat: the one the others concede the game to."
BUSY = "A proposal is being voted on; wait for its end."


def vote_yes(proposal, players, *powers):
    for power in powers:
        draws.draw_vote(proposal=proposal, user=players[power], accept=True)
    proposal.refresh_from_db()
    return proposal


def passed(game, players, seats=None, kind="draw"):
    """A proposal by Austria every seat accepted."""
    proposal = draws.draw_propose(game=game, user=players["austria"], kind=kind, seats=seats)
    return vote_yes(proposal, players, *(p for p in players if p != "austria"))


def refusal(error, call, **arguments):
    """The (field, message) of the ``error`` the call raises."""
    with pytest.raises(error) as refused:
        call(**arguments)
    return refused.value.field, refused.value.message


def without(state, power):
    """The state with ``power`` gone from the board: no unit, no supply centre."""
    return {**state,
            "units": [unit for unit in state["units"] if unit["power"] != power],
            "supply_centers": {key: centres for key, centres in state["supply_centers"].items()
                               if key != power}}


# --- who survives, who votes --------------------------------------------------------------

def test_survivors_are_read_from_the_latest_phase_not_undone_by_a_rollback(running_game):
    first = running_game.phases.get()
    first.status = Phase.Status.PUBLISHED
    first.save()
    later = dict(game=running_game, label=first.label, phase_type=first.phase_type)
    Phase.objects.create(index=1, state=without(first.state, "turkey"), **later)
    Phase.objects.create(index=2, state=without(without(first.state, "turkey"), "england"),
                         status=Phase.Status.SUPERSEDED, **later)
    assert draws.survivors(running_game) == [
        "austria", "england", "france", "germany", "italy", "russia"]


def test_a_game_without_a_phase_has_no_survivors(draft_game):
    assert draws.survivors(draft_game) == []


def test_a_seat_without_a_player_neither_votes_nor_proposes(running_game, players):
    turkey = running_game.seats.get(key="turkey")
    turkey.player = None
    turkey.save()
    proposal = draws.draw_propose(game=running_game, user=players["austria"])
    assert "turkey" in proposal.seats and "turkey" not in proposal.voters
    assert draws.voters(running_game, ["england", "turkey", "austria"]) == ["england", "austria"]


# --- refusals and the field each names ----------------------------------------------------

@pytest.mark.parametrize("status", [Game.Status.DRAFT, Game.Status.FINISHED])
def test_only_a_running_or_paused_game_takes_a_proposal(running_game, players, status):
    running_game.status = status
    running_game.save()
    assert refusal(Conflict, draws.draw_propose, game=running_game,
                   user=players["austria"]) == ("kind", "“Demo 1901” is not running.")


def test_a_paused_game_takes_a_proposal_and_its_confirmation_ends_the_pause(
        running_game, players, gm, frozen):
    services.game_pause(game=running_game, actor=gm, reason="holidays")
    proposal = passed(running_game, players)
    assert proposal.status == DrawProposal.Status.PASSED
    game = draws.draw_confirm(proposal=proposal, actor=gm, reason="agreed")
    game.refresh_from_db()
    assert (game.status, game.paused_remaining) == (Game.Status.FINISHED, None)
    entry = GmAction.objects.get(action="draw_confirm")
    assert (entry.reason, entry.before, entry.after) == (
        "agreed", {"status": "paused"},
        {"status": "finished", "kind": "draw", "seats": proposal.seats})


@pytest.mark.parametrize(("kind", "seats", "field", "words"), [
    ("truce", None, "kind", "Propose one of: draw, concession."),
    ("draw", "austria, russia", "seats", "Give the seats as a list of seat keys."),
    ("draw", ["austria", 7], "seats", "Give the seats as a list of seat keys."),
    ("draw", ["austria", "narnia"], "seats",
     "Only surviving seats can share the result: austria, england, france, germany, italy, "
     "russia, turkey."),
    ("draw", ["austria"], "seats", A_DRAW_IS_SHARED),
    ("concession", None, "seats", ONE_SEAT),
    ("concession", ["austria", "russia"], "seats", ONE_SEAT),
])
def test_each_malformed_proposal_says_what_is_wrong_and_where(
        running_game, players, kind, seats, field, words):
    assert refusal(InvalidInput, draws.draw_propose, game=running_game,
                   user=players["austria"], kind=kind, seats=seats) == (field, words)
    assert not DrawProposal.objects.exists()


def test_a_rule_set_without_an_ending_names_it_and_the_field(running_game, players,
                                                              monkeypatch):
    from games.rulesets.diplomacy import DiplomacyRuleSet

    monkeypatch.setattr(DiplomacyRuleSet, "agreed_endings",
                        lambda self, settings: frozenset({"draw"}))
    assert refusal(InvalidInput, draws.draw_propose, game=running_game,
                   user=players["austria"], kind="concession", seats=["russia"]) == (
        "kind", "The rules of “Demo 1901” do not allow a concession.")


def test_an_empty_seat_list_shares_the_draw_among_every_survivor_in_table_order(
        running_game, players):
    proposal = draws.draw_propose(game=running_game, user=players["austria"], seats=[])
    assert proposal.seats == [seat.key for seat in running_game.seats.order_by("pk")]


def test_a_concession_without_a_seat_is_refused_even_with_one_survivor_left(
        running_game, players):
    phase = running_game.phases.get()
    for power in ("england", "france", "germany", "italy", "russia", "turkey"):
        phase.state = without(phase.state, power)
    phase.save()
    assert refusal(InvalidInput, draws.draw_propose, game=running_game,
                   user=players["austria"], kind="concession") == ("seats", ONE_SEAT)


def test_a_seat_named_twice_counts_once(running_game, players):
    proposal = draws.draw_propose(game=running_game, user=players["austria"],
                                  seats=["russia", "austria", "russia"])
    assert proposal.seats == ["austria", "russia"]


def test_a_second_proposal_is_refused_on_the_kind_field(running_game, players):
    draws.draw_propose(game=running_game, user=players["austria"])
    assert refusal(Conflict, draws.draw_propose, game=running_game,
                   user=players["france"]) == ("kind", BUSY)


def test_a_proposal_racing_another_is_refused_by_the_database(running_game, players,
                                                              monkeypatch):
    draws.draw_propose(game=running_game, user=players["austria"])
    monkeypatch.setattr(draws, "_live", lambda game: None)  # both read "no live proposal"
    assert refusal(Conflict, draws.draw_propose, game=running_game,
                   user=players["france"]) == ("kind", BUSY)
    assert DrawProposal.objects.count() == 1


def test_a_vote_after_the_end_is_refused_and_counts_nothing(running_game, players):
    proposal = draws.draw_propose(game=running_game, user=players["austria"])
    draws.draw_vote(proposal=proposal, user=players["turkey"], accept=False)
    mail.outbox.clear()
    assert refusal(Conflict, draws.draw_vote, proposal=proposal, user=players["england"],
                   accept=False) == ("accept", "The vote on this proposal is over.")
    assert DrawVote.objects.count() == 2 and mail.outbox == []


def test_a_second_vote_of_a_seat_is_refused_on_the_accept_field(running_game, players):
    proposal = draws.draw_propose(game=running_game, user=players["austria"])
    assert refusal(Conflict, draws.draw_vote, proposal=proposal, user=players["austria"],
                   accept=False) == ("accept", "Your seat has voted on this proposal already.")


def test_an_outsider_can_neither_propose_nor_vote(running_game, players, outsider):
    assert refusal(NotAllowed, draws.draw_propose, game=running_game, user=outsider) == (
        None, "Only the player of a surviving seat may propose this.")
    proposal = draws.draw_propose(game=running_game, user=players["austria"])
    assert refusal(NotAllowed, draws.draw_vote, proposal=proposal, user=outsider,
                   accept=True) == (
        None, "Only the players of the surviving seats vote on this proposal.")


# --- when a proposal is decided -----------------------------------------------------------

def test_a_proposal_is_decided_when_the_first_no_or_the_last_yes_arrives(
        running_game, players, gm, frozen):
    proposal = draws.draw_propose(game=running_game, user=players["austria"])
    frozen.shift(DAY)
    vote_yes(proposal, players, "england", "france", "germany", "italy", "russia")
    assert (proposal.status, proposal.decided_at) == (DrawProposal.Status.OPEN, None)
    frozen.shift(DAY)
    vote_yes(proposal, players, "turkey")
    assert proposal.status == DrawProposal.Status.PASSED
    assert proposal.decided_at == dt.datetime.now(dt.UTC)
    draws.draw_reject(proposal=proposal, actor=gm, reason="play on")
    proposal = draws.draw_propose(game=running_game, user=players["russia"])
    frozen.shift(DAY)
    draws.draw_vote(proposal=proposal, user=players["italy"], accept=False)
    proposal.refresh_from_db()
    assert (proposal.status, proposal.decided_at) == (
        DrawProposal.Status.FAILED, dt.datetime.now(dt.UTC))


def test_the_proposers_yes_is_counted_at_once(running_game, players):
    proposal = draws.draw_propose(game=running_game, user=players["austria"])
    assert proposal.status == DrawProposal.Status.OPEN
    assert DrawVote.objects.get().accept is True


def test_a_vote_is_stored_as_a_yes_or_a_no(running_game, players):
    proposal = draws.draw_propose(game=running_game, user=players["austria"])
    draws.draw_vote(proposal=proposal, user=players["england"], accept=1)
    draws.draw_vote(proposal=proposal, user=players["france"], accept=0)
    assert dict(DrawVote.objects.values_list("seat__key", "accept")) == {
        "austria": True, "england": True, "france": False}


# --- the game master's decision -----------------------------------------------------------

def test_the_game_master_gives_a_reason_to_confirm_or_refuse(running_game, players, gm):
    proposal = passed(running_game, players)
    for decide in (draws.draw_confirm, draws.draw_reject):
        with pytest.raises(InvalidInput):
            decide(proposal=proposal, actor=gm, reason="  ")
    with pytest.raises(NotAllowed):
        draws.draw_confirm(proposal=proposal, actor=players["austria"], reason="mine")
    proposal.refresh_from_db()
    assert proposal.status == DrawProposal.Status.PASSED


def test_a_passed_proposal_in_a_game_no_longer_running_cannot_be_confirmed(
        running_game, players, gm):
    proposal = passed(running_game, players)
    Game.objects.filter(pk=running_game.pk).update(status=Game.Status.FINISHED, winner="x")
    assert refusal(Conflict, draws.draw_confirm, proposal=proposal, actor=gm,
                   reason="late") == ("proposal", "“Demo 1901” is not running.")
    proposal.refresh_from_db()
    assert proposal.status == DrawProposal.Status.PASSED


def test_confirming_tells_everybody_how_the_game_ended(running_game, players, gm):
    services.profile_update(user=players["austria"], notices=["game_over"])
    proposal = passed(running_game, players, seats=["russia"], kind="concession")
    mail.outbox.clear()
    game = draws.draw_confirm(proposal=proposal, actor=gm, reason="they conceded")
    proposal.refresh_from_db()
    assert proposal.status == DrawProposal.Status.CONFIRMED
    assert Game.objects.get(pk=game.pk).winner == "russia"
    anna = [m.body for m in mail.outbox if m.to == ["anna@example.org"]]
    assert anna and "the others conceded the game to Russia" in anna[0]


def test_a_refusal_is_dated_recorded_and_told_and_a_decided_proposal_stays_decided(
        running_game, players, gm, frozen):
    proposal = draws.draw_propose(game=running_game, user=players["austria"],
                                  seats=["austria", "russia"])
    frozen.shift(DAY)
    mail.outbox.clear()
    draws.draw_reject(proposal=proposal, actor=gm, reason="too early")
    proposal.refresh_from_db()
    assert (proposal.status, proposal.decided_at) == (
        DrawProposal.Status.REJECTED, dt.datetime.now(dt.UTC))
    entry = GmAction.objects.get(action="draw_reject")
    assert (entry.reason, entry.after) == (
        "too early", {"kind": "draw", "seats": ["austria", "russia"]})
    assert any("did not confirm a draw shared by Austria, Russia" in m.body
               for m in mail.outbox if m.to == ["emil@example.org"])
    assert refusal(Conflict, draws.draw_reject, proposal=proposal, actor=gm,
                   reason="again") == ("proposal", "This proposal has been decided already.")
    assert refusal(Conflict, draws.draw_confirm, proposal=proposal, actor=gm,
                   reason="again") == (
        "proposal", "Only a proposal every surviving seat accepted can be confirmed.")


# --- the secret: no mail says whose vote it was --------------------------------------------

def test_no_mail_after_the_votes_names_a_voter_in_any_language(running_game, players, gm):
    services.profile_update(user=players["england"], language="de")
    # France proposes (its yes is a vote too) a draw it does not share in
    proposal = draws.draw_propose(game=running_game, user=players["france"],
                                  seats=["austria", "russia"])
    vote_yes(proposal, players, "germany", "italy")
    draws.draw_vote(proposal=proposal, user=players["turkey"], accept=False)
    voters = {"france": ("France", "Frankreich", "francois"),
              "germany": ("Germany", "Deutschland", "gerd"),
              "italy": ("Italy", "Italien", "ida"),
              "turkey": ("Turkey", "Türkei", "tarik")}
    told = set()
    for message in mail.outbox:
        text = message.subject + message.body + "".join(str(a[0]) for a in message.alternatives)
        for power, words in voters.items():
            if message.to != [players[power].email]:
                assert not any(word in text for word in words), (message.to, power)
        told.update(message.to)
    assert {user.email for user in players.values()} <= told  # every voter was mailed
    assert {"emil@example.org", "gisela@example.org"} <= told
