"""ZAT (deadline) arithmetic and the GM operations that move a deadline.

A phase's ZAT is the first moment, at the game's time of day in the game's time zone, on one of
its allowed weekdays, that lies at least ``phase_hours[phase type]`` after the phase opened. The
phase is due once ``ZAT + grace`` has passed; orders are accepted until then.
"""

from __future__ import annotations

import datetime as dt
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from django.db import transaction
from django.db.models import F
from django.utils import formats, timezone
from django.utils.translation import gettext as _

from games.emails import notices
from games.errors import Conflict, InvalidInput
from games.models import AbsencePolicy, Game, IllegalOrders, NmrPolicy, Phase, PhaseReminder
from games.services.access import gm_action_record, require_game_master, require_reason

DEFAULT_PHASE_HOURS = 24
# How far ahead a game master may set a ZAT: a year covers any pause a game survives; a ZAT
# beyond (the year 9999 typed by mistake) would stall the game without anyone noticing.
MAX_ZAT_DAYS = 366

SCHEDULE_FIELDS = (
    "zat_time", "zat_time_zone", "zat_weekdays", "phase_hours", "grace_minutes",
    "max_extension_hours", "early_processing", "review_before_publish", "nmr_policy",
    "civil_disorder_after", "nmr_wait_hours", "nmr_wait_times", "absence_policy", "anonymous",
    "illegal_orders",
)


def zat_compute(game: Game, phase_type: str, opened_at: dt.datetime) -> dt.datetime:
    hours = int(game.phase_hours.get(phase_type, DEFAULT_PHASE_HOURS))
    return zat_slot(game, opened_at + dt.timedelta(hours=hours))


def zat_slot(game: Game, earliest: dt.datetime) -> dt.datetime:
    """The first moment at or after ``earliest`` at the game's ZAT time on an allowed day."""
    zone = ZoneInfo(game.zat_time_zone)
    day = earliest.astimezone(zone).date()
    weekdays = set(game.zat_weekdays) or set(range(7))
    for _day in range(15):  # at most two weeks ahead: some weekday is allowed
        candidate = dt.datetime.combine(day, game.zat_time, tzinfo=zone)
        if candidate >= earliest and candidate.weekday() in weekdays:
            return candidate.astimezone(dt.UTC)
        day += dt.timedelta(days=1)
    raise AssertionError("no allowed weekday within two weeks")  # schedule_clean prevents it


