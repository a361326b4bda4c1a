"""Missed orders (NMR, "no moves received"): what a game does about a seat that sends nothing.

The game's ``nmr_policy`` (``games.models.NmrPolicy``) chooses, DPjudge- and webDiplomacy-like:

- ``hold``: the phase is adjudicated with the rule set's default orders (what the engine does
  with no orders: units hold, dislodged units disband, civil-disorder removals); the seat
  stays in play however often it misses.
- ``wait``: at the ZAT the sweep first waits for missing orders of seats in play, moving the
  ZAT by ``nmr_wait_hours``, at most ``nmr_wait_times`` times per phase
  (:func:`phases_wait_for_missing`); then as ``civil_disorder``.
- ``civil_disorder``: default orders; after ``civil_disorder_after`` missed phases in a row
  the seat falls into civil disorder.
- ``replace``: as ``civil_disorder``, and the seat is offered in the lobby as a seat
  available for a replacement (``Seat.seeking_player``).

A seat in civil disorder (or without a player) no longer holds up early processing or a
wait, and its player takes it back by sending orders (:func:`seat_back_in_play`).

A phase missed while the seat's player is on an announced absence (``games.services.absences``:
not cancelled, covering the phase's ZAT) gets the default orders like any other, but does not
count towards civil disorder and is not waited for: the player said they would be away, which
is the opposite of leaving the game (the ZAT could not move past the absence because of the
extension cap, or the accepted sitter sent nothing; docs/operations.md, "Absences and missed
orders"). Each step is
mailed to the seat's player and the game masters (``games.emails.notices``), inside the
transaction that makes it (the mail contract).
"""

from __future__ import annotations

import datetime as dt

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from games.deadlines import phase_due_at
from games.emails import notices
from games.models import Absence, NmrPolicy, Phase, Seat
from games.rulesets import get_ruleset
from games.rulesets.base import ReportParts
from games.services.due import current_submissions

CIVIL_DISORDER_POLICIES = (NmrPolicy.WAIT, NmrPolicy.CIVIL_DISORDER, NmrPolicy.REPLACE)


def seats_away(phase: Phase, now: dt.datetime | None = None) -> set[str]:
    """Seats whose player is on an announced absence at the phase's ZAT (or now)."""
    moment = phase.zat or now or timezone.now()
    return set(Absence.objects.covering(moment)
               .filter(seat__game_id=phase.game_id, seat__player=F("player"))
               .values_list("seat__key", flat=True))


def seats_missing(phase: Phase) -> list[Seat]:
    """Seats in play, not away, that have not sent every kind the rule set expects of them."""
    expected = get_ruleset(phase.game.ruleset).expected_submissions(phase.state)
    submitted = current_submissions(phase)
    away = seats_away(phase)
    return [
        seat for seat in phase.game.seats.filter(status=Seat.Status.PLAYING,
                                                 player__isnull=False).select_related("player")
        if seat.key not in away
        and any(kind not in submitted.get(seat.key, {}) for kind in expected.get(seat.key, []))
    ]


def seats_missed_apply(phase: Phase, expected: dict[str, list[str]],
                       submitted: dict[str, dict[str, str]],
                       seats: list[Seat], *, by_hand: bool) -> list[str]:
    """At adjudication: count missed phases, apply the game's policy, mail each step.
    Returns the keys of the seats that missed this phase. ``seats``: the game's seats,
    locked by the caller in this transaction (the processing locks them with the game). The
    changed seats are written in one query, before the mails about them are queued. ``by_hand``:
    a game master processed the phase before its ZAT (the mails do not speak of the ZAT)."""
    game = phase.game
    missed, changed, tell = [], [], []
    away: set[str] | None = None  # asked only when a seat missed: a query most phases skip
    for seat in seats:
        if seat.key not in expected:
            continue
        if all(kind in submitted.get(seat.key, {}) for kind in expected[seat.key]):
            if seat.missed_phases:
                seat.missed_phases = 0
                changed.append(seat)
            continue
        missed.append(seat.key)
        if away is None:
            away = seats_away(phase)
        if seat.key in away:  # announced: default orders, but no step towards civil disorder
            tell.append((seat, False))
            continue
        seat.missed_phases += 1
        changed.append(seat)
        falls = (game.nmr_policy in CIVIL_DISORDER_POLICIES
                 and seat.missed_phases >= game.civil_disorder_after
                 and seat.status == Seat.Status.PLAYING)
        if falls:
            seat.status = Seat.Status.CIVIL_DISORDER
            seat.seeking_player = game.nmr_policy == NmrPolicy.REPLACE
        tell.append((seat, falls))
    if changed:
        Seat.objects.bulk_update(changed, ["missed_phases", "status", "seeking_player"])
    for seat, falls in tell:
        if seat.player is not None and (seat.status == Seat.Status.PLAYING or falls):
            notices.send_orders_missed(phase, seat, waiting_until=None, by_hand=by_hand)
        if falls:
            notices.send_civil_disorder(seat)
            if seat.seeking_player:
                notices.send_seat_offered(seat)
    return missed


