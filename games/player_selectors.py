"""Read side of a game's life (issue 14): my games, the lobby, absences, draw votes.

Same rule as ``games.selectors``: each function decides what the asking user may see. Votes
are secret (a player sees only their own), absences show their dates to game masters only,
and names follow ``games.anonymity``.
"""

from __future__ import annotations

from typing import Any

from django.db.models import Q
from django.utils import timezone

from games.anonymity import player_name
from games.deadlines import phase_due_at
from games.models import Absence, DrawProposal, Game, Phase, Seat
from games.roles import is_game_master, seat_of
from games.rulesets import get_ruleset
from games.selectors import ASK, Viewer, current_phase, games_for_user, viewer_for
from games.services.draws import endings_allowed, survivors_among, voters
from games.services.due import current_submissions
from games.services.lobby import seats_available

IN, MISSING, WAITING = "in", "missing", "waiting"


def orders_state(game: Game, phase: Phase | None, seat: Seat | None) -> str | None:
    """``in`` (everything expected is sent), ``missing``, or ``waiting`` (nothing is asked of
    this seat now: the phase is closed, the game not running, or nothing to order)."""
    if seat is None:
        return None
    if game.status != Game.Status.RUNNING or phase is None or phase.status != Phase.Status.OPEN:
        return WAITING
    kinds = get_ruleset(game.ruleset).expected_submissions(phase.state).get(seat.key, [])
    if not kinds:
        return WAITING
    sent = current_submissions(phase).get(seat.key, {})
    return IN if all(kind in sent for kind in kinds) else MISSING


def my_games(user: Any) -> list[dict[str, Any]]:
    """Every game of the user with its phase, ZAT and the state of the user's orders."""
    rows = []
    for game in games_for_user(user).order_by("-created_at"):
        phase = current_phase(game)
        seat = seat_of(user, game)
        rows.append({
            "game": game, "seat": seat, "is_gm": is_game_master(user, game),
            "sitting": seat is not None and seat.player_id != user.pk,
            "phase": phase, "due_at": phase_due_at(phase) if phase else None,
            "orders": orders_state(game, phase, seat),
        })
    return rows


def lobby() -> list[dict[str, Any]]:
    """Games with a seat on offer: listed games before their start, and running games whose
    NMR policy offered a seat for a replacement. No player names."""
    games = (Game.objects.filter(
        Q(status=Game.Status.DRAFT, looking_for_players=True, seats__player__isnull=True)
        | Q(status__in=[Game.Status.RUNNING, Game.Status.PAUSED], seats__seeking_player=True))
        .distinct().prefetch_related("game_masters").order_by("-created_at"))
    rows = []
    for game in games:
        rows.append({"game": game, "ruleset": get_ruleset(game.ruleset).name,
                     "seats": list(seats_available(game)),
                     "game_masters": [u.get_username() for u in game.game_masters.all()],
                     "phase": current_phase(game)})
    return rows


def lobby_game(game_id: int) -> Game | None:
    return next((row["game"] for row in lobby() if row["game"].pk == game_id), None)


def seat_rows(game: Game, user: Any) -> dict[int, dict[str, Any]]:
    """Per seat: the name the user may see, and whether its player is away now (players see
    no dates)."""
    now = timezone.now()
    away = set(Absence.objects.covering(now).filter(seat__game=game)
               .values_list("seat_id", flat=True))
    return {seat.pk: {"name": player_name(seat, user), "away": seat.pk in away}
            for seat in game.seats.select_related("player", "game")}


def absences_for_gm(game: Game) -> list[Absence]:
    """Current and coming absences with their dates and sitters (game masters only)."""
    return list(Absence.objects.live().filter(seat__game=game, ends_at__gt=timezone.now())
                .select_related("seat", "player", "sitter"))


def my_absences(user: Any) -> list[Absence]:
    return list(Absence.objects.live().filter(player=user, ends_at__gt=timezone.now())
                .select_related("seat__game", "sitter"))


def absence_seats(user: Any) -> list[Seat]:
    """The user's seats an absence can be declared for (games not over)."""
    return list(Seat.objects.filter(player=user).exclude(game__status=Game.Status.FINISHED)
                .select_related("game").order_by("game__name"))


def draw_state(game: Game, user: Any, viewer: Viewer | None = None,
               phase: Phase | None = ASK) -> dict[str, Any]:
    """What the game page shows about ending the game by agreement.

    ``viewer`` (``selectors.viewer_for``) and ``phase`` (the current phase, None for none):
    what the page has read already; asked here when not given."""
    allowed = sorted(endings_allowed(game), key=lambda kind: kind != "draw")  # draw first
    seats = list(game.seats.all())  # games_for_user's prefetch on a page; else one query
    if phase is ASK:
        phase = current_phase(game)
    alive = (survivors_among(game, phase, seats)
             if game.status in (Game.Status.RUNNING, Game.Status.PAUSED) else [])
    voting = voters(game, alive, seats)
    viewer = viewer if viewer is not None else viewer_for(game, user)
    seat = viewer.seat
    labels = {seat.key: seat.label for seat in seats}
    # One reading of the game's proposals (a handful): the live one and the latest other.
    draws = list(game.draws.all())
    live = (DrawProposal.Status.OPEN, DrawProposal.Status.PASSED)
    proposal = next((draw for draw in draws if draw.status in live), None)
    last = next((draw for draw in draws if draw is not proposal), None)
    mine = None
    votes: list[Any] = []
    if proposal is not None:
        if seat is not None:
            mine = proposal.votes.filter(seat=seat).first()
        if viewer.is_gm:
            votes = list(proposal.votes.select_related("seat", "voter"))
    return {
        "allowed": allowed,
        "survivors": [(key, labels[key]) for key in alive],
        "can_propose": bool(allowed) and proposal is None and seat is not None
        and seat.key in voting,
        "proposal": proposal,
        "proposal_seats": [labels.get(key, key) for key in proposal.seats] if proposal else [],
        "can_vote": proposal is not None and proposal.status == DrawProposal.Status.OPEN
        and seat is not None and seat.key in proposal.voters and mine is None,
        "my_vote": mine,
        "votes": votes,
        "last": last,
        "last_seats": [labels.get(key, key) for key in last.seats] if last else [],
    }


def gm_life(game: Game) -> dict[str, Any]:
    """The game master's page: absences with dates, join requests, proposals with votes."""
    from games.models import JoinRequest

    proposal = game.draws.filter(status__in=[DrawProposal.Status.OPEN,
                                             DrawProposal.Status.PASSED]).first()
    return {
        "absences": absences_for_gm(game),
        "join_requests": list(game.join_requests.filter(status=JoinRequest.Status.PENDING)
                              .select_related("user", "seat")),
        "draw_proposal": proposal,
        "draw_votes": list(proposal.votes.select_related("seat")) if proposal else [],
        "seats_offered": list(seats_available(game)),
    }
