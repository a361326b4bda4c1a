"""Every core game-master action, declared once: what it takes, the one service call it makes,
and how it shows as a page (``games.views.gm_actions``) and in the API
(``games.api.actions``). Both channels, and their URL lists, are generated from these
declarations.

The input's one shape is the API serializer's ``validated_data``: the page form's hook
(``GmActionView.action_input``) hands the call the same keys, and what a URL names (an API
seat, a review flag's index) is added to it under the URL's own name. The call finds the
target (the open phase, a seat, a phase to roll back to) and makes the service call; the
service checks the actor's right and writes the audit row (``GmAction``). The page checks
"game master of this game" first (403) and the API hides games the caller has nothing to do
with (404), as before."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games import selectors, services
from games.api import rollforward_serializers as rf
from games.api import serializers as s
from games.api.house_rules_serializers import HouseRulesSerializer
from games.api.permissions import phase_for, seat_for
from games.errors import Conflict
from games.models import Game, Phase
from games.services.flag_decisions import review_flag_decide
from games.services.rollforward import rollforward_apply, rollforward_preview

Call = Callable[[Game, dict[str, Any], Any], Any]


class NoPhaseYet(Conflict):
    """An action on the open phase of a game that has none. Worded here as the API says it;
    the page says it in its own sentence (``games.views.gm``)."""

    def __init__(self, game: Game) -> None:
        super().__init__(_("“%(game)s” has no phase yet; start it first.") % {"game": game.name})


def current_phase(game: Game) -> Phase:
    """The phase an action on "the current phase" addresses; the service judges its state."""
    phase = selectors.current_phase(game)
    if phase is None:
        raise NoPhaseYet(game)
    return phase


_SAVE = gettext_lazy("Save")
_DONE = gettext_lazy("Done.")


@dataclass(frozen=True)
class PageSpec:
    """The action's page: its address below ``gm/games/<id:game_id>/``, URL name and texts."""

    path: str
    name: str
    title: Promise
    intro: Promise | str = ""
    button: Promise = _SAVE
    done: Promise = _DONE
    danger: bool = False


@dataclass(frozen=True)
class ApiSpec:
    """The action in the API: its address below ``games/<id:game_id>/``, URL name, schema
    summary, input and output serializers, and whether it answers 201 (something created)."""

    path: str
    name: str
    summary: str
    input: type = s.ReasonSerializer
    output: type = s.GameSerializer
    created: bool = False


@dataclass(frozen=True)
class GmActionSpec:
    key: str
    call: Call  # (game, data, actor) -> what the API serializes; the page only says "done"
    pages: tuple[PageSpec, ...] = ()
    api: ApiSpec | None = None


# ---- the calls: the one place each service is called ----


def _start(game: Game, data: dict[str, Any], actor: Any) -> Any:
    return services.game_start(game=game, actor=actor, reason=data["reason"])


def _pause(game: Game, data: dict[str, Any], actor: Any) -> Any:
    return services.game_pause(game=game, actor=actor, reason=data["reason"])


def _resume(game: Game, data: dict[str, Any], actor: Any) -> Any:
    return services.game_resume(game=game, actor=actor, reason=data["reason"])


def _schedule(game: Game, data: dict[str, Any], actor: Any) -> Any:
    values = {k: v for k, v in data.items() if k != "reason"}
    return services.game_schedule_update(game=game, actor=actor, reason=data["reason"],
                                         **values)


def _process(game: Game, data: dict[str, Any], actor: Any) -> Any:
    return services.phase_process_now(phase=current_phase(game), actor=actor,
                                      reason=data["reason"])


def _publish(game: Game, data: dict[str, Any], actor: Any) -> Any:
    phase = current_phase(game)
    following = services.phase_publish(phase=phase, actor=actor, reason=data["reason"])
    phase.refresh_from_db()
    return following or phase  # the next phase; the published one when the game ended


def _overrule(game: Game, data: dict[str, Any], actor: Any) -> Any:
    """Edit the result under review, or change submissions and adjudicate again: only the
    parts named are changed."""
    return services.phase_overrule(
        phase=current_phase(game), actor=actor, reason=data["reason"],
        units=data.get("units"), dislodged=data.get("dislodged"),
        supply_centers=data.get("supply_centers"), orders=data.get("orders"),
        submissions=data.get("submissions"), expected_version=data.get("expected_version"),
    )


def _decide(game: Game, data: dict[str, Any], actor: Any) -> Any:
    """Take another option of review flag ``index``: both channels' URL names the flag; the
    page's names the option too, the API's body carries it."""
    return review_flag_decide(phase=current_phase(game), actor=actor, index=data["index"],
                              option=data["option"], reason=data["reason"])


def _rollback(game: Game, data: dict[str, Any], actor: Any) -> Any:
    return services.phase_rollback(game=game, to_phase=phase_for(game, data["to_phase"]),
                                   actor=actor, reason=data["reason"])


