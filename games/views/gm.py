"""Game-master pages: create a game, the game's control page, one small page per action, the
audit log. Each action page is a form with a required reason; on POST it makes one service call.
A refused action (a service's DomainError) comes back as the same form with the message on the
field it concerns and the 4xx status the error carries; nothing is half-saved."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.auth.mixins import LoginRequiredMixin
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse, HttpResponseNotAllowed
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views import View

from games import forms, player_selectors, selectors, services, web_selectors
from games.errors import Conflict, DomainError
from games.models import Game, Phase
from games.rulesets import game_gm_links, get_ruleset
from games.views import maps
from games.views.common import as_http, form_error, game_for, phase_of, seat_of_game
from games.views.diff import result_diff
from games.views.flags import flag_note, flag_option
from games.views.game_links import flags_with_links, page_links


@login_required
def game_create(request: HttpRequest) -> HttpResponse:
    form = forms.GameCreateForm(request.POST or None)
    status = 200
    if request.method == "POST":
        status = 400
        if form.is_valid():
            data = form.cleaned_data
            try:
                game = services.game_create(
                    creator=request.user, name=data["name"], ruleset=data["ruleset"],
                    seed=data["seed"], schedule=form.schedule(data["ruleset"]),
                    settings=form.settings(),
                )
            except DomainError as error:
                form_error(form, error)
                status = error.status_code
            else:
                messages.success(request, _("Game created. Now fill its seats."))
                return redirect("gm-game", game_id=game.pk)
    return render(request, "games/gm/create.html", {"form": form}, status=status)


def _gm_game(request: HttpRequest, game_id: int) -> Game:
    game = game_for(request, game_id)
    if not services.is_game_master(request.user, game):
        raise PermissionDenied(_("Only a game master of this game may open this page."))
    return game


def _gm_read_page(request: HttpRequest, game_id: int, template: str,
                  select: Callable[[Game, Any], dict[str, Any]]) -> HttpResponse:
    """A read-only game-master page: the selector checks the right to see it (its DomainError
    becomes the 4xx it carries) and returns the template's context."""
    game = game_for(request, game_id)
    try:
        context = select(game, request.user)
    except DomainError as error:
        raise as_http(error) from None
    return render(request, template, context)


def _seat_rows(overview: dict[str, Any]) -> list[dict[str, Any]]:
    """The GM's seat table: each seat with whether it has sent something for the open phase,
    the same three states the players' seat list shows ("orders in", "no orders yet",
    "nothing to order"), but for every seat. Only whether, never what: the text stays on
    the console."""
    from games.models import Submission

    phase = overview.get("current")
    is_open = phase is not None and phase.status == Phase.Status.OPEN
    sent = set(Submission.objects.filter(phase=phase).values_list("seat_id", flat=True)
               ) if is_open else set()
    expected = web_selectors.expected_seats(phase) if is_open else set()
    rows = []
    for seat in overview["seats"]:
        state = None
        if is_open:
            state = ("sent" if seat.pk in sent else
                     "missing" if seat.key in expected else "nothing")
        rows.append({"seat": seat, "sent": state})
    return rows


def _control_context(game: Game, user: Any) -> dict[str, Any]:
    overview = web_selectors.gm_overview(game, user)
    ruleset = get_ruleset(game.ruleset)
    return {**overview, **player_selectors.gm_life(game), "seat_rows": _seat_rows(overview),
            "turn_based": ruleset.turn_based,
            "game_links": [(reverse(name, args=[game.pk]), label, element)
                           for name, label, element in game_gm_links(game.ruleset)],
            "phase_links": page_links(game, "gm_phase_links"),
            "nmr_text": ruleset.missed_orders_wording(game.nmr_policy,
                                                      game.get_nmr_policy_display())}


@login_required
def game_control(request: HttpRequest, game_id: int) -> HttpResponse:
    return _gm_read_page(request, game_id, "games/gm/game.html", _control_context)


@login_required
def audit_log(request: HttpRequest, game_id: int) -> HttpResponse:
    return _gm_read_page(
        request, game_id, "games/gm/audit.html",
        lambda game, user: {"game": game, "actions": selectors.gm_actions(game, user)})