def schedule_clean(values: dict[str, Any], phase_types: set[str] | None = None) -> dict[str, Any]:
    """Check schedule settings; return them normalised or raise InvalidInput naming the field."""
    clean: dict[str, Any] = {}
    unknown = sorted(set(values) - set(SCHEDULE_FIELDS))
    if unknown:
        raise InvalidInput(_("Unknown schedule setting %(unknown)s.")
                           % {"unknown": repr(unknown[0])}, field=unknown[0])
    if "zat_time" in values:
        value = values["zat_time"]
        if isinstance(value, str):
            try:
                value = dt.time.fromisoformat(value)
            except ValueError:
                raise InvalidInput(
                    _("%(time)s is not a time of day; write it as HH:MM, e.g. 20:00.")
                    % {"time": repr(value)},
                    field="zat_time",
                ) from None
        clean["zat_time"] = value
    if "zat_time_zone" in values:
        try:
            ZoneInfo(values["zat_time_zone"])
        except (ZoneInfoNotFoundError, ValueError, TypeError):
            raise InvalidInput(
                _("Unknown time zone %(zone)s; use a name like Europe/Berlin.")
                % {"zone": repr(values['zat_time_zone'])},
                field="zat_time_zone",
            ) from None
        clean["zat_time_zone"] = values["zat_time_zone"]
    if "zat_weekdays" in values:
        days = values["zat_weekdays"]
        if (not isinstance(days, list | tuple) or not days
                or any(not isinstance(d, int) or not 0 <= d <= 6 for d in days)):
            raise InvalidInput(
                _("Allowed weekdays must be a non-empty list of numbers 0 (Monday) to 6 "
                  "(Sunday)."),
                field="zat_weekdays",
            )
        clean["zat_weekdays"] = sorted(set(days))
    if "phase_hours" in values:
        hours = values["phase_hours"]
        if not isinstance(hours, dict) or any(
            not isinstance(h, int) or h < 1 for h in hours.values()
        ):
            raise InvalidInput(
                _("Phase lengths must map each phase type to a whole number of hours (1 or "
                  "more)."),
                field="phase_hours",
            )
        missing = sorted((phase_types or set()) - set(hours))
        if missing:
            raise InvalidInput(
                _("Give a length for every phase type; missing: %(missing)s.")
                % {"missing": ', '.join(missing)},
                field="phase_hours",
            )
        clean["phase_hours"] = dict(hours)
    for name in ("grace_minutes", "max_extension_hours", "civil_disorder_after",
                 "nmr_wait_hours", "nmr_wait_times"):
        if name in values:
            value = values[name]
            if not isinstance(value, int) or value < 0:
                raise InvalidInput(_("%(name)s must be a whole number, 0 or more.")
                                   % {"name": name}, field=name)
            clean[name] = value
    for name in ("early_processing", "review_before_publish", "anonymous"):
        if name in values:
            clean[name] = bool(values[name])
    if "nmr_policy" in values:
        if values["nmr_policy"] not in NmrPolicy.values:
            raise InvalidInput(
                _("NMR policy must be one of: %(values)s.")
                % {"values": ', '.join(NmrPolicy.values)}, field="nmr_policy"
            )
        clean["nmr_policy"] = values["nmr_policy"]
    if "absence_policy" in values:
        if values["absence_policy"] not in AbsencePolicy.values:
            raise InvalidInput(
                _("Absence policy must be one of: %(values)s.")
                % {"values": ', '.join(AbsencePolicy.values)},
                field="absence_policy",
            )
        clean["absence_policy"] = values["absence_policy"]
    if "illegal_orders" in values:
        if values["illegal_orders"] not in IllegalOrders.values:
            raise InvalidInput(
                f"illegal_orders must be one of: {', '.join(IllegalOrders.values)} (warn: saved "
                "with a warning on each line; refuse: the submission is sent back).",
                field="illegal_orders",
            )
        clean["illegal_orders"] = values["illegal_orders"]
    return clean


def _schedule_snapshot(game: Game) -> dict[str, Any]:
    snap = {name: getattr(game, name) for name in SCHEDULE_FIELDS}
    snap["zat_time"] = game.zat_time.isoformat()
    return snap


@transaction.atomic
def game_schedule_update(*, game: Game, actor: Any, reason: str, **values: Any) -> Game:
    """Change a game's ZAT schedule, grace, extension cap, early processing, review, NMR
    settings and what orders the adjudicator would not carry out get on arrival. The open
    phase keeps its ZAT; use zat_set to move it."""
    require_game_master(actor, game)
    reason = require_reason(reason)
    from games.rulesets import get_ruleset

    phase_types = get_ruleset(game.ruleset).phase_types()
    clean = schedule_clean(values, phase_types if "phase_hours" in values else None)
    if "anonymous" in clean and clean["anonymous"] != game.anonymous \
            and Game.objects.get(pk=game.pk).status != Game.Status.DRAFT:
        raise Conflict(_("Anonymity is chosen before the game starts: the players have seen "
                         "each other's names (or were promised not to)."), field="anonymous")
    before = _schedule_snapshot(game)
    for name, value in clean.items():
        setattr(game, name, value)
    game.save()
    gm_action_record(game=game, actor=actor, action="game_schedule_update", reason=reason,
                     before=before, after=_schedule_snapshot(game))
    return game