def _rollforward(game: Game, data: dict[str, Any], actor: Any) -> Any:
    """Preview (nothing stored) or roll the next superseded phase forward."""
    overwrite = data.get("overwrite") or ()
    if data.get("preview"):
        return rollforward_preview(game=game, actor=actor, overwrite=overwrite)
    return rollforward_apply(game=game, actor=actor, reason=data.get("reason") or "",
                             overwrite=overwrite, source=data.get("source"))


def _zat_set(game: Game, data: dict[str, Any], actor: Any) -> Any:
    return services.zat_set(phase=current_phase(game), zat=data["zat"], actor=actor,
                            reason=data["reason"])


def _zat_extend(game: Game, data: dict[str, Any], actor: Any) -> Any:
    return services.zat_extend(phase=current_phase(game), hours=data["hours"], actor=actor,
                               reason=data["reason"])


def _seat_assign(game: Game, data: dict[str, Any], actor: Any) -> Any:
    return services.seat_assign(seat=seat_for(game, data["seat"]), player=data["player"],
                                actor=actor, reason=data["reason"])


def _seat_replace(game: Game, data: dict[str, Any], actor: Any) -> Any:
    return services.seat_replace(seat=seat_for(game, data["seat"]), player=data["player"],
                                 actor=actor, reason=data["reason"])


def _invite(game: Game, data: dict[str, Any], actor: Any) -> Any:
    return services.invitation_create(seat=seat_for(game, data["seat"]), email=data["email"],
                                      actor=actor, reason=data["reason"])


def _announce(game: Game, data: dict[str, Any], actor: Any) -> Any:
    return services.announcement_send(game=game, actor=actor, subject=data["subject"],
                                      body=data["body"], reason=data["reason"])


def _house_rules(game: Game, data: dict[str, Any], actor: Any) -> Any:
    return services.house_rules_update(game=game, actor=actor, text=data["house_rules"],
                                       reason=data["reason"])


# ---- the declarations, in the order of the old list of pages ----

