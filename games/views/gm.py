"""Game-master pages: create a game, the game's control page, one small page per action, the
audit log. Each action page is a form with a required reason; on POST it makes one service call.
A refused action (a service's DomainError) comes back as the same form with the message on the
field it concerns and the 4xx status the error carries; nothing is half-saved."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.conf import settings
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
from games.access_selectors import access_hints
from games.errors import Conflict, DomainError
from games.gm_actions import GmActionSpec, NoPhaseYet, current_phase
from games.models import Game, Phase
from games.rulesets import game_gm_links, get_ruleset
from games.services.rollforward import rollforward_ready
from games.views.common import as_http, form_error, game_for
from games.views.game_links import page_links


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
            "access_hints": access_hints(game, user),
            "access_hints_window": settings.ACCESS_HINTS and settings.ACCESS_HINTS_WINDOW_DAYS,
            "turn_based": ruleset.turn_based,
            "rollforward_ready": rollforward_ready(game),
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
    """One action page: a form with a required reason, one service call on POST. A declared
    action's page (``games.gm_actions``) is this view or one of its page hooks
    (``games.views.gm_actions``), made with ``as_view(action=..., title=..., ...)``; other pages
    subclass it and make their one service call in perform()."""

    form_class: type[forms.forms.Form] = forms.ReasonForm
    title: Any = ""
    intro: Any = ""
    button: Any = gettext_lazy("Save")
    done: Any = gettext_lazy("Done.")
    danger = False
    action: GmActionSpec | None = None

    def form_kwargs(self, game: Game) -> dict[str, Any]:
        return {}

    def initial(self, game: Game) -> dict[str, Any]:
        return {}

    def action_input(self, game: Game, form: Any) -> dict[str, Any]:
        """The declared call's input from the valid form, in the API serializer's shape: the
        form's cleaned values unless its page says otherwise."""
        return form.cleaned_data

    def perform(self, game: Game, data: dict[str, Any], form: Any) -> Any:
        if self.action is None:
            raise NotImplementedError
        named = {k: v for k, v in self.kwargs.items() if k != "game_id"}  # as the API's URL
        return self.action.call(game, {**self.action_input(game, form), **named},
                                self.request.user)

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
            error = _page_error(error)
            form_error(form, error)
            return self.render_page(request, game, form, status=error.status_code)
        messages.success(request, self.done)
        return redirect("gm-game", game_id=game.pk)


def _page_error(error: DomainError) -> DomainError:
    """A page says "no phase yet" in its own sentence (the API's names the game)."""
    if isinstance(error, NoPhaseYet):
        return Conflict(_("This game has no phase yet; start it first."))
    return error


def _open_phase(game: Game) -> Phase:
    """The phase an action on "the current phase" addresses; the service judges its state."""
    try:
        return current_phase(game)
    except NoPhaseYet as error:
        raise _page_error(error) from None


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