class GmActionView(LoginRequiredMixin, View):
    """One action page. Subclasses name the form and make their one service call in perform()."""

    form_class: type[forms.forms.Form] = forms.ReasonForm
    title: Any = ""
    intro: Any = ""
    button: Any = gettext_lazy("Save")
    done: Any = gettext_lazy("Done.")
    danger = False

    def form_kwargs(self, game: Game) -> dict[str, Any]:
        return {}

    def initial(self, game: Game) -> dict[str, Any]:
        return {}

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        raise NotImplementedError

    def extra_context(self, game: Game) -> dict[str, Any]:
        return {}

    def render_page(self, request: HttpRequest, game: Game, form: Any,
                    status: int = 200) -> HttpResponse:
        context = {"game": game, "form": form, "title": self.title, "intro": self.intro,
                   "button": self.button, "danger": self.danger,
                   "turn_based": get_ruleset(game.ruleset).turn_based, **self.extra_context(game)}
        return render(request, "games/gm/action.html", context, status=status)

    def get(self, request: HttpRequest, game_id: int, **kwargs: Any) -> HttpResponse:
        game = _gm_game(request, game_id)
        form = self.form_class(initial=self.initial(game), **self.form_kwargs(game))
        return self.render_page(request, game, form)

    def post(self, request: HttpRequest, game_id: int, **kwargs: Any) -> HttpResponse:
        game = _gm_game(request, game_id)
        form = self.form_class(request.POST, initial=self.initial(game),
                               **self.form_kwargs(game))
        if not form.is_valid():
            return self.render_page(request, game, form, status=400)
        try:
            self.perform(game, form.cleaned_data, form)
        except DomainError as error:
            form_error(form, error)
            return self.render_page(request, game, form, status=error.status_code)
        messages.success(request, self.done)
        return redirect("gm-game", game_id=game.pk)


def _open_phase(game: Game) -> Phase:
    """The phase an action on "the current phase" addresses; the service judges its state."""
    phase = selectors.current_phase(game)
    if phase is None:
        raise Conflict(_("This game has no phase yet; start it first."))
    return phase


class GameStartView(GmActionView):
    title = gettext_lazy("Start the game")
    intro = gettext_lazy("Opens the first phase. Every seat must be taken.")
    button = gettext_lazy("Start")
    done = gettext_lazy("The game has started.")

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return services.game_start(game=game, actor=self.request.user, reason=data["reason"])


class GamePauseView(GmActionView):
    title = gettext_lazy("Pause the game")
    intro = gettext_lazy("Stops the clock; the open phase keeps the time it has left.")
    button = gettext_lazy("Pause")
    done = gettext_lazy("The game is paused.")

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return services.game_pause(game=game, actor=self.request.user, reason=data["reason"])


class GameResumeView(GmActionView):
    title = gettext_lazy("Resume the game")
    intro = gettext_lazy("Restarts the clock with the time the open phase had left.")
    button = gettext_lazy("Resume")
    done = gettext_lazy("The game is running again.")

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return services.game_resume(game=game, actor=self.request.user, reason=data["reason"])


class ProcessNowView(GmActionView):
    title = gettext_lazy("Process now")
    intro = gettext_lazy("Adjudicates the open phase at once, before its ZAT.")
    button = gettext_lazy("Process now")
    done = gettext_lazy("The phase has been adjudicated.")

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return services.phase_process_now(phase=_open_phase(game), actor=self.request.user,
                                          reason=data["reason"])


class PublishView(GmActionView):
    title = gettext_lazy("Publish the result")
    intro = gettext_lazy("Sends the turn report to everyone and opens the next phase.")
    button = gettext_lazy("Publish")
    done = gettext_lazy("The result has been published.")

    def extra_context(self, game: Game) -> dict[str, Any]:
        phase = selectors.current_phase(game)
        viewer = selectors.viewer_for(game, self.request.user)
        result = review_copy(phase.result) if phase else None
        return {"phase": phase, "result": result,
                "review_flags": flags_with_links(game, (result or {}).get("review_flags") or [],
                                                 short=True),
                "review_items": review_items(get_ruleset(game.ruleset), phase,
                                             phase.result if phase else None,
                                             self.request.LANGUAGE_CODE),
                "map_svg": maps.phase_map(phase, viewer) if phase else "",
                "map_url": reverse("phase-map", args=[game.pk, phase.pk]) if phase else ""}

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return services.phase_publish(phase=_open_phase(game), actor=self.request.user,
                                      reason=data["reason"])


def review_items(ruleset: Any, phase: Any, result: dict[str, Any] | None,
                 lang: str) -> list[dict[str, Any]]:
    """What waits for the game master in this phase besides the review flags (the rule
    set's :meth:`~games.rulesets.base.RuleSet.review_items`): read in the result awaiting
    review, else in the phase's own state."""
    if phase is None or phase.status not in (Phase.Status.OPEN, Phase.Status.AWAITING_REVIEW):
        return []
    state = (result or {}).get("state") or phase.state
    return ruleset.review_items(state, lang=lang)


def review_copy(result: dict[str, Any] | None) -> dict[str, Any] | None:
    """The result as the game master's review pages list it: the centres by power, then by
    centre (a Rather Silly result keeps the engine's order, by centre name). Only this
    copy is sorted; the stored result stays as the engine made it."""
    centres = (result or {}).get("supply_centers")
    if not isinstance(centres, dict) or not all(isinstance(v, list) for v in centres.values()):
        return result
    return {**(result or {}),
            "supply_centers": {power: sorted(centres[power]) for power in sorted(centres)}}