GM_ACTIONS: tuple[GmActionSpec, ...] = (
    GmActionSpec(
        "start", _start,
        (PageSpec("start/", "gm-start", gettext_lazy("Start the game"),
                  gettext_lazy("Opens the first phase. Every seat must be taken."),
                  gettext_lazy("Start"), gettext_lazy("The game has started.")),),
        ApiSpec("start/", "api-start", "Start the game (opens the first phase)",
                output=s.PhaseSerializer)),
    GmActionSpec(
        "pause", _pause,
        (PageSpec("pause/", "gm-pause", gettext_lazy("Pause the game"),
                  gettext_lazy("Stops the clock; the open phase keeps the time it has left."),
                  gettext_lazy("Pause"), gettext_lazy("The game is paused.")),),
        ApiSpec("pause/", "api-pause", "Pause the game")),
    GmActionSpec(
        "resume", _resume,
        (PageSpec("resume/", "gm-resume", gettext_lazy("Resume the game"),
                  gettext_lazy("Restarts the clock with the time the open phase had left."),
                  gettext_lazy("Resume"), gettext_lazy("The game is running again.")),),
        ApiSpec("resume/", "api-resume", "Resume the game")),
    GmActionSpec(
        "schedule", _schedule,
        (PageSpec("schedule/", "gm-schedule", gettext_lazy("ZAT schedule"),
                  gettext_lazy("Applies to phases opened from now on; the open phase keeps "
                               "its ZAT."),
                  done=gettext_lazy("The schedule has been saved.")),),
        ApiSpec("schedule/", "api-schedule", "Change the ZAT schedule",
                input=s.ScheduleUpdateSerializer)),
    GmActionSpec(
        "zat-set", _zat_set,
        (PageSpec("zat/", "gm-zat-set", gettext_lazy("Set the ZAT"),
                  button=gettext_lazy("Set ZAT"), done=gettext_lazy("The ZAT has been moved.")),),
        ApiSpec("zat/", "api-zat-set", "Set the ZAT", input=s.ZatSetSerializer,
                output=s.PhaseSerializer)),
    GmActionSpec(
        "zat-extend", _zat_extend,
        (PageSpec("zat/extend/", "gm-zat-extend", gettext_lazy("Extend the ZAT"),
                  button=gettext_lazy("Extend"),
                  done=gettext_lazy("The ZAT has been extended.")),),
        ApiSpec("zat/extend/", "api-zat-extend", "Extend the ZAT by some hours",
                input=s.ZatExtendSerializer, output=s.PhaseSerializer)),
    GmActionSpec(
        "seat-assign", _seat_assign,
        (PageSpec("seats/assign/", "gm-seat-assign", gettext_lazy("Assign a seat"),
                  done=gettext_lazy("The seat has been assigned.")),),
        ApiSpec("seats/<str:seat>/assign/", "api-seat-assign",
                "Put a player into a vacant seat", input=s.PlayerSerializer,
                output=s.SeatSerializer)),
    GmActionSpec(
        "seat-replace", _seat_replace,
        (PageSpec("seats/replace/", "gm-seat-replace", gettext_lazy("Replace a player"),
                  gettext_lazy("Hands a seat to another player; the seat's history is kept."),
                  done=gettext_lazy("The seat has a new player.")),),
        ApiSpec("seats/<str:seat>/replace/", "api-seat-replace",
                "Hand a seat to another player", input=s.PlayerSerializer,
                output=s.SeatSerializer)),
    GmActionSpec(
        "invite", _invite,
        (PageSpec("invite/", "gm-invite", gettext_lazy("Invite a player"),
                  gettext_lazy("Sends an e-mail with a link that takes the seat."),
                  gettext_lazy("Send invitation"),
                  gettext_lazy("The invitation has been sent.")),),
        ApiSpec("invitations/", "api-invitations",
                "E-mail an invitation link for a vacant seat",
                input=s.InvitationCreateSerializer, output=s.InvitationSerializer,
                created=True)),
    GmActionSpec(
        "process", _process,
        (PageSpec("process/", "gm-process", gettext_lazy("Process now"),
                  gettext_lazy("Adjudicates the open phase at once, before its ZAT."),
                  gettext_lazy("Process now"),
                  gettext_lazy("The phase has been adjudicated.")),),
        ApiSpec("process/", "api-process", "Process the open phase now",
                output=s.PhaseSerializer)),
    GmActionSpec(
        "publish", _publish,
        (PageSpec("publish/", "gm-publish", gettext_lazy("Publish the result"),
                  gettext_lazy("Sends the turn report to everyone and opens the next phase."),
                  gettext_lazy("Publish"), gettext_lazy("The result has been published.")),),
        ApiSpec("publish/", "api-publish",
                "Publish the reviewed result (returns the next phase)",
                output=s.PhaseSerializer)),
    GmActionSpec(
        "overrule", _overrule,
        (PageSpec("overrule/", "gm-overrule", gettext_lazy("Overrule: edit the result"),
                  gettext_lazy("Change the units, dislodgements and supply-centre ownership "
                               "the adjudication produced. Preview shows what changes before "
                               "you save."),
                  gettext_lazy("Save changes"), gettext_lazy("The result has been changed.")),
         PageSpec("overrule/orders/", "gm-overrule-orders",
                  gettext_lazy("Overrule: change orders and adjudicate again"),
                  button=gettext_lazy("Adjudicate again"),
                  done=gettext_lazy("The phase has been adjudicated again with the changed "
                                    "orders."))),
        ApiSpec("overrule/", "api-overrule", "Overrule the result under review",
                input=s.OverruleSerializer, output=s.PhaseSerializer)),
    GmActionSpec(
        "review-flag-decide", _decide,
        (PageSpec("review-flags/<id:index>/decide/<id:option>/", "gm-review-flag-decide",
                  gettext_lazy("Decide a review flag"), button=gettext_lazy("Decide"),
                  done=gettext_lazy("The decision has been applied to the result under "
                                    "review.")),),
        ApiSpec("review-flags/<id:index>/decide/", "api-review-flag-decide",
                "Decide review flag number <index> for another option",
                input=s.FlagDecisionSerializer, output=s.PhaseSerializer)),
    GmActionSpec(
        "rollback", _rollback,
        (PageSpec("rollback/", "gm-rollback", gettext_lazy("Roll back"),
                  gettext_lazy("Plays an earlier phase again. It and every later phase are "
                               "kept for the record, marked as undone."),
                  gettext_lazy("Roll back"), gettext_lazy("The game has been rolled back."),
                  danger=True),),
        ApiSpec("rollback/", "api-rollback",
                "Roll back to an earlier phase (returns the reopened phase)",
                input=s.RollbackSerializer, output=s.PhaseSerializer)),
    GmActionSpec(
        "rollforward", _rollforward,
        (PageSpec("rollforward/", "gm-rollforward",
                  gettext_lazy("Roll forward (replay an undone phase)"),
                  gettext_lazy("Replays the next phase undone by the rollback with the "
                               "submissions it had, on the position as it is now. Check the "
                               "differences, then confirm: the phase is adjudicated and "
                               "published as usual."),
                  gettext_lazy("Roll forward and publish"),
                  gettext_lazy("The phase has been rolled forward and published.")),),
        ApiSpec("rollforward/", "api-rollforward",
                "Roll forward: preview or replay the next phase undone by the rollback",
                input=rf.RollforwardSerializer, output=rf.RollforwardOutputSerializer)),
    GmActionSpec(
        "announce", _announce,
        (PageSpec("announce/", "gm-announce", gettext_lazy("Send an announcement"),
                  button=gettext_lazy("Send"),
                  done=gettext_lazy("The announcement has been sent.")),),
        ApiSpec("announcements/", "api-announcements", "Mail an announcement to every player",
                input=s.AnnouncementSerializer, output=s.MessageSerializer, created=True)),
    GmActionSpec(
        "house-rules", _house_rules,
        (PageSpec("house-rules/", "gm-house-rules", gettext_lazy("House rules"),
                  gettext_lazy("Shown on the game page, in the lobby, in invitations and in "
                               "the mail at the start. After the start a change is logged "
                               "and announced to every player with the new text."),
                  done=gettext_lazy("The house rules have been saved.")),),
        ApiSpec("house-rules/", "api-house-rules",
                "Set the house rules (Markdown); after the start logged and announced",
                input=HouseRulesSerializer)),
)
