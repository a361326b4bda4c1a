"""Roll-forward (DPjudge's ROLLFORWARD): after a rollback, replay the phases it undid one by
one with their original submissions, each previewed as a diff before it is published.

The line to replay is what the game's latest rollback undid: its audit row names those phases
by id (``before["superseded_ids"]``, in playing order; an older row only by label). The open
phase is matched to that line by label, walking the live phases played since the rollback in
order (a phase the old line did not have, e.g. a retreat that no longer happens, is skipped).
The match is offered when it had been published; its submissions (each seat's last version,
the one its published result was adjudicated from) are adjudicated on the open phase's
position (which the game master may have edited since) with the superseded phase's seed, so
the same orders on the same position give the same result. Decisions: docs/rules/rollforward.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.db.models import Max
from django.utils.translation import gettext as _

from games.errors import Conflict, InvalidInput
from games.models import Game, GmAction, Phase, Submission
from games.rulesets import get_ruleset
from games.services.access import gm_action_record, require_game_master, require_reason
from games.services.due import current_submissions
from games.services.processing import phase_process, phase_publish
from games.services.rollforward_diff import position_diff, result_diff

# What happens to one (seat, kind) of the superseded phase in the open one.
COPY, SAME, KEPT, REPLACED = "copy", "same", "kept", "replaced"


@dataclass(frozen=True)
class SeatCopy:
    """One submission of the superseded phase and what the roll-forward does with it."""

    seat: str
    label: str
    kind: str
    text: str  # as the superseded phase had it
    current: str | None  # the open phase's current version (None: nothing sent)
    action: str  # COPY, SAME, KEPT (a newer one stays) or REPLACED (the GM chose so)


@dataclass
class RollforwardPreview:
    phase: Phase  # the open phase
    source: Phase  # the superseded phase it replays
    copies: list[SeatCopy]
    submissions: dict[str, dict[str, str]]  # what the adjudication takes
    result: dict[str, Any]
    diff: list[dict[str, Any]]  # against what the superseded phase published
    position: list[dict[str, Any]]  # the open phase's position against the superseded one's
    remaining: int  # superseded phases of the line after this one
    applied: bool = False
    next_phase: Phase | None = None

    @property
    def newer_seats(self) -> list[tuple[str, str]]:
        """Seats with a submission made after the rollback that differs: (key, label)."""
        seen: dict[str, str] = {}
        for copy in self.copies:
            if copy.action in (KEPT, REPLACED):
                seen.setdefault(copy.seat, copy.label)
        return list(seen.items())


def _latest_rollback(game: Game) -> GmAction | None:
    return (GmAction.objects.filter(game=game, action="phase_rollback", phase__isnull=False)
            .select_related("phase").order_by("-pk").first())


def _undone(game: Game, rollback: GmAction) -> list[Phase]:
    """The phases the rollback undid, in playing order."""
    reopened = rollback.phase
    before = rollback.before or {}
    ids = before.get("superseded_ids")
    if isinstance(ids, list) and ids:
        found = {p.pk: p for p in Phase.objects.filter(game=game, pk__in=ids)}
        return [found[pk] for pk in ids if pk in found]
    # A rollback logged before the ids were: each label's newest superseded phase before
    # the reopened one.
    labels = [before.get("phase"), *(before.get("superseded") or [])]
    undone = []
    for label in labels:
        phase = (game.phases.filter(status=Phase.Status.SUPERSEDED, label=label,
                                    index__lt=reopened.index).order_by("-index").first())
        if phase is not None:
            undone.append(phase)
    return undone


def _match(game: Game) -> tuple[Phase | None, Phase | None, int]:
    """(the open end of the live line, the superseded phase it replays or None, how many of
    the undone line follow that one)."""
    rollback = _latest_rollback(game)
    current = game.phases.live().order_by("-index").first()
    if rollback is None or current is None or rollback.phase.status == Phase.Status.SUPERSEDED:
        return current, None, 0
    undone = _undone(game, rollback)
    position = 0
    live = game.phases.live().filter(index__gte=rollback.phase.index).order_by("index")
    for phase in live:
        k = next((i for i in range(position, len(undone)) if undone[i].label == phase.label),
                 None)
        if phase.pk == current.pk:
            if k is None or undone[k].published_at is None:
                return current, None, 0
            later = sum(1 for p in undone[k + 1:] if p.published_at is not None)
            return current, undone[k], later
        if k is not None:
            position = k + 1
    return current, None, 0


def rollforward_ready(game: Game) -> bool:
    """Whether a roll-forward is on offer (the GM's page shows the action only then)."""
    if game.status != Game.Status.RUNNING or get_ruleset(game.ruleset).turn_based:
        return False
    current, source, _later = _match(game)
    return source is not None and current is not None and current.status == Phase.Status.OPEN


def _target(game: Game) -> tuple[Phase, Phase, int]:
    """The open phase and the superseded one it replays, or the refusal saying why not."""
    if get_ruleset(game.ruleset).turn_based:
        raise Conflict(_("Roll-forward is for games whose phases are adjudicated together; "
                         "in a turn-based game each seat plays its turn again."))
    current, source, later = _match(game)
    if source is None or current is None:
        raise Conflict(_("Nothing to roll forward: the latest rollback left no published "
                         "phase to replay after the open one."))
    if game.status == Game.Status.PAUSED:
        raise Conflict(_("“%(game)s” is paused; resume it first, then roll forward.")
                       % {"game": game.name})
    if game.status != Game.Status.RUNNING:
        raise Conflict(_("“%(game)s” is %(status)s; only a running game can roll forward.")
                       % {"game": game.name, "status": game.get_status_display()})
    if current.status != Phase.Status.OPEN:
        raise Conflict(_("Phase %(phase)s is %(status)s; roll-forward replays into an open "
                         "phase.") % {"phase": current.label,
                                      "status": current.get_status_display()})
    return current, source, later


def _copies(game: Game, phase: Phase, source: Phase,
            overwrite: frozenset[str]) -> tuple[list[SeatCopy], dict[str, dict[str, str]]]:
    """Each submission of the superseded phase against the open phase's, and the texts the
    adjudication takes: the open phase's, with the copies and the chosen replacements."""
    labels = {seat.key: str(seat.label) for seat in game.seats.all()}
    unknown = sorted(overwrite - set(labels))
    if unknown:
        raise InvalidInput(_("Unknown seat(s): %(unknown)s.") % {"unknown": ", ".join(unknown)},
                           field="overwrite")
    now = current_submissions(phase)
    merged = {seat: dict(kinds) for seat, kinds in now.items()}
    copies = []
    for seat, kinds in sorted(current_submissions(source).items()):
        for kind, text in sorted(kinds.items()):
            current = now.get(seat, {}).get(kind)
            if current is None:
                action = COPY
            elif current == text:
                action = SAME
            else:
                action = REPLACED if seat in overwrite else KEPT
            if action in (COPY, REPLACED):
                merged.setdefault(seat, {})[kind] = text
            copies.append(SeatCopy(seat, labels.get(seat, seat), kind, text, current, action))
    return copies, merged


def _preview(game: Game, overwrite: frozenset[str]) -> RollforwardPreview:
    phase, source, later = _target(game)
    copies, merged = _copies(game, phase, source, overwrite)
    result = get_ruleset(game.ruleset).adjudicate(
        phase.state, merged, game.seed + source.index).result
    return RollforwardPreview(
        phase=phase, source=source, copies=copies, submissions=merged, result=result,
        diff=result_diff(source.result or {}, result),
        position=position_diff(source.state or {}, phase.state or {}), remaining=later)


def rollforward_preview(*, game: Game, actor: Any,
                        overwrite: list[str] | tuple[str, ...] = ()) -> RollforwardPreview:
    """What rolling forward would do now: the superseded phase replayed, its submissions
    against the open phase's, the adjudication on the open phase's position and the diff
    against what the superseded phase published. Nothing is stored. ``overwrite``: seats
    whose submissions made after the rollback the superseded ones replace."""
    require_game_master(actor, game)
    return _preview(game, frozenset(overwrite or ()))


def rollforward_apply(*, game: Game, actor: Any, reason: str,
                      overwrite: list[str] | tuple[str, ...] = (),
                      source: int | None = None) -> RollforwardPreview:
    """Roll forward one phase: copy the superseded phase's submissions into the open phase
    (as new versions by the game master; a seat's newer, different submission stays unless
    the seat is in ``overwrite``), adjudicate it the normal way (with the superseded phase's
    seed) and publish it, turn reports and all. ``source``: the superseded phase's id the
    preview showed; another one now (a second click, another game master) is refused.
    A result the rule set flags for review stays awaiting review (the publish page)."""
    require_game_master(actor, game)
    reason = require_reason(reason)
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game.pk)
        preview = _preview(game, frozenset(overwrite or ()))
        phase = Phase.objects.select_for_update().get(pk=preview.phase.pk)
        if source is not None and source != preview.source.pk:
            raise Conflict(_("Meanwhile the roll-forward moved on to phase %(phase)s; look at "
                             "its preview and confirm again.") % {"phase": phase.label},
                           field="source")
        before, after = _store(phase, actor, preview.copies)
        done = phase_process(phase_id=phase.pk, force=True, seed_index=preview.source.index)
        if done is None:
            raise Conflict(_("Phase %(phase)s is already being adjudicated.")
                           % {"phase": phase.label})
        gm_action_record(
            game=game, phase=done, actor=actor, action="phase_rollforward", reason=reason,
            before={"phase": phase.label, "source": preview.source.label,
                    "source_id": preview.source.pk, "submissions": before},
            after={"submissions": after, "status": done.status,
                   "kept": _kept(preview.copies),
                   "diff": preview.diff})
        following = None
        if done.status == Phase.Status.AWAITING_REVIEW and not get_ruleset(
                game.ruleset).needs_review(done.result or {}):
            # The preview was the review: publish as the publish page would.
            following = phase_publish(phase=done, actor=actor, reason=reason)
        elif done.status == Phase.Status.PUBLISHED:
            following = game.phases.live().filter(index__gt=done.index).order_by("index").first()
    preview.applied, preview.next_phase = True, following
    preview.phase = Phase.objects.get(pk=done.pk)
    preview.remaining = preview.remaining if rollforward_ready(game) else 0
    return preview


