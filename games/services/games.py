"""Creating, starting, pausing and resuming games."""

from __future__ import annotations

import datetime as dt
import secrets
from typing import Any

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from games.emails import notices
from games.errors import Conflict, InvalidInput
from games.mail_intake.addresses import new_nonce
from games.models import Game, Phase, Seat
from games.rulesets import get_ruleset
from games.rulesets.base import PhaseStart, RuleSetSettingsError
from games.services.access import gm_action_record, require_game_master, require_reason
from games.services.schedule import schedule_clean, zat_compute


def ruleset_settings_clean(ruleset_key: str, settings: dict[str, Any] | None) -> dict[str, Any]:
    ruleset = get_ruleset(ruleset_key)
    try:
        return ruleset.validate_settings(dict(settings or {}))
    except RuleSetSettingsError as exc:
        field = f"settings.{exc.field}" if exc.field else "settings"
        raise InvalidInput(str(exc), field=field) from None


@transaction.atomic
def game_create(
    *,
    creator: Any,
    name: str,
    ruleset: str = "diplomacy",
    settings: dict[str, Any] | None = None,
    seed: int | None = None,
    schedule: dict[str, Any] | None = None,
) -> Game:
    """Create a draft game with one vacant seat per power/role; the creator becomes its GM."""
    name = (name or "").strip()
    if not name:
        raise InvalidInput(_("Give the game a name."), field="name")
    if len(name) > 200:
        raise InvalidInput(_("A game name has at most 200 characters."), field="name")
    clean_settings = ruleset_settings_clean(ruleset, settings)
    rules = get_ruleset(ruleset)
    phase_types = rules.phase_types()
    clean_schedule = schedule_clean(
        schedule or {}, phase_types if schedule and "phase_hours" in schedule else None
    )
    # The rule set's defaults (a turn-based game: hours per turn, no review) under the GM's.
    clean_schedule = {**schedule_clean(rules.default_schedule()), **clean_schedule}
    if seed is not None and not isinstance(seed, int):
        raise InvalidInput(_("The seed must be a whole number."), field="seed")
    game = Game.objects.create(
        ruleset=ruleset,
        name=name,
        seed=seed if seed is not None else secrets.randbelow(2**62),
        settings=clean_settings,
        **clean_schedule,
    )
    game.game_masters.add(creator)
    # Each seat's mail nonce is made with it (not on its first mail, which would cost two
    # queries per seat in the first turn report).
    Seat.objects.bulk_create(
        Seat(game=game, key=spec.key, label=spec.label, mail_nonce=new_nonce())
        for spec in rules.seats(clean_settings)
    )
    gm_action_record(game=game, actor=creator, action="game_create", reason="game created",
                     after={"name": name, "ruleset": ruleset, "settings": clean_settings})
    return game


def phase_open(game: Game, index: int, start: PhaseStart, now: dt.datetime) -> Phase:
    """Create the open phase ``start`` (a PhaseStart) with its ZAT counted from ``now``; a
    declared absence may move that ZAT (``games.services.absences``)."""
    from games.services.absences import absences_move_zat

    phase = Phase.objects.create(
        game=game,
        index=index,
        label=start.label,
        phase_type=start.phase_type,
        state=start.state,
        zat=zat_compute(game, start.phase_type, now),
    )
    absences_move_zat(phase)
    return phase


@transaction.atomic
def game_start(*, game: Game, actor: Any, reason: str = "game started") -> Phase:
    """Open the first phase. Every seat must be taken."""
    require_game_master(actor, game)
    game = Game.objects.select_for_update().get(pk=game.pk)
    if game.status != Game.Status.DRAFT:
        raise Conflict(_("“%(game)s” has already started.") % {"game": game.name})
    vacant = [s.label for s in game.seats.filter(player__isnull=True)]
    if vacant:
        raise Conflict(_("Seats still vacant: %(vacant)s. Assign or invite players first.")
                       % {"vacant": ', '.join(vacant)})
    ruleset = get_ruleset(game.ruleset)
    problems = ruleset.start_problems(game.settings)
    if problems:
        raise Conflict("This game cannot start yet: " + "; ".join(problems))
    start = ruleset.first_phase(game.settings, game.seed)
    phase = phase_open(game, 0, start, timezone.now())
    game.status = Game.Status.RUNNING
    game.save(update_fields=["status"])
    gm_action_record(game=game, phase=phase, actor=actor, action="game_start",
                     reason=require_reason(reason), before={"status": "draft"},
                     after={"status": "running", "phase": phase.label,
                            "zat": phase.zat.isoformat()})
    notices.send_game_started(game, phase)
    return phase


@transaction.atomic
def game_pause(*, game: Game, actor: Any, reason: str) -> Game:
    """Stop the clock: the open phase keeps its remaining time until game_resume."""
    require_game_master(actor, game)
    reason = require_reason(reason)
    game = Game.objects.select_for_update().get(pk=game.pk)
    if game.status != Game.Status.RUNNING:
        raise Conflict(_("Only a running game can be paused; “%(game)s” is %(status)s.")
                       % {"game": game.name, "status": game.get_status_display()})
    phase = game.phases.open().first()
    now = timezone.now()
    remaining = max(phase.zat - now, dt.timedelta(0)) if phase and phase.zat else None
    game.status = Game.Status.PAUSED
    game.paused_remaining = remaining
    game.save(update_fields=["status", "paused_remaining"])
    gm_action_record(game=game, phase=phase, actor=actor, action="game_pause", reason=reason,
                     before={"status": "running"},
                     after={"status": "paused",
                            "remaining_seconds": remaining.total_seconds() if remaining else None})
    notices.send_game_paused(game)
    return game


@transaction.atomic
def game_resume(*, game: Game, actor: Any, reason: str) -> Game:
    """Restart the clock: the open phase's ZAT becomes now + the time it had left."""
    require_game_master(actor, game)
    reason = require_reason(reason)
    game = Game.objects.select_for_update().get(pk=game.pk)
    if game.status != Game.Status.PAUSED:
        raise Conflict(_("Only a paused game can be resumed; “%(game)s” is %(status)s.")
                       % {"game": game.name, "status": game.get_status_display()})
    phase = game.phases.open().first()
    before_zat = phase.zat.isoformat() if phase and phase.zat else None
    if phase and game.paused_remaining is not None:
        phase.zat = timezone.now() + game.paused_remaining
        phase.save(update_fields=["zat"])
    game.status = Game.Status.RUNNING
    game.paused_remaining = None
    game.save(update_fields=["status", "paused_remaining"])
    gm_action_record(game=game, phase=phase, actor=actor, action="game_resume", reason=reason,
                     before={"status": "paused", "zat": before_zat},
                     after={"status": "running",
                            "zat": phase.zat.isoformat() if phase and phase.zat else None})
    notices.send_game_resumed(game, phase)
    return game