def _open_phase_for_update(phase: Phase) -> Phase:
    locked = Phase.objects.select_for_update().select_related("game").get(pk=phase.pk)
    if locked.status != Phase.Status.OPEN:
        raise Conflict(
            _("Phase %(locked)s is %(status)s; only an open phase's ZAT can be changed.")
            % {"locked": locked.label, "status": locked.get_status_display()},
        )
    return locked


def _forget_reminders_after(phase: Phase, now: dt.datetime) -> None:
    # A reminder whose moment lies in the future again (the ZAT moved later) may go out again.
    for reminder in PhaseReminder.objects.filter(phase=phase):
        if phase.zat - dt.timedelta(hours=reminder.hours_before) > now:
            reminder.delete()


@transaction.atomic
def zat_set(*, phase: Phase, zat: dt.datetime, actor: Any, reason: str) -> Phase:
    """Move an open phase's ZAT to a given moment in the future."""
    require_game_master(actor, phase.game)
    reason = require_reason(reason)
    if timezone.is_naive(zat):
        raise InvalidInput(_("Give the ZAT with a time zone."), field="zat")
    now = timezone.now()
    if zat <= now:
        raise InvalidInput(_("The new ZAT must lie in the future."), field="zat")
    if zat > now + dt.timedelta(days=MAX_ZAT_DAYS):
        latest = timezone.localtime(now + dt.timedelta(days=MAX_ZAT_DAYS), zat.tzinfo)
        raise InvalidInput(_("A ZAT lies at most %(days)s days ahead (until %(latest)s); to "
                             "stop the game for longer, pause it.")
                           % {"days": MAX_ZAT_DAYS, "latest": formats.date_format(
                               latest, "DATETIME_FORMAT")}, field="zat")
    phase = _open_phase_for_update(phase)
    before = {"zat": phase.zat.isoformat() if phase.zat else None}
    phase.zat = zat
    phase.version = F("version") + 1
    phase.save(update_fields=["zat", "version"])
    phase.refresh_from_db()
    _forget_reminders_after(phase, now)
    gm_action_record(game=phase.game, phase=phase, actor=actor, action="zat_set", reason=reason,
                     before=before, after={"zat": zat.isoformat()})
    notices.send_zat_moved(phase, dt.datetime.fromisoformat(before["zat"]) if before["zat"]
                           else None, "game_master")
    return phase


@transaction.atomic
def zat_extend(*, phase: Phase, hours: int, actor: Any, reason: str) -> Phase:
    """Push an open phase's ZAT back by some hours, within the game's maximum extension."""
    require_game_master(actor, phase.game)
    reason = require_reason(reason)
    if not isinstance(hours, int) or hours < 1:
        raise InvalidInput(_("Extend by a whole number of hours, 1 or more."), field="hours")
    phase = _open_phase_for_update(phase)
    cap = phase.game.max_extension_hours * 60
    if phase.extended_minutes + hours * 60 > cap:
        left = (cap - phase.extended_minutes) // 60
        raise InvalidInput(
            _("This phase may be extended by at most %(max_extension_hours)s hours in total; "
              "%(left)s hours are left.")
            % {"max_extension_hours": phase.game.max_extension_hours, "left": left},
            field="hours",
        )
    before = {"zat": phase.zat.isoformat(), "extended_minutes": phase.extended_minutes}
    phase.zat = phase.zat + dt.timedelta(hours=hours)
    phase.extended_minutes += hours * 60
    phase.version = F("version") + 1
    phase.save(update_fields=["zat", "extended_minutes", "version"])
    phase.refresh_from_db()
    _forget_reminders_after(phase, timezone.now())
    gm_action_record(
        game=phase.game, phase=phase, actor=actor, action="zat_extend", reason=reason,
        before=before,
        after={"zat": phase.zat.isoformat(), "extended_minutes": phase.extended_minutes},
    )
    notices.send_zat_moved(phase, phase.zat - dt.timedelta(hours=hours), "game_master")
    return phase