def _kept(copies: list[SeatCopy]) -> dict[str, list[str]]:
    """The seats' newer submissions left standing: {seat: [kinds]}."""
    kept: dict[str, list[str]] = {}
    for copy in copies:
        if copy.action == KEPT:
            kept.setdefault(copy.seat, []).append(copy.kind)
    return kept


def _store(phase: Phase, actor: Any, copies: list[SeatCopy]) -> tuple[dict, dict]:
    """The copies as the seats' next versions, entered by the game master; the texts before
    and after for the audit row."""
    ruleset = get_ruleset(phase.game.ruleset)
    seats = {seat.key: seat for seat in phase.game.seats.all()}
    before: dict[str, dict[str, str | None]] = {}
    after: dict[str, dict[str, str]] = {}
    for copy in copies:
        if copy.action not in (COPY, REPLACED) or copy.seat not in seats:
            continue
        validation = ruleset.check_submission(phase.state, copy.seat, copy.kind, copy.text)
        latest = (Submission.objects.filter(phase=phase, seat=seats[copy.seat], kind=copy.kind)
                  .aggregate(v=Max("version"))["v"] or 0)
        Submission.objects.create(
            phase=phase, seat=seats[copy.seat], kind=copy.kind, version=latest + 1,
            raw_text=copy.text, parsed=validation.to_json(), is_valid=validation.ok,
            submitted_by=actor)
        before.setdefault(copy.seat, {})[copy.kind] = copy.current
        after.setdefault(copy.seat, {})[copy.kind] = copy.text
    return before, after