class ZatSetView(GmActionView):
    form_class = forms.ZatSetForm
    title = gettext_lazy("Set the ZAT")
    button = gettext_lazy("Set ZAT")
    done = gettext_lazy("The ZAT has been moved.")

    def extra_context(self, game: Game) -> dict[str, Any]:
        return {"phase": selectors.current_phase(game)}

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return services.zat_set(phase=_open_phase(game), zat=data["zat"],
                                actor=self.request.user, reason=data["reason"])


class ZatExtendView(GmActionView):
    form_class = forms.ZatExtendForm
    title = gettext_lazy("Extend the ZAT")
    button = gettext_lazy("Extend")
    done = gettext_lazy("The ZAT has been extended.")

    def extra_context(self, game: Game) -> dict[str, Any]:
        return {"phase": selectors.current_phase(game)}

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return services.zat_extend(phase=_open_phase(game), hours=data["hours"],
                                   actor=self.request.user, reason=data["reason"])


class ScheduleView(GmActionView):
    form_class = forms.ScheduleForm
    title = gettext_lazy("ZAT schedule")
    intro = gettext_lazy("Applies to phases opened from now on; the open phase keeps its ZAT.")
    done = gettext_lazy("The schedule has been saved.")

    def initial(self, game: Game) -> dict[str, Any]:
        values = {name: getattr(game, name) for name in (
            "zat_time", "zat_time_zone", "zat_weekdays", "grace_minutes", "max_extension_hours",
            "early_processing", "review_before_publish", "nmr_policy", "civil_disorder_after",
            "nmr_wait_hours", "nmr_wait_times", "absence_policy", "anonymous",
            "illegal_orders")}
        values.update({f"hours_{k}": v for k, v in game.phase_hours.items()})
        return values

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return services.game_schedule_update(game=game, actor=self.request.user,
                                             reason=data["reason"],
                                             **form.schedule(game.ruleset))


def _seat_choices(game: Game, vacant_only: bool) -> list[tuple[str, str]]:
    seats = game.seats.all()
    if vacant_only:
        seats = seats.filter(player__isnull=True)
    return [(s.key, f"{s.label} ({s.player.get_username() if s.player else _('vacant')})")
            for s in seats.select_related("player")]


class SeatAssignView(GmActionView):
    form_class = forms.SeatAssignForm
    title = gettext_lazy("Assign a seat")
    done = gettext_lazy("The seat has been assigned.")

    def form_kwargs(self, game: Game) -> dict[str, Any]:
        return {"seats": _seat_choices(game, vacant_only=True)}

    def initial(self, game: Game) -> dict[str, Any]:
        return {"seat": self.request.GET.get("seat", "")}

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return services.seat_assign(seat=seat_of_game(game, data["seat"]),
                                    player=data["player"], actor=self.request.user,
                                    reason=data["reason"])


class SeatReplaceView(GmActionView):
    form_class = forms.SeatAssignForm
    title = gettext_lazy("Replace a player")
    intro = gettext_lazy("Hands a seat to another player; the seat's history is kept.")
    done = gettext_lazy("The seat has a new player.")

    def form_kwargs(self, game: Game) -> dict[str, Any]:
        return {"seats": _seat_choices(game, vacant_only=False)}

    def initial(self, game: Game) -> dict[str, Any]:
        return {"seat": self.request.GET.get("seat", "")}

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return services.seat_replace(seat=seat_of_game(game, data["seat"]),
                                     player=data["player"], actor=self.request.user,
                                     reason=data["reason"])


class InviteView(GmActionView):
    form_class = forms.InvitationForm
    title = gettext_lazy("Invite a player")
    intro = gettext_lazy("Sends an e-mail with a link that takes the seat.")
    button = gettext_lazy("Send invitation")
    done = gettext_lazy("The invitation has been sent.")

    def form_kwargs(self, game: Game) -> dict[str, Any]:
        return {"seats": _seat_choices(game, vacant_only=True)}

    def initial(self, game: Game) -> dict[str, Any]:
        return {"seat": self.request.GET.get("seat", "")}

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return services.invitation_create(seat=seat_of_game(game, data["seat"]),
                                          email=data["email"], actor=self.request.user,
                                          reason=data["reason"])


class AnnouncementView(GmActionView):
    form_class = forms.AnnouncementForm
    title = gettext_lazy("Send an announcement")
    button = gettext_lazy("Send")
    done = gettext_lazy("The announcement has been sent.")

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return services.announcement_send(game=game, actor=self.request.user,
                                          subject=data["subject"], body=data["body"],
                                          reason=data["reason"])


