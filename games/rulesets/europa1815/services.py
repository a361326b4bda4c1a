"""Europa 1815 (2vs2): the game master's map, teams and seating (draft games) and position
editor (running games). Both log the GM's reason with the diff; the editor's result is
published through the same path as every turn, so the turn mail goes to every seat in the
same transaction."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from games.errors import Conflict, InvalidInput, LinesRefused
from games.mail_intake.addresses import new_nonce
from games.models import Game, Phase, Seat
from games.rulesets import get_ruleset
from games.rulesets.base import RuleSetInputError, RuleSetSettingsError
from games.rulesets.europa1815.gm import gm_apply, held, read_patch
from games.rulesets.europa1815.settings import MapFaults
from games.services.access import gm_action_record, require_game_master, require_reason
from games.services.processing import _publish

KEY = "europa1815"


def _summary(settings: dict[str, Any]) -> dict[str, Any]:
    ref = settings.get("map") or {}
    return {"map": "example" if ref.get("example") else ref.get("name"),
            "map_chars": len(ref.get("text") or ""), "svg": bool(ref.get("svg")),
            "teams": settings.get("teams"), "seating": settings.get("seating"),
            "start_phase": settings.get("start_phase"), "edition": settings.get("edition")}


def _seats_sync(game: Game, keys: list[str], labels: dict[str, str]) -> None:
    """The game's seats become ``keys`` in this order; a seat whose key stays keeps its
    player."""
    game.seats.exclude(key__in=keys).delete()
    have = set(game.seats.values_list("key", flat=True))
    Seat.objects.bulk_create(Seat(game=game, key=k, label=labels[k], mail_nonce=new_nonce())
                             for k in keys if k not in have)


@transaction.atomic
def europa_setup(*, game: Game, actor: Any, reason: str, map_text: str | None = None,
                 svg: str | None = None, map_name: str | None = None, example: bool = False,
                 teams: dict[str, list[str]] | None = None, seating: list[str] | None = None,
                 start_phase: bool | None = None, edition: str | None = None) -> Game:
    """A draft game's map (a map file's text and optional SVG, or the shipped example),
    teams and seating. Every fault of the map is named with its line; a seating where allies
    follow each other is refused quoting the rule; nothing is saved then."""
    require_game_master(actor, game)
    reason = require_reason(reason)
    game = Game.objects.select_for_update().get(pk=game.pk)
    if game.ruleset != KEY:
        raise InvalidInput("Only a game of Europa 1815 has a map and teams.", field="ruleset")
    if game.status != Game.Status.DRAFT:
        raise Conflict("The map, teams and seating are fixed before the start; a running "
                       "game keeps them.")
    settings = dict(game.settings)
    if example:
        settings["map"] = {"example": True}
    elif map_text is not None:
        settings["map"] = {"text": map_text, "svg": svg or None,
                           "name": (map_name or "map")[:100]}
    if teams is not None or seating is not None:
        settings["teams"], settings["seating"] = teams, seating
    elif example or map_text is not None:
        # A new map: the teams are fixed again for its players (the example keeps its own).
        settings.pop("teams", None)
        settings.pop("seating", None)
    if start_phase is not None:
        settings["start_phase"] = start_phase
    if edition is not None:
        settings["edition"] = edition
    ruleset = get_ruleset(KEY)
    try:
        clean = ruleset.validate_settings(settings)
    except MapFaults as error:
        raise LinesRefused(str(error), field="map", lines=[
            {"line": f"line {line}", "error": message} for line, message in error.problems
        ]) from None
    except RuleSetSettingsError as error:
        raise InvalidInput(str(error), field=error.field or "settings") from None
    before = _summary(game.settings)
    game.settings = clean
    game.save(update_fields=["settings"])
    specs = ruleset.seats(clean)
    _seats_sync(game, [s.key for s in specs], {s.key: s.label for s in specs})
    gm_action_record(game=game, actor=actor, action="europa_setup", reason=reason,
                     before=before, after=_summary(clean))
    return game


def _current(game: Game) -> Phase:
    phase = (game.phases.live().filter(status__in=[Phase.Status.OPEN,
                                                    Phase.Status.AWAITING_REVIEW])
             .order_by("-index").first())
    if phase is None or game.status != Game.Status.RUNNING:
        raise Conflict("The position can be edited only in a running game with a turn open "
                       "or a result awaiting review.")
    return phase


def europa_preview(*, game: Game, actor: Any, op: str, patch: str, reason: str,
                   team: str | None = None) -> dict[str, Any]:
    """What the operation would change (the diff and the events), nothing saved."""
    require_game_master(actor, game)
    reason = require_reason(reason)
    phase = _current(game)
    base = phase.result if phase.status == Phase.Status.AWAITING_REVIEW else held(phase.state)
    return _apply(base, op, patch, reason, team)


def _apply(base: dict[str, Any], op: str, patch: str, reason: str,
           team: str | None) -> dict[str, Any]:
    try:
        return gm_apply(base, op, read_patch(patch) if op in ("edit", "resolve", "close_sp")
                        else {}, reason, team)
    except RuleSetInputError as error:
        raise InvalidInput(str(error), field=error.field or "patch") from None


@transaction.atomic
def europa_position_edit(*, game: Game, actor: Any, op: str, patch: str, reason: str,
                         team: str | None = None, publish: bool = True) -> Phase:
    """Apply the GM's operation to the position (the open turn is taken over, or the result
    awaiting review is changed), log it with the diff, and publish the turn (mailed to every
    seat) unless ``publish`` is off or the position still waits for the GM."""
    require_game_master(actor, game)
    reason = require_reason(reason)
    game = Game.objects.select_for_update().get(pk=game.pk)
    phase = Phase.objects.select_for_update().get(pk=_current(game).pk)
    base = phase.result if phase.status == Phase.Status.AWAITING_REVIEW else held(phase.state)
    result = _apply(dict(base or {}), op, patch, reason, team)
    taken_over = phase.status == Phase.Status.OPEN
    changed = Phase.objects.filter(pk=phase.pk, status=phase.status).update(
        result=result, status=Phase.Status.AWAITING_REVIEW, version=F("version") + 1,
        processed_at=phase.processed_at or timezone.now())
    if changed != 1:
        raise Conflict("Someone changed this turn meanwhile; reload and try again.")
    phase.refresh_from_db()
    entry = result["gm"][-1]
    gm_action_record(
        game=game, phase=phase, actor=actor, action=f"europa_{op}", reason=reason,
        before={"op": op, "turn_taken_over": taken_over,
                **{c["path"]: c["before"] for c in entry["changes"]}},
        after={"op": op, **({"team": team} if team else {}),
               **{c["path"]: c["after"] for c in entry["changes"]}})
    if publish and not get_ruleset(KEY).needs_review(result):
        _publish(phase)
        phase.refresh_from_db()
    return phase