def phase_wait_for_missing(phase: Phase, now: dt.datetime) -> bool:
    """Under the ``wait`` policy, move a due phase's ZAT once for missing orders (True if
    it did). A conditional update: two sweeps at once move it once."""
    game = phase.game
    if (game.nmr_policy != NmrPolicy.WAIT or phase.status != Phase.Status.OPEN
            or phase.nmr_waits >= game.nmr_wait_times or game.nmr_wait_hours < 1):
        return False
    due = phase_due_at(phase)
    if due is None or due > now:
        return False
    missing = seats_missing(phase)
    if not missing:
        return False
    before = phase.zat
    wait = dt.timedelta(hours=game.nmr_wait_hours)
    later = phase.zat + wait
    if later <= now:  # the sweep was down for long: wait from now on
        later = now + wait
    with transaction.atomic():
        moved = Phase.objects.filter(
            pk=phase.pk, status=Phase.Status.OPEN, zat=phase.zat, nmr_waits=phase.nmr_waits,
        ).update(zat=later, nmr_waits=F("nmr_waits") + 1, version=F("version") + 1)
        if moved != 1:
            return False
        phase.refresh_from_db()
        for seat in missing:
            notices.send_orders_missed(phase, seat, waiting_until=later)
        notices.send_zat_moved(phase, before, "missing_orders")
    return True


def phases_wait_for_missing(now: dt.datetime | None = None) -> list[int]:
    """The sweep's first step: every due phase of a ``wait`` game that still waits."""
    now = now or timezone.now()
    phases = (Phase.objects.open().of_running_games().with_game()
              .filter(game__nmr_policy=NmrPolicy.WAIT, zat__isnull=False))
    return [phase.pk for phase in phases if phase_wait_for_missing(phase, now)]


def seat_back_in_play(seat: Seat) -> bool:
    """A seat in civil disorder whose player sends orders again plays again (its offer to a
    replacement is withdrawn). Called inside the submission's transaction."""
    if seat.status != Seat.Status.CIVIL_DISORDER or seat.player_id is None:
        return False
    seat.status = Seat.Status.PLAYING
    seat.missed_phases = 0
    seat.seeking_player = False
    seat.save(update_fields=["status", "missed_phases", "seeking_player"])
    return True


def missed_outcome(phase: Phase) -> str:
    """What the rules did with a seat's missing orders in this phase (the engines' defaults):
    a turn-based game passes; a Diplomacy-like movement holds, a retreat disbands the
    dislodged units, an adjustment builds nothing and removes what had to go."""
    if get_ruleset(phase.game.ruleset).turn_based:
        return "passed"
    return {"M": "held", "R": "disbanded", "A": "adjusted"}.get(phase.phase_type, "default")


def report_missed(phase: Phase, parts: ReportParts, seats: dict[str, Seat]) -> ReportParts:
    """Add the seats that missed the phase to a report: their names in the public part, and in
    each such seat's private part what the rules did instead (and whether it fell into civil
    disorder). Read by the turn-report mail and pages (``emails/missed.*``)."""
    result = phase.result or {}
    # "missed_seats" is the platform's count; a result stored before it existed has only
    # the engine's "nmr" list.
    keys = [key for key in result.get("missed_seats", result.get("nmr")) or [] if key in seats]
    if not keys:
        return parts
    outcome = missed_outcome(phase)
    public = {**parts.public, "missed": [{"seat": key, "label": seats[key].label}
                                         for key in keys]}
    private = dict(parts.private)
    for key in keys:
        disorder = seats[key].status == Seat.Status.CIVIL_DISORDER
        private[key] = {**(private.get(key) or {}),
                        "missed": {"outcome": outcome, "civil_disorder": disorder}}
    return ReportParts(public=public, private=private)
