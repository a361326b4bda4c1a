"""Game-master corrections: overruling a result under review, rolling back to an earlier phase."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models import F, Max
from django.utils import timezone
from django.utils.translation import gettext as _

from games.errors import Conflict, InvalidInput
from games.models import Game, Phase, Submission
from games.rulesets import get_ruleset
from games.rulesets.base import PhaseStart
from games.services.access import gm_action_record, require_game_master, require_reason
from games.services.due import current_submissions
from games.services.games import phase_open
from games.services.processing import adjudicate
from games.services.submissions import MAX_TEXT, submission_kind_check

EDITABLE = ("units", "dislodged", "supply_centers")


def _diff(before: dict[str, Any], after: dict[str, Any]) -> tuple[dict, dict]:
    keys = [k for k in after if before.get(k) != after.get(k)]
    return {k: before.get(k) for k in keys}, {k: after[k] for k in keys}


@transaction.atomic
def phase_overrule(
    *,
    phase: Phase,
    actor: Any,
    reason: str,
    units: list[dict[str, Any]] | None = None,
    dislodged: list[dict[str, Any]] | None = None,
    supply_centers: dict[str, list[str]] | None = None,
    orders: dict[str, str] | None = None,
    submissions: dict[str, dict[str, str]] | None = None,
    expected_version: int | None = None,
) -> Phase:
    """Correct a result awaiting review.

    Either change some seats' submissions and adjudicate again, or edit the resulting units /
    dislodgements / centre ownership directly. ``submissions`` is ``{seat: {kind: text}}`` for
    any kind the rule set declares (Rather Silly: votes, answers, herds, ...); ``orders`` is the
    short form ``{seat: text}`` for the ``orders`` kind. Each changed text is stored as a new
    submission version by the GM; kinds not named keep the seat's current version. The
    GmAction holds the changed texts (before and after) and the result's diff.
    ``expected_version`` guards against two game masters editing at once.
    """
    require_game_master(actor, phase.game)
    reason = require_reason(reason)
    phase = Phase.objects.select_for_update().select_related("game").get(pk=phase.pk)
    if phase.status != Phase.Status.AWAITING_REVIEW:
        raise Conflict(
            _("Phase %(phase)s is %(status)s; only a result awaiting review can be overruled "
              "(roll back to change a published phase).")
            % {"phase": phase.label, "status": phase.get_status_display()}
        )
    if expected_version is not None and expected_version != phase.version:
        raise Conflict(_("Someone changed this phase meanwhile; reload and try again."),
                       field="version")
    changes = _merge_changes(orders, submissions)
    edits = {"units": units, "dislodged": dislodged, "supply_centers": supply_centers}
    edits = {k: v for k, v in edits.items() if v is not None}
    if changes and edits:
        raise InvalidInput(_("Either change submissions or edit the result, not both at once."),
                           field="submissions" if submissions else "orders")
    if not changes and not edits:
        raise InvalidInput(_("Nothing to change: give new submissions (orders, votes, ...) or "
                             "edited units/centres."))
    before_result = dict(phase.result or {})
    texts: tuple[dict, dict] = ({}, {})
    if changes:
        texts = _store_changes(phase, actor, changes,
                               field="submissions" if submissions else "orders")
        result = adjudicate(phase, current_submissions(phase))
        # Who missed the phase was counted at the ZAT (and the seats' counts moved); an
        # overrule changes orders, not that count, so the report keeps naming them.
        result["nmr"] = before_result.get("nmr", [])
        result["missed_seats"] = before_result.get("missed_seats", result["nmr"])
    else:
        _check_edits(edits)
        result = {**before_result, **edits}
    phase.result = result
    phase.version = F("version") + 1
    phase.save(update_fields=["result", "version"])
    phase.refresh_from_db()
    before, after = _diff(before_result, result)
    if changes:
        before, after = {"submissions": texts[0], **before}, {"submissions": texts[1], **after}
    gm_action_record(game=phase.game, phase=phase, actor=actor, action="phase_overrule",
                     reason=reason, before=before, after=after)
    return phase


def _merge_changes(
    orders: dict[str, str] | None, submissions: dict[str, dict[str, str]] | None
) -> dict[str, dict[str, str]]:
    """One ``{seat: {kind: text}}`` from the short ``orders`` form and the general one."""
    if submissions is not None and (
        not isinstance(submissions, dict)
        or any(not isinstance(kinds, dict) for kinds in submissions.values())
    ):
        raise InvalidInput(_("Give submissions as {seat: {kind: text}}, e.g. {\"austria\": "
                             "{\"wormhole_vote\": \"lon - mos\"}}."), field="submissions")
    if orders is not None and not isinstance(orders, dict):
        raise InvalidInput(_("Give orders as {seat: text}, e.g. {\"france\": \"A par - pic\"}."),
                           field="orders")
    merged: dict[str, dict[str, str]] = {
        seat: dict(kinds) for seat, kinds in (submissions or {}).items() if kinds
    }
    for seat, text in (orders or {}).items():
        if "orders" in merged.get(seat, {}) and merged[seat]["orders"] != text:
            raise InvalidInput(_("Two different orders for %(seat)s: give them once.")
                               % {"seat": seat},
                               field="orders")
        merged.setdefault(seat, {})["orders"] = text
    return merged


def _store_changes(phase: Phase, actor: Any, changes: dict[str, dict[str, str]],
                   field: str) -> tuple[dict, dict]:
    """Check every (seat, kind, text), then store each as the seat's new version of that kind.
    Returns the texts before and after, ``{seat: {kind: text or None}}``, for the audit."""
    seats = {seat.key: seat for seat in phase.game.seats.all()}
    unknown = sorted(set(changes) - set(seats))
    if unknown:
        raise InvalidInput(_("Unknown seat(s): %(unknown)s; this game has %(seats)s.")
                           % {"unknown": ', '.join(unknown), "seats": ', '.join(sorted(seats))},
                           field=field)
    for key, kinds in changes.items():
        for kind, text in kinds.items():
            submission_kind_check(seats[key], kind, phase, field=field)
            if not isinstance(text, str) or len(text) > MAX_TEXT:
                raise InvalidInput(_("The %(kind)s of %(seat)s must be text of at most "
                                     "%(max_text)s characters.")
                                   % {"kind": kind, "seat": seats[key].label, "max_text": MAX_TEXT},
                                   field=field)
    ruleset = get_ruleset(phase.game.ruleset)
    old = current_submissions(phase)
    before: dict[str, dict[str, str | None]] = {}
    after: dict[str, dict[str, str]] = {}
    for key, kinds in changes.items():
        for kind, text in kinds.items():
            validation = ruleset.check_submission(phase.state, key, kind, text)
            latest = Submission.objects.filter(phase=phase, seat=seats[key], kind=kind)
            version = (latest.aggregate(v=Max("version"))["v"] or 0) + 1
            Submission.objects.create(
                phase=phase, seat=seats[key], kind=kind, version=version, raw_text=text,
                parsed=validation.to_json(), is_valid=validation.ok, submitted_by=actor,
            )
            before.setdefault(key, {})[kind] = old.get(key, {}).get(kind)
            after.setdefault(key, {})[kind] = text
    return before, after


def _check_edits(edits: dict[str, Any]) -> None:
    for name in ("units", "dislodged"):
        value = edits.get(name)
        if value is not None and (
            not isinstance(value, list)
            or any(not isinstance(u, dict) or not {"power", "type", "at"} <= set(u)
                   for u in value)
        ):
            raise InvalidInput(_("%(name)s must be a list of units with power, type and at.")
                               % {"name": name},
                               field=name)
    centers = edits.get("supply_centers")
    if centers is not None:
        if not isinstance(centers, dict) or any(
            not isinstance(v, list) for v in centers.values()
        ):
            raise InvalidInput(_("supply_centers must map each power to a list of centres."),
                               field="supply_centers")
        owned = [sc for scs in centers.values() for sc in scs]
        doubles = sorted({sc for sc in owned if owned.count(sc) > 1})
        if doubles:
            raise InvalidInput(_("Centres owned twice: %(doubles)s.")
                               % {"doubles": ', '.join(doubles)},
                               field="supply_centers")


@transaction.atomic
def phase_rollback(*, game: Game, to_phase: Phase, actor: Any, reason: str) -> Phase:
    """Play an earlier phase again. It and every later phase are kept, marked superseded (their
    results and reports stay for the record); a fresh copy of it opens with a new ZAT, carrying
    each seat's current submission over as version 1 (players may revise them; in a turn-based
    game nothing is carried over: the seat on turn acts again)."""
    require_game_master(actor, game)
    reason = require_reason(reason)
    game = Game.objects.select_for_update().get(pk=game.pk)
    to_phase = Phase.objects.select_for_update().get(pk=to_phase.pk)
    if to_phase.game_id != game.pk:
        raise InvalidInput(_("That phase belongs to another game."), field="to_phase")
    if to_phase.status == Phase.Status.SUPERSEDED:
        raise Conflict(_("Phase %(to_phase)s was itself undone by an earlier rollback.")
                       % {"to_phase": to_phase.label})
    if to_phase.status == Phase.Status.PROCESSING:
        raise Conflict(_("Phase %(to_phase)s is being adjudicated right now; try again soon.")
                       % {"to_phase": to_phase.label})
    later = game.phases.live().filter(index__gt=to_phase.index)
    before = {
        "phase": to_phase.label,
        "status": to_phase.status,
        "result": to_phase.result,
        "superseded": list(later.values_list("label", flat=True)),
        # The phases this rollback undoes, by id in playing order: the line a roll-forward
        # replays (games.services.rollforward); labels repeat across rollbacks, ids do not.
        "superseded_ids": [to_phase.pk, *later.values_list("pk", flat=True)],
        "game_status": game.status,
    }
    later.update(status=Phase.Status.SUPERSEDED, version=F("version") + 1)
    index = (game.phases.aggregate(m=Max("index"))["m"] or 0) + 1
    # The reopened phase becomes the newest row so the sequence stays in playing order.
    reopened = phase_open(
        game,
        index,
        PhaseStart(to_phase.label, to_phase.phase_type, to_phase.state),
        timezone.now(),
    )
    # A turn-based game processes a turn once its seat has acted: a carried-over action would
    # replay the undone turn at the next sweep, so the seat on turn acts afresh instead.
    carried = ([] if get_ruleset(game.ruleset).turn_based
               else Submission.objects.filter(phase=to_phase).current())
    for sub in carried:
        Submission.objects.create(
            phase=reopened, seat=sub.seat, kind=sub.kind, version=1, raw_text=sub.raw_text,
            parsed=sub.parsed, is_valid=sub.is_valid, wait=sub.wait,
            submitted_by=sub.submitted_by,
        )
    to_phase.status = Phase.Status.SUPERSEDED
    to_phase.version = F("version") + 1
    to_phase.save(update_fields=["status", "version"])
    if game.status == Game.Status.FINISHED:
        game.status = Game.Status.RUNNING
        game.winner = ""
        game.save(update_fields=["status", "winner"])
    gm_action_record(game=game, phase=reopened, actor=actor, action="phase_rollback",
                     reason=reason, before=before,
                     after={"phase": reopened.label, "status": "open",
                            "zat": reopened.zat.isoformat()})
    return reopened

