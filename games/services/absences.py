"""Players' absences (DPjudge's SET ABSENCE, webDiplomacy's holiday) and their sitters.

A player declares the days they are away, for one or more of their seats. Each game's
``absence_policy`` decides what that does:

- ``move_zat``: an open phase whose ZAT falls within the absence, and that expects something
  of the absent seat, gets its ZAT moved to the first ZAT slot on or after the day the player
  is back (``schedule.zat_slot``), but never past the game's extension cap
  (``max_extension_hours`` counted with the game master's own extensions in
  ``Phase.extended_minutes``). Checked when the absence is declared and whenever a phase
  opens (``games.services.games.phase_open``). Everybody is told the ZAT moved.
- ``sitter``: the player names a sitter (a user without a seat in that game); once a game
  master accepts them, the sitter plays the seat while the absence lasts: sends its orders,
  sees what its player sees (``games.roles.seat_of``).

Game masters see every absence with its dates; the other players only see that a seat is
away now (``games.player_selectors``).
"""

from __future__ import annotations

import datetime as dt
import zoneinfo
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext as _

from games.emails import notices
from games.errors import Conflict, InvalidInput, NotAllowed
from games.models import Absence, AbsencePolicy, Game, Phase, Seat
from games.rulesets import get_ruleset
from games.services.access import (
    gm_action_record,
    is_game_master,
    require_game_master,
    require_reason,
)
from games.services.schedule import _forget_reminders_after, zat_slot

MAX_DAYS = 92  # a season of holidays; longer absences are a case for a replacement


def _zone(user: Any) -> zoneinfo.ZoneInfo:
    from games.services.profiles import profile_for

    try:
        return zoneinfo.ZoneInfo(profile_for(user).time_zone)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return zoneinfo.ZoneInfo("UTC")


def _span(player: Any, starts_on: dt.date, ends_on: dt.date) -> tuple[dt.datetime, dt.datetime]:
    if not isinstance(starts_on, dt.date) or not isinstance(ends_on, dt.date):
        raise InvalidInput(_("Give the first and the last day away as dates."), field="starts_on")
    if ends_on < starts_on:
        raise InvalidInput(_("The last day away comes before the first one."), field="ends_on")
    if (ends_on - starts_on).days + 1 > MAX_DAYS:
        raise InvalidInput(_("An absence lasts at most %(max_days)s days; for longer, ask the "
                             "game master for a replacement.")
                           % {"max_days": MAX_DAYS}, field="ends_on")
    zone = _zone(player)
    starts_at = dt.datetime.combine(starts_on, dt.time(0), tzinfo=zone)
    ends_at = dt.datetime.combine(ends_on + dt.timedelta(days=1), dt.time(0), tzinfo=zone)
    if ends_at <= timezone.now():
        raise InvalidInput(_("That absence is already over; give days from today on."),
                           field="ends_on")
    return starts_at, ends_at


def _sitter_for(seat: Seat, player: Any, sitter: Any) -> Any:
    """The sitter to store for this seat: only games that use sitters take one."""
    if sitter is None or seat.game.absence_policy != AbsencePolicy.SITTER:
        return None
    if not getattr(sitter, "is_active", False):
        raise InvalidInput(_("Choose an active user as the sitter."), field="sitter")
    if sitter.pk == player.pk:
        raise InvalidInput(_("You cannot sit for yourself; name someone else."), field="sitter")
    if seat.game.seats.filter(player=sitter).exists():
        raise InvalidInput(_("%(sitter)s plays in “%(game)s” already and cannot sit for another"
                             " seat there.")
                           % {"sitter": sitter.get_username(), "game": seat.game.name},
                           field="sitter")
    return sitter


@transaction.atomic
def absence_create(*, player: Any, seats: list[Seat], starts_on: dt.date, ends_on: dt.date,
                   sitter: Any = None) -> list[Absence]:
    """Declare days away for some of the player's seats (one Absence per seat)."""
    if not seats:
        raise InvalidInput(_("Choose at least one game."), field="seats")
    starts_at, ends_at = _span(player, starts_on, ends_on)
    created = []
    for seat in seats:
        seat = Seat.objects.select_related("game").get(pk=seat.pk)
        if seat.player_id != getattr(player, "pk", None):
            raise NotAllowed(_("You do not play %(seat)s in “%(game)s”.")
                             % {"seat": seat.label, "game": seat.game.name})
        if seat.game.status == Game.Status.FINISHED:
            raise InvalidInput(_("“%(game)s” is over.") % {"game": seat.game.name}, field="seats")
        overlapping = Absence.objects.live().filter(
            seat=seat, player=player, starts_at__lt=ends_at, ends_at__gt=starts_at)
        if overlapping.exists():
            raise InvalidInput(_("You are already away from “%(game)s” on some of these days; "
                                 "cancel that absence first.")
                               % {"game": seat.game.name}, field="starts_on")
        absence = Absence.objects.create(
            seat=seat, player=player, starts_at=starts_at, ends_at=ends_at,
            sitter=_sitter_for(seat, player, sitter),
        )
        notices.send_absence_recorded(absence)
        phase = seat.game.phases.open().first()
        if phase is not None:
            absences_move_zat(Phase.objects.select_for_update().get(pk=phase.pk))
        created.append(absence)
    return created