class RollbackView(GmActionView):
    form_class = forms.RollbackForm
    title = gettext_lazy("Roll back")
    intro = gettext_lazy("Plays an earlier phase again. It and every later phase are kept for "
                         "the record, marked as undone.")
    button = gettext_lazy("Roll back")
    done = gettext_lazy("The game has been rolled back.")
    danger = True

    def form_kwargs(self, game: Game) -> dict[str, Any]:
        phases = game.phases.live().order_by("index")
        return {"phases": [(p.pk, f"{p.label} ({p.get_status_display()})") for p in phases]}

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return services.phase_rollback(game=game, to_phase=phase_of(game, data["to_phase"]),
                                       actor=self.request.user, reason=data["reason"])


class OverruleView(GmActionView):
    """Edit the result under review. "Preview" shows the before/after diff without saving."""

    form_class = forms.OverruleResultForm
    title = gettext_lazy("Overrule: edit the result")
    intro = gettext_lazy("Change the units, dislodgements and supply-centre ownership the "
                         "adjudication produced. Preview shows what changes before you save.")
    button = gettext_lazy("Save changes")
    done = gettext_lazy("The result has been changed.")

    def initial(self, game: Game) -> dict[str, Any]:
        phase = selectors.current_phase(game)
        result = (phase.result or {}) if phase else {}
        values = {"units": result.get("units", []), "dislodged": result.get("dislodged", []),
                  "supply_centers": result.get("supply_centers", {}),
                  "expected_version": phase.version if phase else None}
        picked = flag_option(game, self.request.GET.get("flag"), self.request.GET.get("option"))
        if picked:
            values["reason"] = flag_note(*picked)
        return values

    def extra_context(self, game: Game) -> dict[str, Any]:
        picked = flag_option(game, self.request.GET.get("flag"), self.request.GET.get("option"))
        return {"phase": selectors.current_phase(game), "preview_button": True,
                "flag": picked[0] if picked else None, "flag_option": picked[1] if picked else None}

    def post(self, request: HttpRequest, game_id: int, **kwargs: Any) -> HttpResponse:
        if request.POST.get("action") != "preview":
            return super().post(request, game_id)
        game = _gm_game(request, game_id)
        form = self.form_class(request.POST, initial=self.initial(game))
        form.is_valid()  # the reason may still be empty while previewing
        phase = selectors.current_phase(game)
        diff = result_diff((phase.result or {}) if phase else {},
                           form.edits() if hasattr(form, "cleaned_data") else {})
        context = {"game": game, "form": form, "title": self.title, "intro": self.intro,
                   "button": self.button, "diff": diff,
                   "turn_based": get_ruleset(game.ruleset).turn_based, **self.extra_context(game)}
        return render(request, "games/gm/action.html", context)

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return services.phase_overrule(
            phase=_open_phase(game), actor=self.request.user, reason=data["reason"],
            expected_version=data["expected_version"], **form.edits(),
        )


class OverruleOrdersView(GmActionView):
    """Re-adjudicate the phase under review with some seats' orders changed."""

    form_class = forms.OverruleOrdersForm
    title = gettext_lazy("Overrule: change orders and adjudicate again")
    button = gettext_lazy("Adjudicate again")
    done = gettext_lazy("The phase has been adjudicated again with the changed orders.")

    def form_kwargs(self, game: Game) -> dict[str, Any]:
        return {"seats": [(s.key, s.label) for s in game.seats.all()]}

    def initial(self, game: Game) -> dict[str, Any]:
        phase = selectors.current_phase(game)
        values: dict[str, Any] = {"expected_version": phase.version if phase else None}
        if phase is not None:
            for seat in game.seats.all():
                sub = selectors.current_submission(phase, seat, self.request.user)
                values[f"orders_{seat.key}"] = sub.raw_text if sub else ""
        return values

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        return services.phase_overrule(
            phase=_open_phase(game), actor=self.request.user, reason=data["reason"],
            orders=form.orders(), expected_version=data["expected_version"],
        )


@login_required
def mail_list(request: HttpRequest, game_id: int) -> HttpResponse:
    """The game's outgoing mails and their state (queued, sent, failed with the SMTP error)."""
    return _gm_read_page(
        request, game_id, "games/gm/mails.html",
        lambda game, user: {"game": game, "mails": services.game_mails(game, user)})


@login_required
def mail_resend(request: HttpRequest, game_id: int, mail_id: int) -> HttpResponse:
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"], _("Resend a mail with the button on the page."))
    game = game_for(request, game_id)
    try:
        services.mail_resend(game=game, mail_id=mail_id, actor=request.user)
    except DomainError as error:
        raise as_http(error) from None
    messages.success(request, _("The mail is queued again."))
    return redirect("gm-mails", game_id=game.pk)
