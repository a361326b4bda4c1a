"""Ending a game by agreement: draws and concessions (webDiplomacy's draw votes, DPjudge's
DIAS/concessions).

- A player of a surviving seat proposes a draw shared by all survivors or a named set of them
  (two or more), or a concession of the game to one seat, if the rule set allows that kind
  (``RuleSet.agreed_endings``; survivors from ``RuleSet.survivors``, which may count seats
  without units, such as a game's roles).
- Voters are the surviving seats in play (a seat in civil disorder or without a player does
  not vote and does not block). The proposer's yes is counted at once.
- Votes are secret: players see only their own; game masters see all. One "no" ends the
  proposal ("not accepted", without saying whose); a unanimous yes makes it ``passed`` and
  the game masters are asked to confirm. Confirming ends the game.
- One live proposal per game at a time (a database constraint).
"""

from __future__ import annotations

from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from games.emails import notices
from games.errors import Conflict, InvalidInput, NotAllowed
from games.models import DrawProposal, DrawVote, Game, Seat
from games.rulesets import get_ruleset
from games.services.access import (
    gm_action_record,
    require_game_master,
    require_reason,
    seat_of,
)
from games.services.game_end import winners_labels

KINDS = tuple(DrawProposal.Kind.values)


def survivors(game: Game) -> list[str]:
    """The seats still in the game now (the current phase's state), in table order."""
    phase = game.phases.live().order_by("-index").first()
    return survivors_among(game, phase, list(game.seats.order_by("pk")))


def survivors_among(game: Game, phase: Any, seats: list[Seat]) -> list[str]:
    """:func:`survivors` from a current phase and the game's seats a page has read already."""
    if phase is None:
        return []
    alive = set(get_ruleset(game.ruleset).survivors(phase.state))
    return [seat.key for seat in sorted(seats, key=lambda seat: seat.pk) if seat.key in alive]


def voters(game: Game, alive: list[str], seats: list[Seat] | None = None) -> list[str]:
    """The surviving seats in play; ``seats``: the game's seats, if already read."""
    if seats is None:
        seats = list(game.seats.filter(status=Seat.Status.PLAYING, player__isnull=False))
    playing = {seat.key for seat in seats
               if seat.status == Seat.Status.PLAYING and seat.player_id is not None}
    return [key for key in alive if key in playing]


def endings_allowed(game: Game) -> frozenset[str]:
    return get_ruleset(game.ruleset).agreed_endings(game.settings)


def _live(game: Game) -> DrawProposal | None:
    return game.draws.filter(status__in=[DrawProposal.Status.OPEN,
                                         DrawProposal.Status.PASSED]).first()


def draw_propose(*, game: Game, user: Any, kind: str = "draw",
                 seats: list[str] | None = None) -> DrawProposal:
    """Propose to end the game; ``seats`` share the draw (default: every survivor) or, for a
    concession, name the one seat the others concede to."""
    # A ``with`` block, not the decorator: mutmut leaves decorated functions unmutated.
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game.pk)
        if game.status not in (Game.Status.RUNNING, Game.Status.PAUSED):
            raise Conflict(_("“%(game)s” is not running.") % {"game": game.name}, field="kind")
        if kind not in KINDS:
            raise InvalidInput(_("Propose one of: %(kinds)s.") % {"kinds": ", ".join(KINDS)},
                               field="kind")
        if kind not in endings_allowed(game):
            raise InvalidInput(_("The rules of “%(game)s” do not allow a %(kind)s.")
                               % {"game": game.name, "kind": kind}, field="kind")
        seat = seat_of(user, game)
        alive = survivors(game)
        voting = voters(game, alive)
        if seat is None or seat.key not in voting:
            raise NotAllowed(_("Only the player of a surviving seat may propose this."))
        if seats is None or (kind == "draw" and not seats):
            seats = list(alive) if kind == "draw" else []
        if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
            raise InvalidInput(_("Give the seats as a list of seat keys."), field="seats")
        chosen = [key for key in alive if key in set(seats)]
        if len(chosen) != len(set(seats)):
            raise InvalidInput(_("Only surviving seats can share the result: %(alive)s.")
                               % {"alive": ', '.join(alive)}, field="seats")
        if kind == "draw" and len(chosen) < 2:
            raise InvalidInput(_("A draw is shared by two seats or more; to give the game to "
                                 "one seat, propose a concession."), field="seats")
        if kind == "concession" and len(chosen) != 1:
            raise InvalidInput(_("A concession names exactly one seat: the one the others "
                                 "concede the game to."), field="seats")
        if _live(game) is not None:
            raise Conflict(_("A proposal is being voted on; wait for its end."), field="kind")
        try:
            with transaction.atomic():
                proposal = DrawProposal.objects.create(game=game, kind=kind, seats=chosen,
                                                       voters=voting, proposed_by=user)
        except IntegrityError:
            raise Conflict(_("A proposal is being voted on; wait for its end."), field="kind") \
                from None
        DrawVote.objects.create(proposal=proposal, seat=seat, voter=user, accept=True)
        notices.send_draw_proposed(proposal)
        _count(proposal)
        return proposal


