"""Open games: a game master lists a game as looking for players, players ask to join, the
game master accepts (into a seat) or refuses.

Seats on offer (:func:`seats_available`): the vacant seats of a listed game that has not
started, and in any running game the seats its NMR policy offered for a replacement
(``Seat.seeking_player``, listed as "seat available" without the game master listing it).
"""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone
from django.utils.translation import gettext as _

from games.emails import notices
from games.errors import Conflict, InvalidInput
from games.models import Game, JoinRequest, Seat
from games.services.access import gm_action_record, require_game_master, require_reason
from games.services.seats import seat_replaced_tell, seat_take

MAX_MESSAGE = 2000


def seats_available(game: Game) -> QuerySet[Seat]:
    if game.status == Game.Status.DRAFT:
        if not game.looking_for_players:
            return game.seats.none()
        return game.seats.filter(player__isnull=True)
    if game.status == Game.Status.FINISHED:
        return game.seats.none()
    return game.seats.filter(seeking_player=True)


@transaction.atomic
def game_listing_set(*, game: Game, actor: Any, looking: bool, reason: str) -> Game:
    """List a game in the lobby as looking for players (or take it off the list)."""
    require_game_master(actor, game)
    reason = require_reason(reason)
    game = Game.objects.select_for_update().get(pk=game.pk)
    if looking and game.status == Game.Status.FINISHED:
        raise Conflict(_("“%(game)s” is over; it needs no players.") % {"game": game.name},
        field="looking")
    before = game.looking_for_players
    game.looking_for_players = bool(looking)
    game.save(update_fields=["looking_for_players"])
    gm_action_record(game=game, actor=actor, action="game_listing_set", reason=reason,
                     before={"looking_for_players": before},
                     after={"looking_for_players": game.looking_for_players})
    return game


@transaction.atomic
def join_request_create(*, game: Game, user: Any, seat: Seat | None = None,
                        message: str = "") -> JoinRequest:
    """Ask a game in the lobby for a seat (a wished one, or any); the game masters are
    mailed."""
    if not getattr(user, "is_authenticated", False):
        raise InvalidInput(_("Log in to ask for a seat."), field="user")
    game = Game.objects.select_for_update().get(pk=game.pk)
    available = seats_available(game)
    if not available.exists():
        raise Conflict(_("“%(game)s” has no seat on offer.") % {"game": game.name}, field="seat")
    if seat is not None and not available.filter(pk=seat.pk).exists():
        raise InvalidInput(_("%(seat)s is not on offer; choose one of: %(available)s.")
                           % {"seat": seat.label,
                              "available": ", ".join(s.label for s in available)},
                           field="seat")
    if game.seats.filter(player=user).exists() or game.game_masters.filter(pk=user.pk).exists():
        raise Conflict(_("You are in “%(game)s” already.") % {"game": game.name}, field="seat")
    message = (message or "").strip()
    if len(message) > MAX_MESSAGE:
        raise InvalidInput(_("Write at most %(max_message)s characters.")
                           % {"max_message": MAX_MESSAGE}, field="message")
    if JoinRequest.objects.filter(game=game, user=user,
                                  status=JoinRequest.Status.PENDING).exists():
        raise Conflict(_("You have asked already; the game master has not decided yet."),
                       field="seat")
    request = JoinRequest.objects.create(game=game, user=user, seat=seat, message=message)
    notices.send_join_requested(request)
    return request


@transaction.atomic
def join_request_decide(*, request: JoinRequest, actor: Any, accept: bool, reason: str,
                        seat: Seat | None = None) -> JoinRequest:
    """Accept a request into ``seat`` (default: the seat asked for) or refuse it."""
    # Lock the request row only: "seat" is a nullable join, which PostgreSQL cannot lock.
    request = JoinRequest.objects.select_for_update(of=("self",)).select_related(
        "game", "user", "seat").get(pk=request.pk)
    game = request.game
    require_game_master(actor, game)
    reason = require_reason(reason)
    if request.status != JoinRequest.Status.PENDING:
        raise Conflict(_("This request has been decided already."), field="request")
    taken = None
    if accept:
        seat = seat or request.seat
        if seat is None:
            raise InvalidInput(_("Choose the seat to give."), field="seat")
        seat = Seat.objects.select_for_update(of=("self",)).select_related(
            "game", "player").get(pk=seat.pk)
        if seat.game_id != game.pk or not seats_available(game).filter(pk=seat.pk).exists():
            raise Conflict(_("%(seat)s is not on offer any more.") % {"seat": seat.label},
            field="seat")
        previous = seat.player
        taken = seat_take(seat, request.user, f"joined from the lobby: {reason}")
        if previous is None:
            notices.send_seat_assigned(taken)
        else:
            seat_replaced_tell(taken, previous)
    request.status = JoinRequest.Status.ACCEPTED if accept else JoinRequest.Status.REFUSED
    request.decided_at = timezone.now()
    request.save(update_fields=["status", "decided_at"])
    gm_action_record(game=game, actor=actor, action="join_request_decide", reason=reason,
                     after={"user": request.user.get_username(), "accepted": accept,
                            "seat": taken.key if taken else None})
    notices.send_join_decided(request, taken)
    return request