@transaction.atomic
def absence_cancel(*, absence: Absence, user: Any) -> Absence:
    """The player (or a game master) takes an absence back; a moved ZAT stays where it is."""
    absence = Absence.objects.select_for_update().select_related("seat__game").get(
        pk=absence.pk)
    if absence.player_id != getattr(user, "pk", None) and not is_game_master(
            user, absence.seat.game):
        raise NotAllowed(_("Only the absent player and the game masters may cancel an absence."))
    if absence.cancelled_at is None:
        absence.cancelled_at = timezone.now()
        absence.save(update_fields=["cancelled_at"])
    return absence


@transaction.atomic
def absence_sitter_decide(*, absence: Absence, actor: Any, accept: bool,
                          reason: str) -> Absence:
    """A game master accepts the sitter a player named, or refuses them."""
    # Lock the absence row only: "sitter" is a nullable join, which PostgreSQL cannot lock.
    absence = Absence.objects.select_for_update(of=("self",)).select_related(
        "seat__game", "sitter", "player").get(pk=absence.pk)
    game = absence.seat.game
    require_game_master(actor, game)
    reason = require_reason(reason)
    if absence.sitter_id is None or absence.cancelled_at is not None:
        raise Conflict(_("This absence has no sitter waiting for a decision."), field="absence")
    if accept and game.seats.filter(player=absence.sitter).exists():
        raise Conflict(_("%(sitter)s has a seat in this game now.")
                       % {"sitter": absence.sitter.get_username()},
                       field="absence")
    before = {"sitter": absence.sitter.get_username(),
              "accepted": absence.sitter_accepted_at is not None}
    notices.send_sitter_decided(absence, accept)
    if accept:
        absence.sitter_accepted_at = timezone.now()
        absence.save(update_fields=["sitter_accepted_at"])
    else:
        absence.sitter = None
        absence.sitter_accepted_at = None
        absence.save(update_fields=["sitter", "sitter_accepted_at"])
    gm_action_record(game=game, actor=actor, action="absence_sitter_decide", reason=reason,
                     before=before, after={"seat": absence.seat.key, "accepted": accept})
    return absence


def absences_move_zat(phase: Phase) -> bool:
    """Move an open phase's ZAT past the absences it falls into (policy ``move_zat``), within
    the extension cap; everybody is told. True if the ZAT moved."""
    game = phase.game
    if (game.absence_policy != AbsencePolicy.MOVE_ZAT or phase.zat is None
            or phase.status != Phase.Status.OPEN):
        return False
    expected = [seat for seat, kinds in
                get_ruleset(game.ruleset).expected_submissions(phase.state).items() if kinds]
    room = dt.timedelta(minutes=game.max_extension_hours * 60 - phase.extended_minutes)
    limit = phase.zat + max(room, dt.timedelta(0))
    zat, cause = phase.zat, None
    # The new ZAT may fall into another seat's absence: go on until none covers it. This ends:
    # each step passes the end of the absence it found (which then covers it no more) or
    # reaches the cap (and the next step cannot move).
    while True:
        away = (Absence.objects.covering(zat)
                .filter(seat__game=game, seat__key__in=expected, seat__player=F("player"))
                .select_related("seat").order_by("-ends_at").first())
        if away is None:
            break
        later = min(zat_slot(game, away.ends_at), limit)
        if later <= zat:
            break
        zat, cause = later, away.seat
    if cause is None:
        return False
    before = phase.zat
    added = int((zat - before).total_seconds() // 60)
    Phase.objects.filter(pk=phase.pk).update(
        zat=zat, extended_minutes=F("extended_minutes") + added, version=F("version") + 1)
    phase.refresh_from_db()
    _forget_reminders_after(phase, timezone.now())
    notices.send_zat_moved(phase, before, "absence", cause)
    return True