def draw_vote(*, proposal: DrawProposal, user: Any, accept: bool) -> DrawProposal:
    """A surviving seat's secret yes or no."""
    with transaction.atomic():
        proposal = DrawProposal.objects.select_for_update().select_related("game").get(
            pk=proposal.pk)
        seat = seat_of(user, proposal.game)
        if seat is None or seat.key not in proposal.voters:
            raise NotAllowed(_("Only the players of the surviving seats vote on this proposal."))
        if proposal.status != DrawProposal.Status.OPEN:
            raise Conflict(_("The vote on this proposal is over."), field="accept")
        if proposal.votes.filter(seat=seat).exists():
            raise Conflict(_("Your seat has voted on this proposal already."), field="accept")
        DrawVote.objects.create(proposal=proposal, seat=seat, voter=user, accept=bool(accept))
        _count(proposal)
        return proposal


def _count(proposal: DrawProposal) -> None:
    votes = dict(proposal.votes.values_list("seat__key", "accept"))
    if not all(votes.values()):
        proposal.status = DrawProposal.Status.FAILED
    elif set(proposal.voters) <= set(votes):
        proposal.status = DrawProposal.Status.PASSED
    else:
        return
    proposal.decided_at = timezone.now()
    proposal.save(update_fields=["status", "decided_at"])
    notices.send_draw_decided(proposal)


def draw_confirm(*, proposal: DrawProposal, actor: Any, reason: str) -> Game:
    """A game master confirms a unanimous proposal: the game is over."""
    with transaction.atomic():
        proposal = DrawProposal.objects.select_for_update().select_related("game").get(
            pk=proposal.pk)
        game = Game.objects.select_for_update().get(pk=proposal.game_id)
        require_game_master(actor, game)
        reason = require_reason(reason)
        if proposal.status != DrawProposal.Status.PASSED:
            raise Conflict(_("Only a proposal every surviving seat accepted can be confirmed."),
                           field="proposal")
        if game.status not in (Game.Status.RUNNING, Game.Status.PAUSED):
            raise Conflict(_("“%(game)s” is not running.") % {"game": game.name},
                           field="proposal")
        before = {"status": game.status}
        proposal.status = DrawProposal.Status.CONFIRMED
        proposal.save(update_fields=["status"])
        game.status = Game.Status.FINISHED
        game.winner = ", ".join(proposal.seats)[:64]
        game.paused_remaining = None
        game.save(update_fields=["status", "winner", "paused_remaining"])
        gm_action_record(game=game, actor=actor, action="draw_confirm", reason=reason,
                         before=before, after={"status": "finished", "kind": proposal.kind,
                                               "seats": proposal.seats})
        notices.send_game_over(game, proposal.kind, winners_labels(game, proposal.seats))
        return game


def draw_reject(*, proposal: DrawProposal, actor: Any, reason: str) -> DrawProposal:
    """A game master turns a proposal down (open or passed); the game goes on."""
    with transaction.atomic():
        proposal = DrawProposal.objects.select_for_update().select_related("game").get(
            pk=proposal.pk)
        require_game_master(actor, proposal.game)
        reason = require_reason(reason)
        if proposal.status not in (DrawProposal.Status.OPEN, DrawProposal.Status.PASSED):
            raise Conflict(_("This proposal has been decided already."), field="proposal")
        proposal.status = DrawProposal.Status.REJECTED
        proposal.decided_at = timezone.now()
        proposal.save(update_fields=["status", "decided_at"])
        gm_action_record(game=proposal.game, actor=actor, action="draw_reject", reason=reason,
                         after={"kind": proposal.kind, "seats": proposal.seats})
        notices.send_draw_decided(proposal)
        return proposal
